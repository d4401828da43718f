/**
 * Functions held by the properties of a top-level const's object literal are
 * that const's methods (newcomer 9 #21): in `export const api = { load() {…},
 * save: () => store(), remove: function (id) {…} }` the calls inside belong to
 * api.load / api.save / api.remove, not to the module, and `api.save()`
 * reaches api.save (langTsTypes valueAliases). A same-named object's methods
 * in another file are never reached.
 */
import * as assert from 'node:assert/strict';
import { callees, defsIn, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/data.ts': 'export function fetchAll() { return [1]; }\nexport function store(id?: string) { return id; }\n',
  'src/api.ts': [
    "import { fetchAll, store } from './data';",
    'interface Config { retries: number; onError(e: Error): void }',
    'export const api = {',
    '  load() { return fetchAll(); },',
    '  save: () => store(),',
    '  remove: function (id: string) { return store(id); },',
    '  limit: 10,',
    '};',
    'export const config = { retries: 3, onError: (e: Error) => report(e) } satisfies Config;',
    'function report(e: Error) { return e.message; }',
    'export const first = fetchAll();',
    '',
  ].join('\n'),
  'src/use.ts': "import { api } from './api';\nexport function run() {\n  api.save();\n  api.load();\n  return api.remove('x');\n}\n",
  // Same property names on another object, and a store of its own.
  'src/decoy.ts': 'export function store() { return 0; }\nexport const other = {\n  save: () => store(),\n  load() { return 2; },\n};\n',
};

describeGraph('code graph: functions in a const object literal are its methods', FILES, 'graph-object-methods', (fx) => {
  it('records a method for each property holding a function, none for other values', () => {
    assert.deepEqual(defsIn(fx, 'src/api.ts'), [
      'interface Config 2',
      'method Config.onError 2',
      'const api 3',
      'method api.load 4',
      'method api.save 5',
      'method api.remove 6',
      'const config 9',
      'method config.onError 9',
      'function report 10',
      'const first 11',
    ]);
  });

  it('places the calls inside them in those methods; a plain const initializer stays the module', async () => {
    await expectEdges(fx, 'code_callers', {
      'store @ src/data.ts': ['src/api.ts:api.remove:import', 'src/api.ts:api.save:import'],
      'fetchAll @ src/data.ts': ['src/api.ts:api.load:import', 'src/api.ts:api.ts:import'],
      report: ['src/api.ts:config.onError:same-file'],
      'store @ src/decoy.ts': ['src/decoy.ts:other.save:same-file'],
    });
    assert.deepEqual(await callees(fx, 'api.save'), ['src/data.ts:store:import']);
  });

  it('reaches them through the const, never the same-named methods of another object', async () => {
    await expectEdges(fx, 'code_callers', {
      'api.save': ['src/use.ts:run:receiver'],
      'api.load': ['src/use.ts:run:receiver'],
      'api.remove': ['src/use.ts:run:receiver'],
      'other.save': [],
      'other.load': [],
    });
    const sym = await fx.call('code_symbol', { name: 'api.save' });
    const items = sym.structured!.items as { kind: string; line: number; signature?: string }[];
    assert.deepEqual(items.map((i) => [i.kind, i.line]), [['method', 5]], sym.text);
  });
});
