/**
 * Newcomer 33 checked callers and callees on serde_json, gson, cobra and ky.
 * Rust: a variable an enum variant's pattern binds (`Value::Object(map) =>`,
 * `Compound::Map { ser, .. }`) has the variant's field type, and a local named
 * like a module is never that module (`map.get(…)` is no call of `map::get`);
 * a path handed to a call inside a macro (`tri!(….map_err(Error::io))`) is a
 * value. C++: `SkipList<K, C>::Iterator iter(&list)` (also after `typename`)
 * binds iter to the nested class. Java: a boolean (literal or primitive
 * variable) is never passed as a Number, a class literal never as a class of
 * the repository (gson's overloads of addProperty and getAdapter).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

type Edge = { name: string; path: string; calls?: number[]; values?: number[] };
const rows = (items: unknown[]) => (items as Edge[]).map((i) => `${i.path}:${i.name}:${(i.calls ?? []).join(',')}:${(i.values ?? []).join(',')}`);

describeGraph('newcomer 33: Rust variant patterns, module-named locals, values in macros; C++ template nested types', {
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub mod map;\npub mod value;\npub mod error;\npub mod num;\n#[macro_use]\nmod macros;\n',
  'src/macros.rs': 'macro_rules! tri { ($e:expr) => { match $e { Ok(v) => v, Err(e) => return Err(e) } } }\n',
  'src/map.rs': [
    'pub struct Map {}',
    'impl Map {',
    '    pub fn get(&self, k: &str) -> Option<&u8> { None }',
    '}',
    'pub struct OccupiedEntry {}',
    'impl OccupiedEntry {',
    '    pub fn get(&self) -> &u8 { &0 }',
    '}',
    'pub fn get() {}',
    '',
  ].join('\n'),
  'src/num.rs': [
    'pub trait Float { fn exponent_limit() -> (i32, i32); fn halfscale() -> u32; }',
    'impl Float for f32 { fn exponent_limit() -> (i32, i32) { (-10, 10) } fn halfscale() -> u32 { 1 } }',
    'impl Float for u64 { fn exponent_limit() -> (i32, i32) { (-1, 1) } fn halfscale() -> u32 { 2 } }',
    'pub fn fast_path<F>(e: i32) -> bool where F: Float {',
    '    let (min, max) = F::exponent_limit();',
    '    e >= min && e <= max && u64::halfscale() > 0',
    '}',
    'pub struct Deserializer {}',
    'impl Deserializer { pub fn from_str(s: &str) -> Deserializer { Deserializer {} } }',
    'pub fn parse(s: &str) -> usize { usize::from_str(s).unwrap_or(0) }',
    'pub struct Value {}',
    'impl Value { pub fn as_str(&self) -> &str { "" } }',
    'impl PartialEq<Value> for String { fn eq(&self, o: &Value) -> bool { self.as_str() == o.as_str() } }',
    '',
  ].join('\n'),
  'src/error.rs': 'pub struct Error {}\nimpl Error {\n    pub fn io(e: std::io::Error) -> Error { Error {} }\n}\n',
  'src/value/mod.rs': [
    'use crate::map::Map;',
    'use crate::error::Error;',
    'pub struct Writer {}',
    'impl Writer {',
    '    pub fn begin(&self) {}',
    '}',
    'pub enum Value { Null, Object(Map) }',
    'pub enum Compound { Map { ser: Writer, n: u8 } }',
    'impl Value {',
    '    pub fn pointer(&self, p: &str) -> Option<&u8> {',
    '        match self {',
    '            Value::Object(map) => map.get(p),',
    '            _ => None,',
    '        }',
    '    }',
    '    pub fn write(&self, w: &mut dyn std::io::Write) -> Result<(), Error> {',
    '        tri!(w.write_all(b"x").map_err(Error::io));',
    '        Ok(())',
    '    }',
    '    pub fn key(c: Compound) {',
    '        if let Compound::Map { ser, .. } = c {',
    '            ser.begin();',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/g/JsonObject.java': [
    'package g;',
    'public class JsonObject {',
    '  public void addProperty(String p, String v) {}',
    '  public void addProperty(String p, Number v) {}',
    '  public void addProperty(String p, Boolean v) {}',
    '  public void addProperty(String p, Character v) {}',
    '}',
    '',
  ].join('\n'),
  'src/main/java/g/TypeToken.java': 'package g;\npublic class TypeToken<T> {}\n',
  'src/main/java/g/Gson.java': [
    'package g;',
    'public class Gson {',
    '  public <T> Object getAdapter(TypeToken<T> t) { return null; }',
    '  public <T> Object getAdapter(Class<T> c) { return null; }',
    '  void use(boolean flag) {',
    '    JsonObject o = new JsonObject();',
    '    o.addProperty("a", true);',
    '    o.addProperty("b", flag);',
    '    o.addProperty("c", 1);',
    '    char ch = \'x\';',
    '    o.addProperty("d", ch);',
    '    getAdapter(String.class);',
    '    o.addProperty("e", -1.5f);',
    '    o.addProperty("f", !flag);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'db/skiplist.h': [
    'template <typename Key, class Comparator>',
    'class SkipList {',
    ' public:',
    '  class Iterator {',
    '   public:',
    '    explicit Iterator(const SkipList* list) {}',
    '    bool Valid() const { return true; }',
    '    void Next() {}',
    '  };',
    '};',
    '',
  ].join('\n'),
  'db/skiplist_test.cc': [
    '#include "db/skiplist.h"',
    'void Test() {',
    '  SkipList<int, Cmp> list(cmp);',
    '  SkipList<int, Cmp>::Iterator iter(&list);',
    '  iter.Next();',
    '}',
    'template <typename Key, class Comparator>',
    'void Other(SkipList<Key, Comparator>* list) {',
    '  typename SkipList<Key, Comparator>::Iterator it(list);',
    '  it.Valid();',
    '}',
    '',
  ].join('\n'),
}, 'newcomer-33', (fx) => {
  it('Rust: `Value::Object(map) => map.get(p)` calls Map::get, never OccupiedEntry::get or the module function map::get', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Map::get' })).items), ['src/value/mod.rs:Value::pointer:12:']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'OccupiedEntry::get' })).items), []);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'get', path: 'src/map.rs:9' })).items), []);
  });
  it('Rust: a struct variant\'s field bound by `Compound::Map { ser, .. }` has the field\'s type', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Writer::begin' })).items), ['src/value/mod.rs:Value::key:22:']);
  });
  it('Rust: `Error::io` handed to a call inside `tri!(…)` is a value', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Error::io' })).items), ['src/value/mod.rs:Value::write::17']);
  });
  it('C++: a template class\'s nested type, with or without typename, types the variable', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Iterator::Next' })).items), ['db/skiplist_test.cc:Test:5:']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Iterator::Valid' })).items), ['db/skiplist_test.cc:Other:10:']);
  });
  it('Java: a boolean or char literal or variable is no Number, a class literal no TypeToken', async () => {
    const sites = async (symbol: string, path: string) => ((await toolItems(fx, 'code_callers', { symbol, path })).items as unknown as Edge[]).flatMap((i) => i.calls ?? []);
    // Also a negated number (a Number) and a negation (a boolean): newcomer 34 #6.
    assert.deepEqual(await sites('addProperty', 'src/main/java/g/JsonObject.java:4'), [9, 13]);
    assert.deepEqual(await sites('addProperty', 'src/main/java/g/JsonObject.java:5'), [7, 8, 14]);
    assert.deepEqual(await sites('addProperty', 'src/main/java/g/JsonObject.java:6'), [11]);
    assert.deepEqual(await sites('getAdapter', 'src/main/java/g/Gson.java:3'), []);
    assert.deepEqual(await sites('getAdapter', 'src/main/java/g/Gson.java:4'), [12]);
  });
  it('Rust: `F::f()` through a type parameter bounded by a trait calls the trait\'s function; `u64::f()` the built-in type\'s impl', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Float::exponent_limit' })).items), ['src/num.rs:fast_path:5:']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'f32::exponent_limit' })).items), ['src/num.rs:fast_path:5:']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'u64::halfscale' })).items), ['src/num.rs:fast_path:6:']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'f32::halfscale' })).items), []);
  });
  it('Rust: calls on a primitive type (usize::from_str) or on self in an impl for a std type (String) are not offered as may-call', async () => {
    const from = await toolItems(fx, 'code_callers', { symbol: 'Deserializer::from_str' });
    assert.doesNotMatch(from.text, /usize::from_str/);
    const asStr = await toolItems(fx, 'code_callers', { symbol: 'Value::as_str' });
    assert.doesNotMatch(asStr.text, /self\.as_str/);
  });
});

describeGraph('newcomer 33 #8: impact goes on through a top-level constant a call initializes', {
  'source/index.ts': [
    'const createInstance = () => {',
    '  const ky = (input: string) => input.length;',
    '  return ky;',
    '};',
    'const ky = createInstance();',
    'export default ky;',
    '',
  ].join('\n'),
  'test/main.ts': "import ky from '../source/index';\nexport function fetchIt() { return ky('x'); }\nexport function twice() { return fetchIt() + fetchIt(); }\n",
}, 'newcomer-33-impact', (fx) => {
  it('createInstance → top-level code of `const ky = createInstance()` → the callers of ky, then theirs', async () => {
    const r = await fx.call('code_impact', { symbol: 'createInstance', depth: 3 });
    const items = (r.structured!.items as { name: string; depth: number; callee?: string }[]).map((i) => `${i.depth}:${i.name}:${i.callee ?? ''}`);
    assert.deepEqual(items, ['1:index.ts:', '2:fetchIt:ky', '3:twice:fetchIt']);
  });
});

describeGraph('newcomer 33 #6, #7: Java enum constants with bodies are classes extending the enum', {
  'src/p/Policy.java': [
    'package p;',
    'public enum Policy {',
    '  DEFAULT {',
    '    @Override public String serialize(Long value) { return "a"; }',
    '  },',
    '  PLAIN,',
    '  STRING {',
    '    @Override public String serialize(Long value) { return "b"; }',
    '  };',
    '  public String serialize(Long value) { return "x"; }',
    '  public String label() { return "x"; }',
    '}',
    '',
  ].join('\n'),
  'src/p/Use.java': [
    'package p;',
    'class Use {',
    '  void run(Policy p) {',
    '    Policy.DEFAULT.serialize(1L);',
    '    Policy.STRING.label();',
    '    Policy.PLAIN.serialize(3L);',
    '    p.serialize(2L);',
    '  }',
    '}',
    '',
  ].join('\n'),
}, 'newcomer-33-enums', (fx) => {
  it('a constant\'s method overrides the enum\'s (no overloads); Policy.DEFAULT.m() calls its own, Policy.PLAIN.m() and Policy.STRING.label() the enum\'s', async () => {
    const own = await toolItems(fx, 'code_callers', { symbol: 'Policy.DEFAULT.serialize' });
    assert.deepEqual((own.items as unknown as Edge[]).map((i) => [i.name, i.calls]), [['Use.run', [4, 7]]]);
    const base = await toolItems(fx, 'code_callers', { symbol: 'Policy.serialize', path: 'src/p/Policy.java:10' });
    assert.doesNotMatch(base.text, /overloads/);
    assert.deepEqual((base.items as unknown as Edge[]).map((i) => [i.name, i.calls]), [['Use.run', [6, 7]]]);
    const label = await toolItems(fx, 'code_callers', { symbol: 'Policy.label' });
    assert.deepEqual((label.items as unknown as Edge[]).map((i) => [i.name, i.calls]), [['Use.run', [5]]]);
  });
});
