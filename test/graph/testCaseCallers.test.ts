/**
 * Calls inside test callbacks are made by their test (newcomer 16 #1): a
 * TS/JS `it('does', () => …)` / `test(…)` / hook callback and a Ruby `it
 * "does" do` / `it { … }` / `before do` block are definitions of kind
 * `test`, named by their suites' titles and their own (testCases.ts), not
 * the file's top-level code; one inside a function or class body is that
 * code's.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const TESTS = {
  'src/lib.ts': ['export function foo(): number {', '  return 1;', '}', 'export function bar(): number {', '  return foo();', '}', 'export function later(after: (f: () => void) => void) {', '  after(() => foo());', '}', ''].join('\n'),
  'test/lib.test.ts': [
    "import { bar, foo } from '../src/lib';", // 1
    "describe('lib', () => {", // 2
    '  beforeEach(() => {', // 3
    '    foo();', // 4
    '  });', // 5
    "  it('does foo', async () => {", // 6
    '    foo();', // 7
    '  });', // 8
    "  describe('nested', () => {", // 9
    "    test.only('bars', function () {", // 10
    '      bar();', // 11
    '    });', // 12
    '  });', // 13
    '});', // 14
    "it('works', () => foo());", // 15
    'foo();', // 16
    '',
  ].join('\n'),
  'lib/greeter.rb': ['class Greeter', '  def hello', '    "hi"', '  end', 'end', 'class App', '  before do', '    Greeter.new.hello', '  end', 'end', ''].join('\n'),
  'test/spec_greeter.rb': [
    'describe Greeter do', // 1
    '  before do', // 2
    '    @g = Greeter.new', // 3
    '  end', // 4
    '  it "says hi" do', // 5
    '    Greeter.new.hello', // 6
    '  end', // 7
    '  context "twice" do', // 8
    '    it { Greeter.new.hello }', // 9
    '  end', // 10
    'end', // 11
    '',
  ].join('\n'),
};

describeGraph('code graph: calls in test callbacks are made by their test (newcomer 16 #1)', TESTS, 'graph-test-case-callers', (fx) => {
  it('a TS/JS `it`/`test`/hook callback is a test named by its suites and title; top-level calls stay top-level', async () => {
    const text = (await fx.call('code_callers', { symbol: 'foo' })).text;
    assert.match(text, /^test\/lib\.test\.ts:3 {2}test describe lib › beforeEach hook {2}\(calls it on line 4\)$/m, text);
    assert.match(text, /^test\/lib\.test\.ts:6 {2}test describe lib › it does foo {2}\(calls it on line 7\)$/m, text);
    assert.match(text, /^test\/lib\.test\.ts:15 {2}test it works {2}\(calls it on line 15\)$/m, text);
    assert.match(text, /^test\/lib\.test\.ts:16 {2}top-level code \(outside any function\)/m, text);
    // A library function's `after(() => …)` is that function's code, not a test.
    assert.match(text, /^src\/lib\.ts:7 {2}function later/m, text);
    const bar = (await fx.call('code_callers', { symbol: 'bar' })).text;
    assert.match(bar, /^test\/lib\.test\.ts:10 {2}test describe lib › describe nested › test bars {2}\(calls it on line 11\)$/m, bar);
  });

  it('a Ruby `it "…" do`, untitled `it { … }` and hook block is a test; a test is no call target', async () => {
    const text = (await fx.call('code_callers', { symbol: 'Greeter#hello' })).text;
    assert.match(text, /^test\/spec_greeter\.rb:5 {2}test describe Greeter › it says hi {2}\(calls it on line 6\)$/m, text);
    // A `before do` in a class body (a Sinatra filter) is no test hook.
    assert.match(text, /^lib\/greeter\.rb:6 {2}class App/m, text);
    assert.match(text, /^test\/spec_greeter\.rb:9 {2}test describe Greeter › context twice › it \(line 9\) {2}\(calls it on line 9\)$/m, text);
    const defs = fx.graph.data.files.get('test/spec_greeter.rb')!.defs.map((d) => `${d.kind} ${d.name}: ${d.signature}`);
    assert.deepEqual(defs, [
      'test describe Greeter: describe Greeter',
      'test describe Greeter › before hook: before',
      'test describe Greeter › it says hi: it "says hi"',
      'test describe Greeter › context twice: context "twice"',
      'test describe Greeter › context twice › it (line 9): it { … }',
    ]);
    const callees = (await fx.call('code_callees', { symbol: 'describe Greeter › it says hi' })).text;
    assert.match(callees, /Greeter#hello/, callees);
    const r = await fx.call('code_symbol', { name: 'it' });
    assert.ok(!(r.structured?.items as unknown[] | undefined)?.length, r.text);
  });
});
