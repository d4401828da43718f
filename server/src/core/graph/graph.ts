/**
 * The code graph of one worktree (SPEC §12): opened lazily per Repo, indexed
 * on first use (in worker threads, with progress), persisted under `<K>/graph/`
 * (per-blob records shared by worktrees) and `<W>/graph.json` (path → blob),
 * and kept fresh incrementally: before each question, changed files (by
 * mtime/size) are re-parsed, and a moved HEAD or changed git index lists the
 * files again. Answers are plain records; tools format them.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from '../repo';
import { KontextError } from '../errors';
import type { DefKind, DefRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS, VIA_RANK } from './types';
import { defKey, GraphData, type DefRef } from './graphData';
import { MAX_FILE_BYTES, blobSha, isConfigFile, listFiles, listNamed, listNew, looksGenerated, parseInWorkers, parseInline, startPool, type ListedFile, type Listing, type ParseJob } from './indexer';
import { keepStats, type ParsePool } from './pool';
import { addPhase, mainPhases, PROFILE, threadCpuMs } from './threadCpu';
import { RecordStore, writeCacheFile } from './store';
import { parseJsonc, type ConfigFiles } from './modules';
import { CodeSearch } from './searchIndex';
import { registerLiveGraph } from './summary';
import { languageById, LANGUAGES, languageFor, type HeaderLang } from './languages';
import { RECORD_VERSION } from './extract';
import { didYouMean, nearestNames } from '../suggest';
import { isTestPath } from './rank';

/** How long a question waits for the first index before answering "indexing" (SPEC §12). */
export const FIRST_INDEX_WAIT_MS = 5000;
/** Files re-parsed inline below this count; more go to worker threads. */
const INLINE_PARSE_MAX = 24;
/** The file list is re-read at least this often even if git's index did not change (ms). */
const RELIST_MS = 5000;
/** Known files are checked by mtime/size at most this often (ms; SPEC §6.4 refreshes ≤ 1/s). */
const SWEEP_MS = 1000;
/** `<W>/graph.json` is written at most this often after incremental updates (ms). */
const SAVE_DELAY_MS = 2000;

/** A definition as answers show it. */
export interface SymbolItem {
  name: string;
  kind: DefKind;
  path: string;
  line: number;
  endLine: number;
  signature?: string;
  doc?: string;
  container?: string;
  ref: DefRef;
}

/** One incoming or outgoing edge, grouped by the definition on the other end. */
export interface EdgeItem extends SymbolItem {
  via: Via;
  /** Call sites (1-based line, 0-based UTF-16 columns) in the caller's file. */
  sites: { line: number; col: number; endCol: number }[];
}

/** Progress of a first index: files checked or parsed of those listed (total 0 while listing), and the estimated time left. */
export interface IndexProgress {
  done: number;
  total: number;
  listing?: boolean;
  /** Estimated milliseconds left, from the rate measured since parsing began (absent until measurable). */
  etaMs?: number;
}

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
  skipped: Record<string, number>;
  errors: number;
  /** The files with syntax errors (their other symbols are kept), sorted. */
  errorFiles: string[];
  /** The source files not indexed because they are larger than `maxFileBytes` (indexer.ts MAX_FILE_BYTES), sorted. */
  tooLargeFiles: string[];
  /** The size limit of an indexed file, in bytes (1 MiB). */
  maxFileBytes: number;
  languages: string[];
  /** From `savedStatus()`: when `<W>/graph.json` was written (ISO time), absent when nothing is saved. */
  savedAt?: string;
  /** From `savedStatus()`: saved files whose mtime/size differ on disk or that are gone (re-parsed on the next question). */
  stale?: number;
  /** From `savedStatus()`: of `stale`, the new source files (untracked, not ignored) the saved graph does not hold. */
  added?: number;
}

interface FileState {
  sha: string;
  lang: string;
  size: number;
  mtimeMs: number;
}

const graphs = new WeakMap<Repo, CodeGraph>();

/** The code graph of `repo` (one per Repo object; nothing is read until first use). */
export function openGraph(repo: Repo): CodeGraph {
  let g = graphs.get(repo);
  if (!g) {
    const graph = new CodeGraph(repo);
    graphs.set(repo, graph);
    registerLiveGraph(repo, () => graph.status());
    g = graph;
  }
  return g;
}

