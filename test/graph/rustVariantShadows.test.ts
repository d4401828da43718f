/**
 * A Rust variant pattern's variable shadows another of the function's
 * variables of its name (session 35's review): `Value::Object(map) =>
 * map.get(k)` in a function whose parameter is `map: &Cache` calls Map::get
 * in the arm and Cache::get outside it. The parameter's bind had no place
 * (the only one of its name when binds were placed), so it answered alone
 * everywhere and the arm's call went to Cache::get.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

interface Edge {
  path: string;
  name: string;
  calls?: number[];
}
const rows = (items: unknown[]) => (items as Edge[]).map((i) => `${i.path}:${i.name}:${(i.calls ?? []).join(',')}`);

describeGraph('code graph: a Rust variant pattern shadows a parameter of its name', {
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub struct Map { n: u32 }',
    'impl Map {',
    '    pub fn get(&self, k: &str) -> u32 { self.n }',
    '}',
    'pub struct Cache { n: u32 }',
    'impl Cache {',
    '    pub fn get(&self, k: &str) -> u32 { self.n }',
    '}',
    'pub enum Value {',
    '    Object(Map),',
    '    Null,',
    '}',
    'pub fn lookup(v: &Value, map: &Cache) -> u32 {',
    '    let first = map.get("a");',
    '    match v {',
    '        Value::Object(map) => map.get("b"),',
    '        Value::Null => first + map.get("c"),',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'rust-variant-shadows', (fx) => {
  it('the arm\'s map.get calls Map::get; the parameter\'s, before and after the arm, Cache::get', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Map::get' })).items), ['src/lib.rs:lookup:16']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Cache::get' })).items), ['src/lib.rs:lookup:14,17']);
  });
});
