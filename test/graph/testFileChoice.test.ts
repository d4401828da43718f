/**
 * Definitions in test files rank after the library's when a name is chosen,
 * not only when candidates are listed (newcomer 16 #1: rack `callers warn`
 * answered for a spec's `def obj.warn`, a singleton method with no class and
 * so taken for "the free function", over `Rack::NullLogger#warn` in lib/).
 * codePick `pickDefinition` chooses among the definitions outside test files
 * and names the test ones it passed over (codeText `testsChoiceNote`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { freeOverMembers, isSamplePath, rankDefinitions } from '../../server/src/core/graph/rank';

const FILES = {
  'lib/rack/null_logger.rb': ['module Rack', '  class NullLogger', '    def warn(progname = nil, &block)', '    end', '', '    def log(msg)', '      warn(msg)', '    end', '  end', 'end', ''].join('\n'),
  'test/spec_lint.rb': ['def check', '  obj = Object.new', '  def obj.warn(*) end', '  obj.warn', 'end', ''].join('\n'),
  'src/format.ts': ['export function pad(s: string) {', '  return s;', '}', 'export function show() {', '  return pad("a");', '}', ''].join('\n'),
  'src/format.spec.ts': ['function pad(s: string) {', '  return s + " ";', '}', 'pad("b");', ''].join('\n'),
  'src/b/other.ts': ['export function twice() {}', ''].join('\n'),
  'src/c/other.ts': ['export function twice() {}', ''].join('\n'),
  'test/other.test.ts': ['function twice() {}', ''].join('\n'),
  'examples/custom/mediator.ts': ['export function publishCore() {}', ''].join('\n'),
  'src/mediator.ts': ['export function publishCore() {}', ''].join('\n'),
  'test/mediator.test.ts': ['function publishCore() {}', ''].join('\n'),
};

describeGraph('code graph: a name prefers the library definition over a test file\'s', FILES, 'graph-test-file-choice', (fx) => {
  it('a spec\'s singleton `def obj.warn` is not chosen over the library\'s method; the answer names it', async () => {
    for (const tool of ['code_callers', 'code_impact']) {
      const head = (await fx.call(tool, { symbol: 'warn' })).text.split('\n')[0];
      assert.ok(head.startsWith(`${tool === 'code_callers' ? 'callers' : 'impact'} of method Rack::NullLogger#warn (lib/rack/null_logger.rb:3)`), head);
      assert.ok(head.endsWith(` — chosen over the method warn in a test file, test/spec_lint.rb:3 (ask for it: ${tool} symbol="warn" path="test/spec_lint.rb:3"):`), head);
    }
    await expectEdges(fx, 'code_callers', { warn: ['lib/rack/null_logger.rb:Rack::NullLogger#log:same-file'] });
    // The rule `why warn` shares: the test's singleton is no free function to prefer; both stay, the library's first.
    const both = freeOverMembers(rankDefinitions(fx.graph, fx.graph.findDefinitions('warn')), 'warn');
    assert.deepEqual([both.defs.map((d) => d.path), both.passedOver], [['lib/rack/null_logger.rb', 'test/spec_lint.rb'], undefined]);
    // The test's own definition is still there to ask for by its line.
    const own = await fx.call('code_callees', { symbol: 'warn', path: 'test/spec_lint.rb:3' });
    assert.match(own.text, /^(callees of|No callees found in) method warn \(test\/spec_lint\.rb:3\)/);
  });

  it('a library function is chosen over a test file\'s function of the same name', async () => {
    const r = await fx.call('code_callers', { symbol: 'pad' });
    assert.match(r.text.split('\n')[0], /^callers of function pad \(src\/format\.ts:1\) — chosen over the function pad in a test file, src\/format\.spec\.ts:1/);
    await expectEdges(fx, 'code_callers', { pad: ['src/format.ts:show:same-file'], 'pad @ src/format.spec.ts': ['src/format.spec.ts:format.spec.ts:same-file'] });
  });

  it('two library definitions stay a question, the test file\'s listed last', async () => {
    const r = await fx.call('code_callers', { symbol: 'twice' });
    assert.match(r.text, /^Ambiguous: 3 definitions of twice; pass path \(the file, or path:line\); 1 in test files, listed last/);
    assert.deepEqual((r.structured!.candidates as { path: string }[]).map((c) => c.path), ['src/b/other.ts', 'src/c/other.ts', 'test/other.test.ts']);
  });

  it('a sample\'s or example\'s definition is listed after the library\'s, before tests\' (newcomer 21 #2)', async () => {
    const r = await fx.call('code_callers', { symbol: 'publishCore' });
    assert.match(r.text.split('\n')[0], /^Ambiguous: 3 definitions of publishCore; .* — e\.g\. code_callers symbol="publishCore" path="src\/mediator\.ts:1"$/);
    assert.deepEqual((r.structured!.candidates as { path: string }[]).map((c) => c.path), ['src/mediator.ts', 'examples/custom/mediator.ts', 'test/mediator.test.ts']);
    for (const p of ['samples/MediatR.Examples/CustomMediator.cs', 'examples/a.ts', 'pkg/demo/main.go', 'Demos/x.cs']) assert.ok(isSamplePath(p), p);
    for (const p of ['src/example.ts', 'src/samples.ts', 'src/sampler/a.ts']) assert.ok(!isSamplePath(p), p);
  });
});