export class CodeGraph {
  readonly data = new GraphData();
  private state = new Map<string, FileState>();
  private skipped: Record<string, number> = {};
  /** Source files over MAX_FILE_BYTES, from the last listing (named by status and by a no-symbol answer). */
  private tooLarge: string[] = [];
  /** Grammar of `.h` files, from the last listing (languages.ts `headersFor`). */
  private headers: HeaderLang = 'cpp';
  private first: Promise<void> | null = null;
  private indexed = false;
  private progress = { done: 0, total: 0, listing: true };
  /** When parsing began in the first index and how many files were done then (the rate behind `etaMs`). */
  private rateFrom: { at: number; done: number } | null = null;
  private parsedCount = 0;
  private records: RecordStore | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private lastList = 0;
  private lastSweep = 0;
  /** mtimeMs of every folder holding a listed file (and the root), from the last listing. */
  private dirStamps = new Map<string, number>();
  private relisting = false;
  private warming: Promise<void> = Promise.resolve();
  private configKey = '';
  private saveTimer: NodeJS.Timeout | null = null;
  private ownGitDir: string | null = null;
  private gitStamp = '';
  private search: CodeSearch | null = null;
  private stateLoaded = false;

  constructor(readonly repo: Repo) {}

  private get graphDir(): string {
    return path.join(this.repo.paths.k, 'graph');
  }

  private get stateFile(): string {
    return path.join(this.repo.paths.w, 'graph.json');
  }

  private get store(): RecordStore {
    if (!this.records) this.records = new RecordStore(this.graphDir, this.repo.paths.worktreeKey);
    return this.records;
  }

