/**
 * A loop variable named as a field (Kotlin `for (item in items)`, Swift
 * `for item in items`, with a property `item` of another type) is the loop
 * body's alone: inside the loop `item.ship()` is the element type's, after
 * it the property's again (bindPlaces LOOP_DECLARATIONS). Swift's loop
 * variable takes the element type of an array parameter or property
 * (`items: [Order]`).
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

describeGraph('code graph: Kotlin and Swift loop variables shadow a field in the loop only', { 'Shop.kt': KOTLIN, 'Post.swift': SWIFT }, 'graph-loop-shadowing', (fx) => {
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
});
