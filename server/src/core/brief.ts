/**
 * The brief (SPEC §6.10, `ctx_brief`, `kontext brief`, resource
 * `kontext://brief`): what an agent should know before touching this
 * repository, in a token budget (SPEC §6.12: tokens = ceil(code points / 4)).
 *
 * Budget = max(300, budget_tokens › brief.budget_tokens). `## State` and the
 * closing line are reserved first; then each section is added, in SPEC order,
 * only if it fits what is left:
 *   header · rules for agents · decisions (≤ max_decisions, ≤ 60% of what is
 *   left) · conventions (≤8) · learnings & pitfalls (≤6) · incidents (≤3) ·
 *   modules · local notes · related docs and history (no store, focused, index
 *   present) · state · closing line.
 * A section cut short ends in `- … K more: <why>; <how to see them>` — the
 * SPEC cap (a larger budget cannot lift it; config `brief.max_decisions` can
 * for decisions) or the budget (a larger one shows more), and the log of
 * that kind, which lists them all.
 * Focus items that exist are paths, the rest words; relevance = +10 per
 * overlapping focus path, +3 per focus word in title + summary + tags.
 * Not built here (no fakes): submodule sections, `## Elsewhere`, adapter
 * sections, init bootstrap progress.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry } from './types';
import { clip, oneLine, tokens } from './text';
import { childEnv } from './git';
import { loadStore, briefRef, type Store } from './store/store';
import { entrySummary, isActive, l0 } from './store/summary';
import { listInbox, type InboxItem } from './inbox';
import { indexExists, searchLocal } from './search/search';
import { briefRepoName, repoIdentity } from './identity';
import { forReader, nextStep } from './hints';
import { decisionFreshness, renderStale } from './freshness';
import { moduleDocFor } from './pathKnowledge';
import { hookInstalled } from './hooksDir';
import { setupAdvice } from './setup';
import {
  byDate,
  byRelevance,
  extraText,
  isFocused,
  modulePath,
  moduleRank,
  overviewParagraph,
  parseFocus,
  relevance,
  ruleFiles,
  type Focus,
} from './briefParts';

export interface BriefOptions {
  /** Paths (existing; `:line` allowed) and topic words to put first. */
  focus?: string[];
  /** Approximate size in tokens; default `brief.budget_tokens` (1400), raised to at least 300. */
  budgetTokens?: number;
}

/** Smallest budget a brief is given (SPEC §6.10, §11). */
export const MIN_BRIEF_TOKENS = 300;
const KIND_SECTIONS: { kind: string; heading: string; max: number }[] = [
  { kind: 'convention', heading: 'Conventions', max: 8 },
  { kind: 'learning', heading: 'Learnings & pitfalls', max: 6 },
  { kind: 'incident', heading: 'Incidents', max: 3 },
];
const DECISION_SHARE = 0.6;
/** ctx_log's default and largest limit (SPEC §11: 40, 1–500): a "lists all" hint passes a limit above the default. */
const LOG_DEFAULT_LIMIT = 40;
const LOG_MAX_LIMIT = 500;
const MAP_NAMES = 16;
const LOCAL_NOTES_FOCUSED = 4;
const LOCAL_NOTES_NEWEST = 3;
const RELATED_TOKENS = 450;

/**
 * The brief's last line (SPEC §6.10 item 12): search, read (levels), why,
 * capture, prepare-commit — in the form of the front end that asked (core/hints.ts).
 */
export function closingLine(): string {
  return (
    `Next: ${nextStep.search('<words>')} for more · ` +
    `${nextStep.read('<uri>', '<0|1|2>')} (0 one line, 1 overview, 2 full) · ` +
    `${nextStep.why('<path[:line]>')} before changing code · ` +
    `${nextStep.captureTool()} what you learn · ${nextStep.prepareCommit()} before committing.`
  );
}

function sectionTokens(lines: string[]): number {
  return tokens(lines.join('\n')) + 1;
}

/** Lines added while the section stays within `max` tokens (heading included); [] when no item fits. */
function fitItems(heading: string[], items: string[], max: number): { lines: string[]; shown: number } {
  const lines = [...heading];
  let shown = 0;
  for (const it of items) {
    if (sectionTokens([...lines, it]) > max) break;
    lines.push(it);
    shown++;
  }
  return { lines: shown ? lines : [], shown };
}

function countFiles(repo: Repo, rel: string): Promise<number> {
  return new Promise((resolve) => {
    execFile('git', ['ls-files', '--', rel], { cwd: repo.root, env: childEnv(), maxBuffer: 1 << 26 }, (err, out) =>
      resolve(err ? 0 : out.split('\n').filter(Boolean).length),
    );
  });
}

