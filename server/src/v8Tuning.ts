/**
 * V8 settings for this process, applied by the startup entry (entry.ts)
 * before the program is loaded, and by bench/graph-speed.mjs so it measures
 * what ships. V8 flags are per process (a worker thread's `execArgv` takes
 * none), so they hold for the server, the CLI and the code graph's index
 * workers alike.
 */
import * as v8 from 'node:v8';

/**
 * Caps how much bytecode TurboFan inlines into one optimised function:
 * `--max-inlined-bytecode-size-cumulative` 200 instead of V8's 920.
 *
 * Why: a first code-graph index is short (seconds) and runs the extraction
 * code in two fresh worker isolates, each of which optimises the same hot
 * functions on V8's helper threads. With the default budget, compiling them
 * (`def`, `parseSource`, `finish`, `onCall`, the record codec) took ~1.3 s of
 * helper-thread CPU on vuejs/core; with 200 it took ~0.3 s less while the
 * extraction itself ran no slower (bench/graph-speed.mjs, interleaved runs,
 * KONTEXT_GRAPH_PROFILE figures; ARCHITECTURE.md "Where the cold index's time
 * goes"). The long-lived server's own hot paths (search, `why`) are
 * dominated by I/O and git, not by inlined JavaScript.
 *
 * `KONTEXT_V8_DEFAULTS=1` keeps V8's defaults (to measure the difference).
 * Idempotent; never throws (a flag V8 does not know is ignored by V8).
 */
export function tuneV8(): void {
  if (process.env.KONTEXT_V8_DEFAULTS) return;
  try {
    v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=200');
  } catch {
    // An embedder without node:v8 flags keeps V8's defaults.
  }
}
