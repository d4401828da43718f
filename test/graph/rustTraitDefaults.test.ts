/**
 * Rust trait methods (newcomer 9): a method of `impl Matcher for Lit`
 * implements Matcher's method of its name, so `self.find()` inside the
 * trait's default method `is_match` — and any call that resolves to
 * Matcher.find — may run Lit.find: a `base` caller through Matcher.find.
 * Decoys: an inherent `impl Other { fn find }` and a `find` of another
 * trait that Other implements, neither of which a call through Matcher runs.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub trait Matcher {', // 1
  '    fn find(&self, hay: &str) -> Option<usize>;', // 2
  '    fn is_match(&self, hay: &str) -> bool {', // 3
  '        self.find(hay).is_some()', // 4
  '    }', // 5
  '}', // 6
  'pub trait Seeker {', // 7
  '    fn find(&self, hay: &str) -> Option<usize>;', // 8
  '}', // 9
  'pub struct Lit(pub String);', // 10
  'impl Matcher for Lit {', // 11
  '    fn find(&self, hay: &str) -> Option<usize> { hay.find(&self.0) }', // 12
  '}', // 13
  'pub struct Other;', // 14
  'impl Other {', // 15
  '    pub fn find(&self, hay: &str) -> Option<usize> { None }', // 16
  '}', // 17
  'pub struct Deep;', // 18
  'impl Seeker for Deep {', // 19
  '    fn find(&self, hay: &str) -> Option<usize> { None }', // 20
  '}', // 21
  'pub fn direct(l: &Lit) -> Option<usize> { l.find("a") }', // 22
  '',
].join('\n');

describeGraph('code graph: Rust trait default methods reach the implementors', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-trait-defaults', (fx) => {
  it('self.m() in a trait default method is a base caller of each impl of the trait', async () => {
    await expectEdges(fx, 'code_callers', {
      'Lit.find': ['src/lib.rs:Matcher::is_match:base', 'src/lib.rs:direct:receiver'],
      'Matcher.find': ['src/lib.rs:Matcher::is_match:receiver'],
      'Other.find': [],
      'Deep.find': [],
    });
  });
});
