/**
 * Rust calls written with a turbofish and chains headed by an associated
 * function returning a generic type (newcomer 20, ripgrep's
 * `self.fill_multi_line_buffer_from_reader::<_, S>(decoder)?` and
 * `MultiLine::new(self, matcher, slice, write_to).run()` with `fn new(…) ->
 * MultiLine<'s, M, S>`): the grammar puts a `generic_function` in the call's
 * function position, which held no call for methods; a method, a free
 * function, a path and a type's associated function called with `::<…>` are
 * calls of them, in macros too, and chains and lets go on through them. A
 * declared `-> Multi<'a, T>` types a chain as Multi, `-> Box<Multi<'a, T>>`
 * as Multi too. Decoy: Other.run, same name, never reached.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub struct Searcher { n: u8 }', // 1
  'impl Searcher {', // 2
  '    fn fill<R, S>(&self, r: R) -> Result<(), String> { Ok(()) }', // 3
  '    fn fill_file<S>(&self) -> Result<(), String> { self.fill::<_, S>(1)?; Ok(()) }', // 4
  '    pub fn search(&self) -> bool {', // 5
  '        self.fill_file::<u8>().is_ok();', // 6
  '        Multi::new(self, 1).run()', // 7
  '    }', // 8
  '    pub fn boxed(&self) -> bool { Multi::boxed(self).run() }', // 9
  '    pub fn checked(&self) { assert!(self.fill_file::<Vec<u8>>().is_ok()); }', // 10
  '}', // 11
  "pub struct Multi<'a, T> { s: &'a Searcher, t: T }", // 12
  "impl<'a, T> Multi<'a, T> {", // 13
  "    pub fn new(s: &'a Searcher, t: T) -> Multi<'a, T> { Multi { s, t } }", // 14
  "    pub fn boxed(s: &'a Searcher) -> Box<Multi<'a, u8>> { Box::new(Multi { s, t: 0 }) }", // 15
  '    pub fn run(self) -> bool { true }', // 16
  '}', // 17
  'pub struct Pool<T> { t: Vec<T> }', // 18
  'impl<T> Pool<T> {', // 19
  '    pub fn new() -> Self { Pool { t: Vec::new() } }', // 20
  '    pub fn run(&self) -> bool { true }', // 21
  '}', // 22
  'pub struct Other;', // 23
  'impl Other { pub fn run(&self) -> bool { false } }', // 24
  'pub fn make<T: Default>() -> T { T::default() }', // 25
  'pub fn pools() -> bool {', // 26
  '    let p = Pool::<u8>::new();', // 27
  '    p.run();', // 28
  '    let n = make::<u8>();', // 29
  '    util::helper::<u8>(n);', // 30
  '    Pool::<u16>::new().run()', // 31
  '}', // 32
  'pub mod util { pub fn helper<T>(t: T) {} }', // 33
  '',
].join('\n');

describeGraph('code graph: Rust turbofish calls and generic results', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-turbofish', (fx) => {
  it('a method, function or path called with ::<…> is a call of it, in a macro too', async () => {
    await expectEdges(fx, 'code_callers', {
      'Searcher.fill': ['src/lib.rs:Searcher::fill_file:receiver'],
      'Searcher.fill_file': ['src/lib.rs:Searcher::checked:receiver', 'src/lib.rs:Searcher::search:receiver'],
      make: ['src/lib.rs:pools:same-file'],
      'util::helper': ['src/lib.rs:pools:import'],
      'Pool.new': ['src/lib.rs:pools:receiver'],
    });
  });

  it('a chain or let headed by an associated function returning a generic type (or a Box of one) reaches that type', async () => {
    await expectEdges(fx, 'code_callers', {
      'Multi.run': ['src/lib.rs:Searcher::boxed:receiver', 'src/lib.rs:Searcher::search:receiver'],
      'Pool.run': ['src/lib.rs:pools:receiver'],
      'Other.run': [],
    });
  });
});
