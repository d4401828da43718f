/**
 * code_callees' "Not listed" note shows a Rust call as the source writes it
 * (newcomer 20 #3, ripgrep's `self.check_config(&matcher).map_err(…)` shown
 * as `this.check_config().map_err`, `MultiLine::new(…).run()` as
 * `MultiLine.new().run`): `self`, `::` paths, argument lists as `(…)`, a
 * chain read across the lines it spans; and a field path written over lines
 * (`self\n.inner\n.run()`) is the receiver `self.inner`, so the call reaches
 * the field's type.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'use std::cell::RefCell;', // 1
  'pub struct Inner;', // 2
  'impl Inner { pub fn run(&self) -> u8 { 1 } }', // 3
  'pub struct Searcher { inner: Inner, buf: RefCell<Vec<u8>> }', // 4
  'impl Searcher {', // 5
  '    fn check(&self, m: u8) -> Result<(), String> { Ok(()) }', // 6
  '    pub fn search(&self, m: u8) -> Result<u8, String> {', // 7
  '        self.check(m).map_err(|e| e)?;', // 8
  '        self.buf.borrow_mut();', // 9
  '        Vec::with_capacity(3).push(m);', // 10
  '        let n = self', // 11
  '            .inner', // 12
  '            .run();', // 13
  '        Ok(external::Walk::new(', // 14
  '            n,', // 15
  '            m,', // 16
  '        )', // 17
  '        .count())', // 18
  '    }', // 19
  '}', // 20
  '',
].join('\n');

describeGraph('code_callees: Rust calls it could not resolve, as written', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-unresolved-callees', (fx) => {
  it('names each with self, :: and (…) as the source writes it, a chain over lines read whole', async () => {
    const r = await fx.call('code_callees', { symbol: 'Searcher::search' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['Inner::run', 'Searcher::check']);
    assert.deepEqual(
      (r.structured!.unresolvedCallees as { names: { name: string }[] }).names.map((n) => n.name),
      ['self.check(…).map_err', 'self.buf.borrow_mut', 'Vec::with_capacity', 'Vec::with_capacity(…).push', 'Ok', 'external::Walk::new', 'external::Walk::new(…).count'],
    );
  });

  it('a field path written over lines is the field, so its call reaches the field type', async () => {
    await expectEdges(fx, 'code_callers', { 'Inner.run': ['src/lib.rs:Searcher::search:receiver'] });
  });
});
