/**
 * The local inbox (SPEC §5.2, §3): candidates captured by agents and people
 * that are not shared yet. They live under `<K>/inbox/` — the git common dir,
 * so every worktree of a clone sees the same inbox — one front-matter file per
 * candidate, `<K>/inbox/<id>.md`. Promoted candidates move to
 * `<K>/inbox/.promoted/<id>.md` until their store file is in `HEAD`.
 *
 * Here: where candidates live, reading and listing them (here / elsewhere /
 * orphan), lookup by id, dropping, their one-line and full renderings, and
 * the `.promoting/` claims and `.promoted/` pruning of promotion. Writing a
 * new candidate (ids allocated under `<K>/lock`, exclusive publishing, so a
 * second process never takes the same id) is inboxAdd.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry } from './types';
import { worktreeKey } from './repo';
import { git, gitMaybe } from './git';
import { KontextError } from './errors';
import { pidAlive } from './fsutil';
import { clip } from './text';
import { parseFrontMatterEntry, serializeFrontMatterEntry } from './store/entryFormat';
import { l0 } from './store/summary';
import { nextStep } from './hints';

/** Where a candidate was captured, seen from the current worktree (SPEC §3). */
export type InboxWhere = 'here' | 'elsewhere' | 'orphan';

/** A candidate in the inbox: an entry plus where and when it was captured. */
export type InboxItem = Entry & {
  /** Local RFC 3339 timestamp of the capture (`captured` extra). */
  captured: string;
  /** Branch checked out at capture time ('' when detached or unknown). */
  branch: string;
  /** Worktree key (SPEC §3) of the worktree it was captured in ('' when unknown). */
  worktree: string;
  where: InboxWhere;
};

/**
 * Extras that exist only in the inbox and are removed on promotion (SPEC §5.3);
 * **[I]** plus `private_reason` (`no-store`: kept private because the
 * repository had no store at capture time, core/capture.ts).
 */
export const INBOX_EXTRAS = ['captured', 'branch', 'worktree', 'source', 'private_reason'] as const;

/** `<K>/inbox`. */
export function inboxDir(repo: Repo): string {
  return path.join(repo.paths.k, 'inbox');
}

/** `<K>/inbox/.promoted`. */
export function promotedDir(repo: Repo): string {
  return path.join(inboxDir(repo), '.promoted');
}

/** `<K>/lock`, the store lock every id allocation holds (SPEC §5.1). */
export function storeLock(repo: Repo): string {
  return path.join(repo.paths.k, 'lock');
}

/** Value of a string extra (first value of a list extra), or ''. */
export function extra(e: Entry, key: string): string {
  const hit = e.extras.find(([k]) => k.toLowerCase() === key);
  if (!hit) return '';
  const v = hit[1];
  return Array.isArray(v) ? (v[0] ?? '') : v;
}

/** Returns `extras` with `key` set to `value` (replacing in place, else appended). */
export function setExtra(extras: Entry['extras'], key: string, value: string): Entry['extras'] {
  const out = extras.filter(([k]) => k.toLowerCase() !== key);
  const at = extras.findIndex(([k]) => k.toLowerCase() === key);
  if (at >= 0 && at <= out.length) out.splice(at, 0, [key, value]);
  else out.push([key, value]);
  return out;
}

function realRoot(dir: string): string | null {
  try {
    return fs.realpathSync(dir).replace(/\\/g, '/').replace(/\/$/, '');
  } catch {
    return null; // folder gone: its candidates are orphans
  }
}

/**
 * Keys of the worktrees that exist now, with their roots. Read from git's own
 * bookkeeping (`<common>/worktrees/<name>/gitdir` → `<root>/.git`) without
 * spawning git — listing the inbox is frequent; `git worktree list --porcelain`
 * is the fallback when the main worktree cannot be derived (common dir not
 * named `.git`). A worktree whose folder is gone does not count (orphans).
 */
export async function liveWorktrees(repo: Repo): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const add = (dir: string) => {
    const real = realRoot(dir);
    if (real && fs.existsSync(path.join(real, '.git'))) out.set(worktreeKey(real), real);
  };
  if (path.basename(repo.paths.common) === '.git') {
    add(path.dirname(repo.paths.common));
    let names: string[] = [];
    try {
      names = fs.readdirSync(path.join(repo.paths.common, 'worktrees'));
    } catch {
      /* no linked worktrees */
    }
    for (const name of names) {
      try {
        add(path.dirname(fs.readFileSync(path.join(repo.paths.common, 'worktrees', name, 'gitdir'), 'utf8').trim()));
      } catch {
        /* half-removed worktree */
      }
    }
  } else {
    const text = await gitMaybe(['worktree', 'list', '--porcelain'], repo.root);
    for (const line of (text ?? '').split('\n')) if (line.startsWith('worktree ')) add(line.slice('worktree '.length));
  }
  out.set(repo.paths.worktreeKey, repo.root);
  return out;
}

