/**
 * `kontext status` (SPEC §13): what kontext sees in this repository, in one
 * screen — identity, configuration layers in use, the store (entries per kind,
 * problems), the search index, the inbox, stale decisions, the git hooks' kontext
 * blocks, the code graph (files per language, skipped files), and whether git's
 * changed-path commit-graph exists (offering the command when it does not).
 * Read-only unless the user asks for the commit-graph (`writeCommitGraph`).
 * Not built here (no fakes): init progress, adapters, outbox, submodules.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { formatCounts } from './docHeadings';
import type { Repo } from './repo';
import { loadConfig, layerFiles } from './config';

/** What each configuration layer of SPEC §4 is, for the status line naming the absent ones. */
const LAYER_NAMES: Record<number, string> = { 2: 'your settings', 3: 'your settings for this repository', 4: 'the shared, committed settings', 5: 'this clone\'s settings' };
import { clip, oneLine } from './text';
import { loadStore, briefRef } from './store/store';
import { isActive } from './store/summary';
import { listInbox } from './inbox';
import { repoIdentity } from './identity';
import { decisionFreshness } from './freshness';
import { hookInstalled } from './hooksDir';
import { commitGraphState, COMMIT_GRAPH_WORDS, writeCommitGraph } from './commitGraph';
import { setupAdvice } from './setup';
import { forReader } from './hints';
import { graphStatusLine } from './graph/summary';
import { gitCommand, kontextCommand, nextStep } from './hints';

/** Problems listed by name before "+N more". */
const MAX_PROBLEMS = 8;

function displayPath(repo: Repo, file: string): string {
  const rel = path.relative(repo.root, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.replace(/\\/g, '/') : file;
}

/** The search index manifest (SPEC §6.4: `<W>/index-node/manifest.json` {version, files, commits}). */
function indexLine(repo: Repo): string {
  const file = path.join(repo.paths.w, 'index-node', 'manifest.json');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return `Index: not built yet (built on the first search; \`${kontextCommand('reindex')}\` builds it now)`;
  }
  try {
    const m = JSON.parse(text) as { files?: Record<string, unknown>; commits?: unknown[] };
    const files = m.files ? Object.keys(m.files) : [];
    const commits = Array.isArray(m.commits) ? m.commits.length : 0;
    // Which doc formats were read (docHeadings.ts), so a repository whose docs are not Markdown sees they count.
    const formats = files.length ? ` (${formatCounts(files)})` : '';
    return `Index: present — ${files.length} doc file(s)${formats}, ${commits} commit(s) (${displayPath(repo, path.dirname(file))})`;
  } catch {
    return `Index: present but unreadable (rebuilt on the next search; \`${kontextCommand('reindex')}\`)`;
  }
}

export interface StatusOptions {
  /**
   * The user explicitly asked to write git's changed-path commit-graph
   * (`kontext status --write-commit-graph`): write it first, then report.
   */
  writeCommitGraph?: boolean;
}

/**
 * Renders the status report (plain text, one fact per line). Never fails on
 * an unreadable part: that part says so. Errors only when the repository
 * itself cannot be read, or when an explicitly requested commit-graph write
 * fails (KontextError 'git').
 */
