/**
 * Test cases found by the names people type (testNames.ts, graphNames
 * findDefinitions): a one-word title (`it('works', …)`) by `works` alone
 * once the word names no definition (several listed as an ambiguity), a
 * title in another case (`Adds Items`) when none fits in the case typed
 * (exact case wins), and Rails' `test "adds items" do … end` blocks of an
 * `ActiveSupport::TestCase` subclass as the test cases Rails defines,
 * `CartTest#test_adds_items` (langRubyTests railsTestCase). Real
 * repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/lib.ts': ['export function foo(n: number): number {', '  return n;', '}', 'export function bar(): void {}', ''].join('\n'),
  'test/lib.test.ts': [
    "import { foo, bar } from '../src/lib';", // 1
    "describe('lib', () => {", // 2
    "  it('works', () => {", // 3
    '    foo(1);', // 4
    '  });', // 5
    "  it('Adds Items', () => {", // 6
    '    bar();', // 7
    '  });', // 8
    "  it('adds items', () => {", // 9
    '    foo(2);', // 10
    '  });', // 11
    "  it('renders', () => bar());", // 12
    '});', // 13
    "describe('other', () => {", // 14
    "  it('works', () => bar());", // 15
    "  it('should work with default compose ', () => {", // 16
    '    foo(3);', // 17
    '  });', // 18
    "  it('  ', () => bar());", // 19
    '});', // 20
    '',
  ].join('\n'),
  'app/models/cart.rb': ['class Cart', '  def add(item)', '    item', '  end', 'end', ''].join('\n'),
  'test/models/cart_test.rb': [
    'require "test_helper"', // 1
    '', // 2
    'class CartTest < ActiveSupport::TestCase', // 3
    '  test "adds  items" do', // 4
    '    Cart.new.add(1)', // 5
    '  end', // 6
    '', // 7
    '  def test_plain', // 8
    '    Cart.new.add(2)', // 9
    '  end', // 10
    'end', // 11
    '', // 12
    'class Helper', // 13
    '  def self.test(name, &block); end', // 14
    '  test "not a case" do', // 15
    '    Cart.new.add(3)', // 16
    '  end', // 17
    'end', // 18
    '',
  ].join('\n'),
};

/** The `path:line name` of the definitions findDefinitions gives for `name`. */
const found = (fx: { graph: { findDefinitions(n: string): { path: string; line: number; name: string }[] } }, name: string): string[] =>
  fx.graph.findDefinitions(name).map((d) => `${d.path}:${d.line} ${d.name}`);

describeGraph('code graph: test cases by one-word titles, in any case, and Rails test blocks', FILES, 'graph-test-case-lookup', (fx) => {
  it('a one-word title is found by the word alone; several are an ambiguity; a word naming a definition stays it', async () => {
    assert.deepEqual(found(fx, 'renders'), ['test/lib.test.ts:12 describe lib › it renders']);
    const one = await fx.call('code_callees', { symbol: 'renders' });
    assert.match(one.text, /^callees of test describe lib › it renders \(test\/lib\.test\.ts:12\):\nsrc\/lib\.ts:4 {2}function bar/, one.text);
    const amb = await fx.call('code_callees', { symbol: 'works' });
    assert.match(amb.text, /^Ambiguous: 2 definitions of works; [^\n]*\ntest\/lib\.test\.ts:3 {2}test describe lib › it works\ntest\/lib\.test\.ts:15 {2}test describe other › it works$/, amb.text);
    assert.deepEqual(found(fx, 'foo'), ['src/lib.ts:1 foo']);
    assert.deepEqual(found(fx, 'nothing'), []);
  });

  it('titles match in any case only when none matches in the case typed', () => {
    assert.deepEqual(found(fx, 'Adds Items'), ['test/lib.test.ts:6 describe lib › it Adds Items']);
    assert.deepEqual(found(fx, 'adds items'), ['test/lib.test.ts:9 describe lib › it adds items', 'test/models/cart_test.rb:4 CartTest#test_adds_items']);
    // In any case: both titles, and the Rails test of that title (test/models/cart_test.rb).
    assert.deepEqual(found(fx, 'ADDS ITEMS'), ['test/lib.test.ts:6 describe lib › it Adds Items', 'test/lib.test.ts:9 describe lib › it adds items', 'test/models/cart_test.rb:4 CartTest#test_adds_items']);
    assert.deepEqual(found(fx, 'RENDERS'), ['test/lib.test.ts:12 describe lib › it renders']);
    assert.deepEqual(found(fx, 'Lib › It Works'), ['test/lib.test.ts:3 describe lib › it works']);
  });

  it('a Rails `test "…" do` block in an ActiveSupport::TestCase subclass is the test case CartTest#test_adds_items; elsewhere it is none', async () => {
    assert.deepEqual(defsIn(fx, 'test/models/cart_test.rb'), ['class CartTest 3', 'test CartTest.test_adds_items 4', 'test CartTest.test_plain 8', 'class Helper 13', 'method Helper.test 14']);
    assert.deepEqual(await callers(fx, 'Cart#add'), ['test/models/cart_test.rb:CartTest#test_adds_items:receiver', 'test/models/cart_test.rb:CartTest#test_plain:receiver', 'test/models/cart_test.rb:Helper:receiver']);
    const sig = fx.graph.data.files.get('test/models/cart_test.rb')!.defs[1].signature;
    assert.equal(sig, 'test "adds  items"');
    for (const q of ['CartTest#test_adds_items', 'test_adds_items']) assert.deepEqual(found(fx, q), ['test/models/cart_test.rb:4 CartTest#test_adds_items'], q);
    // Its title as typed names the Rails test and the TS case of that title alike; in another case, the one in that case.
    for (const q of ['adds items', 'test adds items']) {
      assert.deepEqual(found(fx, q), ['test/lib.test.ts:9 describe lib › it adds items', 'test/models/cart_test.rb:4 CartTest#test_adds_items'], q);
    }
    assert.deepEqual(found(fx, 'Adds Items'), ['test/lib.test.ts:6 describe lib › it Adds Items']);
  });

  it('a title with spaces around it is named trimmed and asked for by its line (newcomer 24 #5: koa)', async () => {
    assert.deepEqual(found(fx, 'describe other › it should work with default compose'), ['test/lib.test.ts:16 describe other › it should work with default compose']);
    const byLine = await fx.call('code_callees', { path: 'test/lib.test.ts:17' });
    assert.ok(!byLine.isError, byLine.text);
    assert.match(byLine.text, /^callees of test describe other › it should work with default compose \(test\/lib\.test\.ts:16\):\nsrc\/lib\.ts:1 {2}function foo/, byLine.text);
    // A blank title keeps its quotes, so the case still has a name of its own.
    assert.deepEqual(found(fx, "describe other › it '  '"), ["test/lib.test.ts:19 describe other › it ' '"]);
  });
});
