/**
 * Lua table modules: `local M = {}; function M.f() … end; return M` in one
 * file, `local a = require("a")` (also `require "a"`, dotted `require("pkg.b")`
 * → `pkg/b.lua`, `require("pkg.c")` → `pkg/c/init.lua`) and `a.f()` in
 * another resolves to the `f` of the table the module returns, and `d.run()`
 * to the local function a returned `{ run = impl }` holds. Decoys: a
 * second table's `f` in the same module, a same-named table function in a
 * module nobody requires, a global `f`, and a module's global function that
 * its returned table does not hold.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: Lua table modules through require', () => {
  it('resolves a.f() to the f of the table the required module returns', async () => {
    const fx = await graphFixture(
      {
        'a.lua': [
          'local M = {}',
          'local Other = {}',
          '',
          '--- The one main calls.',
          'function M.f()',
          '  return 1',
          'end',
          '',
          'M.g = function()',
          '  return 2',
          'end',
          '',
          'function M:h()',
          '  return self',
          'end',
          '',
          'function Other.f()',
          '  return 3',
          'end',
          '',
          'return M',
          '',
        ].join('\n'),
        'pkg/b.lua': 'local B = {}\n\nfunction B.f()\n  return 4\nend\n\nreturn B\n',
        'pkg/c/init.lua': 'local C = {}\n\nfunction C.f()\n  return 5\nend\n\nreturn C\n',
        'decoy.lua': 'local D = {}\n\nfunction D.f()\n  return 6\nend\n\nfunction f()\n  return 7\nend\n\nreturn D\n',
        'pkg/d.lua': [
          'local function helper()',
          '  return 8',
          'end',
          '',
          'local function impl()',
          '  return 9',
          'end',
          '',
          '-- A global: not a field of the returned table.',
          'function other()',
          '  return 10',
          'end',
          '',
          'return { helper = helper, run = impl }',
          '',
        ].join('\n'),
        'main.lua': [
          'local a = require("a")',
          'local d = require("pkg.d")',
          'local b = require "pkg.b"',
          "local c = require('pkg.c')",
          '',
          'local function useA()',
          '  a.f()',
          '  a.g()',
          '  a:h()',
          'end',
          '',
          'local function useB()',
          '  b.f()',
          'end',
          '',
          'function useC()',
          '  c.f()',
          'end',
          '',
          'function useD()',
          '  d.helper()',
          '  d.run()',
          '  d.other()',
          'end',
          '',
        ].join('\n'),
      },
      'graph-lua-modules',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'M.f' }), ['main.lua:useA']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'M.g' }), ['main.lua:useA']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'M.h' }), ['main.lua:useA']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'B.f' }), ['main.lua:useB']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'C.f' }), ['main.lua:useC']);
    for (const decoy of ['Other.f', 'D.f']) assert.deepEqual(await fx.names('code_callers', { symbol: decoy }), [], decoy);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'f', path: 'decoy.lua' }), []);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'useD' }), ['pkg/d.lua:helper', 'pkg/d.lua:impl']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'useA' }), ['a.lua:M.f', 'a.lua:M.g', 'a.lua:M.h']);
  });
});
