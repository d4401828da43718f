/**
 * Kotlin names written in backticks (newcomer 37, moshi's `internal class
 * `-JsonUtf8Reader``): asked without the backticks, as a person types them
 * (`-JsonUtf8Reader`, `-JsonUtf8Reader.nextString`), they name the same
 * definitions (graphNames definitionsSpelled).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: Kotlin names in backticks', {
  'src/main/kotlin/m/Reader.kt': [
    'package m',
    '',
    'internal class `-JsonUtf8Reader` {',
    '  fun nextString(): String = "x"',
    '}',
    '',
    'fun use(r: `-JsonUtf8Reader`): String = r.nextString()',
    '',
  ].join('\n'),
}, 'kotlin-backtick-names', (fx) => {
  const lines = async (name: string): Promise<number[]> => {
    const r = await fx.call('code_symbol', { name });
    assert.ok(!r.isError, r.text);
    return ((r.structured?.items ?? []) as { line: number }[]).map((i) => i.line);
  };

  it('a class and its member are found with or without the backticks', async () => {
    assert.deepEqual(await lines('`-JsonUtf8Reader`'), [3]);
    assert.deepEqual(await lines('-JsonUtf8Reader'), [3]);
    assert.deepEqual(await lines('-JsonUtf8Reader.nextString'), [4]);
    assert.deepEqual(await lines('`-JsonUtf8Reader`.nextString'), [4]);
  });

  it('callers of the member asked without backticks', async () => {
    const r = await fx.call('code_callers', { symbol: '-JsonUtf8Reader.nextString' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual(((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name), ['use']);
  });
});
