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
import * as fs from 'node:fs';
import * as path from 'node:path';
import { globMatch } from '../globs';

/** Why a source file is not indexed. */
export type SkipReason = 'dependencies' | 'vendored' | 'build output' | 'generated' | 'minified' | 'bundled' | 'declarations' | 'too large' | 'excluded';

/**
 * The `[graph]` table of kontext.toml **[ours: SPEC §12 names no setting]**:
 * `include`, paths the rules below would leave out that the graph indexes
 * all the same (`include = ["vendor/acme/"]`: code a team vendors and
 * edits); `exclude`, paths it leaves out besides (`exclude =
 * ["legacy/"]`). Both are lists of kontext globs (core/globs.ts: a trailing
 * `/` is a folder and all below it, never a file of that name, as in
 * .gitignore: folderOnly; a pattern without `/` matches at any depth).
 * `exclude` wins over `include`; git's .gitignore still decides first (an
 * ignored file is never listed).
 */
export interface GraphPaths {
  include: readonly string[];
  exclude: readonly string[];
}

/** No `[graph]` table: the built-in rules alone. */
export const NO_GRAPH_PATHS: GraphPaths = { include: [], exclude: [] };

/**
 * The `[graph]` table of a merged config (repo.config()) as GraphPaths, and
 * what is wrong with it, one sentence each naming the key and the fix
 * (`graph.include must be a list of globs, e.g. include = ["vendor/acme/"]`); a
 * wrong key is ignored, never fatal.
 */
export function graphPathsOf(config: Record<string, unknown>): { paths: GraphPaths; problems: string[] } {
  const t = config.graph;
  if (t === undefined) return { paths: NO_GRAPH_PATHS, problems: [] };
  if (!t || typeof t !== 'object' || Array.isArray(t)) return { paths: NO_GRAPH_PATHS, problems: ['graph must be a table: [graph] with include = [...] and exclude = [...]'] };
  const problems: string[] = [];
  const list = (key: 'include' | 'exclude', example: string): string[] => {
    const v = (t as Record<string, unknown>)[key];
    if (v === undefined) return [];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim() !== '')) return v as string[];
    problems.push(`graph.${key} must be a list of globs, e.g. ${key} = ["${example}"]; ignored`);
    return [];
  };
  const paths = { include: list('include', 'vendor/acme/'), exclude: list('exclude', 'legacy/') };
  for (const k of Object.keys(t)) if (k !== 'include' && k !== 'exclude') problems.push(`graph.${k} is not a setting (graph takes include and exclude); ignored`);
  return { paths, problems };
}

/** The `[graph]` settings as status shows them: the globs in force and what is wrong with the table. */
export interface GraphSettings {
  include: string[];
  exclude: string[];
  problems: string[];
}

/** GraphSettings from graphPathsOf's answer; undefined when there is no `[graph]` table (or no config could be read: null). */
export function graphSettings(got: ReturnType<typeof graphPathsOf> | null): GraphSettings | undefined {
  if (!got) return undefined;
  const { paths, problems } = got;
  if (!paths.include.length && !paths.exclude.length && !problems.length) return undefined;
  return { include: [...paths.include], exclude: [...paths.exclude], problems };
}

/** A stable key of `paths`: a change of it lists the files again (graphState.gitStampNow). */
export function graphPathsKey(paths: GraphPaths): string {
  return paths.include.length || paths.exclude.length ? JSON.stringify(paths) : '';
}

/**
 * Folders never indexed (SPEC §12; SPEC §7.1's init skip list plus other
 * ecosystems' dependency and output folders), by why: a file anywhere below
 * one of these names is left out. (`.git` needs no rule: git lists nothing
 * under it.)
 */
const SKIP_DIRS: ReadonlyMap<string, SkipReason> = new Map<string, SkipReason>([
  // `deps`: Mix's and rebar's dependency folder (Elixir, Erlang), and where C projects keep the libraries they build with (redis's jemalloc, lua, hiredis).
  ...['node_modules', 'bower_components', '.yarn', 'Pods', '.venv', 'venv', 'site-packages', 'deps'].map((d) => [d, 'dependencies'] as const),
  ...['vendor', 'vendors', 'third_party', 'third-party', 'thirdparty', 'external'].map((d) => [d, 'vendored'] as const),
  ...['dist', 'build', 'out', 'coverage', '.next', '.nuxt'].map((d) => [d, 'build output'] as const),
  ...['__generated__', 'generated'].map((d) => [d, 'generated'] as const),
]);

