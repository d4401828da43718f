/**
 * Capture (SPEC §5.1, §5.4): turns an agent's or a person's note into an inbox
 * candidate, or — with `promote` — straight into a store entry. Normalises the
 * kind (aliases, `pitfall` tag), status, paths and commits; redacts secrets
 * (§9.2); records author, origin, date; and warns about similar store entries.
 */
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry, Status } from './types';
import { KontextError } from './errors';
import { gitMaybe } from './git';
import { cpLength, localDate, oneLine } from './text';
import { listInbox } from './inbox';
import { addToInbox } from './inboxAdd';
import { similarNotes } from './captureSimilar';
import { kindChoices, normalizeKind, resolveKinds, unknownKindMessage } from './store/kinds';
import { loadStore, resolveEntry } from './store/store';
import { redactSecrets } from './secrets';
import { applySupersedes, fullSupersedeIds, writeNewEntry, type EntryDraft } from './store/write';
import { CANONICAL_STATUSES, normalizeStatus } from './store/status';
import { SETUP_HINT, setupAdvice } from './setup';
import { entryPathMatch } from './globs';
import { repoFiles } from './pathSuggest';
import { defaultPathsFromChange } from './changeSet';
import { configNote, gitAdd, stageNewConfig } from './stage';
import { forReader, kontextCommand, nextStep } from './hints';

/** What a capture takes (the ctx_capture arguments; lists may be comma strings). */
export interface CaptureInput {
  kind: string;
  title: string;
  /** Markdown body; when absent the summary is used (CLI `--summary` alone). */
  body?: string;
  summary?: string;
  paths?: string[] | string;
  tags?: string[] | string;
  visibility?: 'team' | 'private';
  supersedes?: string[] | string;
  status?: string;
  promote?: boolean;
  /** Commit shas (kept to 12 characters). */
  commits?: string[] | string;
  /** Where the knowledge came from (a thread, a URL); kept in the inbox only. */
  source?: string;
}

/** What a capture answers (the ctx_capture structured result plus its text). */
export interface CaptureResult {
  id: string;
  /** `inbox:<id>` for candidates, `kx:<id>` for entries written to the store. */
  uri: string;
  /** Repo-relative path of the store file when promoted. */
  path?: string;
  promoted: boolean;
  notes: string[];
  /** The reply: location, next step, notes. */
  text: string;
}

/**
 * Longest title a capture accepts, in code points. **[I]** SPEC §5.1 asks for a
 * short statement without a number; 140 is the widest a title is ever shown
 * whole (search `<title≤140>` §6.6, inbox and brief lines `<L0≤140>` §5.5,
 * §6.10), so a longer one would be cut everywhere it appears. Ids and file
 * names stay bounded anyway (slug60/slug50, §2.5).
 */
export const MAX_TITLE_CHARS = 140;

/**
 * Normalises a status the caller gave (SPEC §2.6, via store/status.ts). Throws
 * KontextError('invalid-argument') for a word that is not a status, naming the
 * valid ones: a capture never writes an unrecognisable status.
 */
export function normalizeCaptureStatus(raw: string): Status {
  const s = normalizeStatus(raw);
  if (!s || s === 'unknown') {
    throw new KontextError(
      'invalid-argument',
      `status: "${raw}" is not a status; use one of ${CANONICAL_STATUSES.join(', ')}`,
    );
  }
  return s;
}

/** Trims list arguments and drops empties; a plain string is split at commas (SPEC §5.1). */
export function listArg(v: string[] | string | undefined): string[] {
  if (v === undefined || v === null) return [];
  const items = typeof v === 'string' ? v.split(',') : v;
  return items.map((s) => String(s).trim()).filter((s) => s !== '');
}

/** Paths trimmed with a leading `./` removed (SPEC §5.1). */
export function cleanPaths(v: string[] | string | undefined): string[] {
  return listArg(v)
    .map((p) => p.replace(/\\/g, '/').replace(/^(\.\/)+/, ''))
    .filter((p) => p !== '');
}

/**
 * `paths` made repo-relative (SPEC §5.1: trimmed, `./` stripped; **[I]** an
 * absolute path inside the work tree becomes relative, `a/../b` is
 * normalised). Throws KontextError('invalid-argument') for a path that
 * leaves the repository: it could never match a file here.
 */
