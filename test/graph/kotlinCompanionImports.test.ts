/**
 * Kotlin functions of a companion object or an object imported by name
 * (jvmswift26, okhttp): RecordedRequestTest.kt writes `import
 * okhttp3.Headers.Companion.headersOf` and calls `headersOf("Host",
 * "host-from-header.com")` bare — 241 such calls across okhttp were
 * unresolved. The companion's members are the class's here, so the import
 * reaches Headers.headersOf; an object's member likewise (`import
 * okhttp3.internal.Util.immutableList`). A file without the import, in
 * another package, does not reach it.
 */
import { describeGraph, expectEdges } from './helpers';

const HEADERS_KT = [
  'package okhttp3',
  '',
  'class Headers internal constructor(internal val namesAndValues: Array<String>) {',
  '  companion object {',
  '    /**', // 5
  '     * Returns headers for the alternating header names and values. There must be an even number of',
  '     * arguments, and they must alternate between header names and values.',
  '     */',
  '    @JvmStatic',
  '    @JvmName("of")', // 10
  '    fun headersOf(vararg namesAndValues: String): Headers = Headers(arrayOf(*namesAndValues))',
  '  }',
  '}',
  '',
].join('\n');

const UTIL_KT = ['package okhttp3.internal', '', 'object Util {', '  fun immutableList(vararg elements: String): List<String> = elements.toList()', '}', ''].join('\n');

const TEST_KT = [
  'package mockwebserver3',
  '',
  'import okhttp3.Headers',
  'import okhttp3.Headers.Companion.headersOf',
  'import okhttp3.internal.Util.immutableList', // 5
  '',
  'class RecordedRequestTest {',
  '  fun testHostHeader() {',
  '    val headers = headersOf("Host", "host-from-header.com")',
  '    val names = immutableList("Host")', // 10
  '  }',
  '}',
  '',
].join('\n');

const OTHER_KT = ['package elsewhere', '', 'fun headersOf(vararg namesAndValues: String): Int = 0', '', 'fun plain() = headersOf("a", "b")', ''].join('\n');

describeGraph(
  'code graph: Kotlin companion and object members imported by name',
  {
    'okhttp/src/okhttp3/Headers.kt': HEADERS_KT,
    'okhttp/src/okhttp3/internal/Util.kt': UTIL_KT,
    'mockwebserver/src/test/mockwebserver3/RecordedRequestTest.kt': TEST_KT,
    'other/src/elsewhere/Other.kt': OTHER_KT,
  },
  'kotlin-companion-imports',
  (fx) => {
    it('a bare call of an imported companion or object member reaches it', async () => {
      await expectEdges(fx, 'code_callees', {
        'RecordedRequestTest.testHostHeader': ['okhttp/src/okhttp3/Headers.kt:Headers.headersOf:import', 'okhttp/src/okhttp3/internal/Util.kt:Util.immutableList:import'],
        plain: ['other/src/elsewhere/Other.kt:headersOf:same-file'],
      });
      await expectEdges(fx, 'code_callers', {
        'Headers.headersOf': ['mockwebserver/src/test/mockwebserver3/RecordedRequestTest.kt:RecordedRequestTest.testHostHeader:import'],
      });
    });
  },
);
