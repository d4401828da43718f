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

// retrofit's Utils.methodError (newcomer 37): the three-parameter overload passes its own `Object... args` on to the
// four-parameter one. Four arguments, the last an array: the four-parameter overload takes them without expanding its
// varargs (JLS §15.12.2.2), so it is chosen before any phase that expands (the three-parameter one would take two varargs).
const UTILS = [
  'import java.lang.reflect.Method;',
  'class Utils {',
  '  static RuntimeException methodError(Method method, String message, Object... args) {',
  '    return methodError(method, null, message, args);',
  '  }',
  '  static RuntimeException methodError(Method method, Throwable cause, String message, Object... args) {',
  '    return new RuntimeException(message);',
  '  }',
  '  static RuntimeException spread(Method method, String a, String b) {',
  '    return methodError(method, null, a, b);',
  '  }',
  '  static RuntimeException fromArray(Method method, Object[] parts) {',
  '    return methodError(method, null, "x", parts);',
  '  }',
  '}',
  '',
].join('\n');

const FORMAT = [
  'class Log {',
  '  public static void Write(string fmt, params object[] args) { Write(null, fmt, args); }',
  '  public static void Write(System.IO.TextWriter w, string fmt, params object[] args) { }',
  '}',
  '',
].join('\n');

describeGraph('code graph: an array passed on to a varargs overload of that many parameters', { 'src/Utils.java': UTILS, 'src/Log.cs': FORMAT }, 'vararg-array-normal-form', (fx) => {
  it('Java: `methodError(method, null, message, args)` with `Object... args` calls the four-parameter overload only', async () => {
    const three = await fx.call('code_callers', { symbol: 'Utils.methodError', path: 'src/Utils.java:3' });
    assert.doesNotMatch(three.text, /methodError .*line 4|Utils\.methodError\b.*\(calls it on line 4\)/);
    const four = await fx.call('code_callers', { symbol: 'Utils.methodError', path: 'src/Utils.java:6' });
    assert.match(four.text, /method Utils\.methodError .*\(calls it on line 4\)$/m);
    assert.match(four.text, /method Utils\.fromArray .*\(calls it on line 13\)$/m);
    const all = await fx.call('code_callers', { symbol: 'Utils.methodError' });
    assert.match(all.text, /method Utils\.methodError .*\(reaches the overload at line 6\)/);
    assert.match(all.text, /method Utils\.fromArray .*\(reaches the overload at line 6\)/);
    // Strings passed last are no array: both overloads may take them.
    assert.doesNotMatch(all.text, /method Utils\.spread .*reaches the overload/);
  });

  it('C#: `Write(null, fmt, args)` with `params object[] args` calls the three-parameter overload only', async () => {
    const all = await fx.call('code_callers', { symbol: 'Log.Write' });
    assert.match(all.text, /method Log\.Write .*\(reaches the overload at line 3\)/);
  });
});
