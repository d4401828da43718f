/**
 * `ctx_read` of a file or directory (SPEC §6.7; core/read.ts dispatches the
 * URI): a path made safe (inside the work tree, never `.git` or a sensitive
 * file, SPEC §9.3), a `path:a-b` line range or `#section`, the directory
 * listing, the level-0 lead paragraph, and the clip to whole lines whose last
 * line names the next step (level 2, or the next range).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from './errors';
import { checkLineSpan } from './lineSpan';
import type { Repo } from './repo';
import { clip, cpLength, oneLine } from './text';
import { docLead, headingAnchors, stripFrontMatter } from './docs';
import { docFormat } from './docHeadings';
import { isSensitivePath } from './secrets';
import { nextStep } from './hints';
import type { ReadLevel, Redactor } from './read';

/** Size limits of a file read (SPEC §6.7), in code points: level 0, 1 and 2. */
const FILE_L0 = 300;
const FILE_L1 = 4000;
const FILE_L2 = 80_000;


/**
 * Why a never-read file (SPEC §9.3) is refused, as its rule in words: users
 * have no SPEC to look a section number up in.
 */
function sensitiveMessage(input: string): string {
  return (
    `${input} is never read: kontext does not read files that usually hold secrets — .env files (except .env.example, .sample, ` +
    '.template and .dist), private keys and certificates (.pem, .key, .p12, .pfx, id_rsa…), credential and token files ' +
    '(credentials.json, .npmrc, .pypirc, .netrc, auth.json, service-account and secret*.json/.yaml/…), Terraform state and variables'
  );
}

/**
 * Resolves a path argument to a repo-relative path inside the work tree.
 * Throws 'refused' for `..`, paths outside the work tree (also through
 * symlinks), `.git` and sensitive files.
 */
export function safeRelPath(repo: Repo, input: string): string {
  const raw = input.trim().replace(/\\/g, '/');
  if (!raw) throw new KontextError('invalid-argument', 'uri: empty path');
  if (raw.split('/').includes('..')) throw new KontextError('refused', `${input}: paths with .. are not read; pass a path inside the repository`);
  let rel: string;
  if (path.isAbsolute(raw)) {
    const r = path.relative(repo.root, raw).replace(/\\/g, '/');
    if (r.startsWith('..') || path.isAbsolute(r)) throw new KontextError('refused', `${input} is outside the repository ${repo.root}`);
    rel = r;
  } else {
    rel = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  }
  rel = rel.replace(/\/+$/, '');
  if (rel === '.') rel = '';
  if (rel === '.git' || rel.startsWith('.git/')) throw new KontextError('refused', `${input}: git's own directory is not read`);
  if (rel && isSensitivePath(rel)) throw new KontextError('refused', sensitiveMessage(input));
  const abs = repo.abs(rel);
  let real: string;
  try {
    real = fs.realpathSync(abs);
  } catch {
    throw new KontextError('not-found', `no file or directory ${rel || '.'} in the repository`);
  }
  if (real !== repo.root && !real.startsWith(repo.root + '/')) {
    throw new KontextError('refused', `${input} resolves outside the repository (symlink to ${real})`);
  }
  const realRel = path.relative(repo.root, real).replace(/\\/g, '/');
  if (realRel && isSensitivePath(realRel)) throw new KontextError('refused', sensitiveMessage(input));
  return rel;
}

/** A `path:a-b` / `path:n` line range of a read (1-based, inclusive). */
interface LineRange {
  start: number;
  end: number;
}

/**
 * Splits `spec` into its path and a line range: `src/x.ts:120-180` (lines
 * 120–180), `src/x.ts:120` (line 120), as `why` takes them. A file whose own
 * name ends in `:<digits>` is read as that file. **[I]** SPEC §6.7 reads
 * whole files (≤80,000 code points at level 2); the range is how the rest of
 * a longer file is reached, named in the clip line.
 */
function splitRange(repo: Repo, spec: string): { pathPart: string; range: LineRange | null } {
  const m = /^(.+?):(\d+)(?:-(\d+))?$/.exec(spec);
  if (!m) return { pathPart: spec, range: null };
  try {
    safeRelPath(repo, spec);
    return { pathPart: spec, range: null };
  } catch {
    const start = Number(m[2]);
    return { pathPart: m[1], range: { start, end: m[3] ? Number(m[3]) : start } };
  }
}

/**
 * `spec` (a path, `path#section`, `path:a-b` or `path:n`) read at `level`, with
 * secret values cleaned by `red`. Throws KontextError: 'refused' (safeRelPath),
 * 'not-found' (no such path or section), 'invalid-argument' (a range of a
 * directory, a range outside the file).
 */
