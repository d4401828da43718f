/**
 * A definition written under annotations, attributes or decorators is
 * answered at the line of its name (issue 3 #1: Java's `@Override` above
 * `public String name()` was printed as its `path:line`, and a person
 * clicking it landed on the annotation), by every tool: code_symbol's
 * outline and lookups, the callers and callees items, the edge tools'
 * heading. What takes a range keeps the whole definition, annotations
 * included: a `path:line` on the annotation still means the method, and
 * `why` covers from the first annotation.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';
import { locateSymbol } from '../../server/src/core/graph/locator';

const JAVA = [
  'package demo;', // 1
  '', // 2
  '@Entity', // 3
  'public class Named {', // 4
  '    /** The name. */', // 5
  '    @Override', // 6
  '    @Nullable', // 7
  '    public String name() {', // 8
  '        return helper();', // 9
  '    }', // 10
  '', // 11
  '    @Deprecated', // 12
  '    String helper() { return "x"; }', // 13
  '}', // 14
  '',
].join('\n');

const KOTLIN = [
  'package demo', // 1
  '', // 2
  'object Tools {', // 3
  '    @JvmStatic', // 4
  '    fun make(): String = build()', // 5
  '', // 6
  '    @Test', // 7
  '    fun build(): String {', // 8
  '        return "y"', // 9
  '    }', // 10
  '}', // 11
  '',
].join('\n');

const CSHARP = [
  'namespace Demo', // 1
  '{', // 2
  '    public class CalcTests', // 3
  '    {', // 4
  '        [Fact]', // 5
  '        public void Adds()', // 6
  '        {', // 7
  '            Helper();', // 8
  '        }', // 9
  '', // 10
  '        void Helper() { }', // 11
  '    }', // 12
  '}', // 13
  '',
].join('\n');

// A decorated class's range holds its decorators, and so does a member's (the grammar puts a member's in the class
// body beside it; its range starts at the first: decoratedMemberRanges.test.ts).
const TS = [
  '@Component({', // 1
  "  selector: 'x',", // 2
  '})', // 3
  'class Comp {', // 4
  '  @Input()', // 5
  '  label(): string {', // 6
  '    return this.other();', // 7
  '  }', // 8
  '', // 9
  "  other(): string { return ''; }", // 10
  '}', // 11
  '',
].join('\n');

const SCALA = [
  'package demo', // 1
  '', // 2
  'class Svc {', // 3
  '  @deprecated("old", "1.0")', // 4
  '  def run(): Int = go()', // 5
  '', // 6
  '  def go(): Int = 1', // 7
  '}', // 8
  '',
].join('\n');

