/**
 * Which class a TypeScript variable holds in each branch (binds13 #4): a
 * value set in an `if` branch counted for a call in the `else` branch
 * (`let s = new Square(); if (c) { s = new Circle(); } else { s.area(); }`
 * listed the else's call as a caller of Circle.area), and `c = c.item()`
 * kept c's old class (Circle) where item() returns a Square. A call after
 * the whole `if` still takes both values; an `else if` is an else too; a
 * variable declared with a type (a parameter, a module-level `let app:
 * Shape` assigned in a function) keeps it whatever call it is assigned.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/shapes.ts': [
    'export class Shape {',
    '  area(): number { return 0; }',
    '}',
    'export class Circle extends Shape {',
    '  area(): number { return 1; }',
    '  item(): Square { return new Square(); }',
    '}',
    'export class Square extends Shape {',
    '  area(): number { return 2; }',
    '  self(): Square { return this; }',
    '}',
    '',
  ].join('\n'),
  'src/main.ts': [
    "import { Shape, Circle, Square } from './shapes';",
    '',
    'export function both(c: boolean) {',
    '  let s: Shape;',
    '  if (c) {',
    '    s = new Circle();',
    '    s.area();',
    '  } else {',
    '    s = new Square();',
    '    s.area();',
    '  }',
    '}',
    '',
    'export function elseOnly(c: boolean, d: boolean) {',
    '  let s = new Square();',
    '  if (c) {',
    '    s = new Circle();',
    '  } else if (d) {',
    '    s.area();',
    '  } else {',
    '    s.area();',
    '  }',
    '}',
    '',
    'export function after(c: boolean) {',
    '  let s = new Square();',
    '  if (c) {',
    '    s = new Circle();',
    '  } else {',
    '    s.self();',
    '  }',
    '  s.area();',
    '}',
    '',
    'export function walk() {',
    '  let c = new Circle();',
    '  c = c.item();',
    '  c.area();',
    '}',
    '',
    'function make(): Circle {',
    '  return new Circle();',
    '}',
    '',
    'export function typed(x: Shape) {',
    '  x = make();',
    '  x.area();',
    '}',
    '',
    'export let app: Shape;',
    'export function init() {',
    '  app = make();',
    '  app.area();',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: TypeScript values by branch and by reassigned call results', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-ts-branch-binds');
  });

  it('a value set in an if branch does not reach the else; after the if, both may', async () => {
    await expectEdges(fx, 'code_callers', {
      'Circle.area': ['src/main.ts:after:receiver', 'src/main.ts:both:receiver', 'src/main.ts:init:base', 'src/main.ts:typed:base'],
      'Square.self': ['src/main.ts:after:receiver'],
    });
  });

  it('c = c.item() holds what item() returns; a declared type stays', async () => {
    await expectEdges(fx, 'code_callers', {
      'Square.area': ['src/main.ts:after:receiver', 'src/main.ts:both:receiver', 'src/main.ts:elseOnly:receiver', 'src/main.ts:init:base', 'src/main.ts:typed:base', 'src/main.ts:walk:receiver'],
      // x: Shape (a parameter, or a module-level let assigned in a function) keeps its declared type after x = make() (a Circle): Shape.area, dispatching to either override.
      'Shape.area': ['src/main.ts:init:receiver', 'src/main.ts:typed:receiver'],
    });
  });
});
