/**
 * Kotlin calls on literals (LangSpec.literalType): `"%.2f".format(x)` is a
 * call of String's format, so it is neither a caller of an extension
 * `fun Money.format()` of the repository's own (newcomer 17 #1: it was
 * listed as a recursive call of Money.format, via import) nor a "may call"
 * in its note; `"s".loud()` and `3.triple()` reach the repository's
 * extensions of String and Int.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

describeGraph('Kotlin literal receivers', {
  'src/shop/Money.kt': [
    'package shop',
    '',
    'class Money(val cents: Int)',
    '',
    'fun Money.format(): String = "%.2f".format(cents / 100.0)',
    '',
    'fun String.loud(): String = this.uppercase()',
    '',
    'fun Int.triple(): Int = this * 3',
    '',
    'fun show(m: Money): String = m.format() + "x".loud() + """y""".loud() + 3.triple() + 4L.triple()',
    '',
  ].join('\n'),
}, 'kotlin-literal-receivers', (fx) => {
  it('a literal receiver reaches its own type\'s extensions only', async () => {
    await expectEdges(fx, 'code_callers', {
      // A Kotlin extension on a variable's type is found as an extension function (graphElements extensionCall: via import).
      'Money.format': ['src/shop/Money.kt:show:import'],
      'String.loud': ['src/shop/Money.kt:show:receiver'],
      'Int.triple': ['src/shop/Money.kt:show:receiver'],
    });
  });

  it('the String literal\'s format is not listed as a call that may reach Money.format', async () => {
    const r = await fx.call('code_callers', { symbol: 'Money.format' });
    assert.doesNotMatch(r.text, /Not listed/, r.text);
    assert.doesNotMatch(r.text, /^src\/shop\/Money\.kt:5 /m, r.text);
  });
});