  /**
   * Makes the graph ready for a question: starts the first index if needed
   * and waits up to `waitMs`; afterwards refreshes changed files. Throws
   * KontextError('busy') `code graph is indexing (n/N files); retry` when
   * the first index is still running (SPEC §12).
   */
  async ensure(waitMs = FIRST_INDEX_WAIT_MS): Promise<void> {
    if (!this.indexed) {
      if (!this.first) {
        const first = this.serial(() => this.fullIndex());
        this.first = first;
        first.catch((e) => {
          this.repo.log.log('error', `code graph index failed: ${(e as Error).message}`);
          // The next question tries again instead of repeating this failure forever.
          if (this.first === first) this.first = null;
        });
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), waitMs)));
      const r = await Promise.race([this.first.then(() => 'done' as const), timeout]);
      clearTimeout(timer);
      if (r === 'timeout') {
        throw new KontextError('busy', busyText(this.currentProgress()));
      }
      return;
    }
    const now = Date.now();
    if (this.gitStampNow() !== this.gitStamp) {
      // HEAD or git's index moved (checkout, commit, stage): list again before answering.
      await this.serial(() => this.refresh(true));
      return;
    }
    if (now - this.lastSweep >= SWEEP_MS) await this.serial(() => this.refresh(this.foldersChanged()));
    if (now - this.lastList > RELIST_MS && !this.relisting) {
      // New files nobody reported: list again after this answer, not before it.
      this.relisting = true;
      void this.serial(() => this.refresh(true)).finally(() => (this.relisting = false));
    }
  }

  /** Runs `fn` after every earlier index operation (one writer at a time). */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const p = this.chain.then(fn, fn);
    this.chain = p.catch(() => undefined);
    return p;
  }

  /**
   * Rebuilds this worktree's graph (`kontext graph index`): lists, reads and
   * hashes every file again (trusting no mtime), and parses only contents
   * whose record is not cached under `<K>/graph/` (this worktree's pack and
   * loose records, then other worktrees' packs): a second index of an
   * unchanged tree parses nothing. `parsed` in the status counts the files
   * parsed.
   */
  async reindex(onProgress?: (done: number, total: number) => void): Promise<GraphStatus> {
    await this.serial(async () => {
      // A process that has not loaded the saved graph has not read its own pack either.
      this.store.loadOwnPack();
      this.state.clear();
      for (const p of [...this.data.files.keys()]) this.data.setFile(p, null);
      await this.refresh(true, onProgress);
      this.scheduleSave(true);
      this.indexed = true;
    });
    return this.status();
  }

  private async fullIndex(): Promise<void> {
    this.progress = { done: 0, total: 0, listing: true };
    this.rateFrom = null;
    this.loadState();
    // Nothing saved: every file will be parsed, so the workers start now and load while git lists
    // (before git is spawned: their start-up is the longer wait).
    const pool = this.state.size === 0 ? startPool(this.repo.root) : null;
    const listing = listFiles(this.repo.root);
    listing.catch(() => undefined);
    // Every record will be new: the pack is written as they arrive (store.ts startPack).
    if (pool) this.store.startPack((msg) => this.repo.log.log('warning', msg));
    try {
      await this.refresh(
        true,
        (d, t) => {
          this.progress = { done: d, total: t, listing: false };
          // The first count arrives once hashing is done: cached files are counted, parsing begins.
          if (!this.rateFrom) this.rateFrom = { at: Date.now(), done: d };
        },
        listing,
        pool,
      );
    } catch (e) {
      this.store.abortPack();
      throw e;
    } finally {
      pool?.close();
    }
    // Written only when something changed since the saved graph (then as one pack); a started
    // pack that nothing was saved into is dropped.
    const t = PROFILE ? threadCpuMs() : 0;
    if (this.saveTimer) this.scheduleSave(true);
    this.store.abortPack();
    if (PROFILE) addPhase(mainPhases, 'save', t);
    this.indexed = true;
    if (prewarmGrammars) this.prewarm();
  }

  /** Loads `<W>/graph.json` and the records it names (records missing from the cache are re-parsed later). */
  private loadState(): void {
    this.stateLoaded = true;
    let saved: { v: string; files: Record<string, [string, string, number, number]>; skipped?: Record<string, number>; tooLarge?: string[] } | null = null;
    try {
      saved = JSON.parse(fs.readFileSync(this.stateFile, 'utf8'));
    } catch {
      return;
    }
    if (!saved || saved.v !== RECORD_VERSION || !saved.files) return;
    this.store.loadOwnPack();
    for (const [p, [sha, lang, size, mtimeMs]] of Object.entries(saved.files)) {
      const rec = this.store.get(sha, lang);
      if (!rec) continue;
      this.state.set(p, { sha, lang, size, mtimeMs });
      this.data.setFile(p, rec);
    }
    if (saved.skipped) this.skipped = saved.skipped;
    if (Array.isArray(saved.tooLarge)) this.tooLarge = saved.tooLarge;
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
      writeCacheFile(this.stateFile, JSON.stringify({ v: RECORD_VERSION, files, skipped: this.skipped, tooLarge: this.tooLarge }));
    } catch (e) {
      warn(`cannot save ${this.stateFile}: ${(e as Error).message}`);
    }
  }

  /** This worktree's git dir (a linked worktree's `.git` is a file naming it). */
  private gitDir(): string {
    if (this.ownGitDir === null) {
      const dotGit = path.join(this.repo.root, '.git');
      this.ownGitDir = this.repo.paths.common;
      try {
        if (fs.statSync(dotGit).isFile()) {
          const m = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(dotGit, 'utf8'));
          if (m) this.ownGitDir = path.resolve(this.repo.root, m[1].trim());
        }
      } catch {
        /* keep the common dir */
      }
    }
    return this.ownGitDir;
  }

  private gitStampNow(): string {
    const parts: string[] = [];
    const dir = this.gitDir();
    for (const f of [path.join(dir, 'index'), path.join(dir, 'HEAD')]) {
      try {
        const st = fs.statSync(f);
        parts.push(`${st.mtimeMs}:${st.size}`);
      } catch {
        parts.push('-');
      }
    }
    return parts.join('|');
  }

  /**
   * Remembers the mtime of the root and of every folder holding a listed
   * file. A file created, deleted or renamed changes its folder's mtime (a
   * new folder changes its parent's), which foldersChanged sees without a
   * listing: a server without the editor's file watcher (`kontext mcp`)
   * then answers with a file an agent has just written, untracked or not.
   */
  private stampFolders(listed: ListedFile[]): void {
    const dirs = new Set<string>(['']);
    for (const f of listed) {
      for (let i = f.path.lastIndexOf('/'); i > 0; i = f.path.lastIndexOf('/', i - 1)) {
        const d = f.path.slice(0, i);
        if (dirs.has(d)) break;
        dirs.add(d);
      }
    }
    this.dirStamps.clear();
    for (const d of dirs) {
      try {
        this.dirStamps.set(d, fs.statSync(path.join(this.repo.root, d)).mtimeMs);
      } catch {
        this.dirStamps.set(d, -1);
      }
    }
  }

  /** Whether a folder stamped by stampFolders changed (or vanished) since; one stat per folder. */
  private foldersChanged(): boolean {
    for (const [d, mtime] of this.dirStamps) {
      let now = -1;
      try {
        now = fs.statSync(path.join(this.repo.root, d)).mtimeMs;
      } catch {
        // gone: changed
      }
      if (now !== mtime) return true;
    }
    return false;
  }

  /**
   * Brings the graph up to date: `relist` lists the files again (new,
   * deleted, changed, config files); otherwise only known files are checked
   * by mtime/size.
   */
  private async refresh(relist: boolean, onProgress?: (done: number, total: number) => void, listed0?: Promise<Listing>, pool: ParsePool | null = null): Promise<void> {
    const stamp = this.gitStampNow();
    const now = Date.now();
    let listed: ListedFile[];
    this.lastSweep = now;
    if (relist) {
      const listing = await (listed0 ?? listFiles(this.repo.root));
      this.gitStamp = stamp;
      this.lastList = now;
      listed = listing.files;
      this.stampFolders(listed);
      this.skipped = listing.skipped;
      this.tooLarge = listing.tooLarge;
      this.headers = listing.headers;
      this.readConfigs(listing.configs);
      const keep = new Set(listed.map((f) => f.path));
      for (const p of [...this.state.keys()]) {
        if (!keep.has(p)) {
          this.state.delete(p);
          this.data.setFile(p, null);
          this.scheduleSave(false);
        }
      }
    } else {
      listed = [];
      for (const [p, st] of this.state) {
        let s: fs.Stats;
        try {
          s = fs.statSync(path.join(this.repo.root, p));
        } catch {
          this.state.delete(p);
          this.data.setFile(p, null);
          continue;
        }
        if (s.mtimeMs !== st.mtimeMs || s.size !== st.size) listed.push({ path: p, lang: languageById(st.lang)!, size: s.size, mtimeMs: s.mtimeMs });
      }
    }
    await this.update(listed, onProgress, pool);
  }

  /**
   * Re-reads the given files (changed or new) and parses those whose content
   * is not cached yet: in `pool` when given (each file is sent as soon as it
   * is hashed), else in workers for many files, else in this thread.
   */
  private async update(listed: ListedFile[], onProgress?: (done: number, total: number) => void, pool: ParsePool | null = null): Promise<void> {
    const t0 = PROFILE ? threadCpuMs() : 0;
    const jobs: ParseJob[] = [];
    const pendingState = new Map<string, FileState>();
    let changed = false;
    for (const f of listed) {
      const old = this.state.get(f.path);
      if (old && old.mtimeMs === f.mtimeMs && old.size === f.size && old.lang === f.lang.id && this.data.files.has(f.path)) continue;
      let buf: Buffer;
      try {
        buf = fs.readFileSync(path.join(this.repo.root, f.path));
      } catch {
        continue;
      }
      const sha = blobSha(buf);
      const st: FileState = { sha, lang: f.lang.id, size: f.size, mtimeMs: f.mtimeMs };
      if (old && old.sha === sha && old.lang === f.lang.id && this.data.files.has(f.path)) {
        this.state.set(f.path, st);
        changed = true;
        continue;
      }
      // Other worktrees' packs are worth reading for a first index or a large batch (a checkout), not for an edit.
      const cached = this.store.get(sha, f.lang.id, !this.indexed || listed.length > INLINE_PARSE_MAX);
      if (cached) {
        this.state.set(f.path, st);
        this.data.setFile(f.path, cached);
        changed = true;
        continue;
      }
      if (looksGenerated(buf.subarray(0, 600).toString('utf8'))) {
        this.skipped['vendored/generated'] = (this.skipped['vendored/generated'] ?? 0) + 1;
        continue;
      }
      pendingState.set(f.path, st);
      jobs.push({ path: f.path, lang: f.lang.id, size: buf.length });
      // The bytes just hashed: the record is keyed by exactly what was parsed.
      pool?.add({ path: f.path, lang: f.lang.id, data: buf });
    }
    this.store.releaseOthers();
    if (PROFILE && pool) addPhase(mainPhases, 'hash', t0);
    // Progress counts every listed file; those unchanged or cached are done already.
    const total = listed.length;
    let done = total - jobs.length;
    onProgress?.(done, total);
    const onFile = (p: string, rec: FileRec | null, json?: string) => {
      done++;
      const st = pendingState.get(p)!;
      if (rec) {
        this.state.set(p, st);
        this.data.setFile(p, rec);
        this.store.put(st.sha, st.lang, json ?? rec);
        this.parsedCount++;
      }
      // Every file: counts must move while workers report (callers throttle what they print).
      onProgress?.(done, total);
      if (total > INLINE_PARSE_MAX && done % 200 === 0) this.repo.log.log('info', `code graph: indexed ${done}/${total} files`);
    };
    if (pool) {
      // Records are handled on later turns of the event loop, so none arrived before this.
      pool.setOnFile(onFile);
      await pool.finish();
      keepStats(pool);
    } else if (jobs.length > INLINE_PARSE_MAX) await parseInWorkers(this.repo.root, jobs, onFile);
    else await parseInline(jobs, onFile, this.repo.root);
    // Coalesced; a first index or `reindex` saves right after (as one pack).
    if (jobs.length || changed) this.scheduleSave(false);
  }

  /**
   * Saves now as a pack (after a first index: one write) or soon (after small
   * updates: coalesced, loose records, off the answer's path).
   */
  private scheduleSave(now: boolean): void {
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

  /**
   * After the first index (parsed by workers or loaded from the cache), loads
   * this thread's grammars in the background so the first edited file
   * re-parses without that cost.
   */
  private prewarm(): void {
    // One real file per language (the first ≤ 32 KiB): an edit then finds the grammar loaded and
    // the extraction code compiled (the JIT's first runs cost more than the parse itself).
    const sample = new Map<string, string>();
    for (const [p, st] of this.state) if (st.size <= 32 * 1024 && !sample.has(st.lang)) sample.set(st.lang, p);
    const jobs = [...sample].map(([lang, p]) => ({ path: p, lang }));
    this.warming = new Promise<void>((done) => {
      const next = (i: number) => {
        if (i >= jobs.length * 2) return done();
        // One file per turn of the event loop: questions arriving meanwhile are not held up.
        void parseInline([jobs[i % jobs.length]], () => undefined, this.repo.root).then(() => setImmediate(next, i + 1));
      };
      setImmediate(next, 0);
    });
  }

  /** Resolves once indexing work queued so far and the background warm-up are done (bench/graph-speed times edits after it). */
  async settled(): Promise<void> {
    await this.chain;
    await this.warming;
  }

  /** True once the first index is done (front ends report saves only to a graph that exists). */
  get ready(): boolean {
    return this.indexed;
  }

  /** Whether repo-relative `rel` is an indexed file of this graph. */
  knows(rel: string): boolean {
    return this.state.has(rel);
  }

  /** The indexed files at `rel` or under it (a folder), repo-relative; empty for the root. */
  knownUnder(rel: string): string[] {
    const dir = rel.replace(/\/+$/, '');
    if (!dir) return [];
    if (this.state.has(dir)) return [dir];
    return [...this.state.keys()].filter((p) => p.startsWith(`${dir}/`));
  }

  /**
   * Re-indexes the named files now (for front ends that know a file was
   * saved, created or deleted, and for bench/graph-speed): a known file is
   * re-read (or dropped when gone); a file the graph does not know yet
   * (new, or ignored, vendored, generated) is indexed when the listing's
   * rules admit it (listNamed: git's .gitignore and the skip rules decide,
   * never the caller), without listing the whole repository. A new config
   * file (package.json, tsconfig…) lists the files again, since it changes
   * module resolution.
   */
  async updateFiles(relPaths: string[]): Promise<void> {
    // Only these files: sweeps belong to questions (ensure), not to a reported save.
    if (!this.indexed) await this.ensure();
    await this.serial(async () => {
      const listed: ListedFile[] = [];
      const unknown: string[] = [];
      for (const p of relPaths) {
        if (isConfigFile(p) && !this.state.has(p)) return this.refresh(true);
        const known = this.state.get(p)?.lang;
        const lang = known ? languageById(known) : languageFor(p, this.headers);
        if (!lang) continue;
        if (!this.state.has(p)) {
          unknown.push(p);
          continue;
        }
        try {
          const s = fs.statSync(path.join(this.repo.root, p));
          listed.push({ path: p, lang, size: s.size, mtimeMs: s.mtimeMs });
        } catch {
          this.state.delete(p);
          this.data.setFile(p, null);
          this.scheduleSave(false);
        }
      }
      if (unknown.length) listed.push(...(await listNamed(this.repo.root, unknown, this.headers)));
      await this.update(listed);
    });
  }

  /** Reads the config files module resolution uses; hands them to the graph only when they changed (a change resets resolution). */
  private readConfigs(paths: string[]): void {
    const texts = new Map<string, string>();
    for (const p of paths) {
      try {
        texts.set(p, fs.readFileSync(path.join(this.repo.root, p), 'utf8'));
      } catch {
        /* deleted since the listing */
      }
    }
    const key = [...texts].flat().join('\0');
    if (key === this.configKey) return;
    this.configKey = key;
    const cfg: ConfigFiles = { json: new Map(), text: new Map() };
    for (const [p, text] of texts) {
      if (p.endsWith('.json')) {
        const j = parseJsonc(text);
        if (j) cfg.json.set(p, j);
      } else cfg.text.set(p, text);
    }
    this.data.setConfigs(cfg);
  }

  // ---- questions ------------------------------------------------------------

  /** The answer form of a definition. */
  item(ref: DefRef): SymbolItem {
    const d: DefRec = this.data.def(ref);
    const it: SymbolItem = { name: d.container ? `${d.container}.${d.name}` : d.name, kind: d.kind, path: ref.path, line: d.line, endLine: d.endLine, ref };
    if (d.signature) it.signature = d.signature;
    if (d.doc) it.doc = d.doc;
    if (d.container) it.container = d.container;
    return it;
  }

  /**
   * Definitions named `name` — bare (`b`) or qualified (`A.b`, `A::b`, `A#b`;
   * Go `pkg.F` for a package function) — optionally of one `kind` and under `pathScope` (a file or directory
   * prefix). Sorted by path, then line.
   */
  findDefinitions(name: string, opts: { kind?: string; path?: string } = {}): SymbolItem[] {
    const parts = name.trim().split(/::|#|\.|->/).filter(Boolean);
    const bare = parts[parts.length - 1] ?? '';
    const container = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const scope = opts.path ? opts.path.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/$/, '') : '';
    const out: SymbolItem[] = [];
    for (const r of this.data.defsNamed(bare)) {
      const d = this.data.def(r);
      if (container && d.container !== container && !(d.container === undefined && this.inGoPackage(r.path, container))) continue;
      if (opts.kind && d.kind !== opts.kind) continue;
      if (scope && r.path !== scope && !r.path.startsWith(`${scope}/`)) continue;
      out.push(this.item(r));
    }
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  }

  /**
   * Whether `p` is a Go file of package `pkg`, as its package clause names
   * it or as an import path's last element does (its folder): `store.Total`
   * asks for the package function Total (newcomer5).
   */
  private inGoPackage(p: string, pkg: string): boolean {
    const rec = this.data.files.get(p);
    if (rec?.lang !== 'go') return false;
    const dir = p.lastIndexOf('/') >= 0 ? p.slice(0, p.lastIndexOf('/')) : '';
    return rec.pkg === pkg || dir.slice(dir.lastIndexOf('/') + 1) === pkg;
  }

  /**
   * "Did you mean" names for a symbol with no definition: up to `limit` (3)
   * definition names nearest to `name` by edit distance (core/suggest.ts
   * nearestNames, case-insensitive, ≤ ⌊len/3⌋ edits, at most 3). A qualified
   * name (`A.b`) is compared with the qualified names `Container.name`.
   * Empty when nothing is close. One pass over the names (no index kept).
   */
  nearestSymbols(name: string, limit = 3): string[] {
    const t = name.trim();
    if (!/::|#|\.|->/.test(t)) return nearestNames(t, this.data.defNames(), limit);
    const qualified = new Set<string>();
    for (const r of this.data.allDefs()) {
      const d = this.data.def(r);
      if (d.container) qualified.add(`${d.container}.${d.name}`);
    }
    return nearestNames(t.replace(/::|#|->/g, '.'), qualified, limit);
  }

  /** The source files left out of the graph as larger than MAX_FILE_BYTES (1 MiB), from the last listing, sorted. */
  tooLargeFiles(): string[] {
    return this.tooLarge;
  }

  /**
   * The note for a symbol the graph has no definition of:
   * `no symbol <name>; did you mean a, b or c?` (just `no symbol <name>` when
   * nothing is near). Shared by the code_* tools and `why <symbol>`.
   */
  noSymbolNote(name: string): string {
    const near = this.nearestSymbols(name);
    return near.length ? `no symbol ${name.trim()}; ${didYouMean(near)}` : `no symbol ${name.trim()}`;
  }

  /** The innermost definitions whose range contains `line` (1-based) of `relPath`, with the name under `col` first. */
  definitionsAt(relPath: string, line: number, col?: number): SymbolItem[] {
    const rec = this.data.files.get(relPath);
    if (!rec) return [];
    const hits: SymbolItem[] = [];
    rec.defs.forEach((d, i) => {
      if (d.kind === 'module') return;
      const onName = d.nameLine === line && (col === undefined || (col >= d.nameCol && col <= d.nameCol + d.name.length));
      if (onName) hits.unshift(this.item({ path: relPath, i }));
    });
    if (hits.length) return hits;
    let best = -1;
    rec.defs.forEach((d, i) => {
      if (d.line <= line && d.endLine >= line && (best < 0 || d.line >= rec.defs[best].line)) best = i;
    });
    return best >= 0 ? [this.item({ path: relPath, i: best })] : [];
  }

  private moduleItem(p: string): SymbolItem {
    return { name: p.slice(p.lastIndexOf('/') + 1), kind: 'module', path: p, line: 1, endLine: 1, ref: { path: p, i: -1 } };
  }

  /**
   * Definitions that call `def`, best `via` first. A file's top level shows as
   * kind `module`, one item per file at the line of its first call of `def`
   * (its other calls are in `sites`).
   */
  callers(def: DefRef): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    for (const e of this.data.incoming(def)) {
      const call = this.data.files.get(e.path)!.calls[e.call];
      const key = defKey(e.path, call.from);
      let g = groups.get(key);
      if (!g) {
        const base = call.from >= 0 ? this.item({ path: e.path, i: call.from }) : this.moduleItem(e.path);
        g = { ...base, via: e.via, sites: [] };
        groups.set(key, g);
      } else if (VIA_RANK[e.via] < VIA_RANK[g.via]) g.via = e.via;
      g.sites.push({ line: call.line, col: call.col, endCol: call.endCol });
      // A file's top level has no line of its own: it is placed at its first call of `def`.
      if (call.from < 0 && (g.sites.length === 1 || call.line < g.line)) g.line = g.endLine = call.line;
    }
    return sortEdges([...groups.values()]);
  }

  /**
   * Call sites named like `def` that resolve to no definition (graphData
   * unresolvedNamed): how many, and the first `max` as `{path, line}`.
   */
  unresolvedCalls(def: DefRef, max = 3): { count: number; sites: { path: string; line: number }[] } {
    const all = this.data.unresolvedNamed(def);
    return { count: all.length, sites: all.slice(0, max).map((u) => ({ path: u.path, line: this.data.files.get(u.path)!.calls[u.call].line })) };
  }

  /**
   * Functions and methods directly inside a class-like definition `def` (its
   * members, and in its file the methods declared outside it with it as
   * container: Go, Rust), in source order; empty for anything else.
   */
  members(def: DefRef): SymbolItem[] {
    const rec = this.data.files.get(def.path);
    const d = rec?.defs[def.i];
    if (!rec || !d || !CLASS_LIKE_KINDS.has(d.kind)) return [];
    const out: SymbolItem[] = [];
    rec.defs.forEach((m, i) => {
      if (m.kind !== 'function' && m.kind !== 'method') return;
      if (m.parent === def.i || (m.parent < 0 && m.container === d.name)) out.push(this.item({ path: def.path, i }));
    });
    return out;
  }

  /** Definitions `def` calls directly, best `via` first. */
  callees(def: DefRef): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    const rec = this.data.files.get(def.path)!;
    for (const o of this.data.outgoing(def)) {
      const call = rec.calls[o.call];
      for (const t of o.targets) {
        // Only code is called: a const holding a value or a type is a dependency, not a callee.
        const kind = this.data.def(t.def).kind;
        if (kind === 'const' || kind === 'type' || kind === 'interface') continue;
        const key = defKey(t.def.path, t.def.i);
        let g = groups.get(key);
        if (!g) {
          g = { ...this.item(t.def), via: t.via, sites: [] };
          groups.set(key, g);
        } else if (VIA_RANK[t.via] < VIA_RANK[g.via]) g.via = t.via;
        g.sites.push({ line: call.line, col: call.col, endCol: call.endCol });
      }
    }
    return sortEdges([...groups.values()]);
  }

  /** Transitive callers of `def` up to `depth` (1–5), each with the depth it was first reached at. */
  impact(def: DefRef, depth: number): (EdgeItem & { depth: number })[] {
    const out: (EdgeItem & { depth: number })[] = [];
    const seen = new Set<string>([defKey(def.path, def.i)]);
    let frontier: DefRef[] = [def];
    for (let d = 1; d <= depth && frontier.length; d++) {
      const next: DefRef[] = [];
      for (const f of frontier) {
        for (const c of this.callers(f)) {
          const key = defKey(c.ref.path, c.ref.i);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ ...c, depth: d });
          if (c.ref.i >= 0) next.push(c.ref);
        }
      }
      frontier = next;
    }
    return out;
  }

  /** BM25 search over names, signatures and doc comments: the best `limit` definitions and how many matched in all. */
  searchCode(query: string, limit: number): { items: SymbolItem[]; total: number } {
    if (!this.search || this.search.generation !== this.data.generation) this.search = new CodeSearch(this.data, this.data.generation);
    const r = this.search.search(query, limit);
    return { items: r.hits.map((h) => this.item(h.ref)), total: r.total };
  }

  /**
   * What the graph holds without indexing anything (`kontext graph status`):
   * the live graph when this process has one, else the saved `<W>/graph.json`
   * and its records, plus when it was saved and how many files changed on
   * disk since: saved files edited or gone (one stat per file) and new
   * untracked, not ignored source files (indexer.ts listNew, one git call).
   */
  async savedStatus(): Promise<GraphStatus> {
    if (!this.indexed && !this.first && !this.stateLoaded) this.loadState();
    const s = this.status();
    try {
      s.savedAt = fs.statSync(this.stateFile).mtime.toISOString();
    } catch {
      return s;
    }
    if (s.state === 'not-indexed') s.state = 'saved';
    let stale = 0;
    for (const [p, st] of this.state) {
      try {
        const f = fs.statSync(path.join(this.repo.root, p));
        if (f.mtimeMs !== st.mtimeMs || f.size !== st.size) stale++;
      } catch {
        stale++;
      }
    }
    const added = await listNew(this.repo.root, (p) => this.state.has(p), this.headers).catch(() => []);
    s.stale = stale + added.length;
    s.added = added.length;
    return s;
  }

  /** Counts for `kontext graph status` and `status`. */
  status(): GraphStatus {
    let definitions = 0;
    let calls = 0;
    const errorFiles: string[] = [];
    const byLanguage: Record<string, number> = {};
    for (const [p, rec] of this.data.files) {
      definitions += rec.defs.length;
      calls += rec.calls.length;
      if (rec.errors) errorFiles.push(p);
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
      errors: errorFiles.length,
      errorFiles: errorFiles.sort(),
      tooLargeFiles: [...this.tooLarge],
      maxFileBytes: MAX_FILE_BYTES,
      languages: LANGUAGES.map((l) => l.id),
    };
    // Progress belongs to a running index only (a saved graph is not "listing").
    if (state === 'indexing') s.progress = this.currentProgress();
    return s;
  }

  /** The first index's progress now, with the time left estimated from the rate since parsing began. */
  private currentProgress(): IndexProgress {
    const p: IndexProgress = { ...this.progress };
    if (this.rateFrom && !p.listing && p.total) {
      const eta = estimateMs(this.rateFrom, { at: Date.now(), done: p.done }, p.total);
      if (eta !== undefined) p.etaMs = eta;
    }
    return p;
  }
}

