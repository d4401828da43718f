/**
 * "No such path" help for `why` (SPEC §6.8 targets): decides whether a target
 * that names nothing in the working tree or its history was meant as a path,
 * and finds the repository's files it was most likely meant to be.
 *
 * A target is path-like when it holds a `/` or `\`, starts with `.`, or ends
 * in a file extension — one from the list below or one that some file of this
 * repository has. Anything else (`orderTotal`, `Cart.total`, `caching`) stays
 * a symbol or topic.
 */
import { git } from './git';
import type { Repo } from './repo';
import { editDistance } from './suggest';

/** Extensions that make a word path-like even when the repository has no such file. */
const COMMON_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs json jsonc md mdx txt rst py pyi go rs java kt kts scala c h cc cpp cxx hpp hh cs fs ' +
    'rb php swift m mm sh bash zsh ps1 bat yml yaml toml ini cfg conf xml html htm css scss sass less vue svelte astro ' +
    'sql graphql gql proto lock csv tsv env gradle properties dart ex exs erl hs ml lua r pl tf hcl dockerfile mk cmake'
  ).split(' '),
);

/** Files listed per repository, refreshed after 10 s (suggestions come in bursts of mistakes). */
const fileCache = new WeakMap<Repo, { at: number; files: string[] }>();

/** Tracked and untracked-unignored files, repo-relative with forward slashes. */
export async function repoFiles(repo: Repo): Promise<string[]> {
  const hit = fileCache.get(repo);
  if (hit && Date.now() - hit.at < 10_000) return hit.files;
  const out = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo.root });
  const files = [...new Set(out.stdout.split('\0').filter(Boolean))];
  fileCache.set(repo, { at: Date.now(), files });
  return files;
}

function extensionOf(name: string): string | null {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * True when `target` (no whitespace) reads as a path rather than a symbol or
 * topic word: see the module comment. `files` = the repository's files, for
 * extensions beyond the built-in list.
 */
export function looksLikePath(target: string, files: readonly string[]): boolean {
  if (/[/\\]/.test(target) || target.startsWith('.')) return true;
  const ext = extensionOf(target);
  if (!ext || !/^[a-z0-9_+-]{1,12}$/.test(ext)) return false;
  if (COMMON_EXTENSIONS.has(ext)) return true;
  return files.some((f) => extensionOf(f) === ext);
}

/**
 * True when `target` (a word with a dot, e.g. `READM.md`, `a.tx`) is one edit
 * away from the name of a file in the repository: a mistyped file name, even
 * when its extension is not one `looksLikePath` knows.
 */
export function isMistypedFileName(target: string, files: readonly string[]): boolean {
  if (!target.includes('.') || target.length < 3) return false;
  const want = target.toLowerCase();
  return files.some((f) => editDistance(f.slice(f.lastIndexOf('/') + 1).toLowerCase(), want, 1) <= 1);
}

/**
 * Up to `max` files of `files` that `rel` (a repo-relative path that exists
 * nowhere) most likely meant, best first: the same file name elsewhere, a
 * path ending in `rel`, the same name with another extension, then names
 * within a small edit distance (a typo). Directories are suggested through
 * their files' parent folders.
 */
export function nearPaths(rel: string, files: readonly string[], max = 5): string[] {
  const want = rel.toLowerCase().replace(/\/+$/, '');
  if (!want) return [];
  const wantBase = want.slice(want.lastIndexOf('/') + 1);
  const wantStem = wantBase.replace(/\.[^.]*$/, '');
  const budget = Math.max(1, Math.floor(wantBase.length / 4));
  const dirs = new Set<string>();
  for (const f of files) for (let i = f.indexOf('/'); i > 0; i = f.indexOf('/', i + 1)) dirs.add(f.slice(0, i));
  const scored: { path: string; score: number }[] = [];
  for (const p of [...files, ...dirs]) {
    const lower = p.toLowerCase();
    const base = lower.slice(lower.lastIndexOf('/') + 1);
    let score: number | null = null;
    if (lower.endsWith('/' + want) || base === wantBase) score = 0;
    else if (base.replace(/\.[^.]*$/, '') === wantStem && wantStem) score = 1;
    else {
      const d = editDistance(base, wantBase, budget);
      if (d <= budget) score = 1 + d;
      else if (want.includes('/')) {
        const full = editDistance(lower, want, Math.min(3, budget + 1));
        if (full <= Math.min(3, budget + 1)) score = 1 + full;
      }
    }
    if (score !== null) scored.push({ path: p, score });
  }
  // Ties: the candidate sharing more leading folders with what was typed, then the shorter path.
  const wantDirs = want.split('/').slice(0, -1);
  const shared = (p: string) => {
    const dirs = p.toLowerCase().split('/');
    let n = 0;
    while (n < wantDirs.length && dirs[n] === wantDirs[n]) n++;
    return n;
  };
  scored.sort((a, b) => a.score - b.score || shared(b.path) - shared(a.path) || a.path.length - b.path.length || (a.path < b.path ? -1 : 1));
  return scored.slice(0, max).map((s) => (dirs.has(s.path) ? `${s.path}/` : s.path));
}