export async function readPath(repo: Repo, spec: string, level: ReadLevel, red: Redactor): Promise<string> {
  const hash = spec.indexOf('#');
  const anchor = hash === -1 ? null : spec.slice(hash + 1).trim();
  const { pathPart, range } = hash === -1 ? splitRange(repo, spec) : { pathPart: spec.slice(0, hash), range: null };
  const rel = safeRelPath(repo, pathPart);
  const abs = repo.abs(rel);
  const st = fs.statSync(abs);
  if (st.isDirectory()) {
    if (range) throw new KontextError('invalid-argument', `uri: ${rel || '.'} is a directory; line ranges (path:a-b) need a file`);
    return listDirectory(abs, rel);
  }
  const buf = fs.readFileSync(abs);
  if (buf.subarray(0, 8000).includes(0)) return `${rel}: binary file, ${buf.length} bytes`;
  let text = buf.toString('utf8').replace(/\r\n/g, '\n');
  const fileLines = text.split('\n').length;
  // The shown text's first line in the file, and its last (a range or section ends before the file does).
  let first = 1;
  if (anchor) {
    const sec = section(text, anchor, rel);
    text = sec.text;
    first = sec.line;
  } else if (range) {
    checkLineSpan('uri', spec, rel, range.start, range.end);
    if (range.start > fileLines) throw new KontextError('invalid-argument', `uri: ${spec}: ${rel} has ${fileLines} lines`);
    text = text.split('\n').slice(range.start - 1, range.end).join('\n');
    first = range.start;
  }
  const whole = cpLength(text);
  // Redact only what can be shown: well past the level's clip, so no secret straddles the cut.
  const room = 2 * (level === 2 ? FILE_L2 : FILE_L1);
  const shownLines = text.split('\n').length;
  text = red.clean(text.length > room ? text.slice(0, room) : text);
  if (level === 0) return clip(leadParagraph(text, rel), FILE_L0);
  const target = rel + (anchor ? `#${anchor}` : range ? `:${range.start}-${first + shownLines - 1}` : '');
  return clipLines(text, level === 1 ? FILE_L1 : FILE_L2, { rel, target, level, first, last: first + shownLines - 1, fileLines, fitsL2: whole <= FILE_L2 });
}

/** Where a clipped text sits in its file, for the clip line's numbers and next step. */
interface ClipPlace {
  /** Repository-relative path of the file. */
  rel: string;
  /** What was read (`path`, `path#section`, `path:a-b`), for the next-level hint. */
  target: string;
  level: ReadLevel;
  /** File lines of the text's first and last line (1-based), and the file's line count. */
  first: number;
  last: number;
  fileLines: number;
  /** True when the whole text fits level 2. */
  fitsL2: boolean;
}

/**
 * `text` cut to whole lines within `max` code points (SPEC §6.7 sizes), the
 * marker line included: `… (lines a–k of N; <next step>)`, numbered in the
 * file, so an answer never ends mid-word and says how to see the rest: at
 * level 1 reading at level 2; at level 2 the next lines as a range
 * (`path:k+1-last`), repeated until the end. A first line longer than `max`
 * is clipped as a plain string.
 */
function clipLines(text: string, max: number, at: ClipPlace): string {
  if (cpLength(text) <= max) return text;
  const lines = text.split('\n');
  const next = (k: number) => {
    const from = at.first + k;
    if (at.level < 2) return `; ${nextStep.read(at.target, 2)} for ${at.fitsL2 ? 'all of it' : 'more'}`;
    return `; the next lines: ${nextStep.read(`${at.rel}:${from}-${at.last}`, 2)}`;
  };
  const marker = (k: number) => `… (lines ${at.first}–${at.first + k - 1} of ${at.fileLines}${next(k)})`;
  let used = cpLength(marker(lines.length)) + 1;
  let k = 0;
  while (k < lines.length && used + cpLength(lines[k]) + 1 <= max) used += cpLength(lines[k++]) + 1;
  if (k === 0) return clip(text, max);
  return [...lines.slice(0, k), marker(k)].join('\n');
}

/** Directory view (SPEC §6.7): `path/ (N entries)` + names, folders with `/`; `.git` and sensitive files left out. */
function listDirectory(abs: string, rel: string): string {
  const names = fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((d) => d.name !== '.git' && !isSensitivePath(rel ? `${rel}/${d.name}` : d.name))
    .map((d) => (d.isDirectory() ? `${d.name}/` : d.name))
    .sort();
  return [`${rel ? rel : '.'}/ (${names.length} entries)`, ...names].join('\n');
}

/**
 * The section under the heading whose anchor is `anchor` (slug60, `-2`… for
 * repeats), up to the next heading of equal or higher level (SPEC §6.7), and
 * the file line (1-based) it starts on.
 */
function section(text: string, anchor: string, rel: string): { text: string; line: number } {
  const lines = text.split('\n');
  const headings = headingAnchors(lines, docFormat(rel));
  const want = anchor.toLowerCase();
  const i = headings.findIndex((h) => h.anchor === want);
  if (i === -1) {
    const known = headings.slice(0, 12).map((h) => h.anchor);
    throw new KontextError('not-found', `no section #${anchor} in ${rel}${known.length ? `; sections: ${known.join(', ')}` : ' (it has no headings)'}`);
  }
  const h = headings[i];
  const end = headings.slice(i + 1).find((x) => x.level <= h.level);
  const body = lines.slice(h.line, end ? end.line : lines.length);
  // Trimmed like before: blank lines before the heading's text do not count.
  let lead = 0;
  while (lead < body.length && body[lead].trim() === '') lead++;
  return { text: body.join('\n').trim(), line: h.line + lead + 1 };
}

/** First paragraph for level 0: prose after front matter and headings (in the file's format, docHeadings.ts), else the first block of lines. */
function leadParagraph(text: string, rel: string): string {
  const prose = docLead(rel, text);
  if (prose) return prose;
  const block = stripFrontMatter(text).trim().split(/\n\s*\n/)[0] ?? '';
  return oneLine(block);
}
