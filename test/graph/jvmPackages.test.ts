/**
 * Java, Kotlin and Scala are one language family (graphRules `sameFamily`,
 * decision record): a class of a JVM package is seen by the Kotlin, Scala
 * and Java code of that package without an import, and through imports from
 * other packages. A fully qualified call (`com.shop.decoy.Fmt.render()`,
 * nested `….Fmt.Inner.go()`), and a variable declared with such a type
 * (`com.shop.decoy.Fmt f`), reach the class of that package only, never
 * the same-named `Fmt` the file imports or a Kotlin `Text` of another package.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/com/shop/util/Fmt.java': [
    'package com.shop.util;',
    'public class Fmt {',
    '  public static String render() { return "u"; }',
    '  public String name() { return "u"; }',
    '}',
    '',
  ].join('\n'),
  'src/com/shop/decoy/Fmt.java': [
    'package com.shop.decoy;',
    'public class Fmt {',
    '  public static String render() { return "d"; }',
    '  public String name() { return "d"; }',
    '  public static class Inner { public static int go() { return 1; } }',
    '}',
    '',
  ].join('\n'),
  'src/com/shop/app/App.java': [
    'package com.shop.app;',
    'import com.shop.util.Fmt;',
    'public class App {',
    '  String plain() { return Fmt.render(); }',
    '  String qualified() { return com.shop.decoy.Fmt.render(); }',
    '  int nested() { return com.shop.decoy.Fmt.Inner.go(); }',
    '  String missing() { return com.shop.none.Fmt.render(); }',
    '  String typed(com.shop.decoy.Fmt f) { com.shop.util.Fmt g = null; return f.name() + g.name(); }',
    '}',
    '',
  ].join('\n'),
  // Kotlin beside Java in com.shop.util: no import needed either way.
  'src/com/shop/util/Text.kt': ['package com.shop.util', '', 'class Text {', '    fun show(): String = Fmt.render()', '}', ''].join('\n'),
  'src/com/shop/util/Use.java': [
    'package com.shop.util;',
    'class Use {',
    '  String use() { Text t = new Text(); return t.show(); }',
    '}',
    '',
  ].join('\n'),
  'src/com/shop/util/Report.scala': ['package com.shop.util', '', 'object Report {', '  def run(): String = Fmt.render()', '}', ''].join('\n'),
  // Decoys: a Kotlin Text of another package, and a Kotlin file importing the decoy Fmt.
  'src/com/shop/decoy/Text.kt': ['package com.shop.decoy', '', 'class Text {', '    fun show(): String = "x"', '}', ''].join('\n'),
  'src/com/shop/app/Other.kt': ['package com.shop.app', '', 'import com.shop.decoy.Fmt', '', 'fun other(): String = Fmt.render()', ''].join('\n'),
};

describeGraph('code graph: one JVM family, fully qualified Java calls', FILES, 'jvm-packages', (fx) => {
  it('a fully qualified call reaches the class of that package (nested classes too), never the imported same-named one', async () => {
    await expectEdges(fx, 'code_callees', {
      'App.plain': ['src/com/shop/util/Fmt.java:Fmt.render:receiver'],
      'App.qualified': ['src/com/shop/decoy/Fmt.java:Fmt.render:import'],
      'App.nested': ['src/com/shop/decoy/Fmt.java:Fmt.Inner.go:import'],
      'App.missing': [],
      'App.typed': ['src/com/shop/decoy/Fmt.java:Fmt.name:receiver', 'src/com/shop/util/Fmt.java:Fmt.name:receiver'],
    });
  });

  it('Kotlin, Scala and Java classes of one package call each other; other packages only through imports', async () => {
    await expectEdges(fx, 'code_callers', {
      'Fmt.name @ src/com/shop/decoy/Fmt.java': ['src/com/shop/app/App.java:App.typed:receiver'],
      'Fmt.render @ src/com/shop/util/Fmt.java': [
        'src/com/shop/app/App.java:App.plain:receiver',
        'src/com/shop/util/Report.scala:Report.run:receiver',
        'src/com/shop/util/Text.kt:Text.show:receiver',
      ],
      'Fmt.render @ src/com/shop/decoy/Fmt.java': ['src/com/shop/app/App.java:App.qualified:import', 'src/com/shop/app/Other.kt:other:receiver'],
      'Text.show @ src/com/shop/util/Text.kt': ['src/com/shop/util/Use.java:Use.use:receiver'],
      'Text.show @ src/com/shop/decoy/Text.kt': [],
    });
  });
});
