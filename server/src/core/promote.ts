/**
 * Promotion (SPEC §5.3): an inbox candidate becomes a store entry in the
 * kind's own directory, style and numbering (an existing ADR folder keeps its
 * numbering and layout), supersessions are applied, the files are staged, and
 * the candidate moves to `<K>/inbox/.promoted/` with `promoted_to` /
 * `promoted_at` until its file is in `HEAD`.
 *
 * Two processes promoting at once: a candidate is first claimed by renaming it
 * into `<K>/inbox/.promoting/` (rename is atomic, so exactly one process wins
 * and the other reports it as already promoted); the store id is allocated by
 * `writeNewEntry` under `<K>/lock`. A failed promotion puts the candidate back.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry } from './types';
import { KontextError } from './errors';
import { configNote, gitAdd, stageNewConfig } from './stage';
import { atomicWrite } from './fsutil';
import { localTimestamp } from './text';
import {
  INBOX_EXTRAS,
  extra,
  claimDir,
  inboxDir,
  listInbox,
  promotedDir,
  requireInboxRef,
  setExtra,
  type InboxItem,
} from './inbox';
import { NO_STORE, draftOf, notSetUpError } from './capture';
import { forReader, kontextCommand } from './hints';
import { defaultPathsFromChange } from './changeSet';
import { resolveKinds } from './store/kinds';
import { serializeFrontMatterEntry } from './store/entryFormat';
import { applySupersedes, fullSupersedeIds, writeNewEntry } from './store/write';
import { loadStore } from './store/store';

/** One promoted candidate. */
export interface Promoted {
  /** The inbox id it had. */
  from: string;
  /** The new store id. */
  id: string;
  /** Repo-relative path of the store file. */
  path: string;
  /** Store files rewritten by `supersedes` (repo-relative). */
  superseded: string[];
  /** Unresolved supersedes and similar warnings. */
  warnings: string[];
  staged: boolean;
  /** Superseded files left unstaged (untracked or in conflict; named in `warnings`). */
  unstaged?: string[];
  /** The paths given to an entry captured without any, from the staged files (SPEC §5.3). */
  inferredPaths?: string[];
  /** The shared config file staged with the entry because it was untracked (stage.ts stageNewConfig), repo-relative. */
  config?: string;
  /** Kind and status as written (decisions without a status are written `accepted`, SPEC §2.6, §5.1). */
  kind?: string;
  status?: string;
}

/** The store draft of a candidate: inbox extras and visibility removed (SPEC §5.3). */
export function draftFromCandidate(c: InboxItem): Entry {
  const drop = new Set<string>([...INBOX_EXTRAS, 'promoted_to', 'promoted_at']);
  return {
    id: '',
    kind: c.kind,
    title: c.title,
    status: c.status,
    statusRaw: c.statusRaw,
    date: c.date,
    summary: c.summary,
    tags: [...c.tags],
    paths: [...c.paths],
    supersedes: [...c.supersedes],
    superseded_by: [...c.superseded_by],
    commits: [...c.commits],
    author: c.author,
    visibility: undefined,
    origin: c.origin,
    extras: c.extras.filter(([k]) => !drop.has(k.toLowerCase())),
    body: c.body,
    path: '',
    style: 'frontmatter',
  };
}

/**
 * Checks that promotion is possible at all (SPEC §5.4): the repository must be
 * set up. Throws KontextError('refused') telling the agent to ask the user.
 */
export function assertCanPromote(repo: Repo, id = '<id>'): void {
  if (!repo.isSetUp()) {
    const share = kontextCommand(`promote ${id} --share`);
    throw notSetUpError(
      'Promotion',
      `the note stays private in this clone until then; once the store exists, ${forReader({ agent: 'the user can share it with', person: 'share it with' })} ${share}`,
      repo,
    );
  }
}

/** What a promotion may do besides writing: stage, and take private notes the user chose to share. */
export interface PromoteOptions {
  stage: boolean;
  /**
   * **[I]** Promote private notes too (CLI `kontext promote <id> --share`,
   * never an agent's ctx_inbox): SPEC §5.3 refuses private candidates, and
   * a note captured before the store existed (§5.4) could otherwise never be
   * shared. The user's explicit flag is the decision; the entry loses its
   * visibility like any promoted candidate.
   */
  share?: boolean;
}

