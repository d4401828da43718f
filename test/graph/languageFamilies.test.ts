/**
 * A call resolves only to definitions of a language that can call them
 * (graphRules `sameFamily`): TS/TSX/JS together, C and C++ with their headers,
 * every other language within itself. Newcomer report: a C++ `c.total()` on a
 * local `struct Cart` listed the `Cart.total` of Python, Go, Java, C#, Swift,
 * Kotlin, Scala and Dart too (C++ takes out-of-line members `Cart::total`
 * from any file), and a Ruby `Cart#total`'s callers held that C++ function.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'k.cpp': ['struct Cart { int total() const { return 0; } };', 'int useK() { Cart c; return c.total(); }', ''].join('\n'),
  'out.cpp': ['struct Box { int size() const; };', 'int Box::size() const { return 1; }', 'int useBox() { Box b; return b.size(); }', ''].join('\n'),
  'a.py': ['class Cart:', '    def total(self):', '        return 1', '', 'def use2():', '    c = Cart()', '    return c.total()', ''].join('\n'),
  'm.go': ['package main', '', 'type Cart struct{}', '', 'func (c *Cart) total() int { return 0 }', '', 'func useM() int { c := &Cart{}; return c.total() }', ''].join('\n'),
  'N.java': ['class Cart { int total() { return 0; } }', 'class N { int useN() { Cart c = new Cart(); return c.total(); } }', ''].join('\n'),
  'o.cs': ['class Cart { public int total() { return 0; } }', 'class O { int useO() { var c = new Cart(); return c.total(); } }', ''].join('\n'),
  'p.swift': ['class Cart { func total() -> Int { return 0 } }', 'func useP() -> Int { let c = Cart(); return c.total() }', ''].join('\n'),
  'q.kt': ['class Cart { fun total(): Int = 0 }', 'fun useQ(): Int { val c = Cart(); return c.total() }', ''].join('\n'),
  'r.scala': ['class Cart { def total(): Int = 0 }', 'object R { def useR(): Int = { val c = new Cart(); c.total() } }', ''].join('\n'),
  's.dart': ['class Cart { int total() => 0; }', 'int useS() { final c = Cart(); return c.total(); }', ''].join('\n'),
  'cart.rb': ['class Cart', '  def total; 0; end', 'end', 'def use_rb', '  c = Cart.new', '  c.total', 'end', 'def use_extra', '  c = Cart.new', '  c.extra', 'end', ''].join('\n'),
  // A Ruby class reopened elsewhere counts; a Python class of the same name does not.
  'more.rb': ['class Cart', '  def extra; 1; end', 'end', ''].join('\n'),
  'extra.py': ['class Cart:', '    def extra(self):', '        return 2', ''].join('\n'),
};

describeGraph('code graph: calls resolve within a language family', FILES, 'lang-families', (fx) => {
  it('a receiver typed by a C++ struct reaches only C++ members; each language keeps its own Cart', async () => {
    await expectEdges(fx, 'code_callees', {
      'useK @ k.cpp': ['k.cpp:Cart::total:receiver'],
      'useBox @ out.cpp': ['out.cpp:Box::size:receiver'],
      'useM @ m.go': ['m.go:Cart.total:receiver', 'm.go:Cart:same-file'],
      'useN @ N.java': ['N.java:Cart.total:receiver', 'N.java:Cart:same-file'],
      'useO @ o.cs': ['o.cs:Cart.total:receiver', 'o.cs:Cart:same-file'],
      'useQ @ q.kt': ['q.kt:Cart.total:receiver', 'q.kt:Cart:same-file'],
      'use_rb @ cart.rb': ['cart.rb:Cart#total:receiver', 'cart.rb:Cart:same-file'],
      'use_extra @ cart.rb': ['cart.rb:Cart:same-file', 'more.rb:Cart#extra:receiver'],
    });
  });

  it('callers of a member in one language never list a caller written in another', async () => {
    await expectEdges(fx, 'code_callers', {
      'Cart.total @ k.cpp': ['k.cpp:useK:receiver'],
      'Cart.total @ cart.rb': ['cart.rb:use_rb:receiver'],
      'Cart.total @ a.py': ['a.py:use2:receiver'],
      'Cart.total @ p.swift': ['p.swift:useP:receiver'],
      'Cart.total @ r.scala': ['r.scala:R.useR:receiver'],
      'Cart.total @ s.dart': ['s.dart:useS:receiver'],
      'Cart.extra @ extra.py': [],
    });
  });
});
