/**
 * Which repository a document or a request belongs to. One language server
 * serves every folder of the editor's workspace; each git work tree is opened
 * once (one Repo per root, so the engine's per-Repo caches are shared by all
 * features) and found again by the file's directory.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../core/logger';
import { Repo, findRepoPaths } from '../core/repo';

/** A file inside a repository: the Repo and its repo-relative forward-slash path. */
export interface FileTarget {
  repo: Repo;
  rel: string;
}

export class LspWorkspace {
  private readonly byRoot = new Map<string, Repo>();
  private readonly byDir = new Map<string, Promise<Repo | null>>();
  /** Absolute workspace folder paths (from `initialize`), first = default. */
  folders: string[] = [];

  constructor(
    private readonly log: Logger,
    /** The server's directory (`-C` › KONTEXT_DIR › cwd): the repository when the client names no folder. */
    private readonly dir?: string,
  ) {}

  /** The repository containing directory `dir`, or null outside any (cached per directory). */
  repoForDir(dir: string): Promise<Repo | null> {
    let p = this.byDir.get(dir);
    if (!p) {
      p = this.knownRepoFor(dir).then((known) => known ?? this.openRepo(dir));
      this.byDir.set(dir, p);
    }
    return p;
  }

  /**
   * An already opened repository containing `dir` with no other work tree
   * (nested repository, submodule: a `.git` entry) in between — found with a
   * few async stats instead of a git process, so the first hover in a new
   * folder does not pay for `git rev-parse`. Null when none qualifies.
   */
  private async knownRepoFor(dir: string): Promise<Repo | null> {
    const abs = path.resolve(dir);
    const repo = [...this.byRoot.values()].filter((r) => abs.startsWith(r.root + path.sep)).sort((a, b) => b.root.length - a.root.length)[0];
    if (!repo) return null;
    for (let d = abs; d.length > repo.root.length; d = path.dirname(d)) {
      const base = path.basename(d);
      if (base === '.git') return null;
      const marker = await fs.promises.lstat(path.join(d, '.git')).then(() => true, () => false);
      if (marker) return null;
    }
    // A directory that does not exist (yet) or is reached through a symlink goes through git.
    const real = await fs.promises.realpath(abs).catch(() => null);
    return real === abs ? repo : null;
  }

  private openRepo(dir: string): Promise<Repo | null> {
    return findRepoPaths(dir).then(
      (paths) => {
        let repo = this.byRoot.get(paths.root);
        if (!repo) {
          repo = new Repo(paths, this.log);
          this.byRoot.set(paths.root, repo);
        }
        return repo;
      },
      () => null,
    );
  }

  /** The repository for a request: `folder` if given, else the first workspace folder, else the server's directory (`-C` › KONTEXT_DIR › cwd). */
  async defaultRepo(folder?: string): Promise<{ repo: Repo | null; error?: string }> {
    const dir = folder ?? this.folders[0] ?? this.dir ?? process.cwd();
    const repo = await this.repoForDir(path.resolve(dir));
    return repo ? { repo } : { repo: null, error: `${dir} is not inside a git work tree` };
  }

  /** Every repository opened so far (status and diagnostics iterate them). */
  repos(): Repo[] {
    return [...this.byRoot.values()];
  }

  /**
   * Resolves a document URI to its repository and repo-relative path. Null for
   * non-file URIs, files outside any repository and files inside `.git`.
   */
  async target(uri: string): Promise<FileTarget | null> {
    if (!uri.startsWith('file:')) return null;
    const file = fileURLToPath(uri);
    const dir = path.dirname(file);
    let repo = await this.repoForDir(dir);
    if (!repo) {
      // A folder that is gone (the watcher reports a deleted folder's files) or not made yet: the
      // nearest folder left says which repository it was in; the miss is not remembered, as the
      // folder may come back.
      const up = await existingAncestor(dir);
      if (up === dir) return null;
      this.byDir.delete(dir);
      repo = await this.repoForDir(up);
      if (!repo) return null;
    }
    const rel = path.relative(repo.root, file).split(path.sep).join('/');
    if (!rel || rel.startsWith('../') || rel === '..' || rel.startsWith('.git/')) return null;
    return { repo, rel };
  }
}

/** `dir` when it exists, else its nearest existing ancestor (async stats). */
async function existingAncestor(dir: string): Promise<string> {
  for (let d = dir; ; d = path.dirname(d)) {
    if (await fs.promises.stat(d).then((st) => st.isDirectory(), () => false)) return d;
    if (path.dirname(d) === d) return d;
  }
}
