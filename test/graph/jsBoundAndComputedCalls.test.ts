/**
 * JavaScript calls through `Function.prototype.bind` and through a string
 * key: fastify's lib/error-serializer.js `const asInteger =
 * serializer.asInteger.bind(serializer)` then `asInteger(n)`, a local `const
 * originalWrite = raw.write.bind(raw)` (test/web-api.test.js), a class's
 * `this.onClose = this.close.bind(this)` then `this.onClose()`, and
 * `app['get'](…)` / `res["json"]()` written with a string key. Each is a call of
 * the function bound or named (AliasRec.bound; langTsCalls, a subscript
 * whose key is a plain name). Before, `asInteger(n)` reached the const
 * asInteger, `originalWrite()` and `this.onClose()` nothing, and the
 * string-key calls were not recorded. `this.handler =
 * this.handler.bind(this)` keeps `this.handler()` the method. Real temp
 * repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/serializer.js': [
    "'use strict'", // 1
    'class Serializer {',
    '  asInteger (i) {',
    '    return Math.trunc(i)',
    '  }', // 5
    '}',
    'module.exports = Serializer',
  ].join('\n'),
  'lib/error-serializer.js': [
    "'use strict'", // 1
    "const Serializer = require('./serializer')",
    'const serializer = new Serializer()',
    'const asInteger = serializer.asInteger.bind(serializer)',
    'function serializeCode (obj) {', // 5
    '  return asInteger(obj.statusCode)',
    '}',
    'module.exports = { serializeCode }',
  ].join('\n'),
  'lib/stream.js': [
    "'use strict'", // 1
    'class Raw {',
    '  write (chunk) { return chunk }',
    '}',
    'class Server {', // 5
    '  constructor () {',
    '    this.handler = this.handler.bind(this)',
    '    this.onClose = this.close.bind(this)',
    '  }',
    '  handler (req) { return req }', // 10
    '  close () { return 1 }',
    '  run () {',
    '    this.handler(1)',
    '    this.onClose()',
    '  }', // 15
    '}',
    'function pipe () {',
    '  const raw = new Raw()',
    '  const originalWrite = raw.write.bind(raw)',
    "  originalWrite('a')", // 20
    '}',
    'function route () {',
    '  const s = new Server()',
    "  s['run']()",
    '  s["close"]()', // 25
    '}',
    'module.exports = { pipe, route }',
  ].join('\n'),
};

describeGraph('code graph: JS calls through bind and through a string key', FILES, 'graph-js-bound-computed', (fx) => {
  it('a bound function is called through the name holding it', async () => {
    await expectEdges(fx, 'code_callers', {
      'Serializer.asInteger': ['lib/error-serializer.js:serializeCode:receiver'],
      'Raw.write': ['lib/stream.js:pipe:receiver'],
      'Server.close': ['lib/stream.js:Server.run:receiver', 'lib/stream.js:route:receiver'],
      'Server.handler': ['lib/stream.js:Server.run:receiver'],
    });
  });

  it('a string key that is a plain name calls the member it names', async () => {
    await expectEdges(fx, 'code_callers', { 'Server.run': ['lib/stream.js:route:receiver'] });
  });
});
