/**
 * The one check of a typed line or line range (`path:n`, `path:a-b`) that
 * `why`, ctx_read and the code tools' `path` scope share, so each refuses
 * line 0, negative lines and backwards ranges in the same words.
 */
import { KontextError } from './errors';

/**
 * Throws KontextError 'invalid-argument' unless `start`–`end` (`end`
 * defaults to `start`) is a span of 1-based lines with start ≤ end. The text
 * names `field` (the argument the span came in: `target`, `uri`, `path`),
 * repeats `given` as typed, and ends with the nearest span that is valid in
 * `file`, e.g. `path: src/x.py:0: lines are 1-based and start ≤ end; pass
 * src/x.py:1`. `prefix` goes in front (a tool name and ': ', as the code
 * tools' scope errors carry). Source of the rule: lines are numbered from 1
 * in every answer (core/graph/types.ts, SPEC §6.7 ranges).
 */
export function checkLineSpan(field: string, given: string, file: string, start: number, end = start, prefix = ''): void {
  if (start >= 1 && end >= start) return;
  // The fix: the same lines in order, clamped to line 1.
  const lo = Math.max(1, Math.min(start, end));
  const hi = Math.max(lo, start, end);
  const fix = lo === hi ? `${file}:${lo}` : `${file}:${lo}-${hi}`;
  throw new KontextError('invalid-argument', `${prefix}${field}: ${given}: lines are 1-based and start ≤ end; pass ${fix}`);
}
