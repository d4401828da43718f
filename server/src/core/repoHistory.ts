/**
 * A per-HEAD cache of the repository's recent history with each commit's
 * changed paths (rename-aware), so `why` can answer "the last 60 commits of
 * this path" from memory instead of one `git log --follow -- <p>` per path.
 *
 * Why: without git's changed-path commit-graph, `git log -n 60 --follow -- p`
 * walks the whole history diffing trees for the path — on vuejs/core it costs
 * as much as blaming the line, so the first `why path:line` in a file paid
 * for both. One `git log -M --name-status` over the last max(`index.max_commits`,
 * 20,000) commits (≈ 2 s there) is built once per HEAD in the background at low
 * priority, persisted in `<W>/node/history.json` (SPEC §3: ours only,
 * rebuildable), extended incrementally when HEAD moves forward, and rebuilt
 * when it does not (rebase, reset, switch). Until it is ready, callers fall
 * back to the per-path git log.
 *
 * Semantics vs `git log -n 60 --follow -- p`: non-merge commits among the last
 * max(`index.max_commits`, 20,000) of HEAD that changed the path, following renames (R status)
 * backwards for files; directories match by prefix.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { childEnv, gitMaybe } from './git';
import { atomicWrite } from './fsutil';
import type { Repo } from './repo';
import type { PathCommit } from './pathHistory';

const VERSION = 1;
const FIELD = '\x1f';
const RECORD = '\x1e';
const FORMAT = `--format=${RECORD}%H${FIELD}%h${FIELD}%aI${FIELD}%an${FIELD}%s${FIELD}%b${FIELD}%(trailers:only,unfold)${FIELD}`;
/**
 * The cache covers at least this many commits (more when `index.max_commits`
 * is larger): blamed lines of old files point at old commits, and a commit
 * found here needs no `git show` for its trailers. ~2 s and ~4 MB on vuejs/core
 * (7k commits); a repository with more pays one `git show` for older ones.
 */
const HISTORY_MIN_COMMITS = 20_000;
/** Background builds run niced so foreground git calls keep the CPU (POSIX nice). */
const BUILD_NICE = 10;

/** A commit with its changes: `[path]` or `[path, oldPath]` for a rename. */
export interface HistoryCommit extends PathCommit {
  changes: ([string] | [string, string])[];
}

interface RepoHistory {
  head: string;
  max: number;
  commits: HistoryCommit[];
}

interface State {
  ready: RepoHistory | null;
  building: Promise<void> | null;
  /** HEAD the last build failed for (not retried for that HEAD). */
  failedHead?: string;
}

const states = new Map<string, State>();

function fileOf(repo: Repo): string {
  return path.join(repo.paths.w, 'node', 'history.json');
}

/** Parses `git log -z -M --name-status` output in our FORMAT. */
export function parseHistory(out: string): HistoryCommit[] {
  const commits: HistoryCommit[] = [];
  for (const rec of out.split(RECORD)) {
    const f = rec.split(FIELD);
    if (f.length < 8) continue;
    const trailers: [string, string][] = [];
    for (const line of f[6].split('\n')) {
      const m = /^([A-Za-z][A-Za-z0-9-]*):\s*(.+)$/.exec(line.trim());
      if (m) trailers.push([m[1], m[2].trim()]);
    }
    const changes: HistoryCommit['changes'] = [];
    const toks = f.slice(7).join(FIELD).split('\0');
    for (let i = 0; i < toks.length; i++) {
      const st = toks[i].replace(/^\n+/, '');
      if (!st) continue;
      if (st[0] === 'R' || st[0] === 'C') {
        const from = toks[i + 1];
        const to = toks[i + 2];
        i += 2;
        if (to) changes.push(st[0] === 'R' ? [to, from] : [to]);
      } else if (toks[i + 1] !== undefined) {
        changes.push([toks[i + 1]]);
        i += 1;
      }
    }
    commits.push({ sha: f[0].trim(), short: f[1], date: f[2], author: f[3], subject: f[4], body: f[5].trim(), trailers, changes });
  }
  return commits;
}

