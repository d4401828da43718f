/**
 * The "Not listed" note under callers counts same-named calls that resolve
 * nowhere; a call on a value known to be built in — an array, string, Map,
 * Set, Promise — cannot be the repository's method, so it is not counted
 * (newcomer 9 #16: `xs.find(…)` counted against a user method `find`). A
 * receiver of unknown type (`any`, an untyped parameter) still is
 * (graphBuiltins, langTsBinds bindScalars, receivers.ts literalHead).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/store.ts': 'export class Store {\n  find(id: string) { return id; }\n  trim() { return this; }\n}\n',
  'src/use.ts': [
    "import { Store } from './store';",
    'export class Catalog {',
    '  private names: string[] = [];',
    '  private byId = new Map<string, Store>();',
    '  private stores: Store[] = [];',
    '  list(): Store[] { return this.stores; }',
    '  run(s: Store, ids: number[], title: string | undefined, anyList: any[], unknownThing: any) {',
    "    s.find('a');",
    '    ids.find((i) => i > 1);',
    "    this.names.find((n) => n === 'x');",
    '    this.stores.find((x) => !!x);',
    '    [1, 2].find((i) => i > 1);',
    "    'a,b'.split(',').find((p) => p);",
    '    Object.keys(this.byId).find((k) => k);',
    '    this.list().find((x) => !!x);',
    '    anyList.find((x) => x);',
    "    this.byId.get('k')?.find('c');",
    '    const copy = this.stores.slice();',
    '    copy.find((x) => !!x);',
    '    title?.trim();',
    "    return unknownThing.find('b');",
    '  }',
    '}',
    'export function loose(x) { return x.find(1); }',
    '',
  ].join('\n'),
  'src/legacy.js': 'export function js(arr) {\n  [3].find((v) => v);\n  return arr.find((v) => v);\n}\n',
};

describeGraph('code graph: calls on built-in values are not counted as unplaced calls', FILES, 'graph-builtins', (fx) => {
  it('leaves out calls on arrays, strings, Maps and collection results; keeps receivers of unknown type', async () => {
    const r = await fx.call('code_callers', { symbol: 'Store.find' });
    assert.ok(!r.isError, r.text);
    // Typed receivers still resolve: `s.find`, and the element a Map's get gives.
    assert.deepEqual((r.structured!.items as { name: string; calls: number[] }[]).map((i) => [i.name, i.calls]), [['Catalog.run', [8, 17]]]);
    assert.deepEqual((r.structured!.unresolved as { examples: string[] }).examples.sort(), ['src/legacy.js:3', 'src/use.ts:21', 'src/use.ts:24']);
  });

  it('knows a string variable (`title: string | undefined`) and says nothing when no call is left', async () => {
    const r = await fx.call('code_callers', { symbol: 'Store.trim' });
    assert.equal(r.structured!.unresolved, undefined, r.text);
    assert.doesNotMatch(r.text, /Not listed/);
  });

  it('records literals as built-in receivers and binds built-in types only for receivers', () => {
    const rec = fx.graph.data.files.get('src/use.ts')!;
    const recvAt = (line: number) => rec.calls.filter((c) => c.line === line && c.name === 'find').map((c) => c.recv);
    assert.deepEqual([recvAt(12), recvAt(13)], [['(Array)'], ['(String).split()']]);
    const run = rec.defs.findIndex((d) => d.name === 'run');
    const binds = rec.binds.filter((b) => b.scope === run).map((b) => `${b.name}:${b.type}`);
    // `s` is a Store; ids, title and anyList are receivers of built-in or collection types; unknownThing (any) has no bind.
    assert.deepEqual(binds.sort(), ['anyList[]:any', 'copy:this.stores.slice()', 'ids[]:number', 's:Store', 'title:string']);
  });
});