/**
 * **[ours]** How a brief without a store gets more than the State section:
 * SPEC §6.10 item 9 adds related docs and history only to a focused brief and
 * only when a search index exists (a brief never builds one), so an unfocused
 * brief, or one before the first search, says what to pass or run. Null when
 * the brief already has them (focused, index present).
 */
function moreWithoutStore(focused: boolean, hasIndex: boolean): string | null {
  const focus = nextStep.brief(['<path>']);
  const search = nextStep.search('<words>');
  if (focused && hasIndex) return null;
  if (focused) return `- Related docs and history are listed once the search index exists: ${search} builds it on its first run.`;
  if (hasIndex) return `- For more: ${focus} adds the docs and commits related to the paths you work on; ${search} searches docs and history.`;
  return `- For more: ${search} searches docs and history (its first run builds the index); then ${focus} adds the docs and commits related to the paths you work on.`;
}

async function stateLines(repo: Repo, store: Store, inbox: InboxItem[], setUp: boolean, f: Focus): Promise<string[]> {
  const lines: string[] = [];
  for (const m of f.missing.slice(0, 3)) lines.push(`- note: focus ${clip(m, 120)} is not a path of this repository (read as words); check the spelling`);
  const ours = inbox.filter((i) => i.where !== 'elsewhere');
  const team = ours.filter((i) => i.visibility !== 'private').length;
  const priv = ours.length - team;
  const elsewhere = inbox.length - ours.length;
  if (inbox.length) {
    lines.push(
      `- Inbox: ${team} team, ${priv} private candidate(s)${elsewhere ? ` (+${elsewhere} from other worktrees)` : ''} — ${nextStep.inboxTool()} to review, ${nextStep.prepareCommit()} to list the ones for this change, ${nextStep.promote(['<id>'])} to promote one into the commit.`,
    );
  }
  if (!setUp) {
    const advice = setupAdvice(repo);
    lines.push(
      `- Not set up: no team store yet${advice.reason === 'no .ai/' ? '' : ` (${advice.reason})`}. Answers come from docs and history; ${nextStep.captureTool()} keeps private notes. ` +
        forReader({ agent: `Team knowledge needs a store, set up only on the user’s request: ${advice.step}.`, person: `To share team knowledge, ${advice.step}.` }),
    );
    const more = moreWithoutStore(isFocused(f), indexExists(repo));
    if (more) lines.push(more);
  } else if (!store.entries.length) {
    lines.push(`- No knowledge recorded yet: ${nextStep.captureTool()} decisions, conventions and learnings as they come up (with paths), then promote them with the commit.`);
  }
  const fresh = await decisionFreshness(repo, store.entries).catch(() => null);
  if (fresh?.stale.length) {
    lines.push(`- Possibly stale (≥ ${fresh.threshold} later commits on their paths; re-check before relying on them):`);
    for (const l of renderStale(fresh, (e) => briefRef(store, e))) lines.push(`  ${l}`);
  }
  if (setUp && !fs.existsSync(path.join(repo.paths.k, 'no-hooks')) && !(await hookInstalled(repo, 'pre-commit'))) {
    // [I] SPEC §6.10 "hooks missing", worded for a build that cannot install hooks yet: the check to run instead.
    lines.push(`- No kontext pre-commit hook here: commits are not checked for secrets or invalid entries — run ${nextStep.prepareCommit()} before committing.`);
  }
  const unreadable = store.problems.filter((p) => p.level === 'error').slice(0, 3);
  for (const p of unreadable) lines.push(`- note: ${p.path}: ${clip(oneLine(p.message), 160)}`);
  return lines.length ? ['## State', ...lines] : [];
}

/**
 * The `- … K more` line of a capped section (SPEC §6.10 items 4–5): why the
 * rest is not shown — the section's cap (`capNote`, e.g. "brief.max_decisions")
 * or this budget — and how to see it: the log of the kind (with a limit when
 * the tool's default would cut it), and for a budget stop the brief at a
 * larger budget. `extra` is a further way (focus paths, a kind search).
 */
function moreLine(o: { kind: string; total: number; shown: number; cap: number; capNote: string; focus: string[]; extra?: string }): string {
  const more = o.total - o.shown;
  const all = nextStep.log({ ...(o.kind === 'decision' ? {} : { kind: o.kind }), ...(o.total > LOG_DEFAULT_LIMIT ? { limit: Math.min(o.total, LOG_MAX_LIMIT) } : {}) });
  const byBudget = o.shown < Math.min(o.cap, o.total);
  const why = byBudget
    ? `a larger budget shows ${o.total > o.cap ? `up to ${o.cap}` : 'them'} (${nextStep.brief(o.focus, '<tokens>')})`
    : `a brief lists at most ${o.cap}${o.capNote ? ` (config ${o.capNote})` : ''}`;
  return `- … ${more} more: ${why}; ${all} lists all ${o.total}${o.extra ? `; ${o.extra}` : ''}`;
}