function runLog(repo: Repo, range: string[]): Promise<HistoryCommit[]> {
  return new Promise((resolve, reject) => {
    // GIT_FLUSH=0: read to the end anyway, so no flush per commit into the pipe (git.ts gitStream).
    const child = spawn('git', ['log', '-z', '-M', '--name-status', FORMAT, ...range, '--'], { cwd: repo.root, env: childEnv({ GIT_FLUSH: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      if (child.pid) os.setPriority(child.pid, BUILD_NICE);
    } catch {
      /* not permitted: normal priority */
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(parseHistory(Buffer.concat(out).toString('utf8'))) : reject(new Error(err.trim() || `git log exited ${code}`))));
  });
}

/** Reads the persisted history when it was written for `head` and `max` (checks the head before parsing it all). */
function loadPersisted(repo: Repo, head: string, max: number): RepoHistory | null {
  try {
    const fd = fs.openSync(fileOf(repo), 'r');
    const probe = Buffer.alloc(160);
    fs.readSync(fd, probe, 0, probe.length, 0);
    fs.closeSync(fd);
    if (!probe.toString('utf8').startsWith(`{"version":${VERSION},"head":"${head}","max":${max},`)) return null;
    const h = JSON.parse(fs.readFileSync(fileOf(repo), 'utf8')) as RepoHistory & { version: number };
    return Array.isArray(h.commits) ? { head: h.head, max: h.max, commits: h.commits } : null;
  } catch {
    return null;
  }
}

function persist(repo: Repo, h: RepoHistory): void {
  try {
    atomicWrite(fileOf(repo), `{"version":${VERSION},"head":"${h.head}","max":${h.max},"commits":${JSON.stringify(h.commits)}}\n`);
  } catch {
    /* a cache that cannot be written is rebuilt next time */
  }
}

/** Old history on disk or in memory, for an incremental extension. */
function previousOf(repo: Repo, st: State): RepoHistory | null {
  if (st.ready) return st.ready;
  try {
    const h = JSON.parse(fs.readFileSync(fileOf(repo), 'utf8')) as RepoHistory & { version: number };
    return h.version === VERSION && Array.isArray(h.commits) ? { head: h.head, max: h.max, commits: h.commits } : null;
  } catch {
    return null;
  }
}

async function build(repo: Repo, st: State, head: string, max: number): Promise<void> {
  const prev = previousOf(repo, st);
  let commits: HistoryCommit[];
  if (prev && prev.max === max && prev.head !== head && (await gitMaybe(['merge-base', '--is-ancestor', prev.head, head], repo.root)) !== null) {
    const fresh = await runLog(repo, [`--max-count=${max}`, `${prev.head}..${head}`]);
    commits = [...fresh, ...prev.commits].slice(0, max);
  } else {
    commits = await runLog(repo, [`--max-count=${max}`, head]);
  }
  const h = { head, max, commits };
  st.ready = h;
  persist(repo, h);
}

function stateOf(repo: Repo): State {
  let st = states.get(repo.paths.w);
  if (!st) {
    st = { ready: null, building: null };
    states.set(repo.paths.w, st);
  }
  return st;
}

function maxOf(repo: Repo): number {
  return Math.max(HISTORY_MIN_COMMITS, Number(repo.config().index?.max_commits ?? 5000));
}

/**
 * The cached history for `head` from memory or `<W>/node/history.json`, or
 * null when there is none yet. Starts nothing. Never throws.
 */
export function historyReady(repo: Repo, head: string): RepoHistory | null {
  const max = maxOf(repo);
  const st = stateOf(repo);
  if (st.ready && st.ready.head === head && st.ready.max === max) return st.ready;
  if (st.building) return null;
  const disk = loadPersisted(repo, head, max);
  if (disk) st.ready = disk;
  return disk;
}

/**
 * Starts building (or extending) the history for `head` in the background,
 * unless it is ready, already building, or failed for this HEAD. Callers start
 * it after answering, so a one-shot CLI call never pays for it.
 */
export function ensureHistoryBuild(repo: Repo, head: string): void {
  if (historyReady(repo, head)) return;
  const st = stateOf(repo);
  if (st.building || st.failedHead === head) return;
  st.building = build(repo, st, head, maxOf(repo))
    .catch(() => {
      st.failedHead = head;
    })
    .finally(() => {
      st.building = null;
    });
}

/** historyReady, and when it is not ready, ensureHistoryBuild. */
export function historyFor(repo: Repo, head: string): RepoHistory | null {
  const h = historyReady(repo, head);
  if (!h) ensureHistoryBuild(repo, head);
  return h;
}

const shaIndex = new WeakMap<RepoHistory, Map<string, HistoryCommit>>();

/** A commit of the cached history by full sha, or undefined. */
export function historyCommit(h: RepoHistory, sha: string): PathCommit | undefined {
  let idx = shaIndex.get(h);
  if (!idx) {
    idx = new Map(h.commits.map((c) => [c.sha, c]));
    shaIndex.set(h, idx);
  }
  const c = idx.get(sha);
  if (!c) return undefined;
  const { changes: _changes, ...commit } = c;
  return commit;
}

/** Resolves when no history build is running (benches and tests only). */
export async function historyIdle(): Promise<void> {
  for (const st of states.values()) if (st.building) await st.building;
}

/** Forgets in-memory histories (benches: measure a process start). */
export function clearHistoryMemory(): void {
  states.clear();
}

/**
 * The newest `depth` commits of `h` that changed `rel`: a file (following
 * renames backwards when `follow`) or, with `dir`, anything under it ('' = all).
 */
export function queryHistory(h: RepoHistory, rel: string, opts: { dir: boolean; follow: boolean; depth: number }): PathCommit[] {
  const out: PathCommit[] = [];
  let name = rel;
  const prefix = rel === '' ? '' : `${rel}/`;
  for (const c of h.commits) {
    let hit = false;
    for (const ch of c.changes) {
      if (opts.dir) {
        if (prefix === '' || ch[0].startsWith(prefix) || (ch[1] !== undefined && ch[1].startsWith(prefix))) hit = true;
      } else if (ch[0] === name) {
        hit = true;
        if (opts.follow && ch[1] !== undefined) name = ch[1];
      }
      if (hit && (opts.dir || !opts.follow)) break;
    }
    if (hit) {
      const { changes: _changes, ...commit } = c;
      out.push(commit);
      if (out.length >= opts.depth) break;
    }
  }
  return out;
}
