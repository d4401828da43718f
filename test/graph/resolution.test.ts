/**
 * Resolution gaps closed on real-shaped snippets: methods of object literals
 * held by consts (the handler objects of vuejs/core's reactivity and
 * component proxies), called through the const, across an import, and
 * through `this` inside the object — and a same-named method of another
 * object is never a caller.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';

describe('code graph: resolution of object-literal methods', () => {
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(
      {
        'src/handlers.ts': [
          'export const instanceHandlers = {',
          '  get(target: Record<string, unknown>, key: string) {',
          '    return this.has(target, key) ? target[key] : undefined;',
          '  },',
          '  has(target: Record<string, unknown>, key: string) {',
          '    return key in target;',
          '  },',
          '};',
          '',
          'export const readonlyHandlers = {',
          '  has(target: Record<string, unknown>, key: string) {',
          '    return false;',
          '  },',
          '};',
          '',
        ].join('\n'),
        'src/use.ts': [
          "import { instanceHandlers, readonlyHandlers } from './handlers';",
          '',
          'export function lookup(t: Record<string, unknown>) {',
          "  return instanceHandlers.get(t, 'x');",
          '}',
          '',
          'export function check(t: Record<string, unknown>) {',
          "  return instanceHandlers.has(t, 'y') && !readonlyHandlers.has(t, 'y');",
          '}',
          '',
        ].join('\n'),
      },
      'graph-objlit',
    );
  });

  it('names the methods after the const and finds their callers through it, across an import and through this', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'instanceHandlers.has' }), ['src/handlers.ts:instanceHandlers.has']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'instanceHandlers.has' }), ['src/handlers.ts:instanceHandlers.get', 'src/use.ts:check']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'instanceHandlers.get' }), ['src/use.ts:lookup']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'readonlyHandlers.has' }), ['src/use.ts:check']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'check' }), ['src/handlers.ts:instanceHandlers.has', 'src/handlers.ts:readonlyHandlers.has']);
  });
});
