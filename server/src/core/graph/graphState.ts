/**
 * The code graph's state, CodeGraph's first layer: the files indexed (path →
 * blob sha, language, size, mtime), their records in GraphData, what the last
 * listing skipped or found too large, and its persistence — `<W>/graph.json`
 * and the records under `<K>/graph/` (store.ts), loaded at start and saved
 * after changes — plus the counts `kontext graph status` shows. Reading
 * files is the next layer (graphUpdate.ts), indexing the one after
 * (graphRefresh.ts), the questions the last (graph.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from '../repo';
import { GraphData } from './graphData';
import { MAX_FILE_BYTES, listNew, readBlob, type OtherLanguageFile } from './indexer';
import { RecordStore, writeCacheFile } from './store';
import type { CodeSearch } from './searchIndex';
import { LANGUAGES, type HeaderLang } from './languages';
import { RECORD_VERSION } from './extract';
import { callCount } from './recordCodec';
import { estimateMs, type BytesAt, type IndexProgress } from './indexProgress';
import { FolderWatch } from './folderWatch';
import { FolderStamps } from './folderStamps';
import { listStamp, worktreeGitDir } from './listStamp';
import { graphPathsKey, graphPathsOf, graphSettings, NO_GRAPH_PATHS, type GraphPaths, type GraphSettings, type SkipReason, type SkippedPath } from './skipRules';

/** `<W>/graph.json` is written at most this often after incremental updates (ms). */
const SAVE_DELAY_MS = 2000;

export interface GraphStatus {
  /** `saved` (from `savedStatus()` only): nothing indexed by this process, a saved graph on disk. */
  state: 'not-indexed' | 'indexing' | 'ready' | 'saved';
  files: number;
  definitions: number;
  calls: number;
  /** While indexing: files checked or parsed of those listed (total 0 while listing), and the time left. */
  progress?: IndexProgress;
  /** Files parsed by this process (the rest came from the cache under `<K>/graph/`). */
  parsed: number;
  byLanguage: Record<string, number>;
  /** Files not indexed, by reason (skipRules.ts SkipReason) or by language the graph does not parse. */
  skipped: Record<string, number>;
  /** Where the skip rules left source files out (folders with counts, then single files; skipRules.ts), the too-large files aside. */
  skippedPaths: SkippedPath[];
  errors: number;
  /** The files the parser read with errors (what it read is kept; definitions past an error may be missing), sorted: syntax errors, or in C/C++ mostly macros it cannot read (codeGraph.ts errorFileLines). */
  errorFiles: string[];
  /** The first error's line in each of errorFiles (FileRec.errorLine), by path; records from before it have none. */
  errorLines: Record<string, number>;
  /** The source files not indexed because they are larger than `maxFileBytes` (indexer.ts MAX_FILE_BYTES), sorted. */
  tooLargeFiles: string[];
  /** The files not indexed for their language (`{ path: 'gradlew.bat', language: 'Windows batch' }`), by path: what `skipped` counts by language, named. */
  otherLanguageFiles: OtherLanguageFile[];
  /** The size limit of an indexed file, in bytes (1 MiB). */
  maxFileBytes: number;
  languages: string[];
  /** From `savedStatus()`: when `<W>/graph.json` was written (ISO time), absent when nothing is saved. */
  savedAt?: string;
  /** From `savedStatus()`: files not indexed as they are now — `added` + `changed` + `removed` (read again on the next question). */
  stale?: number;
  /** From `savedStatus()`: of `stale`, the source files a listing holds (tracked or untracked, not ignored) and the saved graph does not: new since, committed or not. */
  added?: number;
  /** From `savedStatus()`: of `stale`, saved files whose content differs on disk (their content key, the blob sha, not only mtime/size: a file touched by a checkout is up to date). */
  changed?: number;
  /** From `savedStatus()`: of `stale`, saved files gone from the work tree. */
  removed?: number;
  /** The `[graph]` settings of kontext.toml in force (skipRules.ts GraphPaths) and what is wrong with them; absent when there are none. */
  settings?: GraphSettings;
  /** From `savedStatus()`: `<W>/graph.json` exists but was written by a build with another RECORD_VERSION, so nothing of it is used (state stays `not-indexed`). */
  otherVersion?: boolean;
  /**
   * The configuration cannot be read (invalid TOML: the KontextError('config')
   * message, naming the file, line:column and the fix), so the `[graph]`
   * settings are not applied; absent when it reads. The code tools refuse
   * to answer then (tools/codeShared.ts readyGraph); status says it.
   */
  configError?: string;
  /** From `savedStatus()`: the `[graph]` include/exclude of kontext.toml differ from those the saved graph was listed with (its counts are from before; newcomer 25 #13). */
  settingsChanged?: boolean;
}

