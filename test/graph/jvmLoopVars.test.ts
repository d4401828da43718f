/**
 * Newcomer 12: a loop variable typed by its declaration or by the collection
 * it walks reaches its type's methods — Java `for (Shape x : xs) x.area()`,
 * C# `foreach (IShape x in xs) x.Area()`, Kotlin `for (x in xs) x.area()`
 * with `xs: List<Shape>` — and dispatches to the overrides as usual; a bare
 * call in a Kotlin extension function (`fun Shape.twice() = area() * 2`)
 * names the extended type's member. Java `import static a.b.Util.helper;`
 * makes `helper()` Util's. Decoys (`Other.area`, `Other.helper`) are neither
 * callers nor listed as possible ones.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/com/ex/shapes/Shape.java': 'package com.ex.shapes;\npublic interface Shape {\n  double area();\n}\n',
  'src/com/ex/shapes/Square.java': 'package com.ex.shapes;\npublic class Square implements Shape {\n  public double area() { return 4; }\n}\n',
  'src/com/ex/util/Util.java': [
    'package com.ex.util;',
    'import com.ex.shapes.Shape;',
    'import java.util.List;',
    'public class Util {',
    '  public static double total(List<Shape> xs) {',
    '    double t = 0;',
    '    for (Shape x : xs) {',
    '      t += x.area();',
    '    }',
    '    return t;',
    '  }',
    '  public static int helper() { return 1; }',
    '}',
    '',
  ].join('\n'),
  // `var` loop variables over a parameter's array or collection (newcomer 12b #6).
  'src/com/ex/util/Boxes.java': 'package com.ex.util;\nimport com.ex.shapes.Square;\npublic class Boxes {\n  static double arr(Square[] qs) { double t = 0; for (var q : qs) { t += q.area(); } return t; }\n  static double list(java.util.List<Square> qs) { double t = 0; for (var q : qs) { t += q.area(); } return t; }\n}\n',
  'cs/Circles.cs': 'using System.Collections.Generic;\nusing Ex.Shapes;\nnamespace Ex.Util\n{\n    public static class Circles\n    {\n        public static void Arr(Circle[] cs) { foreach (var c in cs) { c.Area(); } }\n        public static void All(List<Circle> cs) { foreach (var c in cs) { c.Area(); } }\n    }\n}\n',
  'src/com/ex/other/Other.java': 'package com.ex.other;\npublic class Other {\n  public static int helper() { return 2; }\n  public double area() { return 0; }\n  int use() { return helper() + (int) area(); }\n}\n',
  'src/com/ex/Main.java': 'package com.ex;\nimport static com.ex.util.Util.helper;\npublic class Main {\n  static int run() { return helper(); }\n}\n',
  'cs/Shapes.cs': 'namespace Ex.Shapes\n{\n    public interface IShape { double Area(); }\n    public class Circle : IShape { public double Area() => 3; }\n}\n',
  'cs/Util.cs': 'using System.Collections.Generic;\nusing Ex.Shapes;\nnamespace Ex.Util\n{\n    public static class Tools\n    {\n        public static double Total(IEnumerable<IShape> xs)\n        {\n            double t = 0;\n            foreach (IShape x in xs) { t += x.Area(); }\n            return t;\n        }\n    }\n}\n',
  'cs/Other.cs': 'namespace Ex.Other\n{\n    public class Tools\n    {\n        public double Area() => 0;\n        public int Use() => (int)Area();\n    }\n}\n',
  'kt/Shapes.kt': 'package ex.shapes\n\ninterface Shape {\n    fun area(): Double\n}\n\nclass Sq : Shape {\n    override fun area(): Double = 4.0\n}\n',
  'kt/Util.kt': 'package ex.util\n\nimport ex.shapes.Shape\n\nfun total(xs: List<Shape>): Double {\n    var t = 0.0\n    for (x in xs) t += x.area()\n    return t\n}\n\nfun Shape.twice(): Double = area() * 2\n',
  'kt/Other.kt': 'package ex.other\n\nclass Decoy {\n    fun area(): Double = 0.0\n    fun use(): Double = area()\n}\n',
};

describeGraph('code graph: JVM and C# loop variables and static imports', FILES, 'graph-jvm-loop-vars', (fx) => {
  /** The "Not listed" note of code_callers for `symbol` (scoped by `path`), '' when none. */
  async function unlisted(symbol: string, path: string): Promise<string> {
    const r = await fx.call('code_callers', { symbol, path });
    return /Not listed:.*/.exec(r.text)?.[0] ?? '';
  }

  it('Java: for (Shape x : xs) x.area() calls Shape.area and may run Square.area; not Other.area', async () => {
    assert.deepEqual(await callers(fx, 'Shape.area', 'src/com/ex/shapes/Shape.java'), ['src/com/ex/util/Util.java:Util.total:receiver']);
    assert.ok((await callers(fx, 'Square.area', 'src/com/ex/shapes/Square.java')).includes('src/com/ex/util/Util.java:Util.total:base'));
    assert.deepEqual(await callers(fx, 'Other.area', 'src/com/ex/other/Other.java'), ['src/com/ex/other/Other.java:Other.use:same-file']);
    assert.equal(await unlisted('Other.area', 'src/com/ex/other/Other.java'), '');
  });

  it('Java and C#: a var loop variable over an array or collection parameter is of its element type', async () => {
    assert.deepEqual(await callers(fx, 'Square.area', 'src/com/ex/shapes/Square.java'), ['src/com/ex/util/Boxes.java:Boxes.arr:receiver', 'src/com/ex/util/Boxes.java:Boxes.list:receiver', 'src/com/ex/util/Util.java:Util.total:base']);
    assert.deepEqual(await callers(fx, 'Circle.Area', 'cs/Shapes.cs'), ['cs/Circles.cs:Circles.All:receiver', 'cs/Circles.cs:Circles.Arr:receiver', 'cs/Util.cs:Tools.Total:base']);
  });

  it('Java: import static com.ex.util.Util.helper makes helper() Util.helper', async () => {
    assert.deepEqual(await callers(fx, 'Util.helper', 'src/com/ex/util/Util.java'), ['src/com/ex/Main.java:Main.run:import']);
    assert.deepEqual(await callers(fx, 'Other.helper', 'src/com/ex/other/Other.java'), ['src/com/ex/other/Other.java:Other.use:same-file']);
    assert.equal(await unlisted('Other.helper', 'src/com/ex/other/Other.java'), '');
  });

  it('C#: foreach (IShape x in xs) x.Area() calls IShape.Area and may run Circle.Area; not Other Tools.Area', async () => {
    assert.deepEqual(await callers(fx, 'IShape.Area', 'cs/Shapes.cs'), ['cs/Util.cs:Tools.Total:receiver']);
    assert.ok((await callers(fx, 'Circle.Area', 'cs/Shapes.cs')).includes('cs/Util.cs:Tools.Total:base'));
    assert.deepEqual(await callers(fx, 'Tools.Area', 'cs/Other.cs'), ['cs/Other.cs:Tools.Use:same-file']);
    assert.equal(await unlisted('Tools.Area', 'cs/Other.cs'), '');
  });

  it('Kotlin: for (x in xs) over a List<Shape>, and area() inside fun Shape.twice(), call Shape.area; not Decoy.area', async () => {
    assert.deepEqual(await callers(fx, 'Shape.area', 'kt/Shapes.kt'), ['kt/Util.kt:Shape.twice:receiver', 'kt/Util.kt:total:receiver']);
    assert.deepEqual(await callers(fx, 'Sq.area', 'kt/Shapes.kt'), ['kt/Util.kt:Shape.twice:base', 'kt/Util.kt:total:base']);
    assert.deepEqual(await callers(fx, 'Decoy.area', 'kt/Other.kt'), ['kt/Other.kt:Decoy.use:same-file']);
    assert.equal(await unlisted('Decoy.area', 'kt/Other.kt'), '');
  });
});
