/**
 * Renames staged in the index but not committed yet (`git mv old new`), for
 * `why new` and for a scope naming `old` (renamedTo): HEAD knows the file only as `old`, so `git log --follow -- new`
 * finds nothing while blame (which follows renames) already says
 * "(as old)". The History is then that of `old` (newcomer: blame and
 * History must agree).
 *
 * One `git diff --cached -M --name-status -z HEAD` per HEAD and index state
 * (the index file's size and mtime), so repeated `why` calls cost no git
 * process until something is staged or committed.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git } from './git';
import type { Repo } from './repo';
import { gitDirOf, readHead } from './head';

/** Staged renames, new path → old path (repository-relative, forward slashes). */
type Renames = Map<string, string>;

/** Index states whose renames are kept (a bound, oldest dropped first). */
const MAX_CACHED = 32;
const cache = new Map<string, Promise<Renames>>();

/**
 * The renames of `git diff --cached -M --name-status -z` output: records
 * `R<score>\0old\0new\0` (other statuses carry one path, copies `C` two).
 */
export function parseRenames(out: string): Renames {
  const f = out.split('\0');
  const renames: Renames = new Map();
  for (let i = 0; i < f.length; ) {
    const status = f[i];
    if (!status) {
      i++;
      continue;
    }
    if (status[0] === 'R' || status[0] === 'C') {
      if (status[0] === 'R' && f[i + 1] && f[i + 2]) renames.set(f[i + 2], f[i + 1]);
      i += 3;
    } else i += 2;
  }
  return renames;
}

async function stagedRenames(repo: Repo): Promise<Renames> {
  const head = await readHead(repo);
  if (!head) return new Map();
  let stamp = '';
  try {
    const st = fs.statSync(path.join(await gitDirOf(repo), 'index'));
    stamp = `${st.size}:${st.mtimeMs}`;
  } catch {
    return new Map(); // no index: nothing staged
  }
  const key = `${repo.root}\0${head}\0${stamp}`;
  let p = cache.get(key);
  if (!p) {
    p = git(['diff', '--cached', '-M', '--name-status', '-z', '--no-ext-diff', head], { cwd: repo.root }).then(
      (r) => parseRenames(r.stdout),
      () => new Map(),
    );
    cache.set(key, p);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  }
  return p;
}

/**
 * The path HEAD knows `rel` by when `rel` is the new name of a rename staged
 * but not committed (`git mv old rel`): `old`; for a directory `rel`, the
 * old directory when every staged rename into it came from one directory
 * under the same relative names (`git mv lib src`); null otherwise (no such
 * rename, no commits yet, git failing).
 */
export async function renamedFrom(repo: Repo, rel: string, dir: boolean): Promise<string | null> {
  if (!rel) return null;
  const renames = await stagedRenames(repo);
  if (!dir) return renames.get(rel) ?? null;
  return movedDir(renames.entries(), rel);
}

/**
 * The path a rename staged but not committed moves `rel` to (`git mv rel
 * new`): `new`, the reverse of renamedFrom, for answers about a path gone
 * from the working tree (a scope naming the old path is answered "staged as
 * renamed to new"); for a directory `rel`, the new directory when every
 * staged rename out of it went to one directory under the same relative
 * names; null otherwise (no such rename, no commits yet, git failing).
 */
export async function renamedTo(repo: Repo, rel: string, dir: boolean): Promise<string | null> {
  if (!rel) return null;
  const renames = await stagedRenames(repo);
  if (dir) return movedDir([...renames].map(([now, old]): [string, string] => [old, now]), rel);
  for (const [now, old] of renames) if (old === rel) return now;
  return null;
}

/**
 * The directory the directory `rel` corresponds to across staged renames,
 * given as `[path on rel's side, path on the other side]`: the one other
 * directory every rename under `rel` maps to under the same relative names
 * (`lib/a.rb` ↔ `src/a.rb` gives `src` for `lib`); null when none is under
 * `rel`, or two disagree, or one is renamed to another name.
 */
function movedDir(pairs: Iterable<[string, string]>, rel: string): string | null {
  let base: string | null = null;
  for (const [here, there] of pairs) {
    if (!here.startsWith(`${rel}/`)) continue;
    const tail = here.slice(rel.length);
    if (!there.endsWith(tail)) return null;
    const other = there.slice(0, there.length - tail.length);
    if (base !== null && base !== other) return null;
    base = other;
  }
  return base || null;
}
