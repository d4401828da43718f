/**
 * Kotlin secondary constructors and extensions of the repository's own
 * classes (binds13 #2): `constructor(x: Int, y: Int) : this(x + y)` was no
 * definition (`kontext symbol constructor`: No matches) and its delegation
 * no call; it is a method `constructor` of its class whose callers are the
 * constructions of that class (as TypeScript's `constructor`), and `:
 * this(…)` / `: super(…)` construct its own class / its base. `s.twice()`
 * with `fun Shape.twice()` and `s: Shape` (or `val c = Shape(5)`) is a
 * caller of twice. Decoy: a same-named extension of another class.
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

  it('a secondary constructor is a method constructor of its class', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'constructor' }), ['src/geo/Shapes.kt:Shape.constructor', 'src/geo/Shapes.kt:Square.constructor']);
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
      'twice @ src/geo/Shapes.kt:15': ['src/geo/Main.kt:build:import', 'src/geo/Main.kt:useIt:import'],
      'twice @ src/geo/Shapes.kt:17': [],
    });
  });
});
