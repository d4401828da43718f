/**
 * C++ members, file-static functions and constructions: a bare `area()`
 * inside a member of Shape is Shape's own (pure virtual) member, which
 * dispatches to the out-of-line `Square::area`, never a `static int
 * area(int)` of another file (newcomer, session 9: `callers area -p util.cpp`
 * listed `Shape.twice`); a `static` function or one in an anonymous
 * namespace is seen by its own file only, in resolution and in the "Not
 * listed" note; `Square sq(2)`, `Square sq{2}`, `new geo::Square(4)`,
 * `std::make_unique<geo::Square>()`, `geo::Square(3)` construct the class
 * and type the variable, so `sq.area()`, `p->area()`, `u->area()` reach
 * `Square::area`; a class head's export macro (`class GEO_EXPORT Shape`,
 * which the grammar would read as the class's name) is blanked before
 * parsing; a bare name reaches only the namespaces around the call
 * and those a `using` names. Decoys: another namespace's Square (and its
 * `checksum`) and a Circle with `area`, an extern `area(int)` called from
 * another file, a free `perim` beside the member Shape declares, a static
 * `twiceOf` of a source file beside a header's (which its includers see).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'shapes.h': [
    '#pragma once',
    'namespace geo {',
    'class GEO_EXPORT Shape {',
    'public:',
    '  virtual ~Shape() {}',
    '  virtual int area() const = 0;',
    '  int perim() const;',
    '  int twice() const { return 2 * area(); }',
    '  int rim() const { return perim(); }',
    '};',
    'class GEO_EXPORT Square final : public Shape {',
    'public:',
    '  explicit Square(double s) : side(s) {}',
    '  int area() const override;',
    '  int half() const { return area() / 2; }',
    'private:',
    '  double side;',
    '};',
    '}',
    '',
  ].join('\n'),
  'square.cpp': ['#include "shapes.h"', 'namespace geo {', 'int Square::area() const { return (int)(side * side); }', 'Square* makeSquare(double s) { return new Square(s); }', '}', ''].join('\n'),
  'util.cpp': [
    'static int area(int side) { return side * side; }',
    'namespace { int hidden() { return 7; } }',
    'int perim() { return 4; }',
    'int utilTotal() { return area(3) + area(4) + hidden(); }',
    'static int twiceOf(int v) { return v + v; }',
    '',
  ].join('\n'),
  'other.h': ['#pragma once', 'namespace other {', 'struct Square { int area() const { return 9; } };', 'int checksum(int v) { return v % 7; }', '}', ''].join('\n'),
  'other.cpp': [
    'int area(int side);',
    'int hidden();',
    'namespace other {',
    'struct Circle { int area() const { return 3; } };',
    '}',
    'int otherTotal() { return area(5) + hidden(); }',
    '',
  ].join('\n'),
  'using.cpp': [
    '#include "shapes.h"',
    '#include "other.h"',
    'using namespace geo;',
    'using other::checksum;',
    'int useUsing() { Square s(1.0); return s.area() + checksum(3); }',
    '',
  ].join('\n'),
  'mathx.h': ['#pragma once', 'static int twiceOf(int v) { return 2 * v; }', ''].join('\n'),
  'main.cpp': [
    '#include <memory>',
    '#include "shapes.h"',
    '#include "mathx.h"',
    '#include "other.h"',
    'int useStack() { geo::Square sq(2.0); return sq.area(); }',
    'int useBrace() { geo::Square sq{2.0}; return sq.area(); }',
    'int useNew() { auto p = new geo::Square(4.0); int a = p->area(); delete p; return a; }',
    'int useUnique() { auto u = std::make_unique<geo::Square>(1.0); return u->area(); }',
    'int useShared() { std::shared_ptr<geo::Square> s = std::make_shared<geo::Square>(1.0); return s->area(); }',
    'int useTemp() { return geo::Square(3.0).area(); }',
    'int useAuto() { auto t = geo::Square(3.0); return t.area(); }',
    'int useRef(const geo::Shape& s) { return s.area(); }',
    'int useBare() { Square b(1.0); return b.area(); }',
    'int useHeader() { return twiceOf(2); }',
    'int useHidden() { return checksum(4); }',
    'int useFactory() { return geo::makeSquare(2.0)->area(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ members, file-static functions and constructions', FILES, 'cpp-dispatch', (fx) => {
  it('a bare call in a member is the class’s own member, dispatching to the override, never a file-static function elsewhere', async () => {
    await expectEdges(fx, 'code_callees', {
      'Shape::twice': ['shapes.h:geo::Shape::area:same-file'],
      'Square::half': ['square.cpp:geo::Square::area:receiver'],
      'Shape::rim': [],
    });
    await expectEdges(fx, 'code_callers', {
      'area @ util.cpp': ['util.cpp:utilTotal:same-file'],
      'Shape::area': ['main.cpp:useRef:receiver', 'shapes.h:geo::Shape::twice:same-file'],
    });
    const sq = await fx.call('code_callers', { symbol: 'Square::area', path: 'square.cpp' });
    const through = ((sq.structured!.items ?? []) as { path: string; name: string; via: string }[]).filter((i) => i.via === 'base').map((i) => `${i.path}:${i.name}`);
    assert.deepEqual(through.sort(), ['main.cpp:useRef', 'shapes.h:geo::Shape::twice']);
  });

  it('a static or anonymous-namespace function is seen by its own file only, and only its calls are in its note', async () => {
    await expectEdges(fx, 'code_callers', { 'hidden @ util.cpp': ['util.cpp:utilTotal:same-file'], perim: [] });
    // A header's static function is every includer's: main.cpp reaches mathx.h's twiceOf, never util.cpp's.
    await expectEdges(fx, 'code_callees', { otherTotal: [], useHeader: ['mathx.h:twiceOf:name'] });
    await expectEdges(fx, 'code_callers', { 'twiceOf @ util.cpp': [] });
    for (const symbol of ['area', 'hidden']) {
      const r = await fx.call('code_callers', { symbol, path: 'util.cpp' });
      assert.equal(r.structured!.unresolved, undefined, r.text);
    }
    // `perim()` inside Shape is the member Shape declares (defined nowhere here), not the free perim: neither an edge nor offered.
    const perim = await fx.call('code_callers', { symbol: 'perim', path: 'util.cpp' });
    assert.equal(perim.structured!.unresolved, undefined, perim.text);
  });

  it('constructions are calls of the class, and type the variable they initialise', async () => {
    const built = ['useAuto', 'useBrace', 'useNew', 'useShared', 'useStack', 'useTemp', 'useUnique'].map((f) => `main.cpp:${f}:receiver`);
    // `geo::makeSquare(2.0)->area()`: the function's declared result (DefRec.returns), read in its namespace geo, not other's Square.
    await expectEdges(fx, 'code_callees', { useFactory: ['square.cpp:geo::Square::area:receiver', 'square.cpp:geo::makeSquare:receiver'] });
    await expectEdges(fx, 'code_callers', {
      'Square @ shapes.h': [...built, 'square.cpp:geo::makeSquare:name', 'using.cpp:useUsing:name'].sort(),
      'Square @ other.h': [],
      'Square::area @ other.h': [],
      'Circle::area': [],
    });
    const direct = [...built, 'main.cpp:useFactory:receiver', 'shapes.h:geo::Square::half:receiver', 'using.cpp:useUsing:receiver'];
    const sq = await fx.call('code_callers', { symbol: 'Square::area', path: 'square.cpp' });
    const items = (sq.structured!.items ?? []) as { path: string; name: string; via: string }[];
    assert.deepEqual(items.filter((i) => i.via !== 'base').map((i) => `${i.path}:${i.name}:${i.via}`).sort(), direct.sort());
  });

  it('a bare name reaches the namespaces around the call and those it uses, no other', async () => {
    // main.cpp uses no namespace: neither geo's nor other's Square, nor other::checksum; using.cpp uses geo and other::checksum.
    await expectEdges(fx, 'code_callees', {
      useBare: [],
      useHidden: [],
      useUsing: ['other.h:other::checksum:name', 'shapes.h:geo::Square::Square:name', 'square.cpp:geo::Square::area:receiver'],
    });
    const r = await fx.call('code_callers', { symbol: 'Square', path: 'other.h' });
    assert.deepEqual(r.structured!.unresolved, { count: 1, unknown: 0, bare: 1, examples: ['main.cpp:13'], calls: [{ path: 'main.cpp', line: 13, call: 'Square' }] });
  });
});
