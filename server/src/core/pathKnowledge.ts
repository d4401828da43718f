/**
 * Which recorded knowledge governs a path (SPEC §6.8 "Knowledge covering this
 * path" and "Module"; the editor's hover uses the same answers, issue 4).
 * An entry governs a path through its `paths` globs (SPEC §4): for a file,
 * an entry-path match; for a directory, a match or an overlap (the pattern's
 * literal prefix lies under the directory).
 */
import * as fs from 'node:fs';
import type { Entry } from './types';
import type { Repo } from './repo';
import { loadStore, type Store } from './store/store';
import { isActive } from './store/summary';
import { entryPathMatch, overlaps } from './globs';

/** Kind order used wherever entries of several kinds are listed together. */
const KIND_ORDER = ['decision', 'convention', 'learning', 'incident'];

function kindRank(kind: string): number {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? KIND_ORDER.length : i;
}

/** Repo-relative path normalised for glob matching: forward slashes, no `./`, no trailing `/`. */
export function normPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}

function isDirectory(repo: Repo, rel: string): boolean {
  try {
    return rel === '' || fs.statSync(repo.abs(rel)).isDirectory();
  } catch {
    return false;
  }
}

/** True when one of `e.paths` governs `rel` (`dir` = rel is a directory). */
export function governs(e: Entry, rel: string, dir: boolean): boolean {
  for (const raw of e.paths) {
    const pattern = raw.trim();
    if (!pattern) continue;
    if (entryPathMatch(pattern, rel)) return true;
    if (dir && overlaps(pattern, rel)) return true;
  }
  return false;
}

/**
 * Non-architecture entries whose `paths` govern `relPath` (file: match;
 * directory: match or overlap). Order: active before inactive, then kind
 * (decision, convention, learning, incident, custom), then newest date, id.
 * Never fails for a path without entries: returns [].
 */
export async function knowledgeForPath(repo: Repo, relPath: string): Promise<Entry[]> {
  const rel = normPath(relPath);
  return knowledgeIn(await loadStore(repo), rel, isDirectory(repo, rel));
}

/** knowledgeForPath over an already loaded store (`dir` = rel is a directory). */
export function knowledgeIn(store: Store, relPath: string, dir: boolean): Entry[] {
  const rel = normPath(relPath);
  const hits = store.entries.filter((e) => e.kind !== 'architecture' && governs(e, rel, dir));
  return hits.sort(
    (a, b) =>
      Number(isActive(b)) - Number(isActive(a)) ||
      kindRank(a.kind) - kindRank(b.kind) ||
      (b.date ?? '').localeCompare(a.date ?? '') ||
      a.id.localeCompare(b.id),
  );
}

/** Literal part of a glob before its first wildcard (how specific a module pattern is). */
function literalPrefix(pattern: string): string {
  const m = /[*?[{]/.exec(pattern);
  return normPath(m ? pattern.slice(0, m.index) : pattern).replace(/^\//, '');
}

/**
 * The module doc for `relPath`: the architecture entry (not `overview`) with
 * the longest matching path pattern (SPEC §6.8 "longest matching module doc").
 * Null when none matches.
 */
export async function moduleDocFor(repo: Repo, relPath: string): Promise<Entry | null> {
  return moduleDocIn(await loadStore(repo), relPath);
}

/** moduleDocFor over an already loaded store. */
export function moduleDocIn(store: Store, relPath: string): Entry | null {
  const rel = normPath(relPath);
  let best: Entry | null = null;
  let bestLen = -1;
  for (const e of store.entries) {
    if (e.kind !== 'architecture' || e.id === 'overview') continue;
    for (const raw of e.paths) {
      const pattern = raw.trim();
      if (!pattern || !entryPathMatch(pattern, rel)) continue;
      const len = literalPrefix(pattern).length;
      if (len > bestLen) {
        best = e;
        bestLen = len;
      }
    }
  }
  return best;
}
