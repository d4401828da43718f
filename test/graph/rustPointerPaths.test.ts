/**
 * Rust receivers left over from ripgrep (w1c #6): a call unwrapped after an
 * adapter that keeps the T, `make().ok_or(())?.run()`, `open().map_err(…)?`,
 * `let s = make().ok_or_else(…)?` (Option → Result → `?`: langRustResults
 * rustChain drops the adapter); a function returning `Box<a::Foo>` (the path
 * inside the pointer, langRust defExtra); struct fields `Box<a::Foo>` and
 * `std::rc::Rc<Foo>` (langRustTraits traitOf), each reaching Foo's impl in
 * another file of the crate.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'Cargo.toml': [
    "[package]",
    "name = \"rg\"",
    "version = \"0.1.0\"",
  ].join('\n') + '\n',
  'src/lib.rs': [
    "pub mod search;",
    "pub mod worker;",
  ].join('\n') + '\n',
  'src/search/mod.rs': [
    "pub mod searcher;",
    "pub mod run;",
  ].join('\n') + '\n',
  'src/search/searcher.rs': [
    "pub struct Searcher {",
    "    pub lines: usize,",
    "}",
    "",
    "pub fn make() -> Option<Searcher> {",
    "    None",
    "}",
    "",
    "pub fn open() -> Result<Searcher, String> {",
    "    Err(String::new())",
    "}",
  ].join('\n') + '\n',
  'src/search/run.rs': [
    "use crate::search::searcher::Searcher;",
    "",
    "impl Searcher {",
    "    pub fn run(&self) -> usize {",
    "        self.lines",
    "    }",
    "}",
  ].join('\n') + '\n',
  'src/worker.rs': [
    "use crate::search::searcher::{make, open, Searcher};",
    "use crate::search;",
    "",
    "pub struct Worker {",
    "    inner: Box<Searcher>,",
    "    shared: std::rc::Rc<Searcher>,",
    "    pathed: Box<search::searcher::Searcher>,",
    "}",
    "",
    "impl Worker {",
    "    pub fn go(&self) -> usize {",
    "        self.inner.run() + self.shared.run() + self.pathed.run()",
    "    }",
    "",
    "    pub fn try_run(&self) -> Result<usize, ()> {",
    "        let n = make().ok_or(())?.run();",
    "        let m = open().map_err(|_| ())?.run();",
    "        let s = make().ok_or_else(|| ())?;",
    "        Ok(n + m + s.run())",
    "    }",
    "",
    "    pub fn boxed() -> Box<search::searcher::Searcher> {",
    "        Box::new(search::searcher::Searcher { lines: 0 })",
    "    }",
    "",
    "    pub fn via_box(&self) -> usize {",
    "        Self::boxed().run()",
    "    }",
    "",
    "}",
  ].join('\n') + '\n',
};

describeGraph('Rust unwrapped adapters and pointers to paths', FILES, 'rust-pointer-paths', (fx) => {
  it('ok_or / ok_or_else / map_err before `?` keep the T; Box<a::Foo> results and Box/Rc fields reach Foo', async () => {
    await expectEdges(fx, 'code_callees', {
      'Worker::try_run': ['src/search/run.rs:Searcher::run:receiver', 'src/search/searcher.rs:make:import', 'src/search/searcher.rs:open:import'],
      'Worker::via_box': ['src/search/run.rs:Searcher::run:receiver', 'src/worker.rs:Worker::boxed:receiver'],
      'Worker::go': ['src/search/run.rs:Searcher::run:receiver'],
    });
    const r = await fx.call('code_callees', { symbol: 'Worker::try_run' });
    const run = (r.structured!.items as { name: string; calls: number[] }[]).find((i) => i.name === 'Searcher::run');
    if (run?.calls.join() !== '16,17,19') throw new Error(r.text);
    const go = await fx.call('code_callees', { symbol: 'Worker::go' });
    if (!/called on line 12\)\n?$/.test(go.text) || /Not listed/.test(go.text)) throw new Error(go.text);
  });
});
