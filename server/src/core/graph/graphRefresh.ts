/**
 * Keeping the code graph current, CodeGraph's layer between reading files
 * (graphUpdate.ts) and names (graphNames.ts): the first index (in worker
 * threads, with progress; questions wait for it up to FIRST_INDEX_WAIT_MS,
 * then get "indexing; retry"), `kontext graph index`, and before each
 * question the files changed since (by mtime/size, or a new listing when
 * HEAD or git's index moved), re-parsed or taken from the cache (update),
 * then the grammars warmed (prewarm).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from '../errors';
import { isConfigFile, listFiles, listNamed, parseInline, startPool, type ListedFile, type Listing } from './indexer';
import type { ParsePool } from './pool';
import { addPhase, mainPhases, PROFILE, threadCpuMs } from './threadCpu';
import { languageById, noInlineTierUp } from './languages';
import { dropTree, hasKeptTree } from './keptTrees';
import { parseOnly } from './parse';
import { busyText, type OnProgress } from './indexProgress';
import type { GraphStatus } from './graphState';
import { GraphUpdate } from './graphUpdate';

/** How long a question waits for the first index before answering "indexing" (SPEC §12). */
export const FIRST_INDEX_WAIT_MS = 5000;
/** The file list is re-read at least this often even if git's index did not change (ms). */
const RELIST_MS = 5000;
/** Known files are checked by mtime/size at most this often (ms; SPEC §6.4 refreshes ≤ 1/s), unless a folder watcher reported a change. */
const SWEEP_MS = 1000;

