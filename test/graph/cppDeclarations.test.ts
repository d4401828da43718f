/**
 * C and C++ declarations joined to their definitions (issue 3 leftovers,
 * newcomer on google/leveldb): a header documents a member where its class
 * body declares it (`// Compact…` above `void CompactMemTable();`) or a
 * function where it is prototyped, and the `.cc` defines it without a
 * comment. The definition is the one answer, noting the declaration and
 * showing its doc (else the doc of the base method it overrides); a
 * declaration's line answers for the definition; search finds it by that doc.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, type GraphFixture } from './helpers';

const CPP = {
  'include/shop/cart.h': [
    '#ifndef SHOP_CART_H', // 1
    '#define SHOP_CART_H',
    'namespace shop {',
    '',
    '// Opens a cart for the customer.', // 5
    'int OpenCart(int customer);',
    '',
    'class Base {',
    ' public:',
    '  // Apply the pending updates to the store.', // 10
    '  virtual int Apply(int n) = 0;',
    '};',
    '',
    'class Cart : public Base {',
    ' public:', // 15
    '  // Create an empty cart.',
    '  Cart();',
    '  int Apply(int n) override;',
    '',
    '  // Add one item; count defaults to one.', // 20
    '  void Add(int item, int count = 1);',
    '  // Add every item of a list.',
    '  void Add(const int* items, int n, bool sorted);',
    '',
    '  // Total price in cents.', // 25
    '  int Total() const;',
    '  int Size() const;',
    '  // Twice the total.',
    '  int Twice() const { return Total() * 2; }',
    '};', // 30
    '',
    '}  // namespace shop',
    '#endif',
  ].join('\n'),
  'src/cart.cc': [
    '#include "../include/shop/cart.h"', // 1
    'namespace shop {',
    '',
    'int OpenCart(int customer) { return customer; }',
    '', // 5
    'Cart::Cart() {}',
    '',
    'int Cart::Apply(int n) { return n; }',
    '',
    'void Cart::Add(int item, int count) { Total(); }', // 10
    '',
    'void Cart::Add(const int* items, int n, bool sorted) {}',
    '',
    '// The sum of the item prices.',
    'int Cart::Total() const { return 0; }', // 15
    '',
    'int Cart::Size() const { return 0; }',
    '',
    '}  // namespace shop',
  ].join('\n'),
  'src/main.cc': ['#include "../include/shop/cart.h"', '', 'int main() {', '  shop::Cart c;', '  c.Add(1);', '  return c.Total() + shop::OpenCart(2);', '}', ''].join('\n'),
};

/** The structured items of code_symbol for `args`, failing on an error. */
async function symbolItems(fx: GraphFixture, args: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const r = await fx.call('code_symbol', args);
  assert.ok(!r.isError, r.text);
  return (r.structured?.items ?? []) as Record<string, unknown>[];
}

/** `path:line doc` of each item, doc's first words only. */
const brief = (items: Record<string, unknown>[]) => items.map((i) => `${i.path}:${i.line} ${i.doc ?? '-'}`);

