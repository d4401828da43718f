/**
 * Writing entries into the store (SPEC §2.5 new ids, §2.6 supersession, §5.1
 * locking): ids are allocated under `<K>/lock`, files are created exclusively
 * and written atomically, so two server processes never collide or leave a
 * half-written file.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from '../errors';
import { atomicWrite, createExclusive, withLock } from '../fsutil';
import type { Repo } from '../repo';
import { localDate } from '../text';
import type { Entry, KindInfo, Status } from '../types';
import { supersedeFieldsText, supersedeNygardText } from './classicWrite';
import { parseEntryText, serializeEntry, serializeFrontMatterEntry } from './entryFormat';
import { baseId, idCandidates, shortIdOf } from './ids';
import { normalizeKind, unknownKindMessage } from './kinds';
import { normalizeStatus } from './status';
import { ambiguousEntryMessage, entryMatches, invalidateStore, loadStore, resolveEntry, type Store } from './store';
import { setupAdvice } from '../setup';
import { forReader, nextStep } from '../hints';
import { blobText, indexEntry, stageText } from '../stage';

/** What a caller provides for a new store entry; the id, path and style are decided here. */
export interface EntryDraft {
  /** Kind name or alias (SPEC §2.2). */
  kind: string;
  title: string;
  body: string;
  /** Written status; decisions default to `accepted` (SPEC §2.6). */
  status?: Status | string;
  /** `YYYY-MM-DD`; default today (local). */
  date?: string;
  summary?: string;
  tags?: string[];
  paths?: string[];
  supersedes?: string[];
  commits?: string[];
  author?: string;
  origin?: string;
  /** Extra front-matter keys kept in order (ignored by classic styles). */
  extras?: [string, string | string[]][];
}

/** `<K>/lock`, the lock every id allocation, promotion and index render holds (SPEC §5.1). */
export function storeLockFile(repo: Repo): string {
  return path.join(repo.paths.k, 'lock');
}

function kindOf(store: Store, input: string): { kind: KindInfo; tag?: string } {
  const n = normalizeKind(input, store.kinds);
  const kind = n ? store.kinds.find((k) => k.name === n.kind) : undefined;
  if (!n || !kind) {
    throw new KontextError('invalid-argument', `kind: ${unknownKindMessage(input, store.kinds)}`);
  }
  return n.tag ? { kind, tag: n.tag } : { kind };
}

/** A relative Markdown link from the directory of `fromRel` to `toRel`. */
function relLink(fromRel: string, toRel: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromRel), toRel);
  return rel.split('/').map(encodeURIComponent).join('/');
}

/** Link text adr-tools uses for a record: `7. Title`, or the title for unnumbered ids. */
function adrLinkTitle(e: { id: string; title: string }): string {
  const short = shortIdOf(e.id);
  return short ? `${Number(short)}. ${e.title}` : e.title;
}

/**
 * Writes a new entry (SPEC §2.5, §5.1). Under `<K>/lock`: resolves the kind
 * (aliases add their tag), allocates the id per the kind's numbering (date /
 * sequential with the directory's width / none), skips ids taken by any store
 * entry or by an existing `<id>.md` (`-2`, `-3`…), and creates the file
 * exclusively in the kind's style. Returns the id and repo-relative path.
 * Throws KontextError 'invalid-argument' (unknown kind, empty title) or
 * 'refused' (read-only ADR folder of a repository that is not set up).
 */
