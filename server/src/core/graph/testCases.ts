/**
 * Test cases as callers (newcomer 16 #1): the callback of a test-framework
 * call — `it('does', () => { foo() })`, `test(…)`, a hook `beforeEach(() =>
 * …)` in TypeScript/JavaScript (jest, vitest, mocha, jasmine); `it "does" do
 * foo end`, `it { … }`, `before do … end` in Ruby (RSpec, minitest/spec) —
 * is a definition of kind `test`, so its calls are listed as made by the
 * test, not by the file's top-level code. A test is named by the titles of
 * the suites around it and its own, each after its word, joined by ` › `
 * (`describe lib › it does`; a hook `describe lib › beforeEach hook`; an
 * untitled Ruby `it { … }` by its line, `it (line 12)`), which no call can
 * name (a call names an identifier): it is a caller and never a
 * call target, as a GoogleTest `TEST(Suite, Name)` is (langCpp gtestName).
 * Its signature is the call as written up to its callback, the title
 * included (`it('does')`, `it "does"`, `beforeEach()`). (Rails' `test "adds
 * items" do` in a test class is the method Rails defines, `test_adds_items`:
 * langRubyTests railsTestCase.)
 */
import type { Node } from 'web-tree-sitter';

/** Calls that open a test case, by their callee's name (`it.only`, `test.skip`… by the name before the dot). */
export const CASES = new Set(['it', 'test', 'specify', 'example', 'scenario', 'xit', 'fit', 'xtest', 'xspecify']);
/** Calls that run code around test cases. */
export const HOOKS = new Set(['beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'before', 'after', 'around', 'setup', 'teardown']);

/**
 * Whether the call whose text starts at `start` of `src` may open a test
 * case: its first word (`it` of `it.only(…)`) is a case's, a hook's or a suite's. A
 * test on the source text, so the other calls of a file (nearly all) cost
 * no tree reads here.
 */
export function mayOpenTestCase(src: string, start: number): boolean {
  let end = start;
  while (end < src.length && end - start < 12) {
    const c = src.charCodeAt(end);
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) break;
    end++;
  }
  const word = src.slice(start, end);
  return CASES.has(word) || HOOKS.has(word) || SUITES.has(word);
}

/**
 * Whether `name` is spelled as a test case's name (`describe lib › it does`,
 * a top-level `it does`, `describe lib › beforeEach hook`): titles joined by
 * ` › `, or a case's or a hook's word then a space. No identifier looks so,
 * so `why` and the symbol locator look such a name up whole.
 */
export function isTestCaseName(name: string): boolean {
  const t = name.trim();
  if (t.includes(' › ')) return true;
  const word = /^([A-Za-z]+)\s+\S/.exec(t)?.[1];
  return !!word && (CASES.has(word) || HOOKS.has(word));
}

/** Calls that group test cases under a title. */
export const SUITES = new Set(['describe', 'context', 'suite', 'xdescribe', 'fdescribe', 'xcontext', 'feature', 'RSpec.describe']);

/** Ruby nodes whose code is a method's, class's or module's, not a spec file's top level. */
const RUBY_CODE = new Set(['method', 'singleton_method', 'class', 'module', 'singleton_class', 'lambda']);
/** A Ruby superclass whose subclass is a spec suite (Minitest::Spec; `describe X do` makes one of these). */
const MINITEST_SPEC = /^(::)?Minitest::Spec$/;
/** Ruby calls whose block may hold test cases to be run elsewhere: `proc do`, RSpec `shared_examples "x" do`. */
const SHARED = new Set(['proc', 'lambda', 'shared_examples', 'shared_examples_for', 'shared_context']);

/** Ruby iterators whose block runs once per element (or `n.times`): test cases written in it belong to the suite around the loop. */
const RUBY_LOOPS = new Set(['each', 'each_with_index', 'each_pair', 'each_key', 'each_value', 'each_with_object', 'map', 'times', 'upto', 'downto', 'step']);

/** A test case's name (suites' titles and its own, joined by ` › `) and signature. */
export interface TestCase {
  name: string;
  signature: string;
}

/** The source text of a title argument, white space runs as one and trimmed: a string's content, else the argument as written (`Rack::Lint`, `MyClass`). `t`: the argument's text when already read. */
function titleText(arg: Node, t = arg.text): string {
  // Trimmed, as the lookups trim what is asked (newcomer 24 #5: koa's `it('should work with default compose ', …)`
  // could not be asked for by its line); an empty or blank title keeps its quotes (`it ''`).
  const inner = (arg.type === 'string' || arg.type === 'template_string') && t.length >= 2 ? t.slice(1, -1) : t;
  return inner.replace(/\s+/g, ' ').trim() || t.replace(/\s+/g, ' ');
}

/**
 * The callee of a TS/JS call as a test word: `it` for `it(…)`, `it.only(…)`,
 * `it.skip(…)`, `test.concurrent(…)`, and for a table's call `test.each([…])(…)`,
 * `it.only.each\`…\`(…)`, `describe.each(…)(…)` (jest, vitest); else undefined.
 */
function tsCallee(call: Node): string | undefined {
  const fn = call.childForFieldName('function');
  if (fn?.type === 'identifier') return fn.text;
  if (fn?.type === 'member_expression') {
    const obj = fn.childForFieldName('object');
    if (obj?.type === 'identifier') return obj.text;
  }
  const each = fn ? eachOf(fn) : undefined;
  if (each) {
    // `test.each`, `it.only.each`: the word before the dots.
    let obj = each.childForFieldName('object');
    if (obj?.type === 'member_expression') obj = obj.childForFieldName('object');
    if (obj?.type === 'identifier') return obj.text;
  }
  return undefined;
}

/** The `x.each` member of a table call's callee `x.each([…])` / `` x.each`…` `` (a call itself), or undefined. */
function eachOf(fn: Node): Node | undefined {
  if (fn.type !== 'call_expression') return undefined;
  const m = fn.childForFieldName('function');
  return m?.type === 'member_expression' && m.childForFieldName('property')?.text === 'each' ? m : undefined;
}

/**
 * A TS/JS call's title (its first argument, a string or a template, whose
 * `${…}` stay as written, or a sum starting with one, `'loop ' + n`, kept as
 * written) and function argument (its last, or its second before a
 * timeout), when it has both.
 */
function tsParts(call: Node): { title?: Node; fn?: Node } {
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  const isFn = (n: Node | null | undefined): n is Node => !!n && (n.type === 'arrow_function' || n.type === 'function_expression' || n.type === 'function');
  const last = args[args.length - 1];
  // Jest's and Vitest's `test(name, fn, timeout)` take a timeout after the function (vuejs/core's e2e
  // `test('enter', async () => {…}, E2E_TIMEOUT)`, newcomer 31 #1): the function is the last argument, or the second.
  const fn = isFn(last) ? last : args.length === 3 && isFn(args[1]) ? args[1] : undefined;
  const first = args[0];
  const title = first && first !== fn && (first.type === 'string' || first.type === 'template_string' || stringSum(first)) ? first : undefined;
  return { title, fn };
}

/** Whether `n` is a title built by `+` from a string first (`'loop ' + n`, `"a" + b + "c"`): its text as written names the case. */
function stringSum(n: Node): boolean {
  let left: Node | null = n;
  while (left?.type === 'binary_expression' && left.childForFieldName('operator')?.text === '+') left = left.childForFieldName('left');
  return left !== n && (left?.type === 'string' || left?.type === 'template_string');
}

/** How a test call is written up to its arguments, for its signature: `it`, `it.only`, a table's `test.each(…)`. */
function tsHead(call: Node): string {
  const fn = call.childForFieldName('function')!;
  const each = eachOf(fn);
  return each ? `${each.text.replace(/\s+/g, '')}(…)` : fn.text;
}

/** Array methods whose callback runs once per element: test cases written in it (one per element) belong to the suite around the loop. */
const TS_LOOPS = new Set(['forEach', 'map', 'flatMap']);

/** Whether a TS/JS call is `xs.forEach(…)` / `.map(…)` / `.flatMap(…)` (TS_LOOPS). */
function tsLoopCall(call: Node): boolean {
  const fn = call.childForFieldName('function');
  return fn?.type === 'member_expression' && TS_LOOPS.has(fn.childForFieldName('property')?.text ?? '');
}

/** TS/JS nodes whose code is a function's or class's, not a test file's top level. */
const TS_CODE = new Set(['arrow_function', 'function_expression', 'function', 'function_declaration', 'generator_function', 'generator_function_declaration', 'method_definition', 'class_body']);

/**
 * The suites around TS/JS nodes already worked out in one file (TsSuites),
 * by the id of the function, method or class body (TS_CODE) they are for;
 * null where that code holds no test cases. A file's cases share their
 * suite's callback, so each suite's title is read once, not once per case.
 */
export type KnownSuites = Map<number, readonly string[] | null>;

/**
 * The titles of the suites (`describe('x', () => …)`) around a TS/JS node,
 * outermost first, with a word each (`describe x`); undefined when the node
 * is inside a function, method or class that is no suite's callback nor a
 * loop's (`xs.forEach((x) => …)`, TS_LOOPS) (a library's `after(() => …)` in
 * a function is that function's code). `known`: the suites of the file's
 * code read so far (KnownSuites), added to.
 */
function tsSuites(node: Node, known: KnownSuites): readonly string[] | undefined {
  return suitesAbove(node, known) ?? undefined;
}

/** The suites around `node` (tsSuites), from the nearest TS_CODE node above it; [] at a file's top level, null inside other code. */
function suitesAbove(node: Node, known: KnownSuites): readonly string[] | null {
  for (let p = node.parent; p; p = p.parent) {
    if (!TS_CODE.has(p.type)) continue;
    let s = known.get(p.id);
    if (s === undefined) {
      s = suitesOf(p, known);
      known.set(p.id, s);
    }
    return s;
  }
  return [];
}

/** The suites a TS_CODE node `code` is in, itself the last when it is a suite's callback (`describe x`); null when it is other code. */
function suitesOf(code: Node, known: KnownSuites): readonly string[] | null {
  const call = code.parent?.type === 'arguments' ? code.parent.parent : null;
  const word = call?.type === 'call_expression' ? tsCallee(call) : undefined;
  if (!word || !SUITES.has(word)) {
    // A loop's callback in a suite (`[1, 2].forEach((n) => it(`adds ${n}`, …))`): its cases are the suite's.
    return call && tsLoopCall(call) ? suitesAbove(call, known) : null;
  }
  const { title, fn } = tsParts(call!);
  if (!title || fn?.id !== code.id) return null;
  const outer = suitesAbove(call!, known);
  return outer && [...outer, `${word} ${titleText(title)}`];
}

/**
 * The test case a TypeScript/JavaScript `call_expression` opens, or
 * undefined: a case (`it`, `test`, `specify`…, their `.only`/`.skip` forms
 * and tables `test.each([…])('adds %i', …)`) or a suite (`describe`…, the
 * code of its callback outside its cases is its own) with a string or
 * template title (`${…}` kept as written) and a function last; a hook
 * (`beforeEach`…) with a function as its only argument; each only at the
 * top level or in suites' callbacks (tsSuites), never inside other functions
 * or classes. `known`: the suites of the call's file read so far
 * (KnownSuites; one map per file, added to).
 */
export function tsTestCase(call: Node, known: KnownSuites = new Map()): TestCase | undefined {
  const word = tsCallee(call);
  if (!word) return undefined;
  const titled = CASES.has(word) || SUITES.has(word);
  if (!titled && !HOOKS.has(word)) return undefined;
  const { title, fn } = tsParts(call);
  if (!fn || (titled && !title) || (!titled && (call.childForFieldName('arguments')?.namedChildren.length ?? 0) !== 1)) return undefined;
  const suites = tsSuites(call, known);
  if (!suites) return undefined;
  const head = tsHead(call);
  if (titled) {
    const text = title!.text;
    return { name: [...suites, `${word} ${titleText(title!, text)}`].join(' › '), signature: `${head}(${text.replace(/\s+/g, ' ')})` };
  }
  return { name: [...suites, `${word} hook`].join(' › '), signature: `${head}()` };
}

/** A Ruby call's block (`do … end` or `{ … }`) and first argument. */
function rubyParts(call: Node): { block?: Node; first?: Node; args: number } {
  const block = call.childForFieldName('block') ?? undefined;
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  return { block, first: args[0] ?? undefined, args: args.length };
}

/** A Ruby call's method as a test word: `describe` for `describe`, `RSpec.describe` for that receiver; else undefined. */
function rubyWord(call: Node): string | undefined {
  const m = call.childForFieldName('method');
  if (!m || m.type !== 'identifier') return undefined;
  const r = call.childForFieldName('receiver');
  if (!r) return m.text;
  return r.type === 'constant' && r.text === 'RSpec' ? `RSpec.${m.text}` : undefined;
}

/**
 * The test case a Ruby `call` with a block opens, or undefined: `it "does"
 * do … end` (also `specify`, `example`…), an untitled `it { … }` (named by
 * its line: `it (line 12)`), a hook `before do … end` inside a suite,
 * without arguments or with a scope symbol (`before(:each)`). Suites are
 * `describe X do`, `context "when" do`, `RSpec.describe X do`, each a test
 * case too (`describe X`), holding its cases: its block's code outside them
 * (`let(:x) { … }`, a helper's call) is the suite's. A call inside
 * a method, class (but one based on Minitest::Spec, a suite: MINITEST_SPEC) or module body, or a block that is no suite's (but a
 * `proc do`/`shared_examples` block, and a loop's `xs.each do |x|`
 * (RUBY_LOOPS), may hold test cases), is none.
 */
export function rubyTestCase(call: Node): TestCase | undefined {
  const word = rubyWord(call);
  // `RSpec.describe X do` is the one receiver a test word has.
  if (!word || (call.childForFieldName('receiver') && !word.startsWith('RSpec.'))) return undefined;
  const isCase = CASES.has(word);
  const isSuite = SUITES.has(word);
  if (!isCase && !isSuite && !HOOKS.has(word)) return undefined;
  const { block, first, args } = rubyParts(call);
  if (!block) return undefined;
  const suites: string[] = [];
  // Directly in the body of a `class X < Minitest::Spec` (a suite, as `describe X do` makes one: Minitest::Spec.describe subclasses it): its cases, named after the class (`RackRequestTest#it does`).
  let specClass = false;
  // Inside a method, a class or module body, or a block of a call that is no suite: that code's, not a test (a Sinatra app's `before do`).
  for (let p = call.parent; p; p = p.parent) {
    if (p.type === 'class' && MINITEST_SPEC.test(p.childForFieldName('superclass')?.namedChildren[0]?.text ?? '')) {
      specClass = true;
      break;
    }
    if (RUBY_CODE.has(p.type)) return undefined;
    if (p.type !== 'block' && p.type !== 'do_block') continue;
    const owner = p.parent;
    const w = owner?.type === 'call' ? rubyWord(owner) : undefined;
    const parts = w && SUITES.has(w) ? rubyParts(owner!) : undefined;
    if (parts?.block?.id !== p.id || !parts.first) {
      // A shared block (`Shared = proc do … it "runs" do`) holds test cases too; anything else is code.
      if ((isCase || isSuite) && owner?.type === 'call' && !owner.childForFieldName('receiver') && SHARED.has(owner.childForFieldName('method')?.text ?? '')) continue;
      // A loop's block (`%w[a b].each do |x| it "takes #{x}" do`): its cases are the suite's around the loop.
      if (owner?.type === 'call' && owner.childForFieldName('receiver') && RUBY_LOOPS.has(owner.childForFieldName('method')?.text ?? '')) {
        p = owner;
        continue;
      }
      return undefined;
    }
    suites.unshift(`${w!.replace(/^RSpec\./, '')} ${titleText(parts.first)}`);
    p = owner!;
  }
  if (isSuite) {
    if (!first) return undefined;
    const own = `${word.replace(/^RSpec\./, '')} ${titleText(first)}`;
    return { name: [...suites, own].join(' › '), signature: `${word} ${first.text}` };
  }
  if (!isCase && !suites.length && !specClass) return undefined;
  if (isCase) {
    if (first && first.type !== 'string') return undefined;
    const own = first ? `${word} ${titleText(first)}` : `${word} (line ${call.startPosition.row + 1})`;
    return { name: [...suites, own].join(' › '), signature: first ? `${word} ${first.text}` : `${word} { … }` };
  }
  if (args > 1 || (first && first.type !== 'simple_symbol')) return undefined;
  return { name: [...suites, `${word} hook`].join(' › '), signature: first ? `${word}(${first.text})` : word };
}
