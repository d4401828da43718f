/**
 * In a Kotlin extension function declared inside a class (`private fun
 * OkHttpClient.get(…)` in okhttp's OkHttpTest), unqualified `this` is the
 * extension's receiver, not the class around it (newcomer 27 D:
 * `this.newCall(request)` was a call on a receiver of unknown type, so
 * OkHttpClient.newCall missed it). A bare call of the class's own method
 * there still reaches it. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'src/main/kotlin/a/Client.kt': 'package a\n\nclass Client {\n  fun newCall(x: Int): Int = x\n}\n',
  'src/test/kotlin/a/ClientTest.kt': [
    'package a',
    '',
    'class ClientTest {',
    '  fun helper(): Int = 1',
    '  private fun Client.get(r: Int): Int {', // 5
    '    return this.newCall(r) + helper()',
    '  }',
    '  fun run(c: Client) = c.get(2)',
    '  fun other(): Int = this.helper()',
    '}', // 10
    '',
  ].join('\n'),
};

describeGraph('code graph: this in a Kotlin member extension function', FILES, 'kotlin-member-extension-this', (fx) => {
  it('this.newCall(r) calls the extended Client\'s newCall; bare helper() and this.helper() outside it stay the class\'s', async () => {
    assert.deepEqual(await callers(fx, 'Client.newCall'), ['src/test/kotlin/a/ClientTest.kt:ClientTest.get:receiver']);
    assert.deepEqual(await callers(fx, 'ClientTest.helper'), ['src/test/kotlin/a/ClientTest.kt:ClientTest.get:same-file', 'src/test/kotlin/a/ClientTest.kt:ClientTest.other:receiver']);
  });
});
