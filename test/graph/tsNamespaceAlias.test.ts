/**
 * A TypeScript namespace imported under another name (`import { Geo as G }
 * from './ns'`) is that namespace in a qualified call: `G.Inner.dist(1)` is a
 * caller of Geo.Inner.dist only (newcomer 13b #11: it was left unresolved).
 */
import * as assert from 'node:assert/strict';
import { callers, indexedGraph } from './helpers';

describe('code graph: a TypeScript namespace imported under another name', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'src/ns.ts': 'export namespace Geo {\n  export function dist(a: number) { return a; }\n  export namespace Inner {\n    export function dist(a: number) { return -a; }\n  }\n}\n',
      'src/use.ts': 'import { Geo as G } from "./ns";\n\nexport function go(): number {\n  return G.Inner.dist(1) + G.dist(2);\n}\n',
    },
    'graph-ts-namespace-alias',
  );

  it('G.Inner.dist(1) calls Geo.Inner.dist, G.dist(2) Geo.dist', async () => {
    assert.deepEqual(await callers(fx, 'Geo.Inner.dist'), ['src/use.ts:go:alias']);
    assert.deepEqual(await callers(fx, 'Geo.dist'), ['src/use.ts:go:receiver']);
  });
});
