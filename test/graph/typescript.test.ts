import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'tsconfig.json': '{ // comments are allowed\n "compilerOptions": { "baseUrl": ".", "paths": { "@lib/*": ["src/lib/*"] }, } }',
  'src/lib/math.ts': [
    '/** Adds two numbers. */',
    'export function add(a: number, b: number): number { return a + b; }',
    'export function mul(a: number, b: number): number {',
    '  let r = 0;',
    '  for (let i = 0; i < b; i++) r = add(r, a);',
    '  return r;',
    '}',
    'export default function sub(a: number, b: number) { return a - b; }',
  ].join('\n'),
  'src/lib/index.ts': "export * from './math';\nexport { mul as times } from './math';\n",
  'src/shapes.ts': [
    "import { add } from './lib/math';",
    'export class Shape {',
    '  area(): number { return 0; }',
    '  describe() { return this.area(); }',
    '}',
    'export class Square extends Shape {',
    '  constructor(private side: number) { super(); }',
    '  area() { return add(this.side, 0) * this.side; }',
    '}',
  ].join('\n'),
  'src/app.ts': [
    "import { add as plus } from '@lib/math';",
    "import * as M from './lib';",
    "import sub from './lib/math';",
    "import { Square, Shape } from './shapes';",
    "import { times } from './lib/index.js';",
    'export function main() {',
    '  const sq = new Square(2);',
    '  const total = plus(1, 2) + M.mul(2, 3) + sub(3, 1) + times(2, 2);',
    '  return sq.area() + total;',
    '}',
    'export const run = () => main();',
    'export function useShape(s: Shape) { return s.describe(); }',
  ].join('\n'),
  'src/decoy.ts': "function add(x: string) { return x + '!'; }\nexport function shout() { return add('hi'); }\n",
  'lib/legacy.js': "const { add } = require('../src/lib/math');\nfunction legacy() { return add(1, 1); }\nmodule.exports = { legacy };\n",
  'node_modules/dep/index.js': 'export function add() {}\n',
};