/**
 * Promotes the candidates named by `refs` (ids, unique prefixes or suffixes).
 * With `stage`, candidates without paths (other than conventions) get the
 * staged code paths (never unstaged or untracked files; `inferredPaths`
 * says which), the new entry is `git add`ed and kontext's change to every
 * superseded file is staged (not the user's own edits there). All references are checked before anything is written: a
 * missing, ambiguous or (without `share`) private candidate throws
 * KontextError ('not-found' / 'refused'); an unset-up repository throws 'refused'.
 */
export async function promoteCandidates(repo: Repo, refs: string[], opts: PromoteOptions): Promise<Promoted[]> {
  const chosen = await selectPromotable(repo, refs, opts);
  const kinds = await resolveKinds(repo);
  const out: Promoted[] = [];
  for (const item of chosen) out.push(await promoteOne(repo, item, opts.stage, kinds));
  return out;
}

/**
 * Why a private candidate is not promoted, and the way forward (SPEC §5.3,
 * §5.4): a note kept private only because there was no store says so; any
 * other private note names the explicit way to share it.
 */
export function privateRefusal(item: InboxItem): KontextError {
  const share = kontextCommand(`promote ${item.id} --share`);
  if (extra(item, 'private_reason') === NO_STORE) {
    return new KontextError(
      'refused',
      `inbox entry ${item.id} is private because it was captured before this repository had a knowledge store, ` +
        `when notes could only be kept private. Now that the store exists, ${forReader({ agent: "it is shared only on the user's word", person: 'share it with' })}: ${share} ` +
        '(writes it into the store and stages it, like any promotion).',
    );
  }
  return new KontextError(
    'refused',
    `inbox entry ${item.id} is a private note: it stays in this clone and is never promoted on its own. ` +
      `${forReader({ agent: 'If the user decides it should be shared after all', person: 'To share it after all' })}: ${share}.`,
  );
}

/**
 * The candidates `refs` name, checked for promotion without writing anything
 * (SPEC §5.3, §5.4): throws KontextError 'refused' when the repository is not
 * set up or a candidate is private (unless `share`), 'not-found' for a missing
 * or ambiguous reference, 'invalid-argument' for no references. Duplicates collapse.
 */
export async function selectPromotable(repo: Repo, refs: string[], opts: { share?: boolean } = {}): Promise<InboxItem[]> {
  if (refs.length === 0) throw new KontextError('invalid-argument', 'ids: name at least one inbox id to promote');
  const items = await listInbox(repo);
  // Every reference is resolved first, so an id that does not exist is reported as such, set up or not.
  const found = refs.map((ref) => requireInboxRef(items, ref));
  assertCanPromote(repo, found[0].id);
  const chosen: InboxItem[] = [];
  for (const item of found) {
    if (item.visibility === 'private' && !opts.share) throw privateRefusal(item);
    if (!chosen.some((c) => c.id === item.id)) chosen.push(item);
  }
  return chosen;
}

