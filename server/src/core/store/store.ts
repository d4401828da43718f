/**
 * The knowledge store as the engine sees it (SPEC §2): every entry of every
 * kind, read in its own style, cached per repository and re-read only when an
 * entry file's mtime or size (or the kinds) change.
 */
import * as fs from 'node:fs';
import type { Repo } from '../repo';
import type { Entry, KindInfo } from '../types';
import { listEntryFiles } from './discover';
import { parseEntryDetailed } from './entryFormat';
import { isDatedId, refNumber, shortIdOf } from './ids';
import { resolveKinds } from './kinds';

/** A problem found while loading (shown by `status`, repeated by `check`). */
export interface StoreProblem {
  path: string;
  level: 'error' | 'warn';
  message: string;
}

export interface Store {
  /** All entries, by path in byte order. */
  entries: Entry[];
  /** Entry per id (the first by path when an id is duplicated). */
  byId: Map<string, Entry>;
  kinds: KindInfo[];
  problems: StoreProblem[];
  /** The store directory exists (SPEC §2.1). */
  setUp: boolean;
}

interface FileCache {
  stamp: string;
  entry: Entry | null;
  problems: StoreProblem[];
}

interface RepoCache {
  stamp: string;
  store: Store;
  files: Map<string, FileCache>;
}

const caches = new WeakMap<Repo, RepoCache>();

/** Forgets the cached store of `repo` (after a write whose mtime may not have moved). */
export function invalidateStore(repo: Repo): void {
  const c = caches.get(repo);
  if (c) c.stamp = '';
}

function readEntryFile(repo: Repo, rel: string, kind: KindInfo, kinds: KindInfo[]): FileCache & { kindKnown?: boolean } {
  let text: string;
  try {
    text = fs.readFileSync(repo.abs(rel), 'utf8');
  } catch (e) {
    return { stamp: '', entry: null, problems: [{ path: rel, level: 'error', message: `unreadable store file: ${(e as Error).message}` }] };
  }
  const parsed = parseEntryDetailed(text, rel, kind, kinds);
  const problems: StoreProblem[] = parsed.problems.map((m) => ({ path: rel, level: m.level, message: m.message }));
  if (!parsed.kindKnown) problems.push({ path: rel, level: 'error', message: `unknown kind ${parsed.entry.kind}` });
  return { stamp: '', entry: parsed.entry, problems };
}

/**
 * Loads the store of `repo` (SPEC §2.1–§2.4). Cached per Repo: a call costs one
 * directory walk with stats while nothing changed. Unreadable files, unclosed
 * front matter, unknown kinds and duplicate ids are reported in `problems`,
 * never thrown. Throws only what resolveKinds throws (invalid configuration,
 * git failures).
 */
export async function loadStore(repo: Repo): Promise<Store> {
  const kinds = await resolveKinds(repo);
  const files = listEntryFiles(repo.root, kinds);
  const kindsStamp = kinds.map((k) => `${k.name}:${k.dir}:${k.style}:${k.numbering}:${k.readOnly ? 1 : 0}`).join(';');
  const setUp = repo.isSetUp();
  const stamp = `${setUp}|${kindsStamp}|${files.map((f) => `${f.rel}:${f.mtimeMs}:${f.size}:${f.kind.name}`).join('|')}`;
  const prev = caches.get(repo);
  if (prev && prev.stamp === stamp) return prev.store;
  const fileCache = new Map<string, FileCache>();
  const entries: Entry[] = [];
  const problems: StoreProblem[] = [];
  for (const f of files) {
    const fstamp = `${f.mtimeMs}:${f.size}:${f.kind.name}:${f.kind.dir}:${kindsStamp}`;
    let fc = prev?.files.get(f.rel);
    if (!fc || fc.stamp !== fstamp) {
      fc = { ...readEntryFile(repo, f.rel, f.kind, kinds), stamp: fstamp };
    }
    fileCache.set(f.rel, fc);
    if (fc.entry) entries.push(fc.entry);
    problems.push(...fc.problems);
  }
  const byId = new Map<string, Entry>();
  for (const e of entries) {
    const other = byId.get(e.id);
    if (other) problems.push({ path: e.path, level: 'error', message: `duplicate id ${e.id} (also in ${other.path})` });
    else byId.set(e.id, e);
  }
  const store: Store = { entries, byId, kinds, problems, setUp };
  caches.set(repo, { stamp, store, files: fileCache });
  return store;
}

