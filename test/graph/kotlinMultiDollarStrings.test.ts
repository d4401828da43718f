/**
 * Kotlin 2.1 multi-dollar strings (string interpolation prefixes: `$$"…"`,
 * where `$foo` is text and `$$foo` a template), which the grammar does not
 * know: moshi's GeneratedAdaptersTest writes `val json =
 * $$"{\"$foo\": \"bar\"}"`, and the test class around it ended in one
 * ERROR (the last file `graph status` named on moshi). And a raw one the
 * grammar reads without error took `${f()}` in `$$"""{"a": ${f()}}"""` —
 * text, fewer `$`s than the prefix — for a template calling f (issue 3).
 * Every Kotlin file's source text blanks the prefix, and the `$`s before a
 * `{` but the one of a template, same length (kotlinBraces.ts
 * multiDollarStrings, in kotlinSource).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { kotlinSource } from '../../server/src/core/graph/kotlinBraces';

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
  '  fun bracesAsText(value: String) {',
  '    val raw = $$"""{"a": ${skipped()}, "b": $${counted(value)}, "c": $$${counted(value)}}"""',
  '    parse(raw)',
  '  }',
  '',
  '  private fun skipped(): Int = 0',
  '',
  '  private fun counted(v: String): Int = v.length',
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
      'method DollarSignTest.bracesAsText 14',
      'method DollarSignTest.skipped 19',
      'method DollarSignTest.counted 21',
      'method DollarSignTest.parse 23',
    ]);
    assert.equal(fx.graph.data.files.get('src/DollarSignTest.kt')!.errors, undefined);
  });

  it('resolves the calls after them', async () => {
    await expectEdges(fx, 'code_callers', {
      'DollarSignTest.parse': [
        'src/DollarSignTest.kt:DollarSignTest.bracesAsText:same-file',
        'src/DollarSignTest.kt:DollarSignTest.readsDollarName:same-file',
        'src/DollarSignTest.kt:DollarSignTest.writesTemplate:same-file',
      ],
    });
  });

  it('takes a `${…}` with fewer `$`s than the prefix for text, one with as many or more for a template', async () => {
    await expectEdges(fx, 'code_callers', {
      'DollarSignTest.skipped': [],
      'DollarSignTest.counted': ['src/DollarSignTest.kt:DollarSignTest.bracesAsText:same-file'],
    });
    await expectEdges(fx, 'code_callees', {
      'DollarSignTest.bracesAsText': ['src/DollarSignTest.kt:DollarSignTest.counted:same-file', 'src/DollarSignTest.kt:DollarSignTest.parse:same-file'],
    });
  });
});

describe('kotlinSource multi-dollar strings', () => {
  it('blanks the prefix of $$"…" and $$$"""…""", never a $ after a name, one alone nor $s ending a string', () => {
    const src = 'val a = $$"x $y"\nval b = $$$"""z"""\nval c = "$$"\nval d = x$$"q"\nval e = "$"\nval g = "x $$" + 1\n';
    const r = kotlinSource(src);
    assert.equal(r.text, 'val a =   "x $y"\nval b =    """z"""\nval c = "$$"\nval d = x$$"q"\nval e = "$"\nval g = "x $$" + 1\n');
    assert.equal(r.text.length, src.length);
  });

  it('blanks the $s of text before a brace, and all but one of a template\'s', () => {
    const src = 'val f = $$"""{"p": ${g()}, "q": $${h("}")}, "r": $$${k()}}"""\nval s = $$"\\"${no()} $${yes()}"\n';
    assert.equal(kotlinSource(src).text, 'val f =   """{"p":  {g()}, "q":  ${h("}")}, "r":   ${k()}}"""\nval s =   "\\" {no()}  ${yes()}"\n');
  });
});
