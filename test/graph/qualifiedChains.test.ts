/**
 * A Java call chain headed by a qualified type (issue 3 leftovers): a static
 * factory named with its package or outer class (`com.shop.Builder.of(1)`,
 * `Outer.Inner.of(1)` with Outer imported) is that class's static method,
 * and the chain goes on through its declared return type (`.build()`, a
 * nested class's read from inside its outer class), as
 * `Builder.of(1).build()` does. A decoy class of the same simple name in another package, with the
 * same method names, is reached only through its own package.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/com/shop/Builder.java': [
    'package com.shop;',
    'public class Builder {',
    '  public static Builder of(int x) { return new Builder(); }',
    '  public Order build() { return new Order(); }',
    '}',
    '',
  ].join('\n'),
  'src/com/shop/Order.java': [
    'package com.shop;',
    'public class Order {',
    '  public void send() { }',
    '}',
    '',
  ].join('\n'),
  'src/com/decoy/Builder.java': [
    'package com.decoy;',
    'public class Builder {',
    '  public static Builder of(int x) { return new Builder(); }',
    '  public int build() { return 0; }',
    '}',
    '',
  ].join('\n'),
  'src/com/shop/Outer.java': [
    'package com.shop;',
    'public class Outer {',
    '  public static class Inner {',
    '    public static Inner of(int x) { return new Inner(); }',
    '    public Order build() { return new Order(); }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/com/app/App.java': [
    'package com.app;',
    'import com.shop.Outer;',
    'public class App {',
    '  void pkg() { com.shop.Builder.of(1).build().send(); }',
    '  void outer() { com.shop.Outer.Inner.of(2).build(); }',
    '  void imported() { Outer.Inner.of(3).build().send(); }',
    '  void decoy() { com.decoy.Builder.of(4).build(); }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Java chains headed by a qualified type', FILES, 'graph-qualified-chains', (fx) => {
  it('resolves the static factory and each link after it', async () => {
    await expectEdges(fx, 'code_callees', {
      'App.pkg': ['src/com/shop/Builder.java:Builder.build:receiver', 'src/com/shop/Builder.java:Builder.of:import', 'src/com/shop/Order.java:Order.send:receiver'],
      'App.outer': ['src/com/shop/Outer.java:Outer.Inner.build:receiver', 'src/com/shop/Outer.java:Outer.Inner.of:import'],
      'App.imported': ['src/com/shop/Order.java:Order.send:receiver', 'src/com/shop/Outer.java:Outer.Inner.build:receiver', 'src/com/shop/Outer.java:Outer.Inner.of:receiver'],
      'App.decoy': ['src/com/decoy/Builder.java:Builder.build:receiver', 'src/com/decoy/Builder.java:Builder.of:import'],
    });
  });

  it('lists each chain among the callers of the method it reaches, and no other', async () => {
    await expectEdges(fx, 'code_callers', {
      'Builder.build @ src/com/shop/Builder.java': ['src/com/app/App.java:App.pkg:receiver'],
      'Builder.build @ src/com/decoy/Builder.java': ['src/com/app/App.java:App.decoy:receiver'],
      'Order.send': ['src/com/app/App.java:App.imported:receiver', 'src/com/app/App.java:App.pkg:receiver'],
    });
  });
});
