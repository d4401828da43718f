/**
 * Rust closures passed to a function that declares the closure's type (w1c
 * #6): in `self.visit(|s| s.run())` with `fn visit(&self, f: impl
 * Fn(&Searcher))`, `s` is a Searcher, and so for `&dyn Fn(&Searcher) ->
 * usize`, `Box<dyn FnMut(Printer)>` (the closure passed boxed, `Box::new(|p| …)`) and a bounded type parameter `F:
 * Fn(&Searcher)` (also in a `where`). Each closure's parameter reaches its
 * own closure only: two closures of one function may both name theirs `s`
 * (langRustClosures: placed, declaring binds).
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "rg"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub mod search;\npub mod walk;\n',
  'src/search.rs': [
    'pub struct Searcher;',
    'pub struct Printer;',
    '',
    'impl Searcher {',
    '    pub fn run(&self) -> usize { 0 }',
    '}',
    '',
    'impl Printer {',
    '    pub fn print(&self) {}',
    '}',
    '',
  ].join('\n'),
  'src/walk.rs': [
    'use crate::search::{Printer, Searcher};',
    '',
    'pub struct Walker {',
    '    searcher: Searcher,',
    '}',
    '',
    'impl Walker {',
    '    pub fn visit(&self, f: impl Fn(&Searcher)) {',
    '        f(&self.searcher)',
    '    }',
    '',
    '    pub fn each(&self, f: &dyn Fn(&Searcher) -> usize, _n: usize) -> usize {',
    '        f(&self.searcher)',
    '    }',
    '',
    '    pub fn printed(&self, mut f: Box<dyn FnMut(Printer)>) {',
    '        f(Printer)',
    '    }',
    '',
    '    pub fn bounded<F: Fn(&Searcher)>(&self, f: F) {',
    '        f(&self.searcher)',
    '    }',
    '',
    '    pub fn bounded_where<F>(&self, n: usize, f: F)',
    '    where',
    '        F: Fn(usize, &Searcher),',
    '    {',
    '        f(n, &self.searcher)',
    '    }',
    '}',
    '',
    'pub fn closures(w: &Walker) {',
    '    w.visit(|s| {',
    '        s.run();',
    '    });',
    '    w.each(&|s| s.run(), 1);',
    '    w.printed(Box::new(|s| s.print()));',
    '    w.bounded(|s| {',
    '        s.run();',
    '    });',
    '    w.bounded_where(2, |_, s| {',
    '        s.run();',
    '    });',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Rust closure parameters typed by the function they are passed to', FILES, 'rust-closure-params', (fx) => {
  it('types a closure\'s parameter by the Fn type of the parameter it is passed for', async () => {
    await expectEdges(fx, 'code_callees', {
      closures: [
        'src/search.rs:Printer::print:receiver',
        'src/search.rs:Searcher::run:receiver',
        'src/walk.rs:Walker::bounded:receiver',
        'src/walk.rs:Walker::bounded_where:receiver',
        'src/walk.rs:Walker::each:receiver',
        'src/walk.rs:Walker::printed:receiver',
        'src/walk.rs:Walker::visit:receiver',
      ],
    });
    const r = await fx.call('code_callees', { symbol: 'closures' });
    const run = (r.structured!.items as { name: string; calls: number[] }[]).find((i) => i.name === 'Searcher::run');
    if (run?.calls.join() !== '34,36,39,42') throw new Error(r.text);
  });
});
