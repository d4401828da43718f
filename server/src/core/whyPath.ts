/**
 * The Path sections of `why` (SPEC §6.8), shared by path, line-range and
 * symbol targets:
 *   ## Knowledge covering this path   - [kind · status] <L0≤170> <kx:id>
 *   ## Local notes (inbox, not shared yet)  - [kind(, private)] <L0≤170> <inbox:id>
 *   ## Module                         - <L0≤170> <kx:id>   (longest matching module doc)
 *   ## Line(s) <range> last changed in  ≤ 8 distinct commits from blame ("Line 7", "Lines 3-8")
 *   ## History (<k> of the last <N> commits; decision-shaped first, plus the latest)
 *     (each line as SPEC §6.8, `(decision-shaped)` before the uri of one scoring ≥ 2.0)
 *     (`## History (the only commit)` when the path or lines have one)
 *     (for a range: `… commits that changed lines a-b; …`, the lines' own history, or
 *     `line history unavailable: <why>; … commits of the whole file; …`)
 *   and a nudge to capture when neither knowledge nor a local note covers the path.
 * The local notes are **[I]** beyond SPEC §6.8 (newcomer3 #2): a note already
 * captured for the path must show, or the nudge invites a duplicate.
 * Store, history and blame are read concurrently; each is cached (store by
 * file stamps, history per path + HEAD, blame per file + HEAD), so a repeated
 * call in the same file spawns no git process.
 */
import * as fs from 'node:fs';
import type { Repo } from './repo';
import type { Entry, KindInfo } from './types';
import { clip, lineSpan, lineTarget, oneLine, plural } from './text';
import { renamedFrom } from './stagedRename';
import { l0 } from './store/summary';
import { loadStore } from './store/store';
import { blameRange, onBlameFilled, type BlameLine } from './blame';
import { governs, knowledgeIn, moduleDocIn, normPath } from './pathKnowledge';
import { listInbox, type InboxItem } from './inbox';
import { commitsBySha, HISTORY_DEPTH, kontextTrailers, newerFirst, pathHistory, selectHistory, type PathCommit } from './pathHistory';
import { moreLine, nextStep } from './hints';
import type { GonePath } from './whyTarget';

/** What a history's "more" line counts. */
const COMMITS = { one: 'commit', many: 'commits' };
import { rangeHistory, type RangeHistory } from './rangeHistory';

// When a file's whole blame is known, fetch the details (trailers) of its commits in one
// batch, so later `why path:line` calls in that file need no git process at all.
onBlameFilled(async (repo, _rel, shas) => {
  await commitsBySha(repo, shas);
});

/** Distinct commits listed under "Lines … last changed in" (SPEC §6.8). */
const MAX_LINE_COMMITS = 8;

/** Lowercased trailer keys of the store's kinds (`decision`, `convention`, …). */
export function trailerKeysOf(kinds: KindInfo[]): Set<string> {
  const keys = new Set(kinds.map((k) => k.trailer?.toLowerCase()).filter((k): k is string => !!k));
  if (keys.size === 0) for (const k of ['decision', 'convention', 'learning', 'incident']) keys.add(k);
  return keys;
}

function entryLine(e: Entry): string {
  const meta = e.status ? `${e.kind} · ${e.status}` : e.kind;
  return `- [${meta}] ${clip(oneLine(l0(e)), 170)} <kx:${e.id}>`;
}

/**
 * `- [kind(, private)] <L0≤170> <inbox:id>`, plus where it was captured when
 * that is another worktree (SPEC §3: listable from every worktree of the clone).
 */
function noteLine(i: InboxItem): string {
  const meta = i.visibility === 'private' ? `${i.kind}, private` : i.kind;
  const where = i.where === 'elsewhere' ? ` (captured in another worktree${i.branch ? `, branch ${i.branch}` : ''})` : '';
  return `- [${meta}] ${clip(oneLine(l0(i)), 170)} <inbox:${i.id}>${where}`;
}

