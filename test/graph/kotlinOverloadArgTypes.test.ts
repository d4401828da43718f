/**
 * Kotlin overloads of the same parameter count told apart by argument types
 * (argTypesKotlin.ts; Java and C# in overloadArgTypes.test.ts): okhttp's
 * Headers.Builder has `set(name: String, value: Date)`, `(…, Instant)` and
 * `(…, String)`, and `headers[name] = value` in Request.Builder.header was
 * listed under each. Literals (`1` Int, `2L` Long, `3.0` Double, `"s"`,
 * `null`), constructions `Sub()`, declared parameters and locals, named
 * arguments and an indexed assignment's indices and value say the types;
 * Kotlin converts nothing implicitly (a Long variable never fits an Int
 * parameter), an integer literal fits Long as well but picks Int, `null`
 * only a nullable parameter.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const KT = [
  'package ov', //                                          1
  '',
  'import java.util.Date',
  '',
  'open class Base', //                                     5
  'class Sub : Base()',
  'class Other',
  '',
  'class Builder {',
  '  operator fun set(name: String, value: String) = this', // 10
  '  operator fun set(name: String, value: Date) = this',
  '  operator fun set(name: String, value: Int) = this',
  '',
  '  fun pad(n: Int) = 0', //                               14
  '  fun pad(n: Long) = 0',
  '  fun pad(n: Double) = 0',
  '',
  '  fun take(b: Base) = 0', //                             18
  '  fun take(o: Other) = 0',
  '',
  '  fun opt(s: String?) = 0', //                           21
  '  fun opt(n: Int) = 0',
  '',
  '  fun named(first: String, second: Int = 0) = 0', //     24
  '  fun named(first: String, other: Boolean = false) = 0',
  '}',
  '',
  'fun literals(b: Builder) { b.set("a", "b"); b.pad(1); b.pad(2L); b.pad(3.0); b.opt(null); b.opt(4) }',
  'fun typed(b: Builder, d: Date, n: Long) { val s: String = "q"; b.set("a", s); b.set("a", d); b.pad(n) }',
  'fun made(b: Builder) { b.take(Sub()); b.take(Other()) }',
  'fun byName(b: Builder) { b.named("x", second = 1); b.named("x", other = true) }',
  'fun indexed(b: Builder, d: Date) { b["a"] = d; b["c"] = 5 }',
  'fun unknown(b: Builder, x: Any) { b.set("a", x.toString()) }',
  '',
].join('\n');

describeGraph('code graph: Kotlin same-count overloads told apart by argument types', { 'src/Ov.kt': KT }, 'kotlin-overload-argtypes', (fx) => {
  it('lists as callers of one overload the calls whose argument types fit it', async () => {
    const at = async (method: string, line: number) => callers(fx, `Builder.${method}`, `src/Ov.kt:${line}`);
    assert.deepEqual(await at('set', 10), ['src/Ov.kt:literals:receiver', 'src/Ov.kt:typed:receiver', 'src/Ov.kt:unknown:receiver']);
    assert.deepEqual(await at('set', 11), ['src/Ov.kt:indexed:receiver', 'src/Ov.kt:typed:receiver', 'src/Ov.kt:unknown:receiver']);
    assert.deepEqual(await at('set', 12), ['src/Ov.kt:indexed:receiver', 'src/Ov.kt:unknown:receiver']);
    // `1` picks Int (it fits Long as well), `2L` and a Long parameter only Long, `3.0` Double.
    assert.deepEqual(await at('pad', 14), ['src/Ov.kt:literals:receiver']);
    const long = await fx.call('code_callers', { symbol: 'Builder.pad', path: 'src/Ov.kt:15' });
    assert.match(long.text, /literals .*\(calls it on line 28\)/);
    assert.match(long.text, /typed .*\(calls it on line 29\)/);
    assert.deepEqual(await at('take', 18), ['src/Ov.kt:made:receiver']);
    assert.deepEqual(await at('take', 19), ['src/Ov.kt:made:receiver']);
    // `null` only a nullable parameter; a named argument only the overload with that parameter.
    const nul = await fx.call('code_callers', { symbol: 'Builder.opt', path: 'src/Ov.kt:21' });
    assert.doesNotMatch(nul.text, /another overload/);
    assert.deepEqual(await at('named', 24), ['src/Ov.kt:byName:receiver']);
    const named = await fx.call('code_callers', { symbol: 'Builder.named', path: 'src/Ov.kt:25' });
    assert.doesNotMatch(named.text, /another overload/);
  });

  it('says which calls it could not tell apart', async () => {
    const r = await fx.call('code_callers', { symbol: 'Builder.set', path: 'src/Ov.kt:12' });
    assert.match(r.text, /unknown .*\(calls it on line 33\) {2}\(argument types on line 33 fit another overload as well: may call that one instead\)/);
    assert.doesNotMatch(r.text, /indexed .*another overload/);
  });
});
