/**
 * CodeGraph's layer between its state (graphState.ts) and keeping it current
 * (graphRefresh.ts): what the listed files hold. Files changed or new are
 * read and hashed, taken from the record cache (store.ts) when their content
 * was parsed before, left out when they look generated or minified (counted
 * in status), else parsed — inline, in worker threads, or in the first
 * index's pool as they are hashed — with progress (update); and the config
 * files module resolution reads (readConfigs).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FileRec } from './types';
import { looksGenerated, looksMinified, parseInWorkers, parseInline, readBlob, underRoot, type FileBytes, type ListedFile, type ParseJob } from './indexer';
import { keepStats, type ParsePool } from './pool';
import { addPhase, mainPhases, PROFILE, threadCpuMs } from './threadCpu';
import { parseJsonc, type ConfigFiles } from './modules';
import type { OnProgress } from './indexProgress';
import { GraphState, type FileState } from './graphState';

/** Files re-parsed inline below this count; more go to worker threads. */
const INLINE_PARSE_MAX = 24;

/** Reading and parsing files over GraphState (see the file header). */
export abstract class GraphUpdate extends GraphState {
  /**
   * Re-reads the given files (changed or new) and parses those whose content
   * is not cached yet: in `pool` when given (each file is sent as soon as it
   * is hashed), else in workers for many files, else in this thread.
   */
  protected async update(listed: ListedFile[], onProgress?: OnProgress, pool: ParsePool | null = null): Promise<void> {
    const t0 = PROFILE ? threadCpuMs() : 0;
    const jobs: ParseJob[] = [];
    const pendingState = new Map<string, FileState>();
    let changed = false;
    // Listed but gone by the time it was read (deleted meanwhile), or left out for its content (generated, minified):
    // not counted as done, nor in the total.
    let uncounted = 0;
    // The bytes hashed for an edit's few files, parsed as they are: the record is keyed by exactly what was
    // parsed (a file written again between hashing and a second read would get the old content's key), and the
    // file is read once. Kept for at most one more file than an inline parse takes.
    const hashedBytes = pool ? null : new Map<string, Buffer>();
    // What the pool may parse, so it knows which grammars parse little (pool.ts expect).
    pool?.expect(listed.map((f) => ({ lang: f.lang.id, size: f.size })));
    for (const f of listed) {
      const old = this.state.get(f.path);
      if (old && old.mtimeMs === f.mtimeMs && old.size === f.size && old.lang === f.lang.id && this.data.files.has(f.path)) continue;
      let blob: FileBytes;
      try {
        blob = readBlob(underRoot(this.repo.root, f.path), f.size);
      } catch {
        uncounted++;
        continue;
      }
      const { data: buf, sha } = blob;
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
      const leftOut = looksGenerated(buf.subarray(0, 600).toString('utf8')) ? 'generated' : looksMinified(f.lang.id, buf) ? 'minified' : null;
      if (leftOut) {
        this.skipContent(f.path, leftOut);
        // Not indexed, so not in the progress total either (status counts it as skipped): the last progress line
        // said 324/324 files indexed above a status of 323 files (newcomer 25 #13, retrofit's generated Phone.java).
        uncounted++;
        continue;
      }
      this.unskipContent(f.path);
      pendingState.set(f.path, st);
      jobs.push({ path: f.path, lang: f.lang.id, size: buf.length });
      if (hashedBytes && hashedBytes.size <= INLINE_PARSE_MAX) hashedBytes.set(f.path, buf);
      // The bytes just hashed: the record is keyed by exactly what was parsed.
      pool?.add({ path: f.path, lang: f.lang.id, data: buf, owned: blob.owned });
    }
    this.store.releaseOthers();
    if (PROFILE && pool) addPhase(mainPhases, 'hash', t0);
    // Progress counts every listed file still there; those unchanged or cached are done already.
    // The estimate of the time left is measured in bytes parsed (indexProgress.ts estimateMs).
    const total = listed.length - uncounted;
    let done = total - jobs.length;
    const bytesTotal = jobs.reduce((n, j) => n + (j.size ?? 0), 0);
    let bytesDone = 0;
    onProgress?.(done, total, bytesDone, bytesTotal);
    const onFile = (p: string, rec: FileRec | null, json?: string) => {
      done++;
      const st = pendingState.get(p)!;
      bytesDone += st.size;
      if (rec) {
        this.state.set(p, st);
        this.data.setFile(p, rec);
        this.store.put(st.sha, st.lang, json ?? rec, rec);
        this.parsedCount++;
      }
      // Every file: counts must move while workers report (callers throttle what they print).
      onProgress?.(done, total, bytesDone, bytesTotal);
      if (total > INLINE_PARSE_MAX && done % 200 === 0) this.repo.log.log('info', `code graph: indexed ${done}/${total} files`);
    };
    if (pool) {
      // Records are handled on later turns of the event loop, so none arrived before this.
      pool.setOnFile(onFile);
      await pool.finish();
      keepStats(pool);
    } else if (jobs.length > INLINE_PARSE_MAX) await parseInWorkers(this.repo.root, jobs, onFile);
    // Edits: each tree is kept, so the file's next edit parses only what changed (keptTrees.ts).
    else {
      for (const j of jobs) j.text = hashedBytes?.get(j.path)?.toString('utf8');
      await parseInline(jobs, onFile, this.repo.root, true);
    }
    // Coalesced; a first index or `reindex` saves right after (as one pack).
    if (jobs.length || changed) this.scheduleSave(false);
  }

  /** Counts `p` as left out for its content (once per listing, however often it is re-read), so status names it. */
  private skipContent(p: string, reason: 'generated' | 'minified'): void {
    if (this.contentSkips.get(p) === reason) return;
    this.unskipContent(p);
    this.contentSkips.set(p, reason);
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
  }

  /** `p` is indexed again (its content no longer looks generated or minified): no longer counted as left out. */
  private unskipContent(p: string): void {
    const was = this.contentSkips.get(p);
    if (!was) return;
    this.contentSkips.delete(p);
    if ((this.skipped[was] ?? 0) > 1) this.skipped[was]--;
    else delete this.skipped[was];
  }

  /** Reads the config files module resolution uses; hands them to the graph only when they changed (a change resets resolution). */
  protected readConfigs(paths: string[]): void {
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
}
