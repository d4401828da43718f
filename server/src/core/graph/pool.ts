/**
 * The worker pool of a first index (or a large batch): worker threads that
 * parse files and send records back, fed while the main thread is still
 * listing and hashing files.
 *
 * Why it is shaped this way (bench/graph-speed.mjs, 2 cores):
 * - Workers start before the file list is known: loading the worker bundle
 *   and the tree-sitter runtime costs ~0.1 s of CPU per thread, which then
 *   overlaps `git ls-files` and the hashing in the main thread.
 * - Jobs carry the bytes the main thread read and hashed, so a record is
 *   always keyed by the content it was parsed from, and no file is read twice.
 * - Jobs go out in small batches, at most two in flight per worker: a worker
 *   never waits for the main thread, and the last batches balance the load
 *   (a fixed split by size left one worker idle while the other finished).
 * - Records come back as compact JSON text (store.ts): one string copy per
 *   file instead of a cloned object graph, and the text the pack stores.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FileRec } from './types';
import { parseRec } from './recordCodec';
import { RECORD_VERSION } from './extract';
import { compileGrammars, languageById, RUNTIME_WASM, wasmModule } from './languages';
import { addPhase, mainPhases, PROFILE, threadCpuMs, type PhaseTimes } from './threadCpu';
import { holdYoungGen } from './youngGen';

/** How this thread's records start (store.ts encodeRec writes `v` first). */
const STAMP = `{"v":${JSON.stringify(RECORD_VERSION)},`;

/**
 * One file for a worker: repo-relative path, language id, and the bytes to
 * parse (read from disk when absent). `data` is transferred to the worker:
 * the caller must not use it after `add`.
 */
export interface WireJob {
  path: string;
  lang: string;
  data?: Uint8Array;
  /** `data` is the only view of its ArrayBuffer (indexer.ts readBlob): moved whole, never copied. */
  owned?: boolean;
}

/** Messages to a worker: a batch, with the compiled grammars it needs that were not sent before (languages.ts wasmModule). */
export type ToWorker = { jobs: WireJob[]; modules?: Record<string, WebAssembly.Module> } | { end: true };

/** Messages from a worker. */
export type FromWorker = { done: { path: string; json: string | null }[] } | { stats: PhaseTimes };

/** Receives one parsed file: its record (null when it could not be parsed) and the record's compact JSON. */
export type PoolOnFile = (path: string, rec: FileRec | null, json?: string) => void;

/** A batch holds at most this many bytes of source (several files) or one larger file. */
const BATCH_BYTES = 64 * 1024;
const BATCH_FILES = 48;
/** Batches in flight per worker: one being parsed, one waiting, so a worker never idles on the main thread. */
const IN_FLIGHT = 2;

/** The worker script beside the bundle (dist/graph-worker.js), or null when absent. */
export function workerScript(): string | null {
  for (const c of [path.join(__dirname, 'graph-worker.js'), path.resolve(__dirname, '..', '..', '..', '..', 'dist', 'graph-worker.js')]) {
    if (fs.existsSync(c)) return c;
  }
  return null;
}

/** Worker count: `KONTEXT_GRAPH_WORKERS` or 2, never more than the cores. */
export function poolSize(): number {
  const want = Number(process.env.KONTEXT_GRAPH_WORKERS) || 2;
  return Math.max(1, Math.min(want, os.availableParallelism?.() ?? os.cpus().length));
}

interface Slot {
  worker: Worker;
  inFlight: number;
  /** Files sent and not answered yet. */
  pending: number;
  stats: PhaseTimes | null;
  /** Grammar modules already posted to this worker. */
  grammars: Set<string>;
}

/**
 * Worker threads parsing files for one batch of work. `add` jobs as they are
 * found, then `finish()`; `onFile` runs in this thread as records arrive.
 * Throws (from `finish`) when a worker fails.
 */
export class ParsePool {
  private slots: Slot[] = [];
  private queue: WireJob[] = [];
  private head = 0;
  private outstanding = 0;
  private closed = false;
  private failed: Error | null = null;
  private wake: (() => void) | null = null;
  /** Turns V8's wasm tier-up on again after `expect` turned it off for small grammars. */
  private releaseTiers: () => void = () => undefined;
  /** Per-worker CPU by phase (KONTEXT_GRAPH_PROFILE), filled after `finish`. */
  readonly stats: PhaseTimes[] = [];
  /** This thread's young generation stays small while records arrive (youngGen.ts). */
  private readonly youngGen = holdYoungGen();

