/**
 * Ruby test cases as definitions (newcomer 16 #1; testCases.ts): the query
 * captures a block call named like a test or hook (`it "does" do`, `it { …
 * }`, `before do`, Rails' `test "adds items" do`) as a definition of kind
 * `test`; these keep the ones that are test cases and name them.
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
  last = { id: node.id, tree: node.tree, t: rubyTestCase(node) ?? railsTestCase(node) };
  return last.t;
}

/**
 * Ruby's LangSpec.defExtra: a test case (kind `test`) gets its name
 * (`describe Greeter › it says hi`; a Rails `test "adds items"` block's
 * `test_adds_items`, railsTestCase) and signature (`it "says hi"`) from
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

/** Bases whose subclasses' `test_…` methods Minitest, Test::Unit and Rails run (`Minitest::Test`, `Minitest::Spec` — a Minitest::Test itself —, `Test::Unit::TestCase`, `ActiveSupport::TestCase`, `ActionDispatch::IntegrationTest`…). */
const TEST_BASE = /(^|::)(Minitest::Test|Minitest::Spec|Minitest::Unit::TestCase|Test::Unit::TestCase|\w*TestCase|IntegrationTest|SystemTestCase)$/;

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

/**
 * The method name Rails gives a `test "…" do` block:
 * ActiveSupport::Testing::Declarative#test (activesupport
 * lib/active_support/testing/declarative.rb) defines
 * `"test_#{name.gsub(/\s+/, '_')}"`, so `test "adds items"` is the method
 * `test_adds_items`, which `rails test` prints with its class as Minitest
 * does, `CartTest#test_adds_items` (a failure's header, `-v` lines). Its
 * title as written, white space runs made one `_`; undefined for a title
 * that is empty or already one word starting `test_` (no test of it).
 */
export function railsTestName(title: string): string | undefined {
  const t = title.trim();
  if (!t || /^test_\S*$/.test(t)) return undefined;
  return `test_${t.replace(/\s+/g, '_')}`;
}

/** Bases whose subclasses take Rails' `test "…" do` (ActiveSupport::Testing::Declarative): Rails' test cases, and a Minitest::Test subclass that extends the module itself. Test::Unit's own `test "…"` names its methods otherwise (`test: …`). */
const DECLARATIVE_BASE = /(^|::)(Minitest::Test|\w*TestCase|IntegrationTest|SystemTestCase)$/;

/**
 * The test case a Rails / Minitest `test "adds items" do … end` block opens,
 * or the hook a `setup do … end` / `teardown do … end` block is (named
 * `setup hook` / `teardown hook`, its class making it `CartTest#setup
 * hook`; signature `setup`: its calls are the hook's, not the class
 * body's)
 * (one string argument and a block, no receiver), written in the body of a
 * class based on DECLARATIVE_BASE (`class CartTest < ActiveSupport::TestCase`,
 * `< ActionDispatch::IntegrationTest`, `< Minitest::Test`): the method Rails
 * defines from it, named by railsTestName (`test_adds_items`; its class
 * makes it `CartTest#test_adds_items`, as `rails test` prints it), its
 * signature the call as written up to its block (`test "adds items"`).
 * Undefined for any other call.
 */
export function railsTestCase(call: Node): TestCase | undefined {
  const word = call.childForFieldName('method')?.text;
  if (call.type !== 'call' || call.childForFieldName('receiver') || (word !== 'test' && word !== 'setup' && word !== 'teardown') || !call.childForFieldName('block')) return undefined;
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  const body = call.parent;
  const cls = body?.type === 'body_statement' ? body.parent : null;
  if (cls?.type !== 'class') return undefined;
  const base = cls.childForFieldName('superclass')?.namedChildren[0]?.text;
  if (!base || !DECLARATIVE_BASE.test(base.replace(/^::/, ''))) return undefined;
  // `setup do … end`, `teardown do … end` (ActiveSupport::Testing::SetupAndTeardown): a hook run around each test, named as RSpec's `before` hooks are.
  if (word !== 'test') return args.length ? undefined : { name: `${word} hook`, signature: word };
  if (args.length !== 1 || args[0]?.type !== 'string' || args[0].text.length < 2) return undefined;
  const name = railsTestName(args[0].text.slice(1, -1));
  return name ? { name, signature: `test ${args[0].text}` } : undefined;
}
