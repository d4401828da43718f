/**
 * One rule for a function written inside another, in every language and
 * every answer (newcomer: vue's `createApp`, nested in `createAppAPI`, was
 * shown bare while flask's `def decorator` in `Scaffold.route` was
 * `Scaffold.route.decorator`): a function or class without a container
 * written inside a function or method is named through it
 * (displayNames nestedOwner) — in code_symbol, the callers and callees
 * lines, impact, why's "In function …" line and call hierarchy items — and
 * that name is accepted back. PHP and Ruby, where such a function belongs
 * to the file or class once the outer one runs, keep the bare name.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { prepareCallHierarchy } from '../../server/src/core/graph/hierarchy';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const FILES: Record<string, string> = {
  'src/app.ts': [
    'export function createAppContext() { return {} }',
    'export function createAppAPI(render: () => void) {',
    '  return function createApp(root: unknown) {',
    '    const mount = () => createAppContext()',
    '    return mount()',
    '  }',
    '}',
    'export class Scaffold {',
    '  route() {',
    '    function decorator() { return createAppContext() }',
    '    return decorator',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/lib.rs': ['pub fn total() -> i64 {', '    fn double(x: i64) -> i64 { x * 2 }', '    double(2)', '}', ''].join('\n'),
  'tests/test_hooks.py': [
    'class TestRequests:',
    '    def test_hook_args(self):',
    '        def hook(resp, **kwargs):',
    '            return resp',
    '        class DummyAuth:',
    '            def __call__(self, r):',
    '                return r',
    '        hook(1)',
    '',
  ].join('\n'),
  'src/nest.php': ['<?php', 'function outer(): void {', '    function inner(): int { return 1; }', '}', 'function use_it(): int { return inner(); }', ''].join('\n'),
};

describeGraph('code answers: a function nested in another is named through it everywhere', FILES, 'nested-function-names', (fx) => {
  it('code_symbol, callers, callees and impact name it by its container path; that name is accepted back', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'createApp' }), ['src/app.ts:createAppAPI.createApp']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'decorator' }), ['src/app.ts:Scaffold.route.decorator']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'double' }), ['src/lib.rs:total::double']);
    // In a test function too (newcomer: requests' `def hook` in `TestRequests.test_hook_receives_request_arguments`).
    assert.deepEqual(await fx.names('code_symbol', { name: 'hook' }), ['tests/test_hooks.py:TestRequests.test_hook_args.hook']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'TestRequests.test_hook_args.hook' }), ['tests/test_hooks.py:TestRequests.test_hook_args.hook']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'DummyAuth' }), ['tests/test_hooks.py:TestRequests.test_hook_args.DummyAuth']);
    // PHP defines inner in the file's scope when outer runs: its own name.
    assert.deepEqual(await fx.names('code_symbol', { name: 'inner' }), ['src/nest.php:inner']);
    const callers = await fx.call('code_callers', { symbol: 'createAppContext' });
    assert.match(callers.text, /^src\/app\.ts:4 {2}function createAppAPI\.createApp\.mount /m);
    assert.match(callers.text, /^src\/app\.ts:10 {2}function Scaffold\.route\.decorator /m);
    const impact = await fx.call('code_impact', { symbol: 'createAppContext', depth: 2 });
    assert.match(impact.text, /^src\/app\.ts:3 {2}function createAppAPI\.createApp /m);
    await expectEdges(fx, 'code_callers', {
      'createAppAPI.createApp.mount': ['src/app.ts:createAppAPI.createApp:same-file'],
      'createApp.mount': ['src/app.ts:createAppAPI.createApp:same-file'],
      // route returns it: it hands it on as a value.
      'Scaffold.route.decorator': ['src/app.ts:Scaffold.route:same-file'],
      'total::double': ['src/lib.rs:total:same-file'],
      'total.double': ['src/lib.rs:total:same-file'],
    });
    await expectEdges(fx, 'code_callees', { 'createAppAPI.createApp': ['src/app.ts:createAppAPI.createApp.mount:same-file'] });
  });

  it("why's enclosing line and the call hierarchy use the same name", async () => {
    installSymbolLocator();
    try {
      assert.match(await why(fx.engine, 'src/app.ts:10', { limit: 12 }), /^In function Scaffold\.route\.decorator \(src\/app\.ts:10\)/m);
    } finally {
      setSymbolLocator(null);
    }
    const [item] = await prepareCallHierarchy(fx.engine, 'src/app.ts', 4, 10);
    assert.equal(item.name, 'createAppAPI.createApp.mount');
  });
});
