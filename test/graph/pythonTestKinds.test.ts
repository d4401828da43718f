/**
 * Python test functions as kind `test` (langPython pythonTests; newcomer 17
 * #5: `symbol -k test` found none in a pytest file): methods named `test…`
 * of a class named `Test…` or based on a `…TestCase`, and module-level
 * `test…` functions of a module that imports pytest/unittest or holds two
 * such functions. Helpers (`helper`, `setUp`) stay methods; a library's
 * lone `test_connection` stays a function; calls made in tests still
 * resolve through `self` and imports.
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
    assert.match(kinds.text, /^tests\/test_service\.py:17 {2}test CartCase\.test_add$/m, kinds.text);
  });
});
