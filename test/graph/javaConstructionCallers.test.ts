/**
 * Java (binds13 #3): `callers Base` of an abstract class whose subclasses'
 * constructors call `super(…)` said "nothing constructs it"; those
 * constructors construct it, so they are its callers (as C#'s `: base(…)`
 * and a `this(…)` of the class's own). `import static a.b.C.*;` then a bare
 * `f()` named nothing; it is C.f. A single-static import of another class's
 * `g` still wins over the on-demand one (Java's shadowing). Decoys:
 * same-named statics of another class.
 */
import * as assert from 'node:assert/strict';
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/com/ex/shapes/Base.java': 'package com.ex.shapes;\n\npublic abstract class Base {\n  protected Base(String label) {}\n  public String name() { return "b"; }\n}\n',
  'src/com/ex/shapes/Circle.java': 'package com.ex.shapes;\n\npublic class Circle extends Base {\n  public Circle(double r) {\n    super("circle");\n  }\n  public Circle() {\n    this(1.0);\n  }\n}\n',
  'src/com/ex/shapes/Square.java': 'package com.ex.shapes;\n\npublic class Square extends Base {\n  public Square(double s) {\n    super("square");\n  }\n}\n',
  'cs/Shapes.cs': 'namespace Ex.Shapes\n{\n    public abstract class Base\n    {\n        protected Base(string label) { }\n    }\n    public class Circle : Base\n    {\n        public Circle(double r) : base("circle") { }\n    }\n}\n',
  'src/com/ex/util/Helpers.java': 'package com.ex.util;\n\npublic class Helpers {\n  public static int twice(int x) { return 2 * x; }\n  public static int thrice(int x) { return 3 * x; }\n}\n',
  'src/com/ex/util/Other.java': 'package com.ex.util;\n\npublic class Other {\n  public static int twice(int x) { return 22 * x; }\n  public static int thrice(int x) { return 33 * x; }\n}\n',
  'src/com/ex/Main.java': 'package com.ex;\n\nimport static com.ex.util.Helpers.*;\nimport static com.ex.util.Other.twice;\n\npublic class Main {\n  static int run() {\n    return thrice(2) + twice(3);\n  }\n}\n',
};

describe('code graph: Java constructions through super(…), static on-demand imports', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-java-construction-callers');
  });

  it('the constructors calling super(…) / : base(…) / this(…) are callers of the class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Base @ src/com/ex/shapes/Base.java': ['src/com/ex/shapes/Circle.java:Circle.Circle:receiver', 'src/com/ex/shapes/Square.java:Square.Square:receiver'],
      'Circle @ src/com/ex/shapes/Circle.java': ['src/com/ex/shapes/Circle.java:Circle.Circle:receiver'],
      'Base @ cs/Shapes.cs': ['cs/Shapes.cs:Circle.Circle:receiver'],
    });
    const r = await fx.call('code_callers', { symbol: 'Base', path: 'src/com/ex/shapes/Base.java' });
    assert.doesNotMatch(r.text, /nothing constructs it/);
  });

  it('import static a.b.C.* makes a bare f() C.f; a single-static import of another class wins', async () => {
    await expectEdges(fx, 'code_callers', {
      'Helpers.thrice': ['src/com/ex/Main.java:Main.run:import'],
      'Other.thrice': [],
      'Other.twice': ['src/com/ex/Main.java:Main.run:import'],
      'Helpers.twice': [],
    });
  });
});
