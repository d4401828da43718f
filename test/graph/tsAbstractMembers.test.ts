/**
 * A member named `abstract` (`abstract?: 'a' | 'b';` in an interface,
 * `abstract: boolean` in a class or type literal) is valid TypeScript the
 * bundled grammar reads as the modifier, leaving an ERROR: kontext's own
 * server/src/tools/codeText.ts was listed by `graph status` as a file the
 * parser could not read whole. The retry text writes such a name quoted in
 * the same length (tsGrammarGaps.ts tsAbstractMemberNames), so the file
 * parses whole and keeps every definition; the modifier itself (`abstract
 * run(): void`) is never rewritten. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn } from './helpers';
import { tsAbstractMemberNames, tsRetryText } from '../../server/src/core/graph/tsGrammarGaps';

const MEMBERS = [
  'export interface ContainerMembers {', // 1
  '  tool: string;',
  '  /** What is constructed instead. */',
  "  abstract?: 'implementations' | 'subclasses';",
  '}', // 5
  '',
  'export abstract class Shape {',
  '  abstract: boolean = false;',
  '  abstract area(): number;',
  '  describe(): string { return `${this.area()}`; }', // 10
  '}',
  '',
  'type Flags = {',
  '\tabstract?: boolean;',
  '};', // 15
  '',
  'export function members(m: ContainerMembers): string {',
  '  return m.tool;',
  '}',
  '',
].join('\n');

describeGraph('code graph: a TypeScript member named abstract', { 'src/members.ts': MEMBERS }, 'ts-abstract-members', (fx) => {
  it('the file is read whole: no syntax error, every definition kept', () => {
    assert.equal(fx.graph.status().errors, 0);
    assert.deepEqual(defsIn(fx, 'src/members.ts'), ['interface ContainerMembers 1', 'class Shape 7', 'method Shape.area 9', 'method Shape.describe 10', 'type Flags 13', 'function members 17']);
  });

  it('the abstract method keeps its modifier in its signature', async () => {
    const r = await fx.call('code_symbol', { name: 'Shape.area' });
    assert.match(r.text, /abstract area\(\): number/);
  });
});

describe('tsAbstractMemberNames', () => {
  it('quotes a member named abstract in the same length, in the room its line has', () => {
    const src = "  abstract?: 'a';\n\tabstract?: boolean;\n    abstract: number;\n";
    const out = tsAbstractMemberNames(src)!;
    assert.equal(out.length, src.length);
    assert.equal(out, "\"abstract\"?: 'a';\n\"abstract\": boolean;\n  \"abstract\": number;\n");
  });

  it('leaves the modifier, a line without room and other text alone', () => {
    for (const src of ['  abstract area(): number;\n', 'abstract class A {}\n', ' abstract: number;\n', 'const x = { abstracted: 1 };\n', 'no such name\n']) {
      assert.equal(tsAbstractMemberNames(src), undefined, src);
    }
  });

  it('the retry text applies it alone, or with the call-signature semicolons', () => {
    assert.equal(tsRetryText('interface A {\n  abstract: 1\n}\n')?.text, 'interface A {\n"abstract": 1\n}\n');
    assert.equal(tsRetryText('interface A {\n  x: 1\n}\n'), undefined);
  });
});
