/**
 * The language client: starts the bundled `dist/kontext.js lsp` over stdio
 * with vscode-languageclient, in the background (activation never waits for
 * it), and gives the rest of the extension typed access to kontext's custom
 * messages (server/src/protocol.ts).
 */
import * as vscode from 'vscode';
import type { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';
import {
  CallToolRequest,
  RefreshNotification,
  StatusNotification,
  type CallToolResult,
  type InitOptions,
  type RefreshParams,
  type StatusParams,
} from '../../server/src/protocol';
import { callHierarchyLanguages } from './languages';
import { logChannel } from './log';
import { nodeRuntime } from './runtime';

/** Owns the LanguageClient; restartable; every caller awaits `ready()`. */
export class KontextClient implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<LanguageClient> | undefined;
  private readonly statusEmitter = new vscode.EventEmitter<StatusParams>();
  private readonly refreshEmitter = new vscode.EventEmitter<RefreshParams>();
  /** Last `kontext/status` the server sent. */
  lastStatus: StatusParams | undefined;
  /** Fires on every `kontext/status`. */
  readonly onStatus = this.statusEmitter.event;
  /** Fires on every `kontext/refresh` (after captures, promotions, drops). */
  readonly onRefresh = this.refreshEmitter.event;

  constructor(private readonly context: vscode.ExtensionContext) {}

  /** Starts the server if it is not running; resolves when it answered `initialize`. */
  ready(): Promise<LanguageClient> {
    this.starting ??= this.start().catch((e) => {
      this.starting = undefined;
      throw e;
    });
    return this.starting;
  }

  private async start(): Promise<LanguageClient> {
    // Loaded here, not at activation: evaluating the client library is most of the bundle's load time.
    const { LanguageClient, TransportKind } = await import('vscode-languageclient/node');
    const runtime = nodeRuntime();
    const script = this.context.asAbsolutePath('dist/kontext.js');
    const run = {
      module: script,
      transport: TransportKind.stdio,
      args: ['lsp'],
      runtime: runtime.editorRuntime ? undefined : runtime.command,
      // The server's fallback directory; each request names its folder or document anyway.
      options: { cwd: vscode.workspace.workspaceFolders?.[0]?.uri.fsPath },
    };
    const serverOptions: ServerOptions = { run, debug: run };
    const config = vscode.workspace.getConfiguration('kontext');
    const initializationOptions: InitOptions = {
      callHierarchyLanguages: callHierarchyLanguages(),
      codeLens: config.get<boolean>('codeLens.enabled', true),
      hover: config.get<boolean>('hover.enabled', true),
    };
    const clientOptions: LanguageClientOptions = {
      documentSelector: [{ scheme: 'file' }],
      outputChannel: logChannel(),
      traceOutputChannel: logChannel(),
      initializationOptions,
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher('**/{.ai/**,.kontext.toml,kontext.toml}'),
      },
    };
    const client = new LanguageClient('kontext', 'kontext', serverOptions, clientOptions);
    client.onNotification(StatusNotification, (s) => {
      this.lastStatus = s;
      this.statusEmitter.fire(s);
    });
    client.onNotification(RefreshNotification, (r) => this.refreshEmitter.fire(r));
    await client.start();
    this.client = client;
    logChannel().info(`language server started: ${runtime.command} ${script} lsp`);
    return client;
  }

  /**
   * Runs registry tool `name` in the server (`kontext/callTool`). `hints`:
   * 'tool' when a chat model reads the answer (hints name tool calls), else
   * palette commands for a person.
   */
  async callTool(name: string, args: Record<string, unknown> = {}, folder?: string, hints?: 'editor' | 'tool'): Promise<CallToolResult> {
    const client = await this.ready();
    return client.sendRequest(CallToolRequest, { name, arguments: args, folder, ...(hints ? { hints } : {}) });
  }

  /** Runs a server `workspace/executeCommand` (ServerCommands) and returns its CallToolResult. */
  async command(command: string, arg: Record<string, unknown>): Promise<CallToolResult> {
    const client = await this.ready();
    return (await client.sendRequest('workspace/executeCommand', { command, arguments: [arg] })) as CallToolResult;
  }

  /** Stops and starts the server again (settings that the server reads at start changed). */
  async restart(): Promise<void> {
    const old = this.client;
    this.client = undefined;
    this.starting = undefined;
    if (old) await old.stop().catch(() => undefined);
    await this.ready();
  }

  dispose(): void {
    void this.client?.stop();
    this.statusEmitter.dispose();
    this.refreshEmitter.dispose();
  }
}

/** The text of a CallToolResult (all text blocks joined). */
export function resultText(r: CallToolResult): string {
  return r.content.map((c) => c.text).join('\n');
}
