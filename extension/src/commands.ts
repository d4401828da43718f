/**
 * Palette commands that show a server answer: why, brief, search, prepare
 * commit, status, and opening entries. Each is one server call plus display;
 * capture, inbox and commit-prep commands live with their views.
 */
import * as vscode from 'vscode';
import { ServerCommands, type CallToolResult, type LensEntry } from '../../server/src/protocol';
import { resultText, type KontextClient } from './client';
import { activeFolder, relativePath } from './folders';
import { logChannel, showError } from './log';
import { showReport } from './reports';

/** Registers the report commands. */
export function registerCommands(context: vscode.ExtensionContext, client: KontextClient): void {
  const folder = () => activeFolder()?.uri.fsPath;
  const show = (name: string, run: () => Promise<CallToolResult>) => async () => {
    try {
      const r = await run();
      await showReport(name, resultText(r));
    } catch (e) {
      showError(`${name} failed`, e);
    }
  };
  const openEntry = async (id: string) => {
    const r = await client.command(ServerCommands.locate, { id, folder: folder() });
    const file = r.structuredContent?.file;
    if (r.isError || typeof file !== 'string') return void vscode.window.showWarningMessage(`kontext: ${resultText(r).replace(/^Error: /, '')}`);
    await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: true });
  };
  context.subscriptions.push(
    vscode.commands.registerCommand('kontext.why', show('why', () => client.callTool('ctx_why', { target: whyTarget() ?? '.' }, folder()))),
    vscode.commands.registerCommand('kontext.brief', show('brief', () => {
      const f = activeFolder();
      const rel = f && vscode.window.activeTextEditor ? relativePath(f, vscode.window.activeTextEditor.document.uri) : undefined;
      return client.callTool('ctx_brief', rel ? { focus: [rel] } : {}, folder());
    })),
    vscode.commands.registerCommand('kontext.prepareCommit', show('prepare-commit', () => client.command(ServerCommands.prepareCommit, { folder: folder() }))),
    vscode.commands.registerCommand('kontext.showStatus', show('status', () => client.callTool('kontext_status', {}, folder()))),
    vscode.commands.registerCommand('kontext.showOutput', () => logChannel().show()),
    vscode.commands.registerCommand('kontext.restartServer', () => client.restart().catch((e) => showError('restart failed', e))),
    vscode.commands.registerCommand('kontext.openEntry', (id: string) => openEntry(id).catch((e) => showError('open failed', e))),
    vscode.commands.registerCommand('kontext.showKnowledge', async (entries: LensEntry[] = []) => {
      const pick = entries.length === 1 ? { entry: entries[0] } : await vscode.window.showQuickPick(
        entries.map((e) => ({ label: e.title, description: [e.kind, e.status].filter(Boolean).join(' · '), detail: e.id, entry: e })),
        { placeHolder: 'Knowledge governing this file' },
      );
      if (pick) await vscode.window.showTextDocument(vscode.Uri.file(pick.entry.file), { preview: true });
    }),
    vscode.commands.registerCommand('kontext.search', async (query?: string) => {
      query ??= await vscode.window.showInputBox({ prompt: 'Search team knowledge, docs and history', ignoreFocusOut: true });
      if (!query) return;
      const r = await client.callTool('ctx_search', { query }, folder());
      const hits = (r.structuredContent?.hits as { uri: string; title: string; snippet: string; kind?: string }[] | undefined) ?? [];
      if (r.isError || !hits.length) return void showReport('search', resultText(r));
      const pick = await vscode.window.showQuickPick(hits.map((h) => ({ label: h.title, description: h.kind ?? h.uri, detail: h.snippet, hit: h })), { placeHolder: query, matchOnDetail: true });
      if (!pick) return;
      if (pick.hit.uri.startsWith('kx:')) return openEntry(pick.hit.uri.slice(3));
      const read = await client.callTool('ctx_read', { uri: pick.hit.uri, level: 2 }, folder());
      await showReport('read', resultText(read));
    }),
  );
}

/** `path`, `path:line` or `path:a-b` for the active editor and its selection (SPEC §13 palette "why"). */
export function whyTarget(): string | undefined {
  const editor = vscode.window.activeTextEditor;
  const f = activeFolder();
  const rel = editor && f ? relativePath(f, editor.document.uri) : undefined;
  if (!editor || !rel) return undefined;
  const { start, end } = editor.selection;
  if (editor.selection.isEmpty) return `${rel}:${start.line + 1}`;
  return start.line === end.line ? `${rel}:${start.line + 1}` : `${rel}:${start.line + 1}-${end.line + 1}`;
}
