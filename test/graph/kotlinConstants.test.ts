/**
 * Kotlin's constants are definitions of kind const, as Java's static finals
 * are (newcomer 26 #3: okhttp's `symbol USER_AGENT` said No matches and
 * suggested userAgent; `symbol -k const -p …/Http2.kt` said it defines
 * none): module-level properties (`const val`, `val`, `var`, a `var` shown
 * as one) and the `const val`s of an object or a companion object, named
 * through their object or class (`Http2.TYPE_DATA`, `C.LIMIT`). A class's
 * own properties, an object's plain `val`s and extension properties
 * (`val String.shout`) stay no symbols. Real temp
 * repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, toolItems } from './helpers';

const FILES = {
  'src/main/kotlin/a/Consts.kt': [
    'package a',
    '',
    '/** The default User-Agent. */',
    'const val USER_AGENT = "okhttp/5"',
    'val DEFAULT: Int = 3', // 5
    'private var counter = 0',
    '',
    'object Http2 {',
    '  const val TYPE_DATA = 0x0',
    '  val plain = 1', // 10
    '}',
    '',
    'class Conn {',
    '  companion object {',
    '    const val LIMIT = 5', // 15
    '  }',
    '  val field = 2',
    '  fun open(): Int = LIMIT + field',
    '}',
    '',
    // An extension property is a property of String, no constant of the file (newcomer 27 F).
    'internal val String.shout: String',
    '  get() = this.uppercase()', // 22
    '',
  ].join('\n'),
};

describeGraph('code graph: Kotlin constants are definitions', FILES, 'kotlin-constants', (fx) => {
  it('module-level properties and const vals of objects and companions are kind const; class properties are not', () => {
    assert.deepEqual(defsIn(fx, 'src/main/kotlin/a/Consts.kt'), [
      'const USER_AGENT 4',
      'const DEFAULT 5',
      'const counter 6',
      'class Http2 8',
      'const Http2.TYPE_DATA 9',
      'class Conn 13',
      'const Conn.LIMIT 15',
      'method Conn.open 18',
    ]);
  });

  it('code_symbol finds them by name, with their doc and signature; a var is shown as one', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { name: 'USER_AGENT' });
    assert.deepEqual(items.map((i) => [i.name, (i as { kind?: string }).kind, i.signature]), [['USER_AGENT', 'const', 'const val USER_AGENT = "okhttp/5"']]);
    const counter = await toolItems(fx, 'code_symbol', { name: 'counter' });
    assert.equal((counter.items[0] as { kind?: string }).kind, 'var');
    const limit = await toolItems(fx, 'code_symbol', { name: 'Conn.LIMIT', kind: 'const' });
    assert.deepEqual(limit.items.map((i) => i.line), [15]);
    const none = await fx.call('code_symbol', { name: 'plain' });
    assert.match(none.text, /^No matches/, none.text);
  });

  it('callers of a constant say a read is no call, and how to see its uses (newcomer 26 #9)', async () => {
    const r = await fx.call('code_callers', { symbol: 'USER_AGENT' });
    assert.match(r.text, /^No callers found for const USER_AGENT \(src\/main\/kotlin\/a\/Consts\.kt:4\)/, r.text);
    assert.match(r.text, /^It is a value: the graph records calls of it, not reads or writes; to see every use: git grep -n -w USER_AGENT -- ':\/'$/m, r.text);
  });
});
