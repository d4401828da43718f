/**
 * C++ namespace aliases (`namespace u = util;`, [namespace.alias]): a call
 * or type written through the alias is through the namespace it names
 * (langCpp namespaceAliases; newcomer 13b #10: `u::total(v)` was resolved
 * nowhere, not even counted among the unresolved calls).
 */
import * as assert from 'node:assert/strict';
import { callers, graphFixture, type GraphFixture } from './helpers';

describe('code graph: C++ calls through a namespace alias', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(
      {
        'util.h': 'namespace util {\ndouble total(int v);\nstruct Box { int size() { return 1; } };\n}\nnamespace other {\ndouble total(int v);\n}\n',
        'util.cpp': '#include "util.h"\nnamespace util {\ndouble total(int v) { return v; }\n}\nnamespace other {\ndouble total(int v) { return -v; }\n}\n',
        'main.cpp': '#include "util.h"\nnamespace u = util;\nint main() {\n  double t = u::total(1);\n  u::Box b;\n  return b.size() + t;\n}\n',
      },
      'graph-cpp-namespace-alias',
    );
  });

  it('u::total(1) calls util::total, never other::total; a u::Box variable is a util::Box', async () => {
    assert.deepEqual((await callers(fx, 'util::total')).map((e) => e.replace(/:[a-z-]+$/, '')), ['main.cpp:main']);
    assert.deepEqual(await callers(fx, 'other::total'), []);
    assert.deepEqual((await callers(fx, 'Box.size')).map((e) => e.replace(/:[a-z-]+$/, '')), ['main.cpp:main']);
  });
});
