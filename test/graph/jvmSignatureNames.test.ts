/**
 * okhttp's names and signatures (newcomer 19 #6). `fun Dns.Call.execute()`
 * in a file of package okhttp3.internal.dns extends okhttp3.Dns.Call: it is
 * named `Dns.Call.execute`, asked for as `okhttp3.Dns.Call.execute` (the
 * package of the type, as the file imports it: displayNames packageOf),
 * never `okhttp3.internal.dns.Call.execute`. An annotation on its own line
 * above a bodiless method made the signature only `@Throws(IOException::class)`:
 * Java and Kotlin signatures start past leading annotations
 * (signatures.ts annotationsEnd).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'okhttp/src/okhttp3/Call.kt': [
    'package okhttp3',
    '',
    'interface Call {',
    '  @Throws(IOException::class)',
    '  fun execute(): Response',
    '}',
    '',
  ].join('\n'),
  'okhttp/src/okhttp3/Dns.kt': ['package okhttp3', '', 'interface Dns {', '  interface Call', '}', ''].join('\n'),
  'okhttp/src/okhttp3/internal/dns/-ExecuteDns.kt': [
    'package okhttp3.internal.dns',
    '',
    'import okhttp3.Dns',
    '',
    '@OkHttpInternalApi',
    '@Throws(UnknownHostException::class)',
    'fun Dns.Call.execute(): List<String> = listOf()',
    '',
  ].join('\n'),
  'src/shop/Fee.java': ['package shop;', '', 'class Fee {', '  @Override', '  @Deprecated public String toString() { return "fee"; }', '}', ''].join('\n'),
};

describeGraph('JVM signatures and extension names', FILES, 'jvm-signature-names', (fx) => {
  it('starts signatures past leading annotations, Kotlin and Java', () => {
    const sig = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)?.signature;
    assert.equal(sig('okhttp/src/okhttp3/Call.kt', 'execute'), 'fun execute(): Response');
    assert.equal(sig('okhttp/src/okhttp3/internal/dns/-ExecuteDns.kt', 'execute'), 'fun Dns.Call.execute(): List<String>');
    assert.equal(sig('src/shop/Fee.java', 'toString'), 'public String toString()');
  });

  it('names an extension of a nested class through its outer class and that class package', async () => {
    const r = await fx.call('code_callers', { symbol: 'Call.execute' });
    assert.match(r.text, /^Ambiguous: 2 definitions of Call\.execute; ask for one by its full name/);
    assert.match(r.text, /method okhttp3\.Call\.execute/);
    // Listed by its display name where that names it alone (newcomer 21 #1), by its package's where not.
    assert.match(r.text, /method Dns\.Call\.execute /);
    assert.doesNotMatch(r.text, /okhttp3\.internal\.dns\.Call/);
    const one = await fx.call('code_symbol', { name: 'okhttp3.Dns.Call.execute' });
    // At its name's line, under its two annotations (issue 3).
    assert.match(one.text, /^okhttp\/src\/okhttp3\/internal\/dns\/-ExecuteDns\.kt:7 {2}method Dns\.Call\.execute {2}fun Dns\.Call\.execute\(\): List<String>/);
    const iface = await fx.call('code_symbol', { name: 'okhttp3.Call.execute' });
    assert.match(iface.text, /^okhttp\/src\/okhttp3\/Call\.kt:5 {2}method Call\.execute {2}fun execute\(\): Response/);
    assert.doesNotMatch(iface.text, /ExecuteDns/);
  });
});