/** Classifies a candidate's recorded worktree from the current one (SPEC §3). */
export function whereOf(recorded: string, currentKey: string, live: Map<string, string>): InboxWhere {
  if (!recorded || recorded === currentKey) return 'here';
  if (live.has(recorded)) return 'elsewhere';
  // Tolerate a recorded absolute root instead of a key.
  for (const root of live.values()) if (root === recorded) return recorded === live.get(currentKey) ? 'here' : 'elsewhere';
  return 'orphan';
}

function timeOf(item: InboxItem): number {
  const t = Date.parse(item.captured);
  return Number.isNaN(t) ? 0 : t;
}

/** Parsed candidates per repository, keyed by file and reused while mtime and size hold. */
const parsed = new WeakMap<Repo, Map<string, { stamp: string; entry: Entry }>>();

/** Parses one candidate file (cached by mtime+size); null when it cannot be read. */
function readItem(repo: Repo, file: string, live: Map<string, string>): InboxItem | null {
  let cache = parsed.get(repo);
  if (!cache) parsed.set(repo, (cache = new Map()));
  let e: Entry;
  try {
    const st = fs.statSync(file);
    const stamp = `${st.mtimeMs}:${st.size}:${st.ino}`;
    const hit = cache.get(file);
    if (hit && hit.stamp === stamp) {
      e = hit.entry;
    } else {
      const text = fs.readFileSync(file, 'utf8');
      if (text.trim() === '') return null;
      e = parseFrontMatterEntry(text, file);
      cache.set(file, { stamp, entry: e });
    }
  } catch {
    cache.delete(file);
    return null;
  }
  const worktree = extra(e, 'worktree');
  return {
    ...e,
    tags: [...e.tags],
    paths: [...e.paths],
    path: file,
    captured: extra(e, 'captured'),
    branch: extra(e, 'branch'),
    worktree,
    where: whereOf(worktree, repo.paths.worktreeKey, live),
  };
}

/**
 * All candidates in the inbox (not the promoted ones), newest `captured`
 * first, ties by id descending (SPEC §5.2). Files that cannot be parsed are
 * skipped; a missing inbox is an empty list.
 */
