/**
 * A bare name shared by an outer definition and a local helper written
 * inside a function means the outer one (newcomer 23 #4, fastify: `why send`
 * answered sendTrailer's nested `function send ()` at lib/reply.js:901 over
 * the method `Reply.send`, `Reply.prototype.send = function …`): the code
 * tools and `why` choose it and name the helper passed over, as a function;
 * symbol lists it first. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { locateSymbol } from '../../server/src/core/graph/locator';

const FILES = {
  'lib/reply.js': [
    'function Reply (res) { this.res = res }', // 1
    'Reply.prototype.send = function (payload) {',
    '  return sendTrailer(payload, this.res)',
    '}',
    'function sendTrailer (payload, res) {', // 5
    '  function send () { return res.end(payload) }',
    '  return send()',
    '}',
    'module.exports = { Reply }',
  ].join('\n'),
  'lib/use.js': [
    "const { Reply } = require('./reply')",
    'function handle (res) {',
    '  const reply = new Reply(res)',
    '  return reply.send(1)',
    '}',
    'module.exports = { handle }',
  ].join('\n'),
};

describeGraph('code graph: an outer definition before a local helper of the same name', FILES, 'graph-local-helpers-ranked', (fx) => {
  it('answers a bare name with the outer definition and names the helper passed over', async () => {
    const r = await fx.call('code_callers', { symbol: 'send' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^callers of method Reply\.send \(lib\/reply\.js:2\) — chosen over the function sendTrailer\.send/);
    assert.match(r.text, /lib\/use\.js:2 +function handle/);
    const first = await fx.call('code_symbol', { name: 'send' });
    assert.match(first.text, /^lib\/reply\.js:2 +method Reply\.send/);
  });

  it('chooses so for why too', async () => {
    const [d] = await locateSymbol(fx.engine, 'send');
    assert.deepEqual(d, { name: 'Reply.send', kind: 'method', path: 'lib/reply.js', line: 2, endLine: 4, passedOver: ['sendTrailer.send'], passedOverKinds: ['function'] });
  });
});
