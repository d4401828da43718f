/**
 * Rust struct literals construct (newcomer 13): `Account { balance }`,
 * `Self { … }` in an impl and `crate::ledger::Ledger { accounts: Vec::new() }`
 * are callers of the struct, so `callers Account` no longer says nothing
 * constructs it. A struct pattern (`let Account { balance } = a`, `match a {
 * Account { .. } => … }`) only takes one apart: not a caller.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub mod account;\npub mod ledger;\n',
  'src/account.rs': [
    'pub struct Account {',
    '    pub balance: u64,',
    '}',
    'impl Account {',
    '    pub fn new(balance: u64) -> Self {',
    '        Account { balance }',
    '    }',
    '    pub fn empty() -> Self {',
    '        Self { balance: 0 }',
    '    }',
    '}',
    'pub fn peek(a: &Account) -> u64 {',
    '    let Account { balance } = a;',
    '    match a {',
    '        Account { balance: 0 } => 0,',
    '        _ => *balance,',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/ledger.rs': [
    'use crate::account::Account;',
    'pub struct Ledger {',
    '    accounts: Vec<Account>,',
    '}',
    'pub fn start() -> Ledger {',
    '    crate::ledger::Ledger { accounts: Vec::new() }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Rust struct literals construct their struct', FILES, 'rust-struct-literals', (fx) => {
  it('Account { … }, Self { … } and a path literal are callers; patterns are not', async () => {
    assert.deepEqual(await callers(fx, 'Account'), ['src/account.rs:Account::empty:same-file', 'src/account.rs:Account::new:same-file']);
    assert.deepEqual(await callers(fx, 'Ledger'), ['src/ledger.rs:start:import']);
    const r = await fx.call('code_callers', { symbol: 'Account' });
    assert.doesNotMatch(r.text, /nothing constructs it/);
  });
});
