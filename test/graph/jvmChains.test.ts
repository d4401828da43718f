/**
 * Java, C# and Kotlin receivers typed by declared return types, as the other
 * languages' are: `var` locals (`var z = new B()`, `var y = B.make()`),
 * chains headed by a construction, a static call or a local
 * (`new B().set(1).done()`, `B.make().done()`, `b.set(1).done()`; gson's
 * `new GsonBuilder()….create()`), Kotlin `KB().set().done()` (a class called
 * as a function constructs it) and `val r = makeKb()`, C# `new CB().Set().Done()`
 * and `var r = f.Make()`. The decoys: a
 * class `Decoy` with the same method names, reached only by its own chains,
 * whose callers must never include the calls on B.
 */
import { expectEdges, graphFixture } from './helpers';

const B = [
  'package p;',
  'public class B {',
  '  public B set(int x) { return this; }',
  '  public String done() { return ""; }',
  '  public static B make() { return new B(); }',
  '  public <T> T cast(Object o) { return null; }',
  '}',
  '',
].join('\n');

const DECOY = [
  'package p;',
  'public class Decoy {',
  '  public Decoy set(int x) { return this; }',
  '  public String done() { return ""; }',
  '  public static Decoy make() { return new Decoy(); }',
  '  void own() { new Decoy().set(1).done(); }',
  '}',
  '',
].join('\n');

const USE = [
  'package p;',
  'public class U {',
  '  void chain() { new B().set(1).done(); }',
  '  void statik() { B.make().done(); }',
  '  void typed() { B x = new B(); x.set(2).done(); }',
  '  void varNew() { var z = new B(); z.done(); }',
  '  void varCall() { var y = B.make(); y.done(); }',
  '  void varChain() {',
  '    var w = new B()',
  '        .set(1)',
  '        .set(2);',
  '    w.done();',
  '  }',
  '  void generic() { B x = new B(); x.cast(null).done(); }',
  '}',
  '',
].join('\n');

const KOTLIN = [
  'package k',
  'class KB { fun done(): Int = 1; fun set(): KB = this; fun maybe(): KB? = null }',
  'class KDecoy { fun done(): Int = 2; fun set(): KDecoy = this }',
  'fun makeKb(): KB = KB()',
  'fun useKb() { val b = KB(); b.done(); KB().set().done() }',
  'fun useVal() { val r = makeKb(); r.done() }',
  'fun useValChain() { val s = KB().set(); s.done() }',
  'fun useNullable() { KB().maybe()?.done() }',
  'fun useDecoy() { KDecoy().set().done() }',
  '',
].join('\n');

const CSHARP = [
  'namespace Shop {',
  'class CB { public int Done() => 1; public CB Set() => this; public static CB Make() => new CB(); }',
  'class CDecoy { public int Done() => 2; public CDecoy Set() => this; }',
  'class CU {',
  '  void Chain() { new CB().Set().Done(); }',
  '  void Statik() { CB.Make().Done(); }',
  '  void VarCall() { var r = CB.Make().Set(); r.Done(); }',
  '  void Decoy() { new CDecoy().Set().Done(); }',
  '}',
  '}',
  '',
].join('\n');

describe('code graph: Java, C# and Kotlin chains and var locals', () => {
  it('types var locals and chains by declared return types, never reaching the same-named decoy', async () => {
    const fx = await graphFixture({ 'src/p/B.java': B, 'src/p/Decoy.java': DECOY, 'src/p/U.java': USE, 'k/K.kt': KOTLIN, 'cs/C.cs': CSHARP }, 'jvm-chains');
    await fx.graph.ensure(120_000);
    await expectEdges(fx, 'code_callers', {
      'B.done': [
        'src/p/U.java:U.chain:receiver',
        'src/p/U.java:U.statik:receiver',
        'src/p/U.java:U.typed:receiver',
        'src/p/U.java:U.varCall:receiver',
        'src/p/U.java:U.varChain:receiver',
        'src/p/U.java:U.varNew:receiver',
      ],
      'B.set': ['src/p/U.java:U.chain:receiver', 'src/p/U.java:U.typed:receiver', 'src/p/U.java:U.varChain:receiver'],
      'Decoy.done': ['src/p/Decoy.java:Decoy.own:receiver'],
      'KB.done': ['k/K.kt:useKb:receiver', 'k/K.kt:useNullable:receiver', 'k/K.kt:useVal:receiver', 'k/K.kt:useValChain:receiver'],
      'KDecoy.done': ['k/K.kt:useDecoy:receiver'],
      'CB.Done': ['cs/C.cs:CU.Chain:receiver', 'cs/C.cs:CU.Statik:receiver', 'cs/C.cs:CU.VarCall:receiver'],
      'CDecoy.Done': ['cs/C.cs:CU.Decoy:receiver'],
    });
  });
});
