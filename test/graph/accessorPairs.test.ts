/**
 * A getter and setter of one property (newcomer 9 #17). The choice: they stay
 * two definitions — each with its own line, signature and body, as the
 * TypeScript call hierarchy keeps a GetAccessor and a SetAccessor — and are
 * answered as one symbol, like overloads (CodeGraph.overloadGroup,
 * accessorPair): `callers Counter.size` asks no "ambiguous" question, its
 * header names the pair, callees list both bodies' calls. An interface's
 * `get size(): number; set size(v: number);` is no overload either (it was
 * merged into one definition at the getter's line with the setter's
 * signature). Reading the property through `this` in its own file is a
 * call of the getter (langTsWalk getterReads), writing it a call of the setter
 * (newcomer issue 3 #1); uses through values of unknown type are no call the
 * graph records, and an empty caller list says so.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, defsIn, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/counter.ts': [
    'export interface Sized {',
    '  get size(): number;',
    '  set size(v: number);',
    '  grow(): void;',
    '}',
    'export class Counter implements Sized {',
    '  private n = 0;',
    '  get size(): number { return clamp(this.n); }',
    '  set size(v: number) { this.n = clamp(v); }',
    '  grow() { this.size = this.size + 1; }',
    '}',
    'export function clamp(x: number) { return Math.max(0, x); }',
    '',
  ].join('\n'),
  'src/state.ts': "import { clamp } from './counter';\nexport const state = {\n  get total() { return clamp(1); },\n  set total(v: number) { clamp(v); },\n};\n",
  // Where `this` is not the getter's class (newcomer 10 #6): a function () {} callback, an object
  // literal's method, an instance field read where a static getter shares its name.
  'src/rebind.ts': [
    'export class Reg {',
    '  get count() { return 1; }',
    '  static get instance() { return new Reg(); }',
    '  instance = 0;',
    '  viaFn() { return [1].map(function (this: any) { return this.count; }); }',
    '  viaLiteral() { const o = { count: 3, f() { return this.count; } }; return o.f(); }',
    '  read() { return this.instance; }',
    '  static make() { return this.instance; }',
    '  viaArrow() { return [1].map(() => this.count); }',
    '}',
    '',
  ].join('\n'),
  // A lone getter of the same name in another class.
  'src/box.ts': 'export class Box {\n  get size() { return 1; }\n}\nexport class Bag {\n  get size() { return 2; }\n  set size(v: number) {}\n  twice() { this.size = 4; this.size++; return this.size * 2; }\n}\n',
};

describeGraph('code graph: a get/set accessor pair is two definitions answered as one symbol', FILES, 'graph-accessors', (fx) => {
  it('keeps the getter and the setter as two definitions, in classes, interfaces and object literals', async () => {
    assert.deepEqual(defsIn(fx, 'src/counter.ts'), [
      'interface Sized 1',
      'method Sized.size 2',
      'method Sized.size 3',
      'method Sized.grow 4',
      'class Counter 6',
      'method Counter.size 8',
      'method Counter.size 9',
      'method Counter.grow 10',
      'function clamp 12',
    ]);
    assert.deepEqual(defsIn(fx, 'src/state.ts'), ['const state 2', 'method state.total 3', 'method state.total 4']);
    const sym = await fx.call('code_symbol', { name: 'Counter.size' });
    const items = sym.structured!.items as { line: number; signature: string }[];
    assert.deepEqual(items.map((i) => [i.line, i.signature]), [
      [8, 'get size(): number'],
      [9, 'set size(v: number)'],
    ]);
  });

  it('answers callers and callees of the pair without an ambiguity question', async () => {
    for (const symbol of ['Counter.size', 'Sized.size', 'state.total']) {
      const r = await fx.call('code_callers', { symbol });
      assert.equal(r.structured!.candidates, undefined, r.text);
    }
    // grow() reads this.size and writes it (line 10: the getter and the setter, one line).
    const r = await fx.call('code_callers', { symbol: 'Counter.size' });
    assert.deepEqual((r.structured!.items as { name: string; calls: number[] }[]).map((i) => [i.name, i.calls]), [['Counter.grow', [10]]]);
    assert.match(r.text, /^callers of method Counter\.size \(src\/counter\.ts:8; get\/set pair, at 8, 9, answered as one\):\nsrc\/counter\.ts:10 +method Counter\.grow/);
    const def = r.structured!.definition as { overloads: number[]; accessors: boolean };
    assert.deepEqual([def.overloads, def.accessors], [[8, 9], true]);
    // Both bodies' calls; a path:line inside one body is that body's.
    assert.deepEqual(await callees(fx, 'Counter.size'), ['src/counter.ts:clamp:same-file']);
    assert.deepEqual(await callees(fx, 'state.total'), ['src/counter.ts:clamp:import']);
    const setter = await fx.call('code_callees', { symbol: 'Counter.size', path: 'src/counter.ts:9' });
    assert.match(setter.text, /^callees of method Counter\.size \(src\/counter\.ts:9; get\/set pair, at 8, 9\):\n/);
  });

  it('lists the getter and the setter as callers, each at its own line', async () => {
    assert.deepEqual(await callers(fx, 'clamp'), [
      'src/counter.ts:Counter.size:same-file',
      'src/counter.ts:Counter.size:same-file',
      'src/state.ts:state.total:import',
      'src/state.ts:state.total:import',
    ]);
    const r = await fx.call('code_callers', { symbol: 'clamp' });
    assert.deepEqual((r.structured!.items as { line: number }[]).map((i) => i.line), [8, 9, 3, 4]);
  });

  it('says a lone getter is used by reading the property', async () => {
    const r = await fx.call('code_callers', { symbol: 'Box.size' });
    assert.match(r.text, /^No callers found for method Box\.size \(src\/box\.ts:2\); [^\n]*\.\nIt is a property: a read \(a write, of a setter\) counts as a call only through `this` in a method of its own class \(`this\.size`\) or through a variable, parameter or field declared or constructed as its class \(`b: Box`, then `b\.size` or `this\.b\.size`\)\. Reads and writes through values of unknown type \(`f\(\)\.size`, `f\(\)\.size = v`\) are not recorded$/);
  });

  it('a read counts only where this is the getter\'s: not in a function () {} callback or an object literal\'s method, static for a static getter', async () => {
    assert.deepEqual(await callers(fx, 'Reg.count'), ['src/rebind.ts:Reg.viaArrow:receiver']);
    assert.deepEqual(await callers(fx, 'Reg.instance'), ['src/rebind.ts:Reg.make:receiver']);
  });

  it('a use of this.size is a call of the accessors of its own class only: a read of the getter, a write of the setter, an update of both', async () => {
    // Bag.twice assigns, increments, then reads, all on line 7; Counter's and Box's getters get nothing from it.
    const r = await fx.call('code_callers', { symbol: 'Bag.size' });
    assert.deepEqual((r.structured!.items as { name: string; calls: number[] }[]).map((i) => [i.name, i.calls]), [['Bag.twice', [7]]]);
    assert.deepEqual(await callers(fx, 'Box.size'), []);
    const reads = fx.graph.data.files.get('src/box.ts')!.calls.filter((c) => c.kind === 'read');
    assert.deepEqual(reads.map((c) => [c.name, c.recv, c.line, c.col, c.args ?? 0]), [
      ['size', 'this', 7, 17, 1],
      ['size', 'this', 7, 32, 0],
      ['size', 'this', 7, 32, 1],
      ['size', 'this', 7, 52, 0],
    ]);
    // The getter and the setter: two definitions.
    assert.deepEqual(await callees(fx, 'Bag.twice'), ['src/box.ts:Bag.size:receiver', 'src/box.ts:Bag.size:receiver']);
  });

  it('an ambiguity lists a get/set pair once, as one candidate (newcomer 24 #9: koa listed request.js header twice)', async () => {
    const r = await fx.call('code_callers', { symbol: 'size' });
    const c = (r.structured?.candidates ?? []) as { path: string; line: number; overloads?: number[]; accessors?: boolean }[];
    const pairs = c.filter((x) => x.accessors);
    // Counter's, Bag's and the interface Sized's pairs, each once, beside Box's lone getter.
    assert.deepEqual(pairs.map((x) => `${x.path}:${x.line}`).sort(), ['src/box.ts:5', 'src/counter.ts:2', 'src/counter.ts:8']);
    assert.ok(c.some((x) => x.path === 'src/box.ts' && x.line === 2 && !x.overloads), JSON.stringify(c));
    assert.equal(c.length, 4, r.text);
    assert.match(r.text, /^Ambiguous: 4 definitions of size/);
    assert.match(r.text, /^src\/counter\.ts:8 {2}method Counter\.size .*\(get\/set pair\)$/m);
  });
});
