/**
 * A loop variable named as a field (Kotlin `for (item in items)`, Swift
 * `for item in items`, with a property `item` of another type) is the loop
 * body's alone: inside the loop `item.ship()` is the element type's, after
 * it the property's again (bindPlaces LOOP_DECLARATIONS). Swift's loop
 * variable takes the element type of an array parameter or property
 * (`items: [Order]`), Dart's that of a `List<Crate>` field or parameter.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const KOTLIN = [
  'class Item {', '    fun ship(): Int = 1', '}', '',
  'class Order {', '    fun ship(): Int = 2', '}', '',
  'class Shop(val item: Item) {',
  '    fun run(items: List<Order>) {',
  '        for (item in items) {',
  '            item.ship()',
  '        }',
  '        item.ship()',
  '    }',
  '}', '',
].join('\n');

const SWIFT = [
  'class Parcel {', '    func send() -> Int { return 1 }', '}', '',
  'class Letter {', '    func send() -> Int { return 2 }', '}', '',
  'class Post {',
  '    var parcel: Parcel = Parcel()',
  '    var letters: [Letter] = []',
  '    func run(parcels: [Parcel]) {',
  '        for parcel in parcels {',
  '            parcel.send()',
  '        }',
  '        for parcel in letters {',
  '            parcel.send()',
  '        }',
  '        parcel.send()',
  '    }',
  '}', '',
].join('\n');

const DART = [
  'class Box {', '  int open() => 1;', '}', '',
  'class Crate {', '  int open() => 2;', '}', '',
  'class Store {',
  '  Box box = Box();',
  '  List<Crate> crates = [];',
  '  void run(Iterable<Box> boxes) {',
  '    for (var box in crates) {',
  '      box.open();',
  '    }',
  '    for (final Box b in boxes) {',
  '      b.open();',
  '    }',
  '    box.open();',
  '  }',
  '}', '',
].join('\n');

describeGraph('code graph: Kotlin, Swift and Dart loop variables shadow a field in the loop only', { 'Shop.kt': KOTLIN, 'Post.swift': SWIFT, 'lib/store.dart': DART }, 'graph-loop-shadowing', (fx) => {
  /** The caller lines code_callers names for `symbol` in `path` ("calls it on line(s) …"), '' when none. */
  async function lines(symbol: string, path: string): Promise<string> {
    const r = await fx.call('code_callers', { symbol, path });
    return /calls it on lines? ([\d, ]+)/.exec(r.text)?.[1] ?? '';
  }

  it('Kotlin: item is an Order inside for (item in items), the Item property after it', async () => {
    assert.equal(await lines('Order.ship', 'Shop.kt'), '12');
    assert.equal(await lines('Item.ship', 'Shop.kt'), '14');
  });

  it('Swift: the loop variable is of the array parameter or property element type, the property after the loop', async () => {
    assert.equal(await lines('Letter.send', 'Post.swift'), '17');
    assert.equal(await lines('Parcel.send', 'Post.swift'), '14, 19');
  });

  it('Dart: for (var box in crates) over a List<Crate> field is a Crate, a typed loop variable its type, the field after the loop', async () => {
    assert.equal(await lines('Crate.open', 'lib/store.dart'), '14');
    assert.equal(await lines('Box.open', 'lib/store.dart'), '17, 19');
  });
});
