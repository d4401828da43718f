/**
 * Commit history of one path for `why` (SPEC §6.8): `git log -n 60 [--follow]
 * -- <p>`, its decision-signal scores, and the selection shown ("decision-shaped
 * first, plus the latest"). Answered from the per-HEAD repository history
 * (repoHistory.ts) once it is built, else by one `git log` per path. Results
 * are cached per path and HEAD, and commit details per sha (commits never
 * change), so a repeated `why` in the same file runs no git at all.
 */
import { git } from './git';
import type { Repo } from './repo';
import { readHead } from './head';
import { decisionSignalScore, isReleaseCommit } from './signals';
import { ensureHistoryBuild, historyCommit, historyReady, queryHistory } from './repoHistory';

/** How many commits of a path's history `why` reads (SPEC §6.8). */
export const HISTORY_DEPTH = 60;
/** Score from which a commit counts as decision-shaped (SPEC §6.8). */
export const DECISION_SHAPED = 2.0;
/** Newest commits always shown besides the decision-shaped ones (SPEC §6.8). */
export const NEWEST_SHOWN = 3;

export interface PathCommit {
  sha: string;
  short: string;
  /** Author date, ISO 8601 (`%aI`). */
  date: string;
  author: string;
  subject: string;
  body: string;
  /** Trailers as written (`[key, value]`), unfolded. */
  trailers: [string, string][];
}

const FIELD = '\x1f';
const RECORD = '\x1e';
/** The `--format=` argument whose output parseCommits reads (one record per commit: sha, short, date, author, subject, body, trailers). */
export const FORMAT = `--format=${RECORD}%H${FIELD}%h${FIELD}%aI${FIELD}%an${FIELD}%s${FIELD}%b${FIELD}%(trailers:only,unfold)`;

/** Commits of git output written with FORMAT (anything outside its records is ignored), in output order. */
export function parseCommits(out: string): PathCommit[] {
  const commits: PathCommit[] = [];
  for (const rec of out.split(RECORD)) {
    const f = rec.split(FIELD);
    if (f.length < 7) continue;
    const trailers: [string, string][] = [];
    for (const line of f[6].split('\n')) {
      const m = /^([A-Za-z][A-Za-z0-9-]*):\s*(.+)$/.exec(line.trim());
      if (m) trailers.push([m[1], m[2].trim()]);
    }
    commits.push({ sha: f[0].trim(), short: f[1], date: f[2], author: f[3], subject: f[4], body: f[5].trim(), trailers });
  }
  return commits;
}

/** Shas per `git show -s` call (keeps the command line short). */
const SHOW_BATCH = 500;
const byPath = new Map<string, Promise<PathCommit[]>>();
const bySha = new Map<string, PathCommit>();
const MAX_PATHS = 256;

/** Keeps the commits' details for commitsBySha (commits never change). */
export function rememberShas(commits: PathCommit[]): void {
  for (const c of commits) bySha.set(c.sha, c);
  if (bySha.size > 20_000) bySha.clear(); // a bound, not an LRU: refilled on demand
}

/**
 * The last `HISTORY_DEPTH` commits touching `relPath` (newest first), following
 * renames when `follow` (single files only; git refuses it for directories).
 * Cached per root, path and HEAD. An unborn HEAD or unknown path gives [].
 */
export async function pathHistory(repo: Repo, relPath: string, follow: boolean): Promise<PathCommit[]> {
  const head = await readHead(repo);
  if (!head) return [];
  const key = `${repo.root}\0${relPath}\0${head}\0${follow ? 'f' : ''}`;
  let p = byPath.get(key);
  if (!p) {
    const cached = historyReady(repo, head);
    if (cached) {
      const commits = queryHistory(cached, relPath, { dir: !follow, follow, depth: HISTORY_DEPTH });
      p = Promise.resolve(commits);
      byPath.set(key, p);
      return p;
    }
    const args = ['log', '-n', String(HISTORY_DEPTH), FORMAT, ...(follow ? ['--follow'] : []), 'HEAD', '--', relPath || '.'];
    p = git(args, { cwd: repo.root }).then((r) => {
      const commits = parseCommits(r.stdout);
      rememberShas(commits);
      // Answered; now build the repository history so later paths need no git log.
      ensureHistoryBuild(repo, head);
      return commits;
    });
    p.catch(() => byPath.delete(key));
    byPath.set(key, p);
    if (byPath.size > MAX_PATHS) byPath.delete(byPath.keys().next().value as string);
  }
  return p;
}

/**
 * Details of the given commits (full shas), from the cache or one `git show -s`
 * for the missing ones. Unknown shas are left out.
 */