/**
 * This clone's inbox notes (here, elsewhere and orphaned, SPEC §3) whose
 * `paths` govern `rel`, by the same rule as store entries (pathKnowledge
 * governs: file match, directory match or overlap); newest first.
 */
export function notesIn(inbox: InboxItem[], rel: string, dir: boolean): InboxItem[] {
  const r = normPath(rel);
  return inbox.filter((i) => governs(i, r, dir));
}

/**
 * What the History heading says inside its parenthesis around SPEC §6.8's
 * `<k> of the last <N> commits`: for a line range, ` that changed lines
 * a-b` (`line 7`; `, at HEAD lines c-d` added when uncommitted edits moved
 * them), or — when git gave no line history — a `line history unavailable:
 * <why>; ` lead and ` of the whole file`; for a file renamed in the index,
 * `, as <old> before its staged rename`. Empty for a path target.
 */
function historyScope(kind: RangeHistory | null, range: { start: number; end: number } | null, renamed: string | null): { lead: string; tail: string } {
  const as = renamed ? `, as ${renamed} before its staged rename` : '';
  if (!kind || !range) return { lead: '', tail: as };
  if (kind.kind === 'file') return { lead: `line history unavailable: ${kind.reason}; `, tail: ` of the whole file${as}` };
  const moved = kind.head.start !== range.start || kind.head.end !== range.end ? `, at HEAD ${lineSpan(kind.head.start, kind.head.end)}` : '';
  return { lead: '', tail: ` that changed ${lineSpan(range.start, range.end)}${moved}${as}` };
}

/** The History's commits, with what they are: a range's own lines' or the whole file's (`kind`), and HEAD's name of a file renamed in the index. */
interface HistoryRead {
  commits: PathCommit[];
  /** With a range: the line history, or why the file's history stands in (null for a path target). */
  kind: RangeHistory | null;
  /** The name HEAD knows the path by, when a staged rename gave it `rel` (stagedRename.ts); else null. */
  renamed: string | null;
}

/**
 * The commits of the History (SPEC §6.8, **[I]** lines): with a range, the
 * line history (rangeHistory.ts), else — an unsaved buffer (`contents`: its
 * lines are not the file's), no commit listed, git failing — the file's,
 * with the reason. A path HEAD does not know (nothing found under `rel`)
 * is looked up as the source of a staged rename (`git mv old rel`), whose
 * history is read under the old name; the common case costs no extra git.
 */
async function readHistory(repo: Repo, rel: string, isDir: boolean, range: { start: number; end: number } | null, contents: string | undefined): Promise<HistoryRead> {
  let renamed: string | null = null;
  const source = async () => (renamed = await renamedFrom(repo, rel, isDir).catch(() => null));
  let kind: RangeHistory | null = null;
  if (range && !isDir) {
    if (contents !== undefined) kind = { kind: 'file', reason: 'the lines are an unsaved buffer' };
    else {
      kind = await rangeHistory(repo, rel, range.start, range.end);
      if (kind.kind === 'file' && (await source())) kind = await rangeHistory(repo, rel, range.start, range.end, undefined, renamed!);
      if (kind.kind === 'lines' && kind.commits.length) return { commits: kind.commits, kind, renamed };
      if (kind.kind === 'lines') kind = { kind: 'file', reason: `git log -L lists no commit for ${lineSpan(range.start, range.end)}` };
    }
  }
  let commits = await pathHistory(repo, renamed ?? rel, !isDir);
  if (!commits.length && !renamed && (await source())) commits = await pathHistory(repo, renamed!, !isDir);
  return { commits, kind, renamed };
}

/**
 * `history` (a line range's commits from git log -L, newest first) with the
 * commits `blame` names for those lines that it lacks, read by commitsBySha
 * and placed by author date; `history` itself when it has them all.
 */
async function withBlamedCommits(repo: Repo, history: PathCommit[], blame: BlameLine[]): Promise<PathCommit[]> {
  const have = new Set(history.map((c) => c.sha));
  const missing = [...new Set(blame.map((b) => b.sha).filter((s): s is string => !!s && !have.has(s)))];
  if (!missing.length) return history;
  const found = [...(await commitsBySha(repo, missing)).values()];
  return [...history, ...found].sort(newerFirst);
}

