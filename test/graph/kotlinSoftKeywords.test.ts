/**
 * Kotlin names the grammar takes for keywords (newcomer 19 #1): okhttp's
 * Http2Stream assigns a local named `open` (`open = isOpen`, a soft
 * modifier) inside `withLock { … }`; the grammar read it as a modifier and
 * ended the class in an ERROR, so its methods became top-level functions and
 * everything after (receiveRstStream, FramingSource…) was lost. CacheTest's
 * `in1.skip(…)` at a line's start (read as the keyword `in` continuing the
 * line before) and Settings' `set = set or bit` after a local `val` (read as
 * that property's setter) did the same. The file is read again with those
 * lines rewritten at the same length (kotlinBraces.ts).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { kotlinBraceSemicolons } from '../../server/src/core/graph/kotlinBraces';

const STREAM = [
  'package okhttp3.internal.http2',
  '',
  'class Http2Stream(val id: Int) {',
  '  var isOpen: Boolean = true',
  '',
  '  fun receiveHeaders(inFinished: Boolean) {',
  '    val open: Boolean',
  '    withLock {',
  '      open = isOpen',
  '      notifyAll()',
  '    }',
  '    if (!open) {',
  '      receiveRstStream(id)',
  '    }',
  '  }',
  '',
  '  fun receiveRstStream(errorCode: Int) {',
  '    val in1 = source()',
  '    in1.skip(errorCode)',
  '  }',
  '',
  '  operator fun set(id: Int, value: Int): Http2Stream {',
  '    val bit = 1 shl id',
  '    set = set or bit',
  '    return this',
  '  }',
  '',
  '  var set: Int = 0',
  '  fun source(): Source = Source()',
  '  fun withLock(f: () -> Unit) = f()',
  '}',
  '',
  'class Source {',
  '  fun skip(n: Int) {}',
  '}',
  '',
].join('\n');

describeGraph('Kotlin names read as keywords', { 'src/Http2Stream.kt': STREAM }, 'kotlin-soft-keywords', (fx) => {
  it('keeps the class whole: methods in it, nothing after the assignment lost', () => {
    assert.deepEqual(defsIn(fx, 'src/Http2Stream.kt'), [
      'class Http2Stream 3',
      'method Http2Stream.constructor 3',
      'method Http2Stream.receiveHeaders 6',
      'method Http2Stream.receiveRstStream 17',
      'method Http2Stream.set 22',
      'method Http2Stream.source 29',
      'method Http2Stream.withLock 30',
      'class Source 33',
      'method Source.skip 34',
    ]);
    assert.equal(fx.graph.data.files.get('src/Http2Stream.kt')!.errors, undefined);
  });

  it('resolves the calls around the rewritten lines', async () => {
    await expectEdges(fx, 'code_callers', {
      'Http2Stream.receiveRstStream': ['src/Http2Stream.kt:Http2Stream.receiveHeaders:same-file'],
      'Source.skip': ['src/Http2Stream.kt:Http2Stream.receiveRstStream:receiver'],
    });
  });
});

describeGraph('Kotlin annotated accessors', {
  'src/Server.kt': [
    'class Server {',
    '  var factory: Int?',
    '    @Synchronized get() = made',
    '',
    '    @Synchronized set(value) {',
    '      check(value)',
    '    }',
    '  var made: Int? = null',
    '  fun check(v: Int?) {}',
    '  fun start() = check(factory)',
    '}',
    '',
  ].join('\n'),
}, 'kotlin-annotated-accessors', (fx) => {
  it('reads an annotated setter after an annotated getter (okhttp MockWebServer): the class stays whole', async () => {
    assert.equal(fx.graph.data.files.get('src/Server.kt')!.errors, undefined);
    assert.deepEqual(defsIn(fx, 'src/Server.kt'), ['class Server 1', 'method Server.check 9', 'method Server.start 10']);
    const src = 'class A {\n  var f: Int\n    @Synchronized get() = 1\n    @JvmName("x") set(v) {}\n}\n';
    assert.equal(kotlinBraceSemicolons(src)!.text, 'class A {\n  var f: Int\n                  get() = 1\n                  set(v) {}\n}\n');
  });
});

describe('kotlinBraceSemicolons line starts', () => {
  it('capitalises a modifier assigned, puts `;` before a keyword-like name or a setter-like `set`, same length', () => {
    const src = '  val a = 1\n  open = x\n  in1.skip()\n  set = 2\n  set(v)\n  "s"\n  as_b.c()\n  open(x)\n';
    const r = kotlinBraceSemicolons(src)!;
    // A call of a function named as a modifier ending its line: `!` before it (modifierCall).
    assert.equal(r.text, '  val a = 1\n  Open = x\n ;in1.skip()\n ;set = 2\n  set(v)\n  "s"\n ;as_b.c()\n !open(x)\n');
    assert.equal(r.text.length, src.length);
    assert.deepEqual(r.blanked, []);
    // After `{` or an operator the statement before is not ended.
    assert.equal(kotlinBraceSemicolons('f {\n  in1.x()\n}\nval y = a +\n  in1\n'), undefined);
  });
});

/**
 * A statement calling a function named as a modifier (okhttp's
 * Android10Platform: `CloseGuard().apply { open(closer) }`) was read as a
 * modifier: in a lambda everything after it in the file was lost. The retry
 * text puts the call in parentheses (kotlinBraces.ts modifierCall).
 */
