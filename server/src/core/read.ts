/**
 * `ctx_read` / `kontext read` (SPEC §6.7): one URI at one of three levels
 * (0 = one line, 1 = overview, 2 = full). Reads never leave the work tree and
 * never return sensitive files (SPEC §9.3). **[I]** Nor raw secret values in
 * any other file, entry or commit: what is returned is redacted by the §9.1
 * rules as captures are (§9.2, honouring `secrets.allow` and
 * `kontext:allow-secret`), before clipping so a cut never leaves half a
 * secret, and the answer says how many values were redacted.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from './errors';
import { git } from './git';
import type { Repo } from './repo';
import { clip, cpLength, oneLine } from './text';
import type { Entry } from './types';
import { firstParagraph, headingAnchors, stripFrontMatter } from './docs';
import { ambiguousEntryMessage, entryMatches, loadStore } from './store/store';
import { l0 } from './store/summary';
import { listInbox, requireInboxRef, resolveInboxRef, showInboxItem } from './inbox';
import type { InboxItem } from './inbox';
import { promotedBanner, promotedEntryFor } from './promotedRef';
import { isSensitivePath, redactSecrets } from './secrets';
import { allowPatterns } from './check';
import { nextStep } from './hints';

export type ReadLevel = 0 | 1 | 2;

/** Size limits of SPEC §6.7, in code points. */
const FILE_L0 = 300;
const FILE_L1 = 4000;
const FILE_L2 = 80_000;
const ENTRY_L0 = 240;
const ENTRY_BODY_L1 = 4000;
const DIFF_L2 = 60_000;

/**
 * Reads `uri` at `level`: `kx:<id>`, `file:<path>[#anchor]`, a plain
 * repo-relative (or absolute, inside the work tree) path or directory, a
 * file's lines `path:a-b` / `path:n` (also after `file:`),
 * `git:<sha>` (hex ≥4), `inbox:<id>`. Throws KontextError: 'invalid-argument'
 * (bad level, empty or malformed URI), 'not-found' (unknown id, path, anchor or
 * commit; ambiguous prefixes list ≤6 candidates), 'refused' (`..`, outside the
 * work tree, sensitive files, adapter URIs no adapter owns).
 */
export async function readUri(repo: Repo, uri: string, level: ReadLevel): Promise<string> {
  if (level !== 0 && level !== 1 && level !== 2) {
    throw new KontextError('invalid-argument', `level: must be 0 (one line), 1 (overview) or 2 (full), got ${String(level)}`);
  }
  const u = uri.trim();
  if (!u) throw new KontextError('invalid-argument', 'uri: empty; pass kx:<id>, file:<path>[#section], git:<sha>, inbox:<id> or a path');
  const red = new Redactor(repo);
  if (u.startsWith('kx:')) return red.note(await readEntry(repo, u.slice(3), level, red), level);
  if (u.startsWith('git:')) return red.note(await readCommit(repo, u.slice(4), level, red), level);
  if (u.startsWith('inbox:')) {
    const ref = u.slice(6);
    const items = await listInbox(repo);
    // A promoted note left the inbox: point to the entry it became (newcomer3 #10).
    if (!resolveInboxRef(items, ref).item) {
      const hit = promotedEntryFor(repo, await loadStore(repo), ref);
      if (hit) return red.note(`${promotedBanner(hit)}\n\n${await readEntry(repo, hit.entry.id, level, red)}`, level);
    }
    return inboxAtLevel(requireInboxRef(items, ref), level);
  }
  if (u.startsWith('file:')) return red.note(await readPath(repo, u.slice(5), level, red), level);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(u);
  if (scheme) {
    throw new KontextError(
      'refused',
      `no adapter reads ${scheme[1]}:// URIs: an adapter's read op must declare owns = "${scheme[1]}://…" in [adapters.<name>.ops.read] (none is configured)`,
    );
  }
  return red.note(await readPathOrEntry(repo, u, level, red), level);
}

/**
 * A plain argument: a path when one exists, else an entry id pasted from
 * `brief` or `log` without its `kx:` (SPEC §2.5 resolution: exact, short id,
 * unique prefix). A path that exists always wins; when neither exists the
 * error says both were tried.
 */
