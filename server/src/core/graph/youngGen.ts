/**
 * Caps this thread's young generation (V8's new space) while index workers
 * stream records in. Peak RSS target of issue 3: ≤ 200 MiB for a first index.
 *
 * Why: decoding the workers' records allocates fast and most of it survives,
 * so V8 grows the main thread's semi-spaces to their 16 MiB maximum (new space
 * 32 MiB, plus the copy reserve) although the index gains nothing from it.
 * `--max-semi-space-size` would set the maximum, but only on the command line
 * (it is read when the heap is set up, and `kontext` is started by editors,
 * MCP hosts and shells that pass no flags). The growth factor is read each
 * time new space grows, so it can be changed at run time: once new space has
 * reached `CAP_BYTES` it is set to 1 (no further growth) until the last pool
 * ends, then back to V8's default of 2 (`--semi-space-growth-factor`, V8's
 * flag-definitions.h). bench/graph-speed.mjs, cold index peak RSS with and
 * without the cap: typeorm 204–210 → 179–184 MiB, vuejs/core 155 → 146,
 * playwright 374 → 341, at the same CPU.
 *
 * The flag is process-wide, so it also stops the index workers' young
 * generations from growing further (they have their own 8 MiB limit,
 * pool.ts); the figures above include that.
 * `KONTEXT_V8_DEFAULTS=1` turns this off, as it does every V8 setting
 * (v8Tuning.ts).
 */
import * as v8 from 'node:v8';

/** New space (both semi-spaces) at which growth stops: semi-spaces of 4 MiB. */
const CAP_BYTES = 8 * 1024 * 1024;
/** V8's default growth factor, restored when no pool holds the cap. */
const DEFAULT_GROWTH = 2;

let holders = 0;
let capped = false;

function setGrowth(factor: number): void {
  try {
    v8.setFlagsFromString(`--semi-space-growth-factor=${factor}`);
  } catch {
    // An embedder without V8 flags keeps its own sizing.
  }
}

/** One holder of the cap (a ParsePool): `check` after each batch of records, `release` once at the end. */
export interface YoungGenHold {
  /** Stops new-space growth once it has reached the cap; cheap (one heap statistics read). */
  check(): void;
  /** Ends this hold; the last one restores V8's growth. Idempotent. */
  release(): void;
}

/** Starts holding the cap; a no-op hold under `KONTEXT_V8_DEFAULTS`. */
export function holdYoungGen(): YoungGenHold {
  if (process.env.KONTEXT_V8_DEFAULTS) return { check() {}, release() {} };
  holders++;
  let held = true;
  return {
    check() {
      if (capped || !held) return;
      const ns = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      if (ns && ns.space_size >= CAP_BYTES) {
        capped = true;
        setGrowth(1);
      }
    },
    release() {
      if (!held) return;
      held = false;
      if (--holders === 0 && capped) {
        capped = false;
        setGrowth(DEFAULT_GROWTH);
      }
    },
  };
}