describeGraph(
  'code graph: definitions under annotations answered at their name’s line',
  { 'src/demo/Named.java': JAVA, 'src/demo/Tools.kt': KOTLIN, 'src/Calc.cs': CSHARP, 'src/comp.ts': TS, 'src/demo/Svc.scala': SCALA },
  'annotated-name-lines',
  (fx) => {
    const items = (tool: string, args: Record<string, unknown>) => toolItems(fx, tool, args);

    it('an outline lists each definition at its name, with its range to its end', async () => {
      const cases: [string, [string, number, number | undefined][]][] = [
        ['src/demo/Named.java', [['Named', 4, 14], ['Named.name', 8, 10], ['Named.helper', 13, 13]]],
        ['src/demo/Tools.kt', [['Tools', 3, 11], ['Tools.make', 5, 5], ['Tools.build', 8, 10]]],
        ['src/Calc.cs', [['CalcTests', 3, 12], ['CalcTests.Adds', 6, 9], ['CalcTests.Helper', 11, 11]]],
        ['src/comp.ts', [['Comp', 4, 11], ['Comp.label', 6, 8], ['Comp.other', 10, 10]]],
        ['src/demo/Svc.scala', [['Svc', 3, 8], ['Svc.run', 5, 5], ['Svc.go', 7, 7]]],
      ];
      for (const [path, want] of cases) {
        const { items: got, text } = await items('code_symbol', { path });
        assert.deepEqual(got.map((i) => [i.name, i.line, i.endLine]), want, text);
        for (const [name, line] of want) assert.match(text, new RegExp(`^${path.replace(/\./g, '\\.')}:${line}  \\w+ ${name.replace(/\./g, '\\.')}\\b`, 'm'), text);
      }
    });

    it('signatures start past the annotations, attributes and class decorators (a Python decorator stays: it says what the name is)', async () => {
      const sig = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)?.signature;
      assert.equal(sig('src/demo/Named.java', 'name'), 'public String name()');
      assert.equal(sig('src/demo/Tools.kt', 'make'), 'fun make(): String');
      assert.equal(sig('src/Calc.cs', 'Adds'), 'public void Adds()');
      assert.equal(sig('src/demo/Svc.scala', 'run'), 'def run(): Int');
      assert.equal(sig('src/comp.ts', 'Comp'), 'class Comp');
    });

    it('callers and callees name the caller and the callee at their names’ lines', async () => {
      const java = await items('code_callers', { symbol: 'Named.helper' });
      assert.deepEqual(java.items.map((i) => [i.name, i.line]), [['Named.name', 8]]);
      assert.match(java.text, /^callers of method Named\.helper \(src\/demo\/Named\.java:13\):\nsrc\/demo\/Named\.java:8  method Named\.name/, java.text);
      const kotlin = await items('code_callers', { symbol: 'Tools.build' });
      assert.deepEqual(kotlin.items.map((i) => [i.name, i.line]), [['Tools.make', 5]]);
      assert.match(kotlin.text, /\(src\/demo\/Tools\.kt:8\)/, kotlin.text);
      const cs = await items('code_callees', { symbol: 'CalcTests.Adds' });
      assert.deepEqual(cs.items.map((i) => [i.name, i.line]), [['CalcTests.Helper', 11]]);
      assert.match(cs.text, /\(src\/Calc\.cs:6\)/, cs.text);
      const ts = await items('code_callers', { symbol: 'Comp.other' });
      assert.deepEqual(ts.items.map((i) => [i.name, i.line]), [['Comp.label', 6]]);
      const scala = await items('code_callers', { symbol: 'Svc.go' });
      assert.deepEqual(scala.items.map((i) => [i.name, i.line]), [['Svc.run', 5]]);
    });

    it('a path:line on an annotation still means the definition it annotates', async () => {
      const onAnnotation = await items('code_callees', { symbol: 'name', path: 'src/demo/Named.java:6' });
      assert.deepEqual(onAnnotation.items.map((i) => [i.name, i.line]), [['Named.helper', 13]]);
      const symbol = await items('code_symbol', { name: 'name', path: 'src/demo/Named.java:7' });
      assert.deepEqual(symbol.items.map((i) => [i.name, i.line, i.endLine]), [['Named.name', 8, 10]]);
      const fact = await items('code_symbol', { name: 'Adds', path: 'src/Calc.cs:5' });
      assert.deepEqual(fact.items.map((i) => [i.name, i.line]), [['CalcTests.Adds', 6]]);
      const decorated = await items('code_symbol', { name: 'Comp', path: 'src/comp.ts:2' });
      assert.deepEqual(decorated.items.map((i) => [i.name, i.line, i.endLine]), [['Comp', 4, 11]]);
    });

    it('why’s locator keeps the whole range from the first annotation, and says where the name is', async () => {
      assert.deepEqual(await locateSymbol(fx.engine, 'Named.name'), [{ name: 'Named.name', kind: 'method', path: 'src/demo/Named.java', line: 6, nameLine: 8, endLine: 10 }]);
      assert.deepEqual(await locateSymbol(fx.engine, 'Tools.make'), [{ name: 'Tools.make', kind: 'method', path: 'src/demo/Tools.kt', line: 4, nameLine: 5, endLine: 5 }]);
      // Nothing before the name: no nameLine.
      assert.deepEqual(await locateSymbol(fx.engine, 'Svc.go'), [{ name: 'Svc.go', kind: 'method', path: 'src/demo/Svc.scala', line: 7, endLine: 7 }]);
    });
  },
);