/**
 * Fits `items` under `heading` in `maxTokens`, then the `more` line for what
 * is left of `total` (dropping shown items until that line fits too).
 */
function fitWithMore(heading: string[], items: string[], total: number, maxTokens: number, more: (shown: number) => string): string[] {
  const { lines, shown } = fitItems(heading, items, maxTokens);
  if (!shown || shown >= total) return lines;
  let n = shown;
  while (n > 1 && sectionTokens([...lines.slice(0, heading.length + n), more(n)]) > maxTokens) n--;
  return [...lines.slice(0, heading.length + n), more(n)];
}

function decisionLines(store: Store, decisions: Entry[], f: Focus, focus: string[], maxItems: number, maxTokens: number): string[] {
  const focused = isFocused(f);
  const heading = `## Decisions (${decisions.length} active, ${focused ? 'most relevant first' : 'newest first'})`;
  const items = decisions.slice(0, maxItems).map((e) => {
    const ref = briefRef(store, e);
    const summary = entrySummary(e);
    const date = e.date && !ref.startsWith(e.date) ? ` (${e.date})` : '';
    return `- [${ref}] ${e.title}${summary ? ` — ${clip(oneLine(summary), 150)}` : ''}${date}`;
  });
  const extra = focused
    ? `search them with ${nextStep.search('<words>', ['decision'])}`
    : `pass focus paths (${nextStep.brief(['<path>'])}) for the ones that govern your change`;
  return fitWithMore([heading], items, decisions.length, maxTokens, (shown) =>
    moreLine({ kind: 'decision', total: decisions.length, shown, cap: maxItems, capNote: 'brief.max_decisions', focus, extra }),
  );
}

async function moduleLines(repo: Repo, modules: Entry[], f: Focus, maxModules: number, maxTokens: number): Promise<string[]> {
  const lines = ['## Modules'];
  for (const p of f.paths) {
    if (p.dir && p.rel && !(await moduleDocFor(repo, p.rel))) lines.push(`- ${p.rel} (${await countFiles(repo, p.rel)} files, no module doc yet)`);
  }
  const sorted = modules
    .map((e) => ({ e, r: relevance(e, f) }))
    .sort((a, b) => b.r - a.r || moduleRank(a.e) - moduleRank(b.e) || modulePath(a.e).localeCompare(modulePath(b.e)));
  let shown = 0;
  for (const { e, r } of sorted.slice(0, maxModules)) {
    const item = [`- ${modulePath(e)} — ${clip(oneLine(entrySummary(e)), 110)}`];
    if (r >= 10) {
      const ov = overviewParagraph(e.body);
      if (ov) item.push(`  ${clip(oneLine(ov), 500)}`);
    }
    if (sectionTokens([...lines, ...item]) > maxTokens) break;
    lines.push(...item);
    shown++;
  }
  const rest = sorted.slice(shown).map((s) => modulePath(s.e));
  if (rest.length) {
    const label = isFocused(f) ? 'Also' : 'Map';
    const more = rest.length > MAP_NAMES ? ` (+${rest.length - MAP_NAMES} more)` : '';
    const line = `- ${label}: ${rest.slice(0, MAP_NAMES).join(', ')}${more}`;
    if (sectionTokens([...lines, line]) <= maxTokens) lines.push(line);
  }
  return lines.length > 1 ? lines : [];
}

function localNoteLines(inbox: InboxItem[], f: Focus): string[] {
  const ours = inbox.filter((i) => i.where !== 'elsewhere');
  const picked = isFocused(f)
    ? ours
        .map((i) => ({ i, r: relevance(i, f) }))
        .filter((x) => x.r > 0)
        .sort((a, b) => b.r - a.r || b.i.captured.localeCompare(a.i.captured))
        .slice(0, LOCAL_NOTES_FOCUSED)
        .map((x) => x.i)
    : [...ours].sort((a, b) => b.captured.localeCompare(a.captured)).slice(0, LOCAL_NOTES_NEWEST);
  if (!picked.length) return [];
  return [
    "## Local notes (this clone's inbox: not reviewed, not shared)",
    ...picked.map((i) => `- [${i.kind}${i.visibility === 'private' ? ', private' : ''}] ${clip(oneLine(l0(i)), 140)} <inbox:${i.id}>`),
  ];
}

async function relatedLines(repo: Repo, f: Focus, maxTokens: number): Promise<string[]> {
  const words = [...f.words, ...f.paths.flatMap((p) => p.rel.split(/[/._-]+/).filter((s) => s.length > 2))];
  if (!words.length || maxTokens < 80) return [];
  const hits = await searchLocal(repo, words.join(' '), { kinds: ['doc', 'commit'], limit: 5 }).catch(() => []);
  const items = hits.map((h) => {
    const snippet = clip(oneLine(h.snippet), 160);
    return `- ${clip(oneLine(h.title), 120)}${snippet && snippet !== h.title ? ` — ${snippet}` : ''} <${h.uri}>`;
  });
  return fitItems(['## Related docs and history'], items, maxTokens).lines;
}

