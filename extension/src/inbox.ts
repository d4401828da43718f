/**
 * The Inbox view: this clone's candidates (ctx_inbox list, SPEC §5.2), with
 * promote and drop actions. Redraws when the server says the inbox changed
 * and right after a capture, revealing the new candidate.
 */
import * as vscode from 'vscode';
import { ServerCommands } from '../../server/src/protocol';
import { resultText, type KontextClient } from './client';
import { activeFolder } from './folders';
import { logChannel, showError } from './log';

/** One row of ctx_inbox list's structuredContent (SPEC §11). */
export interface InboxItem {
  id: string;
  kind: string;
  title: string;
  summary?: string;
  visibility?: 'team' | 'private';
  origin?: string;
  source?: string;
  branch?: string;
  worktree?: string;
  captured?: string;
  where?: 'here' | 'elsewhere' | 'orphan';
}

/** Tree data for the Inbox view. */
export class InboxProvider implements vscode.TreeDataProvider<InboxItem> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  /** The candidates of the last refresh (also read by the editor tests). */
  items: InboxItem[] = [];
  private loading: Promise<InboxItem[]> | undefined;

  constructor(private readonly client: KontextClient) {}

  /** Reloads from the server and redraws. */
  refresh(): Promise<InboxItem[]> {
    this.loading = this.load();
    this.changed.fire();
    return this.loading;
  }

  private async load(): Promise<InboxItem[]> {
    const folder = activeFolder()?.uri.fsPath;
    const r = await this.client.callTool('ctx_inbox', { action: 'list' }, folder);
    const rows = r.isError ? [] : ((r.structuredContent?.items as InboxItem[] | undefined) ?? []);
    // The tree view knows its elements by object identity: a candidate keeps its object across
    // refreshes, so a reveal started before a refresh (e.g. the server's kontext/refresh right
    // after a capture) still finds it instead of failing with "cannot resolve tree item".
    const known = new Map(this.items.map((i) => [i.id, i]));
    this.items = rows.map((row) => {
      const old = known.get(row.id);
      if (!old) return row;
      for (const k of Object.keys(old) as (keyof InboxItem)[]) if (!(k in row)) delete old[k];
      return Object.assign(old, row);
    });
    return this.items;
  }

  async getChildren(element?: InboxItem): Promise<InboxItem[]> {
    if (element) return [];
    return this.loading ?? this.refresh();
  }

  getParent(): undefined {
    return undefined;
  }

  getTreeItem(e: InboxItem): vscode.TreeItem {
    const item = new vscode.TreeItem(e.title, vscode.TreeItemCollapsibleState.None);
    item.id = e.id;
    const flags = [e.kind, e.visibility === 'private' ? 'private' : '', e.where && e.where !== 'here' ? e.where : ''].filter(Boolean);
    item.description = flags.join(' · ');
    item.tooltip = new vscode.MarkdownString(`**${e.title}**\n\n${e.summary ?? ''}\n\n\`${e.id}\` · ${flags.join(' · ')}${e.branch ? ` · branch ${e.branch}` : ''}${e.captured ? ` · ${e.captured}` : ''}`);
    item.iconPath = new vscode.ThemeIcon(e.kind === 'decision' ? 'law' : e.kind === 'convention' ? 'checklist' : e.kind === 'incident' ? 'flame' : 'lightbulb');
    item.contextValue = `kontext.candidate.${e.visibility === 'private' ? 'private' : 'team'}`;
    item.command = { command: 'kontext.inbox.open', title: 'Open', arguments: [e] };
    return item;
  }
}

/** Registers the view and its commands; returns the provider and the tree view. */
export function registerInbox(context: vscode.ExtensionContext, client: KontextClient): { provider: InboxProvider; view: vscode.TreeView<InboxItem> } {
  const provider = new InboxProvider(client);
  const view = vscode.window.createTreeView('kontext.inbox', { treeDataProvider: provider, showCollapseAll: false });
  const folder = () => activeFolder()?.uri.fsPath;
  const act = async (command: string, e: InboxItem | undefined, verb: string) => {
    if (!e) return;
    try {
      const r = await client.command(command, { ids: [e.id], folder: folder() });
      const text = resultText(r);
      if (r.isError) void vscode.window.showErrorMessage(`kontext: ${text.replace(/^Error: /, '')}`);
      else void vscode.window.setStatusBarMessage(`kontext: ${verb} ${e.id}`, 4000);
      await provider.refresh();
    } catch (err) {
      showError(`${verb} failed`, err);
    }
  };
  context.subscriptions.push(
    view,
    vscode.commands.registerCommand('kontext.inbox.refresh', () => provider.refresh()),
    vscode.commands.registerCommand('kontext.inbox.promote', (e?: InboxItem) => act(ServerCommands.promote, e, 'promoted')),
    vscode.commands.registerCommand('kontext.inbox.share', async (e?: InboxItem) => {
      if (!e) return;
      // A private note is shared only on the person's explicit word (core/promote.ts PromoteOptions.share).
      const ok = await vscode.window.showWarningMessage(
        `Share the private note "${e.title}"? It is written into the knowledge store and staged, to be reviewed and committed with your change.`,
        { modal: true },
        'Share and Promote',
      );
      if (ok === 'Share and Promote') await act(ServerCommands.share, e, 'shared and promoted');
    }),
    vscode.commands.registerCommand('kontext.inbox.drop', (e?: InboxItem) => act(ServerCommands.drop, e, 'dropped')),
    vscode.commands.registerCommand('kontext.inbox.open', async (e?: InboxItem) => {
      if (!e) return;
      const r = await client.callTool('ctx_inbox', { action: 'show', ids: [e.id] }, folder());
      const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: resultText(r) });
      await vscode.window.showTextDocument(doc, { preview: true });
    }),
    client.onRefresh((r) => {
      if (r.what.includes('inbox')) void provider.refresh();
    }),
  );
  return { provider, view };
}

/**
 * Shows the inbox view and selects candidate `id` (after a capture). Showing is
 * a courtesy: a view that cannot be revealed (hidden container, a refresh racing
 * the reveal) is logged, never reported as a failed capture.
 */
export async function revealCandidate(provider: InboxProvider, view: vscode.TreeView<InboxItem>, id: string | undefined): Promise<void> {
  try {
    await provider.refresh();
    await vscode.commands.executeCommand('kontext.inbox.focus');
    const item = provider.items.find((i) => i.id === id);
    if (item) await view.reveal(item, { select: true, focus: false });
  } catch (e) {
    logChannel().warn(`inbox: could not reveal ${id ?? 'the new candidate'}: ${(e as Error)?.message ?? e}`);
  }
}

