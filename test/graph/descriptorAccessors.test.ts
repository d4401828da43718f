/**
 * Accessors written in property descriptors are named by the property they
 * define (newcomer 23 #3, fastify.js: `Object.defineProperties(fastify, {
 * listeningOrigin: { get () {…} } })` listed eleven bare `method get`, the
 * property lost): `fastify.listeningOrigin`, `Reply.elapsedTime` for
 * `Reply.prototype`, `Store.size` for `Object.defineProperty(Store, 'size',
 * …)`, a computed key as written (`[kContext]`), Object.create's by the
 * property (and the const holding what it made). A `get` method of any
 * other literal keeps its name. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/reply.js': [
    "const kContext = Symbol('context')", // 1
    'function Reply (res) { this.res = res }',
    'function elapsed (r) { return r }',
    'Object.defineProperties(Reply.prototype, {',
    '  elapsedTime: {', // 5
    '    get () { return elapsed(this) }',
    '  },',
    '  [kContext]: {',
    '    get () { return this.res },',
    '    set (v) { this.res = v }', // 10
    '  }',
    '})',
    'function Store () {}',
    "Object.defineProperty(Store, 'size', { get () { return elapsed(1) } })",
    'const proto = Object.create(Reply.prototype, { kind: { value () { return 1 } } })', // 15
    'const cache = { get () { return 1 } }',
    'module.exports = { Reply, Store, proto, cache, kContext }',
  ].join('\n'),
  'fastify.js': [
    'function fastify () {', // 1
    '  const instance = { server: null }',
    '  Object.defineProperties(instance, {',
    '    // where it listens',
    '    listeningOrigin: {', // 5
    '      get () { return origin(this.server) }',
    '    },',
    '    version: { get () { return 5 } }',
    '  })',
    '  function origin (s) { return s }', // 10
    '  return instance',
    '}',
    'module.exports = fastify',
  ].join('\n'),
};

describeGraph('code graph: property descriptor accessors named by their property', FILES, 'graph-descriptor-accessors', (fx) => {
  it('names each accessor by the property it defines, on the object defined', () => {
    assert.deepEqual(defsIn(fx, 'fastify.js'), ['function fastify 1', 'method instance.listeningOrigin 6', 'method instance.version 8', 'function origin 10']);
    assert.deepEqual(defsIn(fx, 'lib/reply.js').filter((d) => d.startsWith('method')), [
      'method Reply.elapsedTime 6',
      'method Reply.[kContext] 9',
      'method Reply.[kContext] 10',
      'method Store.size 14',
      'method proto.kind 15',
      'method cache.get 16',
    ]);
  });

  it('keeps the calls made in an accessor its own', async () => {
    await expectEdges(fx, 'code_callers', {
      elapsed: ['lib/reply.js:Reply.elapsedTime:same-file', 'lib/reply.js:Store.size:same-file'],
      'fastify.origin': ['fastify.js:fastify.instance.listeningOrigin:same-file'],
    });
  });
});
