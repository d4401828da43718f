/**
 * CommonJS modules whose value is written in the assignment itself (newcomer
 * 24 #2, #3, koa): `module.exports = class Application extends Emitter {…}`
 * is the class Application, the module's default, constructed through
 * `require('../lib/app')`, `require('..')` (package.json main) and an
 * index.js that is `module.exports = require('./app')`; `this.m()` inside it
 * reaches its methods. `module.exports = { a() { return this.b(); }, b() {} }`:
 * `this` in one of its methods is the module's object. Decoy: another class's
 * and another module literal's same-named methods.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'package.json': '{ "name": "web", "main": "lib/application.js" }\n',
  'lib/application.js': [
    "const Emitter = require('events');",
    '',
    'module.exports = class Application extends Emitter {',
    '  listen () { return this.callback(); }',
    '  callback () { return 1; }',
    '  use (fn) { return this; }',
    '};',
    '',
  ].join('\n'),
  'lib/index.js': "module.exports = require('./application');\n",
  'lib/response.js': [
    'module.exports = {',
    '  set body (val) { this.remove(\'Content-Type\'); },',
    '  remove (field) { return field; },',
    '  redirect (url) { return this.remove(url); }',
    '};',
    '',
  ].join('\n'),
  'lib/other.js': [
    'class Decoy {',
    '  use () { return 2; }',
    '  callback () { return 3; }',
    '}',
    'module.exports = Decoy;',
    '',
  ].join('\n'),
  'lib/request.js': ['module.exports = {', '  remove () { return 0; },', '  get (f) { return this.remove(f); }', '};', ''].join('\n'),
  'test/app.test.js': [
    "const Koa = require('..');",
    "const App = require('../lib/application');",
    "const Index = require('../lib');",
    "const Decoy = require('../lib/other');",
    'function viaRoot () { const app = new Koa(); app.use(1); }',
    'function viaFile () { const app = new App(); app.use(2); }',
    'function viaIndex () { const app = new Index(); app.use(3); }',
    'function viaDecoy () { const d = new Decoy(); d.use(4); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: CommonJS module.exports = class …, = require(…) and = { … }', FILES, 'commonjs-module-values', (fx) => {
  it('module.exports = class Application is a class, reached through require of its file, of the package and of an index.js re-export', async () => {
    const defs = fx.graph.findDefinitions('Application');
    assert.deepEqual(defs.map((d) => `${d.kind} ${d.path}:${d.line}`), ['class lib/application.js:3']);
    assert.deepEqual(await callers(fx, 'Application.use'), [
      'test/app.test.js:viaFile:receiver',
      'test/app.test.js:viaIndex:receiver',
      'test/app.test.js:viaRoot:receiver',
    ]);
    assert.deepEqual(await callers(fx, 'Decoy.use'), ['test/app.test.js:viaDecoy:receiver']);
  });

  it('this.callback() inside the exported class reaches its own method', async () => {
    assert.deepEqual((await callers(fx, 'Application.callback')).map((e) => e.split(':').slice(0, 2).join(':')), ['lib/application.js:Application.listen']);
    assert.deepEqual(await callers(fx, 'Decoy.callback'), []);
  });

  it('this.remove() in a method of the module.exports literal reaches the literal own remove, not another module one', async () => {
    assert.deepEqual((await callers(fx, 'exports.remove', 'lib/response.js')).map((e) => e.split(':').slice(0, 2).join(':')), [
      'lib/response.js:exports.body',
      'lib/response.js:exports.redirect',
    ]);
    assert.deepEqual((await callers(fx, 'exports.remove', 'lib/request.js')).map((e) => e.split(':').slice(0, 2).join(':')), ['lib/request.js:exports.get']);
  });
});
