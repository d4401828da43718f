/**
 * Commit history of HEAD, read with raw `git log` (one NUL-separated custom
 * format, `-z`, optionally `--no-renames --name-only`) because this is the hot
 * path of a cold index (bench/search.mjs `history` measures it against plain
 * `git log -n 5000`). git writes fully buffered (git.ts `gitStream`,
 * `GIT_FLUSH=0`) and each record is decoded and parsed as soon as it is whole.
 * The changed paths (`files`) are git's per-commit tree diff, ~2.5× the walk
 * itself: the search index reads commits without them and takes the paths
 * from commitFiles.ts (cache or a background pass); with `files`, long
 * histories are read in two parts by two git processes at once.
 */
import { isAscii } from 'node:buffer';
import * as os from 'node:os';
import { git, gitStream } from './git';
import { readHead } from './head';
import type { Repo } from './repo';

/** One commit of HEAD's history. */
export interface Commit {
  /** Full 40-hex sha. */
  sha: string;
  /** Git's unique abbreviation (`%h`). */
  short: string;
  /** Author date, ISO 8601 with offset (`%aI`). */
  date: string;
  /** Author name. */
  author: string;
  /** First line of the message. */
  subject: string;
  /** Message after the subject, without the trailer block, trimmed. */
  body: string;
  /** Trailer block of the message (`Key: value` lines of its last paragraph), in order. */
  trailers: [string, string][];
  /** Repo-relative paths changed vs the first parent (empty for merges and when not asked). */
  files: string[];
}

/** Record and field separators that never occur in git's header fields. */
const REC = '\x1e';
const FIELD = '\x1f';
const FORMAT = `${REC}%H${FIELD}%h${FIELD}%aI${FIELD}%an${FIELD}%B`;

/** Share of the commits the first of two processes reads (git CPU per part measured on vuejs/core, 5000 commits: 2500 → 130/170 ms, 2750 → ~150/155 ms). */
const FIRST_SHARE = 0.55;

/** Below this many commits a second git process costs more than it saves. */
const SPLIT_MIN = 1000;

export interface ReadCommitsOptions {
  /** Fill `files` (`--name-only`); default true. */
  files?: boolean;
  /** Revision to start from; default `HEAD`. */
  rev?: string;
}

/**
 * Reads the newest `max` commits reachable from HEAD (or `opts.rev`), newest first.
 * A repository without commits gives []. Rename detection is off
 * (`--no-renames`): a rename lists both paths, and it is several times cheaper.
 * Throws KontextError('git') when git fails for another reason.
 */
export async function readCommits(repo: Repo, max: number, opts: ReadCommitsOptions = {}): Promise<Commit[]> {
  const commits: Commit[] = [];
  await streamCommits(repo, max, opts, (c) => commits.push(c));
  return commits;
}

/**
 * readCommits, delivering each commit to `onCommit` (newest first, in order)
 * as soon as git has written it: the parse and the caller's work per commit
 * (the cold index builds its documents here) overlap git's own walk, which is
 * most of the wall time. With two git processes the older half is parsed
 * as it arrives and delivered once the newer half is complete.
 */
export async function streamCommits(repo: Repo, max: number, opts: ReadCommitsOptions, onCommit: (c: Commit) => void): Promise<void> {
  if (max <= 0) return;
  const rev = opts.rev ?? 'HEAD';
  // HEAD read from the git dir: a `git rev-parse` would cost a process before the walk starts.
  if (rev === 'HEAD' && !(await readHead(repo))) return;
  const withFiles = opts.files !== false;
  const base = ['log', '-z', `--format=${FORMAT}`, ...(withFiles ? ['--no-renames', '--name-only'] : [])];
  const parts = withFiles && max >= SPLIT_MIN && os.cpus().length > 1 ? 2 : 1;
  // Part i covers commits [bounds[i], bounds[i+1]). The second process first walks
  // past the first part (`--skip`, ~45 ms of commit parsing for 2500 commits
  // here), so the first part takes a little more than half.
  const bounds = parts === 1 ? [0, max] : [0, Math.round(max * FIRST_SHARE), max];
  // Part i's commits wait in held[i] until every newer part has been delivered.
  const held: Commit[][] = Array.from({ length: parts }, () => []);
  const done = new Array<boolean>(parts).fill(false);
  let current = 0;
  const advance = () => {
    while (current < parts && done[current]) {
      current++;
      if (current < parts) for (const c of held[current].splice(0)) onCommit(c);
    }
  };
  await Promise.all(
    Array.from({ length: parts }, (_, i) => {
      const reader = new LogReader((c) => (i === current ? onCommit(c) : held[i].push(c)));
      const args = [...base, ...(i > 0 ? [`--skip=${bounds[i]}`] : []), `--max-count=${bounds[i + 1] - bounds[i]}`, rev, '--'];
      return gitStream(args, repo.root, (chunk) => reader.push(chunk)).then(() => {
        reader.end();
        done[i] = true;
        advance();
      });
    }),
  );
}

