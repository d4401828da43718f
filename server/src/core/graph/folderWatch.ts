/**
 * Change notices for a long-lived graph (`kontext mcp`, the language
 * server): one non-recursive `fs.watch` (inotify on Linux) per folder that
 * holds an indexed file, so an edit an agent makes right before its next
 * question is seen by that question. Without them the graph checks files by
 * mtime at most once a second (graphRefresh.ts SWEEP_MS: a sweep stats every
 * file, ~20–30 ms on typeorm's 3580), and a file written within that second
 * of the previous question was answered from its old record (newcomer 8 #8).
 *
 * A watcher only raises a flag; the graph's sweep still decides what changed
 * by mtime and size, so a missed or spurious event costs at most one sweep
 * (or, missed, the old once-a-second behaviour). Watchers are unref'd (they
 * keep no process alive) and dropped for good when the platform refuses one
 * (ENOSPC: inotify's watch limit, EMFILE) or the folders are too many.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * Most folders watched: beyond it the graph falls back to the once-a-second
 * sweep. Linux's default `fs.inotify.max_user_watches` is 8192 on small
 * machines and is shared with the editor's own watcher.
 */
const MAX_FOLDERS = 4000;

/** Whether this process watches folders at all (off in one-shot CLI processes: noFolderWatch). */
let enabled = true;

/**
 * Turns folder watching off for this process: a one-shot CLI command lists
 * and checks every file before its answer anyway, and would only pay for the
 * watchers.
 */
export function noFolderWatch(): void {
  enabled = false;
}

/** The watchers of one work tree's folders and the flag they raise. */
export class FolderWatch {
  private readonly watchers = new Map<string, fs.FSWatcher>();
  /** Set when a watched folder reported a change since `take()`; also set when watching fails. */
  private changed = false;
  private failed = !enabled;

  constructor(private readonly root: string) {}

  /** Whether watchers are running (false: off, failed, or too many folders). */
  get active(): boolean {
    return !this.failed && this.watchers.size > 0;
  }

  /**
   * Watches exactly `dirs` (repository-relative, '' = the root): starts the
   * new ones, closes the others. Any failure closes every watcher for good
   * (the caller falls back to its timed sweep).
   */
  sync(dirs: Set<string>): void {
    if (this.failed) return;
    if (dirs.size > MAX_FOLDERS) return this.fail();
    for (const [d, w] of this.watchers) {
      if (!dirs.has(d)) {
        w.close();
        this.watchers.delete(d);
      }
    }
    for (const d of dirs) {
      if (this.watchers.has(d)) continue;
      let w: fs.FSWatcher;
      try {
        w = fs.watch(path.join(this.root, d), { persistent: false }, () => (this.changed = true));
      } catch (e) {
        // A folder gone since the listing only means the next sweep finds it gone.
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
        return this.fail();
      }
      w.on('error', () => this.fail());
      w.unref();
      this.watchers.set(d, w);
    }
  }

  /**
   * Whether something changed since the last call, after letting the events
   * already queued (an edit written just before the question arrived) reach
   * their listeners; clears the flag.
   */
  async take(): Promise<boolean> {
    if (!this.active) return false;
    await new Promise<void>((r) => setImmediate(r));
    const c = this.changed;
    this.changed = false;
    return c;
  }

  /** Closes every watcher; later `sync` calls start none. */
  fail(): void {
    this.failed = true;
    this.changed = true;
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }
}
