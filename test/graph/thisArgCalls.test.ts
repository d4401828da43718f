/**
 * `fn.call(thisArg, …)` and `fn.apply(thisArg, args)` are calls of fn
 * (newcomer 23 #1, fastify: `handleRequest.call(request.server, null,
 * request, reply)` in lib/route.js was no caller of handleRequest, and
 * `callees runPreParsing` listed `handleRequest.call` as a library call).
 * JavaScript: a name or a path (`obj.m.apply(obj, xs)`); TypeScript: a path
 * only, as the compiler's call hierarchy counts it (it counts `obj.m.call(…)`
 * and not `f.call(…)`: .ai/decisions). An object with its own `call` member
 * keeps it: `conn.call(1)` on a `new Conn()` calls Conn's call, never a
 * function named conn. Real temp repository, the real grammar.
 */
import { doesNotMatch } from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/handle.js': [
    'function handleRequest (err, request, reply) {', // 1
    '  return reply',
    '}',
    'module.exports = { handleRequest }',
  ].join('\n'),
  'lib/route.js': [
    "const { handleRequest } = require('./handle')", // 1
    'const hooks = {',
    '  run (x) { return x }',
    '}',
    'class Conn {', // 5
    '  call (x) { return x }',
    '}',
    'function conn () { return 1 }',
    'function buildRouting () {',
    '  function addNewRoute (opts) { return opts }', // 10
    '  function route (options) {',
    '    addNewRoute.call(this, { path: options.url })',
    '    addNewRoute.apply(this, [{ path: "" }])',
    '    return hooks.run.call(this, 1)',
    '  }', // 15
    '  return { route }',
    '}',
    'function runPreParsing (err, request, reply) {',
    '  handleRequest.call(request.server, null, request, reply)',
    '  const conn = new Conn()', // 20
    '  conn.call(1)',
    '  Object.prototype.toString.call(reply)',
    '}',
    'module.exports = { buildRouting, runPreParsing, conn }',
  ].join('\n'),
  'src/api.ts': [
    'function format(x: number): number { return x }', // 1
    'const util = {',
    '  twice(x: number): number { return 2 * x },',
    '}',
    'export function render(): number {', // 5
    '  return format.call(null, 1) + util.twice.apply(util, [2])',
    '}',
  ].join('\n'),
};

describeGraph('code graph: fn.call(thisArg, …) and fn.apply(thisArg, args) call fn', FILES, 'graph-this-arg-calls', (fx) => {
  it('lists the function a .call / .apply is read on among its callers (JS: a name or a path)', async () => {
    await expectEdges(fx, 'code_callers', {
      handleRequest: ['lib/route.js:runPreParsing:import'],
      addNewRoute: ['lib/route.js:buildRouting.route:same-file'],
      'hooks.run': ['lib/route.js:buildRouting.route:receiver'],
      // An object with its own call member keeps it, never the function named as the object.
      'Conn.call': ['lib/route.js:runPreParsing:receiver'],
      conn: [],
    });
  });

  it('lists it among the callees, not as a library call', async () => {
    await expectEdges(fx, 'code_callees', {
      runPreParsing: ['lib/handle.js:handleRequest:import', 'lib/route.js:Conn.call:receiver', 'lib/route.js:Conn:same-file'],
    });
    const r = await fx.call('code_callees', { symbol: 'runPreParsing' });
    doesNotMatch(r.text, /handleRequest\.call/);
  });

  it('follows the compiler in TypeScript: obj.m.apply(…) is a call of m, f.call(…) is not', async () => {
    await expectEdges(fx, 'code_callers', {
      'util.twice': ['src/api.ts:render:receiver'],
      format: [],
    });
  });
});
