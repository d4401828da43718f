/**
 * Kotlin's and Swift's `typealias`, Scala's `type X = Y` and Dart's `typedef
 * X = Y;` stand for the type they name: a parameter typed `Car` (`typealias
 * Car = Engine`), a value built `Car()` or `Rotor()`, an optional `Rotor?`
 * and an alias of a generic type (`typealias Pool = Holder<String>`) reach
 * the aliased class's methods. Before, the alias was taken for a type from
 * outside the repository and the calls were left out without a note. An
 * abstract Scala `type T` and an old-style Dart function typedef stand for
 * nothing. Real temp repository, the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/main/kotlin/a/Engine.kt': [
    'package a',
    'class Engine { fun run(): Int = 1 }',
    'class Holder<T> { fun take(): Int = 2 }',
    'typealias Car = Engine',
    'typealias Pool = Holder<String>',
  ].join('\n'),
  'src/main/kotlin/b/Use.kt': [
    'package b',
    'import a.Car',
    'import a.Pool',
    'fun drive(c: Car): Int = c.run()',
    'fun make(): Int { val c = Car(); return c.run() }',
    'fun pooled(p: Pool): Int = p.take()',
  ].join('\n'),
  'Sources/M/Motor.swift': [
    'class Motor { func spin() -> Int { return 1 } }',
    'typealias Rotor = Motor',
    'func turn(r: Rotor) -> Int { return r.spin() }',
    'func build() -> Int { let r = Rotor(); return r.spin() }',
    'func maybe(r: Rotor?) -> Int { return r?.spin() ?? 0 }',
  ].join('\n'),
  'src/main/scala/w/Wheel.scala': [
    'package w',
    'class Wheel { def roll(): Int = 1 }',
    'trait Car { type T; def spare: T }',
    'object W { type Tire = Wheel; def go(t: Tire): Int = t.roll() }',
  ].join('\n'),
  'lib/gear.dart': ['class Gear { int turn() => 1; }', 'typedef Cog = Gear;', 'typedef int Spin(int x);', 'int go(Cog c) => c.turn();'].join('\n'),
};

describeGraph('Kotlin, Swift, Scala and Dart type aliases', FILES, 'type-aliases-jvm-swift-dart', (fx) => {
  it('reach the aliased class\'s methods in Kotlin', async () => {
    await expectEdges(fx, 'code_callers', {
      'Engine.run': ['src/main/kotlin/b/Use.kt:drive:receiver', 'src/main/kotlin/b/Use.kt:make:receiver'],
      'Holder.take': ['src/main/kotlin/b/Use.kt:pooled:receiver'],
    });
  });

  it('reach the aliased class\'s methods in Swift', async () => {
    await expectEdges(fx, 'code_callers', { 'Motor.spin': ['Sources/M/Motor.swift:build:receiver', 'Sources/M/Motor.swift:maybe:receiver', 'Sources/M/Motor.swift:turn:receiver'] });
  });

  it('reach the aliased class\'s methods in Scala and Dart', async () => {
    await expectEdges(fx, 'code_callers', { 'Wheel.roll': ['src/main/scala/w/Wheel.scala:W.go:receiver'], 'Gear.turn': ['lib/gear.dart:go:receiver'] });
  });
});
