/**
 * Rust results wrapped twice (issue 3): ripgrep's matcher `fn find(&self,
 * haystack: &[u8]) -> Result<Option<Match>, Self::Error>` and ignore's
 * `impl Iterator for Walk { fn next(&mut self) -> Option<Result<DirEntry,
 * Error>> }`. A receiver unwrapped once per wrapper (`m.find(h)?.unwrap()`,
 * `m.find(h)?.ok_or(e)?`, `walk.next().unwrap()?`, `….transpose()?.unwrap()`)
 * is the inner type, as are `if let Some(x) = m.find(h)?`, `while let
 * Some(r) = walk.next()` (one level: still a Result), and a `match m.find(h)?`
 * arm's `Some(x)`, also through a variable holding the call's result
 * (`let z = m.find(h)?; if let Some(w) = z`). Decoy: a result unwrapped once (`m.find(h)?.start()`, an
 * Option) reaches no Match, and Other's same-named methods are never reached.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub struct Match { start: usize, end: usize }', // 1
  'impl Match { pub fn start(&self) -> usize { self.start } pub fn end(&self) -> usize { self.end } }', // 2
  'pub struct DirEntry;', // 3
  'impl DirEntry { pub fn path(&self) -> &str { "" } pub fn depth(&self) -> usize { 0 } }', // 4
  'pub struct Other;', // 5
  'impl Other { pub fn start(&self) -> usize { 0 } pub fn path(&self) -> &str { "" } pub fn depth(&self) -> usize { 0 } }', // 6
  'pub struct NoError;', // 7
  'pub struct Error;', // 8
  'pub struct RegexMatcher;', // 9
  'impl RegexMatcher {', // 10
  '    fn find(&self, haystack: &[u8]) -> Result<Option<Match>, NoError> { Ok(None) }', // 11
  '}', // 12
  'pub struct Walk;', // 13
  'impl Walk {', // 14
  '    fn next(&mut self) -> Option<Result<DirEntry, Error>> { None }', // 15
  '}', // 16
  'pub fn first(m: &RegexMatcher, h: &[u8]) -> Result<usize, NoError> {', // 17
  '    let a = m.find(h)?.unwrap().start();', // 18
  '    let b = m.find(h)?.ok_or(NoError)?.end();', // 19
  '    if let Some(x) = m.find(h)? {', // 20
  '        x.start();', // 21
  '    }', // 22
  '    match m.find(h)? {', // 23
  '        Some(x) => x.end(),', // 24
  '        None => 0,', // 25
  '    };', // 26
  '    m.find(h)?.start();', // 27
  '    Ok(a + b)', // 28
  '}', // 29
  'pub fn walk(w: &mut Walk) -> Result<(), Error> {', // 30
  '    w.next().unwrap()?.path();', // 31
  '    while let Some(r) = w.next() {', // 32
  '        r?.depth();', // 33
  '    }', // 34
  '    w.next().transpose()?.unwrap().depth();', // 35
  '    Ok(())', // 36
  '}', // 37
  'pub fn held(m: &RegexMatcher, h: &[u8], mut stack: Vec<Match>) -> Result<(), NoError> {', // 38
  '    let z = m.find(h)?;', // 39
  '    if let Some(w) = z {', // 40
  '        w.end();', // 41
  '    }', // 42
  '    while let Some(s) = stack.pop() {', // 43
  '        s.start();', // 44
  '    }', // 45
  '    Ok(())', // 46
  '}', // 47
  '',
].join('\n');

describeGraph('code graph: Rust results wrapped twice', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-nested-unwraps', (fx) => {
  it('Result<Option<T>> and Option<Result<T>> unwrapped twice, by if let, while let and match, are T', async () => {
    await expectEdges(fx, 'code_callees', {
      first: ['src/lib.rs:Match::end:receiver', 'src/lib.rs:Match::start:receiver', 'src/lib.rs:NoError:same-file', 'src/lib.rs:RegexMatcher::find:receiver'],
      walk: ['src/lib.rs:DirEntry::depth:receiver', 'src/lib.rs:DirEntry::path:receiver', 'src/lib.rs:Walk::next:receiver'],
    });
    const r = await fx.call('code_callees', { symbol: 'first' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.find((i) => i.name === 'Match::start')?.calls.join() !== '18,21') throw new Error(r.text);
    await expectEdges(fx, 'code_callers', { 'Other::start': [], 'Other::path': [], 'Other::depth': [] });
    // A variable holding the call's result (`let z = m.find(h)?; if let Some(w) = z`), and a Vec's `pop()` in a `while let`.
    await expectEdges(fx, 'code_callees', { held: ['src/lib.rs:Match::end:receiver', 'src/lib.rs:Match::start:receiver', 'src/lib.rs:RegexMatcher::find:receiver'] });
  });
});
