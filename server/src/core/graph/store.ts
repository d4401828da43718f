/**
 * Persistence of the code graph (SPEC §3, §12). Everything here is a cache:
 * deleting it only costs a re-index.
 *
 * - Records are keyed by content (`<sha>.<lang>`, git blob sha) so worktrees
 *   share them. They are kept in two forms under `<K>/graph/`:
 *   - packs `packs/<worktree key>.pack`: every record of that worktree at its
 *     last full save, one per line (`<sha>.<lang>\t<compact JSON>`), written
 *     once at the end of a first index (one file instead of one per source
 *     file: bench/graph-speed measured the per-file writes as the largest
 *     single cost of a cold index) and rewritten when loose records pile up;
 *   - loose records `<sha[0:2]>/<sha[2:]>.<lang>.json` for files re-parsed
 *     after that (an edit writes one small file, deferred past the answer).
 *   Another worktree's packs are read only when a record is missing from this
 *   worktree's own pack and loose records.
 * - `<W>/graph.json` maps this worktree's paths to `[sha, lang, size, mtimeMs]`.
 *
 * Records are stored in their compact form (recordCodec.ts).
 */
import { isAscii } from 'node:buffer';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileRec } from './types';
import { RECORD_VERSION } from './extract';
import { encodeRec, parseRec } from './recordCodec';

/**
 * A cache file's text: ASCII files (everything this version writes, see
 * asciiJson) as one-byte strings, others (older records with UTF-8 text)
 * decoded as UTF-8. Throws what fs.readFileSync throws.
 */
function readText(file: string): string {
  const buf = fs.readFileSync(file);
  return isAscii(buf) ? buf.toString('latin1') : buf.toString('utf8');
}

let tmpN = 0;
/**
 * Writes a cache file via temp + rename (readers never see half a file). No
 * fsync: caches are rebuildable, and a lost one is simply parsed again.
 */