/**
 * Reads exactly the commits `shas` (in the given order) with their files, one
 * git call (`--no-walk=unsorted --stdin`). Used by the incremental index refresh.
 */
export async function readCommitsBySha(repo: Repo, shas: string[]): Promise<Commit[]> {
  if (shas.length === 0) return [];
  const out = await git(['log', '-z', `--format=${FORMAT}`, '--no-renames', '--name-only', '--no-walk=unsorted', '--stdin'], {
    cwd: repo.root,
    input: shas.join('\n') + '\n',
  });
  return parseLog(out.stdout, []);
}

/** REC as a byte: an ASCII control byte never occurs inside a multi-byte UTF-8 character, so byte chunks can be cut there. */
const REC_BYTE = 0x1e;

/**
 * Parses FORMAT output (`-z`, optionally `--name-only`) fed as raw bytes in
 * chunks of any size, cut anywhere (even inside a UTF-8 character); a record
 * is complete when the next begins or the input ends. Each record is decoded
 * on its own: small strings decode several times faster than one large one
 * (1.5 MB for 5000 commits: ~18 ms whole, ~1 ms in record-sized pieces), and
 * pure-ASCII records take the one-byte path.
 */
export class LogReader {
  /** Bytes of the record still arriving (starting with REC), if any. */
  private pending: Buffer[] = [];

  constructor(private readonly emit: (c: Commit) => void) {}

  push(chunk: Buffer | string): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let pos = bytes.indexOf(REC_BYTE);
    if (pos === -1) {
      if (this.pending.length) this.pending.push(bytes);
      return;
    }
    if (this.pending.length) {
      this.pending.push(bytes.subarray(0, pos));
      this.flushPending();
    }
    for (;;) {
      const next = bytes.indexOf(REC_BYTE, pos + 1);
      if (next === -1) break;
      this.record(bytes, pos + 1, next);
      pos = next;
    }
    // The last record may continue in the next chunk; copied so the chunk can be freed.
    this.pending.push(Buffer.from(bytes.subarray(pos)));
  }

  end(): void {
    if (this.pending.length) this.flushPending();
  }

  private flushPending(): void {
    const rec = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.record(rec, 1, rec.length);
  }

  private record(bytes: Buffer, from: number, to: number): void {
    const text = decodeRange(bytes, from, to);
    const c = parseRecord(text, 0, text.length);
    if (c) this.emit(c);
  }
}

/** Node's own decoders behind `Buffer#toString` (present in every Node release); the public `toString(enc, start, end)` costs twice as much per record here. */
type SliceBuffer = Buffer & { latin1Slice(start: number, end: number): string; utf8Slice(start: number, end: number): string };
const sliceMethods = typeof (Buffer.prototype as SliceBuffer).latin1Slice === 'function' && typeof (Buffer.prototype as SliceBuffer).utf8Slice === 'function';

/** Text of `bytes[from, to)`: UTF-8, through the one-byte (latin1) path when those bytes are pure ASCII. */
function decodeRange(bytes: Buffer, from: number, to: number): string {
  const ascii = isAscii(bytes.subarray(from, to));
  if (!sliceMethods) return bytes.toString(ascii ? 'latin1' : 'utf8', from, to);
  return ascii ? (bytes as SliceBuffer).latin1Slice(from, to) : (bytes as SliceBuffer).utf8Slice(from, to);
}

/** Emits every record of `text` (whole records, each starting with REC; a torn one is skipped). */
function emitRecords(text: string, emit: (c: Commit) => void): void {
  let pos = text.indexOf(REC);
  while (pos !== -1) {
    const next = text.indexOf(REC, pos + 1);
    const c = parseRecord(text, pos + 1, next === -1 ? text.length : next);
    if (c) emit(c);
    pos = next;
  }
}

/** Parses the whole output of FORMAT with `-z` (and optionally `--name-only`) into `into`. */
export function parseLog(out: string, into: Commit[]): Commit[] {
  emitRecords(out, (c) => into.push(c));
  return into;
}

