/**
 * Names asked for through their module (newcomer 13): Rust `callers
 * account::validate` (a free fn of src/account.rs; also `crate::account::…`),
 * Kotlin `model.total` (a top-level fun of package shop.model), Zig
 * `stack.reset` (a fn of stack.zig) and Lua `Entity:move` (the source's own
 * spelling of the method) answered "No matches" while Go's `report.Total`
 * worked. Decoys: a `validate` in ledger.rs, a `total` in another package, a
 * `reset` in calc.zig.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const FILES = {
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/main.rs': 'mod account;\nmod ledger;\nfn main() {\n    account::validate(5);\n    ledger::validate("x");\n}\n',
  'src/account.rs': 'pub fn validate(amount: u64) -> bool {\n    amount > 0\n}\n',
  'src/ledger.rs': 'pub fn validate(name: &str) -> bool {\n    !name.is_empty()\n}\n',
  'kt/src/main/kotlin/shop/model/Item.kt': 'package shop.model\n\nfun total(xs: List<Int>): Int = xs.sum()\n',
  'kt/src/main/kotlin/shop/other/Sum.kt': 'package shop.other\n\nfun total(xs: List<Int>): Int = 0\n',
  'kt/src/main/kotlin/shop/Main.kt': 'package shop\n\nimport shop.model.total\n\nfun main() {\n    println(total(listOf(1)))\n}\n',
  'zig/stack.zig': 'pub fn reset(n: *u32) void {\n    n.* = 0;\n}\n',
  'zig/calc.zig': 'pub fn reset(n: *u32) void {\n    n.* = 1;\n}\n',
  'zig/main.zig': 'const stack = @import("stack.zig");\nconst calc = @import("calc.zig");\npub fn main() void {\n    var n: u32 = 5;\n    stack.reset(&n);\n    calc.reset(&n);\n}\n',
  'lua/entity.lua': 'local Entity = {}\nEntity.__index = Entity\n\nfunction Entity.new()\n  return setmetatable({}, Entity)\nend\n\nfunction Entity:move(dx)\n  self.x = dx\nend\n\nreturn Entity\n',
  'lua/main.lua': 'local Entity = require("entity")\nlocal e = Entity.new()\ne:move(2)\n',
};

describe('code graph: names asked for through their module', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'module-qualified-input');
  });
  after(() => setSymbolLocator(null));

  it('Rust module paths, Kotlin packages, Zig files and Lua `Table:method` name their definition', async () => {
    const r = await fx.call('code_callers', { symbol: 'account::validate' });
    assert.match(r.text, /^callers of function validate \(src\/account\.rs:1\)/);
    assert.match(r.text, /src\/main\.rs:3 {2}function main/);
    const at = (name: string) => fx.graph.findDefinitions(name).map((d) => `${d.path}:${d.line}`);
    assert.deepEqual(at('account::validate'), ['src/account.rs:1']);
    assert.deepEqual(at('crate::account::validate'), ['src/account.rs:1']);
    assert.deepEqual(at('model.total'), ['kt/src/main/kotlin/shop/model/Item.kt:3']);
    assert.deepEqual(at('shop.model.total'), ['kt/src/main/kotlin/shop/model/Item.kt:3']);
    assert.deepEqual(at('stack.reset'), ['zig/stack.zig:1']);
    assert.deepEqual(at('Entity:move'), ['lua/entity.lua:8']);
  });

  it('why Entity:move answers with the definition', async () => {
    installSymbolLocator();
    const text = await why(fx.engine, 'Entity:move');
    assert.match(text, /method Entity\.move lua\/entity\.lua:8/);
  });
});
