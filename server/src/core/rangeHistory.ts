/**
 * History of a line range for `why <symbol>` (issue 3): the commits that
 * changed the symbol's own lines, from `git log -L <start>,<end>:<path>`,
 * instead of every commit of its file (whyPath's file-level History).
 *
 * The range comes from the working tree (the code graph indexes it); git
 * reads `-L` in HEAD's version of the file, so uncommitted edits above or
 * inside the range are mapped back to HEAD's line numbers through the hunks
 * of `git diff -U0 HEAD -- <path>`. Bounded: at most `HISTORY_DEPTH` commits,
 * headers only (`--no-patch`), and git is stopped after `LINE_LOG_TIMEOUT_MS`.
 * When git cannot answer (a file not in HEAD, lines that are all uncommitted,
 * a timeout) the result says why, and the caller falls back to the file's
 * history with that label. Results are cached per path, HEAD range and HEAD.
 */
import * as fs from 'node:fs';
import { git } from './git';
import type { Repo } from './repo';
import { readHead } from './head';
import { clip, lineSpan, oneLine } from './text';
import { FORMAT, HISTORY_DEPTH, parseCommits, rememberShas, type PathCommit } from './pathHistory';

/**
 * Wall-clock bound of one `git log -L`, in milliseconds. Measured: ≤ 0.2 s for
 * 240-line ranges on vuejs/core (7k commits) and 0.07 s on leveldb's
 * db_impl.cc; a repository where it takes longer gets the file's history.
 */
export const LINE_LOG_TIMEOUT_MS = 5000;

/** Line ranges whose history is kept (a bound, oldest dropped first). */
const MAX_CACHED = 256;
const cache = new Map<string, Promise<PathCommit[]>>();

/** A change of `git diff -U0`: `old` lines from `oldStart` became `new` lines from `newStart` (1-based; a count of 0 is a pure insertion/deletion after that line). */
export interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** The hunks of `git diff -U0` output (`@@ -a[,b] +c[,d] @@`), in file order. */
export function parseHunks(diff: string): Hunk[] {
  const out: Hunk[] = [];
  for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    out.push({ oldStart: Number(m[1]), oldCount: m[2] === undefined ? 1 : Number(m[2]), newStart: Number(m[3]), newCount: m[4] === undefined ? 1 : Number(m[4]) });
  }
  return out;
}

/**
 * The lines of HEAD's version that `start..end` (1-based, inclusive, in the
 * edited file) stand for, given the edit's hunks: lines outside every hunk
 * shift by the lines added and removed above them; a range end inside an
 * edited block takes that block's old lines. `null` when every line of the
 * range is uncommitted (nothing in HEAD to follow).
 */
export function toHeadLines(hunks: Hunk[], start: number, end: number): { start: number; end: number } | null {
  const map = (n: number, side: 'start' | 'end'): number => {
    let shift = 0; // new line numbers minus old ones, above the current hunk
    for (const h of hunks) {
      const newLast = h.newStart + h.newCount - 1;
      if (h.newCount === 0 ? n <= h.newStart : n < h.newStart) break;
      if (h.newCount > 0 && n <= newLast) {
        // Inside an edited block: its old lines (none for a pure insertion: the old neighbour on that side).
        if (h.oldCount === 0) return side === 'start' ? h.oldStart + 1 : h.oldStart;
        return side === 'start' ? h.oldStart : h.oldStart + h.oldCount - 1;
      }
      shift += h.newCount - h.oldCount;
    }
    return n - shift;
  };
  const s = map(start, 'start');
  const e = map(end, 'end');
  return s >= 1 && s <= e ? { start: s, end: e } : null;
}

/** The line history of a range, or why there is none (then the caller shows the file's history). */
export type RangeHistory =
  | {
      kind: 'lines';
      /** Newest first, ≤ HISTORY_DEPTH. */
      commits: PathCommit[];
      /** The range in HEAD's version of the file that git followed (differs from the asked one when the file has uncommitted edits). */
      head: { start: number; end: number };
    }
  | { kind: 'file'; reason: string };

