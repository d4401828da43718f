/**
 * Java nested classes' bases (newcomer 19 #2): in gson's FieldExclusionTest,
 * `Outer.Inner target` with `class Inner extends NestedClass` (a sibling
 * nested class of the test class) calls the inherited `target.toJson()`,
 * and Inner's `super(value)` calls NestedClass's constructor; both went
 * unresolved, as the base was looked up at the file's top level, where no
 * class NestedClass is. A nested class's bases are now read from its
 * enclosing class (JLS §6.3: the scope of a member class is its class's
 * body), in Java, C# and Kotlin.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, expectEdges } from './helpers';

const JAVA = [
  'package t;',
  'public class FieldTest {',
  '  private Outer outer = new Outer();',
  '  public void run() {',
  '    Outer.Inner target = outer.new Inner("v");',
  '    target.toJson();',
  '  }',
  '  private static class Outer {',
  '    private class Inner extends NestedClass {',
  '      Inner(String value) {',
  '        super(value);',
  '      }',
  '    }',
  '  }',
  '  private static class NestedClass {',
  '    private final String value;',
  '    NestedClass(String value) { this.value = value; }',
  '    String toJson() { return value; }',
  '  }',
  '}',
  '',
].join('\n');

// A top-level class of the same name elsewhere is not the nested one's base.
const DECOY = ['package t;', 'class NestedClass {', '  NestedClass(String v) {}', '  String toJson() { return ""; }', '}', ''].join('\n');

const CS = [
  'class Holder {',
  '  class Base { public virtual string Show() { return ""; } }',
  '  class Derived : Base { }',
  '  void Use() { Derived d = new Derived(); d.Show(); }',
  '}',
  '',
].join('\n');

describeGraph('code graph: bases of nested classes read from their enclosing class', { 'src/t/FieldTest.java': JAVA, 'src/t/NestedClass.java': DECOY, 'H.cs': CS }, 'java-nested-bases', (fx) => {
  it('reaches an inherited method through a variable of a qualified nested type, and the base constructor through super(…)', async () => {
    await expectEdges(fx, 'code_callers', {
      'FieldTest.NestedClass.toJson': ['src/t/FieldTest.java:FieldTest.run:receiver'],
      'FieldTest.NestedClass.NestedClass': ['src/t/FieldTest.java:FieldTest.Outer.Inner.Inner:receiver'],
      'Holder.Base.Show': ['H.cs:Holder.Use:receiver'],
    });
    assert.deepEqual(await callers(fx, 'toJson', 'src/t/NestedClass.java:4'), []);
  });
});
