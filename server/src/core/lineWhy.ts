/**
 * "Why is this line like this?" as plain data, for the editor's hover (issue
 * 4, SPEC §11b → §6.8): the knowledge whose `paths` govern the file, the
 * commit that last changed the line with the entries its kontext trailers
 * name, and the module doc. Follows the buffer, not the disk: uncommitted and
 * unsaved lines say so and never borrow a neighbour's commit (blame gives
 * them `sha: null`). Cheap on repeated calls: blame, store and trailers are
 * cached (per file + HEAD + buffer, per store snapshot, per sha).
 */
import * as fs from 'node:fs';
import { blameRange } from './blame';
import { readHead } from './head';
import { git } from './git';
import type { Repo } from './repo';
import { loadStore, resolveEntry, type Store } from './store/store';
import { entrySummary } from './store/summary';
import type { Entry } from './types';
import { knowledgeIn, moduleDocIn } from './pathKnowledge';

/** An entry as the hover shows it. */
export interface EntryRef {
  id: string;
  kind: string;
  title: string;
  status?: string;
  /** One-line summary (SPEC §2.3 summary rule). */
  summary: string;
  /** Repo-relative path of the entry file. */
  path: string;
}

/** The commit that last changed the line. */
export interface LineCommit {
  sha: string;
  short: string;
  author: string;
  /** Author date, ISO 8601. */
  date: string;
  subject: string;
  /** Path of the file in that commit when it was renamed since. */
  previousPath?: string;
  /** kontext trailers of the commit (`Decision: <id>`…), SPEC §8.3. */
  trailers: { key: string; value: string }[];
  /** Entries those trailers resolve to in the store. */
  linked: EntryRef[];
}

export interface LineWhy {
  /** Repo-relative path asked about. */
  path: string;
  /** 1-based line. */
  line: number;
  /**
   * `committed`: `commit` is set; `uncommitted`: the line differs from HEAD in
   * the saved file; `unsaved`: the line exists only in the unsaved buffer.
   */
  state: 'committed' | 'uncommitted' | 'unsaved';
  commit: LineCommit | null;
  knowledge: EntryRef[];
  module: EntryRef | null;
}

/** Trailer keys kontext writes (SPEC §2.2 defaults); custom kinds add theirs through the store's kinds. */
const DEFAULT_TRAILERS = ['Decision', 'Convention', 'Learning', 'Incident'];
type Trailer = { key: string; value: string };
/** Trailers of single commits read with `git show` (a commit never changes). */
const trailerCache = new Map<string, Trailer[]>();
/** Trailers of every commit of HEAD's history, built once per repository and HEAD (one `git log`, no diffs). */
const trailerIndex = new WeakMap<Repo, { head: string | null; ready: boolean; map: Map<string, Trailer[]> }>();
const FIELD = '\x1f';
const RECORD = '\x1e';

/** Starts (once per HEAD) reading every commit's trailers in the background; later hovers look them up without git. */
function indexTrailers(repo: Repo, head: string | null): void {
  const cur = trailerIndex.get(repo);
  if (cur && cur.head === head) return;
  const entry = { head, ready: false, map: new Map<string, Trailer[]>() };
  trailerIndex.set(repo, entry);
  git(['log', `--format=${RECORD}%H${FIELD}%(trailers:only,unfold)`, 'HEAD'], { cwd: repo.root })
    .then(({ stdout }) => {
      for (const rec of stdout.split(RECORD)) {
        const i = rec.indexOf(FIELD);
        if (i < 0) continue;
        const t = parseTrailers(rec.slice(i + 1));
        if (t.length) entry.map.set(rec.slice(0, i), t);
      }
      entry.ready = true;
    })
    .catch((e) => repo.log.log('debug', `trailer index: ${(e as Error).message}`));
}

function parseTrailers(text: string): Trailer[] {
  return text
    .split('\n')
    .map((l) => /^([A-Za-z][\w-]*):\s*(.+)$/.exec(l.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ key: m[1], value: m[2].trim() }));
}

function ref(e: Entry): EntryRef {
  return { id: e.id, kind: e.kind, title: e.title, status: e.status, summary: entrySummary(e), path: e.path };
}

/**
 * kontext trailers of commit `sha`: from the history index when it is ready
 * (no git call), else one `git show` (cached: a commit never changes).
 */
async function commitTrailers(repo: Repo, sha: string, keys: Set<string>): Promise<Trailer[]> {
  const index = trailerIndex.get(repo);
  // Blame only names commits of HEAD's history, so a commit missing from a ready index has no trailers.
  let all = index?.ready ? (index.map.get(sha) ?? []) : trailerCache.get(sha);
  if (!all) {
    all = parseTrailers((await git(['show', '-s', '--format=%(trailers:only,unfold)', sha], { cwd: repo.root })).stdout);
    trailerCache.set(sha, all);
  }
  return all.filter((t) => keys.has(t.key.toLowerCase()));
}

/**
 * Age (ms) after which a hover's store snapshot is re-checked in the background.
 * loadStore re-stats every entry file and configuration layer on each call —
 * most of a cached hover's cost (issue 4: later hovers ≤ 10 ms); a hover at
 * most this old is indistinguishable for a person, and the language server
 * calls forgetStoreSnapshot as soon as it sees `.ai/` or a config file change.
 */
const STORE_RECHECK_MS = 1000;
const storeSnapshots = new WeakMap<Repo, { store: Store; at: number; checking?: boolean }>();

/**
 * The store for a hover: the snapshot as it is, re-checked in the background
 * (after this answer is sent) once it is older than STORE_RECHECK_MS, so no
 * hover waits for the re-check; only the first hover (or one after
 * forgetStoreSnapshot) loads it.
 */
