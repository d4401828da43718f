/**
 * The paths each commit changed (`--no-renames --name-only` against the first
 * parent; none for merges), read apart from the commits themselves and cached
 * by sha under `<K>/commit-files/` (shared by every worktree).
 *
 * Why apart: git's tree diff behind `--name-only` costs ~2.5× a plain
 * `git log` walk (bench/search.mjs), more than the whole read may cost when an
 * index is first built (issue 2: ≤ 3× `git log -n 5000`). So the cold index
 * reads the commits without their paths, is searchable at once, and a
 * background pass (searchIndex.ts) adds the paths. Commits are immutable, so
 * the cache never goes stale: every later cold index, in any worktree of the
 * repository, takes the paths from it at once.
 *
 * Layout: batch files `<K>/commit-files/<stamp>.lst`, each written atomically:
 * the line `kontext commit-files 1`, then per commit `sha NUL path NUL … NUL NUL`
 * (a path is never empty, so an empty field closes the list). More than
 * COMPACT_AT batches are merged into one under `<K>/commit-files/.lock`.
 * A missing, foreign or torn batch is ignored (its commits are read again).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { nodeCrypto } from './lazyCrypto';
import { atomicWrite, withLock } from './fsutil';
import { gitStream } from './git';
import type { Repo } from './repo';

const HEADER = 'kontext commit-files 1\n';
/** Batches kept before they are merged into one (each refresh that meets new commits may add one). */
const COMPACT_AT = 16;
/** Below this many commits one git process reads them all. */
const SPLIT_MIN = 500;

/** sha → changed paths. */
export type FileLists = Map<string, string[]>;

export interface FileListOptions {
  /** Lower git's CPU priority by this much (the background pass: BACKGROUND_NICE). */
  nice?: number;
}

/** Niceness of git in the background pass (as repoHistory.ts's background build): requests' own git calls come first. */
export const BACKGROUND_NICE = 10;

interface Loaded {
  /** Batch file names already read into `lists`. */
  names: Set<string>;
  lists: FileLists;
}

/** Per `<K>`: what this process has read of the cache so far. */
const loaded = new Map<string, Loaded>();

/** `<K>/commit-files/`. */
export function fileCacheDir(repo: Repo): string {
  return path.join(repo.paths.k, 'commit-files');
}

/**
 * Every cached file list of the repository (sha → paths). Reads only the
 * batches this process has not read yet; a batch that vanished (merged by
 * another process) makes it read them all again. Never throws: an unreadable
 * cache is an empty one.
 */
export async function loadFileCache(repo: Repo): Promise<FileLists> {
  const dir = fileCacheDir(repo);
  let names: string[];
  try {
    names = (await fs.promises.readdir(dir)).filter((n) => n.endsWith('.lst'));
  } catch {
    return new Map();
  }
  let cur = loaded.get(dir);
  const present = new Set(names);
  if (!cur || [...cur.names].some((n) => !present.has(n))) {
    cur = { names: new Set(), lists: new Map() };
    loaded.set(dir, cur);
  }
  const fresh = names.filter((n) => !cur.names.has(n)).sort();
  const texts = await Promise.all(fresh.map((n) => fs.promises.readFile(path.join(dir, n)).catch(() => null)));
  fresh.forEach((n, i) => {
    const bytes = texts[i];
    if (bytes) parseBatch(bytes, cur.lists);
    cur.names.add(n);
  });
  return cur.lists;
}

/** Adds the lists of one batch file to `into`; a file without the header adds nothing, one torn at the end only its whole records. */
function parseBatch(bytes: Buffer, into: FileLists): void {
  if (bytes.toString('latin1', 0, HEADER.length) !== HEADER) return;
  const fields = bytes.toString('utf8', HEADER.length).split('\0');
  // Every field ends with NUL, so the last piece is what follows the last NUL: nothing, in a whole file.
  const n = fields.length - 1;
  let i = 0;
  while (i < n) {
    const sha = fields[i];
    if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return;
    const files: string[] = [];
    let j = i + 1;
    while (j < n && fields[j] !== '') files.push(fields[j++]);
    if (j >= n) return; // torn: the list has no end marker
    into.set(sha, files);
    i = j + 1;
  }
}

/** Makes this process read the cache from disk again on its next use (tests; a restarted process starts so). */
export function forgetFileCache(repo: Repo): void {
  loaded.delete(fileCacheDir(repo));
}

/**
 * Writes `lists` as one new batch (atomic; nothing when empty) and merges the
 * batches when more than COMPACT_AT have piled up. Never throws: the cache is
 * an optimisation, failures are logged at debug level.
 */