export function repoPaths(root: string, v: string[] | string | undefined): string[] {
  return cleanPaths(v).map((p) => {
    let rel = p;
    if (path.isAbsolute(p)) rel = path.relative(root, p).replace(/\\/g, '/');
    else if (p.split('/').includes('..')) rel = path.posix.normalize(p);
    if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) {
      throw new KontextError('invalid-argument', `paths: ${p} is outside the repository; give paths or globs relative to ${root} (e.g. src/billing/**)`);
    }
    return rel === '.' || rel === '' ? '**' : rel;
  });
}

/**
 * `commits` as short shas (SPEC §5.1: ≤ 12 characters). Throws
 * KontextError('invalid-argument') for anything that is not 4–40 hex digits
 * (a branch name or a message would never match a commit later).
 */
export function commitArg(v: string[] | string | undefined): string[] {
  return listArg(v).map((c) => {
    if (!/^[0-9a-fA-F]{4,40}$/.test(c)) {
      throw new KontextError('invalid-argument', `commits: "${c}" is not a commit sha; pass short shas of 4–40 hex digits (git log --oneline shows them)`);
    }
    return c.slice(0, 12).toLowerCase();
  });
}

/** Notes for `paths` patterns that match no file of the repository (likely a typo; SPEC §5.1 routing note). */
async function unmatchedPathNotes(repo: Repo, patterns: string[]): Promise<string[]> {
  if (!patterns.length) return [];
  const files = await repoFiles(repo).catch(() => null);
  if (!files) return [];
  return patterns.filter((p) => !files.some((f) => entryPathMatch(p, f))).map((p) => `paths: ${p}${NO_FILE}`);
}

/** The end of a note about a path that matches no file (unmatchedPathNotes), by which captureNoteLines counts them. */
const NO_FILE = ' matches no file in this repository — check the spelling (fine for code not written yet)';

export { jaccard, similarEntries, titleWords } from './captureSimilar';

const userNames = new WeakMap<Repo, { at: number; name: string }>();

/**
 * git `user.name`, else the author git would use (GIT_AUTHOR_NAME), else ''.
 * Cached per repository for 10 s: captures come in bursts and each git process
 * costs tens of milliseconds.
 */
export async function gitUserName(repo: Repo): Promise<string> {
  const hit = userNames.get(repo);
  if (hit && Date.now() - hit.at < 10_000) return hit.name;
  let name = (await gitMaybe(['config', 'user.name'], repo.root)) ?? '';
  if (!name) {
    const ident = await gitMaybe(['var', 'GIT_AUTHOR_IDENT'], repo.root);
    name = ident ? ident.replace(/\s*<.*$/, '').trim() : '';
  }
  userNames.set(repo, { at: Date.now(), name });
  return name;
}

/**
 * Not-set-up refusal shared by capture and promotion (SPEC §5.4): `what` needs a
 * store; `until` says what to do meanwhile (default: capture privately). An
 * agent is told to ask the user; a person (CLI, editor) is told how to set it up —
 * for `repo`'s own store.dir when given (core/setup.ts setupAdvice).
 */
export function notSetUpError(
  what: string,
  until = 'until then capture with visibility "private" (CLI: --private), which stays in this clone',
  repo?: Repo,
): KontextError {
  const advice = repo ? setupAdvice(repo) : { reason: 'no .ai/', step: SETUP_HINT };
  const setUp = forReader({ agent: `Ask the user whether to set it up (${advice.step})`, person: `To set it up, ${advice.step}` });
  return new KontextError('refused', `${what} needs a knowledge store, and this repository is not set up for kontext (${advice.reason}). ${setUp}; ${until}.`);
}

/**
 * Captures one item (SPEC §5.1). `origin` is recorded as the entry's origin.
 * Errors (KontextError): 'invalid-argument' for an unknown kind (listing the
 * kinds), a missing or too long title (> MAX_TITLE_CHARS), a missing body, a bad status, or `promote` with private
 * visibility; 'refused' when the repository is not set up and team visibility
 * or promotion was asked for (§5.4). Returns the location, the next step and
 * notes (redactions, similar entries, the no-store default).
 */
