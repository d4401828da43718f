/**
 * Java calling Kotlin companion members renamed for Java (jvmswift26 #4,
 * okhttp): MediaType.kt's companion declares `@JvmStatic @JvmName("get") fun
 * String.toMediaType()` and `@JvmName("parse") fun
 * String.toMediaTypeOrNull()`, which okhttp's Java samples call
 * `MediaType.get("text/x-markdown; charset=utf-8")` (PostFile.java) and
 * `MediaType.parse(contentType)` (Crawler.java); `MediaType.Companion.get`
 * names the same method. An object's `@JvmStatic fun basic(…)` keeps its
 * name (`Credentials.basic(…)`), while the deprecated `@JvmName("-deprecated_get")
 * fun get(…)` is no method Java can call. Decoy: a class of the same name in a
 * package the Java file does not see.
 */
import { describeGraph, expectEdges } from './helpers';

const MEDIA_TYPE_KT = [
  'package okhttp3', // 1
  '',
  'class MediaType internal constructor(',
  '  val mediaType: String,',
  ') {', // 5
  '  override fun toString(): String = mediaType',
  '',
  '  companion object {',
  '    /** Returns a media type for this string. */',
  '    @JvmStatic', // 10
  '    @JvmName("get")',
  '    fun String.toMediaType(): MediaType {',
  '      return MediaType(this)',
  '    }',
  '', // 15
  '    @JvmStatic',
  '    @JvmName("parse")',
  '    fun String.toMediaTypeOrNull(): MediaType? =',
  '      try {',
  '        toMediaType()', // 20
  '      } catch (_: IllegalArgumentException) {',
  '        null',
  '      }',
  '', // 25
  '    @JvmName("-deprecated_get")',
  '    @Deprecated(message = "moved to extension function", level = DeprecationLevel.ERROR)',
  '    fun get(mediaType: String): MediaType = mediaType.toMediaType()',
  '  }',
  '}', // 30
  '',
].join('\n');

const CREDENTIALS_KT = [
  'package okhttp3',
  '',
  'object Credentials {',
  '  /** Returns an auth credential for the Basic scheme. */',
  '  @JvmStatic @JvmOverloads', // 5
  '  fun basic(',
  '    username: String,',
  '    password: String,',
  '  ): String = "Basic $username:$password"',
  '}', // 10
  '',
].join('\n');

const DECOY_KT = ['package other', '', 'class MediaType {', '  companion object {', '    @JvmStatic @JvmName("get") fun String.toMediaType(): MediaType = MediaType()', '  }', '}', ''].join('\n');

const POST_FILE_JAVA = [
  'package okhttp3.recipes;',
  '',
  'import okhttp3.Credentials;',
  'import okhttp3.MediaType;',
  '', // 5
  'public final class PostFile {',
  '  public static final MediaType MEDIA_TYPE_MARKDOWN',
  '      = MediaType.get("text/x-markdown; charset=utf-8");',
  '',
  '  MediaType parsed(String contentType) { return MediaType.parse(contentType); }', // 10
  '  MediaType viaCompanion() { return MediaType.Companion.get("text/plain"); }',
  '  String auth() { return Credentials.basic("jesse", "password1"); }',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: Java calling Kotlin @JvmStatic companion members by their @JvmName',
  {
    'okhttp/src/okhttp3/MediaType.kt': MEDIA_TYPE_KT,
    'okhttp/src/okhttp3/Credentials.kt': CREDENTIALS_KT,
    'other/src/other/MediaType.kt': DECOY_KT,
    'samples/src/okhttp3/recipes/PostFile.java': POST_FILE_JAVA,
  },
  'kotlin-jvmstatic',
  (fx) => {
    it('MediaType.get / .parse / .Companion.get reach the renamed companion functions; Credentials.basic its object function', async () => {
      await expectEdges(fx, 'code_callees', {
        PostFile: ['okhttp/src/okhttp3/MediaType.kt:MediaType.toMediaType:import'],
        'PostFile.parsed': ['okhttp/src/okhttp3/MediaType.kt:MediaType.toMediaTypeOrNull:import'],
        'PostFile.viaCompanion': ['okhttp/src/okhttp3/MediaType.kt:MediaType.toMediaType:import'],
        'PostFile.auth': ['okhttp/src/okhttp3/Credentials.kt:Credentials.basic:receiver'],
      });
    });

    it('the renamed functions list the Java calls among their callers, the decoy none', async () => {
      await expectEdges(fx, 'code_callers', {
        'MediaType.toMediaType @ okhttp/src/okhttp3/MediaType.kt': [
          // `mediaType.toMediaType()` on a String parameter, the extension of its own file: via receiver (issue 3 #2).
          'okhttp/src/okhttp3/MediaType.kt:MediaType.get:receiver',
          'okhttp/src/okhttp3/MediaType.kt:MediaType.toMediaTypeOrNull:same-file',
          'samples/src/okhttp3/recipes/PostFile.java:PostFile.viaCompanion:import',
          'samples/src/okhttp3/recipes/PostFile.java:PostFile:import',
        ],
        'MediaType.toMediaTypeOrNull @ okhttp/src/okhttp3/MediaType.kt': ['samples/src/okhttp3/recipes/PostFile.java:PostFile.parsed:import'],
        'MediaType.toMediaType @ other/src/other/MediaType.kt': [],
        // Hidden from Java by a name Java cannot write: Java's `MediaType.get` is not this function.
        'MediaType.get @ okhttp/src/okhttp3/MediaType.kt': [],
      });
    });
  },
);
