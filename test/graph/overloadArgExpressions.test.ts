/**
 * Same-count overloads told apart by the types of argument expressions
 * (newcomer issue 3 #1, javapoet's `CodeWriter.emit`): `callers -p` of
 * `emit(CodeBlock)` listed `out.emit(flag ? "..." : "[]")`, `emit("{" + ws)`
 * and `emit(name.simple())`, which pass a String, and `emit(String)` listed
 * `emit(this)` in the block class and `emit(Block.of(…))`. A string
 * concatenation, a conditional of literals of one type, `this` (its class),
 * a call whose targets declare one return type, and a field written bare or
 * as `this.x` now say the argument's type; a generic call's result stays
 * unknown and fits every overload. An overload with a fixed parameter count
 * that surely fits hides the varargs ones, as Java's phases of applicability do.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const WRITER = [
  'class Writer {',
  '  Block pending;',
  '  Writer emit(String s) { return this; }',
  '  Writer emit(String format, Object... args) { return emit(Block.of(format, args)); }',
  '  Writer emit(Block block) { return emit(block, false); }',
  '  Writer emit(Block block, boolean newline) { return this; }',
  '  void flush() { emit(pending); emit(this.pending); }',
  '  void generic() { emit(Block.pick()); }',
  '}',
  '',
].join('\n');

const BLOCK = [
  'class Block {',
  '  static Block of(String format, Object... args) { return new Block(); }',
  '  static <T> T pick() { return null; }',
  '  String simple() { return ""; }',
  '  void write(Writer w) { w.emit(this); }',
  '}',
  '',
].join('\n');

const USES = [
  'class Uses {',
  '  Block name;',
  '  void brackets(Writer out, boolean varargs) { out.emit(varargs ? "..." : "[]"); }',
  '  void joined(Writer out, String ws) { out.emit("{" + ws); out.emit(ws + ("}" + ws)); }',
  '  void named(Writer out) { out.emit(name.simple()); }',
  '  void formatted(Writer out, Object type, String ws) { out.emit("@$T(" + ws, type); }',
  '  static void log(CharSequence text) { }',
  '  static void log(String format, Object... args) { }',
  '  void logs(String ws) { log("x"); log("a" + ws, 1); }',
  '}',
  '',
].join('\n');

const CS = [
  'class CBlock { public static CBlock Of(string f) { return new CBlock(); } public void Put(CWriter w) { w.Emit(this); } }',
  'class CWriter {',
  '  public void Emit(string s) { }',
  '  public void Emit(CBlock b) { }',
  '  public void Use(bool f, string ws) { Emit("a" + ws); Emit(f ? "x" : "y"); Emit(CBlock.Of("x")); }',
  '}',
  '',
].join('\n');

describeGraph('code graph: overloads told apart by the types of argument expressions', { 'Writer.java': WRITER, 'Block.java': BLOCK, 'Uses.java': USES, 'W.cs': CS }, 'overload-arg-expressions', (fx) => {
  it('reads string concatenations, conditionals, this, call results and fields', async () => {
    // emit(String): concatenations, a conditional of strings, a method declared to return String (and the generic result, which fits any).
    assert.deepEqual(await callers(fx, 'Writer.emit', 'Writer.java:3'), ['Uses.java:Uses.brackets:receiver', 'Uses.java:Uses.joined:receiver', 'Uses.java:Uses.named:receiver', 'Writer.java:Writer.generic:same-file']);
    // emit(Block): `this` in Block, `Block.of(…)`, a field bare and as `this.pending`, and a generic result that fits both.
    assert.deepEqual(await callers(fx, 'Writer.emit', 'Writer.java:5'), ['Block.java:Block.write:receiver', 'Writer.java:Writer.emit:same-file', 'Writer.java:Writer.flush:same-file', 'Writer.java:Writer.generic:same-file']);
    // Two arguments, a concatenation first: (String, Object...), not (Block, boolean).
    assert.deepEqual(await callers(fx, 'Writer.emit', 'Writer.java:6'), ['Writer.java:Writer.emit:same-file']);
    // The generic result with no varargs argument: emit(String) takes whatever emit(String, Object...) would, and comes first.
    assert.deepEqual(await callers(fx, 'Writer.emit', 'Writer.java:4'), ['Uses.java:Uses.formatted:receiver']);
    // A fixed count that surely fits hides the varargs overload (JLS §15.12.2): log("x") is log(CharSequence).
    assert.deepEqual(await callers(fx, 'Uses.log', 'Uses.java:7'), ['Uses.java:Uses.logs:same-file']);
    const varargs = await fx.call('code_callers', { symbol: 'Uses.log', path: 'Uses.java:8' });
    assert.match(varargs.text, /Uses\.logs .*\(calls it on line 9\)$/m);
    const generic = await fx.call('code_callers', { symbol: 'Writer.emit', path: 'Writer.java:5' });
    assert.match(generic.text, /Writer\.generic .*another overload/);
    assert.doesNotMatch(generic.text, /Writer\.flush .*another overload/);
  });

  it('reads them in C# too', async () => {
    assert.deepEqual(await callers(fx, 'CWriter.Emit', 'W.cs:3'), ['W.cs:CWriter.Use:same-file']);
    const block = await fx.call('code_callers', { symbol: 'CWriter.Emit', path: 'W.cs:4' });
    assert.match(block.text, /CBlock\.Put .*\(calls it on line 1\)$/m);
    assert.match(block.text, /CWriter\.Use .*\(calls it on line 5\)$/m);
    assert.doesNotMatch(block.text, /another overload/);
  });
});
