/**
 * Rust calls inside macro invocations (`println!`, `assert!`, `assert_eq!`,
 * `vec!`, `format!`, `write!`): the grammar leaves a macro's arguments as a
 * token tree, read by langRust `tokens`. Bare calls, paths (`Size::parse`,
 * `util::twice`), typed receivers (`s.half(4)`), `self.m()`, chains and
 * nested macros reach their definitions; the calls belong to the function
 * around the macro. Decoys: util's `twice` and free `half` of the same
 * names, a macro whose string only spells `twice(…)`, a `macro_rules!` body.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'mod util;', // 1
  'pub fn twice(x: i32) -> i32 { x * 2 }', // 2
  'pub struct Size;', // 3
  'impl Size {', // 4
  '    pub fn parse(s: &str) -> Option<u64> { s.parse().ok() }', // 5
  '    pub fn half(&self, n: i32) -> i32 { n / 2 }', // 6
  '    pub fn show(&self) -> String { format!("{}", self.half(8)) }', // 7
  '}', // 8
  'pub fn run(s: &Size) -> String {', // 9
  '    println!("{}", twice(2));', // 10
  '    assert!(Size::parse("1").is_some());', // 11
  '    assert_eq!(s.half(4), util::twice(1));', // 12
  '    let v = vec![format!("{}", twice(4))];', // 13
  '    format!("{:?}", v)', // 14
  '}', // 15
  'pub fn writes(out: &mut String, s: Size) {', // 16
  '    use std::fmt::Write;', // 17
  '    write!(out, "{}", s.half(3)).unwrap();', // 18
  '}', // 19
  'pub fn quiet() { println!("twice(2) {}", 1); }', // 20
  'macro_rules! dbl { ($x:expr) => { $x * 2 } }', // 21
  '',
].join('\n');

const UTIL = ['pub fn twice(x: i32) -> i32 { x + x }', 'pub fn half(n: i32) -> i32 { n / 2 }', ''].join('\n');

describeGraph('code graph: Rust calls inside macros', { 'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\n', 'src/lib.rs': LIB, 'src/util.rs': UTIL }, 'rust-macro-calls', (fx) => {
  it('calls in macro arguments are callers of what they name, attributed to the enclosing function', async () => {
    await expectEdges(fx, 'code_callers', {
      'twice @ src/lib.rs': ['src/lib.rs:run:same-file'],
      'twice @ src/util.rs': ['src/lib.rs:run:import'],
      'Size.parse': ['src/lib.rs:run:receiver'],
      'Size.half': ['src/lib.rs:Size::show:receiver', 'src/lib.rs:run:receiver', 'src/lib.rs:writes:receiver'],
      'half @ src/util.rs': [],
    });
  });

  it('a string that spells a call is no call', async () => {
    const r = await fx.call('code_callees', { symbol: 'quiet' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual(r.structured?.items ?? [], []);
  });
});
