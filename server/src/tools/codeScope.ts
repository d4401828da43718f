/**
 * The `path` scope argument of the code tools, checked and made
 * repository-relative before any question (checkScope).
 */
import { didYouMean } from '../core/suggest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { relativeToRoot, type Repo } from '../core/repo';
import { KontextError } from '../core/errors';
import { checkLineSpan } from '../core/lineSpan';
import { nearPaths, repoFiles } from '../core/pathSuggest';
import { isLiteralPattern } from '../core/globs';
import { renamedTo } from '../core/stagedRename';

/** Where a scope check runs: the tool named in its errors. */
export interface ScopeOptions {
  tool?: string;
}

/**
 * Checks and normalizes a `path` scope argument (file or directory, optional
 * `:line`): returns it repository-relative with forward slashes (`:line`
 * kept; undefined for none or the root). Accepted: a repository-relative
 * path (`./`, trailing `/`, backslashes and `..` segments that stay inside
 * allowed; `:line:col` read as `:line`) and an absolute path
 * inside the repository (editors and agents pass those; the CLI turns a path
 * typed relative to its directory into a repository-relative one before the
 * call, cli/cliPaths.ts). Throws KontextError 'invalid-argument'
 * (outside the repository; line 0, a negative line or `:a-b` with one,
 * in why's words: core/lineSpan.ts checkLineSpan) or 'not-found' (with near matches, or saying a
 * tracked path is deleted in the working tree, or staged as renamed to
 * another path — stagedRename.ts renamedTo — which it suggests), prefixed with
 * the tool name, so a mistyped scope is not answered "No matches.".
 */
export async function checkScope(repo: Repo, scope: string | undefined, opts: ScopeOptions = {}): Promise<string | undefined> {
  if (scope === undefined) return undefined;
  const prefix = opts.tool ? `${opts.tool}: ` : '';
  // `:line`, or the compiler/editor form `:line:col` (the column is dropped: a scope is a line).
  // Read signed and as `:a-b` too, so line 0 and negative lines are refused as `why` refuses them (checkLineSpan), never answered.
  const span = /:(-?\d+)(?:-(-?\d+))?(?::\d+)?$/.exec(scope);
  const first = span ? Number(span[1]) : 1;
  const last = span?.[2] !== undefined ? Number(span[2]) : first;
  const noLine = span && (first < 1 || last < 1) ? span : null;
  // A range of lines `a-b` (both ≥ 1) is no scope: left in the path, said "not a line number" below as before.
  const lineAt = span && !noLine && span[2] === undefined ? span : null;
  const line = lineAt ? `:${lineAt[1]}` : '';
  const cut = lineAt ?? noLine;
  const given = (cut ? scope.slice(0, cut.index) : scope).replace(/\\/g, '/');
  const outside = () => new KontextError('invalid-argument', `${prefix}path: ${scope} is outside the repository; pass a repository-relative path, or an absolute one inside ${repo.root}`);
  let rel: string | null;
  if (path.isAbsolute(given) || /^[A-Za-z]:\//.test(given)) {
    rel = relativeToRoot(repo.root, path.resolve(given));
    if (rel === null) throw outside();
  } else {
    rel = given.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    // Resolved against the root before the outside check, as git does: `src/../src/x.ts`, `../<repo folder>/src/x.ts`.
    if (rel.split('/').includes('..')) rel = relativeToRoot(repo.root, path.resolve(repo.root, rel));
    if (rel === null) throw outside();
    if (rel === '.') rel = '';
  }
  // `file:abc` of a file that exists (newcomer 14a #11: "file:abc does not exist; did you mean file?").
  const badLine = !cut && rel ? /^(.+):([^/:]*)$/.exec(rel) : null;
  if (badLine && !fs.existsSync(repo.abs(rel!)) && fs.existsSync(repo.abs(badLine[1]))) {
    throw new KontextError('invalid-argument', `${prefix}path: ${scope}: "${badLine[2]}" is not a line number; pass ${badLine[1]}:<line>, e.g. ${badLine[1]}:1`);
  }
  if (rel && !fs.existsSync(repo.abs(rel))) {
    // A glob is no path here: name the folder before its first wildcard instead of guessing a file.
    if (!isLiteralPattern(rel)) {
      const segs = rel.split('/');
      const folder = segs.slice(0, segs.findIndex((x) => !isLiteralPattern(x))).join('/');
      throw new KontextError('invalid-argument', `${prefix}path: ${rel} is a glob; pass one file or folder${folder ? ` (e.g. ${folder})` : ''}`);
    }
    // The old name of a staged `git mv` (newcomer: "did you mean lib/rack/files.rb?" for lib/rack/utils.rb → utilities.rb).
    const to = (await renamedTo(repo, rel, false).catch(() => null)) ?? (await renamedTo(repo, rel, true).catch(() => null));
    if (to) throw new KontextError('not-found', `${prefix}path: ${rel} is staged as renamed to ${to} (git mv, not committed; the graph reads the working tree); ${didYouMean([`${to}${line}`])}`);
    const files = await repoFiles(repo).catch(() => [] as string[]);
    // Tracked but gone from the work tree (newcomer 9 #18: "did you mean <the same path>"): say so, and how to get it back.
    const inside = `${rel}/`;
    if (files.some((f) => f === rel || f.startsWith(inside))) {
      throw new KontextError('not-found', `${prefix}path: ${rel} is deleted in the working tree (git still tracks it; the graph reads the working tree — git restore ${rel} brings it back)`);
    }
    const near = nearPaths(rel, files);
    throw new KontextError('not-found', `${prefix}path: ${rel} does not exist in the repository${near.length ? `; ${didYouMean(near)}` : ''}`);
  }
  // Through a symbolic link that leaves the work tree (`etc -> /etc`), the path is outside too.
  if (rel && relativeToRoot(fs.realpathSync(repo.root), fs.realpathSync(repo.abs(rel))) === null) throw outside();
  // Line 0, a negative line, `:0-3` (newcomer: `callers x.py:0` was answered as top-level code): refused, naming the fix.
  if (noLine) checkLineSpan('path', scope, rel || '.', first, last, prefix);
  return rel ? `${rel}${line}` : undefined;
}