describeGraph('code graph: C++ declarations in a header joined to definitions out of line', CPP, 'graph-cpp-declarations', (fx) => {
  it('a member defined out of line is one definition, with the declaration noted and its doc', async () => {
    const items = await symbolItems(fx, { name: 'Cart::Size' });
    assert.deepEqual(items.map((i) => [i.path, i.line, i.declared, i.doc]), [['src/cart.cc', 17, [{ path: 'include/shop/cart.h', line: 27 }], undefined]]);
    assert.deepEqual(brief(await symbolItems(fx, { name: 'Cart::Cart' })), ['src/cart.cc:6 Create an empty cart.']);
    // Its own doc comment wins over the header's; the declaration is still noted.
    const total = await symbolItems(fx, { name: 'Cart::Total' });
    assert.deepEqual(brief(total), ['src/cart.cc:15 The sum of the item prices.']);
    assert.deepEqual(total[0].declared, [{ path: 'include/shop/cart.h', line: 26 }]);
  });

  it('overloads take the declaration listing as many parameters (defaults written in the header only)', async () => {
    const items = await symbolItems(fx, { name: 'Cart::Add' });
    assert.deepEqual(brief(items).sort(), ['src/cart.cc:10 Add one item; count defaults to one.', 'src/cart.cc:12 Add every item of a list.']);
  });

  it('a namespace function takes its prototype\'s doc; an undocumented override the base method\'s, named', async () => {
    const open = await symbolItems(fx, { name: 'OpenCart' });
    assert.deepEqual(open.map((i) => [i.path, i.line, i.declared, i.doc]), [['src/cart.cc', 4, [{ path: 'include/shop/cart.h', line: 6 }], 'Opens a cart for the customer.']]);
    const apply = await fx.call('code_symbol', { name: 'Cart::Apply' });
    assert.equal(
      apply.text.split('\n').slice(0, 2).join('\n'),
      'src/cart.cc:8  method shop::Cart::Apply  int Cart::Apply(int n)  (declared at include/shop/cart.h:18)\n    Apply the pending updates to the store.  (doc of shop::Base::Apply, which it overrides)',
    );
  });

  it('a declaration\'s line answers for the definition: symbol, callers, symbol without a name', async () => {
    assert.deepEqual(brief(await symbolItems(fx, { name: 'Total', path: 'include/shop/cart.h:26' })), ['src/cart.cc:15 The sum of the item prices.']);
    assert.deepEqual(await callers(fx, 'Cart::Total', 'include/shop/cart.h:26'), ['include/shop/cart.h:shop::Cart::Twice:receiver', 'src/cart.cc:shop::Cart::Add:same-file', 'src/main.cc:main:receiver']);
    const r = await fx.call('code_callers', { path: 'include/shop/cart.h:26' });
    assert.match(r.text, /^callers of method shop::Cart::Total \(src\/cart\.cc:15\):/);
    // Without a name: the definition declared there, then the class holding the line.
    const here = await symbolItems(fx, { path: 'include/shop/cart.h:21' });
    assert.deepEqual(here.map((i) => `${i.path}:${i.line} ${i.name}`), ['src/cart.cc:10 shop::Cart::Add', 'include/shop/cart.h:14 shop::Cart']);
    // A member defined in the class body is its own definition, as before.
    assert.deepEqual(brief(await symbolItems(fx, { name: 'Cart::Twice' })), ['include/shop/cart.h:29 Twice the total.']);
  });

  it('search_code finds a definition by the doc comment of its declaration', async () => {
    const r = await fx.call('search_code', { query: 'empty cart', limit: 3 });
    assert.match(r.text, /^src\/cart\.cc:6 {2}method shop::Cart::Cart/, r.text);
    const r2 = await fx.call('search_code', { query: 'opens customer', limit: 3 });
    assert.match(r2.text, /^src\/cart\.cc:4 {2}function shop::OpenCart/, r2.text);
  });
});

const C = {
  'include/ledger.h': ['#ifndef LEDGER_H', '#define LEDGER_H', '', '/* The sum of two amounts, clamped at zero. */', 'int ledger_total(int a, int b);', '', '#endif'].join('\n'),
  'src/ledger.c': ['#include "../include/ledger.h"', '', 'int ledger_total(int a, int b) {', '    return a + b;', '}', ''].join('\n'),
};

describeGraph('code graph: a C function takes its header prototype\'s doc', C, 'graph-c-declaration-docs', (fx) => {
  it('symbol shows the prototype\'s doc and line', async () => {
    const items = await symbolItems(fx, { name: 'ledger_total' });
    assert.deepEqual(items.map((i) => [i.path, i.line, i.declared, i.doc]), [['src/ledger.c', 3, [{ path: 'include/ledger.h', line: 5 }], 'The sum of two amounts, clamped at zero.']]);
  });
});
