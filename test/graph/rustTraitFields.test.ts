/**
 * Rust calls through a struct field typed by a type parameter (newcomer 19
 * #1, ripgrep's `Core<'s, M, S> { sink: S }` with `impl<'s, M: Matcher, S:
 * Sink> Core<'s, M, S>` calling `self.sink.matched(…)`): the field is bound
 * to the trait its parameter is bounded by — in the impl (by position, under
 * another name too), in the struct itself, or in a `where` — so the call
 * reaches the trait's method and, through it, every implementation. Decoy:
 * an unbounded parameter's field reaches nothing.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub trait Sink {', // 1
  '    fn matched(&mut self, n: u64) -> bool;', // 2
  '}', // 3
  'pub trait Matcher { fn find(&self) -> bool; }', // 4
  'pub struct Counter { n: u64 }', // 5
  'impl Sink for Counter {', // 6
  '    fn matched(&mut self, n: u64) -> bool { self.n += n; true }', // 7
  '}', // 8
  'pub struct Core<\'s, M: \'s, S> {', // 9
  '    matcher: &\'s M,', // 10
  '    sink: S,', // 11
  '}', // 12
  'impl<\'s, M: Matcher, X: Sink> Core<\'s, M, X> {', // 13
  '    pub fn run(&mut self) -> bool { self.matcher.find() && self.sink.matched(1) }', // 14
  '}', // 15
  'pub struct Own<S: Sink> { sink: Box<S> }', // 16
  'impl<S: Sink> Own<S> { pub fn go(&mut self) -> bool { self.sink.matched(2) } }', // 17
  'pub struct Wh<S> where S: Sink { sink: S }', // 18
  'impl<S> Wh<S> where S: Sink { pub fn go(&mut self) -> bool { self.sink.matched(3) } }', // 19
  'pub struct Loose<S> { sink: S }', // 20
  'impl<S> Loose<S> { pub fn go(&mut self) -> bool { self.sink.matched(4) } }', // 21
  '',
].join('\n');

describeGraph('code graph: Rust calls through fields typed by a bounded type parameter', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-trait-fields', (fx) => {
  it('self.sink.matched() reaches the trait method and its implementations; an unbounded field reaches nothing', async () => {
    await expectEdges(fx, 'code_callers', {
      'Sink.matched': ['src/lib.rs:Core::run:receiver', 'src/lib.rs:Own::go:receiver', 'src/lib.rs:Wh::go:receiver'],
      'Counter.matched': ['src/lib.rs:Core::run:base', 'src/lib.rs:Own::go:base', 'src/lib.rs:Wh::go:base'],
      'Matcher.find': ['src/lib.rs:Core::run:receiver'],
    });
  });
});

/**
 * The struct in one file, its `impl<'a, M, X: Sink> Core<'a, M, X>` in
 * another of the crate (langRustTraits selfArguments, graphPaths
 * rustBoundField): the field `sink: S` is the impl's bounded argument at S's
 * position, under another name. Decoys: the unbounded `M` field, and an
 * impl leaving the sink's argument unbounded.
 */
const lines = (...l: string[]) => `${l.join('\n')}\n`;
const SPLIT: Record<string, string> = {
  'Cargo.toml': lines('[package]', 'name = "split"', 'version = "0.1.0"'),
  'src/lib.rs': lines('pub mod core;', 'pub mod glue;', 'pub mod loose;', 'pub mod sink;'),
  'src/sink.rs': lines('pub trait Sink {', '    fn matched(&mut self) -> bool;', '}', 'pub struct Printer;', 'impl Sink for Printer {', '    fn matched(&mut self) -> bool { true }', '}'),
  'src/core.rs': lines("pub struct Core<'s, M, S: ?Sized> {", "    matcher: &'s M,", '    sink: S,', '}', 'pub struct Free<S> { sink: S }'),
  'src/glue.rs': lines(
    'use crate::core::Core;',
    'use crate::sink::Sink;',
    "impl<'a, M, X: Sink> Core<'a, M, X> {",
    '    pub fn step(&mut self) -> bool { self.sink.matched() }',
    '    pub fn probe(&self) -> bool { self.matcher.matched() }',
    '}',
  ),
  'src/loose.rs': lines('use crate::core::Free;', 'impl<S> Free<S> {', '    pub fn step(&mut self) -> bool { self.sink.matched() }', '}'),
};

describeGraph('code graph: Rust fields typed by a type parameter bounded in an impl in another file', SPLIT, 'rust-trait-fields-split', (fx) => {
  it('self.sink.matched() in the impl reaches the trait and its implementations; unbounded ones reach nothing', async () => {
    await expectEdges(fx, 'code_callers', {
      'Sink.matched': ['src/glue.rs:Core::step:receiver'],
      'Printer.matched': ['src/glue.rs:Core::step:base'],
    });
  });
});
