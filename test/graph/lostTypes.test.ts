/**
 * A class the parser lost to a syntax error is still the repository's
 * (newcomer 22 #1): before moshi's JsonReader.kt was read whole, `callers
 * nextString` ended with "118 more on values or packages from outside the
 * repository left out" though JsonReader is moshi's own class — its name was
 * defined nowhere, so a `reader: JsonReader` looked like a dependency's. A
 * file with errors records the types it declares inside an ERROR
 * (FileRec.lostTypes); a receiver of one is no outside receiver, and the
 * callers note counts those calls apart, naming the file. The snippet keeps a
 * syntax error that loses the class around it, an initializer that is only
 * a `)`, `val broken = )`. (Kotlin the grammar misread, as the forms used
 * before were — a nested class's bare `constructor(` on the next line, a
 * `when` guard, context parameters — is now read whole: kotlinBraces.)
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { encodeRec, parseRec } from '../../server/src/core/graph/recordCodec';

const READER = [
  'package com.example.json',
  '',
  'abstract class JsonReader {',
  '  abstract fun nextString(): String',
  '',
  '  fun nextName(): String = nextString()',
  '',
  '  val broken = )',
  '}',
  '',
].join('\n');

const ADAPTER = [
  'package com.example.json',
  '',
  'import okio.BufferedSource',
  '',
  'class StringAdapter {',
  '  fun fromJson(reader: JsonReader): String = reader.nextString()',
  '  fun fromSource(source: BufferedSource): String = source.nextString()',
  '}',
  '',
].join('\n');

const JAVA = [
  'package com.example.json;',
  '',
  'final class Reads {',
  '  static String first(JsonReader reader) {',
  '    return reader.nextString();',
  '  }',
  '}',
  '',
].join('\n');

describeGraph('Types whose class a syntax error lost', { 'src/JsonReader.kt': READER, 'src/StringAdapter.kt': ADAPTER, 'src/Reads.java': JAVA }, 'lost-types', (fx) => {
  it('records the type declared inside the error, and keeps it through the stored form', () => {
    const rec = fx.graph.data.files.get('src/JsonReader.kt')!;
    assert.ok(rec.errors, 'the snippet still has a syntax error');
    assert.deepEqual(rec.lostTypes, ['JsonReader']);
    assert.deepEqual(parseRec(encodeRec(rec))?.lostTypes, ['JsonReader']);
    assert.equal(fx.graph.data.files.get('src/StringAdapter.kt')!.lostTypes, undefined);
  });

  it('lists calls on a receiver of that type as unresolved, naming the file, not as outside the repository', async () => {
    const r = await fx.call('code_callers', { symbol: 'nextString' });
    assert.ok(!r.isError, r.text);
    const u = r.structured!.unresolved as { count: number; lost: number; lostIn: string[]; leftOut: number; calls: { path: string; line: number }[] };
    // Kotlin's and Java's `reader.nextString()`; okio's BufferedSource stays outside.
    assert.deepEqual(
      u.calls.map((c) => `${c.path}:${c.line}`),
      ['src/Reads.java:5', 'src/StringAdapter.kt:6'],
    );
    assert.equal(u.count, 2);
    assert.equal(u.lost, 2);
    assert.deepEqual(u.lostIn, ['src/JsonReader.kt']);
    assert.equal(u.leftOut, 1);
    assert.match(r.text, /Not listed: 2 calls named nextString that resolve to no definition \(on a receiver of a type whose file the parser could not read whole, src\/JsonReader\.kt\); 1 more on values or packages from outside the repository left out/);
  });
});
