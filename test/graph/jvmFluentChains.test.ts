/**
 * Fluent chains inside the builder's own class (newcomer 14 #1): a Java or C#
 * class with a constructor named after it read `B` inside its own methods as
 * that constructor, so `new B(0).with(1).with(2).build()` and
 * `B.of(1).with(2).build()` there reached nothing and were listed under "Not
 * listed". A constructor names no type now (graphScope resolveName). Also Java's
 * explicit type arguments heading a chain (`B.<String>of(1)`), and Kotlin's
 * companion factory. The decoy `D` has the same method names and is reached
 * only by its own chain.
 */
import { describeGraph, expectEdges } from './helpers';

const B = [
  'public class B {',
  '  private int v;',
  '  public B(int v) { this.v = v; }',
  '  public B with(int x) { v += x; return this; }',
  '  public int build() { return v; }',
  '  public static B of(int x) { return new B(x); }',
  '  public static <T> B typed(T x) { return new B(0); }',
  '  static void m() { new B(0).with(1).with(2).build(); }',
  '  static void n() { B.of(1).with(2).build(); }',
  '  static void g() { B.<String>typed("a").with(2).build(); }',
  '}',
  '',
].join('\n');

const D = [
  'public class D {',
  '  public D(int v) { }',
  '  public D with(int x) { return this; }',
  '  public int build() { return 0; }',
  '  static void own() { new D(0).with(1).build(); }',
  '}',
  '',
].join('\n');

const CS = [
  'public class SB {',
  '  private int v;',
  '  public SB(int v) { this.v = v; }',
  '  public SB With(int x) { v += x; return this; }',
  '  public int Build() { return v; }',
  '  public static SB Of(int x) { return new SB(x); }',
  '  static void M() { new SB(0).With(1).With(2).Build(); }',
  '  static void N() { SB.Of(1).With(2).Build(); }',
  '}',
  '',
].join('\n');

const KT = [
  'class KB(var v: Int) {',
  '  fun with(x: Int): KB { v += x; return this }',
  '  fun build(): Int = v',
  '  companion object { fun of(x: Int): KB = KB(x) }',
  '}',
  'fun km() { KB(0).with(1).with(2).build() }',
  'fun kn() { KB.of(1).with(2).build() }',
  '',
].join('\n');

describeGraph('code graph: fluent chains in the builder\'s own class (Java, C#, Kotlin)', { 'B.java': B, 'D.java': D, 'SB.cs': CS, 'K.kt': KT }, 'jvm-fluent', (fx) => {
  it('follows every link of a chain headed by a construction or a static factory', async () => {
    await expectEdges(fx, 'code_callers', {
      'B.build': ['B.java:B.g:receiver', 'B.java:B.m:receiver', 'B.java:B.n:receiver'],
      'B.with': ['B.java:B.g:receiver', 'B.java:B.m:receiver', 'B.java:B.n:receiver'],
      'D.build': ['D.java:D.own:receiver'],
      'SB.Build': ['SB.cs:SB.M:receiver', 'SB.cs:SB.N:receiver'],
      'SB.With': ['SB.cs:SB.M:receiver', 'SB.cs:SB.N:receiver'],
      'KB.build': ['K.kt:km:receiver', 'K.kt:kn:receiver'],
    });
  });

  it('names every link among a chain\'s callees', async () => {
    await expectEdges(fx, 'code_callees', {
      'B.m': ['B.java:B.B:same-file', 'B.java:B.build:receiver', 'B.java:B.with:receiver'],
      'B.n': ['B.java:B.build:receiver', 'B.java:B.of:receiver', 'B.java:B.with:receiver'],
    });
  });
});