async function storeFor(repo: Repo): Promise<Store> {
  const snap = storeSnapshots.get(repo);
  if (!snap) {
    const store = await loadStore(repo);
    storeSnapshots.set(repo, { store, at: performance.now() });
    return store;
  }
  if (performance.now() - snap.at >= STORE_RECHECK_MS && !snap.checking) {
    snap.checking = true;
    setImmediate(() => {
      loadStore(repo).then(
        (store) => {
          // Unless it was forgotten meanwhile (then the next hover loads it afresh).
          if (storeSnapshots.get(repo) === snap) storeSnapshots.set(repo, { store, at: performance.now() });
        },
        () => {
          snap.checking = false;
        },
      );
    });
  }
  return snap.store;
}

/** Makes the next lineWhy in `repo` re-check the store (the editor saw `.ai/` or kontext.toml change, or kontext wrote). */
export function forgetStoreSnapshot(repo: Repo): void {
  storeSnapshots.delete(repo);
}

/** Per store snapshot (loadStore returns the same object while nothing changed): what governs each file. */
const governingCache = new WeakMap<Store, Map<string, Pick<LineWhy, 'knowledge' | 'module'>>>();

/** The knowledge and module doc governing file `relPath` (SPEC §6.8), cached per store snapshot and path. */
function governing(store: Store, relPath: string): Pick<LineWhy, 'knowledge' | 'module'> {
  let byPath = governingCache.get(store);
  if (!byPath) governingCache.set(store, (byPath = new Map()));
  let hit = byPath.get(relPath);
  if (!hit) {
    const moduleDoc = moduleDocIn(store, relPath);
    // A hovered document is a file, never a directory.
    hit = { knowledge: knowledgeIn(store, relPath, false).map(ref), module: moduleDoc ? ref(moduleDoc) : null };
    byPath.set(relPath, hit);
  }
  return hit;
}

/**
 * Whether the editor's buffer equals the saved file, remembered per path for
 * the same buffer text and file stamp (mtime + size), so repeated hovers on an
 * unchanged buffer read nothing but one async stat.
 */
const savedCompare = new Map<string, { contents: string; stamp: string; same: boolean }>();
const MAX_SAVED_COMPARE = 64;

async function sameAsSaved(repo: Repo, relPath: string, contents: string): Promise<boolean> {
  const file = repo.abs(relPath);
  let stamp: string;
  let size: number;
  try {
    const st = await fs.promises.stat(file);
    stamp = `${st.mtimeMs}:${st.size}`;
    size = st.size;
  } catch {
    return false;
  }
  // The document manager hands out the same string until the buffer changes, so this compare is usually by reference.
  const known = savedCompare.get(file);
  if (known && known.stamp === stamp && known.contents === contents) return known.same;
  if (size !== Buffer.byteLength(contents)) return false;
  const disk = await fs.promises.readFile(file, 'utf8').catch(() => null);
  const same = disk === contents;
  savedCompare.delete(file);
  savedCompare.set(file, { contents, stamp, same });
  if (savedCompare.size > MAX_SAVED_COMPARE) savedCompare.delete(savedCompare.keys().next().value as string);
  return same;
}

/** True when `text`'s line `line` also appears in the saved file (then it is merely uncommitted). */
function savedHasLine(repo: Repo, relPath: string, text: string, line: number): boolean {
  let disk: string;
  try {
    disk = fs.readFileSync(repo.abs(relPath), 'utf8');
  } catch {
    return false;
  }
  if (disk === text) return true;
  const wanted = text.split('\n')[line - 1];
  return wanted !== undefined && disk.split('\n').includes(wanted);
}

/**
 * Explains line `line` (1-based) of `relPath`. `contents` is the editor's
 * buffer (omit to use the file on disk). Returns null when the line does not
 * exist. Errors: those of blameRange (not-found for a path neither on disk nor
 * in HEAD, git failures).
 */
export async function lineWhy(repo: Repo, relPath: string, line: number, opts: { contents?: string } = {}): Promise<LineWhy | null> {
  // A buffer equal to the saved file is blamed as the file: its cache key is the file's stamp, no hashing of the text.
  if (opts.contents !== undefined && (await sameAsSaved(repo, relPath, opts.contents))) opts = {};
  // Start the trailer index now so it is usually ready by the time blame answers.
  indexTrailers(repo, await readHead(repo));
  const [blame, store] = await Promise.all([blameRange(repo, relPath, line, line, { contents: opts.contents }), storeFor(repo)]);
  const b = blame[0];
  if (!b) return null;
  const base = { path: relPath, line, ...governing(store, relPath) };
  if (!b.sha) {
    const unsaved = opts.contents !== undefined && !savedHasLine(repo, relPath, opts.contents, line);
    return { ...base, state: unsaved ? 'unsaved' : 'uncommitted', commit: null };
  }
  const keys = new Set([...DEFAULT_TRAILERS, ...store.kinds.map((k) => k.trailer ?? '')].filter(Boolean).map((k) => k.toLowerCase()));
  const trailers = await commitTrailers(repo, b.sha, keys);
  const linked = trailers.map((t) => resolveEntry(store, t.value)).filter((e): e is Entry => e !== null).map(ref);
  const commit: LineCommit = {
    sha: b.sha,
    short: b.sha.slice(0, 7),
    author: b.author,
    date: b.date,
    subject: b.subject,
    previousPath: b.path && b.path !== relPath ? b.path : undefined,
    trailers,
    linked,
  };
  return { ...base, state: 'committed', commit };
}
