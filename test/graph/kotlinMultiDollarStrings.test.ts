/**
 * Kotlin 2.1 multi-dollar strings (string interpolation prefixes: `$$"…"`,
 * where `$foo` is text and `$$foo` a template), which the grammar does not
 * know: moshi's GeneratedAdaptersTest writes `val json =
 * $$"{\"$foo\": \"bar\"}"`, and the test class around it ended in one
 * ERROR (the last file `graph status` named on moshi). The retry text blanks
 * the `$`s, same length (kotlinBraces.ts multiDollarString).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { kotlinBraceSemicolons } from '../../server/src/core/graph/kotlinBraces';

const TEST = [
  'package com.example.json',
  '',
  'class DollarSignTest {',
  '  fun readsDollarName() {',
  '    val json = $$"{\\"$foo\\": \\"bar\\"}"',
  '    parse(json)',
  '  }',
  '',
  '  fun writesTemplate(value: String) {',
  '    val raw = $$"""{"$price": $${value.length}}"""',
  '    parse(raw)',
  '  }',
  '',
  '  private fun parse(text: String): Int = text.length',
  '}',
  '',
].join('\n');

describeGraph('Kotlin multi-dollar strings', { 'src/DollarSignTest.kt': TEST }, 'kotlin-multi-dollar', (fx) => {
  it('keeps the class around them whole', () => {
    assert.deepEqual(defsIn(fx, 'src/DollarSignTest.kt'), [
      'class DollarSignTest 3',
      'method DollarSignTest.readsDollarName 4',
      'method DollarSignTest.writesTemplate 9',
      'method DollarSignTest.parse 14',
    ]);
    assert.equal(fx.graph.data.files.get('src/DollarSignTest.kt')!.errors, undefined);
  });

  it('resolves the calls after them', async () => {
    await expectEdges(fx, 'code_callers', {
      'DollarSignTest.parse': ['src/DollarSignTest.kt:DollarSignTest.readsDollarName:same-file', 'src/DollarSignTest.kt:DollarSignTest.writesTemplate:same-file'],
    });
  });
});

describe('kotlinBraceSemicolons multi-dollar strings', () => {
  it('blanks the prefix of $$"…" and $$$"""…""", never a $ after a name nor one alone', () => {
    const src = 'val a = $$"x $y"\nval b = $$$"""z"""\nval c = "$$"\nval d = x$$"q"\nval e = "$"\n';
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text, 'val a =   "x $y"\nval b =    """z"""\nval c = "$$"\nval d = x$$"q"\nval e = "$"\n');
    assert.equal(r.text.length, src.length);
  });
});
