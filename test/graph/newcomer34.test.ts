/**
 * Newcomer 34 checked leveldb, memchr, gson, rack and http.zig. C++: a field
 * declared through a typedef or alias of a template (`typedef SkipList<…>
 * Table; Table table_;`) is of the template class, so `table_.Insert(…)` calls
 * SkipList::Insert; a bare call of a local lambda or a function pointer
 * parameter is no call of the function of that name. Rust: a path headed by
 * a module a `use` names (`use crate::a::rk;` then `rk::Finder::new()`, `k:
 * rk::Finder`) is that module's; a variant's field of a module-qualified type
 * and a `ref` pattern binding (`K::A(ref f)`) are typed. Zig: `var p = try
 * Pool.init(…)` and `Pool.initPlain(…)` hold what those functions return, and
 * parameters typed through a module (`p: *pm.Pool`) are that module's type.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

type Edge = { name: string; calls?: number[] };
const calls = async (fx: Parameters<typeof toolItems>[0], symbol: string, path?: string) =>
  ((await toolItems(fx, 'code_callers', path ? { symbol, path } : { symbol })).items as unknown as Edge[]).map((i) => [i.name, i.calls ?? []]);

describeGraph('newcomer 34: C++ typedefs of templates, calls of local lambdas', {
  'db/skiplist.h': [
    'template <typename Key, class Comparator>',
    'class SkipList {',
    ' public:',
    '  void Insert(const Key& key) {}',
    '};',
    '',
  ].join('\n'),
  'db/memtable.h': [
    '#include "db/skiplist.h"',
    'class MemTable {',
    ' public:',
    '  void Add(const char* k);',
    ' private:',
    '  struct KeyComparator {};',
    '  typedef SkipList<const char*, KeyComparator> Table;',
    '  using Other = SkipList<int, KeyComparator>;',
    '  Table table_;',
    '  Other other_;',
    '};',
    '',
  ].join('\n'),
  'db/memtable.cc': [
    '#include "db/memtable.h"',
    'void MemTable::Add(const char* k) {',
    '  table_.Insert(k);',
    '  other_.Insert(1);',
    '}',
    '',
  ].join('\n'),
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub mod a;\npub mod b;\n',
  'src/a/mod.rs': 'pub mod rk;\n',
  'src/a/rk.rs': 'pub struct Finder {}\nimpl Finder {\n    pub fn new(n: u8) -> Finder { Finder {} }\n    pub fn find(&self) -> u8 { 0 }\n}\n',
  'src/b.rs': [
    'use crate::a::rk;',
    'pub enum K { A(rk::Finder), B }',
    'pub trait Named { fn named() -> u8; }',
    'impl Named for u64 { fn named() -> u8 { 1 } }',
    'pub fn qualified() -> u8 { <u64 as Named>::named() }',
    'pub fn run(k: rk::Finder, e: &K) {',
    '    let f = rk::Finder::new(1);',
    '    k.find();',
    '    match e { K::A(ref g) => { g.find(); } _ => {} }',
    '}',
    '',
  ].join('\n'),
  'zig/pool.zig': 'pub const Pool = struct {\n    pub fn release(self: *Pool) void { _ = self; }\n};\n',
  'zig/main.zig': [
    'const pm = @import("pool.zig");',
    'pub const Local = struct {',
    '    pub fn init(a: u8) !Local { _ = a; return .{}; }',
    '    pub fn initPlain(a: u8) Self { _ = a; return .{}; }',
    '    pub fn release(self: *Local) void { _ = self; }',
    '    const Self = @This();',
    '};',
    'pub const Holder = struct {',
    '    pool: *pm.Pool,',
    '    fn drop(self: *Holder) void { self.pool.release(); }',
    '};',
    'fn go(p: *pm.Pool, q: pm.Pool) !void {',
    '    var a = try Local.init(1);',
    '    var b = Local.initPlain(1);',
    '    a.release();',
    '    b.release();',
    '    p.release();',
    '    q.release();',
    '}',
    'fn maybe(o: ?pm.Pool, r: ?*pm.Pool) void {',
    '    if (o) |v| { _ = v; }',
    '    o.?.release();',
    '    r.?.release();',
    '}',
    '',
  ].join('\n'),
  'util/lambda.cc': [
    'static int helper3(int y) { return y; }',
    'int f(int a) {',
    '  a += helper3(1);',
    '  { auto helper3 = [](int y) { return y * 2; }; a += helper3(2); }',
    '  return helper3(3);',
    '}',
    'int g(int (*helper3)(int)) { return helper3(4); }',
    '',
  ].join('\n'),
}, 'newcomer-34', (fx) => {
  it('C++: a field typed by a typedef or a using alias of a template class calls the template\'s method', async () => {
    assert.deepEqual(await calls(fx, 'SkipList::Insert'), [['MemTable::Add', [3, 4]]]);
  });
  it('C/C++: a local lambda or a function pointer parameter named like a function is what its bare call calls', async () => {
    assert.deepEqual(await calls(fx, 'helper3'), [['f', [3, 5]]]);
  });
  it('Rust: rk::Finder::new() and k: rk::Finder through `use crate::a::rk`; K::A(ref g) with A(rk::Finder)', async () => {
    assert.deepEqual(await calls(fx, 'Finder::new'), [['run', [7]]]);
    assert.deepEqual(await calls(fx, 'Finder::find'), [['run', [8, 9]]]);
    // `<u64 as Named>::named()`: the trait's function, and through it u64's impl (newcomer 34 #10).
    assert.deepEqual(await calls(fx, 'u64::named'), [['qualified', [5]]]);
  });
  it('Zig: try T.init(…) and T.f(…) results, and parameters typed through a module, type their variables', async () => {
    assert.deepEqual(await calls(fx, 'release', 'zig/main.zig'), [['go', [15, 16]]]);
    // Also a field typed through a module, `pool: *pm.Pool`.
    // And optional ones, `?pm.Pool`, `?*pm.Pool` (session 35's review), unwrapped with `.?`.
    assert.deepEqual(await calls(fx, 'release', 'zig/pool.zig'), [['Holder.drop', [10]], ['go', [17, 18]], ['maybe', [22, 23]]]);
  });
});
