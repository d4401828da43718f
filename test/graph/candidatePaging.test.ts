/**
 * An ambiguous name's candidate list pages as the tools' items do
 * (newcomer 26 #7: okhttp's `callers run` ended `(+44 more)` with no way to
 * see them, and `--offset 50` listed the first 50 again): the "more" line
 * gives the question that lists the rest (a raised limit while the tool's
 * limit holds them all, else the next page with its offset), and `offset`
 * lists candidates from that one on. Real temp repository, the registry.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { codeTotal } from '../../server/src/cli/codeCommands';

const COUNT = 64;
const FILES: Record<string, string> = {};
for (let i = 0; i < COUNT; i++) FILES[`src/h${String(i).padStart(2, '0')}.ts`] = `export function handle(): number {\n  return ${i};\n}\n`;

const candidateLines = (text: string) => text.split('\n').filter((l) => /^src\/h\d\d\.ts:1 {2}function handle/.test(l));

describeGraph('code graph: an ambiguous name pages its candidates', FILES, 'candidate-paging', (fx) => {
  it('the first page says how to see the rest, past the tool limit of 50 too', async () => {
    const first = await fx.call('code_callers', { symbol: 'handle' });
    assert.match(first.text, /^Ambiguous: 64 definitions of handle/, first.text);
    assert.equal(candidateLines(first.text).length, 20);
    assert.match(first.text, /^\(\+44 more — code_callers symbol="handle" limit=44 offset=20\)$/m, first.text);
    const fifty = await fx.call('code_callers', { symbol: 'handle', limit: 50 });
    assert.match(fifty.text, /^\(\+14 more — code_callers symbol="handle" limit=14 offset=50\)$/m, fifty.text);
  });

  it('offset lists the candidates from that one on, each once over the pages', async () => {
    const seen = new Set<string>();
    for (const offset of [0, 50]) {
      const r = await fx.call('code_callers', { symbol: 'handle', limit: 50, offset });
      for (const l of candidateLines(r.text)) seen.add(l.split(':')[0]);
      // --json: every page says the whole count, and whether candidates remain (newcomer 27 C: offset 50 said total 14).
      assert.equal(codeTotal(r, offset), COUNT);
      assert.equal((r.structured as { truncated?: boolean }).truncated, offset === 0);
      if (offset === 50) {
        assert.equal(candidateLines(r.text).length, 14, r.text);
        assert.doesNotMatch(r.text, /more —/, r.text);
      }
    }
    assert.equal(seen.size, COUNT);
  });
});
