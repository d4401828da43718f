/**
 * Pointers to the code from the knowledge tools (newcomer 9 #22): a
 * `search` for something written as a code name (`orderTotal`,
 * `Cart.total`, `order_total`) ends with the code graph's search for it,
 * a query of words does not; `why path:line` names the definition that holds
 * the line, with the why of its whole range, in one line — from a graph
 * that is ready or saved, never by starting a first index.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';
import { openGraph } from '../../server/src/core/graph/graph';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv } from '../helpers/gitRepo';
import { looksLikeCodeName } from '../../server/src/tools/ctxSearch';

/** The built CLI in `cwd`: its printed answer. */
function cli(cwd: string, ...args: string[]): string {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, encoding: 'utf8', env: gitEnv() });
  return r.stdout;
}

describe('code graph: pointers to the code from search and why', function () {
  this.timeout(60000);
  after(() => setSymbolLocator(null));

  it('a search written as a code name points to search_code; words do not', async () => {
    assert.deepEqual(
      ['orderTotal', 'OrderTotal', 'Cart.total', 'order_total', 'Repo::open', 'save()', 'auth', 'Engine', 'order total', '__init__', 'src/cart.ts'].map(looksLikeCodeName),
      [true, true, true, true, true, true, false, false, false, false, false],
    );
    const repo = makeRepo('graph-code-pointers-search');
    repo.commit('Round order totals half up', { 'src/cart.ts': 'export function orderTotal() {\n  return 1;\n}\n' });
    // A person gets the command, an agent the tool call.
    assert.match(cli(repo.root, 'search', 'orderTotal'), /\n\(orderTotal looks like a code name; its definitions: kontext search-code orderTotal\)\n$/);
    assert.match(cli(repo.root, 'call', 'ctx_search', '{"query":"Cart.total"}'), /\n\(Cart\.total looks like a code name; its definitions: search_code query="Cart\.total"\)\n$/);
    assert.doesNotMatch(cli(repo.root, 'search', 'order totals'), /code name/);
  });

  it('why path:line names the definition holding the line, once the graph is there', async () => {
    const repo = makeRepo('graph-code-pointers-why');
    repo.commit('Add the engine', {
      'eng.py': 'import os\n\n\nclass Engine:\n    def run(self):\n        x = 1\n        return x\n',
    });
    const engine = await Repo.open(repo.root);
    installSymbolLocator();
    // No graph yet: no first index is started for a line.
    assert.doesNotMatch(await why(engine, 'eng.py:6', { limit: 12 }), /^In /m);
    assert.equal(openGraph(engine).status().state, 'not-indexed');
    await openGraph(engine).ensure();
    const text = await why(engine, 'eng.py:6', { limit: 12 });
    assert.match(text, /^# Why: eng\.py:6\n\nIn method Engine\.run \(eng\.py:5-7\); the whole definition: ctx_why target="eng\.py:5-7"\n/);
    assert.match(await why(engine, 'eng.py:5-7', { limit: 12 }), /^In method Engine\.run \(eng\.py:5-7\)$/m);
    // A line outside every definition, and a range wider than one, name none.
    assert.doesNotMatch(await why(engine, 'eng.py:1', { limit: 12 }), /^In /m);
    assert.doesNotMatch(await why(engine, 'eng.py:1-7', { limit: 12 }), /^In /m);
  });
});
