/**
 * Callers of a constructor are the code that constructs its class (newcomer
 * 9 #11): `callers Engine.__init__` (Python) found nothing although
 * `Engine(…)` was called, nor did TypeScript's `callers Car.constructor`
 * with `new Car(1)`. Now both list the constructions, with the explicit
 * `super().__init__()` of a subclass. Decoys: another module's Engine and
 * Car, constructed elsewhere.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'eng.py': 'class Engine:\n    def __init__(self, n=0):\n        self.n = n\n\n\nclass Turbo(Engine):\n    def __init__(self):\n        super().__init__(2)\n',
  'main.py': 'from eng import Engine\n\n\ndef build():\n    return Engine(1)\n',
  'other/eng.py': 'class Engine:\n    def __init__(self):\n        pass\n\n\ndef local():\n    return Engine()\n',
  'src/car.ts': 'export class Car {\n  constructor(n: number) {}\n}\nexport function mk() {\n  return new Car(1);\n}\n',
  'src/use.ts': "import { Car } from './car';\nexport function two() {\n  return [new Car(2), new Car(3)];\n}\n",
  'src/other.ts': 'class Car {\n  constructor() {}\n}\nexport function decoy() {\n  return new Car();\n}\n',
};

describeGraph('code graph: callers of a constructor', FILES, 'graph-constructor-callers', (fx) => {
  it('Python: Engine(…) and super().__init__() are callers of Engine.__init__', async () => {
    assert.deepEqual(await callers(fx, 'Engine.__init__', 'eng.py'), ['eng.py:Turbo.__init__:receiver', 'main.py:build:import']);
    assert.deepEqual(await callers(fx, 'Engine.__init__', 'other/eng.py'), ['other/eng.py:local:same-file']);
  });

  it('TypeScript: new Car(…) is a caller of Car.constructor', async () => {
    assert.deepEqual(await callers(fx, 'Car.constructor', 'src/car.ts'), ['src/car.ts:mk:same-file', 'src/use.ts:two:import']);
    assert.deepEqual(await callers(fx, 'Car.constructor', 'src/other.ts'), ['src/other.ts:decoy:same-file']);
  });
});
