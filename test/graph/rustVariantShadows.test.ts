/**
 * A Rust variant pattern's variable shadows another of the function's
 * variables of its name (session 35's review): `Value::Object(map) =>
 * map.get(k)` in a function whose parameter is `map: &Cache` calls Map::get
 * in the arm and Cache::get outside it. The parameter's bind had no place
 * (the only one of its name when binds were placed), so it answered alone
 * everywhere and the arm's call went to Cache::get. A variable also hides a
 * module of its name: serde_json's `Compound::Map { ser, .. } =>
 * ser.formatter.begin_object_key(…)` beside `use serde::ser::{self, …}` was
 * read as the module's (15 of its member calls were unresolved for this).
 * And a `let` of no known type is a variable all the same: serde_json's
 * `let value = tri!(…); value.get()` was a call of `crate::value`'s Value::get.
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
  'src/ser.rs': [
    'use serde::ser::{self, Serialize};',
    'pub trait Formatter {',
    '    fn begin(&mut self) {}',
    '}',
    'pub struct Compact;',
    'impl Formatter for Compact {}',
    'pub struct Serializer<W, F = Compact> {',
    '    writer: W,',
    '    formatter: F,',
    '}',
    'impl<W, F> Serializer<W, F>',
    'where',
    '    F: Formatter,',
    '{',
    '    pub fn go(&mut self) {',
    '        self.formatter.begin();',
    '    }',
    '}',
    "pub enum Compound<'a, W: 'a, F: 'a> {",
    "    Map { ser: &'a mut Serializer<W, F>, n: u8 },",
    '}',
    'pub trait SerializeMap {',
    '    fn key(&mut self);',
    '}',
    "impl<'a, W, F> ser::SerializeMap for Compound<'a, W, F>",
    'where',
    '    F: Formatter,',
    '{',
    '    fn key(&mut self) {',
    '        match self {',
    '            Compound::Map { ser, .. } => {',
    '                ser.formatter.begin();',
    '                ser.go();',
    '            }',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/value/mod.rs': [
    'pub struct Value { n: u32 }',
    'impl Value {',
    '    pub fn get(&self, i: usize) -> u32 { self.n }',
    '}',
    '',
  ].join('\n'),
  'src/raw.rs': [
    'macro_rules! tri { ($e:expr) => { $e } }',
    'pub fn from_raw(s: &str) -> usize {',
    '    let value = tri!(s.trim());',
    '    value.get().len()',
    '}',
    '',
  ].join('\n'),
}, 'rust-variant-shadows', (fx) => {
  it('the arm\'s map.get calls Map::get; the parameter\'s, before and after the arm, Cache::get', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Map::get' })).items), ['src/lib.rs:lookup:16']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Cache::get' })).items), ['src/lib.rs:lookup:14,17']);
  });

  it('a pattern\'s `ser` hides the module `ser` a `use … ::{self}` names: ser.formatter.begin() and ser.go() are the struct\'s', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Formatter::begin' })).items), ['src/ser.rs:Serializer::go:16', 'src/ser.rs:Compound::key:32']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Serializer::go' })).items), ['src/ser.rs:Compound::key:33']);
  });

  it('`let value = tri!(…)` of no known type is a variable: value.get() is no call of the module value\'s Value::get', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Value::get' })).items), []);
  });
});