/** A short, readable reason from a failed `git log -L` (git's `fatal:` line, or the timeout). */
function reasonOf(e: unknown, rel: string, timeoutMs: number, start: number, end: number): string {
  const msg = e instanceof Error ? e.message : String(e);
  if (/timed out/.test(msg)) return `git log -L took over ${timeoutMs / 1000} s`;
  if (/no path .* in the commit|does not exist in|unknown revision/i.test(msg)) return `${rel} is not in HEAD (new, untracked or renamed since)`;
  if (/has only \d+ lines?/.test(msg)) return `${lineSpan(start, end)} ${start === end ? 'is' : 'are'} past the end of the committed file`;
  return clip(oneLine(msg.replace(/^git log -L\S* \S+ failed: /, '').replace(/\bfatal: /g, '')), 120);
}

function lineLog(repo: Repo, head: string, rel: string, start: number, end: number, timeoutMs: number): Promise<PathCommit[]> {
  const key = `${repo.root}\0${head}\0${rel}\0${start}\0${end}`;
  let p = cache.get(key);
  if (!p) {
    const args = ['log', `-L${start},${end}:${rel}`, '--no-patch', '-n', String(HISTORY_DEPTH), FORMAT, head];
    p = git(args, { cwd: repo.root, timeoutMs }).then((r) => {
      const commits = parseCommits(r.stdout);
      rememberShas(commits);
      return commits;
    });
    p.catch(() => cache.delete(key));
    cache.set(key, p);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  }
  return p;
}

/**
 * The commits that changed lines `start..end` (1-based, inclusive, as in the
 * working tree) of the file `rel` (repo-relative), newest first, ≤
 * HISTORY_DEPTH: `git log -L` from HEAD (issue 3: a symbol's history is its
 * own lines', not its file's). Renames are followed as `git log -L` follows
 * them. Never rejects: `{ kind: 'file', reason }` when there is no line
 * history to give (no commits yet, the file or the lines not committed, git
 * failing or taking over `timeoutMs`, LINE_LOG_TIMEOUT_MS unless given).
 * A file gone from the working tree (the old name of a staged rename, a
 * deleted file) is read as HEAD has it: the lines are HEAD's.
 * `headPath`: the file's name in HEAD when a staged rename (stagedRename.ts)
 * gave it `rel` since; the lines are followed under that name, mapped
 * through the rename's own diff.
 */
export async function rangeHistory(repo: Repo, rel: string, start: number, end: number, timeoutMs = LINE_LOG_TIMEOUT_MS, headPath = rel): Promise<RangeHistory> {
  const head = await readHead(repo);
  if (!head) return { kind: 'file', reason: 'no commits yet' };
  // Both at once: the diff is almost always empty, and then the direct answer stands.
  const direct = lineLog(repo, head, headPath, start, end, timeoutMs).catch((e: unknown) => e as Error);
  // Gone from the working tree (the old name of a staged `git mv`, a staged or unstaged delete): no lines of its
  // own to map, so the lines asked are HEAD's (a diff against nothing would map every line away).
  if (headPath === rel && !fs.existsSync(repo.abs(rel))) {
    const got = await direct;
    return got instanceof Error ? { kind: 'file', reason: reasonOf(got, rel, timeoutMs, start, end) } : { kind: 'lines', commits: got, head: { start, end } };
  }
  // A staged rename: the diff of HEAD's name against the new one (-M pairs them), else the file against itself.
  const spec = headPath === rel ? ['--no-renames', head, '--', rel] : ['-M', head, '--', headPath, rel];
  const diff = await git(['diff', '-U0', '--no-color', '--no-ext-diff', ...spec], { cwd: repo.root }).catch(() => null);
  const hunks = diff ? parseHunks(diff.stdout) : [];
  let at = { start, end };
  let got: PathCommit[] | Error;
  if (!hunks.length) got = await direct;
  else {
    const mapped = toHeadLines(hunks, start, end);
    if (!mapped) return { kind: 'file', reason: `${lineSpan(start, end)} ${start === end ? 'is' : 'are'} not committed yet` };
    at = mapped;
    got = await lineLog(repo, head, headPath, mapped.start, mapped.end, timeoutMs).catch((e: unknown) => e as Error);
  }
  if (got instanceof Error) return { kind: 'file', reason: reasonOf(got, headPath, timeoutMs, start, end) };
  return { kind: 'lines', commits: got, head: at };
}
