/**
 * Variables scoped to a clause (issue 3 leftovers): a Java/C# for-each loop
 * variable named as a field shadows the field in the loop body only.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';

/** The lines on which `caller` calls `symbol` (code_callers). */
async function lines(fx: GraphFixture, symbol: string, caller: string): Promise<number[]> {
  const r = await fx.call('code_callers', { symbol });
  assert.ok(!r.isError, r.text);
  const item = ((r.structured!.items ?? []) as { name: string; calls?: number[] }[]).find((i) => i.name === caller);
  return item?.calls ?? [];
}

const FILES = {
  'src/shop/Cart.java': [
    'package shop;', // 1
    'import java.util.List;', // 2
    'class Item { int price() { return 1; } }', // 3
    'class Label { int price() { return 2; } }', // 4
    'public class Cart {', // 5
    '  private Label item = new Label();', // 6
    '  private List<Item> items;', // 7
    '  int total() {', // 8
    '    int t = 0;', // 9
    '    for (Item item : items) {', // 10
    '      t += item.price();', // 11
    '    }', // 12
    '    return t + item.price();', // 13
    '  }', // 14
    '  int sum(List<Item> xs) {', // 15
    '    int t = item.price();', // 16
    '    for (var item : xs) t += item.price();', // 17
    '    return t + item.price();', // 18
    '  }', // 19
    '}', // 20
    '',
  ].join('\n'),
  'Shop.cs': [
    'using System.Collections.Generic;', // 1
    'class CItem { public int Price() { return 1; } }', // 2
    'class CLabel { public int Price() { return 2; } }', // 3
    'class CCart {', // 4
    '  private CLabel item = new CLabel();', // 5
    '  private List<CItem> items;', // 6
    '  int Total() {', // 7
    '    int t = 0;', // 8
    '    foreach (CItem item in items) {', // 9
    '      t += item.Price();', // 10
    '    }', // 11
    '    return t + item.Price();', // 12
    '  }', // 13
    '  int Sum(List<CItem> xs) {', // 14
    '    int t = 0;', // 15
    '    foreach (var item in xs) { t += item.Price(); }', // 16
    '    return t + item.Price();', // 17
    '  }', // 18
    '}', // 19
    '',
  ].join('\n'),
};

describeGraph('code graph: variables scoped to a loop or a case', FILES, 'graph-clause-scopes', (fx) => {
  it('Java: a for-each variable shadows the field of its name in the loop only', async () => {
    assert.deepEqual(await lines(fx, 'Item.price', 'Cart.total'), [11]);
    assert.deepEqual(await lines(fx, 'Label.price', 'Cart.total'), [13]);
    assert.deepEqual(await lines(fx, 'Item.price', 'Cart.sum'), [17]);
    assert.deepEqual(await lines(fx, 'Label.price', 'Cart.sum'), [16, 18]);
  });

  it('C#: a foreach variable shadows the field of its name in the loop only', async () => {
    assert.deepEqual(await lines(fx, 'CItem.Price', 'CCart.Total'), [10]);
    assert.deepEqual(await lines(fx, 'CLabel.Price', 'CCart.Total'), [12]);
    assert.deepEqual(await lines(fx, 'CItem.Price', 'CCart.Sum'), [16]);
    assert.deepEqual(await lines(fx, 'CLabel.Price', 'CCart.Sum'), [17]);
  });
});