/** `- <date> <short> <author>: <subject>  [<kontext trailers>]` (SPEC §6.8 history line, without the uri). */
function commitText(c: PathCommit, keys: ReadonlySet<string>): string {
  const tr = kontextTrailers(c, keys);
  const trailers = tr.length ? `  [${tr.map(([k, v]) => `${k}: ${v}`).join(', ')}]` : '';
  return `- ${c.date.slice(0, 10)} ${c.short} ${c.author}: ${c.subject}${trailers}`;
}

/** `line` for one line number, else `lines` (`(line 7)`, `(lines 3-5, 9)`). */
function lineWord(lines: number[]): string {
  return lines.length === 1 ? 'line' : 'lines';
}

/** Compresses sorted line numbers into `3-5, 9`. */
export function lineRanges(lines: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j] + 1) j++;
    parts.push(i === j ? `${lines[i]}` : `${lines[i]}-${lines[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** `, which has 837 lines` — the length of work-tree file `rel`, for a line past its end (newcomer 19 #4); '' when it cannot be read. */
function fileLength(repo: Repo, rel: string): string {
  try {
    const text = fs.readFileSync(`${repo.root}/${rel}`, 'utf8');
    const n = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return `, which has ${plural(n, 'line')}`;
  } catch {
    return '';
  }
}

async function linesSection(
  repo: Repo,
  rel: string,
  range: { start: number; end: number },
  blame: BlameLine[] | Error,
  history: PathCommit[],
  keys: ReadonlySet<string>,
  limit: number,
  again?: (limit: number) => string,
): Promise<string[]> {
  // ≤ 8 commits (SPEC §6.8), and never more than the caller's per-section limit.
  const cap = Math.min(MAX_LINE_COMMITS, limit);
  const label = range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`;
  const out = [`## ${range.start === range.end ? 'Line' : 'Lines'} ${label} last changed in`];
  if (blame instanceof Error) return [...out, `(blame unavailable: ${clip(oneLine(blame.message), 160)})`];
  if (!blame.length) return [...out, `(line ${range.start} is past the end of ${rel}${fileLength(repo, rel)})`];
  const groups = new Map<string, { lines: number[]; orig: number[]; first: BlameLine }>();
  const pending: number[] = [];
  for (const b of blame) {
    if (!b.sha) {
      pending.push(b.line);
      continue;
    }
    const g = groups.get(b.sha);
    if (g) {
      g.lines.push(b.line);
      if (b.origLine !== undefined) g.orig.push(b.origLine);
    } else groups.set(b.sha, { lines: [b.line], orig: b.origLine === undefined ? [] : [b.origLine], first: b });
  }
  const shas = [...groups.keys()]
    .sort((a, b) => groups.get(b)!.first.date.localeCompare(groups.get(a)!.first.date))
    .slice(0, cap);
  const known = new Map(history.map((c) => [c.sha, c]));
  const missing = shas.filter((s) => !known.has(s));
  if (missing.length) for (const [s, c] of await commitsBySha(repo, missing).catch(() => new Map<string, PathCommit>())) known.set(s, c);
  for (const sha of shas) {
    const g = groups.get(sha)!;
    const c: PathCommit = known.get(sha) ?? {
      sha,
      short: sha.slice(0, 7),
      date: g.first.date,
      author: g.first.author,
      subject: g.first.subject,
      body: '',
      trailers: [],
    };
    // Under another name then: its lines there (`line 5, as src/money.ts line 2`), which differ when the file changed around them since.
    const there = g.orig.length === g.lines.length ? ` ${lineWord(g.orig)} ${lineRanges(g.orig)}` : '';
    const renamed = g.first.path && g.first.path !== rel ? `, as ${g.first.path}${there}` : '';
    out.push(`${commitText(c, keys)}  (${lineWord(g.lines)} ${lineRanges(g.lines)}${renamed})  <git:${c.short}>`);
  }
  if (groups.size > cap) {
    // A symbol's lines (`again`: whySymbol's call) were not typed as a range: the hint names the call or the range to narrow.
    const hint = !again
      ? `narrow the line range${cap < MAX_LINE_COMMITS ? ' or raise the limit' : ''}`
      : cap < MAX_LINE_COMMITS
        ? `raise the limit: ${again(MAX_LINE_COMMITS)}`
        : `ask about part of its lines, ${rel}:${range.start}-${range.end}`;
    out.push(moreLine(groups.size - cap, hint, COMMITS));
  }
  if (pending.length) out.push(`- not committed yet (${lineWord(pending)} ${lineRanges(pending)})`);
  return out;
}

