/**
 * Registers the bundled MCP server with the editor's MCP host: one stdio
 * definition per workspace folder, started with an absolute node path and the
 * absolute bundled script, the repository passed explicitly with `-C` (never
 * taken from the working directory). SPEC §11b, issue 4.
 */
import * as vscode from 'vscode';
import { nodeRuntime } from './runtime';

/** Plain form of one definition (what the editor tests assert). */
export interface McpDefinitionInfo {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  version: string;
}

/** The definitions for the current folders (one per folder, file scheme only). */
export function mcpDefinitions(context: vscode.ExtensionContext): McpDefinitionInfo[] {
  const runtime = nodeRuntime();
  const script = context.asAbsolutePath('dist/kontext.js');
  const version = String(context.extension.packageJSON.version ?? '0.0.0');
  return (vscode.workspace.workspaceFolders ?? [])
    .filter((f) => f.uri.scheme === 'file')
    .map((f) => ({
      label: `kontext: ${f.name}`,
      command: runtime.command,
      args: [script, '-C', f.uri.fsPath, 'mcp'],
      env: { ...runtime.env },
      version,
    }));
}

/** Registers the provider when the editor's API has MCP support (1.101+); changes follow folder and setting changes. */
export function registerMcpProvider(context: vscode.ExtensionContext): void {
  const lm = vscode.lm as typeof vscode.lm | undefined;
  if (!lm?.registerMcpServerDefinitionProvider) return;
  const changed = new vscode.EventEmitter<void>();
  context.subscriptions.push(
    changed,
    vscode.workspace.onDidChangeWorkspaceFolders(() => changed.fire()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('kontext.nodePath') || e.affectsConfiguration('kontext.mcp')) changed.fire();
    }),
    lm.registerMcpServerDefinitionProvider('kontext.mcp', {
      onDidChangeMcpServerDefinitions: changed.event,
      provideMcpServerDefinitions: () => {
        if (!vscode.workspace.getConfiguration('kontext').get<boolean>('mcp.enabled', true)) return [];
        return mcpDefinitions(context).map(
          (d) => new vscode.McpStdioServerDefinition(d.label, d.command, d.args, d.env, d.version),
        );
      },
    }),
  );
}
