/**
 * Kotlin `JsonReader.Options.of(*names)`: a function of the companion of a
 * class nested in a class in scope (newcomer 35 #7: moshi's four calls were
 * offered to JsonReader.of as may-calls). `JsonReader.of("x")` stays the
 * outer companion's.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

interface Edge {
  path: string;
  name: string;
  calls?: number[];
}
const rows = (items: unknown[]) => (items as Edge[]).map((i) => `${i.path}:${i.name}:${(i.calls ?? []).join(',')}`).sort();

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
