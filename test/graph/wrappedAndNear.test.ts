import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

// Shaped like vuejs/core's runtime-dom/src/index.ts: function values wrapped in
// parentheses, `as`, `satisfies`, a `<T>` assertion and `!`.
const FILES: Record<string, string> = {
  'src/renderer.ts': [
    'export function ensureRenderer() { return {}; }',
    'export function injectNativeTagCheck(app: object) { return app; }',
    'export function normalizeContainer(c: string) { return c; }',
  ].join('\n'),
  'src/index.ts': [
    "import { ensureRenderer, injectNativeTagCheck, normalizeContainer } from './renderer';",
    'type CreateAppFunction = (...args: unknown[]) => object;',
    'export const createApp = ((...args: unknown[]) => {',
    '  const app = ensureRenderer();',
    '  injectNativeTagCheck(app);',
    '  return app;',
    '}) as CreateAppFunction;',
    'export const render = (function (c: string) {',
    '  return normalizeContainer(c);',
    '}) satisfies (c: string) => string;',
    'export const plain = (() => { ensureRenderer(); });',
    'export const asserted = <CreateAppFunction>(() => injectNativeTagCheck({}));',
    'export const nonNull = (() => normalizeContainer("x"))!;',
    'export const table = { n: 1 };',
    '',
    '',
    'const boot = normalizeContainer("#app");',
    'ensureRenderer();',
  ].join('\n'),
};

describeGraph('code graph: wrapped function values, top-level call lines, near symbol names', FILES, 'graph-wrapped', (fx) => {
  after(() => setSymbolLocator(null));

  it('a function value inside (…), as, satisfies, <T> or ! defines the const as a function holding its calls', async () => {
    const sym = await fx.call('code_symbol', { name: 'createApp' });
    assert.deepEqual((sym.structured!.items as { kind: string; line: number }[]).map((i) => [i.kind, i.line]), [['function', 3]]);
    for (const name of ['render', 'plain', 'asserted', 'nonNull']) {
      const items = (await fx.call('code_symbol', { name })).structured!.items as { kind: string }[];
      assert.equal(items[0]?.kind, 'function', name);
    }
    assert.equal(((await fx.call('code_symbol', { name: 'table' })).structured!.items as { kind: string }[])[0].kind, 'const');
    assert.deepEqual(await fx.names('code_callees', { symbol: 'createApp' }), ['src/renderer.ts:ensureRenderer', 'src/renderer.ts:injectNativeTagCheck']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'render' }), ['src/renderer.ts:normalizeContainer']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'ensureRenderer' }), ['src/index.ts:createApp', 'src/index.ts:index.ts', 'src/index.ts:plain']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'injectNativeTagCheck' }), ['src/index.ts:asserted', 'src/index.ts:createApp']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'normalizeContainer' }), ['src/index.ts:index.ts', 'src/index.ts:nonNull', 'src/index.ts:render']);
  });

  it('a call at the top level of a file is reported at its own line (kind module)', async () => {
    const r = await fx.call('code_callers', { symbol: 'ensureRenderer' });
    assert.match(r.text, /^src\/index\.ts:18 {2}top-level code \(outside any function\) {2}\(calls it on line 18\)$/m);
    const n = await fx.call('code_callers', { symbol: 'normalizeContainer' });
    assert.match(n.text, /^src\/index\.ts:17 {2}top-level code \(outside any function\) {2}\(calls it on line 17\)$/m);
    const impact = await fx.call('code_impact', { symbol: 'normalizeContainer', depth: 2 });
    assert.match(impact.text, /^depth 1 — direct callers\n(.*\n)*src\/index\.ts:17 {2}top-level code \(outside any function\) {2}\(calls it on line 17\)$/m);
  });

  it('a mistyped symbol is answered with the nearest definition names', async () => {
    for (const [tool, args] of [
      ['code_symbol', { name: 'ensureRendrer' }],
      ['code_callers', { symbol: 'ensureRendrer' }],
      ['code_callees', { symbol: 'ensureRendrer' }],
      ['code_impact', { symbol: 'ensureRendrer' }],
    ] as const) {
      const r = await fx.call(tool, args);
      assert.equal(r.isError, undefined, tool);
      assert.match(r.text, /^No matches: no symbol ensureRendrer; did you mean ensureRenderer\?/, tool);
      assert.deepEqual(r.structured, { items: [], truncated: false });
    }
    const far = await fx.call('code_callers', { symbol: 'zzzqqq' });
    assert.match(far.text, /^No matches: no symbol zzzqqq \(or search the code: search_code query="zzzqqq"\)$/);
    // A name that exists but not under the path keeps the scoped answer, with the definitions there are (newcomer 19 #4).
    const scoped = await fx.call('code_callers', { symbol: 'ensureRenderer', path: 'src/index.ts' });
    assert.match(scoped.text, /^No definition of ensureRenderer under src\/index\.ts; the only one in the repository:\n/);
    installSymbolLocator();
    const text = await why(fx.engine, 'ensureRendrer', { limit: 12 });
    // Nothing mentions the typo either: the answer says what was tried, then the nearest names.
    assert.match(text, /^Nothing found for ensureRendrer: .*not a symbol in the code graph.*\n\(no symbol ensureRendrer; did you mean ensureRenderer\?\)$/m);
  });
});