  constructor(
    script: string,
    root: string,
    size: number,
    private onFile: PoolOnFile,
    /** Parse and free only, no records (the parse floor of bench/graph-speed.mjs). */
    parseOnly = false,
  ) {
    for (let i = 0; i < size; i++) {
      // Small heaps: a worker holds a few files' text and records at a time (peak RSS, bench/graph-speed).
      // A young generation of 8 MiB instead of 16 took ~20 MiB off the peak (typeorm 223 -> 204-205,
      // vuejs/core 177 -> 157) with the same index time; 4 MiB took no more off.
      // Every worker runs this thread's compiled runtime and grammars (languages.ts wasmModule says why).
      const workerData = { root, profile: PROFILE, parseOnly, modules: { [RUNTIME_WASM]: wasmModule(RUNTIME_WASM) } };
      const worker = new Worker(script, { workerData, resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 } });
      const slot: Slot = { worker, inFlight: 0, pending: 0, stats: null, grammars: new Set() };
      worker.on('message', (m: FromWorker) => this.receive(slot, m));
      worker.on('error', (e) => this.fail(e));
      worker.on('exit', (code) => {
        if (slot.pending > 0) this.fail(new Error(`graph worker exited with ${code}`));
      });
      this.slots.push(slot);
    }
  }

  /**
   * The files this pool will be given (or more: files found cached are never
   * sent), by language id and size in bytes: their grammars are compiled now,
   * the ones with little to parse at V8's baseline tier until `finish` or
   * `close` (languages.ts compileGrammars). Without it every grammar is
   * compiled when its first batch is sent, and optimised as usual. Call once,
   * before `add`.
   */
  expect(files: Iterable<{ lang: string; size?: number }>): void {
    const bytes = new Map<string, number>();
    for (const f of files) {
      const wasm = languageById(f.lang)?.wasm;
      if (wasm) bytes.set(wasm, (bytes.get(wasm) ?? 0) + (f.size ?? 0));
    }
    this.releaseTiers();
    this.releaseTiers = compileGrammars(bytes);
  }

  /** Sets the receiver of records (when the pool was started before its caller knew it). */
  setOnFile(onFile: PoolOnFile): void {
    this.onFile = onFile;
  }

  /** Queues one file; it is sent as soon as a worker has room. */
  add(job: WireJob): void {
    this.queue.push(job);
    this.outstanding++;
    this.pump();
  }

  /** Number of files queued or being parsed. */
  get busy(): number {
    return this.outstanding;
  }

  private pump(): void {
    for (const s of this.slots) {
      while (s.inFlight < IN_FLIGHT && this.head < this.queue.length) this.send(s);
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private send(s: Slot): void {
    const batch: WireJob[] = [];
    const transfer: ArrayBuffer[] = [];
    let bytes = 0;
    while (this.head < this.queue.length && batch.length < BATCH_FILES) {
      const j = this.queue[this.head];
      const n = j.data?.length ?? 0;
      if (batch.length && bytes + n > BATCH_BYTES) break;
      if (j.data) {
        // Moved, not copied; a small file's bytes share Node's buffer pool, so those are copied out first.
        const own = j.owned || (j.data.byteOffset === 0 && j.data.byteLength === j.data.buffer.byteLength) ? j.data : Uint8Array.prototype.slice.call(j.data);
        j.data = own;
        transfer.push(own.buffer as ArrayBuffer);
      }
      batch.push(j);
      bytes += n;
      this.queue[this.head++] = undefined as unknown as WireJob;
    }
    let modules: Record<string, WebAssembly.Module> | undefined;
    for (const j of batch) {
      const wasm = languageById(j.lang)?.wasm;
      if (!wasm || s.grammars.has(wasm)) continue;
      s.grammars.add(wasm);
      try {
        (modules ??= {})[wasm] = wasmModule(wasm);
      } catch {
        // The worker compiles it itself, and reports the file as unparsed if that fails too.
      }
    }
    s.inFlight++;
    s.pending += batch.length;
    s.worker.postMessage({ jobs: batch, modules } satisfies ToWorker, transfer);
  }

  private receive(s: Slot, m: FromWorker): void {
    if ('stats' in m) {
      s.stats = m.stats;
      this.wake?.();
      return;
    }
    s.inFlight--;
    this.youngGen.check();
    // The batch is decoded, then handed over: the phase figures read the thread clock twice per batch,
    // not per file (each read is a /proc read, ~150 ms of CPU over typeorm's 3580 files, which the
    // per-file figures of decode and records mostly were).
    let t = PROFILE ? threadCpuMs() : 0;
    const recs: (FileRec | null)[] = [];
    for (const r of m.done) {
      // From source (tests) beside the built worker the versions differ: the record is stamped with
      // this thread's before it is read, so it is kept and read back later (encodeRec writes `v` first).
      if (r.json && !r.json.startsWith(STAMP)) r.json = STAMP + r.json.slice(r.json.indexOf(',') + 1);
      recs.push(r.json ? parseRec(r.json) : null);
    }
    if (PROFILE) t = addPhase(mainPhases, 'decode', t);
    for (let i = 0; i < m.done.length; i++) {
      s.pending--;
      this.outstanding--;
      this.onFile(m.done[i].path, recs[i], m.done[i].json ?? undefined);
    }
    if (PROFILE) addPhase(mainPhases, 'records', t);
    this.pump();
    this.wake?.();
  }

  private fail(e: Error): void {
    if (!this.failed) this.failed = e;
    this.wake?.();
  }

  /**
   * Waits until every queued file is answered, then lets the workers end
   * (after sending their phase figures when profiling). Throws the first
   * worker failure.
   */
  async finish(): Promise<void> {
    while (this.outstanding > 0 && !this.failed) await new Promise<void>((r) => (this.wake = r));
    this.wake = null;
    this.youngGen.release();
    this.releaseTiers();
    if (this.failed) {
      this.close();
      throw this.failed;
    }
    this.closed = true;
    for (const s of this.slots) s.worker.postMessage({ end: true });
    if (PROFILE) {
      while (this.slots.some((s) => !s.stats) && !this.failed) await new Promise<void>((r) => (this.wake = r));
      for (const s of this.slots) if (s.stats) this.stats.push(s.stats);
    }
  }

  /** Stops every worker now (nothing queued is parsed). */
  close(): void {
    this.youngGen.release();
    this.releaseTiers();
    if (this.closed && !this.failed) return;
    this.closed = true;
    for (const s of this.slots) void s.worker.terminate();
  }
}

/** Phase figures of the last pool that finished (bench/graph-speed.mjs prints them). */
export let lastPoolStats: PhaseTimes[] = [];

/** Remembers `pool`'s figures as the last ones. */
export function keepStats(pool: ParsePool): void {
  if (pool.stats.length) lastPoolStats = pool.stats;
}
