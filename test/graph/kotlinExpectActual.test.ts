/**
 * Kotlin Multiplatform's `expect` declarations and their `actual`
 * implementations (newcomer 39 #6, okio: `callers Buffer.readUtf8CodePoint`
 * was "Ambiguous: 3 definitions" although each gave the same callers). To
 * callers and impact they are one function: the expect declaration
 * answers, its actuals named in the header. Callees stay each body's own.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: Kotlin expect/actual declarations', {
  'okio/src/commonMain/kotlin/okio/Buffer.kt': ['package okio', '', 'expect class Buffer {', '  fun readUtf8CodePoint(): Int', '}', ''].join('\n'),
  'okio/src/jvmMain/kotlin/okio/Buffer.kt': ['package okio', '', 'actual class Buffer {', '  actual fun readUtf8CodePoint(): Int = jvmRead()', '  private fun jvmRead(): Int = 1', '}', ''].join('\n'),
  'okio/src/nonJvmMain/kotlin/okio/Buffer.kt': ['package okio', '', 'actual class Buffer {', '  actual fun readUtf8CodePoint(): Int = 2', '}', ''].join('\n'),
  'okio/src/commonMain/kotlin/okio/Use.kt': ['package okio', '', 'fun firstCodePoint(b: Buffer): Int = b.readUtf8CodePoint()', ''].join('\n'),
}, 'kotlin-expect-actual', (fx) => {
  it('callers and impact answer the expect declaration, naming its actuals', async () => {
    const r = await fx.call('code_callers', { symbol: 'Buffer.readUtf8CodePoint' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^callers of method Buffer\.readUtf8CodePoint \(okio\/src\/commonMain\/kotlin\/okio\/Buffer\.kt:4\) — the expect declaration, for its actual implementations too \(okio\/src\/jvmMain\/kotlin\/okio\/Buffer\.kt:4, okio\/src\/nonJvmMain\/kotlin\/okio\/Buffer\.kt:4\):/);
    assert.match(r.text, /function firstCodePoint .*\(calls it on line 3\)/);
    const impact = await fx.call('code_impact', { symbol: 'Buffer.readUtf8CodePoint' });
    assert.ok(!impact.isError, impact.text);
    assert.match(impact.text, /firstCodePoint/);
  });

  it('callees still ask which body', async () => {
    const r = await fx.call('code_callees', { symbol: 'Buffer.readUtf8CodePoint' });
    assert.match(r.text, /^Ambiguous: /);
  });
});
