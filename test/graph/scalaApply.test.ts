/**
 * Scala companions (newcomer 13a #4): `Animal("parrot")` beside `trait
 * Animal` and `object Animal { def apply(…) }` calls the object's apply,
 * never the trait; `val t = Ticket(…)` of a case class types t as a Ticket.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'src/zoo/Animals.scala': [
    'package zoo',
    'trait Animal { def sound(): String }',
    'class Lion extends Animal { def sound(): String = "roar" }',
    'object Animal {',
    '  def apply(kind: String): Animal = new Lion()',
    '}',
    'case class Ticket(kind: String) {',
    '  def discounted(p: Int): Int = p',
    '}',
    '',
  ].join('\n'),
  'src/zoo/Main.scala': [
    'package zoo',
    'object Main {',
    '  def main(args: Array[String]): Unit = {',
    '    val a = Animal("lion")',
    '    val t = Ticket("adult")',
    '    t.discounted(10)',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Scala companion apply and case classes without new', FILES, 'graph-scala-apply', (fx) => {
  it('Animal("lion") calls object Animal\'s apply, not the trait', async () => {
    assert.deepEqual(await callers(fx, 'Animal.apply'), ['src/zoo/Main.scala:Main.main:name']);
    const c = await callees(fx, 'Main.main');
    assert.ok(c.some((e) => e.startsWith('src/zoo/Animals.scala:Animal.apply:')), c.join(', '));
    assert.ok(!c.some((e) => /:Animal:/.test(e)), c.join(', '));
  });

  it('val t = Ticket(…) types t, so t.discounted(10) resolves', async () => {
    assert.deepEqual(await callers(fx, 'Ticket.discounted'), ['src/zoo/Main.scala:Main.main:receiver']);
  });
});