export async function commitsBySha(repo: Repo, shas: string[]): Promise<Map<string, PathCommit>> {
  const head = await readHead(repo);
  const cached = head ? historyReady(repo, head) : null;
  if (cached) {
    for (const s of shas) {
      const c = bySha.has(s) ? undefined : historyCommit(cached, s);
      if (c) bySha.set(s, c);
    }
  }
  const missing = [...new Set(shas)].filter((s) => !bySha.has(s));
  for (let i = 0; i < missing.length; i += SHOW_BATCH) {
    const r = await git(['show', '-s', FORMAT, ...missing.slice(i, i + SHOW_BATCH)], { cwd: repo.root, okCodes: [0, 128] });
    rememberShas(parseCommits(r.stdout));
  }
  const out = new Map<string, PathCommit>();
  for (const s of shas) {
    const c = bySha.get(s);
    if (c) out.set(s, c);
  }
  return out;
}

/** The commit's trailers whose key is a kontext kind trailer (`Decision`, `Convention`, … per the store's kinds). */
export function kontextTrailers(c: PathCommit, trailerKeys: ReadonlySet<string>): [string, string][] {
  return c.trailers.filter(([k]) => trailerKeys.has(k.toLowerCase()));
}

/** Scores by sha (+ whether a trailer counted): a commit's message never changes, and scoring is ~50 regex tests. */
const scores = new Map<string, number>();

function scoreOf(c: PathCommit, trailerKeys: ReadonlySet<string>): number {
  const bonus = kontextTrailers(c, trailerKeys).length > 0;
  const key = bonus ? `${c.sha}+` : c.sha;
  let v = scores.get(key);
  if (v === undefined) {
    v = decisionSignalScore(c.subject, c.body, { trailerBonus: bonus });
    if (scores.size > 50_000) scores.clear();
    scores.set(key, v);
  }
  return v;
}

export interface HistorySelection {
  /** Commits to show, in git log order (newest first): the decision-shaped ones chosen best-first, and the newest ones. */
  shown: PathCommit[];
  /** The decision-shaped commits among `shown` (marked on their lines, whyPath.ts). */
  shaped: Set<PathCommit>;
  /** Commits read (≤ HISTORY_DEPTH). */
  read: number;
}

/** Orders commits by author date (`date`, the one each history line shows), newest first. */
export function newerFirst(a: PathCommit, b: PathCommit): number {
  return Date.parse(b.date) - Date.parse(a.date);
}

/**
 * SPEC §6.8 selection: commits scoring ≥ 2.0 (with +4 for a kontext trailer),
 * best first (ties: newer first), never a release or version bump (signals.ts
 * isReleaseCommit, issue 3: its changelog body scores, but says nothing of why), then those of the `NEWEST_SHOWN` newest
 * commits not already listed, newest first. **[I]** `limit` bounds the whole
 * list (the tool documents `limit` as items per section; SPEC's "≤ limit + 3"
 * showed 6 items for `-n 3`): the decision-shaped commits come first but
 * leave room for the latest commit, and the other newest ones fill what is
 * left. With `fill` (a limit the reader asked for, newcomer5) every newer
 * commit read may fill, so the list holds `limit` commits when git has them.
 * The list is shown by date desc as SPEC §6.8 says — by the author date each
 * line shows (newerFirst), git log's order breaking ties; the newest first,
 * which readers expect (newcomer: the best-scored commit listed first read as
 * the newest); the decision-shaped ones are marked
 * (`shaped`), not moved.
 */
export function selectHistory(commits: PathCommit[], limit: number, trailerKeys: ReadonlySet<string>, fill = false): HistorySelection {
  const scored = commits.map((c, i) => ({ c, i, score: scoreOf(c, trailerKeys) }));
  const shapedAll = scored
    .filter((s) => s.score >= DECISION_SHAPED && !isReleaseCommit(s.c.subject))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((s) => s.c);
  const latest = commits[0];
  let take = Math.min(shapedAll.length, limit);
  if (latest && take === limit && !shapedAll.slice(0, take).includes(latest)) take--;
  const shaped = shapedAll.slice(0, take);
  const newest = commits
    .slice(0, fill ? commits.length : NEWEST_SHOWN)
    .filter((c) => !shaped.includes(c))
    .slice(0, limit - shaped.length);
  const order = new Map(commits.map((c, i) => [c, i]));
  // By the date each line shows (the author's), newest first; git log's order (by committer date) breaks ties. A rebased or
  // cherry-picked commit keeps its author date, so git's order alone made the dates shown jump back and forth (newcomer 25 #10).
  const shown = [...shaped, ...newest].sort((a, b) => newerFirst(a, b) || order.get(a)! - order.get(b)!);
  return { shown, shaped: new Set(shaped), read: commits.length };
}