/**
 * A folder named as a release of a library, `name-1.16.0` (a name, `-`, a
 * version of two or more numbers, maybe `v` before and a suffix after:
 * `googletest-1.16.0`, `lua-5.4.6`, `zlib-1.3.1`, `boost-1.84.0-rc1`): the
 * unpacked archive of another project, vendored.
 */
const VERSIONED_COPY = /^[A-Za-z][\w+.]*?-v?\d+(?:\.\d+)+(?:[-.][A-Za-z\d]+)?$/;

/**
 * Folders that are build output only beside a build file of a tool that
 * writes there: `target/` is Cargo's (Cargo.toml), Maven's (pom.xml), sbt's
 * (build.sbt) and Leiningen's (project.clj) output folder, and Gradle's when
 * a build keeps Maven's layout (build.gradle, build.gradle.kts; Gradle's own
 * is `build/`). Elsewhere `target` is an ordinary name (typeorm's
 * hand-written `test/functional/entity-schema/target/*.ts`, a
 * `src/target/` module), so such a folder is indexed. First build file
 * found names the rule (PathSkip.beside).
 */
const OUTPUT_BESIDE: ReadonlyMap<string, readonly string[]> = new Map([['target', ['Cargo.toml', 'pom.xml', 'build.sbt', 'project.clj', 'build.gradle', 'build.gradle.kts']]]);

/**
 * Output folders that projects also write scripts in (hono's tracked
 * `build/build.ts`, run by its package.json `build` script; newcomer 19 #9;
 * fastify's `build/build-validation.js` and its tests in `test/build/`,
 * newcomer 23 #8), whose files are indexed when one of these holds:
 * - a TypeScript source file (TS_SOURCE), since no compiler or bundler
 *   writes one (tsc and bundlers emit `.js` and `.d.ts`);
 * - the folder is inside a test folder (TEST_DIRS: `test/build/`), which
 *   holds tests of the build, not its output;
 * - a script of the package.json beside the folder names the file
 *   (`"build:validation": "node build/build-validation.js"`): it is run,
 *   so it is source.
 * `dist/` keeps the folder rule: packages ship copies of their sources there.
 */
const WRITTEN_IN: ReadonlySet<string> = new Set(['build', 'out']);
const TS_SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST_DIRS: ReadonlySet<string> = new Set(['test', 'tests', '__tests__', 'spec', 'specs']);

/**
 * The commands of the `scripts` of the package.json at repo-relative
 * `pkg` (`web/package.json`), [] when there is none or it cannot be read.
 */
export type PackageScripts = (pkg: string) => readonly string[];

/** Whether command `cmd` names the file `rel` (`node build/x.js`, `./build/x.js`), not a longer name ending so (`rebuild/x.js`). */
function namesFile(cmd: string, rel: string): boolean {
  for (let at = cmd.indexOf(rel); at >= 0; at = cmd.indexOf(rel, at + 1)) {
    const before = at === 0 ? ' ' : cmd.charAt(at - 1);
    const after = cmd.charAt(at + rel.length);
    if (!/[\w-]/.test(before) && !/[\w.-]/.test(after)) return true;
  }
  return false;
}

/** Whether the file `segs` (a path's segments) below the WRITTEN_IN folder at index `i` is source all the same (WRITTEN_IN's three cases). */
function writtenSource(segs: string[], i: number, scripts: PackageScripts): boolean {
  if (TS_SOURCE.test(segs[segs.length - 1])) return true;
  for (let k = 0; k < i; k++) if (TEST_DIRS.has(segs[k])) return true;
  const pkg = `${segs.slice(0, i).map((s) => `${s}/`).join('')}package.json`;
  const rel = segs.slice(i).join('/');
  return scripts(pkg).some((cmd) => namesFile(cmd, rel));
}

/** File names left out whatever their folder, by why. */
const SKIP_NAMES: readonly [RegExp, SkipReason][] = [
  [/\.min\.(js|mjs|cjs)$/, 'minified'],
  [/\.bundle\.js$/, 'bundled'],
  [/[.-]generated\.|\.pb\.go$|_pb2\.py$|\.g\.dart$/, 'generated'],
  [/\.d\.ts$/, 'declarations'],
];

/**
 * Copies of jQuery and its plugins (`jquery-3.7.1.js`, `jquery.cookie.js`,
 * `typeahead.jquery.js`) in a documentation or static-assets folder
 * (ASSET_DIRS), where documentation generators (Jazzy: Alamofire's
 * docs/js/, newcomer 37) and web apps commit them beside their own code.
 * Elsewhere such a name may be the repository's own plugin (`src/jquery.x.js`).
 */
const JQUERY_COPY = /^(?:jquery(?:[-.][\w.-]+)?|[\w-]+\.jquery)\.js$/;
const ASSET_DIRS: ReadonlySet<string> = new Set(['docs', 'doc', 'static', 'assets', 'public', 'www', 'site', '_site', 'wwwroot']);

