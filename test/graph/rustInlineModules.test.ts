/**
 * Rust inline modules (`mod a { pub mod b { … } }`, FileRec.blocks): a
 * function in a module sees its own module's items only; `a::f()`,
 * `crate::a::b::f()`, `self::b::f()`, `super::h()`, `super::super::g()`,
 * `self::k()` and a `use super::g as gg;` inside a module are read from the
 * module they are written in; `a::Cart::new()` reaches the type of that
 * module. Decoys: a top-level `f` and `k`, b's own `h`, and another file's
 * inline module of the same name.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'mod other;', // 1
  'pub fn g() -> i32 { 1 }', // 2
  'pub fn f() -> i32 { 0 }', // 3
  'pub fn k() -> i32 { 6 }', // 4
  'mod a {', // 5
  '    pub fn f() -> i32 { 2 }', // 6
  '    pub fn h() -> i32 { 3 }', // 7
  '    pub mod b {', // 8
  '        pub fn f() -> i32 { super::h() + self::k() + crate::g() + super::super::g() }', // 9
  '        fn k() -> i32 { 4 }', // 10
  '        pub fn h() -> i32 { 5 }', // 11
  '    }', // 12
  '    use super::g as gg;', // 13
  '    pub fn uses() -> i32 { b::f() + self::b::f() + f() + gg() }', // 14
  '    pub struct Cart;', // 15
  '    impl Cart {', // 16
  '        pub fn new() -> Cart { Cart }', // 17
  '        pub fn total(&self) -> i32 { self.inner() }', // 18
  '        fn inner(&self) -> i32 { 0 }', // 19
  '    }', // 20
  '}', // 21
  'pub fn top() -> i32 { a::f() + crate::a::b::f() + f() + other::a::f() }', // 22
  'pub fn make() { a::Cart::new(); }', // 23
  '',
].join('\n');

const OTHER = ['pub mod a {', '    pub fn f() -> i32 { 7 }', '}', 'pub fn run() -> i32 { a::f() }', ''].join('\n');

describeGraph('code graph: Rust inline modules', { 'Cargo.toml': '[package]\nname = "shop"\nversion = "0.1.0"\n', 'src/lib.rs': LIB, 'src/other.rs': OTHER }, 'rust-inline-mods', (fx) => {
  it('paths into, out of and within inline modules reach the module they name', async () => {
    await expectEdges(fx, 'code_callers', {
      'f @ src/lib.rs:3': ['src/lib.rs:top:same-file'],
      'f @ src/lib.rs:6': ['src/lib.rs:top:import', 'src/lib.rs:uses:same-file'],
      'f @ src/lib.rs:9': ['src/lib.rs:top:import', 'src/lib.rs:uses:import'],
      'h @ src/lib.rs:7': ['src/lib.rs:f:import'],
      'h @ src/lib.rs:11': [],
      'k @ src/lib.rs:10': ['src/lib.rs:f:same-file'],
      'k @ src/lib.rs:4': [],
      'g @ src/lib.rs:2': ['src/lib.rs:f:import', 'src/lib.rs:uses:alias'],
      'f @ src/other.rs': ['src/lib.rs:top:import', 'src/other.rs:run:import'],
    });
  });

  it('a type of an inline module: its path, and self inside its impl', async () => {
    await expectEdges(fx, 'code_callers', {
      'Cart.new': ['src/lib.rs:make:import'],
      'Cart.inner': ['src/lib.rs:Cart::total:receiver'],
    });
  });
});
