/**
 * A default export re-exported under a name (`export { default as avg } from
 * './math.js'`) is called by that name: callers of the default-exported
 * function list those calls, as callees of the caller list the function
 * (newcomer 13b #3: the two answers disagreed). The name it is called by is
 * not its own, so the edge is via `alias` (graphModules lookupInModule).
 */
import * as assert from 'node:assert/strict';
import { callees, callers, indexedGraph } from './helpers';

describe('code graph: a default export re-exported under a name', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'lib/math.js': 'export default function mean(xs) {\n  return xs.length;\n}\n',
      'lib/other.js': 'export default function mean(xs) {\n  return 0;\n}\n',
      'lib/index.js': 'export { default as avg } from "./math.js";\n',
      'main.js': 'import { avg } from "./lib/index.js";\n\nexport function main() {\n  return avg([1, 2]);\n}\n',
    },
    'graph-default-reexport',
  );

  it('callers of mean list main, and callees of main list mean; the other module\'s default mean has none', async () => {
    assert.deepEqual(await callers(fx, 'mean', 'lib/math.js'), ['main.js:main:alias']);
    assert.deepEqual(await callees(fx, 'main'), ['lib/math.js:mean:alias']);
    assert.deepEqual(await callers(fx, 'mean', 'lib/other.js'), []);
  });
});
