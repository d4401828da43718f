/**
 * Java classes nested two deep, named from a class in scope (JLS §6.5.5.2):
 * `A.B.C.of(1)` in A's package, and `A.B.C.of(1)` in another package that
 * imports A, call A.B.C.of, and the chain's next link (`.size()`) is C's
 * method; a decoy class C elsewhere with the same methods is not called. A
 * bare name shared by a nested class and its constructor is the class.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/shop/A.java': [
    'package shop;',
    '',
    'public class A {',
    '    public static class B {',
    '        public static class C {',
    '            public static C of(int n) { return new C(); }',
    '            public int size() { return 1; }',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/shop/Use.java': 'package shop;\n\npublic class Use {\n    int run() {\n        return A.B.C.of(1).size();\n    }\n}\n',
  'src/app/Main.java': 'package app;\n\nimport shop.A;\n\npublic class Main {\n    int go() {\n        return A.B.C.of(2).size();\n    }\n}\n',
  'src/shop/Outer.java': 'package shop;\n\npublic class Outer {\n    public static class Inner {\n        private final int n;\n        public Inner(int n) { this.n = n; }\n    }\n    static Inner make() { return new Inner(2); }\n}\n',
  'src/decoy/C.java': 'package decoy;\n\npublic class C {\n    public static C of(int n) { return new C(); }\n    public int size() { return 0; }\n}\n',
};

describeGraph('code graph: Java classes nested two deep, named through their outer class', FILES, 'graph-java-nested-chains', (fx) => {
  it('A.B.C.of(1).size() calls A.B.C.of and A.B.C.size, in A\'s package and through an import; the decoy C is not called', async () => {
    await expectEdges(fx, 'code_callers', {
      'A.B.C.of @ src/shop/A.java': ['src/app/Main.java:Main.go:import', 'src/shop/Use.java:Use.run:import'],
      'A.B.C.size @ src/shop/A.java': ['src/app/Main.java:Main.go:receiver', 'src/shop/Use.java:Use.run:receiver'],
      'C.of @ src/decoy/C.java': [],
      'C.size @ src/decoy/C.java': [],
    });
  });

  it('a bare name shared by a nested class and its constructor answers for the class, as for a top-level one (newcomer 16 #7)', async () => {
    const r = await fx.call('code_callers', { symbol: 'Inner' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^callers of class Outer\.Inner \(src\/shop\/Outer\.java:4\)/);
    assert.match(r.text, /src\/shop\/Outer\.java:8 {2}method Outer\.make/);
  });
});