/**
 * Where a path rule applies: the skipped folder (`a/dist/`, with its slash)
 * or the file itself, and why; `beside`: the build file whose folder makes
 * it build output (`pom.xml` for `a/target/`, OUTPUT_BESIDE), when that is the rule.
 */
export interface PathSkip {
  at: string;
  reason: SkipReason;
  beside?: string;
}

/**
 * The path rule that leaves repo-relative `p` out of the graph, or null: the
 * outermost skipped folder on its way (`test/x/dist/` for
 * `test/x/dist/a.ts`; a `build/` or `out/` one but for the source files
 * WRITTEN_IN keeps, read with `scripts`; `x/target/` only when `exists('x/Cargo.toml')` or
 * another build file of OUTPUT_BESIDE), else its file name's rule. `p` may
 * be a folder (then only its own segments count, as folders). `exists`:
 * whether a repo-relative file is in the work tree (skipRulesAt gives one
 * for a root); without it no build file exists, so `target/` is indexed.
 */
export function pathSkip(p: string, isDir = false, exists: (rel: string) => boolean = () => false, paths: GraphPaths = NO_GRAPH_PATHS, scripts: PackageScripts = () => []): PathSkip | null {
  if (paths.exclude.length) {
    const out = excludedAt(p, isDir, paths.exclude);
    if (out) return { at: out, reason: 'excluded' };
  }
  if (paths.include.length && isIncluded(p, isDir, paths.include)) return null;
  const segs = p.split('/');
  const dirs = isDir ? segs.length : segs.length - 1;
  for (let i = 0; i < dirs; i++) {
    const reason = SKIP_DIRS.get(segs[i]);
    if (reason && !(reason === 'build output' && !isDir && WRITTEN_IN.has(segs[i]) && writtenSource(segs, i, scripts))) return { at: `${segs.slice(0, i + 1).join('/')}/`, reason };
    // A library copied in with its release's name (yaml-cpp's `test/googletest-1.16.0/`, `deps/lua-5.4.6/`; newcomer 40 #10).
    if (VERSIONED_COPY.test(segs[i])) return { at: `${segs.slice(0, i + 1).join('/')}/`, reason: 'vendored' };
    const builds = OUTPUT_BESIDE.get(segs[i]);
    if (!builds) continue;
    // Only a folder named so (`target`) looks for a build file beside it: the listing asks this of every path.
    const parent = segs.slice(0, i).map((s) => `${s}/`).join('');
    const beside = builds.find((f) => exists(`${parent}${f}`));
    if (beside) return { at: `${segs.slice(0, i + 1).join('/')}/`, reason: 'build output', beside };
  }
  if (isDir) return null;
  const base = segs[segs.length - 1];
  for (const [re, reason] of SKIP_NAMES) if (re.test(base)) return { at: p, reason };
  if (JQUERY_COPY.test(base) && segs.slice(0, -1).some((d) => ASSET_DIRS.has(d))) return { at: p, reason: 'vendored' };
  return null;
}

/**
 * Where `[graph] exclude` leaves `p` out: its outermost folder a pattern
 * matches (`legacy/`; as in .gitignore, a matched folder takes all below
 * it, and status counts the folder once), else `p` itself; null when no
 * pattern matches.
 */
function excludedAt(p: string, isDir: boolean, exclude: readonly string[]): string | null {
  const clean = p.replace(/\/+$/, '');
  const segs = clean.split('/');
  const dirs = isDir ? segs.length : segs.length - 1;
  for (let i = 1; i <= dirs; i++) {
    const dir = segs.slice(0, i).join('/');
    if (exclude.some((g) => globMatch(g, dir))) return `${dir}/`;
  }
  // The folders on the way were tried above; a folder pattern (`test/`) must not match the file itself (`script/test`).
  if (!isDir && exclude.some((g) => !folderOnly(g) && globMatch(g, clean))) return clean;
  return null;
}

/**
 * Whether pattern `g` names folders only, as a trailing `/` does in
 * .gitignore (`test/`), and `dir/**` (all below a folder) does too: such a
 * pattern matches a folder and what lies below it, never a file of that
 * name (newcomer: `exclude = ["test/"]` left out the script `script/test`).
 */
function folderOnly(g: string): boolean {
  return /\/(\*\*)?\s*$/.test(g);
}

/**
 * Whether the kontext glob `g` matches the path `p`, a folder when `isDir`:
 * a folder-only pattern (folderOnly) matches a file only through a folder
 * it lies in (`vendor/acme/` takes `vendor/acme/x.ts`, not a file `x/vendor/acme`).
 */
