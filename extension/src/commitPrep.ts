/**
 * The commit-prep view in Source Control: the prepare-commit report (SPEC
 * §5.5, ctx_prepare_commit structuredContent §11) as a tree — the staged
 * change, the knowledge covering it, inbox candidates with checkboxes,
 * checks, module docs to refresh and the trailers the commit will carry.
 * "Promote and Stage" promotes the checked candidates (the entries are staged
 * and show in the git view). Refreshes when the repository state changes.
 */
import * as vscode from 'vscode';
import { ServerCommands } from '../../server/src/protocol';
import { resultText, type KontextClient } from './client';
import { activeFolder } from './folders';
import { showError } from './log';

/** ctx_prepare_commit structuredContent (SPEC §11). */
export interface PrepareReport {
  applied: { op: string; id: string; path?: string }[];
  staged: { files: number; code: number; knowledge: number; store?: number } | null;
  covering: { id: string; kind: string; title: string; rule?: string; files: number }[];
  candidates: { id: string; kind: string; title: string; touches: number }[];
  elsewhere?: unknown;
  private?: unknown;
  checks: { level: string; path: string; line?: number; rule?: string; msg: string }[];
  modules: { path: string; changed: number; added_removed: number }[];
  trailers: { key: string; id: string }[];
  trailers_auto?: boolean;
}

/** A node of the view: a section or a leaf. */
export interface PrepNode {
  key: string;
  label: string;
  description?: string;
  tooltip?: string;
  icon?: string;
  children?: PrepNode[];
  /** Set on candidate rows: checkbox state is kept by id. */
  candidate?: string;
  /** Set on covering knowledge rows: opens the entry. */
  entryId?: string;
}

/** Builds the tree sections from a report (empty sections are left out, as in the text report). */
export function reportNodes(r: PrepareReport): PrepNode[] {
  const nodes: PrepNode[] = [];
  const s = r.staged;
  nodes.push({
    key: 'staged',
    label: s ? `Staged: ${s.files} file(s)` : 'Nothing staged yet',
    description: s ? `${s.code} code/docs, ${s.knowledge} knowledge${s.store ? `, ${s.store} store` : ''}` : 'stage a change to prepare the commit',
    icon: 'git-commit',
  });
  const section = (key: string, label: string, icon: string, children: PrepNode[]) => {
    if (children.length) nodes.push({ key, label, icon, children });
  };
  section('covering', 'Knowledge covering this change', 'law', r.covering.map((c) => ({ key: `cov:${c.id}`, label: c.title, description: `${c.kind} · ${c.files} file(s)`, tooltip: c.rule, icon: 'book', entryId: c.id })));
  section('candidates', 'Inbox candidates', 'inbox', r.candidates.map((c) => ({ key: `cand:${c.id}`, label: c.title, description: `${c.kind} · touches ${c.touches} file(s)`, tooltip: c.id, candidate: c.id })));
  section('checks', r.checks.length ? 'Checks' : 'Checks: all valid', 'pass', r.checks.map((c, i) => ({ key: `chk:${i}`, label: `${c.path}${c.line ? `:${c.line}` : ''}`, description: c.msg, icon: c.level === 'error' ? 'error' : 'warning' })));
  section('modules', 'Module docs that may need a refresh', 'symbol-module', r.modules.map((m) => ({ key: `mod:${m.path}`, label: m.path, description: `${m.changed} changed, ${m.added_removed} added/removed` })));
  section('trailers', r.trailers_auto ? 'Commit trailers (added by the hook)' : 'Commit trailers (add by hand)', 'tag', r.trailers.map((t) => ({ key: `tr:${t.key}:${t.id}`, label: `${t.key}: ${t.id}` })));
  return nodes;
}

/** Tree data for the view; keeps the checked candidate ids across refreshes. */
export class CommitPrepProvider implements vscode.TreeDataProvider<PrepNode> {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  /** Candidate ids whose checkbox is ticked. */
  readonly checked = new Set<string>();
  /** Last report and its text (read by the editor tests and "Copy Commit Trailers"). */
  report: PrepareReport | undefined;
  /** `report` as JSON, to tell an unchanged report from a new one. */
  private reportJson: string | undefined;
  text = '';
  nodes: PrepNode[] = [];
  /** How many times the view was told to redraw (read by the editor tests). */
  redraws = 0;
  private loading: Promise<void> | undefined;

  constructor(private readonly client: KontextClient) {}

  /** Node objects by key: the tree view knows its elements by identity (see `intern`). */
  private byKey = new Map<string, PrepNode>();

  /** Runs the report (optionally applying promotions/drops) and redraws. */
  refresh(apply: { promote?: string[]; drop?: string[] } = {}): Promise<void> {
    this.loading = this.load(apply, true);
    return this.loading;
  }

  private async load(apply: { promote?: string[]; drop?: string[] }, redraw: boolean): Promise<void> {
    const folder = activeFolder()?.uri.fsPath;
    const r = await this.client.command(ServerCommands.prepareCommit, { ...apply, folder });
    this.text = resultText(r);
    if (r.isError) throw new Error(this.text.replace(/^Error: /, ''));
    const report = r.structuredContent as unknown as PrepareReport;
    // Git's state changes (status polls, focus) ask for a report far more often than it changes. Redrawing an
    // unchanged tree only flickers, and a checkbox ticked while the editor refetches the tree is dropped by it
    // (the tick's item is unknown until the fetch ends), so an unchanged report keeps the view as it is.
    const json = JSON.stringify(report);
    const same = json === this.reportJson;
    this.reportJson = json;
    this.report = report;
    for (const id of [...this.checked]) if (!report.candidates.some((c) => c.id === id)) this.checked.delete(id);
    if (same) return;
    const next = new Map<string, PrepNode>();
    this.nodes = reportNodes(report).map((n) => this.intern(n, next));
    this.byKey = next;
    if (!redraw) return;
    this.redraws++;
    this.changed.fire();
  }