export async function saveFileLists(repo: Repo, lists: FileLists): Promise<void> {
  if (lists.size === 0) return;
  const dir = fileCacheDir(repo);
  try {
    atomicWrite(path.join(dir, `${Date.now()}-${nodeCrypto().randomBytes(4).toString('hex')}.lst`), encodeBatch(lists));
    const names = fs.readdirSync(dir).filter((n) => n.endsWith('.lst'));
    if (names.length > COMPACT_AT) await compact(dir);
  } catch (e) {
    repo.log.log('debug', `commit file-list cache not written: ${(e as Error).message}`);
  }
}

function encodeBatch(lists: FileLists): string {
  const parts: string[] = [HEADER];
  for (const [sha, files] of lists) {
    parts.push(sha, '\0');
    for (const f of files) parts.push(f, '\0');
    parts.push('\0');
  }
  return parts.join('');
}

/** Merges every batch into one (under the cache's lock; skipped when another process holds it). */
async function compact(dir: string): Promise<void> {
  await withLock(
    path.join(dir, '.lock'),
    () => {
      const names = fs.readdirSync(dir).filter((n) => n.endsWith('.lst'));
      const all: FileLists = new Map();
      for (const n of names) {
        try {
          parseBatch(fs.readFileSync(path.join(dir, n)), all);
        } catch {
          /* vanished meanwhile: its commits are read again when needed */
        }
      }
      // The merged batch sorts before later ones (`0-`), and is written before the old ones go.
      atomicWrite(path.join(dir, `0-${Date.now()}-${nodeCrypto().randomBytes(4).toString('hex')}.lst`), encodeBatch(all));
      for (const n of names) fs.rmSync(path.join(dir, n), { force: true });
    },
    { timeoutMs: 0 },
  ).catch(() => {});
}

/**
 * The changed paths of exactly `shas`, read from git (`git log --no-walk
 * --stdin --no-renames --name-only`), two processes at once when there are
 * many (each takes half the list: no `--skip` walk, unlike reading HEAD's
 * history). Does not touch the cache. Throws KontextError('git') when git fails.
 */
export async function readFileLists(repo: Repo, shas: readonly string[], opts: FileListOptions = {}): Promise<FileLists> {
  const lists: FileLists = new Map();
  if (shas.length === 0) return lists;
  const parts = shas.length >= SPLIT_MIN && os.cpus().length > 1 ? 2 : 1;
  const cut = Math.ceil(shas.length / parts);
  await Promise.all(
    Array.from({ length: parts }, (_, i) => {
      const input = shas.slice(i * cut, (i + 1) * cut).join('\n') + '\n';
      const reader = new ListReader(lists);
      const args = ['log', '-z', '--format=%x1e%H', '--no-renames', '--name-only', '--no-walk=unsorted', '--stdin'];
      return gitStream(args, repo.root, (chunk) => reader.push(chunk), { input, nice: opts.nice }).then(() => reader.end());
    }),
  );
  return lists;
}

/** Parses `--format=%x1e%H -z --name-only` output (`RS sha NUL [LF] path NUL path NUL …`) fed in byte chunks cut anywhere. */
class ListReader {
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly into: FileLists) {}

  push(chunk: Buffer): void {
    const bytes = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    const last = bytes.lastIndexOf(0x1e);
    if (last <= 0) {
      this.tail = Buffer.from(bytes);
      return;
    }
    this.records(bytes.toString('utf8', 0, last));
    this.tail = Buffer.from(bytes.subarray(last));
  }

  end(): void {
    this.records(this.tail.toString('utf8'));
    this.tail = Buffer.alloc(0);
  }

  private records(text: string): void {
    for (const rec of text.split('\x1e')) {
      if (!rec) continue;
      const fields = rec.split('\0');
      const files: string[] = [];
      for (let i = 1; i < fields.length; i++) {
        const f = fields[i].charCodeAt(0) === 10 ? fields[i].slice(1) : fields[i];
        if (f) files.push(f);
      }
      this.into.set(fields[0].trim(), files);
    }
  }
}

/**
 * The changed paths of `shas`: cached ones from `<K>/commit-files/`, the rest
 * read from git and added to the cache. Throws KontextError('git') when git fails.
 */
export async function commitFiles(repo: Repo, shas: readonly string[], opts: FileListOptions = {}): Promise<FileLists> {
  const cache = await loadFileCache(repo);
  const out: FileLists = new Map();
  const missing: string[] = [];
  for (const sha of shas) {
    const files = cache.get(sha);
    if (files) out.set(sha, files);
    else missing.push(sha);
  }
  if (missing.length) {
    const read = await readFileLists(repo, missing, opts);
    await saveFileLists(repo, read);
    for (const [sha, files] of read) {
      out.set(sha, files);
      cache.set(sha, files);
    }
  }
  return out;
}
