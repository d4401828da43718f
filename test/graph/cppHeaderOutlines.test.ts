/**
 * C++ header outlines (lang-gaps #3): `kontext symbol -p include/shape.h`
 * listed the class and only the members defined in its body, never `int
 * area() const;` and the other declarations a header is read for. Each
 * member function the class body declares without a body is listed, kind
 * method, named as its definition is (`geo::Shape.area`, namespaces and
 * outer classes with `::`, the member after `.`), its declaration as
 * signature, with where it is defined — or that the graph holds no
 * definition of it.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'include/shape.h': [
    '#pragma once',
    'namespace geo {',
    'class Shape {',
    ' public:',
    '  Shape(int w);',
    '  // The area, in square units.',
    '  int area() const;',
    '  virtual int perimeter() const = 0;',
    '  int twice() const { return area() * 2; }',
    '  void lost();',
    '  struct Stats {',
    '    void Add(int n);',
    '  };',
    ' private:',
    '  int w_;',
    '};',
    '}',
    '',
  ].join('\n'),
  'src/shape.cc': [
    '#include "shape.h"',
    'namespace geo {',
    'Shape::Shape(int w) : w_(w) {}',
    'int Shape::area() const { return w_ * w_; }',
    'void Shape::Stats::Add(int n) {}',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C++ header outlines list declared members', FILES, 'cpp-header-outline', (fx) => {
  it('lists each declared member function with where it is defined', async () => {
    const r = await fx.call('code_symbol', { path: 'include/shape.h' });
    assert.equal(
      r.text,
      [
        'outline of include/shape.h: 4 definitions and 4 member declarations, in line order',
        'include/shape.h:3  class geo::Shape  class Shape',
        'include/shape.h:5  method geo::Shape::Shape  Shape(int w);  (defined at src/shape.cc:3)',
        'include/shape.h:7  method geo::Shape::area  int area() const;  (defined at src/shape.cc:4)',
        'include/shape.h:8  method geo::Shape::perimeter  virtual int perimeter() const = 0;',
        'include/shape.h:9  method geo::Shape::twice  int twice() const',
        'include/shape.h:10  method geo::Shape::lost  void lost();  (declared; no definition in the graph)',
        'include/shape.h:11  class geo::Shape::Stats  struct Stats',
        'include/shape.h:12  method geo::Shape::Stats::Add  void Add(int n);  (defined at src/shape.cc:5)',
      ].join('\n'),
    );
    const items = r.structured!.items as { name: string; doc?: string; defined?: { path: string; line: number }[] }[];
    assert.equal(items.find((i) => i.name === 'geo::Shape::area')?.doc, 'The area, in square units.');
    assert.deepEqual(items.find((i) => i.name === 'geo::Shape::area')?.defined, [{ path: 'src/shape.cc', line: 4 }]);
    assert.deepEqual(items.find((i) => i.name === 'geo::Shape::lost')?.defined, []);
  });

  it('names a declaration as its definition is named, and keeps it under a kind filter', async () => {
    const def = await fx.call('code_symbol', { name: 'geo::Shape::Stats::Add' });
    assert.match(def.text, /^src\/shape\.cc:5 {2}method geo::Shape::Stats::Add /);
    const methods = await fx.call('code_symbol', { path: 'include/shape.h', kind: 'method' });
    assert.match(methods.text, /^outline of include\/shape\.h: 2 method definitions and 4 member declarations, in line order\n/);
  });
});
