/**
 * The skip rules of the code graph's listing (SPEC §12: ".gitignore,
 * vendored and generated files are skipped"), each with its reason, so that
 * `kontext graph status` can name what was left out and an answer scoped to
 * such a path can say why it is empty (newcomer 8 #2: typeorm's hand-written
 * `test/functional/entity-schema/target/*.ts` were left out without a word).
 * Pure path rules here; the content rules (a generated-file mark, minified
 * lines, the size limit) are applied by indexer.ts and graphRefresh.ts with
 * the same reasons.
 */

/** Why a source file is not indexed. */
export type SkipReason = 'dependencies' | 'vendored' | 'build output' | 'generated' | 'minified' | 'bundled' | 'declarations' | 'too large';

/**
 * Folders never indexed (SPEC §12; SPEC §7.1's init skip list plus other
 * ecosystems' dependency and output folders), by why: a file anywhere below
 * one of these names is left out. (`.git` needs no rule: git lists nothing
 * under it.)
 */
const SKIP_DIRS: ReadonlyMap<string, SkipReason> = new Map<string, SkipReason>([
  ...['node_modules', 'bower_components', '.yarn', 'Pods', '.venv', 'venv', 'site-packages'].map((d) => [d, 'dependencies'] as const),
  ...['vendor', 'vendors', 'third_party', 'third-party', 'thirdparty', 'external'].map((d) => [d, 'vendored'] as const),
  ...['dist', 'build', 'out', 'target', 'coverage', '.next', '.nuxt'].map((d) => [d, 'build output'] as const),
  ...['__generated__', 'generated'].map((d) => [d, 'generated'] as const),
]);

/** File names left out whatever their folder, by why. */
const SKIP_NAMES: readonly [RegExp, SkipReason][] = [
  [/\.min\.(js|mjs|cjs)$/, 'minified'],
  [/\.bundle\.js$/, 'bundled'],
  [/[.-]generated\.|\.pb\.go$|_pb2\.py$|\.g\.dart$/, 'generated'],
  [/\.d\.ts$/, 'declarations'],
];

/** Where a path rule applies: the skipped folder (`a/target/`, with its slash) or the file itself, and why. */
export interface PathSkip {
  at: string;
  reason: SkipReason;
}

/**
 * The path rule that leaves repo-relative `p` out of the graph, or null: the
 * outermost skipped folder on its way (`test/x/target/` for
 * `test/x/target/a.ts`), else its file name's rule. `p` may be a folder
 * (then only its own segments count, as folders).
 */
export function pathSkip(p: string, isDir = false): PathSkip | null {
  const segs = p.split('/');
  const dirs = isDir ? segs.length : segs.length - 1;
  for (let i = 0; i < dirs; i++) {
    const reason = SKIP_DIRS.get(segs[i]);
    if (reason) return { at: `${segs.slice(0, i + 1).join('/')}/`, reason };
  }
  if (isDir) return null;
  const base = segs[segs.length - 1];
  for (const [re, reason] of SKIP_NAMES) if (re.test(base)) return { at: p, reason };
  return null;
}

/** Whether the listing leaves `p` out by its path alone. */
export function isSkippedPath(p: string): boolean {
  return pathSkip(p) !== null;
}

/**
 * One place the graph left out: a folder (`path` ends with `/`) holding
 * `files` source files, or one file (`files` 1), and why. Kept in
 * `<W>/graph.json` with the listing's counts.
 */
export interface SkippedPath {
  path: string;
  reason: SkipReason;
  files: number;
}

/** Single skipped files kept per listing (folders are always kept; the counts are always whole). */
const MAX_SKIPPED_FILES = 2000;

/** Collects the places a listing left out (indexer.ts listFiles, graphRefresh.ts content rules). */
export class SkipTally {
  private readonly at = new Map<string, SkippedPath>();
  private singles = 0;

  constructor(from: readonly SkippedPath[] = []) {
    for (const s of from) this.at.set(s.path, { ...s });
    this.singles = from.filter((s) => !s.path.endsWith('/')).length;
  }

  /** Counts one source file left out at `at` (its folder rule, or the file itself). */
  add(at: string, reason: SkipReason): void {
    const had = this.at.get(at);
    if (had) {
      if (at.endsWith('/')) had.files++;
      return;
    }
    if (!at.endsWith('/') && this.singles++ >= MAX_SKIPPED_FILES) return;
    this.at.set(at, { path: at, reason, files: 1 });
  }

  /** Folders first, by files (most first), then files; each by path within. */
  list(): SkippedPath[] {
    const dirFirst = (s: SkippedPath) => (s.path.endsWith('/') ? 0 : 1);
    return [...this.at.values()].sort((a, b) => dirFirst(a) - dirFirst(b) || b.files - a.files || (a.path < b.path ? -1 : 1));
  }
}

/** What a reason means, for people: `build output`, `vendored code`… (the folder rule's words). */
export function reasonText(reason: SkipReason): string {
  switch (reason) {
    case 'dependencies':
      return 'installed dependencies';
    case 'vendored':
      return 'vendored code';
    case 'build output':
      return 'build output';
    case 'generated':
      return 'generated code';
    case 'minified':
      return 'minified code';
    case 'bundled':
      return 'a bundle';
    case 'declarations':
      return 'type declarations';
    case 'too large':
      return 'over the size limit';
  }
}

/**
 * What the skip rules mean and what to do, for status and for an answer
 * scoped to a skipped path. SPEC names no setting that brings such files
 * into the graph, so the way to look into them is their text.
 */
export const SKIP_RULES_TEXT =
  'the code graph leaves out dependencies, vendored code, build output (folders named node_modules, vendor, third_party, external, dist, build, out, target, generated, …) and generated, minified or declaration (.d.ts) files; no setting brings them in — search their text with git grep';
