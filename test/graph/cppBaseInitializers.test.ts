/**
 * C++ base constructors called from a member-initializer list (langCpp
 * `field_initializer`; newcomer 13b #5): `Rect::Rect(…) : Shape("rect"),
 * w_(w)` and the in-class `Circle(double r) : geo::Shape("c"), r_(r)` are
 * callers of Shape's constructor; a member initializer (`w_(w)`) is no call.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'shape.h': [
    'namespace geo {', // 1
    'struct Shape {', // 2
    '  Shape(const char* n) : name_(n) {}', // 3
    '  const char* name_;', // 4
    '};', // 5
    'struct Rect : Shape {', // 6
    '  Rect(double w);', // 7
    '  double w_;', // 8
    '};', // 9
    'struct Circle : Shape {', // 10
    '  Circle(double r) : geo::Shape("c"), r_(r) {}', // 11
    '  double r_;', // 12
    '};', // 13
    '}  // namespace geo', // 14
    '',
  ].join('\n'),
  'shape.cpp': '#include "shape.h"\nnamespace geo {\nRect::Rect(double w) : Shape("rect"), w_(w) {}\n}  // namespace geo\n',
};

describeGraph('code graph: C++ base constructors called from member-initializer lists', FILES, 'graph-cpp-base-initializers', (fx) => {
  it('Rect::Rect and Circle::Circle call Shape::Shape; Rect::Rect calls nothing else', async () => {
    assert.deepEqual((await callers(fx, 'Shape::Shape')).map((e) => e.replace(/:[a-z-]+$/, '')), ['shape.cpp:geo::Rect::Rect', 'shape.h:geo::Circle::Circle']);
    assert.deepEqual((await callees(fx, 'Rect::Rect')).map((e) => e.replace(/:[a-z-]+$/, '')), ['shape.h:geo::Shape::Shape']);
  });
});
