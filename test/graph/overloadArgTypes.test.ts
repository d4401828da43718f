/**
 * Same-count overloads told apart by argument types (newcomer 19 #1): gson's
 * `parseString` calls `parseReader(new StringReader(json))` and `parse(Reader
 * json)` calls `parseReader(json)`, both the `Reader` overload, yet `callers
 * -p` of `parseReader(JsonReader)` listed them (only the count was
 * compared). A construction, a literal, a typed parameter or local now say
 * the argument's type (CallRec.argTypes): a class of the repository fits its
 * own ancestors only, an outside one (a JDK `StringReader`) any outside type
 * but no class of the repository; a call whose types still fit two overloads
 * stays with both, and says so.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const JAVA = [
  'import java.io.Reader;',
  'import java.io.StringReader;',
  'class JsonReader { JsonReader(Reader r) {} }',
  'class LenientReader extends JsonReader { LenientReader(Reader r) { super(r); } }',
  'class Parser {',
  '  static Object parseString(String json) { return parseReader(new StringReader(json)); }',
  '  static Object parseReader(Reader reader) { JsonReader jr = new JsonReader(reader); return parseReader(jr); }',
  '  static Object parseReader(JsonReader reader) { return null; }',
  '  Object parse(Reader json) { return parseReader(json); }',
  '  Object lenient(Reader r) { return parseReader(new LenientReader(r)); }',
  '  Object unknown(Object o) { return parseReader(pick()); }',
  '  static <T> T pick() { return null; }',
  '  static int pad(String s) { return 0; }',
  '  static int pad(int n) { return 0; }',
  '  static int pad(long n) { return 0; }',
  '  static void pads() { pad("a"); pad(2); pad(3L); }',
  '}',
  '',
].join('\n');

const CS = [
  'class CReader { }',
  'class CParser {',
  '  static int Take(string s) { return 0; }',
  '  static int Take(CReader r) { return 0; }',
  '  static void Use(CReader r) { Take("x"); Take(r); Take(new CReader()); }',
  '}',
  '',
].join('\n');

describeGraph('code graph: same-count overloads told apart by argument types', { 'Parser.java': JAVA, 'P.cs': CS }, 'overload-argtypes', (fx) => {
  it('lists as callers of one overload the calls whose argument types fit it', async () => {
    // new StringReader(…) and a `Reader` parameter: an outside type is never a JsonReader of the repository.
    assert.deepEqual(await callers(fx, 'parseReader', 'Parser.java:7'), ['Parser.java:Parser.parse:same-file', 'Parser.java:Parser.parseString:same-file', 'Parser.java:Parser.unknown:same-file']);
    // A typed local, a subclass of the repository, and a generic call's result (unknown: it stays with both).
    assert.deepEqual(await callers(fx, 'parseReader', 'Parser.java:8'), ['Parser.java:Parser.lenient:same-file', 'Parser.java:Parser.parseReader:same-file', 'Parser.java:Parser.unknown:same-file']);
    // Literals: a string, an int (the exact int overload, not the wider long), a long.
    assert.deepEqual(await callers(fx, 'pad', 'Parser.java:13'), ['Parser.java:Parser.pads:same-file']);
    const int = await fx.call('code_callers', { symbol: 'pad', path: 'Parser.java:14' });
    assert.match(int.text, /Parser\.pads .*\(calls it on line 16\)$/m);
    assert.deepEqual(await callers(fx, 'CParser.Take', 'P.cs:3'), ['P.cs:CParser.Use:same-file']);
    const cs = await fx.call('code_callers', { symbol: 'CParser.Take', path: 'P.cs:4' });
    assert.doesNotMatch(cs.text, /another overload/);
  });

  it('says which calls it could not tell apart', async () => {
    const r = await fx.call('code_callers', { symbol: 'parseReader', path: 'Parser.java:8' });
    assert.match(r.text, /calls told apart by argument count and the argument types known/);
    assert.match(r.text, /Parser\.unknown .*\(calls it on line 11\) {2}\(argument types on line 11 fit another overload as well: may call that one instead\)/);
    assert.doesNotMatch(r.text, /Parser\.lenient .*another overload/);
    const items = r.structured!.items as { name: string; undecided?: number[] }[];
    assert.deepEqual(items.find((i) => i.name === 'Parser.unknown')?.undecided, [11]);
  });
});
