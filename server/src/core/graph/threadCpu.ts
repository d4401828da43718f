/**
 * CPU time of the calling thread, for the code graph's optional phase
 * figures (bench/graph-speed.mjs sets KONTEXT_GRAPH_PROFILE=1).
 * `process.cpuUsage()` sums every thread of the process (workers, V8's
 * compiler and GC helpers), so it cannot tell the phases of one worker apart.
 */
import * as fs from 'node:fs';

/** True when phase figures are wanted (KONTEXT_GRAPH_PROFILE set and non-empty). */
export const PROFILE = !!process.env.KONTEXT_GRAPH_PROFILE;

/**
 * CPU time this thread has run, in milliseconds (Linux
 * `/proc/thread-self/schedstat`, nanosecond precision); NaN elsewhere.
 */
export function threadCpuMs(): number {
  try {
    const s = fs.readFileSync('/proc/thread-self/schedstat', 'latin1');
    return Number(s.slice(0, s.indexOf(' '))) / 1e6;
  } catch {
    return NaN;
  }
}

/** CPU milliseconds per phase of one thread (parse, extract, encode…), summed over files. */
export type PhaseTimes = Record<string, number>;

/** Adds the thread CPU spent since `since` to `phase` in `t`; returns the current reading. */
export function addPhase(t: PhaseTimes, phase: string, since: number): number {
  const now = threadCpuMs();
  t[phase] = (t[phase] ?? 0) + (now - since);
  return now;
}

/** The main thread's CPU by phase of the last first index (listing, hashing, records, saving), when PROFILE. */
export const mainPhases: PhaseTimes = {};
