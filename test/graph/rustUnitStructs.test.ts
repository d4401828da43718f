/**
 * Rust values that the graph read as nothing (issue 3 #3, #4): a unit
 * struct's name used as a value (`let f = Fees;`, `charge(Fees)`) constructs
 * one — only where the name is a unit struct, never an enum variant, a const
 * or a pattern —, and indexing a struct field that is a Vec, array, slice or
 * map (`self.accounts[idx].close()`) gives its element type.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "bank"\nversion = "0.1.0"\n',
  'src/fees.rs': ['pub struct Fees;', '', 'impl Fees {', '    pub fn rate(&self) -> u64 {', '        2', '    }', '}', ''].join('\n'),
  'src/lib.rs': [
    'mod fees;', // 1
    'use std::collections::HashMap;',
    'use crate::fees::Fees;',
    '',
    'pub const Limit: u64 = 10;', // 5
    'pub enum Mode { Open, Closed }',
    'use Mode::*;',
    '',
    'pub struct Account {',
    '    pub balance: u64,', // 10
    '}',
    '',
    'impl Account {',
    '    pub fn close(&mut self) {}',
    '    pub fn total(&self) -> u64 { self.balance }',
    '    pub fn deposit(&mut self, n: u64) {', // 15
    '        self.balance += n;',
    '    }',
    '}',
    '',
    'pub struct Bank<\'a> {', // 20
    '    accounts: Vec<Account>,',
    '    vault: [Account; 2],',
    '    by_name: HashMap<String, Account>,',
    '    shared: &\'a [Account],',
    '}', // 25
    '',
    'pub fn charge(f: Fees) -> u64 {',
    '    f.rate()',
    '}',
    '', // 30
    'impl<\'a> Bank<\'a> {',
    '    pub fn close(&mut self, idx: usize) {',
    '        self.accounts[idx].close();',
    '        self.by_name["x"].close();',
    '    }', // 35
    '    pub fn top_up(&mut self) {',
    '        self.vault[0].deposit(1);',
    '        let _n = self.shared[0].total();',
    '    }',
    '    pub fn fee(&self) -> u64 {', // 40
    '        let f = Fees;',
    '        charge(Fees) + f.rate() + Limit',
    '    }',
    '    pub fn mode(&self) -> Mode {',
    '        let m = Open;', // 45
    '        match m { Open => Closed, Closed => Open }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Rust unit struct values and indexed collection fields', FILES, 'graph-rust-unit-structs', (fx) => {
  it('a unit struct named as a value constructs it, through its `use` too', async () => {
    assert.deepEqual(await callers(fx, 'Fees'), ['src/lib.rs:Bank::fee:import']);
    const c = await callees(fx, 'Bank.fee');
    assert.ok(c.includes('src/fees.rs:Fees:import'), c.join(', '));
  });

  it('`let f = Fees;` types f, so f.rate() is Fees\'s', async () => {
    assert.deepEqual(await callers(fx, 'Fees.rate'), ['src/lib.rs:Bank::fee:receiver', 'src/lib.rs:charge:receiver']);
  });

  it('an enum variant, a const or a pattern of the same shape is no construction', async () => {
    assert.deepEqual(await callees(fx, 'Bank.mode'), []);
    const c = await callees(fx, 'Bank.fee');
    assert.ok(!c.some((e) => e.includes('Limit')), c.join(', '));
  });

  it('indexing a Vec, array, slice or HashMap field reaches the element type\'s method', async () => {
    assert.deepEqual(await callees(fx, 'Bank.close'), ['src/lib.rs:Account::close:receiver']);
    assert.deepEqual(await callees(fx, 'Bank.top_up'), ['src/lib.rs:Account::deposit:receiver', 'src/lib.rs:Account::total:receiver']);
    const r = await fx.call('code_callers', { symbol: 'Account.close' });
    assert.doesNotMatch(r.text, /Not listed/, r.text);
  });
});
