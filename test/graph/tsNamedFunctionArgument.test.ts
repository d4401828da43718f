/**
 * A named function expression written as a call's argument (newcomer 42 #5,
 * hono's client): in `hc = (…) => createProxy(function proxyCallback(opts)
 * {… mergePath(…) …})`, hc hands proxyCallback on to createProxy, as
 * `createProxy(proxyCallback)` would. proxyCallback is a definition of its
 * own (its calls are its), so `impact mergePath` stopped at it: nothing
 * called it. The definition around the call now has a `ref` of it, and
 * impact goes on to hc and hc's callers. Real temp repository, the real
 * grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/utils.ts': ['export const mergePath = (base: string, path: string) => base + path', ''].join('\n'),
  'src/client.ts': [
    "import { mergePath } from './utils'",
    'const createProxy = (callback: (opts: { path: string[] }) => unknown) => callback({ path: [] })',
    'export const hc = (baseUrl: string) =>',
    '  createProxy(function proxyCallback(opts) {',
    "    return mergePath(baseUrl, opts.path.join('/'))",
    '  })',
    '',
  ].join('\n'),
  'src/app.ts': ["import { hc } from './client'", "export function main() { return hc('http://localhost') }", ''].join('\n'),
};

describeGraph('code graph: TS named function expressions handed on as arguments', FILES, 'ts-named-function-argument', (fx) => {
  it('the definition around the call hands the function on', async () => {
    await expectEdges(fx, 'code_callers', {
      'hc.proxyCallback': ['src/client.ts:hc:same-file'],
      mergePath: ['src/client.ts:hc.proxyCallback:import'],
    });
  });

  it('impact of mergePath goes through proxyCallback to hc and main', async () => {
    const r = await fx.call('code_impact', { symbol: 'mergePath', depth: 3 });
    const items = (r.structured as { items: { name: string; depth: number }[] }).items.map((i) => `${i.depth} ${i.name}`);
    assert.deepEqual(items, ['1 hc.proxyCallback', '2 hc', '3 main']);
  });
});
