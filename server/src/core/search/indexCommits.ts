/**
 * The commit part of the search index (SPEC §6.1, §6.4): which commits of HEAD
 * to add or drop, and their documents.
 *
 * A cold index does not wait for git's tree diffs (issue 2: "indexing never
 * blocks a request that does not need it"): the commits are read without
 * their changed paths (`git log` without `--name-only`, ~1.1–1.5× a plain
 * `git log`), paths cached under `<K>/commit-files/` (commitFiles.ts) are
 * used at once, and when many commits have none cached (a first index of a
 * long history) their documents are made without paths and listed in the
 * manifest's `pendingFiles`; `fillDocs` then reads those paths in the
 * background and gives the full documents (searchIndex.ts swaps them in and
 * saves). Few uncached commits (below `deferCommitFiles`' threshold, and
 * always in one-shot CLI commands: indexPolicy.ts) are read inline, so small
 * histories index completely in one go.
 */
import { BACKGROUND_NICE, commitFiles, loadFileCache, saveFileLists, type FileLists } from '../commitFiles';
import { git } from '../git';
import { readHead } from '../head';
import { isNoiseCommit, readCommitsBySha, streamCommits, type Commit } from '../history';
import type { Repo } from '../repo';
import { commitDoc, type IndexDoc } from './documents';
import { commitFilesDeferredFrom } from './indexPolicy';

/** The manifest fields this module reads and writes. */
export interface CommitManifest {
  head: string | null;
  maxCommits: number;
  /** Indexed commit shas, newest first. */
  commits: string[];
  /** Indexed commits whose documents lack their changed paths (the background pass adds them); absent in indexes saved before it existed. */
  pendingFiles?: string[];
}

export interface CommitPlan {
  head: string | null;
  maxCommits: number;
  commits: string[];
  pendingFiles: string[];
  remove: string[];
  add: IndexDoc[];
  /** The commits of `pendingFiles` as read (no paths), so the background pass need not read them again. */
  noFiles: Map<string, Commit>;
}

/**
 * HEAD's newest `max` commits against the ones indexed in `old`. `onRead`
 * gets the count of commits read so far during a first index (progress
 * lines, searchIndex.ts). Throws KontextError('git') when git fails.
 */
export async function planCommits(repo: Repo, old: CommitManifest, max: number, onRead?: (n: number) => void): Promise<CommitPlan> {
  const plan: CommitPlan = { head: null, maxCommits: max, commits: [], pendingFiles: [], remove: [], add: [], noFiles: new Map() };
  const head = max > 0 ? await readHead(repo) : null; // no git process on the ≤1/s path
  plan.head = head;
  const oldPending = old.pendingFiles ?? [];
  if (head === old.head && max === old.maxCommits) {
    plan.commits = old.commits;
    plan.pendingFiles = oldPending;
  } else if (!head) {
    for (const sha of old.commits) plan.remove.push(`c:${sha}`);
  } else if (old.commits.length === 0) {
    await coldCommits(repo, max, plan, onRead);
  } else {
    const want = (await git(['rev-list', `--max-count=${max}`, head], { cwd: repo.root })).stdout.split('\n').filter(Boolean);
    const have = new Set(old.commits);
    const wantSet = new Set(want);
    for (const sha of old.commits) if (!wantSet.has(sha)) plan.remove.push(`c:${sha}`);
    const fresh = await readCommitsBySha(
      repo,
      want.filter((s) => !have.has(s)),
    );
    for (const c of fresh) if (!isNoiseCommit(c)) plan.add.push(commitDoc(c));
    // New commits' paths go to the cache too, so another worktree's first index has them.
    if (fresh.length) void saveFileLists(repo, new Map(fresh.map((c) => [c.sha, c.files])));
    plan.commits = want;
    plan.pendingFiles = oldPending.filter((s) => wantSet.has(s));
  }
  return plan;
}

/**
 * A first index of the commits: `git log` without paths, streamed (each
 * document is made while git still walks), joined with the cached paths;
 * uncached ones are read inline when few, else left to the background pass.
 */
async function coldCommits(repo: Repo, max: number, plan: CommitPlan, onRead?: (n: number) => void): Promise<void> {
  const deferFrom = commitFilesDeferredFrom();
  if (deferFrom === Infinity && (await loadFileCache(repo)).size === 0) {
    // Nothing deferred and nothing cached (a one-shot command's first index): one
    // read with the paths (two processes at once) beats the walk followed by a
    // read of every commit's paths. The paths go to the cache for later indexes.
    const read: Commit[] = [];
    await streamCommits(repo, max, {}, (c) => {
      plan.commits.push(c.sha);
      onRead?.(plan.commits.length);
      read.push(c);
      if (!isNoiseCommit(c)) plan.add.push(commitDoc(c));
    });
    await saveFileLists(repo, new Map(read.map((c) => [c.sha, c.files])));
    return;
  }
  let cache: FileLists | null = null;
  /** Uncached commits held until we know whether their paths are read inline. */
  let held: Commit[] | null = [];
  const take = (c: Commit) => {
    plan.commits.push(c.sha);
    if (isNoiseCommit(c)) return;
    const files = cache!.get(c.sha);
    if (files) {
      c.files = files;
      plan.add.push(commitDoc(c));
    } else if (held) {
      held.push(c);
      if (held.length >= deferFrom) {
        // Many uncached: documents without paths now, paths in the background.
        for (const h of held) addWithoutFiles(plan, h);
        held = null;
      }
    } else addWithoutFiles(plan, c);
  };
  const queue: Commit[] = [];
  const ready = loadFileCache(repo).then((lists) => {
    cache = lists;
    for (const c of queue.splice(0)) take(c);
  });
  await streamCommits(repo, max, { files: false }, (c) => {
    if (cache) take(c);
    else queue.push(c);
    onRead?.(plan.commits.length + queue.length);
  });
  await ready;
  if (held && held.length) {
    const lists = await commitFiles(repo, held.map((c) => c.sha));
    for (const c of held) {
      c.files = lists.get(c.sha) ?? [];
      plan.add.push(commitDoc(c));
    }
  }
}

function addWithoutFiles(plan: CommitPlan, c: Commit): void {
  plan.pendingFiles.push(c.sha);
  plan.noFiles.set(c.sha, c);
  plan.add.push(commitDoc(c));
}

/**
 * The background pass: full documents (with changed paths) of the commits
 * `shas`. Paths come from the cache or git (both halves at once) and are
 * added to the cache; commits not in `noFiles` (an index saved by a process
 * that stopped before its pass ended) are read again whole. Returns the
 * documents and the shas they cover. Throws KontextError('git') when git fails.
 */
export async function fillDocs(repo: Repo, shas: readonly string[], noFiles: ReadonlyMap<string, Commit> | null): Promise<{ docs: IndexDoc[]; done: string[] }> {
  const inMemory = shas.filter((s) => noFiles?.has(s));
  const reread = shas.filter((s) => !noFiles?.has(s));
  const [lists, again] = await Promise.all([commitFiles(repo, inMemory, { nice: BACKGROUND_NICE }), readCommitsBySha(repo, reread)]);
  if (again.length) await saveFileLists(repo, new Map(again.map((c) => [c.sha, c.files])));
  const docs: IndexDoc[] = [];
  const done: string[] = [];
  for (const sha of inMemory) {
    const c = noFiles!.get(sha)!;
    docs.push(commitDoc({ ...c, files: lists.get(sha) ?? [] }));
    done.push(sha);
  }
  for (const c of again) {
    if (!isNoiseCommit(c)) docs.push(commitDoc(c));
    done.push(c.sha);
  }
  return { docs, done };
}