/** What the graph knows of one indexed file, to tell whether it changed. */
export interface FileState {
  sha: string;
  lang: string;
  size: number;
  mtimeMs: number;
}

/** Whether the file at `abs` (`size` bytes) still has the content key `sha` (its git blob sha, indexer.ts readBlob); false when unreadable. */
function sameContent(abs: string, size: number, sha: string): boolean {
  try {
    return readBlob(abs, size).sha === sha;
  } catch {
    return false;
  }
}

/** CodeGraph's state and persistence (see the file header). */
export abstract class GraphState {
  readonly data = new GraphData();
  protected state = new Map<string, FileState>();
  protected skipped: Record<string, number> = {};
  /** Where the last listing's path rules left files out (skipRules.ts), or what `<W>/graph.json` saved. */
  protected pathSkips: SkippedPath[] = [];
  /** Files left out since the last listing by what their content shows (generated mark, minified), by path. */
  protected contentSkips = new Map<string, SkipReason>();
  /** Source files over MAX_FILE_BYTES, from the last listing (named by status and by a no-symbol answer). */
  protected tooLarge: string[] = [];
  /** Files in languages the graph does not read, from the last listing (named by status). */
  protected otherLanguageFiles: OtherLanguageFile[] = [];
  /** Grammar of `.h` files, from the last listing (languages.ts `headersFor`). */
  protected headers: HeaderLang = 'cpp';
  protected first: Promise<void> | null = null;
  protected indexed = false;
  protected progress: IndexProgress = { done: 0, total: 0, listing: true };
  /** When parsing began in the first index and how many bytes were parsed then (the rate behind `etaMs`). */
  protected rateFrom: BytesAt | null = null;
  protected parsedCount = 0;
  private records: RecordStore | null = null;
  protected chain: Promise<unknown> = Promise.resolve();
  protected lastList = 0;
  protected lastSweep = 0;
  protected relisting = false;
  protected warming: Promise<void> = Promise.resolve();
  protected configKey = '';
  protected saveTimer: NodeJS.Timeout | null = null;
  private ownGitDir: string | null = null;
  protected gitStamp = '';
  protected search: CodeSearch | null = null;
  private stateLoaded = false;
  /** Watchers of the folders of the last listing (long-lived processes; folderWatch.ts). */
  protected readonly watch: FolderWatch;
  /** The folders of the last listing and their mtimes: a file created or removed since, without a listing (folderStamps.ts). */
  protected readonly folders: FolderStamps;
  /** `<W>/graph.json` was written by a build with another RECORD_VERSION (loadState used nothing of it). */
  private otherVersion = false;
  /** The `[graph]` include/exclude key (skipRules.ts graphPathsKey) the saved graph was listed with; undefined for a graph saved before it was recorded. */
  private savedPathsKey: string | undefined;

  constructor(readonly repo: Repo) {
    this.watch = new FolderWatch(repo.root);
    this.folders = new FolderStamps(repo.root, this.watch);
  }

  private get graphDir(): string {
    return path.join(this.repo.paths.k, 'graph');
  }

  private get stateFile(): string {
    return path.join(this.repo.paths.w, 'graph.json');
  }

  /** Whether an earlier index of this worktree was saved (`<W>/graph.json` exists): loading it is quick, so there is no first index to announce. */
  hasSavedGraph(): boolean {
    return fs.existsSync(this.stateFile);
  }

  protected get store(): RecordStore {
    if (!this.records) this.records = new RecordStore(this.graphDir, this.repo.paths.worktreeKey);
    return this.records;
  }

