/**
 * code_impact does not say the chain ends while calls named like its deepest
 * callers resolve to no definition: `r.go()` on a parameter of unknown type
 * may call `Runner.go`, so depth 3 is "not listed", not "none" (text and
 * structured `unresolvedDeeper`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib.py': lines(
    'def leaf():',
    '    return 1',
    '',
    'def mid():',
    '    return leaf()',
    '',
    'class Runner:',
    '    def go(self):',
    '        return mid()',
    '',
    'def top(r):',
    '    return r.go()',
  ),
  'done.py': lines('def alone():', '    return 1', '', 'def user():', '    return alone()'),
};

describeGraph('code_impact past its resolved callers', FILES, 'impact-open-chain', (fx) => {
  it('names the unresolved calls that may go on instead of saying the chain ends', async () => {
    const r = await fx.call('code_impact', { symbol: 'leaf', depth: 3 });
    assert.ok(!r.isError, r.text);
    const text = r.text.split('\n');
    assert.equal(text[0], 'impact of function leaf (lib.py:1), callers to depth 2 — no resolved callers beyond depth 2, but 1 call named go that resolves to no definition may go on (not listed at depth 3, below):');
    assert.doesNotMatch(r.text, /chain ends/);
    assert.match(r.text, /^Not listed at depth 3: 1 call named go that resolves to no definition .*; it may call a depth-2 caller: lib\.py:12 `r\.go\(\)`$/m);
    assert.deepEqual(r.structured!.unresolvedDeeper, [{ depth: 3, count: 1, names: ['go'], examples: ['lib.py:12'] }]);
  });

  it('still says the chain ends when no such call is left', async () => {
    const r = await fx.call('code_impact', { symbol: 'alone', depth: 3 });
    assert.match(r.text.split('\n')[0], /callers to depth 1 — the chain ends there: no callers beyond depth 1, so depths 2–3 add none:$/);
    assert.equal(r.structured!.unresolvedDeeper, undefined);
  });

  it('an asked depth the callers reach lists the next depth\'s unresolved calls only below it', async () => {
    const r = await fx.call('code_impact', { symbol: 'leaf', depth: 2 });
    assert.match(r.text.split('\n')[0], /callers up to depth 2:$/);
    assert.doesNotMatch(r.text, /Not listed at depth 3/);
  });
});