export async function statusReport(repo: Repo, opts: StatusOptions = {}): Promise<string> {
  const out: string[] = [];
  if (opts.writeCommitGraph) out.push(await writeCommitGraph(repo), '');
  const [identity, branch, head] = await Promise.all([repoIdentity(repo), repo.branch(), repo.head()]);
  out.push(`kontext status — ${repo.root}`);
  out.push(
    `Repository: ${identity.id}${identity.remote ? ` (from remote ${identity.remote})` : ' (no remote)'} · ` +
      `branch ${branch ?? '(detached HEAD)'}${head ? ` at ${head.slice(0, 7)}` : ' (no commits yet)'} · worktree ${repo.paths.worktreeKey}`,
  );

  // Configuration layers (SPEC §4), each numbered as the SPEC numbers it; the absent ones are said in one line (newcomer 19 #3: `1 … 4` with no 2 or 3).
  out.push('Config layers (a later one overrides an earlier):', '  1 built-in defaults');
  try {
    const loaded = loadConfig(repo.paths);
    const storeDir = loaded.config.store.dir;
    const seen4 = loaded.sharedFile;
    const listed = new Set<string>();
    const absent = new Map<number, string>();
    for (const { file, layer } of layerFiles(repo.paths, storeDir)) {
      if ((layer === 4 && seen4 && file !== seen4) || listed.has(file)) continue;
      listed.add(file);
      if (fs.existsSync(file)) out.push(`  ${layer} ${displayPath(repo, file)}`);
      else absent.set(layer, `${layer} ${LAYER_NAMES[layer]} (${displayPath(repo, file)})`);
    }
    if (absent.size) out.push(`  absent: ${[...absent.values()].join('; ')}`);
    for (const n of loaded.notes.slice(0, 3)) out.push(`  note: ${n}`);
  } catch (e) {
    out.push(`  error: ${clip(oneLine((e as Error).message), 200)}`);
  }

  // Store.
  try {
    const store = await loadStore(repo);
    const byKind = new Map<string, { all: number; active: number }>();
    for (const e of store.entries) {
      const k = byKind.get(e.kind) ?? { all: 0, active: 0 };
      k.all++;
      if (isActive(e)) k.active++;
      byKind.set(e.kind, k);
    }
    const order = ['decision', 'convention', 'learning', 'incident', 'architecture'];
    const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
    const kinds = [...byKind.entries()].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0])).map(([k, c]) => `${k} ${c.all}${c.active !== c.all ? ` (${c.active} active)` : ''}`);
    const where = repo.config().store.dir;
    const advice = setupAdvice(repo);
    out.push(
      store.setUp
        ? `Store: ${where}/ — ${store.entries.length} entr${store.entries.length === 1 ? 'y' : 'ies'}${kinds.length ? `: ${kinds.join(', ')}` : ''}`
        : `Store: not set up (${advice.reason})${store.entries.length ? ` — reading ${store.entries.length} existing record(s) read-only: ${kinds.join(', ')}` : ''}; ` +
            forReader({ agent: `to set it up (on the user’s request), ${advice.step}`, person: `to set it up, ${advice.step}` }),
    );
    const errors = store.problems.filter((p) => p.level === 'error');
    const warns = store.problems.filter((p) => p.level === 'warn');
    if (store.problems.length) {
      out.push(`  problems: ${errors.length} error(s), ${warns.length} warning(s) (${kontextCommand('check')})`);
      for (const p of [...errors, ...warns].slice(0, MAX_PROBLEMS)) out.push(`  ${p.level}: ${p.path}: ${clip(oneLine(p.message), 160)}`);
      if (store.problems.length > MAX_PROBLEMS) out.push(`  +${store.problems.length - MAX_PROBLEMS} more`);
    }
    const fresh = await decisionFreshness(repo, store.entries);
    if (fresh.threshold <= 0) out.push('Stale decisions: check off (freshness.threshold_commits = 0)');
    else if (!fresh.stale.length) out.push(`Stale decisions: none (${fresh.watched} watched; threshold ${fresh.threshold} later commits on their paths)`);
    else {
      out.push(`Stale decisions: ${fresh.stale.length} of ${fresh.watched} watched (≥ ${fresh.threshold} later commits on their paths):`);
      for (const s of fresh.stale) out.push(`  [${briefRef(store, s.entry)}] ${s.entry.title} (${s.count} commits)`);
    }
  } catch (e) {
    out.push(`Store: unreadable — ${clip(oneLine((e as Error).message), 200)}`);
  }

  out.push(indexLine(repo));
  out.push(graphStatusLine(repo));

  try {
    const inbox = await listInbox(repo);
    const ours = inbox.filter((i) => i.where !== 'elsewhere');
    const priv = ours.filter((i) => i.visibility === 'private').length;
    const orphan = ours.filter((i) => i.where === 'orphan').length;
    const elsewhere = inbox.length - ours.length;
    out.push(
      inbox.length
        ? `Inbox: ${ours.length - priv} team, ${priv} private${orphan ? ` (${orphan} from removed worktrees)` : ''}` +
            `${elsewhere ? `; ${elsewhere} captured in other worktrees` : ''}`
        : 'Inbox: empty',
    );
  } catch (e) {
    out.push(`Inbox: unreadable — ${clip(oneLine((e as Error).message), 200)}`);
  }

  // Git hooks (SPEC §8.2): whether our block is in the hooks that check and tag commits.
  const [pre, msg] = await Promise.all([hookInstalled(repo, 'pre-commit'), hookInstalled(repo, 'prepare-commit-msg')]);
  const optedOut = fs.existsSync(path.join(repo.paths.k, 'no-hooks'));
  // `hooks install` is not built: say what runs instead of a missing hook, never recommend installing.
  const instead = [
    ...(pre ? [] : [`\`${kontextCommand('check --staged')}\` runs the pre-commit checks`]),
    ...(msg ? [] : [`\`${kontextCommand('prepare-commit')}\` lists the trailers to add by hand`]),
  ];
  // Worded as a state, not a fault (newcomer 24 #6: "lacks the kontext block" beside "does not install hooks" read as something broken).
  const state = pre && msg ? 'pre-commit and prepare-commit-msg run kontext' : pre || msg ? `${pre ? 'pre-commit' : 'prepare-commit-msg'} runs kontext, ${pre ? 'prepare-commit-msg' : 'pre-commit'} does not` : 'none run kontext';
  out.push(
    `Hooks: ${state}` +
      (optedOut ? ' (hooks declined: <K>/no-hooks)' : '') +
      (instead.length ? ` — nothing to fix: kontext installs no git hooks yet; ${instead.join(', ')}` : ''),
  );

  const cg = commitGraphState(repo);
  if (cg.changedPaths) out.push(`Commit graph: present with changed paths (${cg.layers} layer(s))`);
  else {
    out.push(
      `Commit graph: ${cg.exists ? 'present without changed-path filters' : 'missing'} — blame and path history ` +
        `(${nextStep.why()}) are about 4× faster with it. Write it with: ${gitCommand(COMMIT_GRAPH_WORDS)}` +
        ` (or \`${kontextCommand('status --write-commit-graph')}\`); kontext never writes it on its own.`,
    );
  }
  return out.join('\n') + '\n';
}
