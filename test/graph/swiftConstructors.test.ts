/**
 * Swift constructions are callers of the initialiser (newcomer 13): `Truck()`
 * and `Vehicle(wheels: 4)` construct, so `callers Truck.init` /
 * `Vehicle.init` list them (with `super.init(…)` of a subclass), as PHP
 * `__construct`, Ruby `initialize` and JS `constructor` already did. A static
 * factory's declared result types the local holding it: `let bike =
 * Vehicle.make()` makes `bike.honk()` a call of Vehicle.honk. Decoy: another
 * module's Vehicle, constructed there.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'Sources/App/Vehicle.swift': [
    'class Vehicle {',
    '    let wheels: Int',
    '    init(wheels: Int) {',
    '        self.wheels = wheels',
    '    }',
    '    func honk() -> String { return "beep" }',
    '    static func make() -> Vehicle {',
    '        return Vehicle(wheels: 2)',
    '    }',
    '    static func maybe() -> Vehicle? { return nil }',
    '}',
    'class Truck: Vehicle {',
    '    init() {',
    '        super.init(wheels: 6)',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Sources/App/main.swift': [
    'func build() -> Int {',
    '    let truck = Truck()',
    '    let car = Vehicle(wheels: 4)',
    '    return truck.wheels + car.wheels',
    '}',
    'func ring() -> String {',
    '    let bike = Vehicle.make()',
    '    return bike.honk()',
    '}',
    '',
  ].join('\n'),
  'Sources/Other/Vehicle.swift': ['class Vehicle {', '    init() {}', '    func honk() -> String { return "" }', '}', 'func local() -> Vehicle {', '    return Vehicle()', '}', ''].join('\n'),
};

describeGraph('code graph: Swift initialisers and factories', FILES, 'graph-swift-constructors', (fx) => {
  it('Truck() and Vehicle(wheels:) are callers of their init', async () => {
    const p = 'Sources/App/Vehicle.swift';
    assert.deepEqual(await callers(fx, 'Truck.init'), ['Sources/App/main.swift:build:name']);
    assert.deepEqual(await callers(fx, 'Vehicle.init', p), [`${p}:Truck.init:receiver`, `${p}:Vehicle.make:same-file`, 'Sources/App/main.swift:build:name']);
    assert.deepEqual(await callers(fx, 'Vehicle.init', 'Sources/Other/Vehicle.swift'), ['Sources/Other/Vehicle.swift:local:same-file']);
  });

  it('let bike = Vehicle.make() types bike by the factory’s result', async () => {
    assert.deepEqual(await callers(fx, 'Vehicle.honk', 'Sources/App/Vehicle.swift'), ['Sources/App/main.swift:ring:receiver']);
  });
});