/** The record of FORMAT in `text` between `from` (after its REC) and `to`, or null when it is torn. */
function parseRecord(text: string, from: number, to: number): Commit | null {
  // Header fields never contain FIELD; the message may, so cut it by index.
  const f1 = text.indexOf(FIELD, from);
  const f2 = f1 === -1 ? -1 : text.indexOf(FIELD, f1 + 1);
  const f3 = f2 === -1 ? -1 : text.indexOf(FIELD, f2 + 1);
  const f4 = f3 === -1 ? -1 : text.indexOf(FIELD, f3 + 1);
  if (f4 === -1 || f4 >= to) return null;
  let nul = text.indexOf('\0', f4 + 1);
  if (nul >= to) nul = -1;
  const message = text.slice(f4 + 1, nul === -1 ? to : nul);
  const files: string[] = [];
  if (nul !== -1) {
    // After the message: NUL-separated paths, the first one preceded by a newline.
    let at = nul + 1;
    while (at < to) {
      let stop = text.indexOf('\0', at);
      if (stop === -1 || stop > to) stop = to;
      const start = text.charCodeAt(at) === 10 ? at + 1 : at;
      if (stop > start) files.push(text.slice(start, stop));
      at = stop + 1;
    }
  }
  const { subject, body, trailers } = splitMessage(message);
  return {
    sha: text.slice(from, f1),
    short: text.slice(f1 + 1, f2),
    date: text.slice(f2 + 1, f3),
    author: text.slice(f3 + 1, f4),
    subject,
    body,
    trailers,
    files,
  };
}

const TRAILER_LINE = /^([A-Za-z0-9][A-Za-z0-9-]*):[ \t]*(.*)$/;

/**
 * Splits a commit message into subject, body and trailers. The trailer block
 * is the last paragraph when every line of it is `Key: value` or an indented
 * continuation (git's own rule, minus its 25 % tolerance for non-trailer lines).
 * Runs once per commit of a cold index, mostly before the JIT has warmed up:
 * plain scans stand in for regular expressions where they can (same results,
 * checked against the regex form in test/core/history.test.ts).
 */
export function splitMessage(message: string): { subject: string; body: string; trailers: [string, string][] } {
  // trimEnd strips the same characters as /\s+$/ without its quadratic backtracking over inner whitespace runs.
  const text = (message.includes('\r') ? message.replace(/\r\n/g, '\n') : message).trimEnd();
  const nl = text.indexOf('\n');
  const subject = (nl === -1 ? text : text.slice(0, nl)).trim();
  let rest = nl === -1 ? '' : dropLeadingBlankLines(text, nl + 1);
  const trailers: [string, string][] = [];
  const cut = rest.lastIndexOf('\n\n');
  const start = cut === -1 ? 0 : cut + 2;
  // Most messages have no trailer block: its first line must begin `Key:`.
  if (start < rest.length && startsWithKey(rest, start)) {
    const lines = rest.slice(start).split('\n');
    const parsed: [string, string][] = [];
    let ok = TRAILER_LINE.test(lines[0]);
    for (const line of lines) {
      if (!ok) break;
      const m = TRAILER_LINE.exec(line);
      if (m) parsed.push([m[1], m[2].trim()]);
      else if (/^[ \t]+\S/.test(line) && parsed.length) parsed[parsed.length - 1][1] += ' ' + line.trim();
      else ok = false;
    }
    if (ok && parsed.length) {
      trailers.push(...parsed);
      rest = cut === -1 ? '' : rest.slice(0, cut);
    }
  }
  return { subject, body: rest.trim(), trailers };
}

/** `text.slice(from).replace(/^\s*\n/, '')`: drops the leading whitespace up to its last newline. */
function dropLeadingBlankLines(text: string, from: number): string {
  let lastNl = -1;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) lastNl = i;
    else if (!isSpace(c)) break;
  }
  return text.slice(lastNl === -1 ? from : lastNl + 1);
}

/** The characters of JavaScript's `\s` (WhiteSpace + LineTerminator). */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** True when `s` at `i` begins with TRAILER_LINE's key and colon (`[A-Za-z0-9][A-Za-z0-9-]*:`). */
function startsWithKey(s: string, i: number): boolean {
  for (let j = i; j < s.length; j++) {
    const c = s.charCodeAt(j);
    const alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (alnum || (c === 45 && j > i)) continue;
    return c === 58 && j > i;
  }
  return false;
}

/**
 * Commit noise rule (SPEC §6.1): merge commits with git's default subjects
 * (`Merge branch …`, `Merge remote-tracking branch …`) are not indexed.
 */
export function isNoiseCommit(c: Commit): boolean {
  return /^Merge (branch|remote-tracking branch) /.test(c.subject);
}

const NOISE_LINE = /^\s*(co-authored-by:|signed-off-by:|🤖 generated with)/i;

/** Drops attribution lines (SPEC §6.1: co-authored-by:, signed-off-by:, "🤖 generated with"). */
export function dropNoiseLines(text: string): string {
  if (!/co-authored-by:|signed-off-by:|🤖/i.test(text)) return text;
  return text
    .split('\n')
    .filter((l) => !NOISE_LINE.test(l))
    .join('\n')
    .trim();
}

/** Trailers minus attribution ones (SPEC §6.1). */
export function meaningfulTrailers(c: Commit): [string, string][] {
  return c.trailers.filter(([k]) => !/^(co-authored-by|signed-off-by)$/i.test(k));
}
