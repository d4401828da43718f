/**
 * Scala and Kotlin `object`s are singletons (issue 3 #2): the runtime makes
 * the one instance, so nothing constructs them. An answer names one an
 * `object` and never says "nothing constructs it"; a class still does.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/shop/Config.scala': [
    'package shop',
    '',
    'object Config {',
    '  def rate(): Double = 0.2',
    '}',
    '',
    'case object Closed {',
    '  def reason(): String = "closed"',
    '}',
    '',
    'class Cart(val total: Double) {',
    '  def taxed(): Double = total * (1 + Config.rate())',
    '}',
    '',
  ].join('\n'),
  'src/shop/Registry.kt': ['package shop', '', 'object Registry {', '    fun find(id: Int): String = id.toString()', '}', ''].join('\n'),
};

describeGraph('code graph: Scala and Kotlin objects are never said to lack constructions', FILES, 'graph-singletons', (fx) => {
  it('callers of an object say it is a singleton, never "nothing constructs it"', async () => {
    for (const [symbol, path] of [['Config', 'src/shop/Config.scala:3'], ['Closed', 'src/shop/Config.scala:7'], ['Registry', 'src/shop/Registry.kt:3']]) {
      const r = await fx.call('code_callers', { symbol });
      assert.doesNotMatch(r.text, /nothing constructs it/, r.text);
      assert.match(r.text, new RegExp(`^No callers found for object ${symbol} \\(${path}\\): an object is a singleton, never constructed; calls of its methods are callers of those`), r.text);
      assert.equal((r.structured?.definition as { kind: string }).kind, 'object');
    }
  });

  it('a class is still told how it is constructed', async () => {
    const r = await fx.call('code_callers', { symbol: 'Cart' });
    assert.match(r.text, /^No callers found for class Cart .*nothing constructs it/, r.text);
  });

  it('the kind filter still finds an object as a class', async () => {
    const r = await fx.call('code_symbol', { name: 'Config', kind: 'class' });
    assert.match(r.text, /object Config/);
  });

  it('says the kind an object is found by in the words the answers list it with (w1c #3)', async () => {
    // `-k object` is read as class, and the object is listed as the object it is: the note no longer says "listed as class".
    const asObject = await fx.call('code_symbol', { name: 'Registry', kind: 'object' });
    assert.equal(asObject.text, 'src/shop/Registry.kt:3  object Registry  object Registry\n(kind object is read as class)');
    // A filter leaving nothing names it an object, with the kind that finds it.
    const asFunction = await fx.call('code_symbol', { name: 'Registry', kind: 'function' });
    assert.equal(asFunction.text, 'No matches: no function Registry; it is an object (kind class) — code_symbol name="Registry" kind="class"');
    const asEnum = await fx.call('code_symbol', { name: 'Cart', kind: 'interface' });
    assert.match(asEnum.text, /; it is a class — /);
  });
});
