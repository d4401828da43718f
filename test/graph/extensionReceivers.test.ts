/**
 * `this` and the implicit receiver inside extensions (lang-gaps #2): in a
 * Swift `extension Car { func go() { engine.start() } }`, a Kotlin `fun
 * Car.go() { this.engine.start() }` and a Dart `extension on Car { void
 * go() { engine.start(); } }` the extended type's fields were unknown, so
 * `engine.start()` resolved to nothing (its own class's methods already
 * did). The extended type's properties are its fields there, in the class's
 * file or another. A Kotlin top-level extension function is listed as a
 * method of the type it extends (`Car.go`, `Int.triple`), as Swift and Dart
 * extension methods are. Decoy: another class's same-named start.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';

const FILES = {
  'Sources/Shop/Car.swift': [
    'class Engine {',
    '    func start() -> Int { return 1 }',
    '}',
    '',
    'class Pump {',
    '    func start() -> Int { return 2 }',
    '}',
    '',
    'class Car {',
    '    var engine: Engine = Engine()',
    '    func honk() -> Int { return 2 }',
    '}',
    '',
    'extension Car {',
    '    func go() -> Int {',
    '        honk()',
    '        return engine.start()',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Sources/Shop/CarDrive.swift': ['extension Car {', '    func drive() -> Int {', '        return self.engine.start()', '    }', '}', ''].join('\n'),
  'kt/shop/Car.kt': [
    'package shop',
    '',
    'class Engine {',
    '    fun start(): Int = 1',
    '}',
    '',
    'class Pump {',
    '    fun start(): Int = 2',
    '}',
    '',
    'class Car(val engine: Engine) {',
    '    fun honk(): Int = 2',
    '    fun run(): Int = this.engine.start()',
    '}',
    '',
    'fun Car.go(): Int {',
    '    honk()',
    '    return engine.start()',
    '}',
    '',
    'fun Int.triple(): Int = this * 3',
    '',
  ].join('\n'),
  'kt/shop/Drive.kt': ['package shop', '', 'fun Car.drive(): Int = this.engine.start() + 2.triple()', ''].join('\n'),
  'dart/lib/car.dart': [
    'class Engine {',
    '  int start() => 1;',
    '}',
    '',
    'class Pump {',
    '  int start() => 2;',
    '}',
    '',
    'class Car {',
    '  Engine engine = Engine();',
    '  int honk() => 2;',
    '}',
    '',
    'extension Drive on Car {',
    '  int go() {',
    '    honk();',
    '    return engine.start();',
    '  }',
    '}',
    '',
    'extension on Car {',
    '  int park() { return this.engine.start(); }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Extensions see the extended type', FILES, 'extension-receivers', (fx) => {
  it('lists a Kotlin extension function as a method of the type it extends', () => {
    assert.deepEqual(defsIn(fx, 'kt/shop/Car.kt').slice(-2), ['method Car.go 16', 'method Int.triple 21']);
    assert.deepEqual(defsIn(fx, 'kt/shop/Drive.kt'), ['method Car.drive 3']);
  });

  it("resolves the extended type's fields and methods through this and the implicit receiver", async () => {
    await expectEdges(fx, 'code_callers', {
      'Engine.start @ Sources/Shop/Car.swift': ['Sources/Shop/Car.swift:Car.go:receiver', 'Sources/Shop/CarDrive.swift:Car.drive:receiver'],
      'Pump.start @ Sources/Shop/Car.swift': [],
      'Engine.start @ kt/shop/Car.kt': ['kt/shop/Car.kt:Car.go:receiver', 'kt/shop/Car.kt:Car.run:receiver', 'kt/shop/Drive.kt:Car.drive:receiver'],
      'Pump.start @ kt/shop/Car.kt': [],
      // `2.triple()`: the literal's type Int (kotlin literalType) picks the extension of Int (graphElements extensionCall), of the same package: via receiver.
      'Int.triple': ['kt/shop/Drive.kt:Car.drive:receiver'],
      'Engine.start @ dart/lib/car.dart': ['dart/lib/car.dart:Car.go:receiver', 'dart/lib/car.dart:Car.park:receiver'],
      'Pump.start @ dart/lib/car.dart': [],
    });
    await expectEdges(fx, 'code_callees', {
      'Car.go @ kt/shop/Car.kt': ['kt/shop/Car.kt:Car.honk:receiver', 'kt/shop/Car.kt:Engine.start:receiver'],
    });
  });
});
