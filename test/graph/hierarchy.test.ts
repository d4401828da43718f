import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';
import { incomingCalls, outgoingCalls, prepareCallHierarchy } from '../../server/src/core/graph/hierarchy';

describe('code graph: call hierarchy for the editor', () => {
  it('prepares an item at a position and lists incoming and outgoing calls with ranges', async () => {
    const fx = await graphFixture({
      'src/b.ts': 'export function helper(n: number) {\n  return n * 2;\n}\n',
      'src/a.ts': "import { helper } from './b';\nexport function run() {\n  const x = helper(1);\n  return helper(x);\n}\n",
    }, 'graph-hier');
    const [item] = await prepareCallHierarchy(fx.engine, 'src/b.ts', 1, 17);
    assert.equal(item.name, 'helper');
    assert.deepEqual(item.selectionRange, { line: 1, col: 16, endLine: 1, endCol: 22 });
    assert.deepEqual(item.range, { line: 1, col: 7, endLine: 3, endCol: 1 });
    const inc = await incomingCalls(fx.engine, item);
    assert.equal(inc.length, 1);
    assert.equal(inc[0].item.name, 'run');
    assert.equal(inc[0].via, 'import');
    assert.deepEqual(inc[0].fromRanges, [
      { line: 3, col: 12, endLine: 3, endCol: 18 },
      { line: 4, col: 9, endLine: 4, endCol: 15 },
    ]);
    // Inside a body (not on the name): the enclosing definition.
    const [inside] = await prepareCallHierarchy(fx.engine, 'src/a.ts', 4, 2);
    assert.equal(inside.name, 'run');
    const out = await outgoingCalls(fx.engine, inside);
    assert.deepEqual(out.map((o) => `${o.item.path}:${o.item.name}:${o.fromRanges.length}`), ['src/b.ts:helper:2']);
    assert.deepEqual(await incomingCalls(fx.engine, { id: 'src/nope.ts#3' }), []);
  });
});
