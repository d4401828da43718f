/**
 * Extension entry: registers everything that works before the server is up
 * (commands, views, status bar, MCP definitions, chat tools), then starts the
 * language server in the background. Activation never waits for the server,
 * a store or an index (issue 4: activation ≤ 100 ms).
 */
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { CallToolResult, StatusParams } from '../../server/src/protocol';
import { runCapture, type CaptureArgs } from './capture';
import { registerChatTools } from './chatTools';
import { KontextClient } from './client';
import { registerCommands } from './commands';
import { registerCommitPrep, type CommitPrepProvider } from './commitPrep';
import { registerInbox, revealCandidate, type InboxProvider } from './inbox';
import { logChannel, showError } from './log';
import { mcpDefinitions, registerMcpProvider, type McpDefinitionInfo } from './mcp';
import { registerReports } from './reports';
import { registerStatusBar } from './statusBar';

/** What `activate` returns: used by other extensions and by the editor tests. */
export interface KontextApi {
  /** Milliseconds of bundle load (its first to last line) plus `activate` (measured by the extension itself). */
  activationMs: number;
  /** The bundle-load part of `activationMs`. */
  loadMs: number;
  /** Resolves when the language server answered `initialize`. */
  ready(): Promise<LanguageClient>;
  /** Runs a registry tool through the server. */
  callTool(name: string, args?: Record<string, unknown>, folder?: string): Promise<CallToolResult>;
  /** The MCP server definitions currently offered to the editor. */
  mcpDefinitions(): McpDefinitionInfo[];
  /** Last `kontext/status`, and the status bar item's text. */
  status(): { params: StatusParams | undefined; text: string; tooltip: string };
  inbox: InboxProvider;
  commitPrep: CommitPrepProvider;
}

/** When the bundle started and finished loading (esbuild banner/footer); activation = load + activate(). */
const marks = globalThis as { __kontextLoadStart?: number; __kontextLoadEnd?: number };

export function activate(context: vscode.ExtensionContext): KontextApi {
  const t0 = performance.now();
  const loadMs = marks.__kontextLoadStart !== undefined && marks.__kontextLoadEnd !== undefined ? marks.__kontextLoadEnd - marks.__kontextLoadStart : 0;
  const client = new KontextClient(context);
  context.subscriptions.push(client, logChannel());
  registerReports(context);
  const statusItem = registerStatusBar(context, client);
  const { provider: inbox, view: inboxView } = registerInbox(context, client);
  const { provider: commitPrep } = registerCommitPrep(context, client);
  registerCommands(context, client);
  const capture = (kind: string | undefined, fromSelection: boolean) => (preset?: CaptureArgs) =>
    runCapture(client, kind, fromSelection, preset ?? {}, (id) => revealCandidate(inbox, inboxView, id));
  for (const kind of ['Decision', 'Convention', 'Learning', 'Incident']) {
    context.subscriptions.push(vscode.commands.registerCommand(`kontext.capture${kind}`, capture(kind.toLowerCase(), false)));
  }
  context.subscriptions.push(
    vscode.commands.registerCommand('kontext.captureFromSelection', capture(undefined, true)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (['kontext.nodePath', 'kontext.callHierarchy', 'kontext.hover', 'kontext.codeLens'].some((s) => e.affectsConfiguration(s))) {
        void client.restart().catch((err) => showError('restart failed', err));
      }
    }),
  );
  registerMcpProvider(context);
  registerChatTools(context, client);
  // The server starts in the background: nothing above waited for it.
  void client.ready().catch((e) => showError('the language server did not start', e));
  const activateMs = performance.now() - t0;
  const activationMs = loadMs + activateMs;
  logChannel().info(`activated in ${activationMs.toFixed(1)} ms (load ${loadMs.toFixed(1)} ms + activate ${activateMs.toFixed(1)} ms)`);
  return {
    activationMs,
    loadMs,
    ready: () => client.ready(),
    callTool: (name, args, folder) => client.callTool(name, args ?? {}, folder),
    mcpDefinitions: () => mcpDefinitions(context),
    status: () => ({ params: client.lastStatus, text: statusItem.text, tooltip: String(statusItem.tooltip ?? '') }),
    inbox,
    commitPrep,
  };
}

export function deactivate(): void {
  // Disposables registered on the context stop the client.
}
