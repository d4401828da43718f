/**
 * The folders of a graph's last listing and their mtimes (GraphState's
 * `folders`): a file created, deleted or renamed changes its folder's mtime
 * (a new folder changes its parent's), which `changed` sees without a
 * listing, so a server without the editor's file watcher (`kontext mcp`)
 * answers with a file an agent has just written, untracked or not. The same
 * folders are watched (folderWatch.ts) in a long-lived process.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ListedFile } from './indexer';
import type { FolderWatch } from './folderWatch';

/** The mtimes of the folders holding a work tree's listed files (see the module comment). */
export class FolderStamps {
  /** mtimeMs of every folder holding a listed file (and the root, `''`), from the last `stamp`; -1 for one that could not be read. */
  private readonly stamps = new Map<string, number>();

  /** `root`: the work tree's absolute path; `watch`: its folder watchers, given the same folders. */
  constructor(
    private readonly root: string,
    private readonly watch: FolderWatch,
  ) {}

  /** Remembers the mtime of the root and of every folder holding one of `listed` (repository-relative paths), and watches those folders. */
  stamp(listed: ListedFile[]): void {
    const dirs = new Set<string>(['']);
    for (const f of listed) {
      for (let i = f.path.lastIndexOf('/'); i > 0; i = f.path.lastIndexOf('/', i - 1)) {
        const d = f.path.slice(0, i);
        if (dirs.has(d)) break;
        dirs.add(d);
      }
    }
    this.stamps.clear();
    this.watch.sync(dirs);
    for (const d of dirs) this.stamps.set(d, this.mtimeOf(d));
  }

  /** Whether a folder stamped by `stamp` changed (or vanished) since; one stat per folder. */
  changed(): boolean {
    for (const [d, mtime] of this.stamps) if (this.mtimeOf(d) !== mtime) return true;
    return false;
  }

  /** The mtime of folder `d` (repository-relative) in ms, or -1 when it cannot be read (gone). */
  private mtimeOf(d: string): number {
    try {
      return fs.statSync(path.join(this.root, d)).mtimeMs;
    } catch {
      return -1;
    }
  }
}