/**
 * Resolves a reference to an entry (SPEC §2.5), with an optional `kx:` prefix:
 * exact id › short id (`7`, `007`, `0007`, `ADR-7`) › repo-relative path ›
 * unique id prefix. Ambiguous at the deciding step → null (entryMatches says
 * which entries tie).
 */
export function resolveEntry(store: Store, ref: string): Entry | null {
  const m = entryMatches(store, ref);
  return m.length === 1 ? m[0] : null;
}

/**
 * The entries `ref` matches at the deciding step of SPEC §2.5 (exact id ›
 * short id › path › id prefix): one = resolved, several = ambiguous (two files
 * sharing an id, or a prefix of several ids), none = unknown.
 */
export function entryMatches(store: Store, ref: string): Entry[] {
  const r = ref.trim().replace(/^kx:/, '');
  if (!r) return [];
  const exact = store.entries.filter((e) => e.id === r);
  if (exact.length) return exact;
  const n = refNumber(r);
  if (n !== null) {
    const hits = store.entries.filter((e) => {
      const s = shortIdOf(e.id);
      return s !== null && Number(s) === n;
    });
    if (hits.length) return hits;
  }
  const p = r.replace(/^\.\//, '');
  const byPath = store.entries.filter((e) => e.path === p);
  if (byPath.length) return byPath;
  return store.entries.filter((e) => e.id.startsWith(r));
}

/**
 * Why `ref` names no single entry, for an error message: entries sharing the
 * id are named by file with the way out (refer to one by its path, give one a
 * new id); a prefix of several ids lists ≤ 6 of them with their files.
 * `readHint` renders a read of one file (core/hints nextStep.read).
 */
export function ambiguousEntryMessage(ref: string, matches: Entry[], readHint: (uri: string) => string): string {
  const r = ref.trim().replace(/^kx:/, '');
  const shown = matches.slice(0, 6);
  const more = matches.length > shown.length ? `, … (${matches.length - shown.length} more)` : '';
  if (matches.every((e) => e.id === matches[0].id)) {
    return (
      `kx:${r}: ${matches.length} files share the id ${matches[0].id}: ${shown.map((e) => e.path).join(', ')}${more}. ` +
      `Refer to one by its file (${readHint(`kx:${shown[0].path}`)}), and give the others a new \`id:\` (duplicate ids are an error)`
    );
  }
  return `kx:${r} matches ${matches.length} entries: ${shown.map((e) => `kx:${e.id} (${e.path})`).join(', ')}${more}; pass more of the id`;
}

const sortedIds = new WeakMap<Store, { ids: string[]; counts: Map<string, number>; shortCounts: Map<number, number> }>();

function idIndex(store: Store) {
  let x = sortedIds.get(store);
  if (!x) {
    const counts = new Map<string, number>();
    const shortCounts = new Map<number, number>();
    for (const e of store.entries) {
      counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
      const s = shortIdOf(e.id);
      if (s !== null) shortCounts.set(Number(s), (shortCounts.get(Number(s)) ?? 0) + 1);
    }
    const ids = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    x = { ids, counts, shortCounts };
    sortedIds.set(store, x);
  }
  return x;
}

/**
 * Brief reference of an entry (SPEC §2.5): ADRs → their short id (when no other
 * entry shares the number); else the shortest prefix ending before a `-` that
 * keeps the date plus one word (dated ids) or two words, and that neither
 * neighbour in the sorted list of all store ids starts with — so `kx:<ref>`
 * resolves uniquely. Duplicated ids stay whole.
 */
export function briefRef(store: Store, e: Entry): string {
  const { ids, counts, shortCounts } = idIndex(store);
  if ((counts.get(e.id) ?? 0) > 1) return e.id;
  const short = shortIdOf(e.id);
  if (short !== null) return shortCounts.get(Number(short)) === 1 ? short : e.id;
  const i = ids.indexOf(e.id);
  if (i < 0) return e.id;
  const prev = ids[i - 1];
  const next = ids[i + 1];
  const segs = e.id.split('-');
  const min = isDatedId(e.id) ? 4 : 2;
  for (let k = min; k < segs.length; k++) {
    const p = segs.slice(0, k).join('-');
    if (!(prev?.startsWith(p) || next?.startsWith(p)) && refNumber(p) === null) return p;
  }
  return e.id;
}