/** Whether a first index warms this thread's grammars afterwards (off in one-shot CLI processes: see noGrammarPrewarm). */
let prewarmGrammars = true;

/**
 * Turns off the grammar warm-up after a first index, for this process: a
 * one-shot CLI command exits after its answer, so the warm-up would only
 * compete with the answer for the CPU (`why <symbol>` blames while it runs).
 */
export function noGrammarPrewarm(): void {
  prewarmGrammars = false;
}

/**
 * Milliseconds left for `total` files at the rate measured between `from`
 * and `now` (files done at each time); undefined while it is too early to
 * say: under 500 ms, or under a tenth of the files to parse done. The first
 * files come back while the workers start and their code is still being
 * compiled, several times slower than the rest: an estimate from them said
 * "about 3 min left" for an index of playwright that took 13 s (newcomer 6 #13).
 */
export function estimateMs(from: { at: number; done: number }, now: { at: number; done: number }, total: number): number | undefined {
  const elapsed = now.at - from.at;
  const files = now.done - from.done;
  if (files < 1 || elapsed < 500 || files * 10 < total - from.done) return undefined;
  return Math.max(0, ((total - now.done) * elapsed) / files);
}

/** `about 6 s left`, `about 3 min left` (rounded up; never `0 s`). */
export function etaText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 90 ? `about ${Math.max(1, s)} s left` : `about ${Math.ceil(s / 60)} min left`;
}

