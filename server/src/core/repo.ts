/**
 * The repository context every engine operation takes: where the work tree is,
 * where git keeps its common directory, and where kontext keeps its local state
 * (SPEC §3: `<K>` = `<common>/kontext`, `<W>` = `<K>/worktrees/<worktree-key>`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git, gitMaybe } from './git';
import { KontextError } from './errors';
import { shortHash, slug } from './text';
import { Logger, silentLogger } from './logger';
import { loadConfig, layerStamp, Config } from './config';

export interface RepoPaths {
  /** Absolute work-tree root, forward slashes, no trailing slash (`git rev-parse --show-toplevel`). */
  root: string;
  /** Absolute git common dir (shared by all worktrees). */
  common: string;
  /** `<common>/kontext`: inbox, local config, graph, locks. */
  k: string;
  /** `<K>/worktrees/<key>`: this worktree's caches. */
  w: string;
  /** Worktree key: `slug32(basename(root))-<first 8 of shortHash(root)>`. */
  worktreeKey: string;
}

/** True when `dir` (store.dir, repository-relative or absolute) resolves outside the work tree `root`. */
export function storeDirOutside(root: string, dir: string): boolean {
  const rel = path.relative(root, path.resolve(root, dir));
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
}

/**
 * `abs` (an absolute path) relative to the work-tree `root`, with forward
 * slashes ('' for the root itself), also through symlinks (`/tmp` →
 * `/private/tmp`, a `-C` given through a link); null when it lies outside.
 * The realpath is taken only when the plain comparison fails, and only of a
 * path that exists.
 */
export function relativeToRoot(root: string, abs: string): string | null {
  const inside = (r: string, p: string): string | null => {
    const rel = path.relative(r, p);
    if (rel === '') return '';
    if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
    return rel.split(path.sep).join('/');
  };
  const direct = inside(root, abs);
  if (direct !== null) return direct;
  try {
    return inside(fs.realpathSync(root), fs.realpathSync(abs));
  } catch {
    return null;
  }
}

/** Worktree key per SPEC §3. `root` must be the realpath'd top level. */
export function worktreeKey(root: string): string {
  return `${slug(path.basename(root), 32)}-${shortHash(root).slice(0, 8)}`;
}

/**
 * Finds the repository containing `dir`. Throws KontextError('not-a-repo') with
 * the message agents see ("run inside a git repository") when `dir` is not
 * inside a git work tree; bare repositories are unsupported (SPEC §3).
 */
export async function findRepoPaths(dir: string): Promise<RepoPaths> {
  let abs: string;
  try {
    abs = fs.realpathSync(dir);
  } catch {
    throw new KontextError('not-a-repo', `${dir} does not exist; run inside a git repository (or pass -C <dir>)`);
  }
  let out: string;
  try {
    out = (await git(['rev-parse', '--show-toplevel', '--git-common-dir'], { cwd: abs })).stdout;
  } catch {
    // A bare repository has history but no files to explain: say so, and how to get a work tree.
    const bare = await git(['rev-parse', '--is-bare-repository'], { cwd: abs }).then((r) => r.stdout.trim() === 'true', () => false);
    if (bare) {
      throw new KontextError(
        'not-a-repo',
        `${abs} is a bare git repository (no work tree); kontext needs a work tree: clone it (git clone ${abs} <dir>) or add one (git -C ${abs} worktree add <dir>), then run there`,
      );
    }
    throw new KontextError('not-a-repo', `${abs} is not inside a git work tree; run inside a git repository (or pass -C <dir>)`);
  }
  const [top, commonRel] = out.trim().split('\n');
  if (!top) throw new KontextError('not-a-repo', `${abs} has no work tree (bare repositories are unsupported)`);
  const root = fs.realpathSync(top).replace(/\\/g, '/').replace(/\/$/, '');
  const common = fs.realpathSync(path.resolve(abs, commonRel));
  const k = path.join(common, 'kontext');
  const key = worktreeKey(root);
  return { root, common, k, w: path.join(k, 'worktrees', key), worktreeKey: key };
}

/**
 * A repository opened by the engine. Holds paths, the logger, and caches that
 * are cheap to invalidate (configuration reloads when a layer's mtime or size
 * changes, SPEC §4).
 */
export class Repo {
  private configCache: { stamp: string; config: Config; storeDir: string } | null = null;

  constructor(
    readonly paths: RepoPaths,
    readonly log: Logger = silentLogger,
  ) {}

  get root(): string {
    return this.paths.root;
  }

  /** Opens the repository containing `dir` (see findRepoPaths for errors). */
  static async open(dir: string, log: Logger = silentLogger): Promise<Repo> {
    return new Repo(await findRepoPaths(dir), log);
  }

  /** The merged configuration (all layers), reloaded when a layer file changes. */
  config(): Config {
    // Hot path (every engine call asks): a few stats when no layer file changed.
    const cached = this.configCache;
    if (cached && layerStamp(this.paths, cached.storeDir) === cached.stamp) return cached.config;
    const loaded = loadConfig(this.paths, cached?.stamp);
    if (loaded.changed || !cached) {
      if (cached) this.log.log('notice', 'configuration reloaded');
      this.configCache = { stamp: loaded.stamp, config: loaded.config, storeDir: loaded.layerStoreDir };
    }
    return this.configCache!.config;
  }

  /** Absolute store directory (`store.dir`, default `.ai`). */
  storeDir(): string {
    return path.join(this.root, this.config().store.dir);
  }

  /** True when the repository is set up: its store directory exists inside the work tree (SPEC §2.1). */
  isSetUp(): boolean {
    // A store outside the work tree would never be committed or reviewed: not a store (core/setup.ts says why).
    if (storeDirOutside(this.root, this.config().store.dir)) return false;
    try {
      return fs.statSync(this.storeDir()).isDirectory();
    } catch {
      return false;
    }
  }

  /** Current branch name, or null when HEAD is detached or unborn. */
  async branch(): Promise<string | null> {
    return gitMaybe(['symbolic-ref', '--short', '-q', 'HEAD'], this.root);
  }

  /** Full sha of HEAD, or null when the repository has no commits yet. */
  async head(): Promise<string | null> {
    return gitMaybe(['rev-parse', '-q', '--verify', 'HEAD'], this.root);
  }

  /** Absolute path of a repo-relative path (forward slashes accepted). */
  abs(rel: string): string {
    return path.join(this.root, rel);
  }
}
