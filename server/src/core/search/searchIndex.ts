/**
 * The search index of one worktree in memory (SPEC §3, §6.4), refreshed
 * incrementally and saved in the background; its files under
 * `<W>/index-node/` (manifest.json, index.bin, texts.json, .lock) are
 * indexFiles.ts. A save holds `.lock`; busy → this process keeps serving what
 * it holds and saves later, other processes read the last saved index.
 * Before a local query the index is refreshed at most once a second per
 * process: changed doc/entry files re-indexed, removed ones dropped, commits
 * that entered or left the newest `index.max_commits` of HEAD added/removed.
 * Commits listed in `pendingFiles` are indexed without their changed paths
 * (a cold build in a long-running server, indexCommits.ts); a background pass
 * adds them, swaps the documents in and saves — also after a restart, when a
 * process stopped before its pass ended.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { withLock } from '../fsutil';
import { KontextError } from '../errors';
import { plural } from '../text';
import type { Commit } from '../history';
import { chunkDoc as cutDoc, listDocFiles } from '../docs';
import type { Repo } from '../repo';
import { chunkDoc, entryDoc, type IndexDoc } from './documents';
import { newEngine, type Engine } from './engine';
import { buildEngine } from './build';
import { listIndexedEntries } from './entries';
import { fillDocs, planCommits } from './indexCommits';
import { trackIndexSave } from './indexPolicy';
import { progressTicker } from '../progress';
import { emptyManifest, indexDir, indexTexts, loadSaved, saveIndex, type Manifest } from './indexFiles';

/** A loaded index and what it was built from. */
export interface IndexState {
  engine: Engine;
  manifest: Manifest;
  /** Raw searched text per doc id, for phrase boosts; filled lazily from texts.json. */
  texts: Map<string, string> | null;
  textsLoading: Promise<Map<string, string> | null> | null;
  /** Epoch ms of the last refresh check. */
  checkedAt: number;
  /** True while memory holds changes not yet saved. */
  dirty: boolean;
  /** The save in progress, if any. */
  saving: Promise<void> | null;
  /** Every document, kept after a cold build until the background file-list pass has swapped in the full commit documents (one fast rebuild instead of 5000 replacements). */
  docs: Map<string, IndexDoc> | null;
  /** The pending commits as read by this process's cold build (no paths). */
  noFiles: Map<string, Commit> | null;
  /** The background file-list pass in progress, if any. */
  filling: Promise<void> | null;
}

/** Refresh at most this often per process (SPEC §6.4). */
const REFRESH_EVERY_MS = 1000;

const states = new Map<string, IndexState>();
const inflight = new Map<string, Promise<IndexState>>();

/**
 * The up-to-date index of `repo`: loaded from disk or built on first use,
 * refreshed at most once a second. Concurrent callers share one refresh.
 * Throws KontextError('git') when git fails.
 */
export async function getIndex(repo: Repo, opts: { force?: boolean } = {}): Promise<IndexState> {
  const key = repo.root;
  const cur = states.get(key);
  if (cur && !opts.force && Date.now() - cur.checkedAt < REFRESH_EVERY_MS) return cur;
  const running = inflight.get(key);
  if (running) return running;
  const p = refresh(repo, opts.force ? null : (cur ?? null), opts.force === true).finally(() => inflight.delete(key));
  inflight.set(key, p);
  const st = await p;
  states.set(key, st);
  return st;
}

/** Makes the next query re-check the sources now instead of waiting out the 1 s throttle. */
export function expireIndex(repo: Repo): void {
  const st = states.get(repo.root);
  if (st) st.checkedAt = 0;
}

/** Drops this process's in-memory copy (tests; reindex). */
export function forgetIndex(repo: Repo): void {
  states.delete(repo.root);
}

/** Rebuilds the index from scratch and saves it (SPEC §6.4 `reindex`). Returns the document count. */
export async function rebuildIndex(repo: Repo): Promise<{ docs: number }> {
  forgetIndex(repo);
  const st = await getIndex(repo, { force: true });
  await flushIndex(repo);
  return { docs: st.engine.documentCount };
}