function matchesPath(g: string, p: string, isDir: boolean): boolean {
  if (isDir || !folderOnly(g)) return globMatch(g, p);
  const segs = p.split('/');
  for (let i = 1; i < segs.length; i++) if (globMatch(g, segs.slice(0, i).join('/'))) return true;
  return false;
}

/**
 * Whether `[graph] include` brings `p` in: a file a pattern matches; a
 * folder a pattern matches or one that holds a pattern's path (`vendor/`
 * for `vendor/acme/`: part of it is indexed, so it is not skipped whole).
 */
function isIncluded(p: string, isDir: boolean, include: readonly string[]): boolean {
  const clean = p.replace(/\/+$/, '');
  if (include.some((g) => matchesPath(g, clean, isDir))) return true;
  if (!isDir) return false;
  return include.some((g) => g.replace(/^\.?\//, '').startsWith(`${clean}/`));
}

/** The path rules of one work tree (skipRulesAt). */
export interface SkipRules {
  /** pathSkip with the work tree's build files and `[graph]` settings. */
  pathSkip(p: string, isDir?: boolean): PathSkip | null;
  /** Whether pathSkip leaves the file `p` out. */
  isSkippedPath(p: string): boolean;
  /**
   * Whether `[graph] include` names the file `p` (and `[graph] exclude`
   * does not): a script without an ending in a hidden tool folder is then
   * read by its `#!` line (languages.ts classify).
   */
  included(p: string): boolean;
}

/**
 * The path rules of the work tree at `root` (absolute): pathSkip and
 * isSkippedPath with the build files looked up there and the `[graph]`
 * settings `paths` (graphPathsOf) applied.
 */
export function skipRulesAt(root: string, paths: GraphPaths = NO_GRAPH_PATHS): SkipRules {
  const exists = (rel: string): boolean => fs.existsSync(path.join(root, rel));
  const read = new Map<string, readonly string[]>();
  const scripts: PackageScripts = (pkg) => {
    let cmds = read.get(pkg);
    if (!cmds) read.set(pkg, (cmds = packageScripts(path.join(root, pkg))));
    return cmds;
  };
  return {
    pathSkip: (p, isDir = false) => pathSkip(p, isDir, exists, paths, scripts),
    isSkippedPath: (p) => pathSkip(p, false, exists, paths, scripts) !== null,
    included: (p) => paths.include.length > 0 && isIncluded(p, false, paths.include) && !(paths.exclude.length && excludedAt(p, false, paths.exclude)),
  };
}

/** The script commands of package.json file `file` (absolute); [] when it is absent, not JSON, or has no `scripts` object. */
function packageScripts(file: string): readonly string[] {
  try {
    const s = (JSON.parse(fs.readFileSync(file, 'utf8')) as { scripts?: unknown }).scripts;
    return s && typeof s === 'object' ? Object.values(s).filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
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
  /** The build file beside a folder that is build output only there (PathSkip.beside). */
  beside?: string;
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

  /** Counts one source file left out at `at` (its folder rule, or the file itself); `beside`: PathSkip.beside. */
  add(at: string, reason: SkipReason, beside?: string): void {
    const had = this.at.get(at);
    if (had) {
      if (at.endsWith('/')) had.files++;
      return;
    }
    if (!at.endsWith('/') && this.singles++ >= MAX_SKIPPED_FILES) return;
    this.at.set(at, beside ? { path: at, reason, files: 1, beside } : { path: at, reason, files: 1 });
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
    case 'excluded':
      return 'left out by [graph] exclude in kontext.toml';
  }
}

/** Why a place was left out, for people: reasonText, and the build file beside a folder that is build output only there (`build output, beside pom.xml`). */
export function skipText(s: { reason: SkipReason; beside?: string }): string {
  return s.beside ? `${reasonText(s.reason)}, beside ${s.beside}` : reasonText(s.reason);
}

/**
 * What the skip rules mean and what to do, for status and for an answer
 * scoped to a skipped path: `[graph] include` in kontext.toml brings such
 * files into the graph (GraphPaths); their text can always be searched.
 */
export const SKIP_RULES_TEXT =
  'the code graph leaves out dependencies, vendored code, build output (folders named node_modules, deps, vendor, third_party, external, dist, build, out, generated, a library release such as googletest-1.16.0, …, but for TypeScript sources, tests and files a package.json script runs in build and out; target beside a Cargo.toml, pom.xml, build.sbt, project.clj or build.gradle) and generated, minified or declaration (.d.ts) files; to index one, add it to [graph] include in .ai/kontext.toml (include = ["vendor/acme/"]), or search their text with git grep';
