/**
 * Kotlin name lookup (newcomer 13a #3): an explicit import outranks the
 * package's own top-level declarations, the calling file's included, while
 * a class member still comes first; a top-level function called through its
 * package's name (`shop.service.total(…)`, `b.render(…)`) is that package's.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'src/shop/model/Item.kt': 'package shop.model\n\nclass Item(val cents: Int)\n\nfun total(items: List<Item>): Int = items.size\n',
  'src/shop/service/Cart.kt': [
    'package shop.service', // 1
    '', // 2
    'import shop.model.Item', // 3
    'import shop.model.total', // 4
    '', // 5
    'class Cart {', // 6
    '    private val items = mutableListOf<Item>()', // 7
    '    fun sum(): Int = total(items)', // 8
    '    fun size(): Int = count()', // 9
    '    fun count(): Int = items.size', // 10
    '}', // 11
    '', // 12
    'fun total(xs: IntArray): Int = xs.sum()', // 13
    'fun count(): Int = 0', // 14
    '',
  ].join('\n'),
  'src/shop/Main.kt': 'package shop\n\nfun main() {\n    println(shop.service.total(intArrayOf(1, 2)))\n}\n',
};

describeGraph('code graph: Kotlin explicit imports and package-qualified calls', FILES, 'graph-kotlin-imports', (fx) => {
  it('an explicit import beats a same-named top-level function of the calling file; a member beats the file\'s function', async () => {
    assert.deepEqual(await callees(fx, 'Cart.sum'), ['src/shop/model/Item.kt:total:import']);
    assert.deepEqual(await callers(fx, 'total', 'src/shop/model/Item.kt'), ['src/shop/service/Cart.kt:Cart.sum:import']);
    assert.deepEqual(await callees(fx, 'Cart.size'), ['src/shop/service/Cart.kt:Cart.count:same-file']);
  });

  it('shop.service.total(…) is the function of package shop.service', async () => {
    assert.deepEqual(await callers(fx, 'total', 'src/shop/service/Cart.kt'), ['src/shop/Main.kt:main:import']);
  });
});
