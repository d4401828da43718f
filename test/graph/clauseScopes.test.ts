/**
 * Variables scoped to a clause (issue 3 leftovers): a Java/C# for-each loop
 * variable named as a field shadows the field in the loop body only; a Go
 * variable declared in a switch case, or a type switch's bound variable, is
 * that case's only.
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
  'go.mod': 'module example.com/s\n\ngo 1.21\n',
  'shapes.go': [
    'package s', // 1
    'type Shape interface{ Name() string }', // 2
    'type Circle struct{}', // 3
    'type Square struct{}', // 4
    'func (c *Circle) Name() string { return "c" }', // 5
    'func (c *Circle) Area() float64 { return 1 }', // 6
    'func (q *Square) Name() string { return "q" }', // 7
    'func (q *Square) Area() float64 { return 2 }', // 8
    'func Describe(s Shape, k int) float64 {', // 9
    '\tswitch k {', // 10
    '\tcase 1:', // 11
    '\t\tc := s.(*Circle)', // 12
    '\t\treturn c.Area()', // 13
    '\tcase 2:', // 14
    '\t\tc := s.(*Square)', // 15
    '\t\treturn c.Area()', // 16
    '\t}', // 17
    '\treturn 0', // 18
    '}', // 19
    'func Kind(s Shape) float64 {', // 20
    '\tswitch v := s.(type) {', // 21
    '\tcase *Circle:', // 22
    '\t\treturn v.Area()', // 23
    '\tcase *Square:', // 24
    '\t\treturn v.Area()', // 25
    '\t}', // 26
    '\treturn 0', // 27
    '}', // 28
    'func Pick(s Shape, c *Square, k int) float64 {', // 29
    '\tswitch k {', // 30
    '\tcase 1:', // 31
    '\t\tc := s.(*Circle)', // 32
    '\t\treturn c.Area()', // 33
    '\tcase 2:', // 34
    '\t\treturn c.Area()', // 35
    '\t}', // 36
    '\treturn c.Area()', // 37
    '}', // 38
    'func Outer(s Shape, v *Square) float64 {', // 39
    '\tswitch v := s.(type) {', // 40
    '\tcase *Circle:', // 41
    '\t\treturn v.Area()', // 42
    '\t}', // 43
    '\treturn v.Area()', // 44
    '}', // 45
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

  it('Go: a variable declared in a case, and a type switch\'s variable, is that case\'s only', async () => {
    assert.deepEqual(await lines(fx, 'Circle.Area', 'Describe'), [13]);
    assert.deepEqual(await lines(fx, 'Square.Area', 'Describe'), [16]);
    assert.deepEqual(await lines(fx, 'Circle.Area', 'Kind'), [23]);
    assert.deepEqual(await lines(fx, 'Square.Area', 'Kind'), [25]);
    assert.deepEqual(await lines(fx, 'Circle.Area', 'Pick'), [33]);
    assert.deepEqual(await lines(fx, 'Square.Area', 'Pick'), [35, 37]);
    assert.deepEqual(await lines(fx, 'Circle.Area', 'Outer'), [42]);
    assert.deepEqual(await lines(fx, 'Square.Area', 'Outer'), [44]);
  });
});
