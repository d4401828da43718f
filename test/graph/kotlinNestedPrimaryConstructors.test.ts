/**
 * A nested class whose primary constructor is on the line after its header
 * (newcomer 22 #1, moshi's JsonReader.kt: `public class Options` then
 * `private constructor(internal val strings: …)`): the grammar read that line
 * as a secondary constructor of the class around it, its `val` parameters an
 * error, and the outer class ended in one ERROR — `symbol JsonReader` found
 * nothing, its methods were top-level functions and the calls on a
 * JsonReader were left out as made on a type from outside the repository.
 * The file is read again with the constructor's modifiers written as one
 * annotation, of the same length (kotlinBraces.ts constructorLine).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { kotlinBraceSemicolons } from '../../server/src/core/graph/kotlinBraces';

const READER = [
  'package com.example.json',
  '',
  'import okio.Buffer',
  '',
  'public sealed class JsonReader : Closeable {',
  '  protected var stackSize: Int = 0',
  '',
  '  public abstract fun nextString(): String',
  '',
  '  public fun readAll(): List<String> {',
  '    val out = ArrayList<String>()',
  '    out.add(nextString())',
  '    return out',
  '  }',
  '',
  '  /** Names prepared for selectName. */',
  '  public class Options',
  '  private constructor(',
  '    internal val strings: Array<out String>,',
  '    internal val buffer: Buffer,',
  '  ) {',
  '    public fun strings(): List<String> = strings.toList()',
  '',
  '    public companion object {',
  '      @JvmStatic',
  '      public fun of(vararg strings: String): Options = Options(strings, Buffer())',
  '    }',
  '  }',
  '',
  '  public class Token<T : Any>',
  '  @Inject internal constructor(val name: String) {',
  '    public fun describe(): String = name',
  '  }',
  '',
  '  public fun peekJson(): JsonReader = this',
  '}',
  '',
].join('\n');

const ADAPTER = [
  'package com.example.json',
  '',
  'class StringAdapter {',
  '  fun fromJson(reader: JsonReader): String = reader.nextString()',
  '  fun options(): JsonReader.Options = JsonReader.Options.of("a", "b")',
  '}',
  '',
].join('\n');

const JAVA = [
  'package com.example.json;',
  '',
  'final class Reads {',
  '  static String first(JsonReader reader) {',
  '    return reader.nextString();',
  '  }',
  '}',
  '',
].join('\n');

describeGraph(
  'Kotlin nested class with its primary constructor on the next line',
  { 'src/JsonReader.kt': READER, 'src/StringAdapter.kt': ADAPTER, 'src/Reads.java': JAVA },
  'kotlin-nested-primary',
  (fx) => {
    it('keeps the outer class whole: its methods are methods, the nested classes and their constructors defined', () => {
      assert.deepEqual(defsIn(fx, 'src/JsonReader.kt'), [
        'class JsonReader 5',
        'method JsonReader.nextString 8',
        'method JsonReader.readAll 10',
        'class JsonReader.Options 17',
        'method Options.constructor 18',
        'method Options.strings 22',
        // A companion object's members are its class's (langKotlin).
        'method Options.of 25',
        'class JsonReader.Token 30',
        'method Token.constructor 31',
        'method Token.describe 32',
        'method JsonReader.peekJson 35',
      ]);
      assert.equal(fx.graph.data.files.get('src/JsonReader.kt')!.errors, undefined);
    });

    it('gives the constructors their signatures as written', () => {
      const sig = (line: number) => fx.graph.data.files.get('src/JsonReader.kt')!.defs.find((d) => d.line === line)?.signature;
      assert.equal(sig(18), 'private constructor(internal val strings: Array<out String>, internal val buffer: Buffer)');
      assert.equal(sig(31), '@Inject internal constructor(val name: String)');
    });

    it('resolves Kotlin and Java calls on a JsonReader to its method', async () => {
      await expectEdges(fx, 'code_callers', {
        'JsonReader.nextString': [
          'src/JsonReader.kt:JsonReader.readAll:same-file',
          'src/Reads.java:Reads.first:receiver',
          'src/StringAdapter.kt:StringAdapter.fromJson:receiver',
        ],
      });
    });
  },
);

describe('kotlinBraceSemicolons primary constructor lines', () => {
  it('writes the modifiers of a constructor after a class header as one annotation, same length', () => {
    const src = [
      'class A {',
      '  class B',
      '  private constructor(val s: String)',
      '  class C<T>',
      '  @Inject internal constructor(val s: String)',
      '    class D // plain',
      '    constructor(val s: String)',
      '  class E',
      '  constructor(val s: String)',
      '  val x = 1',
      '  private constructor(s: String) : this()',
      '}',
      '',
    ].join('\n');
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text.length, src.length);
    assert.deepEqual(r.text.split('\n').slice(1, 11), [
      '  class B',
      '  @rivate constructor(val s: String)',
      '  class C<T>',
      '  @Inject_internal constructor(val s: String)',
      '    class D // plain',
      ' @_ constructor(val s: String)',
      '  class E',
      // Two blanks of indentation leave no room for an annotation: left as it is.
      '  constructor(val s: String)',
      '  val x = 1',
      // A secondary constructor after a member is no class's primary one.
      '  private constructor(s: String) : this()',
    ]);
    assert.deepEqual(r.blanked, [
      { name: '  private ', line: 3 },
      { name: '  @Inject internal ', line: 5 },
      { name: '    ', line: 7 },
    ]);
  });
});