async function promoteOne(repo: Repo, item: InboxItem, stage: boolean, kinds: Awaited<ReturnType<typeof resolveKinds>>): Promise<Promoted> {
  const file = path.join(inboxDir(repo), `${item.id}.md`);
  const claim = path.join(claimDir(repo), `${item.id}.md.${process.pid}`);
  fs.mkdirSync(claimDir(repo), { recursive: true });
  try {
    fs.renameSync(file, claim);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new KontextError('not-found', `inbox entry ${item.id} was promoted or dropped meanwhile (by another process)`);
    }
    throw new KontextError('io', `cannot claim inbox entry ${item.id}: ${(e as Error).message}`, e);
  }
  let written: { id: string; path: string };
  let inferredPaths: string[] | undefined;
  const draft = draftFromCandidate(item);
  try {
    // A candidate captured with a short id (or before its target existed) records the full id.
    if (draft.supersedes.length) draft.supersedes = fullSupersedeIds(await loadStore(repo), draft.supersedes);
    if (stage && draft.paths.length === 0 && draft.kind !== 'convention') {
      draft.paths = await defaultPathsFromChange(repo, kinds);
      if (draft.paths.length) inferredPaths = draft.paths;
    }
    written = await writeNewEntry(repo, draftOf(draft));
  } catch (e) {
    // Nothing was written: the candidate goes back to the inbox.
    try {
      if (!fs.existsSync(file)) fs.renameSync(claim, file);
    } catch {
      /* restored by restoreAbandonedClaims later */
    }
    throw e;
  }
  // The store file exists from here on, so the candidate counts as promoted
  // even if supersession or staging fails (no duplicate on a retry).
  let sup: { changed: string[]; warnings: string[]; staged: string[] } = { changed: [], warnings: [], staged: [] };
  let failure: unknown = null;
  let config: string | null = null;
  try {
    // Superseded files: only kontext's own change is staged, never the user's unstaged edits (write.ts).
    if (draft.supersedes.length) sup = await applySupersedes(repo, { ...draft, id: written.id, path: written.path }, { stage });
    if (stage) await gitAdd(repo, [written.path]);
    // A store set up by creating its config file: that file goes into the commit with its first entry.
    if (stage) config = await stageNewConfig(repo);
  } catch (e) {
    failure = e;
  }
  let extras = setExtra(item.extras, 'promoted_to', written.path);
  extras = setExtra(extras, 'promoted_at', localTimestamp());
  atomicWrite(path.join(promotedDir(repo), `${item.id}.md`), serializeFrontMatterEntry({ ...item, extras }));
  fs.rmSync(claim, { force: true });
  if (failure) {
    throw new KontextError('io', `promoted ${item.id} to ${written.path}, but could not finish: ${(failure as Error).message}`, failure);
  }
  const unstaged = stage ? sup.changed.filter((f) => !sup.staged.includes(f)) : [];
  return { from: item.id, id: written.id, path: written.path, superseded: sup.changed, warnings: sup.warnings, staged: stage, unstaged, inferredPaths, kind: draft.kind, status: draft.status, ...(config ? { config } : {}) };
}

/**
 * `- promoted <id> → <path> (staged); its id is now <new id>` (SPEC §5.5
 * line; also the CLI output; the id the entry is read and superseded by
 * from now on, newcomer 19 #3: only the path was printed), then `;
 * superseded <files>` (a file left unstaged says so).
 */
export function promotedLine(p: Promoted): string {
  const sup = p.superseded.map((f) => (p.unstaged?.includes(f) ? `${f} (not staged)` : f));
  return `- promoted ${p.from} → ${p.path}${p.staged ? ' (staged)' : ''}${p.id !== p.from ? `; its id is now ${p.id}` : ''}${sup.length ? `; superseded ${sup.join(', ')}` : ''}`;
}

/**
 * The indented lines under a promoted line **[I]**: `  paths taken from the
 * staged files: …` when the entry had none (the reader sees what it now
 * governs), `  also staged .ai/kontext.toml: …` when the store's config file
 * was untracked (configNote), then `  warning: …` per warning.
 */
export function promotedNotes(p: Promoted): string[] {
  const paths = p.inferredPaths?.length ? [`  paths taken from the staged files: ${p.inferredPaths.join(', ')}`] : [];
  const config = p.config ? [`  ${configNote(p.config)}`] : [];
  return [...paths, ...config, ...p.warnings.map((w) => `  warning: ${w}`)];
}


/**
 * The note after promoting decisions written `status: accepted` (SPEC §2.6,
 * §5.1: decisions default to accepted, as kontext 0.1 writes them): the file
 * already says accepted, so the reply says how to mark one still open for the
 * team's agreement instead of implying the review sets the status.
 */
export function acceptedNote(done: Promoted[]): string[] {
  const accepted = done.filter((p) => p.kind === 'decision' && p.status === 'accepted');
  if (accepted.length === 0) return [];
  const which = accepted.length === 1 ? `${accepted[0].path} is` : `${accepted.map((p) => p.path).join(', ')} are`;
  return [`${which} written \`status: accepted\` (the default for decisions); if the team has not agreed yet, change it to \`status: proposed\` before committing.`];
}
