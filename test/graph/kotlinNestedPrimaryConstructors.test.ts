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
import { kotlinPrimaryConstructors } from '../../server/src/core/graph/kotlinBraces';

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

/**
 * The same on files the grammar reads with no error (issue 3): `class B` then
 * `private constructor(s: String) {` (no `val`) was B's body read as a
 * secondary constructor of A, B's methods local functions of it; a bare
 * `constructor(` indented by two blanks likewise, with no room in its
 * indentation for the annotation (kotlinBraces kotlinPrimaryConstructors:
 * the header moves left to end with it).
 */
const NESTED = [
  'package com.example.shop',
  '',
  'class Catalog {',
  '  class Page',
  '  private constructor(size: Int) {',
  '    fun render(): String = format(size)',
  '  }',
  '',
  '  class Entry',
  '  constructor(name: String) {',
  '    fun label(): String = format(name.length)',
  '  }',
  '',
  '  fun format(n: Int): String = n.toString()',
  '',
  '  fun first(): String = Page(1).render() + Entry("a").label()',
  '}',
  '',
].join('\n');

describeGraph('Kotlin nested class with its primary constructor on the next line, read whole', { 'src/Catalog.kt': NESTED }, 'kotlin-nested-primary-whole', (fx) => {
  it('makes the constructor the nested class\'s and its body the class\'s, columns as written', () => {
    assert.deepEqual(defsIn(fx, 'src/Catalog.kt'), [
      'class Catalog 3',
      'class Catalog.Page 4',
      'method Page.constructor 5',
      'method Page.render 6',
      'class Catalog.Entry 9',
      'method Entry.constructor 10',
      'method Entry.label 11',
      'method Catalog.format 14',
      'method Catalog.first 16',
    ]);
    const defs = fx.graph.data.files.get('src/Catalog.kt')!.defs;
    const entry = defs.find((d) => d.name === 'Entry')!;
    assert.deepEqual([entry.col, entry.nameCol, entry.signature], [2, 8, 'class Entry']);
    const ctor = defs.find((d) => d.name === 'constructor' && d.line === 10)!;
    assert.deepEqual([ctor.col, ctor.signature], [2, 'constructor(name: String)']);
    assert.equal(defs.find((d) => d.name === 'constructor' && d.line === 5)!.signature, 'private constructor(size: Int)');
  });

  it('attributes the nested classes\' calls to their methods and constructions to their constructors', async () => {
    await expectEdges(fx, 'code_callers', {
      'Catalog.format': ['src/Catalog.kt:Catalog.Entry.label:same-file', 'src/Catalog.kt:Catalog.Page.render:same-file'],
      'Catalog.Page.constructor': ['src/Catalog.kt:Catalog.first:same-file'],
      'Page.render': ['src/Catalog.kt:Catalog.first:receiver'],
      'Entry.label': ['src/Catalog.kt:Catalog.first:receiver'],
    });
    await expectEdges(fx, 'code_callees', {
      'Page.render': ['src/Catalog.kt:Catalog.format:same-file'],
    });
  });
});

describe('kotlinPrimaryConstructors', () => {
  it('takes annotation lines between the header and the constructor as the constructor\'s (okhttp Android17SocketAdapter)', () => {
    const src = 'class Adapter\n  @RequiresApi(37)\n  internal constructor() : Socket {\n  fun m() = 1\n}\n';
    const r = kotlinPrimaryConstructors(src);
    assert.equal(r.text, 'class Adapter\n                  \n  @nternal constructor() : Socket {\n  fun m() = 1\n}\n');
    // A bare constructor after annotation lines is left as written.
    const bare = 'class A\n  @X\n  constructor()\n';
    assert.equal(kotlinPrimaryConstructors(bare).text, bare);
  });

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
    const r = kotlinPrimaryConstructors(src);
    assert.equal(r.text.length, src.length);
    assert.deepEqual(r.text.split('\n').slice(1, 11), [
      '  class B',
      '  @rivate constructor(val s: String)',
      '  class C<T>',
      '  @Inject_internal constructor(val s: String)',
      '    class D // plain',
      ' @_ constructor(val s: String)',
      // Two blanks of indentation leave no room for an annotation: the header ends with it, two columns left.
      'class E@_',
      '  constructor(val s: String)',
      '  val x = 1',
      // A secondary constructor after a member is no class's primary one.
      '  private constructor(s: String) : this()',
    ]);
    assert.deepEqual(r.blanked, [
      { name: '  private ', line: 3 },
      { name: '  @Inject internal ', line: 5 },
      { name: '    ', line: 7 },
      { name: 'class@_', line: 8 },
    ]);
  });
});

// Kotlin Multiplatform (newcomer 39 #1, okio's jvmMain ByteString.kt): `actual open class ByteString` then
// `internal actual constructor(` on the next line. `actual` was no modifier the rewrite knew: the file ended in an ERROR
// after the class's header, its 60 functions were lost and `callers commonHex` found none.
const ACTUAL = [
  'package okio', //                                              1
  '',
  'internal fun ByteString.commonHex(): String = "x"',
  '',
  'actual open class ByteString', //                              5
  'internal actual constructor(',
  '  internal actual val data: ByteArray,',
  ') {',
  '  actual open fun hex(): String = commonHex()',
  '}', //                                                         10
  '',
  'class After { fun z(b: ByteString) = b.hex() }',
  '',
].join('\n');

describeGraph('Kotlin `actual constructor(` on the line after its class header', { 'src/ByteString.kt': ACTUAL }, 'kotlin-actual-primary', (fx) => {
  it('reads the class whole: its methods, the class after it, and their calls', async () => {
    const callers = await fx.call('code_callers', { symbol: 'commonHex' });
    assert.match(callers.text, /^src\/ByteString\.kt:9 {2}method ByteString\.hex .*\(calls it on line 9\)$/m);
    const hex = await fx.call('code_callers', { symbol: 'ByteString.hex' });
    assert.match(hex.text, /method After\.z .*\(calls it on line 12\)/);
    const status = await fx.call('code_symbol', { name: 'After' });
    assert.match(status.text, /^src\/ByteString\.kt:12 /m);
  });

  it('writes `actual` and `expect` with the other modifiers as one annotation', () => {
    const r = kotlinPrimaryConstructors('actual open class B\ninternal actual constructor(val s: String)\n');
    assert.equal(r.text, 'actual open class B\n@nternal_actual constructor(val s: String)\n');
  });
});
