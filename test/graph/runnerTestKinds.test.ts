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
 * Go, Rust, Java, Kotlin, C#, PHP and Swift by their runners' own rules
 * (testFunctions.ts; newcomer 19 #8: `-k test` found nothing in those).
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

describeGraph('Go, Rust, JVM, C#, PHP and Swift test functions are test cases', {
  'go/add.go': [
    'package calc',
    '',
    'func Add(a, b int) int { return a + b }',
    '',
    'func Testify() int { return 1 }',
    '',
  ].join('\n'),
  'go/add_test.go': [
    'package calc',
    '',
    'import "testing"',
    '',
    'func TestAdd(t *testing.T) {',
    '	if Add(1, 2) != 3 {',
    '		t.Fatal("bad")',
    '	}',
    '}',
    '',
    'func BenchmarkAdd(b *testing.B) { for i := 0; i < b.N; i++ { Add(1, 2) } }',
    '',
    'func Testhelper(t *testing.T) {}',
    '',
    'func ExampleAdd() { Add(1, 2) }',
    '',
    'func helper() int { return Add(2, 2) }',
    '',
  ].join('\n'),
  'rs/lib.rs': [
    'pub fn add(a: i32, b: i32) -> i32 { a + b }',
    '',
    '#[cfg(test)]',
    'mod tests {',
    '    use super::*;',
    '',
    '    #[test]',
    '    fn adds() { assert_eq!(add(1, 2), 3); }',
    '',
    '    #[tokio::test(flavor = "multi_thread")]',
    '    // slow',
    '    async fn adds_async() { add(2, 2); }',
    '',
    '    fn helper() -> i32 { add(3, 3) }',
    '}',
    '',
  ].join('\n'),
  'jv/AddTest.java': [
    'package demo;',
    '',
    'import org.junit.jupiter.api.Test;',
    'import org.junit.jupiter.api.BeforeEach;',
    '',
    'class AddTest {',
    '  @BeforeEach',
    '  void setUp() {}',
    '',
    '  @Test',
    '  void adds() { Calc.add(1, 2); }',
    '',
    '  @org.junit.jupiter.api.ParameterizedTest',
    '  @ValueSource(ints = {1})',
    '  void addsMany(int n) { Calc.add(n, n); }',
    '}',
    '',
    'class Calc {',
    '  static int add(int a, int b) { return a + b; }',
    '}',
    '',
  ].join('\n'),
  'kt/AddTest.kt': [
    'package demo',
    '',
    'import kotlin.test.Test',
    '',
    'class AddTest {',
    '  @Test fun adds() { sum(1, 2) }',
    '',
    '  @Test',
    '  fun addsTwice() { sum(2, 2) }',
    '',
    '  fun helper() = sum(3, 3)',
    '}',
    '',
    'fun sum(a: Int, b: Int) = a + b',
    '',
  ].join('\n'),
  'cs/AddTests.cs': [
    'using Xunit;',
    '',
    'public class Calc { public static int Add(int a, int b) => a + b; }',
    '',
    'public class AddTests',
    '{',
    '    [Fact]',
    '    public void Adds() { Calc.Add(1, 2); }',
    '',
    '    [Theory, InlineData(1)]',
    '    public void AddsMany(int n) { Calc.Add(n, n); }',
    '',
    '    public void Helper() { Calc.Add(3, 3); }',
    '}',
    '',
  ].join('\n'),
  'php/AddTest.php': [
    '<?php',
    'use PHPUnit\\Framework\\TestCase;',
    '',
    'class Calc { public static function add($a, $b) { return $a + $b; } }',
    '',
    'class AddTest extends TestCase',
    '{',
    '    public function testAdds(): void { Calc::add(1, 2); }',
    '',
    '    /** @test */',
    '    public function addsTwice(): void { Calc::add(2, 2); }',
    '',
    '    private function helper() { return Calc::add(3, 3); }',
    '}',
    '',
  ].join('\n'),
  // PHPUnit 10's attributes, in a file without a lowercase "test" anywhere.
  'php/CartTest.php': [
    '<?php',
    'namespace App\\Tests;',
    '',
    'use PHPUnit\\Framework\\Attributes\\Test;',
    'use PHPUnit\\Framework\\Attributes\\TestDox;',
    'use PHPUnit\\Framework\\TestCase;',
    '',
    'final class CartTest extends TestCase',
    '{',
    '    #[Test]',
    '    public function addsItems(): void { $this->assertSame(3, Calc::add(1, 2)); }',
    '',
    "    #[Test, TestDox('Adds twice')]",
    '    public function addsTwice(): void { Calc::add(2, 2); }',
    '',
    "    #[TestDox('Not run alone')]",
    '    public function helper(): int { return Calc::add(3, 3); }',
    '}',
    '',
  ].join('\n'),
  'sw/AddTests.swift': [
    'import XCTest',
    '',
    'func add(_ a: Int, _ b: Int) -> Int { a + b }',
    '',
    'class AddTests: XCTestCase {',
    '    func testAdds() { XCTAssertEqual(add(1, 2), 3) }',
    '    func helper() -> Int { add(3, 3) }',
    '}',
    '',
  ].join('\n'),
}, 'runner-test-kinds', (fx) => {
  it('go test: TestXxx(*testing.T), BenchmarkXxx, ExampleXxx in a file importing testing; not Testhelper, Testify or helpers', () => {
    assert.deepEqual(defsIn(fx, 'go/add_test.go'), ['test TestAdd 5', 'test BenchmarkAdd 11', 'function Testhelper 13', 'test ExampleAdd 15', 'function helper 17']);
    assert.deepEqual(defsIn(fx, 'go/add.go'), ['function Add 3', 'function Testify 5']);
  });

  it('Rust #[test] and #[tokio::test(…)] functions (a comment between them and fn too); a helper in the tests module is not', () => {
    assert.deepEqual(defsIn(fx, 'rs/lib.rs').filter((d) => !d.startsWith('module')), ['function add 1', 'test adds 8', 'test adds_async 12', 'function helper 14']);
  });

  it('JUnit/kotlin.test @Test and @…ParameterizedTest, xUnit [Fact]/[Theory, …], PHPUnit test… and @test, XCTest test… methods; set-up and helpers are not', () => {
    assert.deepEqual(defsIn(fx, 'jv/AddTest.java').slice(0, 4), ['class AddTest 6', 'method AddTest.setUp 7', 'test AddTest.adds 10', 'test AddTest.addsMany 13']);
    assert.deepEqual(defsIn(fx, 'kt/AddTest.kt'), ['class AddTest 5', 'test AddTest.adds 6', 'test AddTest.addsTwice 8', 'method AddTest.helper 11', 'function sum 14']);
    assert.deepEqual(defsIn(fx, 'cs/AddTests.cs').slice(-3), ['test AddTests.Adds 7', 'test AddTests.AddsMany 10', 'method AddTests.Helper 13']);
    assert.deepEqual(defsIn(fx, 'php/AddTest.php').slice(-3), ['test AddTest.testAdds 8', 'test AddTest.addsTwice 11', 'method AddTest.helper 13']);
    assert.deepEqual(defsIn(fx, 'sw/AddTests.swift'), ['function add 3', 'class AddTests 5', 'test AddTests.testAdds 6', 'method AddTests.helper 7']);
  });

  it('PHPUnit #[Test] methods, alone or first in a group, in a file without a lowercase "test"; #[TestDox] alone is not one', () => {
    assert.deepEqual(defsIn(fx, 'php/CartTest.php'), ['class CartTest 8', 'test CartTest.addsItems 10', 'test CartTest.addsTwice 13', 'method CartTest.helper 16']);
  });

  it('-k test lists them, their calls still resolve (Go: same package, by name), and callers of one say the runner runs it', async () => {
    const listed = await fx.call('code_symbol', { name: 'adds', kind: 'test' });
    // Its name's line, under `@Test` (issue 3).
    assert.match(listed.text, /^jv\/AddTest\.java:11 {2}test AddTest\.adds /m, listed.text);
    assert.match(listed.text, /^kt\/AddTest\.kt:6 {2}test AddTest\.adds /m, listed.text);
    assert.match(listed.text, /^rs\/lib\.rs:8 {2}test adds /m, listed.text);
    await expectEdges(fx, 'code_callers', {
      'Add @ go/add.go': ['go/add_test.go:BenchmarkAdd:name', 'go/add_test.go:ExampleAdd:name', 'go/add_test.go:TestAdd:name', 'go/add_test.go:helper:name'],
    });
    const none = await fx.call('code_callers', { symbol: 'TestAdd' });
    assert.match(none.text, /run by the test runner/, none.text);
  });
});