describeGraph('code graph: TypeScript and JavaScript', FILES, 'graph-ts', (fx) => {
  it('finds definitions with kind, signature and doc comment, and skips node_modules', async () => {
    const r = await fx.call('code_symbol', { name: 'add' });
    assert.equal(r.isError, undefined, r.text);
    const items = r.structured!.items as any[];
    // Ranked: the exported add first, the file-local decoy after it (rank.ts).
    assert.deepEqual(items.map((i) => i.path), ['src/lib/math.ts', 'src/decoy.ts']);
    const add = items[0];
    assert.equal(add.kind, 'function');
    assert.equal(add.line, 2);
    assert.equal(add.signature, 'function add(a: number, b: number): number');
    assert.match(r.text, /^src\/lib\/math\.ts:2  function add  function add\(a: number, b: number\): number$/m);
    const doc = fx.graph.findDefinitions('add', { path: 'src/lib' })[0];
    assert.equal(doc.doc, 'Adds two numbers.');
    const methods = await fx.call('code_symbol', { name: 'Square.area' });
    assert.equal((methods.structured!.items as any[]).length, 1);
    assert.equal((methods.structured!.items as any[])[0].kind, 'method');
  });

  it('lists candidates for an ambiguous symbol and resolves it with path', async () => {
    const r = await fx.call('code_callers', { symbol: 'add' });
    assert.match(r.text, /^Ambiguous: 2 definitions of add; pass path/);
    assert.deepEqual(r.structured!.items, []);
    assert.equal((r.structured!.candidates as any[]).length, 2);
  });

  it('finds callers through same-file, import, alias and CommonJS require — not the same-named decoy', async () => {
    const r = await fx.call('code_callers', { symbol: 'add', path: 'src/lib/math.ts' });
    const items = r.structured!.items as any[];
    const got = items.map((i) => `${i.path}:${i.name}:${i.via}`).sort();
    assert.deepEqual(got, ['lib/legacy.js:legacy:import', 'src/app.ts:main:alias', 'src/lib/math.ts:mul:same-file', 'src/shapes.ts:Square.area:import']);
    assert.ok(!items.some((i) => i.name === 'shout'), 'the decoy add() in decoy.ts is not a caller');
    assert.deepEqual(await fx.names('code_callers', { symbol: 'add', path: 'src/decoy.ts' }), ['src/decoy.ts:shout']);
  });

  it('follows namespace imports, export *, re-export aliases and default exports', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'mul' }), ['src/app.ts:main']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'sub' }), ['src/app.ts:main']);
    const callees = await fx.call('code_callees', { symbol: 'main' });
    const got = (callees.structured!.items as any[]).map((i) => `${i.name}:${i.via}`).sort();
    assert.deepEqual(got, ['Square.area:receiver', 'Square:import', 'add:alias', 'mul:import', 'sub:import']);
  });

  it('resolves method calls through this, typed parameters and constructed variables', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Shape.area' }), ['src/shapes.ts:Shape.describe']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Shape.describe' }), ['src/app.ts:useShape']);
    // Shape.describe's this.area() may run Square.area, which overrides it (via base: baseDispatch.test.ts).
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Square.area' }), ['src/app.ts:main', 'src/shapes.ts:Shape.describe']);
  });

  it('computes impact by depth and reports text lines under a heading per depth', async () => {
    const r = await fx.call('code_impact', { symbol: 'mul', depth: 3 });
    const items = r.structured!.items as any[];
    assert.deepEqual(items.map((i) => `${i.depth}:${i.name}`), ['1:main', '2:run']);
    assert.deepEqual(r.text.split('\n'), [
      'impact of function mul (src/lib/math.ts:3), callers to depth 2 — the chain ends there: no callers beyond depth 2, so depth 3 adds none:',
      'depth 1 — direct callers',
      'src/app.ts:6  function main  function main()  (calls it on line 8)',
      'depth 2 — callers of depth 1',
      'src/app.ts:11  function run  run = () => …  (calls main on line 11)',
    ]);
  });

  it('searches names, signatures and doc comments with identifier expansion', async () => {
    const r = await fx.call('search_code', { query: 'numbers' });
    assert.match(r.text, /src\/lib\/math\.ts:2  function add/);
    const r2 = await fx.call('search_code', { query: 'use shape' });
    assert.equal((r2.structured!.items as any[])[0].name, 'useShape');
  });

  it('validates arguments strictly and answers No matches.', async () => {
    const bad = await fx.call('code_impact', { symbol: 'main', depht: 2 });
    assert.equal(bad.isError, true);
    assert.match(bad.text, /unknown argument depht/);
    const range = await fx.call('code_impact', { symbol: 'main', depth: 9 });
    assert.equal(range.isError, true);
    assert.match(range.text, /depth: must be between 1 and 5/);
    const none = await fx.call('code_callers', { symbol: 'run' });
    assert.equal(none.text, 'No callers found for function run (src/app.ts:11); dynamic calls and calls from other languages are not seen');
    assert.deepEqual(none.structured, { items: [], truncated: false, definition: { name: 'run', kind: 'function', path: 'src/app.ts', line: 11, endLine: 11, signature: 'run = () => …' } });
    const lim = await fx.call('code_callers', { symbol: 'add', path: 'src/lib/math.ts', limit: 1 });
    assert.match(lim.text, /\(\+3 more — code_callers symbol="add" path="src\/lib\/math\.ts" limit=4\)$/);
    assert.equal(lim.structured!.truncated, true);
  });

  it('updates incrementally when a file changes', async () => {
    fx.repo.write('src/decoy.ts', "import { add } from './lib/math';\nexport function shout() { return add(1, 2); }\n");
    await fx.graph.updateFiles(['src/decoy.ts']);
    const names = await fx.names('code_callers', { symbol: 'add', path: 'src/lib/math.ts' });
    assert.ok(names.includes('src/decoy.ts:shout'), names.join(','));
    assert.equal(((await fx.call('code_symbol', { name: 'add' })).structured!.items as unknown[]).length, 1);
  });
});
