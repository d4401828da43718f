/**
 * A `why` target read as a place (core/why.ts): a typed path made
 * repository-relative (as git reads it), whether it is in the working tree or
 * only in history, a bare word naming a folder where the CLI runs, the heading
 * of a path gone from the tree, the not-found error with near paths, and a
 * target read as a git revision.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { didYouMean } from './suggest';
import { gitMaybe } from './git';
import { KontextError } from './errors';
import { relativeToRoot, type Repo } from './repo';
import { nearPaths, repoFiles } from './pathSuggest';
import { renamedTo } from './stagedRename';

/**
 * A path target as a repository-relative path ('' for the root). Relative
 * paths are resolved against the root before the outside check, as git does:
 * `src/../src/cart.ts`, and from the root `../<repo folder>/src/cart.ts`, are
 * `src/cart.ts`. Throws 'invalid-argument' for a path outside the work tree.
 */
export function relTarget(repo: Repo, p: string): string {
  let rel = p.replace(/\\/g, '/');
  if (path.isAbsolute(rel)) rel = path.relative(repo.root, rel).replace(/\\/g, '/');
  else if (rel.split('/').includes('..')) rel = relativeToRoot(repo.root, path.resolve(repo.root, rel)) ?? rel;
  rel = rel.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (rel === '.') rel = '';
  if (rel.split('/').includes('..')) {
    throw new KontextError('invalid-argument', `target: ${p} is outside the repository; pass a path inside ${repo.root}`);
  }
  return rel;
}

export function existsInTree(repo: Repo, rel: string): fs.Stats | null {
  try {
    return fs.statSync(repo.abs(rel));
  } catch {
    return null;
  }
}

/**
 * The folder a bare word (no `/` or `\\`, no leading `.`) names from `cwd`,
 * the repository-relative directory the CLI runs in (`parse` inside `app/`
 * → `app/parse`), or null: no such folder there, no directory given, or not
 * a bare word (cli/cliPaths.ts passes such a word as typed).
 */
export function wordFolder(repo: Repo, t: string, cwd: string | undefined): string | null {
  if (!cwd || /[/\\]/.test(t) || t.startsWith('.')) return null;
  const rel = `${cwd.replace(/\/+$/, '')}/${t}`;
  return existsInTree(repo, rel)?.isDirectory() ? rel : null;
}

/** The number of lines of a text (a last line without a newline counts; '' has none). */
export function lineCount(text: string): number {
  if (!text) return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

/** True when `p` names a file or directory of the working tree (never throws). */
export function pathExists(repo: Repo, p: string): boolean {
  try {
    return existsInTree(repo, relTarget(repo, p)) !== null;
  } catch {
    return false;
  }
}

/**
 * The `# Why:` heading of a path target `t` (repository-relative `rel`) gone
 * from the working tree: for the old name of a rename staged but not
 * committed (`git mv old new`), `# Why: old:7 (staged as renamed to new;
 * git mv, not committed)`, as the code tools' scope says it
 * (tools/codeScope.ts, stagedRename.ts renamedTo; newcomer: the heading did
 * not say so), else `# Why: <t>`. `folder`: `rel` may also be a folder moved whole.
 */
export async function goneHeading(repo: Repo, t: string, rel: string, folder: boolean, gone?: GonePath | null): Promise<string> {
  const to = (await renamedTo(repo, rel, false).catch(() => null)) ?? (folder ? await renamedTo(repo, rel, true).catch(() => null) : null);
  if (to) return `# Why: ${t} (staged as renamed to ${to}; git mv, not committed)`;
  return gone ? `# Why: ${t} (${gone.text})` : `# Why: ${t}`;
}

/**
 * How a path with history left the working tree, for the heading and the
 * closing hint of `why` (newcomer 25 #12: the answer never said the file was
 * gone and still invited a capture for it). `commit`: the short sha of the
 * commit that deleted or renamed it (the last commit of HEAD touching it),
 * absent when HEAD still has it (deleted in the working tree only); `text`:
 * `deleted in d2816c9c of 2020-05-21, "Transport API (#963)"`, `renamed to
 * src/new.ts in 1a2b3c4d of …`, or `deleted in the working tree; not
 * committed`. A folder counts as renamed when a file under it was renamed
 * to a path under another folder in that commit.
 */
export interface GonePath {
  commit?: string;
  /** The path it was renamed to in that commit (it may have moved or gone again since). */
  to?: string;
  text: string;
}

/**
 * How `rel`, not in the working tree, left it (GonePath); null when it has
 * no history either (no commit of HEAD touches it). Up to three git calls: is
 * it in HEAD; the last commit touching it; that commit's changes, with rename
 * detection.
 */
export async function gonePath(repo: Repo, rel: string): Promise<GonePath | null> {
  // Still in HEAD (a file, or a folder with files): gone from the working tree only.
  if (await gitMaybe(['ls-tree', '--name-only', 'HEAD', '--', rel], repo.root)) return { text: 'deleted in the working tree; not committed' };
  const last = await gitMaybe(['log', '-n', '1', '--format=%h%x09%as%x09%s', 'HEAD', '--', rel], repo.root);
  if (!last) return null;
  const [sha, date, subject] = last.split('\t');
  const what = `${sha} of ${date}, "${subject}"`;
  const changes = (await gitMaybe(['show', '-M', '--name-status', '--format=', sha], repo.root)) ?? '';
  for (const line of changes.split('\n')) {
    const [status, from, to] = line.split('\t');
    if (!status?.startsWith('R') || !from || !to) continue;
    if (from === rel) return { commit: sha, to, text: `renamed to ${to} in ${what}` };
    if (from.startsWith(`${rel}/`)) {
      // A folder moved: its new name is `to` less the same tail.
      const tail = from.slice(rel.length);
      const folder = to.slice(0, to.length - tail.length);
      if (to.endsWith(tail)) return { commit: sha, to: folder, text: `renamed to ${folder} in ${what}` };
    }
  }
  return { commit: sha, text: `deleted in ${what}` };
}

/** The not-found error for a path that is neither in the tree nor in history, with near matches. */
export async function noSuchPath(repo: Repo, rel: string, files?: string[]): Promise<KontextError> {
  const near = nearPaths(rel, files ?? (await repoFiles(repo).catch(() => [])));
  const hint = near.length ? `; ${didYouMean(near)}` : '; pass a path of this repository (or words, for a topic)';
  return new KontextError('not-found', `target: ${rel || '.'} does not exist in the working tree or in history${hint}`);
}

/**
 * The full sha of the commit `target` names as a git revision (a sha, `HEAD`,
 * a branch or tag, `main~3`, `v1.2^`), from one `git rev-parse --verify`;
 * null when git does not resolve it to a commit. A target starting with `-`
 * is never passed to git (it would read as an option), and a hex word under
 * 7 digits is not a sha (SPEC §6.8: ≥ 7 hex), so `cafe` stays a topic.
 */
export async function revisionOf(repo: Repo, target: string): Promise<string | null> {
  if (target.startsWith('-') || /[\s\0]/.test(target) || /^[0-9a-f]{1,6}$/i.test(target)) return null;
  return gitMaybe(['rev-parse', '-q', '--verify', `${target}^{commit}`], repo.root);
}
