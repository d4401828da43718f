/**
 * Kotlin bare calls on a scope function's receiver (jvmswift26 #5, okhttp):
 * in EventSources.kt, `RealEventSource(request, listener).apply {
 * connect(callFactory) }` calls RealEventSource.connect — the lambda's
 * receiver is the innermost implicit `this` (Kotlin spec, "Receivers") —
 * not a top-level `connect` of the package, which a bare call would
 * otherwise reach; likewise `with(sink) { writeUtf8("\r\n") }`
 * (Http1ExchangeCodec.kt). A name the receiver's type does not declare
 * stays a bare call (`checkOffsetAndCount`, a top-level function), and a
 * lambda that only takes `it` (`forEach`) between the call and `apply` is
 * looked through.
 */
import { describeGraph, expectEdges } from './helpers';

const REAL_EVENT_SOURCE_KT = [
  'package okhttp3.sse.internal',
  '',
  'class RealEventSource(',
  '  private val request: String,',
  '  private val listener: String,', // 5
  ') {',
  '  fun connect(callFactory: String) {}',
  '  fun header(name: String) {}',
  '}',
  '',
].join('\n');

const SINK_KT = [
  'package okhttp3.internal',
  '',
  'class Sink {',
  '  fun writeUtf8(string: String): Sink = this',
  '  fun writeHexadecimalUnsignedLong(v: Long): Sink = this', // 5
  '}',
  '',
  'fun checkOffsetAndCount(arrayLength: Long, offset: Long, count: Long) {}',
  '',
].join('\n');

const EVENT_SOURCES_KT = [
  'package okhttp3.sse',
  '',
  'import okhttp3.internal.Sink',
  'import okhttp3.internal.checkOffsetAndCount',
  'import okhttp3.sse.internal.RealEventSource', // 5
  '',
  '/** A top-level function of the same name, which a bare call outside the lambda reaches. */',
  'fun connect(callFactory: String) {}',
  '',
  'object EventSources {', // 10
  '  @JvmStatic',
  '  fun createFactory(callFactory: String): RealEventSource =',
  '    RealEventSource("request", "listener").apply {',
  '      connect(callFactory)',
  '    }', // 15
  '',
  '  fun headers(names: List<String>): RealEventSource =',
  '    RealEventSource("request", "listener").apply {',
  '      names.forEach { header(it) }',
  '    }', // 20
  '',
  '  fun writeChunk(sink: Sink, byteCount: Long) {',
  '    with(sink) {',
  '      writeHexadecimalUnsignedLong(byteCount)',
  '      writeUtf8("\\r\\n")', // 25
  '      checkOffsetAndCount(byteCount, 0L, byteCount)',
  '    }',
  '  }',
  '',
  '  fun plain(callFactory: String) {', // 30
  '    connect(callFactory)',
  '  }',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: Kotlin bare calls inside apply / with go to the lambda’s receiver first',
  {
    'okhttp-sse/src/okhttp3/sse/internal/RealEventSource.kt': REAL_EVENT_SOURCE_KT,
    'okhttp/src/okhttp3/internal/Sink.kt': SINK_KT,
    'okhttp-sse/src/okhttp3/sse/EventSources.kt': EVENT_SOURCES_KT,
  },
  'kotlin-implicit-receivers',
  (fx) => {
    it('a bare call in apply / with is the receiver’s member; others stay bare', async () => {
      await expectEdges(fx, 'code_callees', {
        'EventSources.createFactory': ['okhttp-sse/src/okhttp3/sse/internal/RealEventSource.kt:RealEventSource.connect:receiver', 'okhttp-sse/src/okhttp3/sse/internal/RealEventSource.kt:RealEventSource.constructor:import'],
        'EventSources.headers': ['okhttp-sse/src/okhttp3/sse/internal/RealEventSource.kt:RealEventSource.constructor:import', 'okhttp-sse/src/okhttp3/sse/internal/RealEventSource.kt:RealEventSource.header:receiver'],
        'EventSources.writeChunk': [
          'okhttp/src/okhttp3/internal/Sink.kt:Sink.writeHexadecimalUnsignedLong:receiver',
          'okhttp/src/okhttp3/internal/Sink.kt:Sink.writeUtf8:receiver',
          'okhttp/src/okhttp3/internal/Sink.kt:checkOffsetAndCount:import',
        ],
        'EventSources.plain': ['okhttp-sse/src/okhttp3/sse/EventSources.kt:connect:same-file'],
      });
    });

    it('the top-level namesake keeps only the call outside the lambda', async () => {
      await expectEdges(fx, 'code_callers', {
        'connect @ okhttp-sse/src/okhttp3/sse/EventSources.kt': ['okhttp-sse/src/okhttp3/sse/EventSources.kt:EventSources.plain:same-file'],
        'RealEventSource.connect': ['okhttp-sse/src/okhttp3/sse/EventSources.kt:EventSources.createFactory:receiver'],
      });
    });
  },
);
