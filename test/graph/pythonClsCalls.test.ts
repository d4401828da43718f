/**
 * Python constructions inside a class (newcomer 12): `cls(1.0)` in the
 * classmethod `Circle.unit` constructs a Circle, so Circle.unit is a caller
 * of Circle and Circle.__init__; a plain function taking a parameter named
 * `cls` calls whatever it was given, nothing. `super().__init__()` inside
 * Square.__init__ runs an ancestor's __init__ (here one outside the
 * repository, ABC's): it is no possible call of Square.__init__ itself nor of a
 * subclass's, so it is not offered under "Not listed"; it still is for
 * Circle.__init__, which a class inheriting Square and Circle would run
 * next in its order of ancestors.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const SHAPES = [
  'from abc import ABC', // 1
  '', // 2
  '', // 3
  'class Shape(ABC):', // 4
  '    def area(self):', // 5
  '        return 0.0', // 6
  '', // 7
  '', // 8
  'class Circle(Shape):', // 9
  '    def __init__(self, r):', // 10
  '        self.r = r', // 11
  '', // 12
  '    @classmethod', // 13
  '    def unit(cls):', // 14
  '        return cls(1.0)', // 15
  '', // 16
  '', // 17
  'class Square(Shape):', // 18
  '    def __init__(self, s):', // 19
  '        super().__init__()', // 20
  '        self.s = s', // 21
  '', // 22
  '', // 23
  'class Cube(Square):', // 24
  '    def __init__(self, s):', // 25
  '        self.s = s', // 26
  '', // 27
  '', // 28
  'def build(cls):', // 29
  '    return cls(2.0)', // 30
  '',
].join('\n');

const MAIN = ['from shapes import Circle, Square', '', '', 'def main():', '    u = Circle.unit()', '    return u.area() + Square(2.0).area()', ''].join('\n');

describeGraph('code graph: Python cls() constructions and super() calls of the own class', { 'shapes.py': SHAPES, 'main.py': MAIN }, 'python-cls-calls', (fx) => {
  it('cls(…) in a classmethod constructs its class', async () => {
    await expectEdges(fx, 'code_callers', {
      Circle: ['shapes.py:Circle.unit:same-file'],
      'Circle.__init__': ['shapes.py:Circle.unit:same-file'],
    });
    await expectEdges(fx, 'code_callees', {
      build: [],
    });
  });

  it('super().__init__() in a class is no possible call of its own or a subclass’s __init__', async () => {
    const own = await fx.call('code_callers', { symbol: 'Square.__init__' });
    assert.doesNotMatch(own.text, /Not listed/);
    const sub = await fx.call('code_callers', { symbol: 'Cube.__init__' });
    assert.doesNotMatch(sub.text, /Not listed/);
    // Nor of a sibling's: Square's ancestors are Shape and abc's ABC, from outside the repository, which cannot descend from Circle (newcomer 18 #11).
    const other = await fx.call('code_callers', { symbol: 'Circle.__init__' });
    assert.doesNotMatch(other.text, /Not listed/);
  });
});
