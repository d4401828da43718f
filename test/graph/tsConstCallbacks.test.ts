/**
 * Code in a function handed to a call in a const's initializer is the
 * const's (newcomer 42 #9, hono's websocket adapters):
 *
 *     export const upgradeWebSocket = defineWebSocketHelper(async (c, events) => {
 *       if (c.req.header('upgrade') !== 'websocket') return
 *       const server = getBunServer<{ upgrade<T>(req: Request): boolean }>(c)
 *     })
 *
 * The calls in the arrow were "top-level code (outside any function)",
 * though the outline lists the const around them; they are upgradeWebSocket's.
 * A call made by the initializer itself (`defineWebSocketHelper(…)`, run when
 * the module loads) stays top-level code. A method signature in an object
 * type written as a type argument (`upgrade<T>(…)`) is no method of the
 * const. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/helper.ts': [
    'export class HonoRequest { header(name: string): string { return name } }',
    'export class Context { req = new HonoRequest() }',
    'export const defineWebSocketHelper = (h: (c: Context, events: unknown) => unknown) => h',
    'export const getBunServer = <T>(c: Context): T | undefined => undefined',
    '',
  ].join('\n'),
  'src/bun.ts': [
    "import { defineWebSocketHelper, getBunServer } from './helper'",
    'export const upgradeWebSocket = defineWebSocketHelper(async (c, events) => {',
    "  if (c.req.header('upgrade') !== 'websocket') return",
    '  const server = getBunServer<{ upgrade<T>(req: Request): boolean }>(c)',
    '  return server',
    '})',
    '',
  ].join('\n'),
};

describeGraph('code graph: TS callbacks in a const’s initializer', FILES, 'ts-const-callbacks', (fx) => {
  it('the arrow’s calls are the const’s; the initializer’s own call is top-level code', async () => {
    await expectEdges(fx, 'code_callers', {
      'HonoRequest.header': ['src/bun.ts:upgradeWebSocket:receiver'],
      getBunServer: ['src/bun.ts:upgradeWebSocket:import'],
      defineWebSocketHelper: ['src/bun.ts:bun.ts:import'],
    });
  });

  it('a method signature in a type argument’s object type is no definition', () => {
    const defs = fx.graph.data.files.get('src/bun.ts')!.defs.map((d) => `${d.kind} ${d.name}`);
    assert.deepEqual(defs, ['const upgradeWebSocket']);
  });
});