  /**
   * The node object already shown for `n.key`, updated to `n` (or `n` itself
   * when new). The editor maps each tree item id to one element object: new
   * objects under known ids while an earlier fetch is still registered make it
   * drop the whole fetch ("element with id … is already registered"), which
   * left the view on its welcome text.
   */
  private intern(n: PrepNode, next: Map<string, PrepNode>): PrepNode {
    const children = n.children?.map((c) => this.intern(c, next));
    const node = this.byKey.get(n.key) ?? n;
    if (node !== n) {
      for (const k of Object.keys(node) as (keyof PrepNode)[]) delete node[k];
      Object.assign(node, n);
    }
    if (children) node.children = children;
    next.set(n.key, node);
    return node;
  }

  /** Root rows last handed to the editor (what the view shows; read by the editor tests). */
  shown: string[] = [];

  async getChildren(e?: PrepNode): Promise<PrepNode[]> {
    if (e) return e.children ?? [];
    // The first fetch waits for the first report; it does not redraw (that would cancel this very fetch).
    if (!this.loading) {
      this.loading = this.load({}, false);
      this.loading.catch((err) => showError('commit prep failed', err));
    }
    await this.loading.catch(() => undefined);
    this.shown = this.nodes.map((n) => n.label);
    return this.nodes;
  }

  getTreeItem(n: PrepNode): vscode.TreeItem {
    const item = new vscode.TreeItem(n.label, n.children ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.None);
    item.id = n.key;
    item.description = n.description;
    item.tooltip = n.tooltip;
    if (n.icon) item.iconPath = new vscode.ThemeIcon(n.icon);
    if (n.candidate) {
      item.checkboxState = this.checked.has(n.candidate) ? vscode.TreeItemCheckboxState.Checked : vscode.TreeItemCheckboxState.Unchecked;
      item.contextValue = 'kontext.prepCandidate';
    }
    if (n.entryId) item.command = { command: 'kontext.openEntry', title: 'Open', arguments: [n.entryId] };
    return item;
  }
}

/** Registers the view, its commands and the refresh triggers. */
export function registerCommitPrep(context: vscode.ExtensionContext, client: KontextClient): { provider: CommitPrepProvider; view: vscode.TreeView<PrepNode> } {
  const provider = new CommitPrepProvider(client);
  const view = vscode.window.createTreeView('kontext.commitPrep', { treeDataProvider: provider, manageCheckboxStateManually: true });
  let stale = false;
  const refresh = () => {
    if (!view.visible) {
      stale = true;
      return;
    }
    stale = false;
    void provider.refresh().catch((e) => showError('commit prep failed', e));
  };
  let timer: NodeJS.Timeout | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 300);
  };
  const apply = async (what: 'promote' | 'drop') => {
    const ids = [...provider.checked];
    if (!ids.length) {
      void vscode.window.showInformationMessage(`kontext: tick the inbox candidates to ${what} first.`);
      return;
    }
    try {
      await provider.refresh({ [what]: ids });
      provider.checked.clear();
      void vscode.window.setStatusBarMessage(`kontext: ${what === 'promote' ? 'promoted and staged' : 'dropped'} ${ids.length} candidate(s)`, 5000);
    } catch (e) {
      showError(`${what} failed`, e);
    }
  };
  context.subscriptions.push(
    view,
    view.onDidChangeCheckboxState((e) => {
      for (const [n, state] of e.items) {
        if (!n.candidate) continue;
        if (state === vscode.TreeItemCheckboxState.Checked) provider.checked.add(n.candidate);
        else provider.checked.delete(n.candidate);
      }
    }),
    view.onDidChangeVisibility((e) => {
      if (e.visible && stale) refresh();
    }),
    vscode.commands.registerCommand('kontext.commitPrep.refresh', () => provider.refresh().catch((e) => showError('commit prep failed', e))),
    vscode.commands.registerCommand('kontext.commitPrep.promoteAndStage', () => apply('promote')),
    vscode.commands.registerCommand('kontext.commitPrep.dropChecked', () => apply('drop')),
    vscode.commands.registerCommand('kontext.commitPrep.copyTrailers', async () => {
      const lines = provider.report?.trailers.map((t) => `${t.key}: ${t.id}`) ?? [];
      await vscode.env.clipboard.writeText(lines.join('\n'));
      void vscode.window.setStatusBarMessage(`kontext: copied ${lines.length} trailer(s)`, 3000);
    }),
    client.onRefresh(soon),
    { dispose: () => clearTimeout(timer) },
  );
  void watchGit(context, soon);
  return { provider, view };
}

/** Subscribes to the built-in git extension's repository state (index, HEAD, working tree). */
async function watchGit(context: vscode.ExtensionContext, onChange: () => void): Promise<void> {
  try {
    const ext = vscode.extensions.getExtension<{ getAPI(v: 1): GitApi }>('vscode.git');
    if (!ext) return;
    const api = (ext.isActive ? ext.exports : await ext.activate()).getAPI(1);
    const hook = (repo: GitRepository) => context.subscriptions.push(repo.state.onDidChange(onChange));
    api.repositories.forEach(hook);
    context.subscriptions.push(api.onDidOpenRepository(hook));
  } catch {
    // No git extension (or disabled): the view still refreshes on kontext's own writes and on demand.
  }
}

/** The few members of the git extension API used here. */
interface GitRepository {
  state: { onDidChange: vscode.Event<void> };
}
interface GitApi {
  repositories: GitRepository[];
  onDidOpenRepository: vscode.Event<GitRepository>;
}
