/**
 * Lua `require("a").f()` inline (also `require("pkg.b"):g()` and `require
 * 'a'.f()`): `f` of the table the required module returns, as with `local
 * a = require("a"); a.f()`. Decoys: another table's `f` in that module, a
 * global `f` in a module nobody requires, and the same-named `f` of the
 * other module required on the next line.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'a.lua': ['local M = {}', 'local Other = {}', 'function M.f() return 1 end', 'function Other.f() return 2 end', 'return M', ''].join('\n'),
  'pkg/b.lua': ['local B = {}', 'function B.f() return 3 end', 'function B:g() return self end', 'return B', ''].join('\n'),
  'decoy.lua': ['function f() return 4 end', ''].join('\n'),
  'main.lua': [
    'local function one()',
    '  return require("a").f()',
    'end',
    '',
    'local function two()',
    '  return require("pkg.b").f() + require "a".f()',
    'end',
    '',
    'local function three()',
    "  return require('pkg.b'):g()",
    'end',
    '',
    'return { one = one, two = two, three = three }',
    '',
  ].join('\n'),
};

describeGraph('code graph: Lua inline require', FILES, 'lua-inline-require', (fx) => {
  it('require("a").f() reaches the f of the table module a returns, and only that one', async () => {
    await expectEdges(fx, 'code_callees', {
      one: ['a.lua:M.f:import'],
      two: ['a.lua:M.f:import', 'pkg/b.lua:B.f:import'],
      three: ['pkg/b.lua:B.g:import'],
    });
    await expectEdges(fx, 'code_callers', {
      'Other.f': [],
      'f @ decoy.lua': [],
    });
  });
});
