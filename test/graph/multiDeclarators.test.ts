/**
 * A declaration statement with several declarators (`var a = f1, b = () =>
 * {…}`, `const c = 1, d = function () {…}`) defines each of them as the same
 * statement with one declarator would: every declarator holding a function
 * (arrow, function expression, generator, async arrow) is a function whose
 * calls are its own and whose callers are found, a top-level const or let
 * beside it is a const, a top-level `var` holding no function is no
 * definition, and in a function body the functions are that function's
 * local helpers. Exports reach every declarator of an exported statement.
 * Decoys: a single-declarator statement of each shape, for comparison, and
 * `require` held by the first declarator (an import, not a definition).
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'src/a.js': [
    "var fs = require('fs'), readIt = function () { return fs.readFileSync('x'); };",
    'var a = readIt, b = () => {',
    '  return helper();',
    '};',
    'const c = 1, d = function () {',
    '  return helper();',
    '}, e = async () => helper();',
    'let g = function* () { yield helper(); }, h = 4;',
    'const single = () => helper();',
    'function outer() {',
    '  var x = 1, inner = () => helper();',
    '  return inner() + x;',
    '}',
    'function helper() {',
    '  return 1;',
    '}',
    'function run() {',
    '  b();',
    '  d();',
    '  e();',
    '  g();',
    '  readIt();',
    '  return single();',
    '}',
    '',
  ].join('\n'),
  'src/s.ts': [
    'export const m = 1,',
    '  w = (s: string) => s.length,',
    '  v = 7;',
    'export const z = (n: number) => n + 1;',
    '',
  ].join('\n'),
  'src/u.ts': ["import { w, z, v } from './s';", 'export function user(): number {', "  return w('a') + z(1) + v;", '}', ''].join('\n'),
};

describeGraph('code graph: statements declaring several variables (JavaScript, TypeScript)', FILES, 'graph-multi-declarators', (fx) => {
  it('every declarator holding a function is a function, the consts beside it consts', () => {
    assert.deepEqual(defsIn(fx, 'src/a.js'), [
      'function readIt 1',
      'function b 2',
      'const c 5',
      'function d 5',
      'function e 7',
      'function g 8',
      'const h 8',
      'function single 9',
      'function outer 10',
      'function inner 11',
      'function helper 14',
      'function run 17',
    ]);
    assert.deepEqual(defsIn(fx, 'src/s.ts'), ['const m 1', 'function w 2', 'const v 3', 'function z 4']);
  });

  it("a later declarator's function has its own calls and its callers", async () => {
    assert.deepEqual(await callers(fx, 'helper'), [
      'src/a.js:b:same-file',
      'src/a.js:d:same-file',
      'src/a.js:e:same-file',
      'src/a.js:g:same-file',
      'src/a.js:outer.inner:same-file',
      'src/a.js:single:same-file',
    ]);
    for (const name of ['b', 'd', 'e', 'g', 'readIt', 'single']) assert.deepEqual(await callers(fx, name), ['src/a.js:run:same-file'], name);
    assert.deepEqual(await callers(fx, 'inner'), ['src/a.js:outer:same-file']);
  });

  it('an exported statement exports each declarator, imported by name', async () => {
    const defs = fx.graph.data.files.get('src/s.ts')!.defs;
    assert.deepEqual(defs.map((d) => `${d.name} ${d.exported}`), ['m true', 'w true', 'v true', 'z true']);
    assert.deepEqual(await callers(fx, 'w'), ['src/u.ts:user:import']);
    assert.deepEqual(await callers(fx, 'z'), ['src/u.ts:user:import']);
  });
});
