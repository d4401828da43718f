/**
 * Callers of a Java / C# / PHP constructor are the code that constructs its
 * class, and the subclass constructors that call it (newcomer 12): Java
 * `new Square(3)` and `super("circle")`, C# `new Square(3)`, `new Sq(2)`
 * through `using Sq = …`, and `: base("circle")`, PHP `new Circle(2.0)`,
 * `new C(3.0)` through `use … as C`, `new self(1.0)`. `callers Square.Square`
 * and `callers Circle::__construct` said "No callers found". Kotlin's
 * `class Circle : Base("circle")` constructs Base. A class nothing constructs
 * points only at a method that has callers. Decoys: a same-named class of
 * another package / namespace, constructed elsewhere.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/com/ex/shapes/Base.java': 'package com.ex.shapes;\npublic abstract class Base {\n  protected Base(String label) {}\n  public String name() { return "b"; }\n}\n',
  'src/com/ex/shapes/Circle.java': 'package com.ex.shapes;\npublic class Circle extends Base {\n  public Circle(double r) {\n    super("circle");\n  }\n  public Circle() {\n    this(1.0);\n  }\n}\n',
  'src/com/ex/shapes/Square.java': 'package com.ex.shapes;\npublic class Square extends Base {\n  public Square(double s) {\n    super("square");\n  }\n}\n',
  'src/com/ex/Main.java': 'package com.ex;\nimport com.ex.shapes.Circle;\nimport com.ex.shapes.Square;\npublic class Main {\n  static void main() {\n    Circle c = new Circle(2);\n    Square s = new Square(3);\n  }\n}\n',
  'src/com/ex/other/Square.java': 'package com.ex.other;\npublic class Square {\n  public Square(double s) {}\n  static Square decoy() { return new Square(1); }\n}\n',
  'cs/Shapes.cs': 'namespace Ex.Shapes\n{\n    public abstract class Base\n    {\n        protected Base(string label) { }\n        public string Label() => "b";\n    }\n    public class Circle : Base\n    {\n        public Circle(double r) : base("circle") { }\n    }\n    public class Square : Base\n    {\n        public Square(double s) : base("square") { }\n    }\n}\n',
  'cs/Program.cs': 'using Ex.Shapes;\nusing Sq = Ex.Shapes.Square;\nnamespace Ex\n{\n    public class Program\n    {\n        public static void Main() { var c = new Circle(2); Square s = new Square(3); }\n        public static Sq Make() => new Sq(2);\n        public static void Target() { Circle t = new(4); }\n    }\n}\n',
  'cs/Other.cs': 'namespace Ex.Other\n{\n    public class Square\n    {\n        public Square(double s) { }\n        public static Square Decoy() => new Square(1);\n    }\n}\n',
  'kt/Shapes.kt': 'package ex.shapes\n\nabstract class Base(val label: String) {\n    open fun name(): String = label\n}\n\nclass Circle(private val r: Double) : Base("circle")\n',
  'php/Base.php': '<?php\nnamespace App\\Shapes;\n\nabstract class Base\n{\n    public function __construct(protected string $label) {}\n}\n',
  'php/Circle.php': "<?php\nnamespace App\\Shapes;\n\nclass Circle extends Base\n{\n    public function __construct(private float $r)\n    {\n        parent::__construct('circle');\n    }\n\n    public static function unit(): self\n    {\n        return new self(1.0);\n    }\n}\n",
  'php/Tools.php': '<?php\nnamespace App\\Util;\n\nuse App\\Shapes\\Circle as C;\n\nclass Tools\n{\n    public static function make(): C\n    {\n        return new C(3.0);\n    }\n}\n',
  'php/main.php': '<?php\nnamespace App;\n\nuse App\\Shapes\\Circle;\n\nfunction run(): void\n{\n    $c = new Circle(2.0);\n}\n',
};

describeGraph('code graph: constructors of Java, C#, Kotlin and PHP classes', FILES, 'graph-jvm-constructors', (fx) => {
  it('Java: new Square(3) calls Square.Square; super(…) and this(…) call the constructors they name', async () => {
    assert.deepEqual(await callers(fx, 'Square.Square', 'src/com/ex/shapes/Square.java'), ['src/com/ex/Main.java:Main.main:import']);
    assert.deepEqual(await callers(fx, 'Base.Base', 'src/com/ex/shapes/Base.java'), ['src/com/ex/shapes/Circle.java:Circle.Circle:receiver', 'src/com/ex/shapes/Square.java:Square.Square:receiver']);
    assert.deepEqual(await callers(fx, 'Square.Square', 'src/com/ex/other/Square.java'), ['src/com/ex/other/Square.java:Square.decoy:same-file']);
    const own = await callers(fx, 'Circle.Circle', 'src/com/ex/shapes/Circle.java:3');
    assert.deepEqual(own, ['src/com/ex/Main.java:Main.main:import', 'src/com/ex/shapes/Circle.java:Circle.Circle:receiver']);
  });

  it('C#: target-typed Circle t = new(4) calls Circle.Circle', async () => {
    assert.deepEqual(await callers(fx, 'Circle.Circle', 'cs/Shapes.cs'), ['cs/Program.cs:Program.Main:import', 'cs/Program.cs:Program.Target:import']);
  });

  it('C#: new Square(3), new Sq(2) and : base(…) call the constructors', async () => {
    assert.deepEqual(await callers(fx, 'Square.Square', 'cs/Shapes.cs'), ['cs/Program.cs:Program.Main:import', 'cs/Program.cs:Program.Make:alias']);
    assert.deepEqual(await callers(fx, 'Base.Base', 'cs/Shapes.cs'), ['cs/Shapes.cs:Circle.Circle:receiver', 'cs/Shapes.cs:Square.Square:receiver']);
    assert.deepEqual(await callers(fx, 'Square.Square', 'cs/Other.cs'), ['cs/Other.cs:Square.Decoy:same-file']);
  });

  it('Kotlin: class Circle : Base("circle") constructs Base, from Circle\'s primary constructor', async () => {
    // As Java's super(…) in Circle.Circle: the primary constructor `(private val r: Double)` makes the call (texts issue 6).
    assert.deepEqual(await callers(fx, 'Base', 'kt/Shapes.kt'), ['kt/Shapes.kt:Circle.constructor:same-file']);
    assert.deepEqual(await callers(fx, 'Base.constructor', 'kt/Shapes.kt'), ['kt/Shapes.kt:Circle.constructor:same-file']);
  });

  it('PHP: new Circle, new C (alias) and new self call Circle.__construct; parent::__construct calls Base.__construct', async () => {
    assert.deepEqual(await callers(fx, 'Circle.__construct', 'php/Circle.php'), ['php/Circle.php:Circle::unit:same-file', 'php/Tools.php:Tools::make:alias', 'php/main.php:run:import']);
    assert.deepEqual(await callers(fx, 'Base.__construct', 'php/Base.php'), ['php/Circle.php:Circle::__construct:receiver']);
  });

  it('a class nothing constructs points at its methods; super(…) / : base(…) construct the base', async () => {
    // Java `super(…)` and C# `: base(…)` construct Base: those constructors are its callers (javaConstructionCallers).
    assert.deepEqual(await callers(fx, 'Base', 'src/com/ex/shapes/Base.java'), ['src/com/ex/shapes/Circle.java:Circle.Circle:receiver', 'src/com/ex/shapes/Square.java:Square.Square:receiver']);
    assert.deepEqual(await callers(fx, 'Base', 'cs/Shapes.cs'), ['cs/Shapes.cs:Circle.Circle:receiver', 'cs/Shapes.cs:Square.Square:receiver']);
    const php = await fx.call('code_callers', { symbol: 'Tools', path: 'php/Tools.php' });
    assert.match(php.text, /calls of its methods are callers of those — Tools::make\. None of them has callers either\.$/);
  });
});
