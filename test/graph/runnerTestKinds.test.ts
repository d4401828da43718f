/**
 * Test functions the runners collect as kind `test`. Python (langPython pythonTests; newcomer 17
 * #5: `symbol -k test` found none in a pytest file): methods named `test…`
 * of a class named `Test…` or based on a `…TestCase`, and module-level
 * `test…` functions of a module that imports pytest/unittest or holds two
 * such functions. Helpers (`helper`, `setUp`) stay methods; a library's
 * lone `test_connection` stays a function; calls made in tests still
 * resolve through `self` and imports. Ruby (langRubyTests rubyTestMethods):
 * `test_…` methods of a `Minitest::Test` subclass, named `CartTest#test_adds`.
 * (GoogleTest `TEST_F(Suite, Name)` is kind test too: cppGtest.test.ts.)
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

describeGraph('Python test functions are test cases', {
  'shop/service.py': [
    'class Cart:',
    '    def __init__(self):',
    '        self.items = []',
    '',
    '    def add(self, x):',
    '        self.items.append(x)',
    '',
    '    def total(self):',
    '        return sum(self.items)',
    '',
    '',
    'def test_connection(db):',
    '    return db.ping()',
    '',
  ].join('\n'),
  'tests/test_service.py': [
    'import unittest',
    'from shop.service import Cart',
    '',
    '',
    'class TestTotals:',
    '    def helper(self):',
    '        return 1',
    '',
    '    def test_empty(self):',
    '        assert self.helper() == 1',
    '',
    '',
    'class CartCase(unittest.TestCase):',
    '    def setUp(self):',
    '        self.cart = Cart()',
    '',
    '    def test_add(self):',
    '        self.cart.add(1)',
    '',
    '',
    'def test_module_level():',
    '    Cart().add(2)',
    '',
  ].join('\n'),
}, 'python-test-kinds', (fx) => {
  it('test methods of test classes and module-level tests are kind test; helpers and a library function are not', () => {
    assert.deepEqual(defsIn(fx, 'tests/test_service.py'), [
      'class TestTotals 5',
      'method TestTotals.helper 6',
      'test TestTotals.test_empty 9',
      'class CartCase 13',
      'method CartCase.setUp 14',
      'test CartCase.test_add 17',
      'test test_module_level 21',
    ]);
    assert.deepEqual(defsIn(fx, 'shop/service.py').slice(-1), ['function test_connection 12']);
  });

  it('calls made in tests resolve as before, and callers name the tests', async () => {
    await expectEdges(fx, 'code_callers', {
      'Cart.add': ['tests/test_service.py:CartCase.test_add:receiver', 'tests/test_service.py:test_module_level:receiver'],
      'TestTotals.helper': ['tests/test_service.py:TestTotals.test_empty:receiver'],
    });
    const kinds = await fx.call('code_symbol', { name: 'test_add', kind: 'test' });
    assert.match(kinds.text, /^tests\/test_service\.py:17 {2}test CartCase\.test_add {2}def test_add\(self\)$/m, kinds.text);
  });
});

describeGraph('Minitest test methods are test cases', {
  'lib/cart.rb': ['class Cart', '  def add(x)', '    (@items ||= []) << x', '  end', '', '  def test_mode', '    false', '  end', 'end', ''].join('\n'),
  'test/cart_test.rb': [
    'require "minitest/autorun"',
    'require_relative "../lib/cart"',
    '',
    'class CartTest < Minitest::Test',
    '  def setup',
    '    @cart = Cart.new',
    '  end',
    '',
    '  def test_adds_items',
    '    Cart.new.add(1)',
    '  end',
    'end',
    '',
  ].join('\n'),
}, 'ruby-test-kinds', (fx) => {
  it('test_… methods of a Minitest::Test subclass are kind test, named with #; setup and a library test_mode stay methods', async () => {
    assert.deepEqual(defsIn(fx, 'test/cart_test.rb'), ['class CartTest 4', 'method CartTest.setup 5', 'test CartTest.test_adds_items 9']);
    assert.deepEqual(defsIn(fx, 'lib/cart.rb'), ['class Cart 1', 'method Cart.add 2', 'method Cart.test_mode 6']);
    const outline = await fx.call('code_symbol', { path: 'test/cart_test.rb' });
    assert.match(outline.text, /^test\/cart_test\.rb:9 {2}test CartTest#test_adds_items {2}def test_adds_items$/m, outline.text);
    await expectEdges(fx, 'code_callers', { 'Cart#add': ['test/cart_test.rb:CartTest#test_adds_items:receiver'] });
  });
});