/** What changed between the index and the sources. */
interface Plan {
  remove: string[];
  add: IndexDoc[];
  manifest: Manifest;
  /** Commits of `manifest.pendingFiles` read by this plan (cold build). */
  noFiles: Map<string, Commit>;
}

async function refresh(repo: Repo, cur: IndexState | null, rebuild = false): Promise<IndexState> {
  let st = cur ?? (rebuild ? null : loadSaved(repo));
  const fresh = !st;
  if (!st) st = newState();
  else if (!st.texts) void indexTexts(repo, st); // phrase texts load in the background
  // A first build reads every commit of HEAD (seconds on a long history): it says so
  // on stderr / MCP progress once it has taken a second (newcomer 8 #3).
  let ticker = fresh ? buildTicker() : null;
  try {
    return await refreshWith(repo, st, fresh, () => ticker ?? (ticker = buildTicker()), ticker);
  } finally {
    ticker?.stop();
  }
}

async function refreshWith(repo: Repo, st: IndexState, fresh: boolean, newTicker: () => Ticker, ticker: Ticker | null): Promise<IndexState> {
  let plan = await planRefresh(repo, st.manifest, ticker?.tick);
  let changed = fresh || plan.remove.length > 0 || plan.add.length > 0 || !sameShape(st.manifest, plan.manifest);
  if (changed && !st.texts && !(await indexTexts(repo, st))) {
    // texts.json is missing or of another generation: rebuild rather than lose phrase boosts.
    st = newState();
    changed = true;
    ticker = newTicker();
    plan = await planRefresh(repo, st.manifest, ticker.tick);
  }
  st.checkedAt = Date.now();
  if (changed) {
    // The BM25 build holds the thread (no timer fires meanwhile): its line comes first.
    ticker?.say(`search index: ${plan.manifest.commits.length} commits read; indexing ${plan.add.length} documents (BM25)`);
    applyPlan(st, plan);
    st.dirty = true;
  }
  ticker?.done(`search index: built — ${builtCounts(st, plan)}`);
  if (st.dirty) scheduleSave(repo, st);
  scheduleFill(repo, st);
  return st;
}

type Ticker = ReturnType<typeof progressTicker>;

/** Progress lines of a first build: `search index: first build, 2400 commits read…` after a quiet second. */
function buildTicker(): Ticker {
  return progressTicker((n) => `search index: first build, ${n} commits read…`);
}

function newState(): IndexState {
  return { engine: newEngine(), manifest: emptyManifest(), texts: new Map(), textsLoading: null, checkedAt: 0, dirty: false, saving: null, docs: null, noFiles: null, filling: null };
}

/**
 * Saves the index after the current request has been answered (serialising
 * ~3 MB is not the caller's cost). The write holds `<W>/index-node/.lock`;
 * when another process holds it, this save is skipped and retried at the
 * next refresh, and readers keep the last saved index (SPEC §6.4).
 */
function scheduleSave(repo: Repo, st: IndexState): void {
  if (st.saving) return;
  st.saving = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() =>
      withLock(
        path.join(indexDir(repo), '.lock'),
        () => {
          saveIndex(repo, st);
          st.dirty = false;
        },
        { timeoutMs: 0 },
      ),
    )
    .then(
      () => true,
      (e: unknown) => {
        const busy = KontextError.is(e, 'busy');
        repo.log.log(busy ? 'debug' : 'warning', busy ? 'search index is being written by another process; saving later' : `cannot save the search index: ${(e as Error).message}`);
        return false;
      },
    )
    .then((saved) => {
      st.saving = null;
      // Changed again between the write and now (the file-list pass): save that too.
      if (saved && st.dirty) scheduleSave(repo, st);
    });
  trackIndexSave(st.saving);
}

/**
 * Waits until this process's background work on the index is over: the
 * file-list pass (if any) has run and its result is saved (reindex, tests,
 * benches). A failed pass is not an error here (it is retried at the next refresh).
 */
