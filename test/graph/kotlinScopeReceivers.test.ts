/**
 * Kotlin receivers left over from okhttp (w1c #1, #2). A labelled this,
 * `this@RealCall.cancel()` inside an anonymous object (RealCall's timeout,
 * Exchange's socket), was a receiver of unknown type: it is now the class so
 * labelled, past the anonymous object around the call (graphResolve
 * labelledThis), or the type a function so labelled extends. A function whose
 * expression body is `= apply { … }` / `= also { … }` returns its receiver
 * (Kotlin's scope functions), and one whose body is a call returns that
 * call's result (`= commonAdd(name, value)`), an overload calling its own
 * name what its siblings return: okhttp's `Headers.Builder().add(…).set(…)`
 * is a chain through Headers.Builder, where `let { … }` / `run { … }` (their
 * lambda's result) type nothing.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/okhttp3/RealCall.kt': [
    'package okhttp3',
    '',
    'abstract class AsyncTimeout {',
    '  abstract fun timedOut()',
    '}',
    '',
    'class RealCall {',
    '  fun cancel() {}',
    '',
    '  private val timeout =',
    '    object : AsyncTimeout() {',
    '      override fun timedOut() {',
    '        this@RealCall.cancel()',
    '      }',
    '    }',
    '',
    '  inner class Watcher {',
    '    fun cancel() {}',
    '    fun stop() {',
    '      this@RealCall.cancel()',
    '      this@Watcher.cancel()',
    '      this@nowhere.cancel()',
    '    }',
    '  }',
    '}',
    '',
    'fun RealCall.shutdown() = listOf(1).forEach { this@shutdown.cancel() }',
    '',
  ].join('\n'),
  'src/okhttp3/Headers.kt': [
    'package okhttp3',
    '',
    'import okhttp3.internal.commonAdd',
    '',
    'class Headers {',
    '  class Builder {',
    '    fun add(line: String) =',
    '      apply {',
    '        check(line)',
    '      }',
    '',
    '    fun add(name: String, value: String) = commonAdd(name, value)',
    '',
    '    fun add(name: String, value: Long) = add(name, value.toString())',
    '',
    '    fun addAll(names: List<String>) = also { names.size }',
    '',
    '    fun set(name: String, value: String) = apply { check(name) }',
    '',
    '    fun keep(name: String) = let { it }',
    '',
    '    fun build(): Headers = Headers()',
    '  }',
    '',
    '  fun size() = 0',
    '}',
    '',
  ].join('\n'),
  'src/okhttp3/internal/HeadersCommon.kt': [
    'package okhttp3.internal',
    '',
    'import okhttp3.Headers',
    '',
    'internal fun Headers.Builder.commonAdd(name: String, value: String) =',
    '  apply {',
    '    check(name)',
    '  }',
    '',
  ].join('\n'),
  'src/okhttp3/Use.kt': [
    'package okhttp3',
    '',
    'fun chains() {',
    '  Headers.Builder().add("a: b").set("c", "d").build()',
    '  Headers.Builder().add("a", "b").build()',
    '  Headers.Builder().add("a", 1L).addAll(listOf()).build()',
    '  Headers.Builder().keep("a").build()',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Kotlin labelled this and scope-function results', FILES, 'kotlin-scope-receivers', (fx) => {
  it('this@Outer is the class so labelled, past an anonymous object or an inner class; this@f the type f extends', async () => {
    await expectEdges(fx, 'code_callees', {
      'RealCall.timeout.timedOut': ['src/okhttp3/RealCall.kt:RealCall.cancel:receiver'],
      'RealCall.Watcher.stop': ['src/okhttp3/RealCall.kt:RealCall.Watcher.cancel:receiver', 'src/okhttp3/RealCall.kt:RealCall.cancel:receiver'],
      'RealCall.shutdown': ['src/okhttp3/RealCall.kt:RealCall.cancel:receiver'],
    });
  });

  it('a function whose body is `= apply { … }`, `= also { … }` or a call returns its receiver or that call\'s result', async () => {
    await expectEdges(fx, 'code_callees', {
      chains: [
        'src/okhttp3/Headers.kt:Headers.Builder.add:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.add:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.add:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.addAll:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.build:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.keep:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder.set:receiver',
        'src/okhttp3/Headers.kt:Headers.Builder:receiver',
      ],
    });
    // build() after add(…) / set(…) / addAll(…), never after keep(…) (`let` returns its lambda's result).
    const r = await fx.call('code_callers', { symbol: 'Headers.Builder.build' });
    assert.deepEqual((r.structured!.items as { calls: number[] }[]).map((i) => i.calls), [[4, 5, 6]]);
  });
});
