/**
 * Ruby test cases as definitions (newcomer 16 #1; testCases.ts): the query
 * captures a block call named like a test or hook (`it "does" do`, `it { …
 * }`, `before do`) as a definition of kind `test`; these keep the ones that
 * are test cases and name them.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import { rubyTestCase, type TestCase } from './testCases';

/**
 * Ruby's LangSpec.keepDef: a block call captured as a test is kept only
 * when it is a test case (testCases.ts rubyTestCase: not `it` with two
 * arguments, nor one inside a method or class body, nor a hook outside a
 * suite). Other definitions are kept.
 */
export function rubyKeepDef(node: Node): boolean {
  return node.type !== 'call' || !node.childForFieldName('block') || node.childForFieldName('method')?.text === 'define_method' || testCaseOf(node) !== undefined;
}

/** The last node rubyKeepDef asked about and its test case: FileBuilder.def asks keepDef, then defExtra, of the same node in a row. */
let last: { id: number; tree: unknown; t: TestCase | undefined } | undefined;

/** rubyTestCase of `node`, once for keepDef and defExtra together. */
function testCaseOf(node: Node): TestCase | undefined {
  if (last?.id === node.id && last.tree === node.tree) return last.t;
  last = { id: node.id, tree: node.tree, t: rubyTestCase(node) };
  return last.t;
}

/**
 * Ruby's LangSpec.defExtra: a test case (kind `test`) gets its name
 * (`describe Greeter › it says hi`) and signature (`it "says hi"`) from
 * testCases.ts rubyTestCase; not exported (FileBuilder.def reads no doc for
 * kind test). Other definitions are
 * left as they are.
 */
export function rubyTestDef(def: DefRec, node: Node): void {
  if (def.kind !== 'test') return;
  const t = testCaseOf(node);
  if (!t) return;
  def.exported = false;
  def.name = t.name;
  def.signature = t.signature;
}

/** Bases whose subclasses' `test_…` methods Minitest, Test::Unit and Rails run (`Minitest::Test`, `Test::Unit::TestCase`, `ActiveSupport::TestCase`, `ActionDispatch::IntegrationTest`…). */
const TEST_BASE = /(^|::)(Minitest::Test|Minitest::Unit::TestCase|Test::Unit::TestCase|\w*TestCase|IntegrationTest|SystemTestCase)$/;

/**
 * Minitest / Test::Unit test methods as kind `test` (the runner calls them,
 * code does not; Minitest runs the `test_`-prefixed public methods of
 * `Minitest::Test` subclasses): a method named `test_…` of a class based on
 * one of TEST_BASE. Its other methods (`setup`, helpers) stay methods.
 */
export function rubyTestMethods(rec: FileRec): void {
  for (const d of rec.defs) {
    if (d.kind !== 'method' || d.parent < 0 || d.singleton || !d.name.startsWith('test_')) continue;
    const cls = rec.defs[d.parent];
    if (cls.kind === 'class' && (cls.bases ?? []).some((b) => TEST_BASE.test(b))) d.kind = 'test';
  }
}
