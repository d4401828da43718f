/**
 * Line blame with a per-file cache (SPEC §6.8 "Lines … last changed in";
 * issue 2 and 4: hover/why on a line).
 *
 * Why a race and a background fill: blame is a history walk. `git blame -L`
 * stops as soon as the asked lines are attributed, so for one line it is often
 * several times cheaper than blaming the whole file (measured on vuejs/core:
 * effect.ts 0.1 s for one line vs 0.8 s for the file). Blaming the whole file
 * only pays off over repeated calls. So the first call in a file starts two
 * git processes (this machine has two cores): the whole file with
 * `--incremental` (which streams every group the moment it is final) and the
 * asked range with `-L`; it answers from whichever covers the range first and
 * kills the other only if that is the range process. The whole-file process
 * runs at a lower priority (nice 10) so the answer now does not wait for the
 * investment in later answers. The whole-file result
 * stays in memory for later calls in the same file at the same HEAD (and the
 * same working-tree stamp or buffer), which then answer without git.
 *
 * Cache key: root, path, HEAD sha, and the file's mtime+size (or a hash of the
 * unsaved buffer), so an edit, a commit, a checkout or a buffer change all
 * miss. Lines that are not committed have `sha: null` (git's all-zero id);
 * they never borrow a neighbour's commit. Renames: git blame follows whole-file
 * renames by default, and `path` tells the name the line had in its commit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import { childEnv, git } from './git';
import { KontextError } from './errors';
import { readHead } from './head';
import type { Repo } from './repo';
import { shortHash } from './text';
import { BlameParser, type BlameLine } from './blameParse';

export type { BlameLine } from './blameParse';

export interface BlameOptions {
  /** Unsaved buffer text: blamed with `git blame --contents -` instead of the file on disk. */
  contents?: string;
}

/** Files kept in memory (least recently used are dropped first). */
const MAX_FILES = 64;
/** Whole-file fills running at once (one per core on the reference machine). */
const MAX_RUNNING_FILLS = 2;
/** Larger files are blamed by range only: a whole-file walk there costs more than it saves. */
const MAX_FILL_LINES = 20_000;
/** Scheduling priority of whole-file fills (POSIX nice; higher = lower priority). */
const FILL_NICE = 10;

interface Waiter {
  start: number;
  end: number;
  resolve: (lines: BlameLine[]) => void;
  reject: (e: Error) => void;
}

interface Fill {
  key: string;
  lines: (BlameLine | undefined)[];
  lineCount: number;
  done: boolean;
  /** Set when git failed; `untracked` when the path is not in HEAD (every line uncommitted). */
  error?: KontextError;
  untracked?: boolean;
  waiters: Set<Waiter>;
  child?: ChildProcess;
  finished: Promise<void>;
  /** Fill listeners have run too (blameIdle waits for this). */
  settled?: boolean;
}

/** Called when a whole-file blame finishes, with the distinct commits it found. */
export type BlameFillListener = (repo: Repo, relPath: string, shas: string[]) => Promise<void> | void;
const fillListeners: BlameFillListener[] = [];

/**
 * Registers work to do when a whole-file blame completes (e.g. `why` fetching
 * those commits' trailers in one batch, so later calls in the file need no git).
 */
export function onBlameFilled(fn: BlameFillListener): void {
  fillListeners.push(fn);
}

const fills = new Map<string, Fill>();
/** Fills not settled yet (also those dropped from `fills` by clearBlameCache). */
const active = new Set<Fill>();
let running = 0;

function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n : n + 1;
}

function uncommitted(start: number, end: number): BlameLine[] {
  const out: BlameLine[] = [];
  for (let l = start; l <= end; l++) out.push({ line: l, sha: null, author: '', date: '', subject: '' });
  return out;
}

function slice(fill: Fill, start: number, end: number): BlameLine[] | null {
  if (fill.untracked) return uncommitted(start, end);
  const out: BlameLine[] = [];
  for (let l = start; l <= end; l++) {
    const b = fill.lines[l - 1];
    if (!b) return null;
    out.push(b);
  }
  return out;
}

