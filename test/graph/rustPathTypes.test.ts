/**
 * Rust parameters, lets and fields typed by a path (newcomer 19 #3,
 * ripgrep's `searcher: &mut grep::searcher::Searcher` calling
 * `searcher.search_path(…)`): bound to the type the path names, so the
 * calls reach its methods. Decoy: `f: &std::fs::File` is the standard
 * library's File, never the repository's.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub mod searcher;', // 1
  'pub struct File;', // 2
  'impl File { pub fn sync_all(&self) -> bool { true } }', // 3
  'pub fn run(s: &mut crate::searcher::Searcher, f: &std::fs::File) -> bool {', // 4
  '    f.sync_all();', // 5
  '    s.search_path(1)', // 6
  '}', // 7
  'pub struct Holder { s: searcher::Searcher }', // 8
  'impl Holder { pub fn go(&mut self) -> bool { self.s.search_path(2) } }', // 9
  'pub fn local() -> bool { let mut s: searcher::Searcher = searcher::Searcher; s.search_path(3) }', // 10
  '',
].join('\n');
const SEARCHER = ['pub struct Searcher;', 'impl Searcher { pub fn search_path(&mut self, n: u64) -> bool { n > 0 } }', ''].join('\n');

describeGraph('code graph: Rust path-qualified parameter, let and field types', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB, 'src/searcher.rs': SEARCHER }, 'rust-path-types', (fx) => {
  it('a parameter, field and let typed a::b::T call T.m; std::fs::File is not the repository File', async () => {
    await expectEdges(fx, 'code_callers', {
      'Searcher.search_path': ['src/lib.rs:Holder::go:receiver', 'src/lib.rs:local:receiver', 'src/lib.rs:run:receiver'],
      'File.sync_all': [],
    });
  });
});
