/**
 * Functions written inside a function that leave it as values (newcomer 23
 * #2, fastify): `buildRouting` returns `{ route, prepareRoute, … }` and
 * fastify.js calls `router.prepareRoute.call(this, …)` on `const router =
 * buildRouting(…)`, yet callers of prepareRoute said it was local to
 * buildRouting and nothing there called it. A nested function returned, put
 * in an object literal or assigned to a member gets no "local to" note and
 * its unresolved same-named calls are counted repository-wide; a call on
 * what a function returning such a literal returned reaches the function the
 * property names (`{ find: findRoute }` too). A function that stays inside
 * keeps its note. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/route.js': [
    'function buildRouting (options) {', // 1
    '  function prepareRoute ({ method, url }) {',
    '    return route.call(this, { method, url })',
    '  }',
    '  function route (opts) { return opts }', // 5
    '  function findRoute (opts) { return opts }',
    '  function unused (x) { return x }',
    '  function hidden (x) { return x }',
    '  return {',
    '    route,', // 10
    '    prepareRoute,',
    '    find: findRoute,',
    '    printRoutes: () => hidden(1)',
    '  }',
    '}', // 15
    'module.exports = { buildRouting }',
  ].join('\n'),
  'fastify.js': [
    "const { buildRouting } = require('./lib/route')", // 1
    'function fastify (opts) {',
    '  const router = buildRouting(opts)',
    '  const instance = {',
    '    get: function _get (url) {', // 5
    "      return router.prepareRoute.call(this, { method: 'GET', url })",
    '    },',
    '    findRoute: function _findRoute (o) {',
    '      return router.find(o)',
    '    },', // 10
    '    inject',
    '  }',
    '  function inject (o) { return o }',
    '  function onBadUrl (u) { return u }',
    '  router.onBadUrl = onBadUrl', // 15
    '  return instance',
    '}',
    'module.exports = fastify',
  ].join('\n'),
};

describeGraph('code graph: nested functions that leave their function as values', FILES, 'graph-escaping-functions', (fx) => {
  it('reaches the function a returned literal names from a call on what the function returned', async () => {
    await expectEdges(fx, 'code_callers', {
      // buildRouting hands each on as a value in the literal it returns.
      prepareRoute: ['fastify.js:fastify._get:receiver', 'lib/route.js:buildRouting:same-file'],
      findRoute: ['fastify.js:fastify._findRoute:receiver', 'lib/route.js:buildRouting:same-file'],
      route: ['lib/route.js:buildRouting.prepareRoute:same-file', 'lib/route.js:buildRouting:same-file'],
    });
  });

  it('says no escaping function is local, and keeps the note for one that stays inside', async () => {
    for (const symbol of ['fastify.inject', 'fastify.onBadUrl']) {
      const r = await fx.call('code_callers', { symbol });
      assert.ok(!r.isError, r.text);
      assert.doesNotMatch(r.text, /is local to/, symbol);
    }
    const r = await fx.call('code_callers', { symbol: 'buildRouting.unused' });
    assert.match(r.text, /unused is local to buildRouting \(lib\/route\.js:1\)/);
    const d = fx.graph.data.files.get('lib/route.js')!.defs;
    assert.deepEqual(d.filter((x) => x.escapes).map((x) => x.name).sort(), ['findRoute', 'prepareRoute', 'route']);
    assert.deepEqual(d.find((x) => x.name === 'buildRouting')!.returnsLiteral, ['route', 'prepareRoute', 'find=findRoute']);
  });
});