/** Indexing and refresh over GraphUpdate (see the file header). */
export abstract class GraphRefresh extends GraphUpdate {
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
    // A watched folder reported a change (folderWatch.ts): check now, however recent the last sweep.
    const touched = await this.watch.take();
    if (touched || now - this.lastSweep >= SWEEP_MS) await this.serial(() => this.refresh(this.folders.changed()));
    if (now - this.lastList > RELIST_MS && !this.relisting) {
      // New files nobody reported: list again after this answer, not before it.
      this.relisting = true;
      void this.serial(() => this.refresh(true)).finally(() => (this.relisting = false));
    }
  }

  /**
   * Rebuilds this worktree's graph (`kontext graph index`): lists, reads and
   * hashes every file again (trusting no mtime), and parses only contents
   * whose record is not cached under `<K>/graph/` (this worktree's pack and
   * loose records, then other worktrees' packs): a second index of an
   * unchanged tree parses nothing. `parsed` in the status counts the files
   * parsed.
   */
  async reindex(onProgress?: OnProgress): Promise<GraphStatus> {
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
    const listing = listFiles(this.repo.root, this.graphPaths());
    listing.catch(() => undefined);
    // Every record will be new: the pack is written as they arrive (store.ts startPack).
    if (pool) this.store.startPack((msg) => this.repo.log.log('warning', msg));
    try {
      await this.refresh(
        true,
        (d, t, bytesDone, bytesTotal) => {
          this.progress = { done: d, total: t, listing: false, bytesDone, bytesTotal };
          // The first count arrives once hashing is done: cached files are counted, parsing begins.
          if (!this.rateFrom) this.rateFrom = { at: Date.now(), bytes: bytesDone };
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

  /**
   * Brings the graph up to date: `relist` lists the files again (new,
   * deleted, changed, config files); otherwise only known files are checked
   * by mtime/size.
   */
  private async refresh(relist: boolean, onProgress?: OnProgress, listed0?: Promise<Listing>, pool: ParsePool | null = null): Promise<void> {
    const stamp = this.gitStampNow();
    const now = Date.now();
    let listed: ListedFile[];
    this.lastSweep = now;
    if (relist) {
      const listing = await (listed0 ?? listFiles(this.repo.root, this.graphPaths()));
      this.gitStamp = stamp;
      this.lastList = now;
      listed = listing.files;
      this.folders.stamp(listed);
      this.skipped = listing.skipped;
      this.pathSkips = listing.skippedPaths;
      this.contentSkips.clear();
      this.tooLarge = listing.tooLarge;
      this.otherLanguageFiles = listing.otherLanguageFiles;
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
   * After the first index (parsed by workers or loaded from the cache), loads
   * this thread's grammars and runs its extraction code in the background, so
   * the first edited file re-parses without those costs: per language, the
   * largest file up to 32 KiB and the one with the most test cases, three
   * rounds each (the code turns hot only after several runs: v8Tuning.ts
   * interrupt budget). Measured on vuejs/core (bench/graph-speed, interleaved):
   * with the test file and the third round, edit p95 12.3–12.7 → 10.5 ms, the
   * 121 KiB edit 39–43 → 32–35 ms.
   */
  private prewarm(): void {
    // One real file per language, the largest up to 32 KiB (the first in listing order was often a
    // two-line index.ts, which warmed little): an edit then finds the grammar loaded and most of the
    // extraction code compiled (the JIT's first runs cost more than the parse itself).
    // Test files take paths of their own (test cases, suites, hooks): the file with the most test
    // cases up to 32 KiB is warmed too, so the first edit of a spec file finds them compiled.
    const sample = new Map<string, { p: string; size: number }>();
    const tests = new Map<string, { p: string; cases: number }>();
    for (const [p, st] of this.state) {
      if (st.size > 32 * 1024) continue;
      const had = sample.get(st.lang);
      if (!had || st.size > had.size) sample.set(st.lang, { p, size: st.size });
      let cases = 0;
      for (const d of this.data.files.get(p)?.defs ?? []) if (d.kind === 'test') cases++;
      const most = tests.get(st.lang);
      if (cases > (most?.cases ?? 0)) tests.set(st.lang, { p, cases });
    }
    const jobs = [...sample].map(([lang, { p }]) => ({ path: p, lang }));
    for (const [lang, { p }] of tests) if (sample.get(lang)?.p !== p) jobs.push({ path: p, lang });
    this.warming = new Promise<void>((done) => {
      const next = (i: number) => {
        if (i >= jobs.length * 3) return done();
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
        // A file not known yet: listNamed asks its language (once) with the listing's rules.
        if (!known) {
          unknown.push(p);
          continue;
        }
        const lang = languageById(known);
        if (!lang) continue;
        try {
          const s = fs.statSync(path.join(this.repo.root, p));
          listed.push({ path: p, lang, size: s.size, mtimeMs: s.mtimeMs });
        } catch {
          dropTree(path.resolve(this.repo.root, p));
          this.state.delete(p);
          this.data.setFile(p, null);
          this.scheduleSave(false);
        }
      }
      if (unknown.length) listed.push(...(await listNamed(this.repo.root, unknown, this.headers, this.graphPaths())));
      await this.update(listed);
    });
  }

  /**
   * Keeps a syntax tree of each indexed file among `relPaths` (repo-relative)
   * as it is on disk now, so that re-indexing it after an edit parses only
   * what changed (keptTrees.ts); the editor calls this for a document it
   * opens. Costs one parse per file whose tree is not kept yet, and no
   * extraction. Files the graph does not know, and every file before a first
   * index, are passed over; so is a file that cannot be read. At most
   * KEPT_TREES_MAX trees are kept, the least recently used going first.
   */
  async keepTrees(relPaths: string[]): Promise<void> {
    if (!this.indexed) return;
    await this.serial(async () => {
      for (const p of relPaths) {
        const lang = languageById(this.state.get(p)?.lang ?? '');
        const abs = path.resolve(this.repo.root, p);
        if (!lang || hasKeptTree(abs)) continue;
        let text: string;
        try {
          text = fs.readFileSync(abs, 'utf8');
        } catch {
          continue;
        }
        await parseOnly(lang, text, undefined, abs);
      }
    });
  }

  /** Frees the kept syntax trees of `relPaths` (repo-relative): the editor closed those documents. */
  dropTrees(relPaths: string[]): void {
    for (const p of relPaths) dropTree(path.resolve(this.repo.root, p));
  }
}

/** Whether a first index warms this thread's grammars afterwards (off in one-shot CLI processes: see noGrammarPrewarm). */
let prewarmGrammars = true;

/**
 * Turns off the grammar warm-up after a first index, for this process: a
 * one-shot CLI command exits after its answer, so the warm-up would only
 * compete with the answer for the CPU (`why <symbol>` blames while it runs).
 * Inline parses (a few changed files) compile their grammars at V8's baseline
 * tier too (languages.ts noInlineTierUp), so the exit waits for no optimising.
 */
export function noGrammarPrewarm(): void {
  prewarmGrammars = false;
  noInlineTierUp();
}
