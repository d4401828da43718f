/**
 * TypeScript/JavaScript variables the call hierarchy types otherwise than a
 * name-by-name reading would (code graph issue 3, leftovers): a member read
 * off a contextually typed callback parameter or a typed variable (`const r
 * = c.req` → HonoRequest); a catch clause's parameter and a block's own
 * `const` hide a variable of their name there (ECMA-262 block and catch
 * scopes); in JavaScript a function's local variable hides the module-level
 * object of its name whatever its value, and `this.x` in a `function`
 * callback is not the class's field. Ground truth: the TypeScript language
 * service's call hierarchy on the same program. Real temp repository, the
 * real grammar.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/ctx.ts': [
    'export class HonoRequest { header(n: string) { return n } }',
    'export class Context {',
    '  get req(): HonoRequest { return new HonoRequest() }',
    '  json(o: unknown) { return o }',
    '}',
    'export class Ctx { run() { return 1 } }',
    'export class A { m() { return 2 } }',
    'export class B { m() { return 3 } }',
  ].join('\n'),
  'src/lists.ts': [
    "import { A, B, Ctx } from './ctx'",
    'export function mapped() { return [new Ctx()].map((c) => c.run()) }',
    'export function held() { const xs = [new A(), new A()]; xs.forEach((x) => x.m()) }',
    'export function mixed() { const ys = [new A(), new B()]; ys.forEach((y) => y.m()) }',
  ].join('\n'),
  'src/app.ts': [
    "import { Context, Ctx } from './ctx'",
    'function get(p: string, h: (c: Context) => unknown) {}',
    "export function viaContext() { get('/', (c) => { const r = c.req; return r.header('x') }) }",
    "export function viaParam(c: Context) { const r = c.req; return r.header('y') }",
    'export function caught(c: Context) {',
    '  try { c.json(1) } catch (c) { c.json(2) }',
    '  return c.json(3)',
    '}',
    "export function caughtInCallback() { get('/', (c) => { try { c.json(4) } catch (c) { c.json(5) } }) }",
    "export function blockConst() { get('/', (c) => { c.json(6); { const c = new Ctx(); c.run() } }) }",
    "export function loopConst(xs: Ctx[]) { get('/', (c) => { for (const c of xs) c.run() }) }",
  ].join('\n'),
};

describeGraph('TS: member reads of contextually typed parameters, catch and block variables hiding a parameter', FILES, 'ts-leftovers-21', (fx) => {
  it('types `const r = c.req` by the member, and hides a parameter in a catch clause and a block declaring its name', async () => {
    await expectEdges(fx, 'code_callers', {
      'HonoRequest.header': ['src/app.ts:viaContext:receiver', 'src/app.ts:viaParam:receiver'],
      'Context.json': ['src/app.ts:blockConst:receiver', 'src/app.ts:caught:receiver', 'src/app.ts:caughtInCallback:receiver'],
      'Ctx.run': ['src/app.ts:blockConst:receiver', 'src/app.ts:loopConst:receiver', 'src/lists.ts:mapped:receiver'],
    });
  });

  it('types an array literal of one class\'s constructions as that class\'s array, and no mix of two', async () => {
    await expectEdges(fx, 'code_callers', { 'A.m': ['src/lists.ts:held:receiver'], 'B.m': [] });
  });

  it('leaves the catch variable\'s calls unresolved', async () => {
    const r = await fx.call('code_callers', { symbol: 'Context.json' });
    assert.match(r.text, /Not listed: 2 calls named json/);
    assert.match(r.text, /src\/app\.ts:6 `c\.json\(2\)`/);
    assert.match(r.text, /src\/app\.ts:9 `c\.json\(5\)`/);
  });
});

/**
 * JavaScript (express style): a variable a function declares hides the
 * module's object of its name there whatever it holds (`var res = a.b`),
 * and `this.x.m()` in a `function` callback reads no field of the class.
 */
const JS_FILES = {
  'm.js': [
    'var res = module.exports = {};',
    'res.send = function send(body) { return body; };',
    'function member(a) { var res = a.b; res.send(1); }',
    'function empty() { var res; res.send(2); }',
    'function outer() { res.send(3); }',
    '',
  ].join('\n'),
  'k.js': [
    'class Store { save() { return 1; } }',
    'class Keeper {',
    '  constructor() { this.store = new Store(); }',
    '  run() {',
    '    this.store.save();',
    '    [1].forEach(function () { this.store.save(); });',
    '    [2].forEach(() => this.store.save());',
    '  }',
    '}',
    'module.exports = Keeper;',
    '',
  ].join('\n'),
};

describeGraph('JS: a function\'s variables hide the module object; a function callback\'s this.x is no field', JS_FILES, 'js-leftovers-21', (fx) => {
  it('res.send is called from the top-level-only function; Store.save not from the function callback', async () => {
    await expectEdges(fx, 'code_callers', {
      'res.send': ['m.js:outer:receiver'],
      'Store.save': ['k.js:Keeper.run:receiver'],
    });
    const r = await fx.call('code_callers', { symbol: 'Store.save' });
    assert.match(r.text, /calls it on lines 5, 7\)/);
  });
});

/**
 * A named class expression held by a const (`const K = class Named {…}`):
 * the TypeScript call hierarchy names its methods' container `Named` (the
 * class item itself after the const, K), so its methods are `Named.go`; a
 * construction `new K()` still reaches the const, and calls on what it makes
 * reach the methods.
 */
const CLASS_FILES = {
  'src/k.ts': [
    'export const K = class Named { go() { return 1 } }',
    'export const L = class { go() { return 2 } }',
    'export function make() { return new K() }',
    'export function use() { const k = new K(); return k.go() }',
    'export function other() { return new L().go() }',
  ].join('\n'),
};

describeGraph('TS: a named class expression held by a const', CLASS_FILES, 'ts-class-expression-21', (fx) => {
  it('names the methods after the class, and new K() still constructs K', async () => {
    assert.deepEqual(defsIn(fx, 'src/k.ts'), ['const K 1', 'method Named.go 1', 'const L 2', 'method L.go 2', 'function make 3', 'function use 4', 'function other 5']);
    await expectEdges(fx, 'code_callers', {
      'K': ['src/k.ts:make:same-file', 'src/k.ts:use:same-file'],
      'Named.go': ['src/k.ts:use:receiver'],
      'L.go': ['src/k.ts:other:receiver'],
    });
  });
});