export function writeCacheFile(file: string, data: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${tmpN++}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

const PACK_HEADER = `kontext-graph-pack ${RECORD_VERSION}`;

/** Lines of a pack file as key → record text; empty when missing or of another version. */
function readPack(file: string): Map<string, string> {
  const out = new Map<string, string>();
  let text: string;
  try {
    text = readText(file);
  } catch {
    return out;
  }
  let nl = text.indexOf('\n');
  if (nl < 0 || text.slice(0, nl) !== PACK_HEADER) return out;
  while (nl < text.length - 1) {
    const start = nl + 1;
    nl = text.indexOf('\n', start);
    if (nl < 0) nl = text.length;
    const tab = text.indexOf('\t', start);
    if (tab > start && tab < nl) out.set(text.slice(start, tab), text.slice(tab + 1, nl));
  }
  return out;
}

/**
 * The record cache of one worktree: its own pack, loose records, and other
 * worktrees' packs as a fallback. Record texts handed to `put` are kept so the
 * pack can be written without encoding again.
 */
export class RecordStore {
  /** Records by key: texts read from this worktree's pack not asked for yet, else the parsed records (encoded again when saved). */
  private texts = new Map<string, string | FileRec>();
  /** Keys parsed since the last pack or loose write. */
  private unsaved = new Set<string>();
  /** Keys this worktree uses that live only as loose records (counted for compaction). */
  private loose = new Set<string>();
  private others: Map<string, string> | null = null;
  /** Shard folders (`<sha[0:2]>`) of loose records, listed on first use. */
  private shards: Set<string> | null = null;
  /** The pack being written while a first index runs (`startPack`). */
  private stream: PackStream | null = null;

  /** `graphDir` = `<K>/graph`; `packName` = this worktree's key. */
  constructor(
    private readonly graphDir: string,
    private readonly packName: string,
  ) {}

  private get packFile(): string {
    return path.join(this.graphDir, 'packs', `${this.packName}.pack`);
  }

  private loosePath(key: string): string {
    const dot = key.indexOf('.');
    return path.join(this.graphDir, key.slice(0, 2), `${key.slice(2, dot)}${key.slice(dot)}.json`);
  }

  private ownPackRead = false;

  /** Reads this worktree's pack (once: later calls do nothing); first removes pack temp files of dead writers (removeStaleTemps). */
  loadOwnPack(): void {
    if (this.ownPackRead) return;
    this.ownPackRead = true;
    // Once per process: pack temp files of writers that died mid-index.
    removeStaleTemps(path.dirname(this.packFile));
    for (const [k, t] of readPack(this.packFile)) if (!this.texts.has(k)) this.texts.set(k, t);
  }

  /**
   * The record of blob `sha` parsed as `lang`, from this worktree's pack, a
   * loose record, or (when `others`) another worktree's pack; null when none.
   */
  get(sha: string, lang: string, others = false): FileRec | null {
    const key = `${sha}.${lang}`;
    const known = this.texts.get(key);
    if (known !== undefined && typeof known !== 'string') return known;
    let text = known;
    if (text === undefined && this.hasShard(key)) {
      try {
        text = readText(this.loosePath(key));
        this.loose.add(key);
      } catch {
        text = undefined;
      }
    }
    if (text === undefined && others) {
      if (!this.others) this.others = this.readOtherPacks();
      text = this.others.get(key);
    }
    if (text === undefined) return null;
    const rec = parseRec(text);
    // The parsed record replaces its text (the graph holds it anyway; a later save encodes it again).
    if (rec) this.texts.set(key, rec);
    return rec;
  }

  /**
   * Whether loose records may exist under `key`'s shard folder: the folders
   * are listed once (a first index then tries no file per source file; those
   * failed reads were a tenth of its main-thread time). The listing lasts one
   * batch of lookups (`releaseOthers`), so records other processes write later
   * are found by the next batch.
   */
  private hasShard(key: string): boolean {
    if (!this.shards) {
      this.shards = new Set();
      try {
        for (const d of fs.readdirSync(this.graphDir)) if (d.length === 2) this.shards.add(d);
      } catch {
        /* no graph folder yet: no loose records */
      }
    }
    return this.shards.has(key.slice(0, 2));
  }

  private readOtherPacks(): Map<string, string> {
    const out = new Map<string, string>();
    let names: string[] = [];
    try {
      names = fs.readdirSync(path.join(this.graphDir, 'packs')).filter((n) => n.endsWith('.pack') && n !== `${this.packName}.pack`);
    } catch {
      return out;
    }
    for (const n of names) for (const [k, t] of readPack(path.join(this.graphDir, 'packs', n))) out.set(k, t);
    return out;
  }

  /** Forgets other worktrees' packs and the shard listing (read for one batch of lookups). */
  releaseOthers(): void {
    this.others = null;
    this.shards = null;
  }

  /**
   * Remembers a freshly parsed record (or its compact text) for the next save.
   * While a pack is streamed (`startPack`), a text is written out at once and,
   * when the caller also hands over the parsed `rec` (which its graph holds
   * anyway), only `rec` is kept: a later save encodes it again if it must.
   * Keeping every text of a first index as well held the whole pack in memory
   * twice over (typeorm: a 7.3 MiB pack, ~14 MiB of heap as strings).
   */
  put(sha: string, lang: string, text: string | FileRec, rec?: FileRec): void {
    const key = `${sha}.${lang}`;
    this.unsaved.add(key);
    if (this.stream && typeof text === 'string') {
      this.stream.add(key, text);
      this.texts.set(key, rec ?? text);
    } else this.texts.set(key, text);
  }

  /**
   * Starts writing this worktree's next pack while records arrive (a first
   * index): each record text handed to `put` is appended as it comes, in the
   * main thread's idle time between worker answers, so the final `save` only
   * adds what is missing and renames (writing the whole pack at the end was
   * on the first answer's critical path). `abortPack` drops it.
   */
  startPack(warn: (msg: string) => void): void {
    if (this.stream) return;
    try {
      this.stream = new PackStream(this.packFile);
    } catch (e) {
      warn(`cannot write code graph pack: ${(e as Error).message}`);
    }
  }

  /** Drops a pack started by `startPack` and not saved (the index failed). */
  abortPack(): void {
    this.stream?.abort();
    this.stream = null;
  }

  /** True when records parsed since the last save are waiting to be written. */
  get dirty(): boolean {
    return this.unsaved.size > 0;
  }

  /**
   * Saves unsaved records: as loose files when few, else (or when `full`, or
   * when loose records pile up past `maxLoose`) as a new pack holding the
   * records of `live` keys and, after them, up to as many records of keys no
   * longer live (a branch switched away from; bounded so the pack stays ≤ 2×
   * the tree). Errors are reported to `warn` and swallowed.
   */
  save(live: Set<string>, full: boolean, warn: (msg: string) => void, maxLoose = 64): void {
    try {
      if (this.stream && full) {
        const stream = this.stream;
        this.stream = null;
        for (const k of live) {
          // Records streamed as they arrived are in already: encoding them again only to drop the text was ~15% of a first index's main-thread CPU.
          if (stream.has(k)) continue;
          const t = this.texts.get(k);
          if (t !== undefined) stream.add(k, typeof t === 'string' ? t : encodeRec(t));
        }
        stream.finish();
        for (const k of [...this.texts.keys()]) if (!live.has(k)) this.texts.delete(k);
        this.loose.clear();
      } else if (full || this.loose.size + this.unsaved.size > maxLoose) {
        const parts: string[] = [PACK_HEADER];
        for (const k of live) {
          const t = this.texts.get(k);
          if (t !== undefined) parts.push(`${k}\t${typeof t === 'string' ? t : encodeRec(t)}`);
        }
        // Records of contents the worktree no longer holds (the other side of a checkout) stay,
        // up to as many as the live ones, so switching back parses nothing; the oldest go first.
        const past = [...this.texts.keys()].filter((k) => !live.has(k));
        const drop = Math.max(0, past.length - live.size);
        for (let i = 0; i < past.length; i++) {
          const k = past[i];
          if (i < drop) {
            this.texts.delete(k);
            continue;
          }
          const t = this.texts.get(k)!;
          parts.push(`${k}\t${typeof t === 'string' ? t : encodeRec(t)}`);
        }
        parts.push('');
        writeCacheFile(this.packFile, parts.join('\n'));
        this.loose.clear();
      } else {
        for (const k of this.unsaved) {
          if (!live.has(k)) continue;
          const t = this.texts.get(k)!;
          writeCacheFile(this.loosePath(k), typeof t === 'string' ? t : encodeRec(t));
          this.loose.add(k);
        }
      }
      this.unsaved.clear();
    } catch (e) {
      this.abortPack();
      warn(`cannot save code graph records: ${(e as Error).message}`);
    }
  }
}

/**
 * Bytes of the streamed pack buffered between writes. One reused buffer the
 * texts are copied into: joining 256 KiB strings and writing each (as before)
 * cost ~40 ms of CPU for typeorm's 7.4 MiB pack against ~6 ms this way (each
 * string write encoded into fresh memory).
 */
const STREAM_BUFFER = 1 << 20;

/**
 * A pack file written line by line into a temp file beside it, renamed into
 * place by `finish` (readers never see half a pack). Each key is written once.
 */
class PackStream {
  private fd: number;
  private tmp: string;
  private buf: Buffer | null = Buffer.allocUnsafeSlow(STREAM_BUFFER);
  /** Bytes of `buf` filled. */
  private pos = 0;
  private written = new Set<string>();

  /** Closes and removes the temp file: by abort, and on process exit before finish/abort (an MCP client that disconnects mid-index). */
  private readonly onExit = (): void => {
    try {
      fs.closeSync(this.fd);
    } catch {
      /* already closed */
    }
    fs.rmSync(this.tmp, { force: true });
  };

  constructor(private readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.tmp = `${file}.${process.pid}.${tmpN++}.tmp`;
    this.fd = fs.openSync(this.tmp, 'w');
    process.once('exit', this.onExit);
    this.put(PACK_HEADER);
    this.put('\n');
  }

  /** Whether `key`'s line is written (or buffered) already. */
  has(key: string): boolean {
    return this.written.has(key);
  }

  add(key: string, text: string): void {
    if (this.written.has(key)) return;
    this.written.add(key);
    this.put(key);
    this.put('\t');
    this.put(text);
    this.put('\n');
  }

  /** Appends `s` as UTF-8 (records are ASCII, asciiJson; a UTF-16 unit is at most 3 bytes either way). */
  private put(s: string): void {
    const buf = this.buf!;
    if (this.pos + s.length * 3 > buf.length) this.flush();
    if (s.length * 3 > buf.length) fs.writeSync(this.fd, s);
    else this.pos += buf.write(s, this.pos);
  }

  private flush(): void {
    for (let at = 0; at < this.pos; ) at += fs.writeSync(this.fd, this.buf!, at, this.pos - at);
    this.pos = 0;
  }

  finish(): void {
    process.off('exit', this.onExit);
    this.flush();
    this.buf = null;
    fs.closeSync(this.fd);
    fs.renameSync(this.tmp, this.file);
  }

  abort(): void {
    process.off('exit', this.onExit);
    this.buf = null;
    this.onExit();
  }
}

/** Temp files older than this are removed whoever wrote them (ms; a first index takes seconds to minutes). */
const STALE_TEMP_MS = 24 * 3600 * 1000;

/**
 * Removes pack temp files (`<name>.pack.<pid>.<n>.tmp`) in `dir` left by a
 * process that died mid-write (killed, or its exit handler never ran): those
 * of a pid no longer running, and any older than STALE_TEMP_MS (a reused
 * pid). A file another live process is writing is left alone. Errors are
 * ignored: this is housekeeping of a cache.
 */
export function removeStaleTemps(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const n of names) {
    const m = /\.(\d+)\.\d+\.tmp$/.exec(n);
    if (!m) continue;
    const file = path.join(dir, n);
    let dead = false;
    try {
      process.kill(Number(m[1]), 0);
    } catch (e) {
      dead = (e as NodeJS.ErrnoException).code === 'ESRCH';
    }
    try {
      if (dead || Date.now() - fs.statSync(file).mtimeMs > STALE_TEMP_MS) fs.rmSync(file, { force: true });
    } catch {
      /* gone already */
    }
  }
}
