/**
 * In C, C++, Lua, Dart and Zig a local hides a function of its name only from its
 * declaration to the end of its block (declaredValues.ts): `run(f)` before a
 * nested block's `local f` hands the function on; after it, inside that block,
 * `f` is the local. A member of a class or struct declared in a function, and a
 * Zig container's declaration, are named in all of their body.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

type Edge = { name: string; values?: number[] };
const valueLines = async (fx: Parameters<typeof toolItems>[0], symbol: string, path: string) =>
  ((await toolItems(fx, 'code_callers', { symbol, path })).items as Edge[]).map((i) => [i.name, i.values ?? []]);

describeGraph('values: a local hides a function only where it reaches', {
  'a.lua': [
    'local function f() return 1 end',
    'local function g()',
    '  pcall(f)',
    '  do local f = 5 end',
    '  if x then local f = 2; pcall(f) end',
    'end',
    '',
  ].join('\n'),
  'mod.lua': 'local M = {}\nfunction M.f() return 1 end\nreturn { f = M.f }\n',
  'c.lua': 'local function f() return 1 end\nlocal f = 5\nt = { run(f) }\nreturn t\n',
  'a.c': [
    'static int f(void) { return 1; }',
    'void g(void) {',
    '  run(f);',
    '  { int f = 5; }',
    '  for (int f = 0; f < 2; f++) run(f);',
    '}',
    '',
  ].join('\n'),
  'b.cc': [
    'static void cb(int) {}',
    'void outer() {',
    '  struct R {',
    '    int cb;',
    '    void m() { use(cb); }',
    '  };',
    '  use(cb);',
    '}',
    '',
  ].join('\n'),
  'lib/a.dart': [
    'int f() => 1;',
    'void g() {',
    '  run(f);',
    '  { var f = 5; }',
    '  for (final f in xs) { run(f); }',
    '}',
    '',
  ].join('\n'),
  'b.zig': [
    'fn f() void {}',
    'fn g(xs: []u8, opt: ?u8) void {',
    '    run(f);',
    '    { const f = 5; _ = f; }',
    '    if (opt) |f| { run(f); }',
    '    for (xs) |f| { run(f); }',
    '}',
    'fn h() type {',
    '    return struct {',
    '        pool: Pool(f),',
    '        const f = u8;',
    '    };',
    '}',
    '',
  ].join('\n'),
}, 'declared-reach', (fx) => {
  it('Lua, C, Dart, Zig: the value before a nested block\'s local is the function; inside the block it is the local', async () => {
    assert.deepEqual(await valueLines(fx, 'f', 'a.lua'), [['g', [3]]]);
    // A top-level table (a class here) holds top-level code: its `f` is the local value above it.
    assert.deepEqual(await valueLines(fx, 'f', 'c.lua'), []);
    // A module's returned table exports `M.f`, even when every ref of the file has a receiver.
    assert.deepEqual(await valueLines(fx, 'M.f', 'mod.lua'), []);
    assert.deepEqual(await valueLines(fx, 'f', 'a.c'), [['g', [3]]]);
    assert.deepEqual(await valueLines(fx, 'f', 'lib/a.dart'), [['g', [3]]]);
    // h's `Pool(f)` names the container's `const f`, declared below it.
    assert.deepEqual(await valueLines(fx, 'f', 'b.zig'), [['g', [3]]]);
  });
  it('C++: a struct\'s field declared in a function is what its method names; after the struct the function is handed on', async () => {
    assert.deepEqual(await valueLines(fx, 'cb', 'b.cc'), [['outer', [7]]]);
  });
});