/** The "still indexing" error of a question asked during the first index (SPEC §12): `code graph is indexing (167/517 files, about 6 s left); retry`. */
export function busyText(p: IndexProgress): string {
  return `code graph is indexing (${progressText(p)}); retry`;
}

/** `n/N files[, about K s left]`, or `listing files` before the file list is known. */
export function progressText(p: IndexProgress): string {
  if (p.listing) return 'listing files';
  return `${p.done}/${p.total} files${p.etaMs !== undefined ? `, ${etaText(p.etaMs)}` : ''}`;
}

/**
 * Order of callers and callees: edges resolved from the code (same file,
 * import, alias, receiver type) before name-only guesses; within each of the
 * two, code outside test files before test code (rank.ts isTestPath), then
 * the better `via`, then path and line. A function called from 120 specs and
 * 2 source files lists the 2 first (newcomer 6 #7: vuejs/core's `ref` had
 * its source callers at items 124–125 of 150).
 */
function sortEdges(items: EdgeItem[]): EdgeItem[] {
  const keyed = items.map((e) => ({ e, guess: e.via === 'name' ? 1 : 0, test: isTestPath(e.path) ? 1 : 0 }));
  keyed.sort(
    (a, b) =>
      a.guess - b.guess ||
      a.test - b.test ||
      VIA_RANK[a.e.via] - VIA_RANK[b.e.via] ||
      (a.e.path < b.e.path ? -1 : a.e.path > b.e.path ? 1 : a.e.line - b.e.line),
  );
  return keyed.map((k) => k.e);
}
