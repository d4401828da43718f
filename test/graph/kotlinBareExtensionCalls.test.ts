/**
 * Kotlin calls without a receiver written, as okhttp writes its public API
 * (newcomer 24 #1, #2): `fun newBuilder(): Builder = commonNewBuilder()` in
 * class Headers calls the extension `fun Headers.commonNewBuilder()` of
 * another file through the implicit `this` (extensionCalls.ts
 * implicitReceiverExtension); `fun build() = commonBuild()` in the nested
 * class Headers.Builder calls `Headers.Builder.commonBuild`, never the
 * decoy `CacheControl.Builder.commonBuild` of the same name; a companion
 * object's property calls an extension of the companion
 * (`CacheControl.Companion.commonForceNetwork`). A companion object's
 * `fun isSupported()` beside the class's own `override fun isSupported() =
 * Companion.isSupported()` are two functions, not overloads: the class's
 * calls the companion's through `Companion.`, and a bare call inside the
 * companion object names the companion's (graphResolve companionSide).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges, toolItems } from './helpers';

const FILES = {
  'okhttp/src/main/kotlin/okhttp3/Headers.kt': [
    'package okhttp3',
    '',
    'import okhttp3.internal.commonBuild',
    'import okhttp3.internal.commonNewBuilder',
    '',
    'class Headers internal constructor(internal val namesAndValues: Array<String>) {',
    '  fun newBuilder(): Builder = commonNewBuilder()',
    '',
    '  class Builder {',
    '    internal val namesAndValues: MutableList<String> = ArrayList(20)',
    '',
    '    fun build(): Headers = commonBuild()',
    '  }',
    '}',
    '',
  ].join('\n'),
  'okhttp/src/main/kotlin/okhttp3/internal/-HeadersCommon.kt': [
    'package okhttp3.internal',
    '',
    'import okhttp3.Headers',
    '',
    'internal fun Headers.commonNewBuilder(): Headers.Builder {',
    '  val result = Headers.Builder()',
    '  return result',
    '}',
    '',
    'internal fun Headers.Builder.commonBuild(): Headers = Headers(namesAndValues.toTypedArray())',
    '',
  ].join('\n'),
  'okhttp/src/main/kotlin/okhttp3/CacheControl.kt': [
    'package okhttp3',
    '',
    'import okhttp3.internal.commonBuild',
    'import okhttp3.internal.commonForceNetwork',
    '',
    'class CacheControl internal constructor(val noCache: Boolean) {',
    '  class Builder {',
    '    internal var noCache: Boolean = false',
    '',
    '    fun build(): CacheControl = commonBuild()',
    '  }',
    '',
    '  companion object {',
    '    @JvmField',
    '    val FORCE_NETWORK = commonForceNetwork()',
    '  }',
    '}',
    '',
  ].join('\n'),
  'okhttp/src/main/kotlin/okhttp3/internal/-CacheControlCommon.kt': [
    'package okhttp3.internal',
    '',
    'import okhttp3.CacheControl',
    '',
    'internal fun CacheControl.Builder.commonBuild(): CacheControl = CacheControl(noCache)',
    '',
    'internal fun CacheControl.Companion.commonForceNetwork() = CacheControl.Builder().build()',
    '',
  ].join('\n'),
  'okhttp/src/main/kotlin/okhttp3/internal/platform/Adapter.kt': [
    'package okhttp3.internal.platform',
    '',
    'interface SocketAdapter {',
    '  fun isSupported(): Boolean',
    '}',
    '',
    'class Android10SocketAdapter : SocketAdapter {',
    '  override fun isSupported(): Boolean = Companion.isSupported()',
    '',
    '  companion object {',
    '    fun buildIfSupported(): SocketAdapter? = if (isSupported()) Android10SocketAdapter() else null',
    '',
    '    fun isSupported() = System.getProperty("sdk") == "29"',
    '  }',
    '}',
    '',
  ].join('\n'),
};

const ADAPTER = 'okhttp/src/main/kotlin/okhttp3/internal/platform/Adapter.kt';

describeGraph('code graph: Kotlin calls through implicit receivers and companion objects', FILES, 'kotlin-implicit-receivers', (fx) => {
  it("reaches an extension of the class around a bare call, of a nested class's own type only, and of a companion object", async () => {
    await expectEdges(fx, 'code_callers', {
      'Headers.commonNewBuilder': ['okhttp/src/main/kotlin/okhttp3/Headers.kt:Headers.newBuilder:import'],
      'Headers.Builder.commonBuild': ['okhttp/src/main/kotlin/okhttp3/Headers.kt:Headers.Builder.build:import'],
      'CacheControl.Builder.commonBuild': ['okhttp/src/main/kotlin/okhttp3/CacheControl.kt:CacheControl.Builder.build:import'],
      'CacheControl.Companion.commonForceNetwork': ['okhttp/src/main/kotlin/okhttp3/CacheControl.kt:CacheControl:import'],
    });
    await expectEdges(fx, 'code_callees', {
      'Headers.Builder.build': ['okhttp/src/main/kotlin/okhttp3/internal/-HeadersCommon.kt:Headers.Builder.commonBuild:import'],
    });
  });

  it("tells a companion object's function from the class's own of the same name", async () => {
    const own = await toolItems(fx, 'code_callers', { symbol: 'isSupported', path: `${ADAPTER}:8` });
    assert.deepEqual(own.items, [], own.text);
    assert.doesNotMatch(own.text, /overloads/);
    const companion = await toolItems(fx, 'code_callers', { symbol: 'isSupported', path: `${ADAPTER}:13` });
    assert.deepEqual(companion.items.map((i) => `${i.name}:${i.line}`).sort(), ['Android10SocketAdapter.buildIfSupported:11', 'Android10SocketAdapter.isSupported:8']);
    const callees = await toolItems(fx, 'code_callees', { symbol: 'isSupported', path: `${ADAPTER}:8` });
    assert.deepEqual(callees.items.map((i) => `${i.name}:${i.line}`), ['Android10SocketAdapter.isSupported:13']);
  });
});
