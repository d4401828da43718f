/**
 * C++ definitions named through several scopes, qualified bases and
 * constructors (newcomer review, issue 3): `int geo::Box::vol()` and `void
 * Outer::In::f()` were no definitions (their calls were the file's top-level
 * code), nor was `struct DB::Writer { … }`, and the bare `helper()` inside geo::Box::vol was charged to
 * ::helper, geo::helper and geo::inner::helper; it is geo::helper, found from
 * the scopes of the qualified name (class geo::Box, then namespace geo, then
 * the global one). `struct Lazy : lib::Handler` took the file's own ::Handler
 * for its base; `Handler::run()` inside Lazy names lib::Handler's run and,
 * qualified, dispatches to no override. `callers Dog.Dog` (a constructor)
 * lists the constructions of Dog. `using Base::f;` in a class body makes
 * Base's f overloads of its own. Decoys: ::helper, geo::inner::helper,
 * ::Handler, other::inner::helper.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'geo.h': [
    '#pragma once',
    'namespace geo {',
    'struct Box { int vol(); int area(); };',
    'int helper();',
    'int twice();',
    'namespace inner { int helper(); }',
    '}',
    'int helper();',
    'namespace other { namespace inner { int helper(); } }',
    'struct Outer { struct In { void f(); }; };',
    '',
  ].join('\n'),
  'geo.cpp': [
    '#include "geo.h"',
    'namespace geo {',
    'int helper() { return 1; }',
    'namespace inner { int helper() { return 2; } }',
    '}',
    'int helper() { return 3; }',
    'namespace other { namespace inner { int helper() { return 4; } } }',
    'void g() {}',
    '',
  ].join('\n'),
  'box.cpp': [
    '#include "geo.h"',
    'int geo::Box::vol() { return helper() + inner::helper(); }',
    'namespace geo {',
    'int Box::area() { return helper() + inner::helper() + ::helper(); }',
    '}',
    'void Outer::In::f() { g(); }',
    'int top() { return helper(); }',
    'int geo::twice() { return 2 * helper(); }',
    '',
  ].join('\n'),
  'handler.cpp': [
    'namespace lib { struct Handler { virtual void run() {} }; }',
    'struct Handler { virtual void run() {} };',
    'struct Lazy : lib::Handler {',
    '  void run() override { Handler::run(); }',
    '};',
    'void viaLib(lib::Handler* h) { h->run(); }',
    'void viaLocal(Handler* h) { h->run(); }',
    '',
  ].join('\n'),
  'db.cpp': [
    'struct DB { struct Writer; void write(); };',
    'struct DB::Writer { Writer() {} void wait() {} };',
    'void DB::write() { Writer* w = new Writer(); w->wait(); }',
    '',
  ].join('\n'),
  'using.cpp': [
    'struct Base { void f(int) {} void f() {} };',
    'struct Derived : Base {',
    '  using Base::f;',
    '  void f(double) {}',
    '  void g() { f(1); }',
    '};',
    'struct Plain : Base { void f(double) {} void g() { f(1); } };',
    'int x = 1;',
    'struct S { static auto make() -> decltype(x) { return x; } };',
    'void useS() { S::make(); }',
    '',
  ].join('\n'),
  'dog.cpp': [
    '#include <memory>',
    'struct Dog {',
    '  Dog(int n) : n(n) {}',
    '  void bark() {}',
    '  int n;',
    '};',
    'void byValue() { Dog d(1); d.bark(); }',
    'void byBraces() { Dog d{1}; d.bark(); }',
    'void byNew() { auto p = new Dog(2); p->bark(); }',
    'void byTemporary() { Dog(3).bark(); }',
    'void byMakeUnique() { auto u = std::make_unique<Dog>(4); u->bark(); }',
    'void bark() {}',
    'void noConstruction() { bark(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ definitions qualified by several scopes, qualified bases, constructors', FILES, 'cpp-scoped-definitions', (fx) => {
  it('a member defined out of line behind a namespace or an outer class is a definition of its full name', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'vol' }), ['box.cpp:geo::Box::vol']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'geo::Box::vol' }), ['box.cpp:geo::Box::vol']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'Outer::In::f' }), ['box.cpp:Outer::In::f']);
    // A namespace's function defined outside its block is that namespace's function, no method.
    const twice = await fx.call('code_symbol', { name: 'twice' });
    assert.match(twice.text, /^box\.cpp:\d+ +function geo::twice /m, twice.text);
    await expectEdges(fx, 'code_callees', { 'geo::twice': ['geo.cpp:geo::helper:name'], 'geo::Box::vol': ['geo.cpp:geo::helper:name', 'geo.cpp:geo::inner::helper:receiver'], 'Outer::In::f': ['geo.cpp:g:name'] });
  });

  it('a nested class defined out of line is a class of its full name, with its members', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'DB::Writer' }), ['db.cpp:DB::Writer']);
    await expectEdges(fx, 'code_callers', { 'DB::Writer::wait': ['db.cpp:DB::write:receiver'], 'DB::Writer::Writer': ['db.cpp:DB::write:same-file'] });
  });

  it('a bare name in it is looked up from the scopes its name encloses, the innermost first', async () => {
    await expectEdges(fx, 'code_callers', {
      'geo::helper': ['box.cpp:geo::Box::area:name', 'box.cpp:geo::Box::vol:name', 'box.cpp:geo::twice:name'],
      // `inner::helper()` in geo::Box::vol is geo::inner's, never other::inner's.
      'geo::inner::helper': ['box.cpp:geo::Box::area:receiver', 'box.cpp:geo::Box::vol:receiver'],
      'other::inner::helper': [],
      '::helper': ['box.cpp:geo::Box::area:receiver', 'box.cpp:top:name'],
    });
  });

  it('a qualified base is the class that name names; a call through it names that class’s member', async () => {
    await expectEdges(fx, 'code_callers', {
      'lib::Handler::run': ['handler.cpp:Lazy::run:receiver', 'handler.cpp:viaLib:receiver'],
      '::Handler::run': ['handler.cpp:viaLocal:receiver'],
      // Dispatch from lib::Handler's callers; `Handler::run()` is qualified, so no call of the override.
      'Lazy::run': ['handler.cpp:viaLib:base'],
    });
  });

  it('a using-declaration in a class body adds the base’s overloads; a trailing return type is still a definition', async () => {
    await expectEdges(fx, 'code_callees', {
      'Derived::g': ['using.cpp:Base::f:same-file', 'using.cpp:Derived::f:same-file'],
      // Without the using, Plain's own f hides Base's.
      'Plain::g': ['using.cpp:Plain::f:same-file'],
      useS: ['using.cpp:S::make:receiver'],
    });
  });

  it('the callers of a constructor are the constructions of its class', async () => {
    const built = ['dog.cpp:byBraces:same-file', 'dog.cpp:byMakeUnique:same-file', 'dog.cpp:byNew:same-file', 'dog.cpp:byTemporary:same-file', 'dog.cpp:byValue:same-file'];
    const ctor = await fx.call('code_callers', { symbol: 'Dog::Dog' });
    assert.match(ctor.text, /^callers of method Dog::Dog /, ctor.text);
    // `Dog d(1)` / `Dog d{1}` / `new Dog(2)` / `Dog(3)` / `make_unique<Dog>(4)` also type what they make.
    await expectEdges(fx, 'code_callers', { 'Dog::Dog': built, Dog: built, 'Dog::bark': ['dog.cpp:byBraces:receiver', 'dog.cpp:byMakeUnique:receiver', 'dog.cpp:byNew:receiver', 'dog.cpp:byTemporary:receiver', 'dog.cpp:byValue:receiver'] });
  });
});