function isNotInHead(stderr: string): boolean {
  return /no such path .* in HEAD|no such ref|bad revision 'HEAD'/.test(stderr);
}

/** Keeps a process and its pipes from holding the event loop open unless someone waits for it. */
function setRef(child: ChildProcess | undefined, ref: boolean): void {
  if (!child) return;
  const streams = [child.stdout, child.stderr] as unknown as ({ ref?: () => void; unref?: () => void } | null)[];
  if (ref) {
    child.ref();
    for (const s of streams) s?.ref?.();
  } else {
    child.unref();
    for (const s of streams) s?.unref?.();
  }
}

interface BlameRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; stderr: string }>;
}

function runBlame(repo: Repo, args: string[], input: string | undefined, parser: BlameParser): BlameRun {
  const child = spawn('git', args, { cwd: repo.root, env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (d: string) => parser.feed(d));
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => (stderr += d));
  child.stdin!.on('error', () => {}); // git may exit before reading a buffer (killed, or path not in HEAD)
  child.stdin!.end(input ?? '');
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('error', (e) => resolve({ code: -1, stderr: e.message }));
    child.on('close', (code) => {
      parser.end();
      resolve({ code, stderr });
    });
  });
  return { child, done };
}

/**
 * git blame's arguments for `relPath`: whitespace-only changes are not
 * changes (`-w`: a reindent or a formatter's commit does not hide the
 * commit that wrote the line), and the commits listed in the repository's
 * `.git-blame-ignore-revs` (the convention GitHub's blame view reads; git
 * reads it only when `blame.ignoreRevsFile` names it) are skipped, their
 * lines given to the commit before. `contents`: the text comes on stdin
 * (`--contents -`), `rev` the commit blamed from (null: the work tree).
 */
function blameArgs(root: string, relPath: string, contents: boolean, rev: string | null, extra: string[]): string[] {
  const args = ['blame', '-w', ...extra];
  const ignore = `${root}/.git-blame-ignore-revs`;
  if (fs.existsSync(ignore)) args.push('--ignore-revs-file', ignore);
  if (contents) args.push('--contents', '-');
  if (rev) args.push(rev);
  args.push('--', relPath);
  return args;
}

function wakeWaiters(fill: Fill): void {
  for (const w of [...fill.waiters]) {
    const got = slice(fill, w.start, w.end);
    if (got) {
      fill.waiters.delete(w);
      w.resolve(got);
    }
  }
  if (fill.waiters.size === 0) setRef(fill.child, false);
}

function remember(fill: Fill): void {
  fills.delete(fill.key);
  fills.set(fill.key, fill);
  while (fills.size > MAX_FILES) {
    const oldest = fills.keys().next().value as string;
    const f = fills.get(oldest)!;
    if (!f.done) break; // never drop one still being written
    fills.delete(oldest);
  }
}

function startFill(repo: Repo, key: string, relPath: string, lineCount: number, contents: string | undefined, rev: string | null): Fill {
  const fill: Fill = { key, lines: new Array(lineCount), lineCount, done: false, waiters: new Set(), finished: Promise.resolve() };
  const parser = new BlameParser(true, (first, count, t, orig) => {
    for (let i = 0; i < count; i++) {
      const line = first + i;
      if (line >= 1 && line <= lineCount) fill.lines[line - 1] = orig === undefined ? { line, ...t } : { line, ...t, origLine: orig + i };
    }
    if (fill.waiters.size) wakeWaiters(fill);
  });
  running++;
  active.add(fill);
  // Spawned on the next turn of the event loop: spawning a process costs the
  // server's thread several milliseconds (tens on a loaded machine), and the
  // range blame that answers the request now is spawned first (blameRange).
  const spawned = new Promise<BlameRun>((resolve) =>
    setImmediate(() => {
      const run = runBlame(repo, blameArgs(repo.root, relPath, contents !== undefined, rev, ['--incremental']), contents, parser);
      fill.child = run.child;
      setRef(run.child, fill.waiters.size > 0);
      // The fill is an investment for later calls: it must not slow down the range
      // blame that answers now (or anything else on the machine), so it runs niced.
      try {
        if (run.child.pid) os.setPriority(run.child.pid, FILL_NICE);
      } catch {
        /* not permitted here: runs at normal priority */
      }
      resolve(run);
    }),
  );
  fill.finished = spawned.then((run) => run.done).then(async ({ code, stderr }) => {
    fill.child = undefined;
    fill.done = true;
    if (code !== 0) {
      if (isNotInHead(stderr)) fill.untracked = true;
      else {
        fill.error = new KontextError('git', `git blame ${relPath} failed: ${stderr.trim().split('\n')[0] || `exit ${code}`}`);
        fills.delete(key);
      }
    }
    // Anyone still waiting gets the failure, or (lines git never reported) no commit.
    for (const w of [...fill.waiters]) {
      fill.waiters.delete(w);
      if (fill.error) w.reject(fill.error);
      else w.resolve(slice(fill, w.start, w.end) ?? uncommitted(w.start, w.end));
    }
    if (!fill.error && !fill.untracked && fillListeners.length) {
      const shas = [...new Set(fill.lines.map((l) => l?.sha).filter((x): x is string => !!x))];
      await Promise.all(fillListeners.map((fn) => Promise.resolve().then(() => fn(repo, relPath, shas)).catch(() => {})));
    }
    fill.settled = true;
    active.delete(fill);
    running--;
  });
  remember(fill);
  return fill;
}