export async function listInbox(repo: Repo): Promise<InboxItem[]> {
  const dir = inboxDir(repo);
  restoreAbandonedClaims(repo);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const live = await liveWorktrees(repo);
  const items: InboxItem[] = [];
  for (const name of names) {
    if (name.startsWith('.') || !name.endsWith('.md')) continue;
    const item = readItem(repo, path.join(dir, name), live);
    if (item) items.push(item);
  }
  const cache = parsed.get(repo);
  if (cache && cache.size > items.length) {
    const seen = new Set(items.map((i) => i.path));
    for (const k of [...cache.keys()]) if (!seen.has(k)) cache.delete(k);
  }
  items.sort((a, b) => timeOf(b) - timeOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return items;
}

/**
 * Resolves `ref` among `items` (SPEC §5.2): exact id › the unique id that
 * starts or ends with it. An optional `inbox:` prefix is ignored. Returns the
 * item, or the ids that matched when the reference is ambiguous.
 */
export function resolveInboxRef(items: InboxItem[], ref: string): { item: InboxItem | null; ambiguous: string[] } {
  const r = ref.trim().replace(/^inbox:/, '');
  if (!r) return { item: null, ambiguous: [] };
  const exact = items.find((i) => i.id === r);
  if (exact) return { item: exact, ambiguous: [] };
  const hits = items.filter((i) => i.id.startsWith(r) || i.id.endsWith(r));
  if (hits.length === 1) return { item: hits[0], ambiguous: [] };
  return { item: null, ambiguous: hits.map((i) => i.id) };
}

/** Finds one candidate by id, unique prefix or unique suffix; null when none or ambiguous. */
export async function findInbox(repo: Repo, ref: string): Promise<InboxItem | null> {
  return resolveInboxRef(await listInbox(repo), ref).item;
}

/**
 * Like findInbox, but throws KontextError('not-found') naming the reference
 * (and the candidates when it is ambiguous).
 */
export function requireInboxRef(items: InboxItem[], ref: string): InboxItem {
  const { item, ambiguous } = resolveInboxRef(items, ref);
  if (item) return item;
  if (ambiguous.length > 1) {
    throw new KontextError(
      'not-found',
      `inbox id "${ref}" is ambiguous: ${ambiguous.slice(0, 6).join(', ')}${ambiguous.length > 6 ? ', …' : ''}; pass more of the id`,
    );
  }
  throw new KontextError('not-found', `no inbox entry "${ref}"; list them with ${nextStep.inbox()}`);
}

/**
 * Deletes the candidates named by `refs` (SPEC §5.2 `drop`). Returns the ids
 * dropped and the references that matched nothing (or several).
 */
export async function dropInbox(repo: Repo, refs: string[]): Promise<{ dropped: string[]; missing: string[] }> {
  const items = await listInbox(repo);
  const dropped: string[] = [];
  const missing: string[] = [];
  for (const ref of refs) {
    const { item } = resolveInboxRef(items, ref);
    if (!item) {
      missing.push(ref);
      continue;
    }
    try {
      fs.unlinkSync(item.path);
      dropped.push(item.id);
    } catch {
      missing.push(ref);
    }
  }
  return { dropped, missing };
}

/** ` (from <origin>)` when the origin is not `agent` (SPEC §5.2 origin note). */
export function originNote(e: Entry): string {
  return e.origin && e.origin !== 'agent' ? ` (from ${e.origin})` : '';
}

/**
 * One list line (SPEC §5.2):
 * `` `id` [kind(, private)] <L0≤150><origin note>( · from <source>) ``.
 */
export function inboxLine(item: InboxItem): string {
  const vis = item.visibility === 'private' ? ', private' : '';
  const source = extra(item, 'source');
  return `\`${item.id}\` [${item.kind}${vis}] ${clip(l0(item), 150)}${originNote(item)}${source ? ` · from ${source}` : ''}`;
}

/**
 * The list text (SPEC §5.2): one line per candidate, newest first, or "Inbox
 * is empty.". Candidates of other worktrees are named in a closing line, so
 * the lines themselves keep the reference layout.
 */
export function renderInboxList(items: InboxItem[]): string {
  if (items.length === 0) return 'Inbox is empty.';
  const lines = items.map(inboxLine);
  const away = (w: InboxWhere) => items.filter((i) => i.where === w).map((i) => `\`${i.id}\`${i.branch ? ` (branch ${i.branch})` : ''}`);
  const elsewhere = away('elsewhere');
  const orphan = away('orphan');
  if (elsewhere.length) lines.push(`(captured in other worktrees, not for commits here: ${elsewhere.join(', ')})`);
  if (orphan.length) lines.push(`(captured in worktrees that no longer exist: ${orphan.join(', ')})`);
  return lines.join('\n');
}

/** The candidate's Markdown as stored (SPEC §5.2 `show`). */
export function showInboxItem(item: InboxItem): string {
  try {
    return fs.readFileSync(item.path, 'utf8');
  } catch {
    return serializeFrontMatterEntry(item);
  }
}

/** Claims in flight live here while a promotion writes the store entry. */
export function claimDir(repo: Repo): string {
  return path.join(inboxDir(repo), '.promoting');
}

/**
 * Puts back candidates whose promotion was interrupted (the promoting process
 * died between claiming the candidate and finishing), so nothing is lost.
 * Claims are named `<id>.md.<pid>`.
 */
export function restoreAbandonedClaims(repo: Repo): void {
  let names: string[];
  try {
    names = fs.readdirSync(claimDir(repo));
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^(.+\.md)\.(\d+)$/.exec(name);
    if (!m || pidAlive(Number(m[2]))) continue;
    const back = path.join(inboxDir(repo), m[1]);
    try {
      if (!fs.existsSync(back)) fs.renameSync(path.join(claimDir(repo), name), back);
    } catch {
      /* another process restored it */
    }
  }
}

/**
 * Deletes `.promoted/` candidates whose `promoted_to` file is in `HEAD`
 * (SPEC §5.3, run by the post-commit hook). Returns the ids removed.
 */
export async function prunePromoted(repo: Repo): Promise<string[]> {
  const dir = promotedDir(repo);
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.md') && !n.startsWith('.'));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let target = '';
    try {
      target = extra(parseFrontMatterEntry(fs.readFileSync(file, 'utf8'), file), 'promoted_to');
    } catch {
      continue;
    }
    if (!target) continue;
    try {
      await git(['cat-file', '-e', `HEAD:${target}`], { cwd: repo.root });
    } catch {
      continue;
    }
    try {
      fs.unlinkSync(file);
      removed.push(name.slice(0, -3));
    } catch {
      /* already gone */
    }
  }
  return removed;
}