async function readPathOrEntry(repo: Repo, u: string, level: ReadLevel, red: Redactor): Promise<string> {
  try {
    return await readPath(repo, u, level, red);
  } catch (e) {
    if (!KontextError.is(e, 'not-found') || /^no section #/.test((e as Error).message) || u.includes('#')) throw e;
    const store = await loadStore(repo);
    // One entry, or several that tie (readEntry names them and the way out).
    if (entryMatches(store, u).length) return readEntry(repo, u, level, red);
    const promoted = promotedEntryFor(repo, store, u);
    if (promoted) return `${promotedBanner(promoted)}\n\n${await readEntry(repo, promoted.entry.id, level, red)}`;
    // An inbox id as `capture` and `inbox` print it, without its `inbox:`.
    const { item } = resolveInboxRef(await listInbox(repo), u);
    if (item) return inboxAtLevel(item, level);
    throw new KontextError(
      'not-found',
      `no file, directory, entry or inbox id "${u}" in the repository; find ids with ${nextStep.search('<words>')}, ${nextStep.log()} or ${nextStep.inbox()}`,
    );
  }
}

// ---- secret redaction -------------------------------------------------------

/** Counts redactions of one read; `note` appends the count to the answer. */
class Redactor {
  count = 0;
  private allow: RegExp[] | null = null;
  constructor(private readonly repo: Repo) {}

  /** `text` with secret values replaced (SPEC §9.2), counting them. */
  clean(text: string): string {
    this.allow ??= allowPatterns(this.repo.config().secrets?.allow ?? []);
    const r = redactSecrets(text, this.allow);
    this.count += r.count;
    return r.text;
  }

  /** The answer with the redaction count after it (nothing when none). */
  note(answer: string, level: ReadLevel): string {
    if (!this.count) return answer;
    const n = `(${this.count} secret value(s) redacted)`;
    return level === 0 && !answer.includes('\n') ? `${answer} ${n}` : `${answer.trimEnd()}\n\n${n}`;
  }
}

// ---- inbox: ---------------------------------------------------------------

/**
 * An inbox note at `level`, shaped like a `kx:` entry's: 0 one line
 * (`<l0> [kind · local note] <inbox:id>`), 1 overview, 2 the file as written.
 * Inbox notes are redacted when captured (SPEC §5.1), so they are shown as stored.
 */
function inboxAtLevel(item: InboxItem, level: ReadLevel): string {
  const status = item.visibility === 'private' ? 'local note, private' : 'local note';
  if (level === 0) return `${clip(oneLine(l0(item)), ENTRY_L0)} [${item.kind} · ${status}] <inbox:${item.id}>`;
  if (level === 2) return showInboxItem(item);
  const lines = [`# ${item.title}`, [item.kind, `inbox (${status}, not reviewed)`, item.date].filter(Boolean).join(' · ')];
  if (item.paths.length) lines.push(`paths: ${item.paths.join(', ')}`);
  if (item.supersedes.length) lines.push(`supersedes: ${item.supersedes.join(', ')}`);
  const body = item.body.trim();
  if (body) lines.push('', clip(body, ENTRY_BODY_L1));
  return lines.join('\n');
}

// ---- kx: ------------------------------------------------------------------

async function readEntry(repo: Repo, ref: string, level: ReadLevel, red: Redactor): Promise<string> {
  const store = await loadStore(repo);
  const matches = entryMatches(store, ref);
  const e = matches.length === 1 ? matches[0] : null;
  if (!e) {
    const r = ref.trim();
    if (matches.length > 1) throw new KontextError('not-found', ambiguousEntryMessage(r, matches, (uri) => nextStep.read(uri)));
    // An inbox id pasted as kx: after its note was promoted under a new id.
    const promoted = r ? promotedEntryFor(repo, store, r) : null;
    if (promoted) return `${promotedBanner(promoted)}\n\n${await readEntry(repo, promoted.entry.id, level, red)}`;
    throw new KontextError('not-found', `no entry kx:${r}; find ids with ${nextStep.search('<words>')} or ${nextStep.log()}`);
  }
  if (level === 0) return `${clip(oneLine(red.clean(l0(e))), ENTRY_L0)} [${[e.kind, e.status].filter(Boolean).join(' · ')}] <kx:${e.id}>`;
  if (level === 1) return entryOverview(e, red);
  try {
    return red.clean(fs.readFileSync(repo.abs(e.path), 'utf8'));
  } catch (err) {
    throw new KontextError('not-found', `entry kx:${e.id} is listed but ${e.path} cannot be read: ${(err as Error).message}`);
  }
}

/** Level-1 view of an entry (SPEC §6.7). */
function entryOverview(e: Entry, red: Redactor): string {
  const lines = [`# ${red.clean(e.title)}`, [e.kind, e.path, e.status, e.date].filter(Boolean).join(' · ')];
  if (e.paths.length) lines.push(`paths: ${e.paths.join(', ')}`);
  if (e.superseded_by.length) lines.push(`superseded by: ${e.superseded_by.join(', ')}`);
  if (e.supersedes.length) lines.push(`supersedes: ${e.supersedes.join(', ')}`);
  const body = e.body.trim();
  if (body) lines.push('', clip(red.clean(body), ENTRY_BODY_L1));
  return lines.join('\n');
}

// ---- git: -----------------------------------------------------------------

async function readCommit(repo: Repo, ref: string, level: ReadLevel, red: Redactor): Promise<string> {
  const r = ref.trim();
  if (!/^[0-9a-fA-F]{4,40}$/.test(r)) {
    throw new KontextError('invalid-argument', `uri: git:${r} is not a commit sha (4–40 hex digits)`);
  }
  const res = await git(['rev-parse', '--verify', '-q', '--end-of-options', `${r}^{commit}`], { cwd: repo.root, okCodes: [0, 1, 128] });
  const sha = res.stdout.trim();
  if (res.code !== 0 || !sha) {
    const ambiguous = /ambiguous/i.test(res.stderr);
    throw new KontextError('not-found', ambiguous ? `git:${r} is ambiguous; pass more digits` : `no commit git:${r} in this repository`);
  }
  if (level === 0) {
    const out = await git(['show', '-s', '--format=%h %ad %an: %s', '--date=short', sha], { cwd: repo.root });
    return red.clean(out.stdout.trim());
  }
  const stat = red.clean((await git(['show', '--stat', '--no-color', '--format=medium', '--date=iso-strict', sha], { cwd: repo.root })).stdout.trimEnd());
  if (level === 1) return stat;
  const patch = await git(['show', '--no-color', '--format=', '--patch', sha], { cwd: repo.root });
  const diff = clip(red.clean(withoutSensitiveDiffs(patch.stdout.replace(/^\n+/, ''))), DIFF_L2);
  return `${stat}\n\n${diff}`.trimEnd();
}

/** Replaces the diff of every sensitive file (SPEC §9.3) with a one-line note. */
function withoutSensitiveDiffs(patch: string): string {
  const parts = patch.split(/^(?=diff --git )/m);
  return parts
    .map((p) => {
      const m = /^diff --git a\/(.+?) b\/(.+?)\n/.exec(p);
      if (m && (isSensitivePath(m[1]) || isSensitivePath(m[2]))) return `diff --git a/${m[1]} b/${m[2]}\n(diff of a sensitive file omitted)\n`;
      return p;
    })
    .join('');
}

// ---- files and directories --------------------------------------------------

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

async function readPath(repo: Repo, spec: string, level: ReadLevel, red: Redactor): Promise<string> {
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
    if (range.start < 1 || range.end < range.start) throw new KontextError('invalid-argument', `uri: ${spec}: lines are 1-based and start ≤ end`);
    if (range.start > fileLines) throw new KontextError('invalid-argument', `uri: ${spec}: ${rel} has ${fileLines} lines`);
    text = text.split('\n').slice(range.start - 1, range.end).join('\n');
    first = range.start;
  }
  const whole = cpLength(text);
  // Redact only what can be shown: well past the level's clip, so no secret straddles the cut.
  const room = 2 * (level === 2 ? FILE_L2 : FILE_L1);
  const shownLines = text.split('\n').length;
  text = red.clean(text.length > room ? text.slice(0, room) : text);
  if (level === 0) return clip(leadParagraph(text), FILE_L0);
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
  const headings = headingAnchors(lines);
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

/** First paragraph for level 0: prose after front matter and headings, else the first block of lines. */
function leadParagraph(text: string): string {
  const body = stripFrontMatter(text);
  const prose = firstParagraph(body);
  if (prose) return prose;
  const block = body.trim().split(/\n\s*\n/)[0] ?? '';
  return oneLine(block);
}
