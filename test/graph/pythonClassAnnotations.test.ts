/**
 * A Python class-level annotation (`engine: Engine` in a dataclass or any
 * typed class body, PEP 526) declares the instances' field: `self.engine.start()`
 * is Engine's, not an unrelated class's of the same method name; a
 * module-qualified annotation (`gear: parts.Gear`) is read through the
 * module, and a wrapper (`Optional[...]`, `ClassVar[...]`) is not taken for
 * the field's class. A loop over such a collection (`for e in self.spares`
 * with `spares: List[Engine]`, `for e in engines` with `engines:
 * list[Engine]`) gives its variable the element type.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'shop/engine.py': 'class Engine:\n    def start(self) -> int:\n        return 1\n\n\nclass Other:\n    def start(self) -> int:\n        return 2\n',
  'shop/parts.py': 'class Gear:\n    def turn(self) -> int:\n        return 3\n',
  'shop/car.py': [
    'from dataclasses import dataclass',
    'from typing import ClassVar, List',
    '',
    'from shop import parts',
    'from shop.engine import Engine',
    '',
    '',
    '@dataclass',
    'class Car:',
    '    engine: Engine',
    '    gear: parts.Gear',
    '    spares: List[Engine]',
    '    made: ClassVar[int] = 0',
    '',
    '    def go(self) -> int:',
    '        return self.engine.start() + self.gear.turn()',
    '',
    '    def check(self) -> None:',
    '        for e in self.spares:',
    '            e.start()',
    '',
    '',
    'def fleet(engines: list[Engine], others: "list") -> None:',
    '    for e in engines:',
    '        e.start()',
    '',
  ].join('\n'),
};

describeGraph('code graph: Python class-level annotations type the instances\' fields', FILES, 'graph-python-class-annotations', (fx) => {
  it('self.engine.start() calls Engine.start, self.gear.turn() parts.Gear.turn; Other.start has no caller', async () => {
    await expectEdges(fx, 'code_callers', {
      'Engine.start @ shop/engine.py': ['shop/car.py:Car.check:receiver', 'shop/car.py:Car.go:receiver', 'shop/car.py:fleet:receiver'],
      'Other.start @ shop/engine.py': [],
      'Gear.turn @ shop/parts.py': ['shop/car.py:Car.go:receiver'],
    });
  });

  it('the calls are not left under "Not listed"', async () => {
    const r = await fx.call('code_callers', { symbol: 'Other.start', path: 'shop/engine.py' });
    assert.doesNotMatch(r.text, /Not listed/);
  });
});