export async function flushIndex(repo: Repo): Promise<void> {
  const st = states.get(repo.root);
  while (st?.saving || st?.filling) {
    if (st.filling) await st.filling;
    if (st.saving) await st.saving;
  }
}

/**
 * Starts the background file-list pass when indexed commits lack their paths
 * (after a cold build, or on loading an index saved before its pass ended):
 * after the current answer, reads the paths (indexCommits.ts `fillDocs`),
 * then swaps the full documents in and saves. Requests keep being answered
 * from the index as it is meanwhile.
 */
function scheduleFill(repo: Repo, st: IndexState): void {
  if (st.filling || !st.manifest.pendingFiles?.length) return;
  st.filling = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => fillPass(repo, st))
    .catch((e: unknown) => repo.log.log('warning', `search index: changed paths of commits not read (retried at the next refresh): ${(e as Error).message}`))
    .finally(() => {
      st.filling = null;
    });
}

async function fillPass(repo: Repo, st: IndexState): Promise<void> {
  const shas = [...(st.manifest.pendingFiles ?? [])];
  const { docs, done } = await fillDocs(repo, shas, st.noFiles);
  if (!st.texts) await indexTexts(repo, st);
  // Apply between refreshes (a plan computed before the swap must not be applied after it).
  for (let running = inflight.get(repo.root); running; running = inflight.get(repo.root)) await running.catch(() => {});
  if (states.get(repo.root) !== st) return; // rebuilt or forgotten meanwhile: the cache keeps the paths
  const doneSet = new Set(done);
  const fresh = docs.filter((d) => st.engine.has(d.id)); // a commit that left HEAD's history meanwhile stays out
  if (st.docs) {
    for (const d of fresh) st.docs.set(d.id, d);
    st.engine = buildEngine([...st.docs.values()]);
  } else {
    for (const d of fresh) {
      st.engine.discard(d.id);
      st.engine.add(d);
    }
    if (st.engine.dirtCount > 0 && st.engine.dirtFactor > 0.1) void st.engine.vacuum();
  }
  for (const d of fresh) st.texts?.set(d.id, `${d.title}\n${d.phrases}\n${d.body}`);
  st.manifest.pendingFiles = (st.manifest.pendingFiles ?? []).filter((s) => !doneSet.has(s));
  for (const sha of done) st.noFiles?.delete(sha);
  if (st.manifest.pendingFiles.length === 0) {
    st.docs = null;
    st.noFiles = null;
  }
  st.dirty = true;
  scheduleSave(repo, st);
}

/**
 * `N documents (C commits, E entries, S doc sections[; K branch merges
 * ("Merge branch …") of the last M commits left out])` for a full build's progress line: the parts add up to N.
 * Merge commits (`Merge branch …`, SPEC §6.1 commit noise) are among the last
 * `index.max_commits` read but get no document, so they are counted apart.
 */
function builtCounts(st: IndexState, plan: Plan): string {
  const read = plan.manifest.commits.length;
  const commits = plan.add.filter((d) => d.kind === 'commit').length;
  const entries = Object.keys(plan.manifest.entries).length;
  const sections = Object.values(plan.manifest.chunks).reduce((a, b) => a + b, 0);
  const skipped = read - commits;
  // Only git's own merge subjects are left out (SPEC §6.1); a pull request's merge is searched (newcomer 19 #3: "merge commits left out" read as all of them).
  const left = skipped > 0 ? `; ${plural(skipped, 'branch merge')} ("Merge branch …") of the last ${read} commits left out` : '';
  return `${st.engine.documentCount} documents (${commits} commits, ${entries} entries, ${sections} doc sections${left})`;
}

function sameShape(a: Manifest, b: Manifest): boolean {
  return a.head === b.head && a.maxCommits === b.maxCommits;
}

