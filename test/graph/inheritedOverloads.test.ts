/**
 * Java and Kotlin: the overloads a class inherits are candidates beside those
 * it declares (JLS §8.4.8, §15.12.2.1). jsoup's Element declares
 * attr(String, String) and attr(String, boolean); `attr("class")` in it and
 * `e.attr("href")` on one call Node's attr(String), not Element's
 * overloads "may call that one instead" (newcomer 48 B-3: 89 of 94 callers
 * listed for attr(String, boolean) were one-argument calls). Real temp
 * repository, the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/p/Node.java': ['package p;', 'public abstract class Node {', '  public String attr(String key) { return key; }', '  public Node attr(String key, String value) { return this; }', '}'].join('\n'),
  'src/p/Element.java': [
    'package p;',
    'public class Element extends Node {',
    '  @Override public Element attr(String key, String value) { return this; }',
    '  public Element attr(String key, boolean on) { return this; }',
    '  String cls() { return attr("class"); }',
    '}',
  ].join('\n'),
  'src/p/Use.java': ['package p;', 'class Use {', '  void one(Element e) { e.attr("href"); }', '  void two(Element e) { e.attr("a", "b"); }', '  void flag(Element e) { e.attr("c", true); }', '}'].join('\n'),
  'src/main/kotlin/k/Shapes.kt': [
    'package k',
    'open class Shape { fun draw(): Int = 1 }',
    'class Circle : Shape() {',
    '  fun draw(scale: Int): Int = scale',
    '  fun twice(): Int = draw() + draw(2)',
    '}',
  ].join('\n'),
};

describeGraph('code graph: inherited overloads beside a class\'s own', FILES, 'inherited-overloads', (fx) => {
  it('a call fitting only an inherited overload is its, in Java', async () => {
    await expectEdges(fx, 'code_callers', {
      'attr @ src/p/Node.java:3': ['src/p/Element.java:Element.cls:receiver', 'src/p/Use.java:Use.one:receiver'],
      'attr @ src/p/Element.java:3': ['src/p/Use.java:Use.two:receiver'],
      'attr @ src/p/Element.java:4': ['src/p/Use.java:Use.flag:receiver'],
    });
  });

  it('and in Kotlin', async () => {
    await expectEdges(fx, 'code_callers', {
      'Shape.draw': ['src/main/kotlin/k/Shapes.kt:Circle.twice:receiver'],
      'Circle.draw': ['src/main/kotlin/k/Shapes.kt:Circle.twice:same-file'],
    });
  });
});
