/**
 * okhttp's `"http://…".toHttpUrl()` in mockwebserver's RecordedRequestFactory
 * (newcomer 19 #4): `fun String.toHttpUrl()` is declared in HttpUrl's
 * companion object (a member of HttpUrl here) and imported through it,
 * `import okhttp3.HttpUrl.Companion.toHttpUrl`; the call reaches it
 * (graphElements extensionCall), and a file that does not import it does not.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'okhttp/src/okhttp3/HttpUrl.kt': [
    'package okhttp3',
    '',
    'class HttpUrl private constructor(val url: String) {',
    '  companion object {',
    '    @JvmStatic',
    '    @JvmName("get")',
    '    fun String.toHttpUrl(): HttpUrl = HttpUrl(this)',
    '  }',
    '}',
    '',
  ].join('\n'),
  'mockwebserver/src/mockwebserver3/internal/RecordedRequestFactory.kt': [
    'package mockwebserver3.internal',
    '',
    'import okhttp3.HttpUrl',
    'import okhttp3.HttpUrl.Companion.toHttpUrl',
    '',
    'internal fun requestUrl(host: String): HttpUrl = "http://$host/".toHttpUrl()',
    '',
    'internal fun hostUrl(host: String): HttpUrl = host.toHttpUrl()',
    '',
  ].join('\n'),
  'other/src/elsewhere/Plain.kt': ['package elsewhere', '', 'fun plain(host: String) = host.toHttpUrl()', ''].join('\n'),
};

describeGraph('Kotlin extensions imported through a companion object', FILES, 'kotlin-companion-ext', (fx) => {
  it('reaches an extension of a companion object from a file importing it through the companion', async () => {
    await expectEdges(fx, 'code_callers', {
      'HttpUrl.toHttpUrl': [
        'mockwebserver/src/mockwebserver3/internal/RecordedRequestFactory.kt:hostUrl:import',
        'mockwebserver/src/mockwebserver3/internal/RecordedRequestFactory.kt:requestUrl:import',
      ],
    });
  });
});
