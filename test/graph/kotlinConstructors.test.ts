/**
 * Kotlin secondary constructors and extensions of the repository's own
 * classes (binds13 #2): `constructor(x: Int, y: Int) : this(x + y)` was no
 * definition (`kontext symbol constructor`: No matches) and its delegation
 * no call; it is a method `constructor` of its class whose callers are the
 * constructions of that class (as TypeScript's `constructor`), and `:
 * this(…)` / `: super(…)` construct its own class / its base. `s.twice()`
 * with `fun Shape.twice()` and `s: Shape` (or `val c = Shape(5)`) is a
 * caller of twice. Decoy: a same-named extension of another class.
 * A primary constructor (`class Other(val n: Int)`) is such a method too
 * (texts issue 6: Kotlin callees named the class where Java and C# name the
 * constructor); the supertype construction after it (`class Tag(n: Int) :
 * Other(n)`) is its call, and its class parameters stay the class's fields.
 */
import * as assert from 'node:assert/strict';
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/geo/Shapes.kt': [
    'package geo',
    '',
    'open class Shape(val w: Int) {',
    '    constructor(x: Int, y: Int) : this(x + y)',
    '',
    '    open fun area(): Int = w',
    '}',
    '',
    'class Square : Shape {',
    '    constructor(a: Int, b: Int, c: Int) : super(a + b + c)',
    '}',
    '',
    'class Other(val n: Int)',
    '',
    'class Store {',
    '    fun put(): Int = 1',
    '}',
    '',
    'class Tag(n: Int, val store: Store) : Other(n) {',
    '    fun save(): Int = store.put()',
    '}',
    '',
    'fun Shape.twice(): Int = area() * 2',
    '',
    'fun Other.twice(): Int = n * 2',
    '',
  ].join('\n'),
  'src/geo/Main.kt': [
    'package geo',
    '',
    'fun useIt(s: Shape): Int {',
    '    return s.twice()',
    '}',
    '',
    'fun build(): Int {',
    '    val a = Shape(1, 2)',
    '    val b = Square(1, 2, 3)',
    '    val c = Shape(5)',
    '    return a.area() + b.area() + c.twice()',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Kotlin secondary constructors and extension calls', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-kotlin-constructors');
  });

  it('a secondary or primary constructor is a method constructor of its class', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'constructor' }), [
      'src/geo/Shapes.kt:Other.constructor',
      'src/geo/Shapes.kt:Shape.constructor',
      'src/geo/Shapes.kt:Shape.constructor',
      'src/geo/Shapes.kt:Square.constructor',
      'src/geo/Shapes.kt:Tag.constructor',
    ]);
    const r = await fx.call('code_symbol', { name: 'Other.constructor' });
    assert.match(r.text, /^src\/geo\/Shapes\.kt:13 {2}method Other\.constructor {2}constructor\(val n: Int\)$/m);
  });

  it('a primary constructor makes the supertype construction after it; its class parameters stay fields', async () => {
    await expectEdges(fx, 'code_callers', {
      'Other.constructor': ['src/geo/Shapes.kt:Tag.constructor:same-file'],
      'Store.put': ['src/geo/Shapes.kt:Tag.save:receiver'],
    });
    await expectEdges(fx, 'code_callees', { 'Tag.constructor': ['src/geo/Shapes.kt:Other.constructor:same-file'] });
  });

  it('callers of a secondary constructor are the constructions of its class; : this(…) and : super(…) construct', async () => {
    await expectEdges(fx, 'code_callers', {
      'Shape.constructor': ['src/geo/Main.kt:build:name', 'src/geo/Shapes.kt:Shape.constructor:same-file', 'src/geo/Shapes.kt:Square.constructor:same-file'],
      'Square.constructor': ['src/geo/Main.kt:build:name'],
      Shape: ['src/geo/Main.kt:build:name', 'src/geo/Shapes.kt:Shape.constructor:same-file', 'src/geo/Shapes.kt:Square.constructor:same-file'],
    });
  });

  it('s.twice() on fun Shape.twice() calls it, not Other.twice', async () => {
    await expectEdges(fx, 'code_callers', {
      // Of the caller's own package, no import: via receiver, the receiver's type checked (extensionCalls, issue 3 #2).
      'twice @ src/geo/Shapes.kt:23': ['src/geo/Main.kt:build:receiver', 'src/geo/Main.kt:useIt:receiver'],
      'twice @ src/geo/Shapes.kt:25': [],
    });
  });
});