/** Resolves once the fill has attributed every line of the range; `cancel` stops waiting. */
function covered(fill: Fill, start: number, end: number): { promise: Promise<BlameLine[]>; cancel: () => void } {
  const got = slice(fill, start, end);
  if (got) return { promise: Promise.resolve(got), cancel: () => {} };
  if (fill.done) {
    return { promise: fill.error ? Promise.reject(fill.error) : Promise.resolve(uncommitted(start, end)), cancel: () => {} };
  }
  let waiter: Waiter | undefined;
  const promise = new Promise<BlameLine[]>((resolve, reject) => {
    waiter = { start, end, resolve, reject };
    fill.waiters.add(waiter);
    setRef(fill.child, true);
  });
  const cancel = () => {
    if (waiter && fill.waiters.delete(waiter) && fill.waiters.size === 0) setRef(fill.child, false);
  };
  return { promise, cancel };
}

function rangeBlame(repo: Repo, relPath: string, start: number, end: number, contents: string | undefined, rev: string | null): { run: BlameRun; result: Promise<BlameLine[]> } {
  const out: BlameLine[] = [];
  const parser = new BlameParser(false, (first, count, t, orig) => {
    for (let i = 0; i < count; i++) out.push(orig === undefined ? { line: first + i, ...t } : { line: first + i, ...t, origLine: orig + i });
  });
  const run = runBlame(repo, blameArgs(repo.root, relPath, contents !== undefined, rev, ['--porcelain', '-L', `${start},${end}`]), contents, parser);
  const result = run.done.then(({ code, stderr }) => {
    if (code === 0) return out.sort((a, b) => a.line - b.line);
    if (isNotInHead(stderr)) return uncommitted(start, end);
    throw new KontextError('git', `git blame ${relPath} failed: ${stderr.trim().split('\n')[0] || `exit ${code}`}`);
  });
  return { run, result };
}

