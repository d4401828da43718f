/**
 * A variable holding a call's result has the static type the callee declares
 * it returns (GraphData staticTypeExcludes; code graph issue 3): C# `var r =
 * Rect.Square(3)` with `static Rect Square(int)` is a Rect, so `r.Area()`
 * (Area inherited from Shape) is no caller of an override in a sibling class
 * (Circle), as with `Rect r = …`; an override in a subclass of Rect (Tile)
 * may run, as the factory may return one.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';

const lines = (...xs: string[]): string => `${xs.join('\n')}\n`;

const FILES = {
  'Shapes.cs': lines(
    'class Shape { public virtual int Area() { return 0; } }', // 1
    'class Rect : Shape {', // 2
    '  public static Rect Square(int s) { return new Rect(); }', // 3
    '  public static Shape Any(int s) { return new Rect(); }', // 4
    '  public int Width() { return 1; }', // 5
    '}', // 6
    'class Circle : Shape { public override int Area() { return 2; } }', // 7
    'class Tile : Rect { public override int Area() { return 3; } }', // 8
    'class Use {', // 9
    '  int Run(Shape s) {', // 10
    '    var r = Rect.Square(3);', // 11
    '    var a = Rect.Any(3);', // 12
    '    Rect d = Rect.Square(4);', // 13
    '    return r.Area()', // 14
    '      + a.Area()', // 15
    '      + d.Area()', // 16
    '      + s.Area();', // 17
    '  }', // 18
    '}', // 19
  ),
  'Shapes.java': lines(
    'class JShape { int area() { return 0; } }', // 1
    'class JRect extends JShape { static JRect square(int s) { return new JRect(); } }', // 2
    'class JCircle extends JShape { @Override int area() { return 2; } }', // 3
    'class JUse {', // 4
    '  int run(JShape s) {', // 5
    '    var r = JRect.square(3);', // 6
    '    return r.area()', // 7
    '      + s.area();', // 8
    '  }', // 9
    '}', // 10
  ),
  'shapes.ts': lines(
    'export class TShape { area() { return 0; } }', // 1
    'export class TRect extends TShape { static square(s: number): TRect { return new TRect(); } }', // 2
    'export class TCircle extends TShape { area() { return 2; } }', // 3
    'export function run(s: TShape) {', // 4
    '  const r = TRect.square(3);', // 5
    '  return r.area()', // 6
    '    + s.area();', // 7
    '}', // 8
  ),
};

/** The lines of `caller`'s calls listed among the callers of `symbol`, or [] when it is not listed. */
async function callLines(fx: GraphFixture, symbol: string, caller: string): Promise<number[]> {
  const r = await fx.call('code_callers', { symbol });
  assert.ok(!r.isError, r.text);
  const item = ((r.structured!.items ?? []) as { name: string; calls?: number[] }[]).find((i) => i.name === caller);
  return item?.calls ?? [];
}

describeGraph('code graph: a call\'s declared result is its variable\'s static type', FILES, 'graph-factory-results', (fx) => {
  it('C#: var r = Rect.Square(3) is a Rect: r.Area() is no caller of the sibling Circle.Area; of the inherited Shape.Area and its override in a subclass Tile.Area it is; var a = Rect.Any(3) (a Shape) may be a Circle', async () => {
    assert.deepEqual(await callLines(fx, 'Circle.Area', 'Use.Run'), [15, 17]);
    assert.ok((await callLines(fx, 'Shape.Area', 'Use.Run')).includes(14));
    assert.ok((await callLines(fx, 'Tile.Area', 'Use.Run')).includes(14));
  });

  it('Java var and TypeScript const of a static factory\'s result likewise', async () => {
    assert.deepEqual(await callLines(fx, 'JCircle.area', 'JUse.run'), [8]);
    assert.deepEqual(await callLines(fx, 'TCircle.area', 'run'), [7]);
  });
});
