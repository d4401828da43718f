/**
 * `ctx_log` / `kontext log` (SPEC §6.9): the entries of one kind as a dated
 * log, newest first, with the commit that added each file.
 */
import { KontextError } from './errors';
import { git } from './git';
import type { Repo } from './repo';
import { clip, oneLine } from './text';
import type { Entry } from './types';
import { briefRef, loadStore } from './store/store';
import { nextStep } from './hints';
import { normalizeKind, unknownKindMessage } from './store/kinds';
import { entrySummary, isActive } from './store/summary';

/** One log row (SPEC §6.9; also the `--json` / structuredContent shape). */
export interface LogRow {
  /** `YYYY-MM-DD`: the entry's date › the date of the commit adding its file › ''. */
  date: string;
  id: string;
  title: string;
  status: string;
  /** Summary ≤160. */
  summary: string;
  /** Short sha of the commit that added the file, or '' when not committed yet. */
  commit: string;
  superseded_by: string[];
  path: string;
}

export interface LogOptions {
  /** Kind (aliases accepted); default `decision`. */
  kind?: string;
  /** Include inactive entries (superseded, deprecated, rejected). */
  all?: boolean;
  /** Row limit; default 40 (MCP; the CLI passes 50). */
  limit?: number;
}

const SUMMARY_ROW = 160;
const SUMMARY_TEXT = 140;
const ID_WIDTH_MAX = 32;

/**
 * The log of one kind (SPEC §6.9): rows sorted by date desc, then id desc,
 * cut at `limit`, and the text layout `<date pad10>  <id pad W>  <title>
 * [  [<status>( → <ids>)]][  <commit>]` with `↳ <summary≤140>` under the title.
 * Throws KontextError('invalid-argument') for an unknown kind (naming the
 * kinds) or a limit below 1.
 */
export async function decisionLog(repo: Repo, opts: LogOptions = {}): Promise<{ rows: LogRow[]; text: string }> {
  const limit = opts.limit ?? 40;
  if (!Number.isInteger(limit) || limit < 1) throw new KontextError('invalid-argument', `limit: must be a positive integer (got ${opts.limit})`);
  const store = await loadStore(repo);
  const kindInput = opts.kind ?? 'decision';
  const kind = normalizeKind(kindInput, store.kinds)?.kind;
  if (!kind) {
    throw new KontextError('invalid-argument', `kind: ${unknownKindMessage(kindInput, store.kinds)}`);
  }
  const entries = store.entries.filter((e) => e.kind === kind && (opts.all || isActive(e)));
  const added = await addingCommits(repo, entries.map((e) => e.path));
  const rows = entries.map((e) => row(e, added.get(e.path)));
  rows.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const shown = rows.slice(0, limit);
  const refs = new Map(entries.map((e) => [e.id, briefRef(store, e)]));
  const text = renderLog(shown, kind, rows.length, {
    hidden: entries.length === 0 && !opts.all ? hiddenCount(store.entries, kind) : 0,
    ref: (id) => refs.get(id) ?? id,
    all: opts.all,
  });
  return { rows: shown, text };
}

function hiddenCount(entries: Entry[], kind: string): number {
  return entries.filter((e) => e.kind === kind && !isActive(e)).length;
}

function row(e: Entry, add: { short: string; date: string } | undefined): LogRow {
  const date = /^\d{4}-\d\d-\d\d/.test(e.date ?? '') ? e.date!.slice(0, 10) : (add?.date ?? e.date ?? '');
  return {
    date,
    id: e.id,
    title: e.title,
    status: e.status === 'unknown' ? (e.statusRaw ?? 'unknown') : (e.status ?? ''),
    summary: clip(oneLine(entrySummary(e)), SUMMARY_ROW),
    commit: add?.short ?? '',
    superseded_by: e.superseded_by,
    path: e.path,
  };
}

/**
 * The commit that added each path (`git log --diff-filter=A`, newest add
 * wins), with its author date as `YYYY-MM-DD`. One git call for all paths.
 */
export async function addingCommits(repo: Repo, paths: string[]): Promise<Map<string, { short: string; date: string }>> {
  const out = new Map<string, { short: string; date: string }>();
  if (paths.length === 0 || !(await repo.head())) return out;
  const want = new Set(paths);
  const res = await git(
    ['log', '--diff-filter=A', '--no-renames', '--name-only', '-z', '--format=%x1e%h%x1f%ad', '--date=short', 'HEAD', '--', ...uniqueDirs(paths)],
    { cwd: repo.root },
  );
  for (const rec of res.stdout.split('\x1e')) {
    const sep = rec.indexOf('\x1f');
    if (sep === -1) continue;
    const nul = rec.indexOf('\0', sep);
    const short = rec.slice(0, sep);
    const date = rec.slice(sep + 1, nul === -1 ? undefined : nul).trim();
    if (nul === -1) continue;
    for (const p of rec.slice(nul + 1).split('\0')) {
      const f = p.replace(/^\n/, '');
      if (want.has(f) && !out.has(f)) out.set(f, { short, date });
    }
  }
  return out;
}

/** Parent directories of `paths` (pathspecs stay few even for hundreds of entries). */
function uniqueDirs(paths: string[]): string[] {
  const dirs = new Set(paths.map((p) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : p)));
  return [...dirs].map((d) => `:(literal)${d}`);
}

/**
 * The text layout of SPEC §6.9. **[ours]** The id column shows each entry's
 * brief reference (`ref`, SPEC §2.5: the shortest unique prefix, ADRs their
 * number) instead of the id without its date clipped to 32: a row's id can be
 * pasted into `read`/`kx:` as it is, and it is the reference `brief` shows.
 * W = the longest reference up to 32; a longer one (a duplicated id) is not
 * clipped, it only pushes its title right.
 */
export function renderLog(
  rows: LogRow[],
  kind: string,
  total: number,
  opts: { hidden?: number; ref?: (id: string) => string; all?: boolean } = {},
): string {
  const { hidden = 0, ref = (id: string) => id } = opts;
  if (rows.length === 0) {
    const more = hidden ? ` (${hidden} inactive ${kind} entr${hidden === 1 ? 'y' : 'ies'} hidden; list them with ${nextStep.log({ kind, all: true })})` : '';
    const record = nextStep.capture({ kind, paths: ['<path>'] });
    return `No ${kind} entries recorded yet${more}. Record one with ${record}, then promote it into a commit so it is reviewed with the code.`;
  }
  const ids = rows.map((r) => ref(r.id));
  const w = Math.min(ID_WIDTH_MAX, Math.max(...ids.map((i) => [...i].length)));
  const indent = ' '.repeat(10 + 2 + w + 2);
  const lines: string[] = [];
  rows.forEach((r, i) => {
    let line = `${r.date.padEnd(10)}  ${ids[i].padEnd(w)}  ${r.title}`;
    if (r.status) line += `  [${r.status}${r.superseded_by.length ? ` → ${r.superseded_by.join(', ')}` : ''}]`;
    if (r.commit) line += `  ${r.commit}`;
    lines.push(line);
    if (r.summary && r.summary !== r.title) lines.push(`${indent}↳ ${clip(r.summary, SUMMARY_TEXT)}`);
  });
  if (total > rows.length) {
    const more = nextStep.log({ kind: kind !== 'decision' ? kind : undefined, all: opts.all || undefined, limit: '<N>' });
    lines.push(`(+${total - rows.length} more — raise the limit: ${more})`);
  }
  return lines.join('\n');
}
