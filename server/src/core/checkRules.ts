/**
 * The per-entry validation rules of `check` (SPEC §2.8 table). Wording of the
 * messages is ours; levels and conditions are the SPEC's.
 */
import { git } from './git';
import { entryPathMatch, isLiteralPattern } from './globs';
import type { Repo } from './repo';
import type { Entry, KindInfo } from './types';
import type { CheckFinding } from './check';
import type { EntryProblem } from './store/entryFormat';
import { refNumber, shortIdOf } from './store/ids';
import { CANONICAL_STATUSES, isCanonicalStatusText } from './store/status';

/** Answers "does this `paths` pattern match a tracked file?" over one `git ls-files`. */
export interface Tracker {
  matches(pattern: string): boolean;
}

/** Lists tracked files once and answers pattern questions (literal patterns by set lookup). */
export async function tracker(repo: Repo): Promise<Tracker> {
  let files: string[] | null = null;
  let prefixes: Set<string> | null = null;
  const load = async () => {
    if (files) return;
    const out = await git(['ls-files', '-z'], { cwd: repo.root });
    files = out.stdout.split('\0').filter(Boolean);
    prefixes = new Set<string>();
    for (const f of files) {
      prefixes.add(f);
      for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) prefixes.add(f.slice(0, i));
    }
  };
  await load();
  const cache = new Map<string, boolean>();
  return {
    matches(pattern: string): boolean {
      let hit = cache.get(pattern);
      if (hit === undefined) {
        if (isLiteralPattern(pattern)) {
          const lit = pattern.trim().replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
          hit = lit === '' || prefixes!.has(lit);
        } else {
          hit = files!.some((f) => entryPathMatch(pattern, f));
        }
        cache.set(pattern, hit);
      }
      return hit;
    },
  };
}

/** Non-empty body lines (SPEC §2.8 `store.max_body_lines`). */
function bodyLines(body: string): number {
  return body.split('\n').filter((l) => l.trim() !== '').length;
}

/** The entries a check compares against, with ids indexed (duplicates found in O(1)). */
export interface EntrySet {
  all: Entry[];
  byId: Map<string, Entry[]>;
}

/** Indexes `all` by id. */
export function entrySet(all: Entry[]): EntrySet {
  const byId = new Map<string, Entry[]>();
  for (const e of all) {
    const list = byId.get(e.id);
    if (list) list.push(e);
    else byId.set(e.id, [e]);
  }
  return { all, byId };
}

/** True when `ref` names an entry: an id, the head of one (`<ref>-…`), or an ADR number. */
function knownRef(ref: string, set: EntrySet): boolean {
  const r = ref.replace(/^kx:/, '');
  const all = set.all;
  if (set.byId.has(r) || all.some((e) => e.id.startsWith(`${r}-`))) return true;
  const n = refNumber(r);
  return n !== null && all.some((e) => {
    const s = shortIdOf(e.id);
    return s !== null && Number(s) === n;
  });
}

/**
 * Findings for one parsed entry (SPEC §2.8): errors for a missing title, an
 * unknown kind, a duplicate id; warnings for a decision without status, with a
 * non-canonical or unrecognisable status, or without date; a date whose first
 * 10 characters are not `YYYY-MM-DD`; too many body lines (not for
 * `generated` entries; 0 = off); unknown `supersedes` ids; `paths` patterns
 * matching no tracked file; and the reading problems of the parse (unclosed
 * front matter, list or quote, missing title: errors; ignored lines: warnings).
 */
export function entryChecks(
  p: { entry: Entry; problems: EntryProblem[]; kindKnown: boolean },
  set: EntrySet,
  kinds: KindInfo[],
  maxBody: number,
  track: Tracker,
): CheckFinding[] {
  const e = p.entry;
  const out: CheckFinding[] = [];
  const err = (msg: string) => out.push({ level: 'error', path: e.path, msg });
  const warn = (msg: string) => out.push({ level: 'warn', path: e.path, msg });
  for (const m of p.problems) (m.level === 'error' ? err : warn)(m.message);
  if (!e.title.trim() && !p.problems.some((m) => m.message.startsWith('missing title'))) err('missing title: add "title: <text>" to the front matter');
  if (!p.kindKnown) err(`unknown kind "${e.kind}"; known kinds: ${kinds.map((k) => k.name).join(', ')}`);
  const dup = (set.byId.get(e.id) ?? []).find((o) => o !== e && o.path !== e.path);
  if (dup) err(`duplicate id ${e.id} (also in ${dup.path})`);
  if (e.kind === 'decision') {
    if (e.statusRaw === undefined || e.statusRaw.trim() === '') warn('decision without status');
    else if (e.status === 'unknown') {
      warn(`unrecognised status "${e.statusRaw}" (read as unknown; use ${CANONICAL_STATUSES.join(', ')})`);
    } else if (!isCanonicalStatusText(e.statusRaw)) {
      warn(`non-canonical status "${e.statusRaw}" (read as ${e.status})`);
    }
    if (!e.date) warn('decision without date');
  } else if (e.status === 'unknown') {
    warn(`unrecognised status "${e.statusRaw}" (read as unknown; use ${CANONICAL_STATUSES.join(', ')})`);
  }
  const dateText = e.dateRaw ?? e.date;
  if (dateText && !/^\d{4}-\d{2}-\d{2}/.test(dateText)) warn(`date "${dateText}" is not YYYY-MM-DD`);
  const generated = e.extras.some(([k]) => k.toLowerCase() === 'generated');
  if (maxBody > 0 && !generated) {
    const n = bodyLines(e.body);
    if (n > maxBody) warn(`body has ${n} non-empty lines (store.max_body_lines is ${maxBody}); keep entries short`);
  }
  for (const s of e.supersedes) {
    if (!knownRef(s, set)) warn(`supersedes "${s}", which is neither an entry id nor the start of one`);
  }
  for (const pat of e.paths) {
    if (!track.matches(pat)) warn(`paths pattern "${pat}" matches no tracked file`);
  }
  return out;
}
