/**
 * A named function expression is one definition with what holds it
 * (newcomer review 3 #2): `const g = function g() {…}`, `module.exports.helper
 * = function helper() {…}` and `exports.other = function other() {…}` were
 * each indexed twice (the holder and the function expression), so `callers g`
 * answered "Ambiguous: 2 definitions". A CommonJS module calling its own
 * export (`exports.k()`, `module.exports.helper()`) reaches it. Decoys: a
 * function expression named differently from its const (`const alias =
 * function inner() {…}`: two names, two definitions), an object's property
 * `obj.x = function x()` that is no export (method `obj.x`:
 * memberAssignments.test.ts), and another module's `k`.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'src/a.js': [
    'const g = function g() {',
    '  return 1;',
    '};',
    'module.exports.helper = function helper() {',
    '  return g();',
    '};',
    'exports.other = function other() {',
    '  return 2;',
    '};',
    'exports.k = function () {',
    '  return 3;',
    '};',
    'const alias = function inner() {',
    '  return inner;',
    '};',
    'const obj = {};',
    'obj.x = function x() {',
    '  return 4;',
    '};',
    'function run() {',
    '  module.exports.helper();',
    '  exports.other();',
    '  exports.k();',
    '  return g();',
    '}',
    'module.exports.run = run;',
    '',
  ].join('\n'),
  'src/b.js': ["const a = require('./a');", 'function use() {', '  a.helper();', '  a.k();', '}', 'exports.k = function () {', '  return 5;', '};', ''].join('\n'),
  'src/t.ts': ['export const g2 = function g2() {', '  return 1;', '};', 'export class K {', '  later = function later() {', '    return g2();', '  };', '}', ''].join('\n'),
};

describeGraph('code graph: named function expressions and CommonJS own exports (JavaScript)', FILES, 'graph-js-named-functions', (fx) => {
  it('a named function expression held by a const, an export or a field is one definition', async () => {
    assert.deepEqual(defsIn(fx, 'src/a.js'), [
      'function g 1',
      'function helper 4',
      'function other 7',
      'function k 10',
      'function alias 13',
      'function inner 13',
      'const obj 16',
      'method obj.x 17',
      'function run 20',
    ]);
    assert.deepEqual(defsIn(fx, 'src/t.ts'), ['function g2 1', 'class K 4', 'method K.later 5']);
    assert.deepEqual(await callers(fx, 'g'), ['src/a.js:helper:same-file', 'src/a.js:run:same-file']);
    assert.deepEqual(await callers(fx, 'g2'), ['src/t.ts:K.later:same-file']);
  });

  it('exports.k() and module.exports.helper() inside the module reach its own exports', async () => {
    assert.deepEqual(await callers(fx, 'helper'), ['src/a.js:run:same-file', 'src/b.js:use:import']);
    assert.deepEqual(await callers(fx, 'other'), ['src/a.js:run:same-file']);
    assert.deepEqual(await callers(fx, 'k', 'src/a.js'), ['src/a.js:run:same-file', 'src/b.js:use:import']);
    assert.deepEqual(await callers(fx, 'k', 'src/b.js'), []);
  });
});