export async function capture(repo: Repo, input: CaptureInput, origin: 'agent' | 'cli' | 'editor'): Promise<CaptureResult> {
  const kinds = await resolveKinds(repo);
  const kindIn = String(input.kind ?? '').trim();
  const norm = kindIn ? normalizeKind(kindIn, kinds) : null;
  if (!norm) {
    throw new KontextError(
      'invalid-argument',
      `kind: ${kindIn ? unknownKindMessage(kindIn, kinds) : `required; ${kindChoices(kinds)}`}`,
    );
  }
  let title = oneLine(String(input.title ?? ''));
  if (!title) throw new KontextError('invalid-argument', 'title: required — a short statement of the decision, rule or lesson');
  const titleChars = cpLength(title);
  if (titleChars > MAX_TITLE_CHARS) {
    throw new KontextError(
      'invalid-argument',
      `title: ${titleChars} characters; the limit is ${MAX_TITLE_CHARS} — shorten it to one short statement and put the detail in the body (or summary)`,
    );
  }
  let summary = input.summary !== undefined ? oneLine(String(input.summary)) : '';
  let body = input.body !== undefined ? String(input.body).trim() : '';
  if (!body) body = summary;
  if (!body) throw new KontextError('invalid-argument', 'body: required — Markdown with the context, the decision or lesson, and its consequences');

  const paths = repoPaths(repo.root, input.paths);
  const notes: string[] = [];
  const config = repo.config();
  const setUp = repo.isSetUp();
  let visibility: 'team' | 'private';
  let privateReason = '';
  if (!setUp) {
    if (input.promote) throw notSetUpError('promote=true', undefined, repo);
    if (input.visibility === 'team') throw notSetUpError('visibility "team"', undefined, repo);
    visibility = 'private';
    privateReason = NO_STORE;
    const advice = setupAdvice(repo);
    notes.push(
      `this repository is not set up for kontext (${advice.reason}), so the note was kept private in this clone; ` +
        forReader({ agent: `team knowledge needs a store — set it up only if the user asks: ${advice.step}`, person: `to share team knowledge, ${advice.step}` }),
    );
  } else {
    visibility = input.visibility ?? (config.capture.default_visibility === 'private' ? 'private' : 'team');
    if (input.promote && visibility === 'private') {
      throw new KontextError('invalid-argument', 'promote: a private note cannot be promoted into the repository; drop promote or use visibility "team"');
    }
  }

  if (config.capture.redact) {
    let count = 0;
    const red = (s: string) => {
      if (!s) return s;
      const r = redactSecrets(s);
      count += r.count;
      return r.text;
    };
    title = red(title);
    summary = red(summary);
    body = red(body);
    if (count > 0) notes.push(`redacted ${count} possible secret(s) before saving — check the text still says what it should`);
  }

  const kind = norm.kind;
  const tags = listArg(input.tags);
  if (norm.tag && !tags.includes(norm.tag)) tags.push(norm.tag);
  let status: Status | undefined;
  if (input.status !== undefined && String(input.status).trim() !== '') status = normalizeCaptureStatus(String(input.status));
  else if (kind === 'decision') status = 'accepted';
  const source = input.source !== undefined ? oneLine(String(input.source)) : '';

  const entry: Entry = {
    id: '',
    kind,
    title,
    status,
    date: localDate(),
    summary: summary || undefined,
    tags: [...new Set(tags)],
    paths,
    supersedes: listArg(input.supersedes),
    superseded_by: [],
    commits: commitArg(input.commits),
    author: (await gitUserName(repo)) || undefined,
    origin,
    extras: source && !input.promote ? [['source', source]] : [],
    body,
    path: '',
    style: 'frontmatter',
  };

  notes.push(...(await unmatchedPathNotes(repo, paths)));
  if (setUp) {
    const store = await loadStore(repo);
    // Short ids (as log and brief show them) are stored as the full id they name.
    entry.supersedes = fullSupersedeIds(store, entry.supersedes);
    notes.push(...similarNotes(store, await listInbox(repo).catch(() => []), kind, title, entry.supersedes));
    // Promotion would only warn (SPEC §2.6); say it now, while the capture can still be fixed.
    if (!input.promote) {
      for (const id of entry.supersedes) {
        if (!resolveEntry(store, id)) notes.push(`supersedes ${id}: no store entry has that id (find it with ${nextStep.search('<words>')} or ${nextStep.log()}); nothing will be marked superseded`);
      }
    }
  }

  if (input.promote) return promoteCapture(repo, entry, notes);

  const item = await addToInbox(repo, { ...entry, visibility, extras: privateReason ? [...entry.extras, ['private_reason', privateReason]] : entry.extras });
  if (privateReason) notes.push(`once the repository has a store, ${forReader({ agent: 'the user can still share this note', person: 'you can still share this note' })}: ${kontextCommand(`promote ${item.id} --share`)}`);
  const next =
    visibility === 'private'
      ? `It stays private in this clone (never committed); read it with ${nextStep.read(`inbox:${item.id}`)}.`
      : `Next: when committing the change it explains, promote it into that commit — ${nextStep.promote([item.id])}.`;
  const text = [`captured inbox:${item.id} (${visibility}, not shared yet)`, next, ...captureNoteLines(notes)].join('\n');
  return { id: item.id, uri: `inbox:${item.id}`, promoted: false, notes, text };
}