/** How pathSections answers for a symbol (whySymbol) rather than a path or line range. */
export interface SectionOptions {
  /** The call that asks the same question with another limit (the "… more commits" hint); default: the path or range target. */
  again?: (limit: number) => string;
  /** How the path left the working tree (whyTarget.ts gonePath): the closing hint then points at that commit, not at a capture. */
  gone?: GonePath | null;
}

/**
 * The end of the History heading, SPEC §6.8's words: how the commits were
 * chosen (the decision-shaped ones first, best-first up to the limit, plus
 * the latest). They are listed by date desc, as §6.8 says (the author date shown),
 * with the decision-shaped ones marked (DECISION_MARK).
 */
export const HISTORY_ORDER = '; decision-shaped first, plus the latest';
/** The marker after a decision-shaped commit's line in the History (score ≥ 2.0, pathHistory.ts selectHistory). */
export const DECISION_MARK = '(decision-shaped)';

/** The highest per-section limit of a why answer (why.ts WHY_LIMIT.max, SPEC §6.8). */
export const MAX_LIMIT = 40;
/** The lowest per-section limit of a why answer (why.ts WHY_LIMIT.min, SPEC §6.8). */
export const MIN_LIMIT = 3;

/**
 * Markdown lines of the Path sections for `rel` (repo-relative; '' = the
 * repository root), optionally for a line range (blamed; `contents` = unsaved
 * buffer). `limit` caps every list: knowledge, the line commits (also ≤ 8)
 * and the decision-shaped history (plus the 3 newest commits, SPEC §6.8;
 * `fillHistory`, for a limit the reader asked for: the newest fill up to
 * `limit`, and a cut history ends with how many more and the call that
 * shows them). **[I]** With a range (`p:line`, `p:a-b`, a symbol's lines;
 * issue 3 and newcomer: SPEC §6.8 reads the file's `git log`, which buried
 * the lines' own commits) the History is that of those lines
 * (rangeHistory.ts, `git log -L`), headed `## History (<k> of the last <N>
 * commits that changed lines a-b; …)`; when git gives none, the file's,
 * headed `## History (line history unavailable: <why>; <k> of the last <N>
 * commits of the whole file; …)`. A file or directory renamed in the
 * index (`git mv`, not committed) gets the history of its name in HEAD,
 * said in the heading (stagedRename.ts), as blame already follows it.
 */
