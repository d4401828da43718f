/**
 * A varargs overload beside a fixed-count one of the same parameter types
 * (newcomer 2, timber): `plant(tree: Tree)` and `plant(vararg trees: Tree)`.
 * Kotlin and Java pick the fixed-count one for one argument whatever its
 * type (JLS §15.12.2.2–4, Kotlin's "most specific callable"), so a
 * one-argument call of unknown type (an anonymous object) is no caller of
 * the varargs one; a nested class constructed by its path,
 * `Timber.DebugTree()`, is typed (it read as `DebugTree`, a name nothing
 * defines where the call is made, so the fixed one was ruled out). From
 * Java one argument may still be an array (`plant(new Tree[] {…})`): that
 * call stays undecided.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const KT = [
  'package timber', //                                     1
  '',
  'object Timber {',
  '  abstract class Tree { abstract fun log(m: String) }',
  '  open class DebugTree : Tree() { override fun log(m: String) {} }', // 5
  '  fun plant(tree: Tree) {}',
  '  fun plant(vararg trees: Tree) {}',
  '}',
  '',
  'fun one() { Timber.plant(Timber.DebugTree()) }', //       10
  'fun anon() { Timber.plant(object : Timber.DebugTree() {}) }',
  'fun two(a: Timber.Tree, b: Timber.Tree) { Timber.plant(a, b) }',
  '',
].join('\n');

const JAVA = [
  'package timber;',
  '',
  'class FromJava {',
  '  void arrays() { Timber.plant(new Timber.Tree[] { null }); }',
  '  void pair(Timber.Tree a) { Timber.plant(a, a); }',
  '}',
  '',
].join('\n');

describeGraph('code graph: a varargs overload beside a fixed-count one of the same types', { 'src/Timber.kt': KT, 'src/FromJava.java': JAVA }, 'vararg-overloads', (fx) => {
  it('one argument from Kotlin calls the fixed-count overload, two the varargs one', async () => {
    const fixed = await fx.call('code_callers', { symbol: 'Timber.plant', path: 'src/Timber.kt:6' });
    assert.match(fixed.text, /^src\/Timber\.kt:10 {2}function one .*\(calls it on line 10\)$/m);
    assert.match(fixed.text, /^src\/Timber\.kt:11 {2}function anon .*\(calls it on line 11\)$/m);
    assert.doesNotMatch(fixed.text, /function two/);
    const varargs = await fx.call('code_callers', { symbol: 'Timber.plant', path: 'src/Timber.kt:7' });
    assert.doesNotMatch(varargs.text, /function (one|anon)\b/);
    assert.match(varargs.text, /^src\/Timber\.kt:12 {2}function two .*\(calls it on line 12\)$/m);
    // The whole group: each site names the overload it reaches.
    const all = await fx.call('code_callers', { symbol: 'Timber.plant' });
    assert.match(all.text, /function one .*\(reaches the overload at line 6\)/);
    assert.match(all.text, /function two .*\(reaches the overload at line 7\)/);
  });

  it('one argument from Java may be an array: undecided; two go to the varargs one', async () => {
    const varargs = await fx.call('code_callers', { symbol: 'Timber.plant', path: 'src/Timber.kt:7' });
    assert.match(varargs.text, /method FromJava\.arrays .*may call that one instead/);
    assert.match(varargs.text, /method FromJava\.pair .*\(calls it on line 5\)$/m);
  });
});
