/**
 * The `ctx_inbox` / `kontext inbox|promote` operations in one place (SPEC §5.2,
 * §5.3, §11), so the MCP tool, the CLI and the editor stay thin: list, show,
 * promote (staged) and drop, each answering text plus the structured form.
 */
import type { Repo } from './repo';
import { KontextError } from './errors';
import { entrySummary } from './store/summary';
import { dropInbox, extra, listInbox, renderInboxList, requireInboxRef, showInboxItem, type InboxItem } from './inbox';
import { acceptedNote, promoteCandidates, promotedLine, promotedNotes } from './promote';
import { nextStep } from './hints';

/** One item of the `ctx_inbox` list structured result (SPEC §11). */
export interface InboxListItem {
  id: string;
  kind: string;
  title: string;
  summary: string;
  visibility: 'team' | 'private';
  origin: string;
  source?: string;
  branch: string;
  worktree: string;
  captured: string;
  where: InboxItem['where'];
}

/** The structured list item of a candidate. */
export function inboxListItem(i: InboxItem): InboxListItem {
  const source = extra(i, 'source');
  return {
    id: i.id,
    kind: i.kind,
    title: i.title,
    summary: entrySummary(i),
    visibility: i.visibility === 'private' ? 'private' : 'team',
    origin: i.origin ?? '',
    ...(source ? { source } : {}),
    branch: i.branch,
    worktree: i.worktree,
    captured: i.captured,
    where: i.where,
  };
}

/**
 * Runs one inbox action. `ids` are ids, unique prefixes or suffixes.
 *  - list: every candidate, newest first; structured `{items}`.
 *  - show: the Markdown of each named candidate.
 *  - promote: promotes and stages (`stage` false = `kontext promote --no-stage`;
 *    `share` = `--share`, private notes too).
 *  - drop: deletes the named candidates.
 * `structured` is always `{items}` — the inbox after the action — so one
 * output schema fits every action (SPEC §11 gives the list shape).
 * Errors: KontextError 'invalid-argument' (ids missing for show/promote/drop),
 * 'not-found', 'refused' (private / not set up) as promoteCandidates throws.
 */
export async function inboxAction(
  repo: Repo,
  action: 'list' | 'show' | 'promote' | 'drop',
  ids: string[] = [],
  opts: { stage?: boolean; share?: boolean } = {},
): Promise<{ text: string; structured: { items: InboxListItem[] } }> {
  const refs = ids.map((s) => s.trim()).filter(Boolean);
  const after = async () => ({ items: (await listInbox(repo)).map(inboxListItem) });
  if (action === 'list') {
    if (refs.length) throw new KontextError('invalid-argument', `ids: the list action takes no ids; use action "show" to read ${refs.length === 1 ? 'that entry' : 'those entries'}`);
    const items = await listInbox(repo);
    return { text: renderInboxList(items), structured: { items: items.map(inboxListItem) } };
  }
  if (refs.length === 0) throw new KontextError('invalid-argument', `ids: name the inbox id(s) to ${action} (see ${nextStep.inbox()})`);
  if (action === 'show') {
    const items = await listInbox(repo);
    return { text: refs.map((r) => showInboxItem(requireInboxRef(items, r)).trimEnd()).join('\n\n'), structured: { items: items.map(inboxListItem) } };
  }
  if (action === 'promote') {
    const done = await promoteCandidates(repo, refs, { stage: opts.stage ?? true, share: opts.share });
    const lines = done.flatMap((p) => [promotedLine(p), ...promotedNotes(p)]);
    const [them, explain] = done.length === 1 ? ['it', 'explains'] : ['them', 'explain'];
    const next = opts.stage ?? true ? `Commit ${them} with the change ${done.length === 1 ? 'it' : 'they'} ${explain}; reviewers see ${them} in the PR beside that code.` : `Stage ${them} (\`git add\`) with the change ${done.length === 1 ? 'it' : 'they'} ${explain}.`;
    return { text: [...lines, next, ...acceptedNote(done)].join('\n'), structured: await after() };
  }
  const { dropped, missing } = await dropInbox(repo, refs);
  if (dropped.length === 0) {
    throw new KontextError('not-found', `no inbox entry ${missing.map((m) => `"${m}"`).join(', ')}; list them with ${nextStep.inbox()}`);
  }
  const text = [...dropped.map((id) => `- dropped inbox entry ${id}`), ...missing.map((m) => `- no inbox entry ${m}`)].join('\n');
  return { text, structured: await after() };
}

