/**
 * Python properties (newcomer 14a #6). A method decorated with `@property`
 * (`@cached_property`, `@functools.cached_property`) shows it in its
 * signature, and a read `self.area` in a method of its class or a subclass
 * is a `read` call of it, as a TypeScript getter read through `this` is;
 * `self.area = v`, `self.area += 1` and a call `self.area()` are not reads.
 * Reads through other values are not recorded, and an empty callers answer
 * says so in Python's words (`self.side`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'shapes.py': [
    'import functools',
    '',
    '',
    'class Square:',
    '    def __init__(self, s):',
    '        self.s = s',
    '',
    '    @property',
    '    def perimeter(self):',
    '        return 4 * self.s',
    '',
    '    @functools.cached_property',
    '    def area(self):',
    '        return self.s * self.s',
    '',
    '    @property',
    '    def side(self):',
    '        return self.s',
    '',
    '    @side.setter',
    '    def side(self, v):',
    '        self.s = v',
    '',
    '    def twice(self):',
    '        return self.perimeter * 2',
    '',
    '    def grow(self):',
    '        self.side = self.s + 1',
    '',
    '',
    'class Big(Square):',
    '    def both(self):',
    '        return self.area + self.perimeter',
    '',
    '',
    'class Other:',
    '    def perimeter(self):',
    '        return 0',
    '',
    '    def go(self):',
    '        return self.perimeter()',
    '',
  ].join('\n'),
};

describeGraph('code graph: Python properties read through self', FILES, 'python-properties', (fx) => {
  it('self.perimeter / self.area in the class or a subclass are calls; a plain method called is its own', async () => {
    await expectEdges(fx, 'code_callers', {
      'Square.perimeter': ['shapes.py:Big.both:receiver', 'shapes.py:Square.twice:receiver'],
      'Square.area': ['shapes.py:Big.both:receiver'],
      'Other.perimeter': ['shapes.py:Other.go:receiver'],
    });
  });

  it('the signature names the decorator; an assignment is no read, and the empty answer says how reads count', async () => {
    const sym = await fx.call('code_symbol', { name: 'Square.area' });
    assert.match(sym.text, /@functools\.cached_property def area\(self\)/);
    const r = await fx.call('code_callers', { symbol: 'side', path: 'shapes.py:17' });
    assert.match(r.text, /No callers found/);
    assert.match(r.text, /through `self` in a method of its own class \(`self\.side`\)/);
  });
});
