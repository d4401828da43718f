/**
 * Issue 3, small visible defects of definitions' docs and signatures, on a
 * real temporary repository: a C# doc is the prose of its XML documentation
 * comment (`<summary>` and `<param>` tags gone, `<see cref="X"/>` read as
 * `X`), a Rust doc holds only its `///` lines (a plain `//` among them is a
 * remark), and a bodiless member's signature (TS interface and abstract
 * methods, Java and C# interface methods, a C++ pure virtual member, a Rust
 * trait method) ends without the `;` closing the declaration. The summaries
 * and signatures through the built CLI (`symbol --json`), the whole stored
 * doc through the engine's graph.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv } from '../helpers/gitRepo';
import { describeGraph } from './helpers';

const FILES = {
  'cs/Calc.cs': [
    'namespace Demo',
    '{',
    '    public interface IShape',
    '    {',
    '        /// <summary>Computes the area.</summary>',
    '        double Area();',
    '    }',
    '',
    '    public class Calc',
    '    {',
    '        /// <summary>',
    '        /// Adds two numbers; see <see cref="Sub"/> and <see cref="T:System.Math"/> for more,',
    '        /// <paramref name="b"/> may be <see langword="null"/> &amp; <c>0</c>.',
    '        /// </summary>',
    '        /// <param name="a">The first.</param>',
    '        /// <param name="b">The second.</param>',
    '        /// <returns>The sum.</returns>',
    '        /// <exception cref="System.OverflowException">On overflow.</exception>',
    '        public int Add(int a, int b) { return a + b; }',
    '',
    '        /// <summary>Subtracts.</summary>',
    '        // TODO: checked arithmetic',
    '        public int Sub(int a, int b) { return Add(a, -b); }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'rs/lib.rs': [
    '/// Parses the input.',
    '// TODO: speed this up',
    '/// Returns the count.',
    'pub fn parse(s: &str) -> usize { s.len() }',
    '',
    '// Only a remark, no doc.',
    'pub fn run() -> usize { parse("x") }',
    '',
    'pub trait Shape {',
    '    /// The area.',
    '    fn area(&self) -> f64;',
    '}',
    '',
  ].join('\n'),
  'ts/shape.ts': [
    'export interface Shape {',
    '  area(): number;',
    '  draw(scale: number): void;',
    '}',
    'export abstract class Base {',
    '  abstract size(): number;',
    '}',
    'export function use(s: Shape) { return s.area(); }',
    '',
  ].join('\n'),
  'java/Api.java': ['public interface Api {', '    void start(int port);', '}', ''].join('\n'),
  'cpp/box.hpp': ['class Box {', ' public:', '  virtual int shut(int x) = 0;', '};', ''].join('\n'),
};

describeGraph('code graph: C# doc tags, Rust // remarks, bodiless signatures', FILES, 'graph-doc-tags', (fx) => {
  /** `symbol <name> --json` through the built CLI: each item's signature and doc summary. */
  const items = (name: string) => {
    const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', fx.repo.root, 'symbol', name, '--json'], { encoding: 'utf8', env: gitEnv() });
    assert.equal(r.status, 0, r.stderr);
    return (JSON.parse(r.stdout).items as { signature?: string; doc?: string }[]).map((i) => ({ signature: i.signature, doc: i.doc }));
  };

  it('a C# doc summary is the <summary> prose, a <see cref> read as its name', () => {
    assert.deepEqual(items('Calc.Add'), [
      { signature: 'public int Add(int a, int b)', doc: 'Adds two numbers; see Sub and System.Math for more, b may be null & `0`.' },
    ]);
    assert.deepEqual(items('IShape.Area'), [{ signature: 'double Area();', doc: 'Computes the area.' }]);
    // A plain `//` line between the doc and the method is no part of the doc.
    assert.deepEqual(items('Calc.Sub'), [{ signature: 'public int Sub(int a, int b)', doc: 'Subtracts.' }]);
    const text = spawnSync(process.execPath, [KONTEXT_JS, '-C', fx.repo.root, 'symbol', 'Calc.Add'], { encoding: 'utf8', env: gitEnv() });
    assert.doesNotMatch(text.stdout, /<|summary|cref/);
  });

  it('the stored C# doc keeps each tag\'s prose as its own paragraph', () => {
    assert.equal(
      fx.graph.findDefinitions('Add')[0].doc,
      [
        'Adds two numbers; see Sub and System.Math for more,',
        'b may be null & `0`.',
        '',
        'a: The first.',
        '',
        'b: The second.',
        '',
        'Returns: The sum.',
        '',
        'Throws System.OverflowException: On overflow.',
      ].join('\n'),
    );
  });

  it('a Rust doc holds its /// lines only: a plain // line among them, or alone, is no doc', () => {
    assert.deepEqual(items('parse'), [{ signature: 'pub fn parse(s: &str) -> usize', doc: 'Parses the input. Returns the count.' }]);
    assert.equal(fx.graph.findDefinitions('parse')[0].doc, 'Parses the input.\nReturns the count.');
    assert.deepEqual(items('run'), [{ signature: 'pub fn run() -> usize', doc: undefined }]);
  });
});
