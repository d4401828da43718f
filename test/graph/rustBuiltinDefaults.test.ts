/**
 * Rust trait default methods reached on built-in types and through typed
 * closure parameters (graphMembers methodsOfUndefinedType, langRustBuiltins
 * builtinTypes): bstr's way of extending `[u8]` and `str`, `pub trait
 * ByteSlice { fn find_byte(&self, …) { … } }` with `impl ByteSlice for [u8]
 * { fn as_bytes … }` (or an empty `impl ByteExt for str {}`, FileRec.impls
 * `str`), in a crate of its own: `xs.find_byte(b'a')` on `xs: &[u8]`, a
 * `Vec<u8>` (dereferenced to the slice), a `&str` or a `String` runs the
 * trait's default body. The same rule as for a struct (`impl Greet for Dog
 * {}`, `d.hello()`). A closure's typed parameter (`|xs: &[u8]|`, `|mut ys:
 * Vec<u8>|`, `|s: &Searcher|`) is bound as a function's is. Decoys: a trait
 * `Other` with a default `find_byte` that nothing implements for `[u8]`, and
 * an untyped closure parameter.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'bstr/Cargo.toml': lines('[package]', 'name = "bstr"', 'version = "0.1.0"'),
  'bstr/src/lib.rs': lines(
    'pub trait ByteSlice {', // 1
    '    fn as_bytes(&self) -> &[u8];', // 2
    '    fn find_byte(&self, b: u8) -> Option<usize> {', // 3
    '        self.as_bytes().iter().position(|&x| x == b)', // 4
    '    }', // 5
    '}', // 6
    'impl ByteSlice for [u8] {', // 7
    '    fn as_bytes(&self) -> &[u8] { self }', // 8
    '}', // 9
    'pub trait ByteExt {', // 10
    '    fn trim_bytes(&self) -> usize { 0 }', // 11
    '}', // 12
    'impl ByteExt for str {}', // 13
    'pub trait Other {', // 14
    '    fn find_byte(&self, b: u8) -> Option<usize> { None }', // 15
    '}', // 16
  ),
  'app/Cargo.toml': lines('[package]', 'name = "app"', 'version = "0.1.0"', '[dependencies]', 'bstr = { path = "../bstr" }'),
  'app/src/lib.rs': lines(
    'use bstr::{ByteExt, ByteSlice};',
    'pub trait Greet {',
    '    fn hello(&self) -> usize { 1 }',
    '}',
    'pub struct Dog;',
    'impl Greet for Dog {}',
    'pub struct Searcher;',
    'impl Searcher {',
    '    pub fn search_path(&self, p: &str) -> usize { 0 }',
    '}',
    'pub fn values(xs: &[u8], v: Vec<u8>, s: &str, o: String) -> usize {',
    '    xs.find_byte(b\'a\');',
    '    v.find_byte(b\'b\');',
    '    s.trim_bytes() + o.trim_bytes()',
    '}',
    'pub fn dog(d: &Dog) -> usize { d.hello() }',
    'pub fn closures() {',
    '    let f = |xs: &[u8]| xs.find_byte(1);',
    '    let g = |mut ys: Vec<u8>| ys.find_byte(2);',
    '    let h = |s: &Searcher| s.search_path("a");',
    '    let k = |mut t: Searcher| t.search_path("b");',
    '    let u = |zs| zs.find_byte(3);',
    '}',
  ),
};

describeGraph('Rust trait defaults on built-in types, typed closure parameters', FILES, 'rust-builtin-defaults', (fx) => {
  it('a slice, Vec, str or String value calls the default method of a trait implemented for slice or str, as a struct does', async () => {
    await expectEdges(fx, 'code_callers', {
      'ByteSlice.find_byte': ['app/src/lib.rs:closures:receiver', 'app/src/lib.rs:values:receiver'],
      'ByteExt.trim_bytes': ['app/src/lib.rs:values:receiver'],
      'Other.find_byte': [],
      'Greet.hello': ['app/src/lib.rs:dog:receiver'],
    });
  });
  it('typed closure parameters, with or without mut, type the calls on them', async () => {
    await expectEdges(fx, 'code_callees', {
      closures: ['app/src/lib.rs:Searcher::search_path:receiver', 'bstr/src/lib.rs:ByteSlice::find_byte:receiver'],
    });
  });
});