export async function writeNewEntry(repo: Repo, draft: EntryDraft): Promise<{ id: string; path: string }> {
  if (!draft.title || !draft.title.trim()) throw new KontextError('invalid-argument', 'title: required (a short statement of the knowledge)');
  return withLock(storeLockFile(repo), async () => {
    invalidateStore(repo);
    const store = await loadStore(repo);
    const { kind, tag } = kindOf(store, draft.kind);
    if (kind.readOnly) {
      throw new KontextError(
        'refused',
        `${kind.dir} is an existing ADR folder read without setup; team knowledge needs a store — ${forReader({ agent: 'ask the user to set it up', person: 'to set one up' })}: ${setupAdvice(repo).step}`,
      );
    }
    const dirAbs = repo.abs(kind.dir);
    fs.mkdirSync(dirAbs, { recursive: true });
    const names = fs.readdirSync(dirAbs);
    const date = draft.date ?? localDate();
    const { id: base, number } = baseId(draft.title, kind.numbering, names, date);
    const taken = new Set(store.entries.map((e) => e.id));
    const statusRaw = draft.status ?? (kind.name === 'decision' ? 'accepted' : undefined);
    const status = normalizeStatus(statusRaw);
    const tags = [...(draft.tags ?? [])];
    if (tag && !tags.includes(tag)) tags.push(tag);
    const links: Record<string, { title: string; href: string }> = {};
    for (const candidate of idCandidates(base)) {
      if (taken.has(candidate)) continue;
      const rel = `${kind.dir}/${candidate}.md`;
      const e: Entry = {
        id: candidate,
        kind: kind.name,
        title: draft.title.trim(),
        tags,
        paths: (draft.paths ?? []).map((p) => p.trim().replace(/^\.\//, '')).filter(Boolean),
        supersedes: draft.supersedes ?? [],
        superseded_by: [],
        commits: draft.commits ?? [],
        extras: draft.extras ?? [],
        body: draft.body,
        path: rel,
        style: kind.style,
        date,
      };
      if (status) e.status = status;
      if (statusRaw && status === 'unknown') e.statusRaw = statusRaw;
      if (draft.summary) e.summary = draft.summary;
      if (draft.author) e.author = draft.author;
      if (draft.origin) e.origin = draft.origin;
      if (kind.style === 'nygard') {
        for (const s of e.supersedes) {
          const t = resolveEntry(store, s);
          if (t) links[s] = { title: adrLinkTitle(t), href: relLink(rel, t.path) };
        }
      }
      const text = serializeEntry(e, kind.style, { number, links });
      if (createExclusive(path.join(dirAbs, `${candidate}.md`), text)) {
        invalidateStore(repo);
        return { id: candidate, path: rel };
      }
    }
    throw new KontextError('io', 'unreachable: no free id');
  });
}

/**
 * The `supersedes` references of a new entry as full ids (**[I]**, SPEC §2.5
 * resolution as `read` does it), so the file records `2026-09-28-dual-keys`
 * even when the user typed the short form `log` shows (`2026-09-28-dual`).
 * A reference no entry matches is kept as typed (capture and promotion warn
 * about it); one several ids start with throws KontextError
 * 'invalid-argument' naming the candidates and their files. Entries sharing
 * one id keep that id. `exclude` = path of the new entry itself, if written.
 */
export function fullSupersedeIds(store: Store, refs: string[], exclude?: string): string[] {
  const others: Store = exclude ? { ...store, entries: store.entries.filter((x) => x.path !== exclude) } : store;
  const out: string[] = [];
  for (const ref of refs) {
    const m = entryMatches(others, ref);
    let id = ref.trim().replace(/^kx:/, '');
    if (m.length === 1 || (m.length > 1 && m.every((e) => e.id === m[0].id))) id = m[0].id;
    else if (m.length > 1) throw new KontextError('invalid-argument', `supersedes: ${ambiguousEntryMessage(ref, m, (uri) => nextStep.read(uri))}`);
    if (!out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * Applies an entry's `supersedes` (SPEC §2.6): each id is resolved (§2.5);
 * front-matter targets get `status: superseded` and the new id appended to
 * `superseded_by`; fields targets get their Status value replaced by
 * `superseded by <ids>` in their own markup (a Status line is inserted after
 * the title when missing **[I]**); Nygard targets get the first line of
 * `## Status` rewritten to `Superseded by [N. T](file.md)`. Unresolved ids and
 * read-only targets are warnings. Holds `<K>/lock` unless `opts.locked` says
 * the caller already does. Returns the repo-relative paths changed.
 *
 * With `opts.stage` (SPEC §5.3 "staged when staging") only kontext's own
 * change is staged, never a local edit the user has not staged in that file
 * **[I]**: the same supersession is applied to the file's index version and
 * that text is written to the index (stage.ts stageText); the working tree
 * keeps the user's edit plus the change. A target git does not track or has
 * in conflict is changed in the working tree only, with a warning naming
 * the file. `staged` = the targets whose change was staged.
 */
export async function applySupersedes(
  repo: Repo,
  e: Entry,
  opts: { locked?: boolean; stage?: boolean } = {},
): Promise<{ changed: string[]; warnings: string[]; staged: string[] }> {
  const run = async () => {
    invalidateStore(repo);
    const store = await loadStore(repo);
    // The new entry is already written, so a short id or prefix that also
    // starts its own id ("2026-11-30-use" for two "Use …" titles) would match
    // it; resolve against every other entry (SPEC §2.6: an entry never
    // supersedes itself).
    const others: Store = { ...store, entries: store.entries.filter((x) => x.path !== e.path && x.id !== e.id) };
    const changed: string[] = [];
    const warnings: string[] = [];
    const staged: string[] = [];
    for (const ref of e.supersedes) {
      const target = resolveEntry(others, ref);
      if (!target) {
        warnings.push(`supersedes ${ref}: no entry with that id (or it is ambiguous); nothing was marked superseded`);
        continue;
      }
      if (target.id === e.id) continue;
      const kind = store.kinds.find((k) => k.name === target.kind);
      if (kind?.readOnly) {
        warnings.push(`supersedes ${ref}: ${target.path} is in a read-only ADR folder; not changed`);
        continue;
      }
      const file = repo.abs(target.path);
      const text = fs.readFileSync(file, 'utf8');
      const next = supersededText(text, target, e, kind ?? store.kinds[0]);
      if (next === text) continue;
      atomicWrite(file, next);
      changed.push(target.path);
      if (opts.stage) {
        const w = await stageSupersession(repo, target.path, kind ?? store.kinds[0], e);
        if (w) warnings.push(w);
        else staged.push(target.path);
      }
    }
    invalidateStore(repo);
    return { changed, warnings, staged };
  };
  return opts.locked ? run() : withLock(storeLockFile(repo), run);
}

/**
 * Stages the supersession of `rel` by `by` on the file's index version (see
 * applySupersedes). Returns null when staged (or nothing needed staging), else
 * the warning saying why the file was left unstaged and what to do.
 */
async function stageSupersession(repo: Repo, rel: string, kind: KindInfo, by: Entry): Promise<string | null> {
  const ie = await indexEntry(repo, rel);
  if (!ie) return `${rel} is not tracked by git: marked superseded in the working tree only, not staged; git add ${rel} if it belongs in this commit`;
  if (ie.stage !== 0) return `${rel} has a merge conflict: marked superseded in the working tree only, not staged; resolve the conflict and git add it`;
  const indexText = await blobText(repo, ie.sha);
  const next = supersededText(indexText, parseEntryText(indexText, rel, kind), by, kind);
  if (next !== indexText) await stageText(repo, rel, ie.mode, next);
  return null;
}

/** The text of `target` marked superseded by `by`, in the target's own style. */
function supersededText(text: string, target: Entry, by: Entry, kind: KindInfo): string {
  const byIds = [...target.superseded_by.filter((x) => x !== by.id), by.id];
  if (target.style === 'frontmatter') {
    const fresh = parseEntryText(text, target.path, kind);
    fresh.status = 'superseded';
    delete fresh.statusRaw;
    if (!fresh.superseded_by.includes(by.id)) fresh.superseded_by = [...fresh.superseded_by, by.id];
    return serializeFrontMatterEntry(fresh);
  }
  if (target.style === 'nygard') {
    const link = { title: adrLinkTitle(by), href: relLink(target.path, by.path) };
    const prior = /^superseded by\s+(.*)$/i.exec(target.statusRaw ?? '');
    const keep = prior ? [...prior[1].matchAll(/\[([^\]]*)\]\(([^)]+)\)/g)].map((m) => ({ title: m[1], href: m[2] })) : [];
    const links = [...keep.filter((l) => l.href !== link.href), link];
    const out = supersedeNygardText(text, links);
    if (out !== null) return out;
  }
  return supersedeFieldsText(text, byIds);
}