/**
 * `capture promote=true` (SPEC §5.1) written the way promotion writes (§5.3),
 * so `kontext capture --promote` and `kontext promote` leave the same index:
 * no paths and not a convention → the change's code paths; the entry and the
 * files its supersedes rewrote are `git add`ed. **[I]** §5.1 applies
 * supersedes unstaged; we stage them as §5.3 does, so the two agree. A failed
 * `git add` after the write is an 'io' error naming the written file.
 */
async function promoteCapture(repo: Repo, entry: Entry, notes: string[]): Promise<CaptureResult> {
  if (entry.paths.length === 0 && entry.kind !== 'convention') {
    entry.paths = await defaultPathsFromChange(repo, await resolveKinds(repo));
    if (entry.paths.length) notes.push(`paths taken from the staged files: ${entry.paths.join(', ')} (pass paths to choose them)`);
  }
  const written = await writeNewEntry(repo, draftOf(entry));
  const sup = entry.supersedes.length ? await applySupersedes(repo, { ...entry, id: written.id, path: written.path }, { stage: true }) : { changed: [], warnings: [], staged: [] };
  notes.push(...sup.warnings);
  try {
    await gitAdd(repo, [written.path]);
  } catch (e) {
    throw new KontextError('io', `wrote ${written.path}, but could not stage it: ${(e as Error).message}; run git add ${written.path}`, e);
  }
  // As a promotion does (promote.ts): a store's untracked config file goes into the commit with its entry.
  const config = await stageNewConfig(repo);
  if (config) notes.push(configNote(config));
  const supLine = sup.changed.map((f) => `${f} (${sup.staged.includes(f) ? 'staged' : 'not staged'})`).join(', ');
  const text = [
    `wrote ${written.path} (staged)${supLine ? `; superseded ${supLine}` : ''}`,
    'Next: commit it with the change it explains, so it is reviewed in the PR.',
    ...captureNoteLines(notes),
  ].join('\n');
  return { id: written.id, uri: `kx:${written.id}`, path: written.path, promoted: true, notes, text };
}

/** `private_reason` of a note kept private because the repository had no store when it was captured (**[I]**, see promote.ts). */
export const NO_STORE = 'no-store';

/** The store draft of an entry (no id, path, style or visibility: the store decides those). */
export function draftOf(e: Entry): EntryDraft {
  return {
    kind: e.kind,
    title: e.title,
    body: e.body,
    status: e.status,
    date: e.date,
    summary: e.summary,
    tags: e.tags,
    paths: e.paths,
    supersedes: e.supersedes,
    commits: e.commits,
    author: e.author,
    origin: e.origin,
    extras: e.extras,
  };
}

/** Notes about paths that match no file shown in a capture's text; the rest are counted on one line (newcomer 8 #7). */
export const MISSING_PATH_NOTES_SHOWN = 5;

/**
 * The `note: …` lines of a capture's answer (its text, and the CLI's):
 * of the notes about paths that match no file, the first
 * MISSING_PATH_NOTES_SHOWN are shown and the rest counted in one line
 * (`note: paths: … and 2995 more match no file in this repository`) — 3000
 * mistyped paths printed 3000 notes. The structured `notes` keep every one.
 */
export function captureNoteLines(notes: string[]): string[] {
  const missing = notes.filter((n) => n.startsWith('paths: ') && n.endsWith(NO_FILE)).length;
  const more = missing - MISSING_PATH_NOTES_SHOWN;
  const out: string[] = [];
  let seen = 0;
  for (const n of notes) {
    const isMissing = n.startsWith('paths: ') && n.endsWith(NO_FILE);
    if (!isMissing || more <= 1 || seen < MISSING_PATH_NOTES_SHOWN) out.push(`note: ${n}`);
    else if (seen === MISSING_PATH_NOTES_SHOWN) out.push(`note: paths: … and ${more} more match no file in this repository`);
    if (isMissing) seen++;
  }
  return out;
}
