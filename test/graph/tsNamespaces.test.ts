/**
 * TypeScript namespaces and fields copied to a local (newcomer 9 #16).
 * `namespace NS { export function inner() {} export function outer() {
 * NS.inner(); inner(); } }`: both calls reach NS.inner, as does `NS.inner()`
 * from another file importing NS; the namespace is a definition
 * (`namespace NS`) whose functions are `NS.inner`, `NS.outer`. And `const h =
 * this.helper; h.log()` with `helper` a typed field (declared, or a
 * constructor parameter property) reaches Logger.log. Decoys: a top-level
 * `inner` in another file called there, a namespace Other with its own
 * `inner`, and a class Other with a same-named `log`. An inner scope
 * shadows the file's top level: `area()` inside `namespace Geo { function
 * area() … }` or a function declaring its own `area` is no caller of the
 * top-level `area` (newcomer 11 #3).
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'src/ns.ts': [
    'export namespace NS {',
    '  export function inner() {',
    '    return 1;',
    '  }',
    '  export function outer() {',
    '    NS.inner();',
    '    inner();',
    '  }',
    '}',
    'namespace Other {',
    '  export function inner() {',
    '    return 2;',
    '  }',
    '  export function own() {',
    '    inner();',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/use.ts': "import { NS } from './ns';\nexport function user() {\n  return NS.inner();\n}\n",
  'src/decoy.ts': 'export function inner() {\n  return 3;\n}\nexport function d() {\n  inner();\n}\n',
  'src/geo.ts': [
    'function area() {',
    '  return 0;',
    '}',
    'namespace Geo {',
    '  function area() {',
    '    return 1;',
    '  }',
    '  export function f() {',
    '    return area();',
    '  }',
    '}',
    'export function top() {',
    '  return area();',
    '}',
    'export function nested() {',
    '  function area() {',
    '    return 2;',
    '  }',
    '  return area();',
    '}',
    '',
  ].join('\n'),
  'src/log.ts': [
    'export class Logger {',
    '  log(m: string) {',
    '    return m;',
    '  }',
    '}',
    'export class Other {',
    '  log(m: string) {',
    '    return m;',
    '  }',
    '}',
    'export class Svc {',
    '  private helper: Logger;',
    '  private other = new Other();',
    '  constructor(private readonly injected: Logger) {',
    '    this.helper = injected;',
    '  }',
    '  go() {',
    '    const h = this.helper;',
    "    h.log('x');",
    '  }',
    '  viaParam() {',
    '    const i = this.injected;',
    "    i.log('y');",
    '  }',
    '  viaOther() {',
    '    const o = this.other;',
    "    o.log('z');",
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: TypeScript namespaces and fields held by a local', FILES, 'graph-ts-namespaces', (fx) => {
  it('NS.inner() and inner() inside the namespace, and NS.inner() from an importer, reach NS.inner', async () => {
    assert.deepEqual(await callers(fx, 'NS.inner'), ['src/ns.ts:NS.outer:same-file', 'src/use.ts:user:receiver']);
    assert.match((await fx.call('code_callers', { symbol: 'NS.inner' })).text, /NS\.outer .*\(calls it on lines 6, 7\)/);
    assert.deepEqual(await callers(fx, 'Other.inner', 'src/ns.ts'), ['src/ns.ts:Other.own:same-file']);
    assert.deepEqual(await callers(fx, 'inner', 'src/decoy.ts'), ['src/decoy.ts:d:same-file']);
    assert.deepEqual(defsIn(fx, 'src/ns.ts'), ['namespace NS 1', 'function NS.inner 2', 'function NS.outer 5', 'namespace Other 10', 'function Other.inner 11', 'function Other.own 14']);
  });

  it('an inner scope shadows the file: area() inside namespace Geo (or a function) reaches its own area, not the top-level one (newcomer 11 #3)', async () => {
    assert.deepEqual(await callers(fx, 'Geo.area'), ['src/geo.ts:Geo.f:same-file']);
    assert.deepEqual(await callers(fx, 'area', 'src/geo.ts:1'), ['src/geo.ts:top:same-file']);
    assert.deepEqual(await callers(fx, 'area', 'src/geo.ts:16'), ['src/geo.ts:nested:same-file']);
  });

  it('const h = this.helper; h.log() reaches the field type’s method, not a same-named one', async () => {
    assert.deepEqual(await callers(fx, 'Logger.log'), ['src/log.ts:Svc.go:receiver', 'src/log.ts:Svc.viaParam:receiver']);
    assert.deepEqual(await callers(fx, 'Other.log'), ['src/log.ts:Svc.viaOther:receiver']);
  });
});
