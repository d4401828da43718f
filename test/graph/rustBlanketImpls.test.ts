/**
 * Rust blanket impls (newcomer 19 #4, grep-searcher's `impl<'a, S: Sink>
 * Sink for &'a mut S`): their methods were named `S.matched`, as if the type
 * parameter S were a type. They are named by Rust's qualified path, `<&mut
 * S as Sink>::matched` (a bare `impl<T: Sink> Show for T` as `<T as
 * Show>::show`), found by that name, reached as implementations of the
 * trait's method, and never make a bare `matched` ambiguous beside real
 * types; `S` names no definition. An impl for a real type over a parameter
 * (`for Box<S>`) keeps that type's name, `Box.matched`.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub trait Sink {', // 1
  '    fn matched(&mut self, n: u64) -> bool;', // 2
  '}', // 3
  'pub trait Show { fn show(&self) -> bool; }', // 4
  'pub struct Counter { n: u64 }', // 5
  'impl Sink for Counter {', // 6
  '    fn matched(&mut self, n: u64) -> bool { self.n += n; true }', // 7
  '}', // 8
  "impl<'a, S: Sink> Sink for &'a mut S {", // 9
  '    fn matched(&mut self, n: u64) -> bool { (**self).matched(n) }', // 10
  '}', // 11
  'impl<S: Sink + ?Sized> Sink for Box<S> {', // 12
  '    fn matched(&mut self, n: u64) -> bool { (**self).matched(n) }', // 13
  '}', // 14
  'impl<T: Sink> Show for T {', // 15
  '    fn show(&self) -> bool { true }', // 16
  '}', // 17
  'pub fn run<S: Sink>(s: &mut S) -> bool { s.matched(1) }', // 18
  '',
].join('\n');

describeGraph('code graph: Rust blanket impls', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-blanket-impls', (fx) => {
  it('names a blanket impl method by its qualified path and keeps Box for an impl on Box<S>', () => {
    const defs = defsIn(fx, 'src/lib.rs');
    assert.ok(defs.includes('method <&mut S as Sink>.matched 10'), defs.join('\n'));
    assert.ok(defs.includes('method <T as Show>.show 16'), defs.join('\n'));
    assert.ok(defs.includes('method Box.matched 13'), defs.join('\n'));
  });

  it('finds it by that name only; a bare name lists the real types; S is no type', async () => {
    assert.deepEqual(fx.graph.findDefinitions('<&mut S as Sink>::matched').map((d) => `${d.name} ${d.line}`), ['<&mut S as Sink>::matched 10']);
    assert.deepEqual(fx.graph.findDefinitions('matched').map((d) => `${d.name} ${d.line}`), ['Sink::matched 2', 'Counter::matched 7', 'Box::matched 13']);
    assert.deepEqual(fx.graph.findDefinitions('show').map((d) => `${d.name} ${d.line}`), ['Show::show 4']);
    assert.deepEqual(fx.graph.findDefinitions('S.matched'), []);
  });

  it('reaches it as an implementation of the trait method', async () => {
    await expectEdges(fx, 'code_callers', {
      'Sink.matched': ['src/lib.rs:run:receiver'],
      '<&mut S as Sink>::matched': ['src/lib.rs:run:base'],
      'Counter.matched': ['src/lib.rs:run:base'],
    });
  });
});