/** What the sources hold against `old`; `onCommits` gets the count of commits read so far by a first build. */
async function planRefresh(repo: Repo, old: Manifest, onCommits?: (n: number) => void): Promise<Plan> {
  const cfg = repo.config();
  const manifest: Manifest = { ...emptyManifest(), gen: old.gen };
  const remove: string[] = [];
  const add: IndexDoc[] = [];
  // The commits (git's log walk, the longest part of a cold build) are read
  // while the store and the doc files are listed.
  const commitsPlan = planCommits(repo, old, cfg.index.commits ? cfg.index.max_commits : 0, onCommits);
  commitsPlan.catch(() => {}); // awaited below; a failure before that must not go unhandled

  // Store entries (re-indexed when their file or identity changes).
  const entries = await listIndexedEntries(repo);
  for (const { fields, stamp } of entries) {
    manifest.entries[fields.path] = stamp;
    if (old.entries[fields.path] === stamp) continue;
    if (old.entries[fields.path] !== undefined) remove.push(`e:${fields.path}`);
    add.push(entryDoc(fields));
  }
  for (const p of Object.keys(old.entries)) if (manifest.entries[p] === undefined) remove.push(`e:${p}`);

  // Documentation files.
  const notDocs = new Set(entries.map((e) => e.fields.path));
  notDocs.add(path.posix.join(cfg.store.dir.replace(/\\/g, '/').replace(/\/$/, ''), 'README.md'));
  const docFiles = await listDocFiles(repo, notDocs);
  for (const f of docFiles) {
    manifest.files[f.path] = f.stamp;
    if (old.files[f.path] === f.stamp) {
      manifest.chunks[f.path] = old.chunks[f.path] ?? 0;
      continue;
    }
    for (let i = 0; i < (old.chunks[f.path] ?? 0); i++) remove.push(`d:${f.path}#${i}`);
    let text: string;
    try {
      text = fs.readFileSync(repo.abs(f.path), 'utf8');
    } catch {
      delete manifest.files[f.path];
      continue;
    }
    const chunks = cutDoc(f.path, text);
    manifest.chunks[f.path] = chunks.length;
    chunks.forEach((c, i) => add.push(chunkDoc(f.path, c, i)));
  }
  for (const p of Object.keys(old.files)) {
    if (manifest.files[p] !== undefined) continue;
    for (let i = 0; i < (old.chunks[p] ?? 0); i++) remove.push(`d:${p}#${i}`);
  }

  // Commits of HEAD (read since the start, see above), after entries and docs as before.
  const c = await commitsPlan;
  manifest.head = c.head;
  manifest.maxCommits = c.maxCommits;
  manifest.commits = c.commits;
  manifest.pendingFiles = c.pendingFiles;
  remove.push(...c.remove);
  add.push(...c.add);
  return { remove, add, manifest, noFiles: c.noFiles };
}

function applyPlan(st: IndexState, plan: Plan): void {
  if (st.engine.documentCount === 0 && st.engine.dirtCount === 0 && plan.add.length > 0) {
    // Cold build: all documents at once (build.ts), same engine as adding them one by one.
    st.engine = buildEngine(plan.add);
    for (const d of plan.add) st.texts?.set(d.id, `${d.title}\n${d.phrases}\n${d.body}`);
    st.manifest = plan.manifest;
    const pending = plan.manifest.pendingFiles?.length ?? 0;
    st.docs = pending ? new Map(plan.add.map((d) => [d.id, d])) : null;
    st.noFiles = pending ? plan.noFiles : null;
    return;
  }
  const { engine } = st;
  for (const id of plan.remove) {
    if (engine.has(id)) engine.discard(id);
    st.texts?.delete(id);
    st.docs?.delete(id);
  }
  for (const d of plan.add) {
    if (engine.has(d.id)) engine.discard(d.id);
    engine.add(d);
    st.texts?.set(d.id, `${d.title}\n${d.phrases}\n${d.body}`);
    st.docs?.set(d.id, d);
  }
  if (engine.dirtCount > 0 && engine.dirtFactor > 0.1) void engine.vacuum();
  st.manifest = plan.manifest;
}
