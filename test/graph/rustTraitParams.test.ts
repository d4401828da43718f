/**
 * Rust calls through a parameter typed by a trait (newcomer 13): `fn
 * apply<T: Chargeable>(t: &mut T) { t.charge(1) }`, `where T: Chargeable`,
 * `t: &mut dyn Chargeable`, `t: impl Chargeable`, `Box<dyn Chargeable>` and
 * a loop over `&mut [Box<dyn Chargeable>]` were tied to nothing; now they
 * call Chargeable.charge and, through it, every implementation (via base),
 * and impact follows. Decoys: a second trait Billable with its own `charge`,
 * implemented by Card, reached only through its own bound.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub trait Chargeable {', // 1
  '    fn charge(&mut self, amount: u64) -> bool;', // 2
  '}', // 3
  'pub trait Billable {', // 4
  '    fn charge(&mut self, amount: u64) -> bool;', // 5
  '}', // 6
  'pub struct Account { pub balance: u64 }', // 7
  'impl Chargeable for Account {', // 8
  '    fn charge(&mut self, amount: u64) -> bool { self.balance >= amount }', // 9
  '}', // 10
  'pub struct Card;', // 11
  'impl Billable for Card {', // 12
  '    fn charge(&mut self, _amount: u64) -> bool { true }', // 13
  '}', // 14
  'pub fn bounded<T: Chargeable>(t: &mut T) -> bool { t.charge(1) }', // 15
  'pub fn bounded_where<T>(t: &mut T) -> bool where T: Clone + Chargeable { t.charge(2) }', // 16
  'pub fn dynamic(t: &mut dyn Chargeable) -> bool { t.charge(3) }', // 17
  'pub fn opaque(mut t: impl Chargeable) -> bool { t.charge(4) }', // 18
  'pub fn boxed(mut b: Box<dyn Chargeable>) -> bool { b.charge(5) }', // 19
  'pub fn all(items: &mut [Box<dyn Chargeable>]) {', // 20
  '    for it in items.iter_mut() {', // 21
  '        it.charge(6);', // 22
  '    }', // 23
  '}', // 24
  'pub fn bill<B: Billable>(b: &mut B) -> bool { b.charge(7) }', // 25
  'pub struct Runner<T: Chargeable> { inner: T }', // 26
  'impl<T: Chargeable> Runner<T> {', // 27
  '    pub fn run(&self, t: &mut T) -> bool { t.charge(8) }', // 28
  '}', // 29
  'pub fn top() { let mut a = Account { balance: 1 }; bounded(&mut a); }', // 30
  '',
].join('\n');

describeGraph('code graph: Rust calls through trait-typed parameters', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-trait-params', (fx) => {
  it('bounded, where, dyn, impl, Box and a loop over boxed traits call the trait method and reach its implementors', async () => {
    const via = (v: string) => ['bounded', 'bounded_where', 'dynamic', 'opaque', 'boxed', 'all', 'Runner::run'].map((f) => `src/lib.rs:${f}:${v}`).sort();
    await expectEdges(fx, 'code_callers', {
      'Chargeable.charge': via('receiver'),
      'Account.charge': via('base'),
      'Billable.charge': ['src/lib.rs:bill:receiver'],
      'Card.charge': ['src/lib.rs:bill:base'],
    });
  });

  it('impact of the implementation follows the callers through the trait', async () => {
    const r = await fx.call('code_impact', { symbol: 'Account.charge' });
    assert.match(r.text, /function top/);
  });
});
