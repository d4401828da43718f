/**
 * `ctx_read` / `kontext read` (SPEC §6.7): one URI at one of three levels
 * (0 = one line, 1 = overview, 2 = full). Reads never leave the work tree and
 * never return sensitive files (SPEC §9.3). **[I]** Nor raw secret values in
 * any other file, entry or commit: what is returned is redacted by the §9.1
 * rules as captures are (§9.2, honouring `secrets.allow` and
 * `kontext:allow-secret`), before clipping so a cut never leaves half a
 * secret, and the answer says how many values were redacted.
 * This file dispatches the URI and reads entries, inbox notes and commits;
 * files and directories are readPath.ts.
 */
import * as fs from 'node:fs';
import { KontextError } from './errors';
import { git } from './git';
import type { Repo } from './repo';
import { clip, oneLine } from './text';
import type { Entry } from './types';
import { ambiguousEntryMessage, entryMatches, loadStore } from './store/store';
import { l0 } from './store/summary';
import { listInbox, requireInboxRef, resolveInboxRef, showInboxItem } from './inbox';
import type { InboxItem } from './inbox';
import { promotedBanner, promotedEntryFor } from './promotedRef';
import { isSensitivePath, redactSecrets } from './secrets';
import { allowPatterns } from './check';
import { nextStep } from './hints';
import { readPath } from './readPath';

export type ReadLevel = 0 | 1 | 2;

/** Size limits of SPEC §6.7 for entries and commits, in code points (a file's: readPath.ts). */
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
export class Redactor {
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
