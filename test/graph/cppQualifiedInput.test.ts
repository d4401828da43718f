/**
 * C++ names asked for and called with their namespaces (newcomer, session
 * 11): `kontext symbol geo::Square` and `callers 'geo::area'` answered "No
 * matches" (a namespace is no container), and `geo::Square::area` matched
 * other::Square's area too; now a `::`-spelled name is matched against the
 * definition's full name (blocks.ts qualifiedName), `::geo::area` from the
 * global namespace only. `::f()` calls the global f, never a namespace's f
 * around the call; a `using namespace` / `using x::f` inside a function body
 * counts for that body and not after it; `int other::area(int)` (a
 * namespace's function defined outside its block) is reached by
 * `other::area(1)`; a bare name in the file is seen only from the
 * namespaces around it (the innermost first) or through a using. Decoys: other::Square and other::area, a::f, b::k.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'geo.h': [
    '#pragma once',
    'namespace geo {',
    'struct Square { int area() const; };',
    'int area(int s);',
    '}',
    'namespace other {',
    'int area(int s);',
    'struct Square { int area() const { return 1; } };',
    '}',
    '',
  ].join('\n'),
  'geo.cpp': [
    '#include "geo.h"',
    'namespace geo {',
    'int Square::area() const { return 4; }',
    'int area(int s) { return s * s; }',
    '}',
    'int other::area(int s) { return s; }',
    'int useGeo() { geo::Square q; return geo::area(2) + q.area() + other::area(1); }',
    '',
  ].join('\n'),
  'scope.cpp': [
    'int f() { return 1; }',
    'namespace a {',
    'int f() { return 2; }',
    'int g() { return ::f(); }',
    'int local() { return f(); }',
    '}',
    'namespace b { int k() { return 3; } int j() { return 4; } }',
    'namespace c { int m() { return 5; } }',
    'int useInside() {',
    '  using namespace b;',
    '  using c::m;',
    '  return k() + m();',
    '}',
    'int useAfter() { return j() + m(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ names with their namespaces', FILES, 'cpp-qualified-input', (fx) => {
  it('a ::-spelled name is the definition of that full name', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'geo::Square' }), ['geo.h:geo::Square']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'geo::area' }), ['geo.cpp:geo::area']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'geo::Square::area' }), ['geo.cpp:geo::Square::area']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'other::Square::area' }), ['geo.h:other::Square::area']);
    assert.deepEqual(await fx.names('code_symbol', { name: '::f' }), ['scope.cpp:f']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'a::f' }), ['scope.cpp:a::f']);
    await expectEdges(fx, 'code_callers', {
      'geo::area': ['geo.cpp:useGeo:receiver'],
      'geo::Square::area': ['geo.cpp:useGeo:receiver'],
      'other::Square::area': [],
      'other::area': ['geo.cpp:useGeo:receiver'],
    });
  });

  it('::f() is the global f; a using in a function body counts in that body only', async () => {
    await expectEdges(fx, 'code_callees', {
      'a::g': ['scope.cpp:f:receiver'],
      'a::local': ['scope.cpp:a::f:same-file'],
      useInside: ['scope.cpp:b::k:same-file', 'scope.cpp:c::m:same-file'],
      useAfter: [],
    });
    const g = await fx.call('code_callees', { symbol: 'a::g' });
    assert.match(g.text, /^scope\.cpp:1 /m, g.text);
    // Inside namespace a, a bare f() is a::f, which hides the global f.
    const local = await fx.call('code_callees', { symbol: 'a::local' });
    assert.match(local.text, /^scope\.cpp:3 /m, local.text);
  });
});
