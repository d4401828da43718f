/**
 * The search index's files (SPEC §3, §6.4), under `<W>/index-node/`:
 *   manifest.json  `{version, gen, head, maxCommits, files{path:stamp}, chunks{path:n}, entries{path:stamp}, commits[], pendingFiles[]}`
 *   index.bin      the engine in persist.ts's binary form, tagged with `gen`
 *   texts.json     `{gen, texts{id:text}}` — raw field text for phrase boosts, loaded lazily
 *   .lock          held while writing (searchIndex.ts scheduleSave)
 * Loading the saved index, writing it, loading the phrase texts, and the
 * worktree housekeeping done on first save (`<W>/path`). The in-memory index
 * and its refresh: searchIndex.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nodeCrypto } from '../lazyCrypto';
import { atomicWrite, readJsonMaybe } from '../fsutil';
import type { Repo } from '../repo';
import { INDEX_VERSION } from './engine';
import { decodeIndex, encodeIndex, engineFromFlat, flattenEngine } from './persist';
import type { IndexState } from './searchIndex';

/** manifest.json: what the saved index was built from (stamps per file and entry, the commits) and its generation. */
export interface Manifest {
  version: number;
  gen: string;
  head: string | null;
  maxCommits: number;
  files: Record<string, string>;
  chunks: Record<string, number>;
  entries: Record<string, string>;
  commits: string[];
  /** Commits whose documents still lack their changed paths (indexCommits.ts); missing = none. */
  pendingFiles?: string[];
}

/** `<W>/index-node/`. */
export function indexDir(repo: Repo): string {
  return path.join(repo.paths.w, 'index-node');
}

/** True when a saved index exists (`<W>/index-node/manifest.json`, SPEC §3, §6.10). */
export function indexExists(repo: Repo): boolean {
  return fs.existsSync(path.join(indexDir(repo), 'manifest.json'));
}

/** A manifest of nothing indexed yet (this index version, no generation). */
export function emptyManifest(): Manifest {
  return { version: INDEX_VERSION, gen: '', head: null, maxCommits: 0, files: {}, chunks: {}, entries: {}, commits: [] };
}

/** Loads the saved index of `repo` as it is on disk (no refresh), or null when missing, stale in version or torn. */
export function loadSaved(repo: Repo): IndexState | null {
  const dir = indexDir(repo);
  const manifest = readJsonMaybe<Manifest>(path.join(dir, 'manifest.json'));
  if (!manifest || manifest.version !== INDEX_VERSION) return null;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(dir, 'index.bin'));
  } catch {
    return null;
  }
  try {
    const saved = decodeIndex(bytes);
    if (saved.gen !== manifest.gen) return null;
    return { engine: engineFromFlat(saved.flat), manifest, texts: null, textsLoading: null, checkedAt: 0, dirty: false, saving: null, docs: null, noFiles: null, filling: null };
  } catch (e) {
    repo.log.log('warning', `search index in ${dir} is unreadable, rebuilding: ${(e as Error).message}`);
    return null;
  }
}

/** Writes index.bin, texts.json and manifest.json under a new generation (the caller holds .lock), then the worktree housekeeping. */
export function saveIndex(repo: Repo, st: IndexState): void {
  const dir = indexDir(repo);
  const gen = nodeCrypto().randomBytes(6).toString('hex');
  st.manifest.gen = gen;
  atomicWrite(path.join(dir, 'index.bin'), encodeIndex(flattenEngine(st.engine), gen));
  fs.rmSync(path.join(dir, 'index.json'), { force: true }); // the JSON form of index version ≤ 3
  if (st.texts) atomicWrite(path.join(dir, 'texts.json'), JSON.stringify({ gen, texts: Object.fromEntries(st.texts) }));
  atomicWrite(path.join(dir, 'manifest.json'), JSON.stringify(st.manifest));
  noteWorktree(repo);
}

/**
 * Raw searched text of the index's documents (title, aux, body joined by
 * newlines), for phrase boosts. Loaded from texts.json on first need; null
 * when it belongs to another generation (then phrases are not boosted).
 */
export async function indexTexts(repo: Repo, st: IndexState): Promise<Map<string, string> | null> {
  if (st.texts) return st.texts;
  if (!st.textsLoading) {
    const file = path.join(indexDir(repo), 'texts.json');
    st.textsLoading = fs.promises
      .readFile(file, 'utf8')
      .then((t) => {
        const saved = JSON.parse(t) as { gen: string; texts: Record<string, string> };
        if (saved.gen !== st.manifest.gen) return null;
        st.texts = new Map(Object.entries(saved.texts));
        return st.texts;
      })
      .catch(() => null)
      .finally(() => {
        st.textsLoading = null;
      });
  }
  return st.textsLoading;
}

const notedWorktrees = new Set<string>();

/**
 * SPEC §3: on first index use write `<W>/path` and delete sibling worktree
 * dirs whose recorded root is gone.
 */
function noteWorktree(repo: Repo): void {
  if (notedWorktrees.has(repo.paths.w)) return;
  notedWorktrees.add(repo.paths.w);
  try {
    atomicWrite(path.join(repo.paths.w, 'path'), repo.root + '\n');
    const parent = path.dirname(repo.paths.w);
    for (const name of fs.readdirSync(parent)) {
      const dir = path.join(parent, name);
      if (dir === repo.paths.w) continue;
      let root: string;
      try {
        root = fs.readFileSync(path.join(dir, 'path'), 'utf8').trim();
      } catch {
        continue;
      }
      if (root && !fs.existsSync(root)) fs.rmSync(dir, { recursive: true, force: true });
    }
  } catch (e) {
    repo.log.log('debug', `worktree housekeeping skipped: ${(e as Error).message}`);
  }
}
