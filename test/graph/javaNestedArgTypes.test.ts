/**
 * Overloads told apart by arguments of a nested class (newcomer 39 #2,
 * jsoup's Tokeniser: `emit(Token)`, `emit(String)`, `emit(char)`,
 * `emit(int[])`). `emit(tagPending)` with `Token.Tag tagPending` and
 * `emit(new Token.EOF())` were given to `emit(int[])` with no hedge: the
 * argument's class was looked up by its last name, `Tag`, which names
 * nothing where the call is made, so `Token` was ruled out, while an array
 * parameter took anything. The class is now looked up by its path, an array
 * parameter takes no class's instance, `t.emit(r.consume())` reads the
 * `char` consume declares, and `int[] cs` passes an array.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: Java overloads and arguments of nested classes', {
  'src/p/Token.java': [
    'package p;',
    'abstract class Token {',
    '  static abstract class Tag extends Token { }',
    '  static final class StartTag extends Tag { }',
    '  static final class EOF extends Token { }',
    '  static final class Comment extends Token { }',
    '}',
    '',
  ].join('\n'),
  'src/p/CharacterReader.java': ['package p;', 'final class CharacterReader {', '  public char consume() { return \'a\'; }', '}', ''].join('\n'),
  'src/p/Tokeniser.java': [
    'package p;', //                                                      1
    'final class Tokeniser {',
    '  Token.Tag tagPending;',
    '  Token.Comment commentPending = new Token.Comment();',
    '  void emit(Token token) { }', //                                    5
    '  void emit(String str) { }',
    '  void emit(char c) { }',
    '  void emit(int[] codepoints) { }',
    '  void emitTagPending() { emit(tagPending); }',
    '  void emitCommentPending() { emit(commentPending); }', //          10
    '  void eof() { emit(new Token.EOF()); }',
    '  void read(CharacterReader r) { emit(r.consume()); }',
    '  void points(int[] cs) { emit(cs); }',
    '}',
    '',
  ].join('\n'),
}, 'java-nested-arg-types', (fx) => {
  it('a field of a nested class and a construction of one reach `emit(Token)`; a `char` result `emit(char)`', async () => {
    const all = await fx.call('code_callers', { symbol: 'Tokeniser.emit' });
    assert.match(all.text, /method Tokeniser\.emitTagPending .*\(reaches the overload at line 5\)/);
    assert.match(all.text, /method Tokeniser\.emitCommentPending .*\(reaches the overload at line 5\)/);
    assert.match(all.text, /method Tokeniser\.eof .*\(reaches the overload at line 5\)/);
    assert.match(all.text, /method Tokeniser\.read .*\(reaches the overload at line 7\)/);
    // `int[] cs` (bound by its elements, `cs[]`): the array overload.
    assert.match(all.text, /method Tokeniser\.points .*\(reaches the overload at line 8\)/);
  });

  it('the array overload is called by the array only', async () => {
    const arrays = await fx.call('code_callers', { symbol: 'Tokeniser.emit', path: 'src/p/Tokeniser.java:8' });
    assert.deepEqual(arrays.text.split('\n').slice(1).filter(Boolean).map((l) => l.split('  ')[1]), ['method Tokeniser.points']);
  });
});

// jsoup's Element.select (newcomer 39): `parent().select(selector.toString())` reaches select(String) whatever selector's class.
describeGraph('code graph: a toString() argument is a String', {
  'src/p/Element.java': [
    'package p;',
    'class Element {',
    '  Element select(String css) { return this; }', //        3
    '  Element select(Evaluator evaluator) { return this; }',
    '  Element closest(Object selector) { return select(selector.toString()); }', // 5
    '}',
    'class Evaluator { }',
    '',
  ].join('\n'),
}, 'java-tostring-arg', (fx) => {
  it('reaches the String overload', async () => {
    const all = await fx.call('code_callers', { symbol: 'Element.select' });
    assert.match(all.text, /method Element\.closest .*\(reaches the overload at line 3\)/);
  });
});

// jsoup's TokeniserState (newcomer 40 #6): an enum's `static final char` field and a local `int[]` passed to overloads.
describeGraph('code graph: Java primitive fields and local arrays as arguments', {
  'src/p/T.java': [
    'package p;',
    'final class Tokeniser {',
    '  void emit(Token token) { }', //                                      3
    '  void emit(String str) { }',
    '  void emit(char c) { }', //                                           5
    '  void emit(int[] codepoints) { }', //                                 6
    '  int[] consume() { return null; }',
    '}',
    'class Token { }',
    'enum TokeniserState {', //                                             10
    '  Data {',
    '    void read(Tokeniser t) { t.emit(replacementChar); }', //           12
    '  },',
    '  CharRef {',
    '    void read(Tokeniser t) { int[] c = t.consume(); t.emit(c); }', //  15
    '  };',
    '  abstract void read(Tokeniser t);',
    "  private static final char replacementChar = '?';",
    '}',
    '',
  ].join('\n'),
}, 'java-primitive-args', (fx) => {
  it('a char constant reaches emit(char), a local int[] emit(int[])', async () => {
    const all = await fx.call('code_callers', { symbol: 'Tokeniser.emit' });
    assert.match(all.text, /method TokeniserState\.Data\.read .*\(reaches the overload at line 5\)/);
    assert.match(all.text, /method TokeniserState\.CharRef\.read .*\(reaches the overload at line 6\)/);
  });
});
