/**
 * Kotlin anonymous objects (newcomer 19 #5): in okhttp's
 * KotlinSourceModernTest, `val call: Call = object : Call { override fun
 * execute(): Response = TODO() }` made `execute` a top-level function, which
 * `callers execute` then chose over the real methods named execute. An
 * anonymous object is now a class named `$1`, `$2`… in the class around it
 * (as Java's anonymous classes are: langKotlin anonymousName), its supertypes
 * its bases: its members are methods (`KotlinSourceModernTest.$1.execute`),
 * overriding the interface's. One held by a member or top-level property is
 * named after the property (langKotlin heldBy).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn } from './helpers';

const FILES = {
  'okhttp/src/okhttp3/Call.kt': ['package okhttp3', '', 'interface Call {', '  fun execute(): String', '}', ''].join('\n'),
  'okhttp/src/okhttp3/RealCall.kt': ['package okhttp3', '', 'class RealCall : Call {', '  override fun execute(): String = "real"', '}', ''].join('\n'),
  'okhttp/test/okhttp3/KotlinSourceModernTest.kt': [
    'package okhttp3',
    '',
    'class KotlinSourceModernTest {',
    '  fun call() {',
    '    val call: Call =',
    '      object : Call {',
    '        override fun execute(): String = TODO()',
    '      }',
    '    val other = object : Runnable { override fun run() { object : Call { override fun execute() = "in" } } }',
    '  }',
    '}',
    '',
    'fun topLevel() = object : Call { override fun execute() = "top" }',
    '',
  ].join('\n'),
  // moshi's StandardJsonAdapters (newcomer 47 #11): an object held by a member or top-level property is named after it, as
  // kotlinc names its class (`StandardJsonAdapters$CHARACTER_JSON_ADAPTER$1`), and is no second definition of the name.
  'moshi/src/StandardJsonAdapters.kt': [
    'package okhttp3',
    '',
    'internal object StandardJsonAdapters {',
    '  private val CHARACTER_JSON_ADAPTER: Call = object : Call {',
    '    override fun execute(): String = "c"',
    '  }',
    '}',
    'val FALLBACK = object : Call { override fun execute() = "f" }',
    'val WRAPPED = object : Call { override fun execute() = "w" }.also { }',
    '',
  ].join('\n'),
};

describeGraph('Kotlin anonymous objects', FILES, 'kotlin-anonymous-objects', (fx) => {
  it('makes an anonymous object a class numbered in the class around it, its members methods', () => {
    assert.deepEqual(defsIn(fx, 'okhttp/test/okhttp3/KotlinSourceModernTest.kt'), [
      'class KotlinSourceModernTest 3',
      'method KotlinSourceModernTest.call 4',
      'class KotlinSourceModernTest.$1 6',
      'method $1.execute 7',
      'class KotlinSourceModernTest.$2 9',
      'method $2.run 9',
      'class $2.$1 9',
      'method $1.execute 9',
      'function topLevel 13',
      'class $1 13',
      'method $1.execute 13',
    ]);
    const rec = fx.graph.data.files.get('okhttp/test/okhttp3/KotlinSourceModernTest.kt')!;
    assert.deepEqual(rec.defs[2].bases, ['Call']);
  });

  it('names an object held by a member or top-level property after the property', async () => {
    assert.deepEqual(defsIn(fx, 'moshi/src/StandardJsonAdapters.kt'), [
      'class StandardJsonAdapters 3',
      'class StandardJsonAdapters.CHARACTER_JSON_ADAPTER 4',
      'method CHARACTER_JSON_ADAPTER.execute 5',
      'class FALLBACK 8',
      'method FALLBACK.execute 8',
      'class WRAPPED 9',
      'method WRAPPED.execute 9',
    ]);
    const sym = await fx.call('code_symbol', { name: 'CHARACTER_JSON_ADAPTER.execute' });
    assert.match(sym.text, /method StandardJsonAdapters\.CHARACTER_JSON_ADAPTER\.execute/);
  });

  it('never picks an anonymous object member as the free function of a bare name', async () => {
    const r = await fx.call('code_callers', { symbol: 'execute' });
    assert.doesNotMatch(r.text, /chosen over/);
    assert.doesNotMatch(r.text, /function execute/);
    const sym = await fx.call('code_symbol', { name: 'execute' });
    assert.match(sym.text, /method KotlinSourceModernTest\.\$1\.execute/);
    assert.match(sym.text, /method KotlinSourceModernTest\.\$2\.\$1\.execute/);
  });
});