describeGraph('Kotlin calls of functions named as modifiers', {
  'src/Platform.kt': [
    'package okhttp3.internal.platform', // 1
    '', // 2
    'class CloseGuard {', // 3
    '  fun open(name: String) {}', // 4
    '  fun close() {}', // 5
    '}', // 6
    '', // 7
    'fun final(x: Int) = x', // 8
    '', // 9
    'class Android10Platform {', // 10
    '  fun stackTrace(closer: String): Any? =', // 11
    '    if (closer.isEmpty()) {', // 12
    '      CloseGuard().apply { open(closer) }', // 13
    '    } else {', // 14
    '      null', // 15
    '    }', // 16
    '', // 17
    '  fun others(xs: List<Int>) {', // 18
    '    xs.forEach { x -> final(x) }', // 19
    '    CloseGuard().apply { open("a") }', // 20
    '  }', // 21
    '', // 22
    '  fun last() = final(1)', // 23
    '}', // 24
    '',
  ].join('\n'),
}, 'kotlin-modifier-calls', (fx) => {
  it('keeps every definition after the call, and the file reads without errors', () => {
    assert.deepEqual(defsIn(fx, 'src/Platform.kt'), [
      'class CloseGuard 3',
      'method CloseGuard.open 4',
      'method CloseGuard.close 5',
      'function final 8',
      'class Android10Platform 10',
      'method Android10Platform.stackTrace 11',
      'method Android10Platform.others 18',
      'method Android10Platform.last 23',
    ]);
    assert.equal(fx.graph.data.files.get('src/Platform.kt')!.errors, undefined);
  });

  it('records the calls, in parentheses or not', async () => {
    const callers = async (symbol: string) => ((await fx.call('code_callers', { symbol })).structured!.items as { name: string; line: number }[]).map((i) => `${i.name}:${i.line}`).sort();
    assert.deepEqual(await callers('final'), ['Android10Platform.last:23', 'Android10Platform.others:18']);
    assert.deepEqual(await callers('CloseGuard.open'), ['Android10Platform.others:18', 'Android10Platform.stackTrace:11']);
  });

  it('rewrites at the same length', () => {
    const src = 'fun f() {\n  g().apply { open(c) }\n  h { y -> final(y) }\n  k { open(c); m() }\n}\n';
    const out = kotlinBraceSemicolons(src)!;
    assert.equal(out.text.length, src.length);
    assert.match(out.text, /\{\(open\(c\)\)\}/);
    assert.match(out.text, /->\(final\(y\)\)\}/);
    assert.match(out.text, /\{!open\(c\);/);
  });
});

// okio's jvmMain ByteString.kt (newcomer 40 #2): `@JvmName("size")` on its own line above `get() = getSize()`, and in a
// companion function `val copy = ByteArray(remaining())` then `get(copy)` — a call, as a getter takes no parameter — were
// each read as an accessor in error; the file kept 21 of its 60 functions.
describeGraph('Kotlin accessor annotations on their own line, and `get(x)` calls', {
  'src/ByteString.kt': [
    'package okio', //                                                1
    '',
    'class ByteString(val data: ByteArray) {',
    '  val size',
    '    @JvmName("size")', //                                        5
    '    get() = getSize()',
    '',
    '  fun getSize() = data.size',
    '',
    '  fun hex(): String = "x"', //                                    10
    '',
    '  companion object {',
    '    fun copyOf(b: java.nio.ByteBuffer): ByteString {',
    '      val copy = ByteArray(b.remaining())',
    '      get(copy)', //                                               15
    '      return ByteString(copy)',
    '    }',
    '    fun get(a: ByteArray) = a.size',
    '    fun last(): ByteString = ByteString(ByteArray(0))',
    '  }', //                                                           20
    '}',
    '',
  ].join('\n'),
}, 'kotlin-accessor-lines', (fx) => {
  it('reads the file whole', async () => {
    assert.equal(fx.graph.data.files.get('src/ByteString.kt')!.errors, undefined);
    const names = defsIn(fx, 'src/ByteString.kt');
    for (const want of ['method ByteString.getSize 8', 'method ByteString.hex 10', 'method ByteString.last 19']) assert.ok(names.includes(want), names.join(', '));
    const callers = await fx.call('code_callers', { symbol: 'ByteString.getSize' });
    assert.match(callers.text, /calls it on line 6/);
  });
});
