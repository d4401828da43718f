/**
 * More TS/JS test cases (testCases.ts): jest/vitest tables
 * `test.each([…])('adds %i', fn)`, `it.each\`…\`(…)`, `describe.each(…)(…)`
 * are test cases named from their title template; a template title keeps its
 * `${…}` as written; a `describe` callback's own code (outside its cases) is
 * the suite's test case, not the file's top level (so is a Ruby `describe X
 * do` / `context "…" do` block's); and `callees it -p
 * file:line` answers for the test case written with `it` at that line.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/lib.ts': ['export function foo(n: number): number {', '  return n;', '}', 'export function setup(): void {}', ''].join('\n'),
  'test/lib.test.ts': [
    "import { foo, setup } from '../src/lib';", // 1
    "describe('lib', () => {", // 2
    '  setup();', // 3
    "  test.each([1, 2])('foo of %s', (n) => {", // 4
    '    foo(n);', // 5
    '  });', // 6
    '  it.each`', // 7
    '    a    | b', // 8
    '    ${1} | ${1}', // 9
    "  `('returns $b for $a', ({ a }) => {", // 10
    '    foo(a);', // 11
    '  });', // 12
    '  for (const n of [1, 2]) {', // 13
    '    it(`works for ${n}`, () => {', // 14
    '      foo(n);', // 15
    '    });', // 16
    '  }', // 17
    "  describe.each([[1]])('table %i', (x) => {", // 18
    "    it.only('inner', () => foo(x));", // 19
    '  });', // 20
    '});', // 21
    'setup();', // 22
    '',
  ].join('\n'),
  'lib/greeter.rb': ['class Greeter', '  def hello', '    "hi"', '  end', 'end', ''].join('\n'),
  'spec/greeter_spec.rb': [
    'RSpec.describe Greeter do', // 1
    '  let(:greeting) { Greeter.new.hello }', // 2
    '  context "twice" do', // 3
    '    it "says hi" do', // 4
    '      Greeter.new.hello', // 5
    '    end', // 6
    '  end', // 7
    'end', // 8
    '',
  ].join('\n'),
};

describeGraph('code graph: test tables, template titles and suite bodies (testCases.ts)', FILES, 'graph-test-tables', (fx) => {
  it('tables and template titles are test cases; a describe is one too, holding its cases', () => {
    assert.deepEqual(defsIn(fx, 'test/lib.test.ts'), [
      'test describe lib 2',
      'test describe lib › test foo of %s 4',
      'test describe lib › it returns $b for $a 7',
      'test describe lib › it works for ${n} 14',
      'test describe lib › describe table %i 18',
      'test describe lib › describe table %i › it inner 19',
    ]);
    const sigs = fx.graph.data.files.get('test/lib.test.ts')!.defs.map((d) => d.signature);
    assert.deepEqual(sigs, ["describe('lib')", "test.each(…)('foo of %s')", "it.each(…)('returns $b for $a')", 'it(`works for ${n}`)', "describe.each(…)('table %i')", "it.only('inner')"]);
  });

  it('calls are made by the innermost test case; a describe body\'s by the describe; top-level code stays', async () => {
    const foo = (await fx.call('code_callers', { symbol: 'foo' })).text;
    assert.match(foo, /^test\/lib\.test\.ts:4 {2}test describe lib › test foo of %s {2}\(calls it on line 5\)$/m, foo);
    assert.match(foo, /^test\/lib\.test\.ts:7 {2}test describe lib › it returns \$b for \$a {2}\(calls it on line 11\)$/m, foo);
    assert.match(foo, /^test\/lib\.test\.ts:14 {2}test describe lib › it works for \$\{n\} {2}\(calls it on line 15\)$/m, foo);
    assert.match(foo, /^test\/lib\.test\.ts:19 {2}test describe lib › describe table %i › it inner {2}\(calls it on line 19\)$/m, foo);
    const setup = (await fx.call('code_callers', { symbol: 'setup' })).text;
    assert.match(setup, /^test\/lib\.test\.ts:2 {2}test describe lib {2}\(calls it on line 3\)$/m, setup);
    assert.match(setup, /^test\/lib\.test\.ts:22 {2}top-level code \(outside any function\)/m, setup);
  });

  it('Ruby: a describe or context block is a test case too, holding its cases and the code of its block outside them', async () => {
    assert.deepEqual(defsIn(fx, 'spec/greeter_spec.rb'), ['test describe Greeter 1', 'test describe Greeter › context twice 3', 'test describe Greeter › context twice › it says hi 4']);
    const hello = (await fx.call('code_callers', { symbol: 'Greeter#hello' })).text;
    assert.match(hello, /^spec\/greeter_spec\.rb:1 {2}test describe Greeter {2}\(calls it on line 2\)$/m, hello);
    assert.match(hello, /^spec\/greeter_spec\.rb:4 {2}test describe Greeter › context twice › it says hi {2}\(calls it on line 5\)$/m, hello);
    const suite = await fx.call('code_callees', { symbol: 'RSpec.describe', path: 'spec/greeter_spec.rb:2' });
    assert.match(suite.text, /^callees of test describe Greeter \(spec\/greeter_spec\.rb:1\):/, suite.text);
    const inner = await fx.call('code_callees', { symbol: 'it', path: 'spec/greeter_spec.rb:5' });
    assert.match(inner.text, /^callees of test describe Greeter › context twice › it says hi \(spec\/greeter_spec\.rb:4\):\n[\s\S]*Greeter#hello/, inner.text);
  });

  it('callees it -p file:line answers for the test case written with it there (inside its body too), its own call not listed', async () => {
    const at14 = await fx.call('code_callees', { symbol: 'it', path: 'test/lib.test.ts:14' });
    assert.equal(at14.text, 'callees of test describe lib › it works for ${n} (test/lib.test.ts:14):\nsrc/lib.ts:1  function foo  function foo(n: number): number  (called on line 15)');
    const inner = await fx.call('code_callees', { symbol: 'it', path: 'test/lib.test.ts:19' });
    assert.match(inner.text, /^callees of test describe lib › describe table %i › it inner \(test\/lib\.test\.ts:19\):/, inner.text);
    const suite = await fx.call('code_callees', { symbol: 'describe', path: 'test/lib.test.ts:3' });
    assert.match(suite.text, /^callees of test describe lib \(test\/lib\.test\.ts:2\):\nsrc\/lib\.ts:4 {2}function setup/, suite.text);
    const table = await fx.call('code_callees', { symbol: 'test', path: 'test/lib.test.ts:5' });
    assert.match(table.text, /^callees of test describe lib › test foo of %s \(test\/lib\.test\.ts:4\):/, table.text);
    assert.doesNotMatch(table.text, /Not listed/);
  });

  it('callers of a test case, suite or hook say the test runner runs it, and how to ask what it calls (a hint that answers, in the tool form here)', async () => {
    const kase = await fx.call('code_callers', { symbol: 'describe lib › it works for ${n}' });
    assert.equal(kase.text, 'No callers found for test describe lib › it works for ${n} (test/lib.test.ts:14): it is a test case, run by the test runner, not called from code (what it calls: code_callees symbol="it" path="test/lib.test.ts:14")');
    const suite = await fx.call('code_impact', { symbol: 'describe lib' });
    assert.match(suite.text, /it is a test suite, run by the test runner, not called from code \(what it calls: code_callees symbol="describe" path="test\/lib\.test\.ts:2"\)$/, suite.text);
    const asked = await fx.call('code_callees', { symbol: 'describe', path: 'test/lib.test.ts:2' });
    assert.match(asked.text, /^callees of test describe lib \(test\/lib\.test\.ts:2\):/, asked.text);
  });
});

describeGraph('code graph: test cases written in a loop (testCases.ts TS_LOOPS, RUBY_LOOPS)', {
  'src/lib.ts': ['export function foo(n: number): number {', '  return n;', '}', ''].join('\n'),
  'test/loop.test.ts': [
    "import { foo } from '../src/lib';", // 1
    "describe('loop', () => {", // 2
    '  [1, 2].forEach((n) => {', // 3
    '    it(`takes ${n}`, () => {', // 4
    '      foo(n);', // 5
    '    });', // 6
    '  });', // 7
    "  const cases = ['a'].map((s) => test(s + '!', () => foo(1)));", // 8: no string title, no test case
    '});', // 9
    'function helper() {', // 10
    "  [1].forEach(() => it('in a function', () => foo(2)));", // 11: a function's code, no test case
    '}', // 12
    'for (const n of [3]) {', // 13
    "  test('loop ' + n, () => foo(n));", // 14: a title summed from a string
    '}', // 15
    '',
  ].join('\n'),
  'lib/greeter.rb': ['class Greeter', '  def hello(x)', '    x', '  end', 'end', ''].join('\n'),
  'spec/greeter_spec.rb': [
    'describe Greeter do', // 1
    '  %w[a b].each do |x|', // 2
    '    it "greets #{x}" do', // 3
    '      Greeter.new.hello(x)', // 4
    '    end', // 5
    '  end', // 6
    'end', // 7
    '',
  ].join('\n'),
}, 'graph-test-loops', (fx) => {
  it('a case in a suite\'s forEach callback or each block is a case of that suite; in a function it is none', async () => {
    assert.deepEqual(defsIn(fx, 'test/loop.test.ts'), ['test describe loop 2', 'test describe loop › it takes ${n} 4', 'function helper 10', "test test 'loop ' + n 14"]);
    assert.deepEqual(defsIn(fx, 'spec/greeter_spec.rb'), ['test describe Greeter 1', 'test describe Greeter › it greets #{x} 3']);
    const foo = (await fx.call('code_callers', { symbol: 'foo' })).text;
    assert.match(foo, /^test\/loop\.test\.ts:4 {2}test describe loop › it takes \$\{n\} {2}\(calls it on line 5\)$/m, foo);
    assert.match(foo, /^test\/loop\.test\.ts:10 {2}function helper/m, foo);
    const hello = (await fx.call('code_callers', { symbol: 'Greeter#hello' })).text;
    assert.match(hello, /^spec\/greeter_spec\.rb:3 {2}test describe Greeter › it greets #\{x\} {2}\(calls it on line 4\)$/m, hello);
  });
});
