/**
 * Same-named methods of one class (overloads) in Java, C#, Kotlin and C++
 * are one symbol: calls are resolved by name and receiver, never by argument
 * types, so `g.toJson(x)` reaches every `toJson` of the class. Newcomer 8 on
 * gson: `callers Gson.toJson` asked to choose among 8 definitions, and every
 * choice gave the same 515 callers. Now: no question, one caller list (a
 * call reaching several overloads counted once), `overloads` naming their
 * lines; a path:line and callees tell the overloads apart by argument count
 * (overloadArity.test.ts has more). The decoy: a same-named
 * `toJson` of another class, which none of these calls reaches.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, expectEdges, graphFixture } from './helpers';

const GSON = [
  'package g;',
  'public class Gson {',
  '  public String toJson(Object src) {',
  '    return toJson(src, Object.class);',
  '  }',
  '  public String toJson(Object src, Class<?> type) {',
  '    StringBuilder sb = new StringBuilder();',
  '    toJson(src, type, sb);',
  '    return sb.toString();',
  '  }',
  '  public void toJson(Object src, Class<?> type, StringBuilder out) {',
  '    out.append(src);',
  '  }',
  '  public String other() { return ""; }',
  '}',
  '',
].join('\n');

const DECOY = [
  'package g;',
  'public class Printer {',
  '  public String toJson(Object src) { return ""; }',
  '  void own() { toJson(1); }',
  '}',
  '',
].join('\n');

const USE = [
  'package g;',
  'public class Use {',
  '  void one(Gson g) { g.toJson(1); }',
  '  void two(Gson g) { g.toJson(1, Object.class); }',
  '  void printer(Printer p) { p.toJson(1); }',
  '}',
  '',
].join('\n');

const CSHARP = [
  'class Fmt {',
  '  public string Render(int x) => Render(x, 2);',
  '  public string Render(int x, int width) => "";',
  '}',
  'class Other { public string Render(int x) => ""; }',
  'class CsUse {',
  '  void Go(Fmt f, Other o) { f.Render(1); o.Render(2); }',
  '}',
  '',
].join('\n');

const KOTLIN = [
  'package k',
  'class Box {',
  '  fun put(x: Int) { put(x, 0) }',
  '  fun put(x: Int, at: Int) {}',
  '}',
  'class Crate { fun put(x: Int) {} }',
  'fun fill(b: Box, c: Crate) { b.put(1); c.put(2) }',
  '',
].join('\n');

const CPP = [
  'class Cart {',
  ' public:',
  '  int add(int a) { return add(a, 1); }',
  '  int add(int a, int n) { return a * n; }',
  '};',
  'class Bag {',
  ' public:',
  '  int add(int a) { return a; }',
  '};',
  'int shop(Cart& c, Bag& b) { return c.add(1) + b.add(2); }',
  '',
].join('\n');

describe('code graph: overloads of one class are one symbol (Java, C#, Kotlin, C++)', () => {
  it('answers callers without asking, once per call, with the overloads named; callees list the group once', async () => {
    const fx = await graphFixture({ 'src/g/Gson.java': GSON, 'src/g/Printer.java': DECOY, 'src/g/Use.java': USE, 'cs/Fmt.cs': CSHARP, 'k/Box.kt': KOTLIN, 'cpp/cart.cpp': CPP }, 'overload-groups');
    await fx.graph.ensure(120_000);
    const r = await fx.call('code_callers', { symbol: 'Gson.toJson' });
    assert.ok(!r.isError && !r.structured?.candidates, r.text);
    assert.match(r.text, /^callers of method Gson\.toJson \(src\/g\/Gson\.java:3; 3 overloads, at 3, 6, 11, answered as one; path:line picks one\):/);
    assert.deepEqual((r.structured!.definition as { overloads?: number[] }).overloads, [3, 6, 11]);
    const expected = ['src/g/Gson.java:Gson.toJson:same-file', 'src/g/Gson.java:Gson.toJson:same-file', 'src/g/Use.java:Use.one:receiver', 'src/g/Use.java:Use.two:receiver'];
    assert.deepEqual(await callers(fx, 'Gson.toJson'), expected);
    // Each caller's call lines once, though each call reaches three overloads.
    const one = (r.structured!.items as { name: string; line: number; calls: number[] }[]).find((i) => i.name === 'Use.one')!;
    assert.deepEqual(one.calls, [3]);
    // A path:line inside one overload: the calls whose argument count fits it (overloadArity), and the header says so.
    const pinned = await fx.call('code_callers', { symbol: 'Gson.toJson', path: 'src/g/Gson.java:7' });
    assert.match(pinned.text, /\(src\/g\/Gson\.java:6; one of 3 overloads, at 3, 6, 11; calls told apart by argument count and the argument types known\)/);
    assert.deepEqual(await callers(fx, 'Gson.toJson', 'src/g/Gson.java:7'), ['src/g/Gson.java:Gson.toJson:same-file', 'src/g/Use.java:Use.two:receiver']);
    // Callees: each call names the overload its argument count fits, from every body when asked by name, from one body when pinned.
    const callees = await fx.call('code_callees', { symbol: 'Gson.toJson' });
    const items = callees.structured!.items as { name: string; line: number; calls: number[]; overloads?: number[] }[];
    assert.deepEqual(items.map((i) => `${i.name}:${i.line}:${i.calls.join(',')}:${(i.overloads ?? []).join(',')}`), ['Gson.toJson:6:4:', 'Gson.toJson:11:8:']);
    assert.match(callees.text, /method Gson\.toJson {2}public String toJson\(Object src, Class<\?> type\) {2}\(called on line 4\)/);
    const body = await fx.call('code_callees', { symbol: 'Gson.toJson', path: 'src/g/Gson.java:4' });
    assert.deepEqual((body.structured!.items as { calls: number[] }[]).map((i) => i.calls), [[4]]);
    await expectEdges(fx, 'code_callers', {
      // The decoys: same-named methods of other classes.
      'Printer.toJson': ['src/g/Printer.java:Printer.own:same-file', 'src/g/Use.java:Use.printer:receiver'],
      'Fmt.Render': ['cs/Fmt.cs:CsUse.Go:receiver', 'cs/Fmt.cs:Fmt.Render:same-file'],
      'Other.Render': ['cs/Fmt.cs:CsUse.Go:receiver'],
      'Box.put': ['k/Box.kt:Box.put:same-file', 'k/Box.kt:fill:receiver'],
      'Crate.put': ['k/Box.kt:fill:receiver'],
      'Cart.add': ['cpp/cart.cpp:Cart::add:same-file', 'cpp/cart.cpp:shop:receiver'],
      'Bag.add': ['cpp/cart.cpp:shop:receiver'],
    });
    // Impact: the overloads are the symbol asked about; those calling another are listed at depth 1 as callers lists them
    // (newcomer 47 #12), and not followed further.
    const impact = await fx.names('code_impact', { symbol: 'Gson.toJson', depth: 3 });
    assert.deepEqual(impact, ['src/g/Gson.java:Gson.toJson', 'src/g/Gson.java:Gson.toJson', 'src/g/Use.java:Use.one', 'src/g/Use.java:Use.two']);
  });
});

describeGraph('code graph: the note of overloads answered as one', {
  'Sources/J/JSON.swift': [
    'public struct JSON {',
    '    public mutating func merge(with other: JSON) throws { try self.merge(with: other, typecheck: true) }',
    '    fileprivate mutating func merge(with other: JSON, typecheck: Bool) throws { }',
    '    func combine() { let v = unknownFactory(); try? v.merge(with: v, typecheck: false) }',
    '}',
    '',
  ].join('\n'),
}, 'overload-group-note', (fx) => {
  // SwiftyJSON: `callers JSON.merge` said nothing of the calls `-p …:3` counted (newcomer 47 #4).
  it('counts the calls that may be any of the overloads, each once', async () => {
    const group = await fx.call('code_callers', { symbol: 'JSON.merge' });
    const one = await fx.call('code_callers', { symbol: 'merge', path: 'Sources/J/JSON.swift:3' });
    const examples = (r: typeof group) => (r.structured!.unresolved as { examples: string[] } | undefined)?.examples ?? [];
    assert.ok(examples(one).length > 0, one.text);
    for (const e of examples(one)) assert.ok(examples(group).includes(e), `${e} in the group's note: ${group.text}`);
  });
});
