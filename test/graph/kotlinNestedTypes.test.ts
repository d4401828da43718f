/**
 * Nested classes named with their outer class (newcomer 19, okhttp): a
 * Kotlin parameter or property `b: Headers.Builder` was typed by its first
 * name, Headers, so `headers["Content-Encoding"]` in Request.Builder.gzip
 * (headers a `Headers.Builder`) was listed as a caller of Headers.get and
 * `headers[name] = value` stayed unresolved. A declared type is now bound
 * whole (`Headers.Builder`, `okhttp3.Headers.Builder`, `Map.Entry<K, V>`, a
 * nullable `Headers.Builder?`) and read as the class nested in Headers
 * (graphScope qualifiedType, as Java's `Outer.Inner x`), and so is a
 * declared result type (`fun make(): Headers.Builder`, and `fun set():
 * Builder` read inside Headers.Builder) and `val b = Headers.Builder()`.
 * Java's generic `Outer.Entry<K, V> e` and `Outer.Inner make()` likewise.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/okhttp3/Headers.kt': [
    'package okhttp3',
    '',
    'class Headers {',
    '  operator fun get(name: String): String? = null',
    '',
    '  class Builder {',
    '    operator fun get(name: String): String? = null',
    '    operator fun set(name: String, value: String): Builder = this',
    '    fun build(): Headers = Headers()',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/okhttp3/Request.kt': [
    'package okhttp3',
    '',
    'class Request {',
    '  class Builder {',
    '    internal var headers: Headers.Builder = Headers.Builder()',
    '',
    '    fun gzip() {',
    '      headers["Content-Encoding"]',
    '    }',
    '',
    '    fun header(name: String, value: String) {',
    '      headers[name] = value',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/other/Use.kt': [
    'package other',
    '',
    'import okhttp3.Headers',
    '',
    'fun byParam(b: Headers.Builder) = b.get("x")',
    'fun byPackage(b: okhttp3.Headers.Builder?) = b?.get("x")',
    'fun outer(h: Headers) = h.get("x")',
    'fun locals() {',
    '  val x: Headers.Builder = make()',
    '  x.get("y")',
    '  val y = Headers.Builder()',
    '  y.get("z")',
    '  Headers.Builder().set("a", "b").build()',
    '}',
    'fun make(): Headers.Builder = Headers.Builder()',
    'fun viaResult() = make().get("w")',
    '',
  ].join('\n'),
  'src/p/Outer.java': [
    'package p;',
    '',
    'public class Outer {',
    '  public static class Entry<K, V> {',
    '    public K key() { return null; }',
    '  }',
    '  public static class Inner {',
    '    public void go() {}',
    '  }',
    '  public K key() { return null; }',
    '  public void go() {}',
    '}',
    '',
  ].join('\n'),
  'src/p/Use.java': [
    'package p;',
    '',
    'public class Use {',
    '  void param(Outer.Entry<String, Integer> e) { e.key(); }',
    '  void local() { Outer.Entry<String, Integer> w = null; w.key(); }',
    '  static Outer.Inner make() { return null; }',
    '  void result() { make().go(); }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Kotlin and Java types named with their outer class', FILES, 'kotlin-nested-types', (fx) => {
  it('types a Kotlin parameter, property, local or result declared `Outer.Inner` as the nested class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Headers.Builder.get': [
        'src/okhttp3/Request.kt:Request.Builder.gzip:receiver',
        'src/other/Use.kt:byPackage:receiver',
        'src/other/Use.kt:byParam:receiver',
        'src/other/Use.kt:locals:receiver',
        'src/other/Use.kt:viaResult:receiver',
      ],
      'Headers.get': ['src/other/Use.kt:outer:receiver'],
      'Headers.Builder.set': ['src/okhttp3/Request.kt:Request.Builder.header:receiver', 'src/other/Use.kt:locals:receiver'],
      // `set` declares `: Builder`, read where set is: Headers.Builder.
      'Headers.Builder.build': ['src/other/Use.kt:locals:receiver'],
    });
  });

  it('types a Java generic `Outer.Entry<K, V>` and a result `Outer.Inner` as the nested class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Outer.Entry.key': ['src/p/Use.java:Use.local:receiver', 'src/p/Use.java:Use.param:receiver'],
      'Outer.key': [],
      'Outer.Inner.go': ['src/p/Use.java:Use.result:receiver'],
      'Outer.go': [],
    });
  });
});
