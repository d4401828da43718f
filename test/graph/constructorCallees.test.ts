/**
 * Callees mirror callers for constructions (newcomer 13 #1): `callers
 * Square.Square` listed main for `new Square(3)`, but `callees main` showed
 * `class Square`. A construction is now a callee of the constructors its
 * class defines (Java, C#, C++ in the body or out of line, PHP
 * `__construct`, Python `__init__`, Ruby `initialize`, also one inherited
 * by a class declaring none),
 * and of the class itself when it defines none. Kotlin's primary
 * constructor is a method `constructor` (texts issue 6), so Kotlin names it
 * as Java and C# do. TypeScript keeps naming the class, as the compiler's
 * call hierarchy does.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES: Record<string, string> = {
  'Main.java': [
    'class Square {',
    '    int s;',
    '    Square(int s) { this.s = s; }',
    '    Square() { this(1); }',
    '    int area() { return s * s; }',
    '}',
    'class Plain { int v; }',
    'class Main {',
    '    void main() {',
    '        Square q = new Square(3);',
    '        Plain p = new Plain();',
    '        q.area();',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Prog.cs': ['class Dog {', '    public Dog(int n) { }', '}', 'class Cat { }', 'class Prog {', '    void Run() {', '        var d = new Dog(2);', '        var c = new Cat();', '    }', '}', ''].join('\n'),
  'box.cpp': [
    'struct Box {',
    '    Box(int n);',
    '    int vol();',
    '};',
    'Box::Box(int n) {}',
    'int Box::vol() { return 1; }',
    'struct Lid {',
    '    Lid(int n) {}',
    '};',
    'struct Bare { int v; };',
    'int run() {',
    '    Box b(2);',
    '    Bare e{};',
    '    Box *p = new Box(3);',
    '    Lid l = Lid(1);',
    '    return b.vol();',
    '}',
    '',
  ].join('\n'),
  'm.php': ['<?php', 'class Pt {', '    public function __construct($x) {}', '}', 'class Nil {}', 'function go() {', '    $p = new Pt(1);', '    $e = new Nil();', '}', ''].join('\n'),
  'm.kt': ['class Kit(val n: Int) {', '    fun purr() {}', '}', 'class Mat {', '    fun lay() {}', '}', 'fun play() {', '    val k = Kit(1)', '    k.purr()', '    Mat().lay()', '}', ''].join('\n'),
  'a.py': ['class Engine:', '    def __init__(self, n):', '        self.n = n', '', '', 'class Bare:', '    pass', '', '', 'class Turbo(Engine):', '    pass', '', '', 'def build():', '    Engine(1)', '    Bare()', '', '', 'def fast():', '    Turbo(2)', ''].join('\n'),
  'a.rb': ['class Base', '  def initialize(n)', '    @n = n', '  end', 'end', 'class Sub < Base', 'end', 'class Lone', 'end', 'def make', '  Base.new(1)', '  Sub.new(2)', '  Lone.new', 'end', ''].join('\n'),
  'src/car.ts': 'export class Car {\n  constructor(n: number) {}\n}\nexport function mk() {\n  return new Car(1);\n}\n',
};

describe('code graph: callees of a construction name its constructor', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-constructor-callees');
  });

  it('Java, C#, C++, PHP: the constructor when the class defines one, else the class', async () => {
    await expectEdges(fx, 'code_callees', {
      'Main.main': ['Main.java:Plain:same-file', 'Main.java:Square.Square:same-file', 'Main.java:Square.area:receiver'],
      'Prog.Run': ['Prog.cs:Cat:same-file', 'Prog.cs:Dog.Dog:same-file'],
      run: ['box.cpp:Bare:same-file', 'box.cpp:Box::Box:same-file', 'box.cpp:Box::vol:receiver', 'box.cpp:Lid::Lid:same-file'],
      go: ['m.php:Nil:same-file', 'm.php:Pt::__construct:same-file'],
    });
  });

  it('callers of each constructor list the same callers (the two answers mirror)', async () => {
    await expectEdges(fx, 'code_callers', {
      // `Square() { this(1); }` runs the other overload: one symbol, its own caller.
      'Square.Square': ['Main.java:Main.main:same-file', 'Main.java:Square.Square:receiver'],
      'Dog.Dog': ['Prog.cs:Prog.Run:same-file'],
      'Box.Box': ['box.cpp:run:same-file'],
      'Lid.Lid': ['box.cpp:run:same-file'],
      'Pt.__construct': ['m.php:go:same-file'],
      'Engine.__init__': ['a.py:build:same-file', 'a.py:fast:same-file'],
      'Base#initialize': ['a.rb:make:same-file'],
    });
  });

  it('Kotlin, Python, Ruby, TypeScript: constructors defined, inherited, or the class', async () => {
    await expectEdges(fx, 'code_callees', {
      // A primary constructor is Kit's constructor; Mat writes none: the class.
      play: ['m.kt:Kit.constructor:same-file', 'm.kt:Kit.purr:receiver', 'm.kt:Mat.lay:receiver', 'm.kt:Mat:same-file'],
      build: ['a.py:Bare:same-file', 'a.py:Engine.__init__:same-file'],
      // Turbo declares no __init__: constructing it runs Engine's, as callers Engine.__init__ lists it.
      fast: ['a.py:Engine.__init__:same-file'],
      make: ['a.rb:Base#initialize:same-file', 'a.rb:Lone:same-file'],
      mk: ['src/car.ts:Car:same-file'],
    });
  });
});
