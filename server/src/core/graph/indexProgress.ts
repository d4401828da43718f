/**
 * Progress of a first index (SPEC §12) and its wording: files done of those
 * listed, the time left estimated from the bytes parsed since parsing began,
 * and the "still indexing; retry" answer of a question asked meanwhile.
 */

/** Progress of a first index: files checked or parsed of those listed (total 0 while listing), and the estimated time left. */
export interface IndexProgress {
  done: number;
  total: number;
  listing?: boolean;
  /** Bytes parsed of those to parse (files whose record was cached count nothing): what the estimate is measured in. */
  bytesDone?: number;
  bytesTotal?: number;
  /** Estimated milliseconds left, from the rate measured since parsing began (absent until measurable). */
  etaMs?: number;
}

/** Reports an index's progress: files done of `total` (cached ones count as done), and bytes parsed of those to parse. */
export type OnProgress = (done: number, total: number, bytesDone: number, bytesTotal: number) => void;

/** Bytes parsed at a moment (`at`, ms): the two ends of the rate behind an estimate. */
export interface BytesAt {
  at: number;
  bytes: number;
}

/**
 * Milliseconds left for `totalBytes` of source at the rate measured between
 * `from` and `now` (bytes parsed at each time); undefined while it is too
 * early to say: under 500 ms, or under a tenth of the bytes to parse done.
 * Measured in bytes, not files (newcomer 8 #21: the estimate jumped, since a
 * file count treats a 2 KiB file and a 200 KiB one alike, and large files
 * often come together). The first files come back while the workers start
 * and their code is still being compiled, several times slower than the
 * rest: an estimate from them said "about 3 min left" for an index of
 * playwright that took 13 s (newcomer 6 #13).
 */
export function estimateMs(from: BytesAt, now: BytesAt, totalBytes: number): number | undefined {
  const elapsed = now.at - from.at;
  const bytes = now.bytes - from.bytes;
  if (bytes < 1 || elapsed < 500 || bytes * 10 < totalBytes - from.bytes) return undefined;
  return Math.max(0, ((totalBytes - now.bytes) * elapsed) / bytes);
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