/**
 * Renders the brief as Markdown (SPEC §6.10). Reads the store, inbox,
 * freshness cache and (for an unset-up, focused brief) an existing search
 * index; never builds an index. The text stays within max(300, budget)
 * tokens (SPEC §6.12 estimate); a budget under 300, or one too small for the
 * header and closing line, is said in a line after the header. Errors:
 * KontextError from the store or git.
 */
export async function brief(repo: Repo, opts: BriefOptions = {}): Promise<string> {
  const config = repo.config();
  const requested = Math.floor(opts.budgetTokens ?? config.brief?.budget_tokens ?? 1400);
  const budget = Math.max(MIN_BRIEF_TOKENS, requested);
  const f = parseFocus(repo, opts.focus);
  const [store, inbox, identity, branch] = await Promise.all([
    loadStore(repo),
    listInbox(repo).catch(() => [] as InboxItem[]),
    repoIdentity(repo),
    repo.branch(),
  ]);
  const setUp = store.setUp;
  const active = store.entries.filter(isActive);
  const order = (xs: Entry[]) => (isFocused(f) ? byRelevance(xs, f) : byDate(xs));

  const overview = store.byId.get('overview') ?? null;
  const shown = briefRepoName(identity, repo.root);
  const project = config.project?.name || shown.name;
  const header = [`# ${project} — team context`, `${shown.id} · branch ${branch ?? '(detached HEAD)'}`];
  if (overview) {
    const about = entrySummary(overview);
    if (about) header.push(`About: ${clip(oneLine(about), 260)}`);
    const stack = extraText(overview, 'stack');
    if (stack) header.push(`Stack: ${oneLine(stack)}`);
  }

  // The header and the closing line are the minimum brief; a budget that cannot hold them, or
  // one under the floor, is said in the output instead of being exceeded silently.
  const closing = closingLine();
  const essential = sectionTokens(header) + sectionTokens([closing]);
  const tooSmall = (minimum: number) => `(budget ${requested} tokens is too small; the minimum brief is ${minimum} tokens)`;
  const noteCost = sectionTokens([tooSmall(1e9)]);
  if (essential + noteCost > budget) return [header.join('\n'), tooSmall(essential + noteCost), closing].join('\n\n') + '\n';
  const note = requested < MIN_BRIEF_TOKENS ? [tooSmall(MIN_BRIEF_TOKENS)] : [];
  let remaining = budget - essential - (note.length ? sectionTokens(note) : 0);
  // State is reserved before the other sections (SPEC §6.10), as far as it fits.
  const stateAll = await stateLines(repo, store, inbox, setUp, f);
  const state = stateAll.length ? fitItems([stateAll[0]], stateAll.slice(1), remaining).lines : [];
  if (state.length) remaining -= sectionTokens(state);

  const sections: string[][] = [header];
  if (note.length) sections.push(note);
  const add = (lines: string[]) => {
    if (!lines.length) return;
    const cost = sectionTokens(lines);
    if (cost > remaining) return;
    sections.push(lines);
    remaining -= cost;
  };
  const rules = ruleFiles(repo, f);
  if (rules.length) add([`Rules for agents: read ${rules.join(', ')}`]);

  const decisions = order(active.filter((e) => e.kind === 'decision'));
  const focusArgs = (opts.focus ?? []).map((x) => x.trim()).filter(Boolean);
  if (decisions.length) add(decisionLines(store, decisions, f, focusArgs, config.brief?.max_decisions ?? 12, Math.floor(remaining * DECISION_SHARE)));

  for (const k of KIND_SECTIONS) {
    const all = order(active.filter((e) => e.kind === k.kind));
    const items = all.slice(0, k.max).map((e) => `- ${clip(oneLine(l0(e)), 140)} <kx:${briefRef(store, e)}>`);
    add(fitWithMore([`## ${k.heading}`], items, all.length, remaining, (shown) =>
      moreLine({ kind: k.kind, total: all.length, shown, cap: k.max, capNote: '', focus: focusArgs }),
    ));
  }

  const modules = store.entries.filter((e) => e.kind === 'architecture' && e.id !== 'overview' && isActive(e));
  if (modules.length || f.paths.length) add(await moduleLines(repo, modules, f, config.brief?.max_modules ?? 14, remaining));

  add(localNoteLines(inbox, f));

  if (!setUp && isFocused(f) && indexExists(repo)) {
    add(await relatedLines(repo, f, Math.min(RELATED_TOKENS, Math.floor(remaining / 2))));
  }

  if (state.length) sections.push(state);
  sections.push([closing]);
  return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