  /** Runs `fn` after every earlier index operation (one writer at a time). */
  protected serial<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.chain.then(fn, fn);
    this.chain = p.catch(() => undefined);
    return p;
  }

  /** Loads `<W>/graph.json` and the records it names (records missing from the cache are re-parsed later). */
  protected loadState(): void {
    this.stateLoaded = true;
    let saved: { v: string; files: Record<string, [string, string, number, number]>; paths?: string; skipped?: Record<string, number>; skippedPaths?: SkippedPath[]; tooLarge?: string[]; otherLanguageFiles?: OtherLanguageFile[] } | null = null;
    try {
      saved = JSON.parse(fs.readFileSync(this.stateFile, 'utf8'));
    } catch {
      return;
    }
    if (!saved || saved.v !== RECORD_VERSION || !saved.files) {
      this.otherVersion = true;
      return;
    }
    this.store.loadOwnPack();
    for (const [p, [sha, lang, size, mtimeMs]] of Object.entries(saved.files)) {
      const rec = this.store.get(sha, lang);
      if (!rec) continue;
      this.state.set(p, { sha, lang, size, mtimeMs });
      this.data.setFile(p, rec);
    }
    if (typeof saved.paths === 'string') this.savedPathsKey = saved.paths;
    if (saved.skipped) this.skipped = saved.skipped;
    if (Array.isArray(saved.skippedPaths)) this.pathSkips = saved.skippedPaths;
    if (Array.isArray(saved.tooLarge)) this.tooLarge = saved.tooLarge;
    if (Array.isArray(saved.otherLanguageFiles)) this.otherLanguageFiles = saved.otherLanguageFiles;
  }

  /** Writes unsaved records (a pack when `full`, see store.ts) and `<W>/graph.json`. */
  private saveState(full: boolean): void {
    const files: Record<string, [string, string, number, number]> = {};
    const live = new Set<string>();
    for (const [p, st] of this.state) {
      files[p] = [st.sha, st.lang, st.size, st.mtimeMs];
      live.add(`${st.sha}.${st.lang}`);
    }
    const warn = (msg: string) => this.repo.log.log('warning', msg);
    this.store.save(live, full, warn);
    try {
      writeCacheFile(this.stateFile, JSON.stringify({ v: RECORD_VERSION, files, paths: graphPathsKey(this.graphPaths()), skipped: this.skipped, skippedPaths: this.skippedPaths(), tooLarge: this.tooLarge, otherLanguageFiles: this.otherLanguageFiles }));
    } catch (e) {
      warn(`cannot save ${this.stateFile}: ${(e as Error).message}`);
    }
  }

  /** This worktree's git dir (a linked worktree's `.git` is a file naming it; listStamp.ts). */
  private gitDir(): string {
    this.ownGitDir ??= worktreeGitDir(this.repo.root, this.repo.paths.common);
    return this.ownGitDir;
  }

  /** The `[graph]` settings of kontext.toml (skipRules.ts graphPathsOf); none when the config cannot be read (status and check report that). */
  private graphConfig(): ReturnType<typeof graphPathsOf> | null {
    try {
      return graphPathsOf(this.repo.config());
    } catch {
      return null;
    }
  }

  /** Why the configuration cannot be read (the KontextError('config') message), or undefined when it reads. */
  configError(): string | undefined {
    try {
      this.repo.config();
      return undefined;
    } catch (e) {
      return (e as Error).message;
    }
  }

  /** The `[graph]` include/exclude the listing applies (a malformed key is ignored; status names it); answers about skipped paths apply the same (tools/codeSkipped). */
  graphPaths(): GraphPaths {
    return this.graphConfig()?.paths ?? NO_GRAPH_PATHS;
  }

  /**
   * What changes the file listing: git's index and HEAD (mtime and size),
   * and the `[graph]` settings (graphPathsKey), so a changed include or
   * exclude lists the files again before the next answer.
   */
  protected gitStampNow(): string {
    return listStamp(this.gitDir(), graphPathsKey(this.graphPaths()));
  }

  /**
   * Saves now as a pack (after a first index: one write) or soon (after small
   * updates: coalesced, loose records, off the answer's path).
   */
  protected scheduleSave(now: boolean): void {
    if (now) {
      if (this.saveTimer) clearTimeout(this.saveTimer);
      this.saveTimer = null;
      this.saveState(true);
      return;
    }
    if (this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.saveState(false);
    }, SAVE_DELAY_MS);
    this.saveTimer.unref();
  }

  /** Writes a pending (deferred) save now: before a process exits, and in tests. */
  async flush(): Promise<void> {
    await this.serial(async () => {
      if (!this.saveTimer) return;
      clearTimeout(this.saveTimer);
      this.saveTimer = null;
      this.saveState(false);
    });
  }

  /** The source files left out of the graph as larger than MAX_FILE_BYTES (1 MiB), from the last listing, sorted. */
  tooLargeFiles(): string[] {
    return this.tooLarge;
  }

  /**
   * Where the skip rules left source files out (skipRules.ts): the last
   * listing's folders (with counts) and files, then the files left out for
   * their content since (a generated mark, minified lines). Too-large files
   * are apart (tooLargeFiles).
   */
  skippedPaths(): SkippedPath[] {
    if (!this.contentSkips.size) return this.pathSkips;
    const listed = new Set(this.pathSkips.map((s) => s.path));
    const content = [...this.contentSkips].filter(([p]) => !listed.has(p)).map(([p, reason]) => ({ path: p, reason, files: 1 }));
    return [...this.pathSkips, ...content.sort((a, b) => (a.path < b.path ? -1 : 1))];
  }

  /**
   * What the graph holds without indexing anything (`kontext graph status`):
   * the live graph when this process has one, else the saved `<W>/graph.json`
   * and its records, plus when it was saved and which files it does not hold
   * as they are now: `changed` (a saved file whose mtime or size differs and
   * whose content key differs: one stat per file, a read only for a touched
   * file of the same size), `removed`, and `added` — source files a listing
   * holds that the saved graph does not, tracked or not (indexer.ts listNew,
   * one git call), so files committed since count, not only untracked ones.
   */
  async savedStatus(): Promise<GraphStatus> {
    if (!this.indexed && !this.first && !this.stateLoaded) this.loadState();
    const s = this.status();
    try {
      s.savedAt = fs.statSync(this.stateFile).mtime.toISOString();
    } catch {
      return s;
    }
    if (s.state === 'not-indexed' && this.otherVersion) {
      // Nothing of it is usable: not "saved, 0 files, N changed since" (newcomer 8 #1).
      s.otherVersion = true;
      return s;
    }
    if (s.state === 'not-indexed') s.state = 'saved';
    let changed = 0;
    let removed = 0;
    for (const [p, st] of this.state) {
      const abs = path.join(this.repo.root, p);
      let f: fs.Stats;
      try {
        f = fs.statSync(abs);
      } catch {
        removed++;
        continue;
      }
      if (f.mtimeMs === st.mtimeMs && f.size === st.size) continue;
      if (f.size !== st.size || !sameContent(abs, f.size, st.sha)) changed++;
    }
    // Files left out for their content (generated, minified) are known too: not new on every status.
    const leftOut = new Set(this.skippedPaths().filter((k) => !k.path.endsWith('/')).map((k) => k.path));
    const added = await listNew(this.repo.root, (p) => this.state.has(p) || leftOut.has(p), this.headers, this.graphPaths()).catch(() => []);
    Object.assign(s, { stale: added.length + changed + removed, added: added.length, changed, removed });
    if (this.savedPathsKey !== undefined && this.savedPathsKey !== graphPathsKey(this.graphPaths())) s.settingsChanged = true;
    return s;
  }

  /** Counts for `kontext graph status` and `status`. */
  status(): GraphStatus {
    let definitions = 0;
    let calls = 0;
    const errorFiles: string[] = [];
    const errorLines: Record<string, number> = {};
    const byLanguage: Record<string, number> = {};
    for (const [p, rec] of this.data.files) {
      definitions += rec.defs.length;
      calls += callCount(rec);
      if (rec.errors) errorFiles.push(p);
      if (rec.errors && rec.errorLine) errorLines[p] = rec.errorLine;
      byLanguage[rec.lang] = (byLanguage[rec.lang] ?? 0) + 1;
    }
    const state = this.indexed ? 'ready' : this.first ? 'indexing' : 'not-indexed';
    const s: GraphStatus = {
      state,
      files: this.data.files.size,
      definitions,
      calls,
      parsed: this.parsedCount,
      byLanguage,
      skipped: { ...this.skipped },
      skippedPaths: this.skippedPaths(),
      errors: errorFiles.length,
      errorFiles: errorFiles.sort(),
      errorLines,
      tooLargeFiles: [...this.tooLarge],
      otherLanguageFiles: [...this.otherLanguageFiles],
      maxFileBytes: MAX_FILE_BYTES,
      languages: LANGUAGES.map((l) => l.id),
    };
    // Progress belongs to a running index only (a saved graph is not "listing").
    if (state === 'indexing') s.progress = this.currentProgress();
    const settings = graphSettings(this.graphConfig());
    if (settings) s.settings = settings;
    const configError = this.configError();
    if (configError) s.configError = configError;
    return s;
  }

  /** The first index's progress now, with the time left estimated from the rate since parsing began. */
  protected currentProgress(): IndexProgress {
    const p: IndexProgress = { ...this.progress };
    if (this.rateFrom && !p.listing && p.total) {
      const eta = estimateMs(this.rateFrom, { at: Date.now(), bytes: p.bytesDone ?? 0 }, p.bytesTotal ?? 0);
      if (eta !== undefined) p.etaMs = eta;
    }
    return p;
  }
}
