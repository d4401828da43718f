/**
 * Kotlin `JsonReader.Options.of(*names)`: a function of the companion of a
 * class nested in a class in scope (newcomer 35 #7: moshi's four calls were
 * offered to JsonReader.of as may-calls). `JsonReader.of("x")` stays the
 * outer companion's.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Kotlin nested classes\' companion functions by path', {
  'src/main/kotlin/JsonReader.kt': [
    'package com.squareup.moshi',
    '',
    'public sealed class JsonReader {',
    '  public class Options private constructor(public val strings: Array<String>) {',
    '    public companion object {',
    '      @JvmStatic',
    '      public fun of(vararg strings: String): Options = Options(arrayOf(*strings))',
    '    }',
    '  }',
    '  public companion object {',
    '    @JvmStatic',
    '    public fun of(source: String): JsonReader = TODO()',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/main/kotlin/internal/Use.kt': [
    'package com.squareup.moshi.internal',
    '',
    'import com.squareup.moshi.JsonReader',
    '',
    'internal class ClassJsonAdapter(names: Array<String>) {',
    '  private val options = JsonReader.Options.of(*names)',
    '  fun other() = JsonReader.of("x")',
    '}',
    '',
  ].join('\n'),
}, 'kotlin-nested-companion', (fx) => {
  it('JsonReader.Options.of(…) calls the nested class\'s companion function, JsonReader.of(…) the outer one\'s', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'of', path: 'src/main/kotlin/JsonReader.kt:7' })).items), ['src/main/kotlin/internal/Use.kt:ClassJsonAdapter:6']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'of', path: 'src/main/kotlin/JsonReader.kt:12' })).items), ['src/main/kotlin/internal/Use.kt:ClassJsonAdapter.other:7']);
  });
});

/**
 * Kotlin overloads told apart by what a function call passed as an argument
 * returns (newcomer 35 #6: moshi's `fromJson(JsonReader.of(source))` and
 * `val reader = JsonReader.of(…); fromJson(reader)` were offered to
 * fromJson(String) too).
 */
describeGraph('code graph: Kotlin overloads by a call\'s result passed as an argument', {
  'src/main/kotlin/Adapter.kt': [
    'package m',
    '',
    'class JsonReader {',
    '  companion object {',
    '    fun of(source: String): JsonReader = JsonReader()',
    '  }',
    '}',
    'abstract class JsonAdapter<T> {',
    '  abstract fun fromJson(reader: JsonReader): T',
    '  fun fromJson(string: String): T = fromJson(JsonReader.of(string))',
    '  fun fromText(text: String): T {',
    '    val reader = JsonReader.of(text)',
    '    return fromJson(reader)',
    '  }',
    '}',
    '',
  ].join('\n'),
}, 'kotlin-result-arguments', (fx) => {
  it('fromJson(JsonReader.of(s)) and fromJson(reader) with reader = JsonReader.of(…) call fromJson(JsonReader), not fromJson(String)', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'fromJson', path: 'src/main/kotlin/Adapter.kt:9' })).items), ['src/main/kotlin/Adapter.kt:JsonAdapter.fromJson:10', 'src/main/kotlin/Adapter.kt:JsonAdapter.fromText:13']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'fromJson', path: 'src/main/kotlin/Adapter.kt:10' })).items), []);
  });
});