export async function pathSections(
  repo: Repo,
  rel: string,
  range: { start: number; end: number } | null,
  limit: number,
  contents?: string,
  fillHistory = false,
  opts: SectionOptions = {},
): Promise<string[]> {
  let isDir = rel === '';
  try {
    isDir = isDir || fs.statSync(repo.abs(rel)).isDirectory();
  } catch {
    /* gone from the working tree: a file with history */
  }
  const [store, inbox, read, blame] = await Promise.all([
    loadStore(repo),
    listInbox(repo).catch(() => [] as InboxItem[]),
    readHistory(repo, rel, isDir, range, contents),
    range
      ? blameRange(repo, rel, range.start, range.end, contents === undefined ? {} : { contents }).catch((e: Error) => e)
      : Promise.resolve(null),
  ]);
  const { kind, renamed } = read;
  // git log -L can miss a commit blame names for these very lines (newcomer 25 #9: click core.py:1551, moved there by
  // 9dd12077, which log -L did not list): such commits join the lines' history, so the two sections never disagree.
  const history = range && Array.isArray(blame) && kind?.kind === 'lines' ? await withBlamedCommits(repo, read.commits, blame) : read.commits;
  const knowledge = knowledgeIn(store, rel, isDir);
  const notes = notesIn(inbox, rel, isDir);
  const module = moduleDocIn(store, rel);
  const keys = trailerKeysOf(store.kinds);
  const shown = rel === '' ? '.' : isDir ? `${rel}/` : rel;
  // The target as asked again in hints (`a.ts:15`, `a.ts:3-8`, the path).
  const target = rel === '' ? '.' : range ? lineTarget(rel, range.start, range.end) : rel;
  const out: string[] = [];
  if (knowledge.length) {
    out.push('## Knowledge covering this path');
    for (const e of knowledge.slice(0, limit)) out.push(entryLine(e));
    if (knowledge.length > limit) {
      // The same answer with a higher limit lists them all while they fit in one (≤ 40, SPEC §6.8); past that, a search of the path.
      const more = knowledge.length <= MAX_LIMIT ? nextStep.why(target, knowledge.length) : nextStep.search(shown);
      out.push(moreLine(knowledge.length - limit, more));
    }
    out.push('');
  }
  if (notes.length) {
    out.push('## Local notes (inbox, not shared yet)');
    for (const i of notes.slice(0, limit)) out.push(noteLine(i));
    if (notes.length > limit) out.push(moreLine(notes.length - limit, nextStep.inbox()));
    out.push('');
  }
  if (module) out.push('## Module', `- ${clip(oneLine(l0(module)), 170)} <kx:${module.id}>`, '');
  if (range && blame) out.push(...(await linesSection(repo, rel, range, blame, history, keys, limit, opts.again)), '');
  const scope = historyScope(kind, range, renamed);
  if (history.length) {
    const sel = selectHistory(history, limit, keys, fillHistory);
    // One commit in all (a new file, a range one commit wrote): said so, not as `1 of the last 1 commits`.
    const head = sel.read === 1 ? 'the only commit' : `${sel.shown.length} of the last ${sel.read} commits`;
    out.push(`## History (${scope.lead}${head}${scope.tail}${sel.read === 1 ? '' : HISTORY_ORDER})`);
    for (const c of sel.shown) out.push(`${commitText(c, keys)}${sel.shaped.has(c) ? `  ${DECISION_MARK}` : ''}  <git:${c.short}>`);
    const left = sel.read - sel.shown.length;
    if (fillHistory && left > 0) {
      const n = Math.min(MAX_LIMIT, sel.read);
      const more = limit < MAX_LIMIT ? (opts.again ? opts.again(n) : nextStep.why(target, n)) : undefined;
      const read = sel.read >= HISTORY_DEPTH ? ` of the last ${sel.read} read` : '';
      out.push(moreLine(left, more, { one: `commit${read}`, many: `commits${read}` }));
    }
    out.push('');
  } else {
    out.push(kind?.kind === 'file' ? `## History (line history unavailable: ${kind.reason})` : '## History', `(no commits touch ${shown} yet)`, '');
  }
  if (!knowledge.length && !notes.length && opts.gone) {
    // Nothing to capture about a file that is gone: what removed it is the question left.
    out.push(
      opts.gone.to
        ? `Nothing recorded covers ${shown}, which is no longer in the working tree; for its new path: ${nextStep.why(opts.gone.to)}, and for the move: ${nextStep.why(opts.gone.commit)}.`
        : opts.gone.commit
          ? `Nothing recorded covers ${shown}, which is no longer in the working tree; for the change that removed it: ${nextStep.why(opts.gone.commit)}.`
          : `Nothing recorded covers ${shown}, which is deleted in the working tree (not committed).`,
    );
  } else if (!knowledge.length && !notes.length) {
    out.push(
      `Nothing recorded covers ${shown} yet. If you learn why it is this way, capture it: ` +
        `${nextStep.capture({ kind: '<decision|convention|learning>', paths: [isDir ? `${rel}/` : rel] })}.`,
    );
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}
