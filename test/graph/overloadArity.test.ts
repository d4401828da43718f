/**
 * Overloads told apart by argument count (newcomer 14 #3): `callers pad -p
 * Fmt.java:<1-arg line>` listed `pad(String s)` calling itself (its
 * `pad(s, 2)` calls the other one), and `callees Report.line` (which calls
 * `Fmt.pad(s, 4)`) printed `pad(String s) (+1 overload)`. Calls now carry
 * their argument count (CallRec.args): a path:line picks the calls that fit
 * that overload, varargs (`String...`, C# `params`, Kotlin `vararg`) and
 * defaults (C#, Kotlin, C++) widening the fit, a Kotlin trailing lambda
 * counting as an argument; a call fitting several stays with all of them;
 * a bare name still answers the group as one, each caller marked with the
 * overload it reaches.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, expectEdges } from './helpers';

const FMT = [
  'class Fmt {',
  '  static String pad(String s) { return pad(s, 2); }',
  '  static String pad(String s, int n) { return s; }',
  '  static String join(String... xs) { return ""; }',
  '  static String join(int a, int b) { return ""; }',
  '}',
  '',
].join('\n');

const REPORT = [
  'class Report {',
  '  String line(String s) { return Fmt.pad(s, 4); }',
  '  String head(String s) { return Fmt.pad(s); }',
  '  String many(String s) { return Fmt.join(s, "a", "b"); }',
  '  String two() { return Fmt.join(1 + 1, 2 + 2); }',
  '}',
  '',
].join('\n');

const CS = [
  'class CF {',
  '  public static string Pad(string s) { return Pad(s, 2); }',
  '  public static string Pad(string s, int n, char c = \' \') { return s; }',
  '  public static string Cat(params string[] xs) { return ""; }',
  '  public static string Cat(int a, int b) { return ""; }',
  '  static void Two() { Pad("a", 1); }',
  '  static void Three() { Pad("a", 1, \'x\'); Cat("a", "b", "c"); }',
  '}',
  '',
].join('\n');

const KT = [
  'object KF {',
  '  fun pad(s: String): String = pad(s, 2)',
  '  fun pad(s: String, n: Int, f: (Int) -> Int = { it }): String = s',
  '  fun run(a: Int, block: () -> Unit) {}',
  '  fun run(a: Int) {}',
  '}',
  'fun lambda() { KF.run(1) { } }',
  'fun plain() { KF.run(1) }',
  '',
].join('\n');

const CPP = [
  'struct Cut {',
  '  static int trim(int s) { return trim(s, 2); }',
  '  static int trim(int s, int n, int m = 3) { return s; }',
  '};',
  'int one() { return Cut::trim(1); }',
  'int three() { return Cut::trim(1, 2, 3); }',
  '',
].join('\n');

describeGraph('code graph: overloads told apart by argument count', { 'Fmt.java': FMT, 'Report.java': REPORT, 'F.cs': CS, 'F.kt': KT, 'cut.cpp': CPP }, 'overload-arity', (fx) => {
  it('lists as callers of one overload (path:line) the calls whose argument count fits it', async () => {
    assert.deepEqual(await callers(fx, 'pad', 'Fmt.java:2'), ['Report.java:Report.head:receiver']);
    assert.deepEqual(await callers(fx, 'pad', 'Fmt.java:3'), ['Fmt.java:Fmt.pad:same-file', 'Report.java:Report.line:receiver']);
    // Varargs take any count: join(1 + 1, 2 + 2) (argument types not read from expressions) fits both overloads and stays with both.
    assert.deepEqual(await callers(fx, 'join', 'Fmt.java:4'), ['Report.java:Report.many:receiver', 'Report.java:Report.two:receiver']);
    assert.deepEqual(await callers(fx, 'join', 'Fmt.java:5'), ['Report.java:Report.two:receiver']);
    // C#: a default parameter and params; Kotlin: a default and a trailing lambda; C++: a default.
    assert.deepEqual(await callers(fx, 'CF.Pad', 'F.cs:2'), []);
    assert.deepEqual(await callers(fx, 'CF.Pad', 'F.cs:3'), ['F.cs:CF.Pad:same-file', 'F.cs:CF.Three:same-file', 'F.cs:CF.Two:same-file']);
    assert.deepEqual(await callers(fx, 'CF.Cat', 'F.cs:5'), []);
    assert.deepEqual(await callers(fx, 'KF.pad', 'F.kt:2'), []);
    assert.deepEqual(await callers(fx, 'KF.pad', 'F.kt:3'), ['F.kt:KF.pad:same-file']);
    assert.deepEqual(await callers(fx, 'KF.run', 'F.kt:4'), ['F.kt:lambda:receiver']);
    assert.deepEqual(await callers(fx, 'KF.run', 'F.kt:5'), ['F.kt:plain:receiver']);
    assert.deepEqual(await callers(fx, 'Cut::trim', 'cut.cpp:2'), ['cut.cpp:one:receiver']);
    assert.deepEqual(await callers(fx, 'Cut::trim', 'cut.cpp:3'), ['cut.cpp:Cut::trim:same-file', 'cut.cpp:three:receiver']);
  });

  it('names the overload a call fits among callees, the group when several fit', async () => {
    await expectEdges(fx, 'code_callees', {
      'Report.line': ['Fmt.java:Fmt.pad:receiver'],
      'Report.two': ['Fmt.java:Fmt.join:receiver'],
    });
    const line = await fx.call('code_callees', { symbol: 'Report.line' });
    assert.match(line.text, /Fmt\.java:3 {2}method Fmt\.pad {2}static String pad\(String s, int n\) {2}\(called on line 2\)$/m);
    assert.doesNotMatch(line.text, /overload/);
    const two = await fx.call('code_callees', { symbol: 'Report.two' });
    assert.match(two.text, /static String join\(String\.\.\. xs\) {2}\(\+1 overload\)/);
  });

  it('answers a bare name for the group, marking each caller with the overload it reaches', async () => {
    const r = await fx.call('code_callers', { symbol: 'Fmt.pad' });
    assert.match(r.text, /^callers of method Fmt\.pad \(Fmt\.java:2; 2 overloads, at 2, 3, answered as one; path:line picks one\):/);
    const reaches = (r.structured!.items as { name: string; reaches?: number[] }[]).map((i) => `${i.name}:${(i.reaches ?? []).join(',')}`).sort();
    assert.deepEqual(reaches, ['Fmt.pad:3', 'Report.head:2', 'Report.line:3']);
    assert.match(r.text, /method Report\.head {2}String head\(String s\) {2}\(calls it on line 3\) {2}\(reaches the overload at line 2\)/);
    // Impact of one overload: the other overload calling it is its caller, and so are that one's callers.
    const impact = await fx.names('code_impact', { symbol: 'pad', path: 'Fmt.java:3', depth: 2 });
    assert.deepEqual(impact, ['Fmt.java:Fmt.pad', 'Report.java:Report.head', 'Report.java:Report.line']);
  });
});
