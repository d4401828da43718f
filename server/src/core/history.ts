/**
 * Commit history of HEAD, read with raw `git log` (one NUL-separated custom
 * format, `--name-only -z`) because this is the hot path of a cold index
 * (bench/history.mjs measures it against plain `git log -n 5000`).
 * Long histories are read in two halves by two git processes at once: the
 * per-commit tree diff behind `--name-only` is most of the cost and splits cleanly.
 */
import * as os from 'node:os';
import { git } from './git';
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
  if (max <= 0) return [];
  const rev = opts.rev ?? 'HEAD';
  if (rev === 'HEAD' && !(await repo.head())) return [];
  const withFiles = opts.files !== false;
  const base = ['log', '-z', `--format=${FORMAT}`, ...(withFiles ? ['--no-renames', '--name-only'] : [])];
  const parts = withFiles && max >= SPLIT_MIN && os.cpus().length > 1 ? 2 : 1;
  const size = Math.ceil(max / parts);
  const outs = await Promise.all(
    Array.from({ length: parts }, (_, i) =>
      git([...base, ...(i > 0 ? [`--skip=${i * size}`] : []), `--max-count=${Math.min(size, max - i * size)}`, rev, '--'], {
        cwd: repo.root,
      }),
    ),
  );
  const commits: Commit[] = [];
  for (const o of outs) parseLog(o.stdout, commits);
  return commits;
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

/** Parses the output of FORMAT with `-z` (and optionally `--name-only`) into `into`. */
export function parseLog(out: string, into: Commit[]): Commit[] {
  let pos = out.indexOf(REC);
  while (pos !== -1) {
    const next = out.indexOf(REC, pos + 1);
    const rec = out.slice(pos + 1, next === -1 ? out.length : next);
    pos = next;
    // Header fields never contain FIELD; the message may, so cut it by index.
    const f1 = rec.indexOf(FIELD);
    const f2 = rec.indexOf(FIELD, f1 + 1);
    const f3 = rec.indexOf(FIELD, f2 + 1);
    const f4 = rec.indexOf(FIELD, f3 + 1);
    if (f4 === -1) continue;
    const nul = rec.indexOf('\0', f4 + 1);
    const message = rec.slice(f4 + 1, nul === -1 ? rec.length : nul);
    const files: string[] = [];
    if (nul !== -1) {
      for (const p of rec.slice(nul + 1).split('\0')) {
        const file = p.charCodeAt(0) === 10 ? p.slice(1) : p;
        if (file) files.push(file);
      }
    }
    const { subject, body, trailers } = splitMessage(message);
    into.push({
      sha: rec.slice(0, f1),
      short: rec.slice(f1 + 1, f2),
      date: rec.slice(f2 + 1, f3),
      author: rec.slice(f3 + 1, f4),
      subject,
      body,
      trailers,
      files,
    });
  }
  return into;
}

const TRAILER_LINE = /^([A-Za-z0-9][A-Za-z0-9-]*):[ \t]*(.*)$/;

/**
 * Splits a commit message into subject, body and trailers. The trailer block
 * is the last paragraph when every line of it is `Key: value` or an indented
 * continuation (git's own rule, minus its 25 % tolerance for non-trailer lines).
 */
export function splitMessage(message: string): { subject: string; body: string; trailers: [string, string][] } {
  const text = message.replace(/\r\n/g, '\n').replace(/\s+$/, '');
  const nl = text.indexOf('\n');
  const subject = (nl === -1 ? text : text.slice(0, nl)).trim();
  let rest = nl === -1 ? '' : text.slice(nl + 1).replace(/^\s*\n/, '');
  const trailers: [string, string][] = [];
  const cut = rest.lastIndexOf('\n\n');
  const last = cut === -1 ? rest : rest.slice(cut + 2);
  if (last && (cut !== -1 || nl !== -1)) {
    const lines = last.split('\n');
    const parsed: [string, string][] = [];
    let ok = lines.length > 0 && TRAILER_LINE.test(lines[0]);
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
