import { strict as assert } from 'node:assert';
import * as v8 from 'node:v8';
import { holdYoungGen } from '../../server/src/core/graph/youngGen';

const newSpace = (): number => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size;

/** Allocates `mib` MiB of small objects of which a tenth survive (as decoding records does). */
function churn(mib: number): unknown[] {
  const kept: unknown[] = [];
  const n = (mib * 1024 * 1024) / 64;
  for (let i = 0; i < n; i++) {
    const o = { i, s: `x${i}`, a: [i] };
    if (i % 10 === 0) kept.push(o);
  }
  return kept;
}

describe('code graph: young generation cap while records arrive (youngGen.ts)', () => {
  it('stops new space from growing once held and checked, and lets go on release', function () {
    if (process.env.KONTEXT_V8_DEFAULTS) this.skip();
    const hold = holdYoungGen();
    try {
      // Grow to the cap (or past it, if this process already had a larger new space).
      for (let i = 0; i < 50 && newSpace() < 8 * 1024 * 1024; i++) churn(8);
      hold.check();
      const atCap = newSpace();
      const kept = [];
      for (let i = 0; i < 8; i++) kept.push(churn(16));
      hold.check();
      assert.ok(newSpace() <= atCap, `new space grew from ${atCap} to ${newSpace()} bytes while held`);
    } finally {
      hold.release();
      hold.release();
    }
    // Released: V8 grows it again under the same load (unless it was at V8's maximum already).
    const released = newSpace();
    if (released < 16 * 1024 * 1024) {
      const kept = [];
      for (let i = 0; i < 8; i++) kept.push(churn(16));
      assert.ok(newSpace() > released, `new space stayed at ${released} bytes after release`);
    }
  });

});
