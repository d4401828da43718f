/**
 * Rust results read through `?`, `.unwrap()` and `.expect(…)` (newcomer 19
 * #2, ripgrep's `let mut searcher = args.search_worker(…)?;` then
 * `searcher.search(&haystack)`, search_worker returning
 * `anyhow::Result<SearchWorker<W>>`): a declared `Result<T, E>`,
 * `io::Result<T>`, `anyhow::Result<T>` or `Option<T>` is T after an
 * unwrapping, in a let and in a chain (`a.open()?.run()`), and `let w =
 * s.clone()` has s's type. Decoy: a result used without unwrapping
 * (`let r = a.open(); r.run()`) stays untyped, and Other.run is never reached.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'use std::io;', // 1
  'pub struct Worker<W> { w: W }', // 2
  'impl<W> Worker<W> { pub fn run(&mut self) -> bool { true } }', // 3
  'pub struct Other;', // 4
  'impl Other { pub fn run(&mut self) -> bool { false } }', // 5
  'pub struct Args;', // 6
  'impl Args {', // 7
  '    pub fn worker(&self, n: u8) -> anyhow::Result<Worker<u8>> { Ok(Worker { w: n }) }', // 8
  '    pub fn open(&self) -> io::Result<Worker<u8>> { Ok(Worker { w: 1 }) }', // 9
  '    pub fn find(&self) -> Option<&Worker<u8>> { None }', // 10
  '    pub fn plain(&self) -> Result<Worker<u8>, String> { Ok(Worker { w: 2 }) }', // 11
  '}', // 12
  'pub fn with_try(args: &Args) -> anyhow::Result<bool> {', // 13
  '    let mut searcher = args.worker(3)?;', // 14
  '    let mut copy = searcher.clone();', // 15
  '    copy.run();', // 16
  '    Ok(searcher.run())', // 17
  '}', // 18
  'pub fn chained(args: &Args) -> io::Result<bool> { Ok(args.open()?.run()) }', // 19
  'pub fn unwrapped(args: &Args) -> bool { args.plain().unwrap().run() }', // 20
  'pub fn expected(args: &Args) -> bool { let mut w = args.open().expect("open"); w.run() }', // 21
  'pub fn not_unwrapped(args: &Args) -> bool { let r = args.open(); r.run() }', // 22
  '',
].join('\n');

describeGraph('code graph: Rust results through ?, unwrap and expect', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-result-unwraps', (fx) => {
  it('a Result or Option result unwrapped by ?, unwrap() or expect() is its T; a clone keeps the type; a bare result stays untyped', async () => {
    await expectEdges(fx, 'code_callers', {
      'Worker.run': ['src/lib.rs:chained:receiver', 'src/lib.rs:expected:receiver', 'src/lib.rs:unwrapped:receiver', 'src/lib.rs:with_try:receiver'],
      'Other.run': [],
    });
  });
});

/**
 * Results typed by a path (ripgrep's `fn walk_builder(&self) ->
 * anyhow::Result<ignore::WalkBuilder>` then `args.walk_builder()?.build_parallel()`):
 * DefRec.returns keeps the path, `ignore::WalkBuilder?` (langRustResults
 * pathReturn), read as a qualified bind is (graphScope rustPathType); the
 * same unwrapped inside a macro's arguments (langRustTokens). Decoy: `->
 * io::Error` after `use std::io;` is the standard library's, never the
 * crate's own `Error`.
 */
const lines = (...l: string[]) => `${l.join('\n')}\n`;
const PATHS: Record<string, string> = {
  'ignore/Cargo.toml': lines('[package]', 'name = "ignore"', 'version = "0.1.0"'),
  'ignore/src/lib.rs': lines('pub struct WalkBuilder;', 'impl WalkBuilder {', '    pub fn build_parallel(&self) -> bool { true }', '}'),
  'core/Cargo.toml': lines('[package]', 'name = "core-app"', 'version = "0.1.0"', '[dependencies]', 'ignore = { path = "../ignore" }'),
  'core/src/main.rs': lines(
    'use std::io;',
    'pub struct Error;',
    'impl Error { pub fn kind(&self) -> u8 { 0 } }',
    'pub struct Args;',
    'impl Args {',
    '    pub fn walk_builder(&self) -> anyhow::Result<ignore::WalkBuilder> { Ok(ignore::WalkBuilder) }',
    '    pub fn plain(&self) -> ignore::WalkBuilder { ignore::WalkBuilder }',
    '    pub fn err(&self) -> io::Error { todo!() }',
    '}',
    'fn run(args: &Args) -> anyhow::Result<bool> {',
    '    args.walk_builder()?.build_parallel();',
    '    args.plain().build_parallel();',
    '    args.err().kind();',
    '    Ok(true)',
    '}',
    'fn shown(args: &Args) -> anyhow::Result<()> {',
    '    println!("{}", args.walk_builder()?.build_parallel());',
    '    Ok(())',
    '}',
    'fn main() {}',
  ),
};

describeGraph('code graph: Rust results typed by a path, unwrapped in chains and macros', PATHS, 'rust-result-paths', (fx) => {
  it('a path result (wrapped or not) types the chain on it, in a macro too; a std path never names a repository type', async () => {
    await expectEdges(fx, 'code_callers', {
      'WalkBuilder.build_parallel': ['core/src/main.rs:run:receiver', 'core/src/main.rs:shown:receiver'],
      'Error.kind': [],
    });
  });
});
