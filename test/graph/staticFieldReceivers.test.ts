/**
 * A static field (a class attribute) read through its class's name types
 * the call made on it, as Java's `Excluder.DEFAULT.excludeClass(c)` already
 * was: Swift `KingfisherManager.shared.retrieveImage(…)` with `static let
 * shared = KingfisherManager()` (newcomer 43), a field of that field
 * (`Manager.shared.cache.clear()`), TypeScript `Foo.instance.bar()`, C#
 * `Svc.Instance.Run()` (a static property), Python `Car.engine.start()` (an
 * annotated class attribute), PHP `static::$prefixer->prefixPath($p)`,
 * `self::$x`, `Cls::$x` (a typed static property: flysystem, newcomer 45
 * #4). A variable of the class's name is the
 * variable, and a lowercase head is never read as a class. Real temp
 * repository, the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'Sources/Manager.swift': [
    'class Manager {',
    '    static let shared = Manager()',
    '    static var other: Manager = Manager()',
    '    let cache = Cache()',
    '    func fetch() {}',
    '}',
    'class Cache {',
    '    static let `default` = Cache()',
    '    func clear() {}',
    '}',
    'class Decoy {',
    '    func fetch() {}',
    '}',
    'func use() {',
    '    Manager.shared.fetch()',
    '    Manager.other.fetch()',
    '    Manager.shared.cache.clear()',
    '    Cache.default.clear()',
    '}',
    'func shadowed(Manager: Decoy) {',
    '    Manager.shared.fetch()',
    '}',
  ].join('\n'),
  'src/foo.ts': [
    'export class Foo {',
    '  static instance: Foo = new Foo();',
    '  bar() { return 1; }',
    '}',
    'export function use() { return Foo.instance.bar(); }',
  ].join('\n'),
  'src/App/Svc.cs': [
    'namespace App {',
    '  public class Svc {',
    '    public static Svc Instance { get; } = new Svc();',
    '    public static readonly Svc Other = new Svc();',
    '    public void Run() {}',
    '  }',
    '  public class User {',
    '    public void Go() { Svc.Instance.Run(); Svc.Other.Run(); }',
    '  }',
    '}',
  ].join('\n'),
  'src/Adapter.php': [
    '<?php',
    'class PathPrefixer { public function prefixPath($p) { return $p; } }',
    'class AdapterTest {',
    '    private static PathPrefixer $prefixer;',
    '    public function go() {',
    "        static::$prefixer->prefixPath('a');",
    "        self::$prefixer->prefixPath('b');",
    "        AdapterTest::$prefixer->prefixPath('c');",
    '    }',
    '}',
  ].join('\n'),
  'app/cars.py': [
    'class Engine:',
    '    def start(self):',
    '        pass',
    '',
    '',
    'class Car:',
    '    engine: Engine = Engine()',
    '',
    '',
    'def drive():',
    '    Car.engine.start()',
  ].join('\n'),
};

describeGraph('a static field read through its class\'s name types the call on it', FILES, 'static-field-receivers', (fx) => {
  it('finds the member of the static field\'s type in Swift, TypeScript, C#, Python and PHP', async () => {
    await expectEdges(fx, 'code_callers', {
      'Manager.fetch': ['Sources/Manager.swift:use:receiver'],
      'Cache.clear': ['Sources/Manager.swift:use:receiver'],
      'Decoy.fetch': [],
      'Foo.bar': ['src/foo.ts:use:receiver'],
      'Svc.Run': ['src/App/Svc.cs:User.Go:receiver'],
      'Engine.start': ['app/cars.py:drive:receiver'],
      'PathPrefixer.prefixPath': ['src/Adapter.php:AdapterTest::go:receiver'],
    });
  });
});
