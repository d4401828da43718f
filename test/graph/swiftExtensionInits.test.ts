/**
 * Swift initialisers outside a type's body (issue 3 #1): an `init` declared
 * in an `extension` of a struct, and one on an `enum`, are constructors of
 * their type, so `Money(cents: 5)` / `Coin(value: 10)` are their callers and
 * the callees of the code making them name those inits.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'Sources/Bank/Money.swift': [
    'struct Money {', // 1
    '    var cents: Int',
    '}',
    '',
    'extension Money {', // 5
    '    init(dollars: Int) {',
    '        self.cents = dollars * 100',
    '    }',
    '    func doubled() -> Money { return Money(cents: cents * 2) }',
    '}', // 10
    '',
    'enum Coin {',
    '    case penny, dime',
    '    init(value: Int) {',
    '        self = value >= 10 ? .dime : .penny', // 15
    '    }',
    '}',
    '',
  ].join('\n'),
  'Sources/Bank/Till.swift': [
    'class Till {', // 1
    '    var total: Money',
    '    init() { total = Money(dollars: 0) }',
    '    func take(_ amount: Int) -> Coin {',
    '        total = Money(dollars: amount)', // 5
    '        return Coin(value: amount)',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Swift inits in extensions and on enums construct their type', FILES, 'graph-swift-ext-inits', (fx) => {
  it('the init of an extension is a method of the extended struct, called by its constructions', async () => {
    const r = await fx.call('code_symbol', { name: 'init', path: 'Sources/Bank/Money.swift:6' });
    assert.match(r.text, /method Money\.init/);
    assert.deepEqual(await callers(fx, 'init', 'Sources/Bank/Money.swift:6'), [
      'Sources/Bank/Money.swift:Money.doubled:same-file',
      'Sources/Bank/Till.swift:Till.init:name',
      'Sources/Bank/Till.swift:Till.take:name',
    ]);
  });

  it('an enum is constructed by calling it: its init has callers, and the enum too', async () => {
    assert.deepEqual(await callers(fx, 'init', 'Sources/Bank/Money.swift:14'), ['Sources/Bank/Till.swift:Till.take:name']);
    assert.deepEqual(await callers(fx, 'Coin'), ['Sources/Bank/Till.swift:Till.take:name']);
  });

  it('callees of the code constructing them name the inits', async () => {
    assert.deepEqual(await callees(fx, 'Till.take'), ['Sources/Bank/Money.swift:Coin.init:name', 'Sources/Bank/Money.swift:Money.init:name']);
  });
});
