/**
 * V8 settings for this process, applied by the startup entry (entry.ts)
 * before the program is loaded, and by bench/graph-speed.mjs so it measures
 * what ships. V8 flags are per process (a worker thread's `execArgv` takes
 * none), so they hold for the server, the CLI and the code graph's index
 * workers alike.
 */
import * as v8 from 'node:v8';

/**
 * Two flags, both about how much optimising JIT work a short run pays for:
 * - `--max-inlined-bytecode-size-cumulative=200` (V8's default 920) caps how
 *   much bytecode TurboFan inlines into one optimised function;
 * - `--interrupt-budget=540672`, eight times V8 11.3's default 67584 (Node
 *   20), lets a function run eight times as long in the interpreter and
 *   Sparkplug before it is considered for TurboFan, so only the code that is
 *   hot for a while gets optimised.
 *
 * Why: a first code-graph index is short (seconds) and runs the extraction
 * code in two fresh worker isolates, each of which optimises the same hot
 * functions on V8's helper threads. With the default budget, compiling them
 * (`def`, `parseSource`, `finish`, `onCall`, the record codec) took ~1.3 s of
 * helper-thread CPU on vuejs/core; with 200 it took ~0.3 s less while the
 * extraction itself ran no slower (bench/graph-speed.mjs, interleaved runs,
 * KONTEXT_GRAPH_PROFILE figures; ARCHITECTURE.md "Where the cold index's time
 * goes"). Most of the rest of that helper-thread CPU was TurboFan compiling
 * functions that were warm only briefly: with the larger interrupt budget a
 * cold index of vuejs/core took ~8–12% less CPU in all (interleaved runs,
 * 2830 → 2480 ms idle, 3200 → 2900 ms at load 2.4; typeorm 5400 → 5000 ms),
 * peak RSS unchanged (`perf record -e cpu-clock` showed TurboFan's JS
 * pipeline as ~0.5 s of the ~1 s of V8 helper-thread CPU before it). The
 * long-lived server's own hot paths (search, `why`) are dominated by I/O and
 * git, not by inlined JavaScript, and code that stays hot is optimised all
 * the same, only later.
 *
 * `KONTEXT_V8_DEFAULTS=1` keeps V8's defaults (to measure the difference).
 * Idempotent; never throws. A flag V8 does not know is ignored, but V8 prints an error for it on
 * stderr, so a flag is set only on the V8 versions that have it (the interrupt budget: V8 11).
 */
export function tuneV8(): void {
  if (process.env.KONTEXT_V8_DEFAULTS) return;
  try {
    v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=200');
    // V8 12 replaced the interrupt budget by invocation counts (Node 24's V8 13.6 prints
    // "unrecognized flag" for it, on stderr, at every start): set only where it was measured.
    if (process.versions.v8?.split('.')[0] === '11') v8.setFlagsFromString('--interrupt-budget=540672');
  } catch {
    // An embedder without node:v8 flags keeps V8's defaults.
  }
}