function checkPath(relPath: string): string {
  const p = relPath.replace(/\\/g, '/').replace(/^\.\//, '');
  if (!p || p.startsWith('/') || p.split('/').includes('..')) {
    throw new KontextError('invalid-argument', `path: ${relPath} must be a repository-relative path inside the repository`);
  }
  return p;
}

/**
 * Blames lines `start`..`end` (1-based, inclusive) of `relPath` and returns one
 * BlameLine per line, in order. `end` beyond the last line is clamped; a range
 * starting after the last line returns []. Lines not committed yet (changed in
 * the working tree or the buffer, an untracked file, a repository without
 * commits) have `sha: null`.
 *
 * `opts.contents`: the unsaved editor buffer (blamed with `--contents -`).
 * Without it the working-tree file is blamed; a file deleted from the working
 * tree is blamed as it is in HEAD.
 *
 * Errors: KontextError 'invalid-argument' (bad path or range), 'not-found'
 * (no such file in the working tree or HEAD), 'git' (blame failed).
 * Cost: see the module comment; later calls in the same file at the same HEAD
 * and stamp are answered from memory.
 */
export async function blameRange(repo: Repo, relPath: string, start: number, end: number, opts: BlameOptions = {}): Promise<BlameLine[]> {
  const rel = checkPath(relPath);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) {
    throw new KontextError('invalid-argument', `line range ${start}-${end} is not valid; lines are 1-based and start ≤ end`);
  }
  const head = await readHead(repo);
  let text: string;
  let stamp: string;
  let rev: string | null = null;
  if (opts.contents !== undefined) {
    text = opts.contents;
    stamp = `c${shortHash(text)}:${text.length}`;
  } else {
    try {
      const st = fs.statSync(repo.abs(rel));
      if (!st.isFile()) throw new KontextError('invalid-argument', `${rel} is not a file; blame needs a file`);
      stamp = `w${st.mtimeMs}:${st.size}`;
      // Hot path: a finished whole-file blame for this exact file state answers without reading the file.
      const done = head ? fills.get(`${repo.root}\0${rel}\0${head}\0${stamp}`) : undefined;
      if (done?.done) {
        remember(done);
        const last = Math.min(end, done.lineCount);
        if (start > last) return [];
        const got = slice(done, start, last);
        if (got) return got;
      }
      text = fs.readFileSync(repo.abs(rel), 'utf8');
    } catch (e) {
      if (KontextError.is(e)) throw e;
      if (!head) throw new KontextError('not-found', `${rel} does not exist`);
      const shown = await git(['show', `HEAD:${rel}`], { cwd: repo.root, okCodes: [0, 128] });
      if (shown.code !== 0) throw new KontextError('not-found', `${rel} is neither in the working tree nor in HEAD`);
      text = shown.stdout;
      stamp = 'head';
      rev = 'HEAD';
    }
  }
  const lineCount = countLines(text);
  const last = Math.min(end, lineCount);
  if (start > last) return [];
  if (!head) return uncommitted(start, last);

  const key = `${repo.root}\0${rel}\0${head}\0${stamp}`;
  let fill = fills.get(key);
  if (fill) {
    remember(fill);
    if (fill.done) {
      const got = slice(fill, start, last);
      if (got) return got;
    }
  }
  const canFill = !fill && running < MAX_RUNNING_FILLS && lineCount <= MAX_FILL_LINES;
  if (!fill && !canFill) return rangeBlame(repo, rel, start, last, opts.contents, rev).result;
  // A range covering half the file or more costs about as much as the file itself: wait for the fill.
  if ((last - start + 1) * 2 >= lineCount) {
    fill ??= startFill(repo, key, rel, lineCount, opts.contents, rev);
    if (!fill.done) return covered(fill, start, last).promise;
    return slice(fill, start, last) ?? uncommitted(start, last);
  }
  // The range process that answers now is spawned before the fill (which starts on the next tick).
  const range = rangeBlame(repo, rel, start, last, opts.contents, rev);
  fill ??= startFill(repo, key, rel, lineCount, opts.contents, rev);
  const wait = covered(fill, start, last);
  let fromFill = false;
  try {
    return await Promise.race([
      wait.promise.then((lines) => {
        fromFill = true;
        return lines;
      }),
      range.result,
    ]);
  } finally {
    if (fromFill) {
      range.result.catch(() => {}); // killed on purpose; its failure means nothing
      range.run.child.kill();
    } else {
      wait.promise.catch(() => {});
      wait.cancel();
    }
  }
}

/**
 * Resolves when no whole-file blame is running (for benches and tests that
 * must not measure or leave background work; the server never needs it).
 */
export async function blameIdle(): Promise<void> {
  while (active.size > 0) {
    const pending = [...active];
    for (const f of pending) setRef(f.child, true); // someone waits: keep the process alive for it
    await Promise.all(pending.map((f) => f.finished));
  }
}

/** Drops every cached blame (benches measure first calls with it). */
export function clearBlameCache(): void {
  for (const f of fills.values()) if (!f.done) f.child?.kill();
  fills.clear();
}
