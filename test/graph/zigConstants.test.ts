/**
 * Zig top-level constants and variables holding values are definitions of
 * kind const (session 35's note: `pub const default_pool = Pool.init(4)` was
 * no symbol, so impact stopped at the file's top-level code); imports,
 * `@This()` and type declarations are not (those are the types' own
 * definitions or no value).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

describeGraph('code graph: Zig top-level constants', {
  'src/pool.zig': [
    'const std = @import("std");',
    'const Self = @This();',
    'pub const max_size: usize = 10;',
    'pub const Pool = struct {',
    '    pub fn init(n: u8) Pool { _ = n; return .{}; }',
    '};',
    'pub const Kind = enum(u8) { a, b };',
    'pub const default_pool = Pool.init(4);',
    'var counter: u32 = 0;',
    '',
  ].join('\n'),
}, 'zig-constants', (fx) => {
  it('value constants (kind const) and variables (shown as var) are symbols; imports, @This() and types are not consts', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { path: 'src/pool.zig' });
    const got = items.map((i) => `${i.line}:${(i as { kind?: string }).kind}:${i.name}`);
    assert.deepEqual(got, ['3:const:max_size', '4:class:Pool', '5:method:Pool.init', '7:enum:Kind', '8:const:default_pool', '9:var:counter']);
  });

  it('impact of Pool.init reaches the constant its call initializes', async () => {
    const r = await fx.call('code_impact', { symbol: 'Pool.init', depth: 2 });
    const items = (r.structured!.items as { name: string; depth: number }[]).map((i) => `${i.depth}:${i.name}`);
    assert.ok(items.includes('1:pool.zig'), items.join(', '));
  });
});
