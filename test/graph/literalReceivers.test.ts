/**
 * Calls on literals. Kotlin (LangSpec.literalType): `"%.2f".format(x)` is a
 * call of String's format, so it is neither a caller of an extension
 * `fun Money.format()` of the repository's own (newcomer 17 #1: it was
 * listed as a recursive call of Money.format, via import) nor a "may call"
 * in its note; `"s".loud()` and `3.triple()` reach the repository's
 * extensions of String and Int. Dart (langDart receiverOf): `5.asMoney()`
 * reaches `extension IntMoney on int`, `'x'.shout()` one on String, and a
 * same-named method of another class is no target.
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
      // Kotlin extension functions are found as such (graphElements extensionCall), the literal's type choosing among them:
      // of the file's own package, not imported, so via receiver, the receiver's type checked (issue 3 #2).
      'Money.format': ['src/shop/Money.kt:show:receiver'],
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

describeGraph('Dart literal receivers', {
  'lib/money.dart': [
    'extension IntMoney on int {',
    "  String asMoney() => '\\$${this}';",
    '}',
    '',
    'extension Shout on String {',
    '  String shout() => toUpperCase();',
    '}',
    '',
    'class Crowd {',
    "  String shout() => 'hey';",
    '}',
    '',
    "String show() => 5.asMoney() + 'x'.shout() + 2.5.toString();",
    '',
  ].join('\n'),
}, 'dart-literal-receivers', (fx) => {
  it('an int or String literal reaches the extension on its type, not a same-named method of a class', async () => {
    await expectEdges(fx, 'code_callers', {
      'int.asMoney': ['lib/money.dart:show:receiver'],
      'String.shout': ['lib/money.dart:show:receiver'],
      'Crowd.shout': [],
    });
  });
});
