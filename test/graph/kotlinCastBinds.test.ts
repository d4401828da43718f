/**
 * A Kotlin local holding a cast, `val realChain = chain as RealInterceptorChain`
 * (and `as?`), has the cast's type, so calls through it resolve (newcomer 27:
 * okhttp's RetryAndFollowUpInterceptor and ConnectInterceptor called
 * `realChain.proceed(…)` on a receiver of unknown type). Real temp
 * repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'src/main/kotlin/a/Chain.kt': [
    'package a',
    '',
    'interface Chain { fun proceed(x: Int): Int }',
    'class RealChain : Chain {',
    '  override fun proceed(x: Int): Int = x', // 5
    '  fun exchange(): Int = 0',
    '}',
    'class OtherChain : Chain {',
    '  override fun proceed(x: Int): Int = x + 1',
    '  fun exchange(): Int = 1', // 10
    '}',
    '',
    'fun intercept(chain: Chain): Int {',
    '  val realChain = chain as RealChain',
    '  val maybe = chain as? RealChain', // 15
    '  return realChain.exchange() + (maybe?.exchange() ?: 0)',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Kotlin locals holding a cast', FILES, 'kotlin-cast-binds', (fx) => {
  it('x as T and x as? T type the local as T, not a same-named method of another class', async () => {
    assert.deepEqual(await callers(fx, 'RealChain.exchange'), ['src/main/kotlin/a/Chain.kt:intercept:receiver']);
    assert.deepEqual(await callers(fx, 'OtherChain.exchange'), []);
  });
});
