/**
 * fastify's factory (fastify.js): `function fastify (opts)` builds a local
 * object literal — `const fastify = { get: function _get () {…}, addHook,
 * decorateReply: decorator.decorateReply, listen, … }` with `listen`
 * destructured from `createServer(…)`'s result —, assigns more members
 * (`fastify.ready = ready`) and returns it. The tests call the factory
 * through `require('..')` (the package folder, its package.json `main`):
 * `const app = Fastify(); app.get(…)`; the examples at once,
 * `require('../fastify')({ logger: true })`, and chain `addHook`, whose every
 * `return` gives `this` (DefRec.returns `this`). `decorate: decorator.add`
 * reaches the function lib/decorate.js exports under the key `add`
 * (`module.exports = { add: decorateFastify }`). Before, none of those calls reached
 * the literal's functions (callers of fastify.addHook: 0) and `require('..')`
 * named no file. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'package.json': JSON.stringify({ name: 'fastify', main: 'fastify.js' }),
  'lib/server.js': [
    "'use strict'", // 1
    'function createServer (options, httpHandler) {',
    '  const server = options.serverFactory(httpHandler)',
    '  function listen (listenOptions = { port: 0 }) {',
    '    return server.listen(listenOptions)', // 5
    '  }',
    '  return {',
    '    server,',
    '    listen',
    '  }', // 10
    '}',
    'module.exports = { createServer }',
  ].join('\n'),
  'lib/decorate.js': [
    "'use strict'", // 1
    'function decorateReply (fastify, name, fn) {',
    '  fastify[name] = fn',
    '}',
    'function decorateFastify (name, fn) {', // 5
    '  this[name] = fn',
    '  return this',
    '}',
    'module.exports = { add: decorateFastify, decorateReply }',
  ].join('\n'),
  'fastify.js': [
    "'use strict'", // 1
    "const { createServer } = require('./lib/server')",
    "const decorator = require('./lib/decorate')",
    'function fastify (serverOptions) {',
    '  const {', // 5
    '    server,',
    '    listen',
    '  } = createServer(serverOptions, null)',
    '  const fastify = {',
    '    get: function _get (url, options, handler) {', // 10
    "      return this.route({ method: 'GET', url, options, handler })",
    '    },',
    '    route: function _route (options) {',
    '      return options',
    '    },', // 15
    '    hasRoute: function _route (options) {',
    '      return false',
    '    },',
    '    addHook,',
    '    decorateReply: decorator.decorateReply,', // 20
    '    decorate: decorator.add,',
    '    listen,',
    '    server',
    '  }',
    '  fastify.ready = ready', // 25
    '  function addHook (name, fn) {',
    '    return this',
    '  }',
    '  function ready (cb) {',
    '    return cb()', // 30
    '  }',
    '  return fastify',
    '}',
    'module.exports = fastify',
  ].join('\n'),
  'test/hooks.test.js': [
    "'use strict'", // 1
    "const { test } = require('node:test')",
    "const Fastify = require('..')",
    "test('hooks', async t => {",
    '  const fastify = Fastify()', // 5
    "  fastify.addHook('onRequest', () => {})",
    "  fastify.get('/', () => 'hi')",
    "  fastify.route({ method: 'GET', url: '/x' })",
    "  fastify.decorateReply('x', 1)",
    "  fastify.decorate('y', 2)",
    '  await fastify.ready()', // 10
    '  await fastify.listen({ port: 0 })',
    '})',
  ].join('\n'),
  // examples/hooks.js: the module required and called at once, then a fluent chain of a function returning `this`.
  'examples/hooks.js': [
    "const fastify = require('../fastify')({ logger: true })", // 1
    'fastify',
    "  .addHook('onRequest', () => {})",
    "  .addHook('preHandler', () => {})",
    "fastify.get('/', () => 'hi')", // 5
  ].join('\n'),
};

describeGraph('code graph: the methods of an object literal a factory function builds and returns (fastify)', FILES, 'graph-factory-literals', (fx) => {
  it("reaches the literal's functions from a call on the factory's result, the package folder required as `..`", async () => {
    await expectEdges(fx, 'code_callers', {
      // The factories hand their functions on as values in the literals they build (code_callers `values`).
      'fastify.addHook': ['examples/hooks.js:hooks.js:receiver', 'fastify.js:fastify:same-file', 'test/hooks.test.js:test hooks:receiver'],
      'fastify.ready': ['fastify.js:fastify:same-file', 'test/hooks.test.js:test hooks:receiver'],
      'fastify._get': ['examples/hooks.js:hooks.js:receiver', 'test/hooks.test.js:test hooks:receiver'],
      decorateReply: ['fastify.js:fastify:import', 'test/hooks.test.js:test hooks:receiver'],
      decorateFastify: ['fastify.js:fastify:alias', 'test/hooks.test.js:test hooks:receiver'],
      'createServer.listen': ['lib/server.js:createServer:same-file', 'test/hooks.test.js:test hooks:receiver'],
    });
  });

  it('follows a chain of a function returning `this`: both links of the example call addHook', async () => {
    const r = await fx.call('code_callers', { symbol: 'fastify.addHook' });
    const items = r.structured!.items as { path: string; calls: number[] }[];
    assert.deepEqual(items.find((i) => i.path === 'examples/hooks.js')!.calls, [3, 4]);
    assert.equal(fx.graph.data.files.get('fastify.js')!.defs.find((d) => d.name === 'addHook')!.returns, 'this');
  });

  it('tells two functions of one name apart by the key holding each', async () => {
    const r = await fx.call('code_callers', { symbol: 'fastify._route', path: 'fastify.js:13' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { line: number }[]).map((i) => i.line), [4]);
    const other = await fx.call('code_callers', { symbol: 'fastify._route', path: 'fastify.js:16' });
    assert.equal((other.structured?.items as unknown[] | undefined)?.length ?? 0, 0, other.text);
  });

  it('records what the returned variable holds, naming functions written in the literal by their definition', () => {
    const defs = fx.graph.data.files.get('fastify.js')!.defs;
    const at = (line: number) => defs.findIndex((d) => d.line === line);
    assert.deepEqual(defs.find((d) => d.name === 'fastify')!.returnsLiteral, [
      `get=#${at(10)}`,
      `route=#${at(13)}`,
      `hasRoute=#${at(16)}`,
      'addHook',
      'decorateReply=decorator.decorateReply',
      'decorate=decorator.add',
      'listen=createServer().listen',
      'server=createServer().server',
      'ready',
    ]);
  });
});
