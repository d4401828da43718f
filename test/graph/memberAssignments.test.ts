/**
 * Functions assigned to members at a module's top level, the classic Node.js
 * way (express's lib/response.js, application.js, view.js), are definitions
 * (langTsAssigned.ts): `res.send = function send(body) {…}` is method
 * `res.send` (before: `send`, no container, so `symbol res.send` found
 * nothing), an anonymous `res.json = function (obj) {…}` and an arrow
 * `app.handle = (x) => …` are methods too (before: no definition, their
 * calls top-level code's), `Foo.prototype.bar = function () {…}` is method
 * `Foo.bar`; `res.set = res.header = function header…` is res.header, which
 * `res.set` names. Calls reach them through the holder (`app.render(x)`),
 * `this` inside another of its members or inside the constructor function,
 * a construction (`new Foo().bar()`, `const f = new Foo(); f.baz()`) and
 * `require` of a module exporting the holder (`module.exports = res`, `var
 * app = exports = module.exports = {}`). Decoys: an object of the module
 * that is not what it exports (`const app = {}` in app.js: `require('./app').render()`
 * reaches nothing), a local object's member inside a function (its calls
 * stay the function's, as the compiler's call hierarchy has them), and the
 * CommonJS exports `exports.helper = function helper…` / `module.exports.x
 * = function…`, which stay exported functions `helper` and `x`.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/response.js': [
    'var res = Object.create(null);',
    'module.exports = res;',
    '',
    'res.send = function send(body) {',
    '  return this.json(body);',
    '};',
    '',
    'res.json = function (obj) {',
    '  return obj;',
    '};',
    '',
    'res.set = res.header = function header(field) {',
    '  return field;',
    '};',
    '',
    'res.status = function status(code) {',
    '  this.set(code);',
    '  return this;',
    '};',
    '',
  ].join('\n'),
  'lib/view.js': [
    'function helper2() {',
    '  return 1;',
    '}',
    '',
    'function View(name) {',
    '  this.path = this.lookup(name);',
    '}',
    '',
    'View.prototype.lookup = function (name) {',
    '  return helper2();',
    '};',
    '',
    'View.prototype.render = function render() {',
    '  return this.lookup(1);',
    '};',
    '',
    'function useView() {',
    '  return new View().render();',
    '}',
    '',
    'function make() {',
    '  const o = {};',
    '  o.run = function () {',
    '    return helper2();',
    '  };',
    '  return o;',
    '}',
    '',
    'module.exports = View;',
    '',
  ].join('\n'),
  'lib/app.js': [
    'const app = {};',
    '',
    'app.render = function render(name) {',
    '  return name;',
    '};',
    '',
    'app.handle = (x) => app.render(x);',
    '',
    'exports.helper = function helper() {',
    '  return app.handle(1);',
    '};',
    '',
    'module.exports.x = function () {',
    '  return exports.helper();',
    '};',
    '',
  ].join('\n'),
  'lib/application.js': [
    'var app = exports = module.exports = {};',
    '',
    'app.init = function init() {',
    '  this.enable();',
    '};',
    '',
    'app.enable = function enable() {',
    '  return 1;',
    '};',
    '',
  ].join('\n'),
  'lib/shim.ts': [
    'export const api: Record<string, (n: number) => number> = {};',
    'api.ping = (n: number): number => api.pong(n);',
    'api.pong = function (n: number) {',
    '  return n;',
    '};',
    '',
  ].join('\n'),
  // express's lib/application.js: a computed key names no method (its calls stay the callback's); a string-literal key does.
  'lib/router.js': [
    "var methods = ['get', 'post'];",
    'var app = module.exports = {};',
    '',
    'function route(p) {',
    '  return p;',
    '}',
    '',
    'methods.forEach(function (method) {',
    '  app[method] = function (path) {',
    '    return route(path);',
    '  };',
    '});',
    '',
    "app['del'] = function (path) {",
    '  return route(path);',
    '};',
    '',
    "app[\"all\"] = app['any'] = (path) => route(path);",
    '',
    "app['not-a-name'] = function () {",
    '  return route(0);',
    '};',
    '',
    'app.use = function use(path) {',
    '  return this.del(path) || app.all(path);',
    '};',
    '',
  ].join('\n'),
  'lib/main.js': [
    "var res = require('./response');",
    "var View = require('./view');",
    "var proto = require('./application');",
    "var a = require('./app');",
    "var router = require('./router');",
    '',
    'function run(b) {',
    '  router.del(b);',
    '  res.send(b);',
    '  const v = new View();',
    '  v.render();',
    '  proto.init();',
    '  a.render(b);',
    '  a.helper();',
    '}',
    '',
  ].join('\n'),
};

/**
 * Names that hide the module's object inside a function (jsLocalNames.ts), and
 * `this` of a `function` callback (langTsCalls callbackThis): none of these
 * calls is res.send's; `this` / `var self = this` in the member itself and
 * the required module at the top level are.
 */
const SHADOWS = {
  'm.js': [
    'var res = module.exports = {};',
    'res.send = function send(body) { return body; };',
    'function makeOther() { return { send() {} }; }',
    'function helper(res) { res.send(1); }',
    'function helper2() { var res = makeOther(); res.send(2); }',
    'res.nested = function () { [1].forEach(function () { this.send(3); }); };',
    'res.ok = function () { this.send(4); var self = this; self.send(5); };',
    'res.arrow = function () { [1].forEach(() => this.send(6)); };',
    'res.bound = function () { [1].forEach(function () { this.send(7); }, this); };',
    'const useIt = ({ res }, other) => res.send(8);',
    '',
  ].join('\n'),
  'user.js': [
    "var r = require('./m');",
    'function mw2(r) { r.send(12); }',
    'r.send(13);',
    'function mw3(req, next) { r.send(14); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: parameters, local variables and callbacks\' this hide a module-level holder (JavaScript)', SHADOWS, 'graph-member-shadows', (fx) => {
  it('a parameter, a local variable or a callback\'s this is not the holder; this, self, an arrow\'s this and the required module are', async () => {
    await expectEdges(fx, 'code_callers', {
      'res.send': ['m.js:res.arrow:receiver', 'm.js:res.bound:receiver', 'm.js:res.ok:receiver', 'user.js:mw3:import', 'user.js:user.js:import'],
    });
  });
});

describeGraph('code graph: functions assigned to members at the top level (JavaScript, TypeScript)', FILES, 'graph-member-assignments', (fx) => {
  it('obj.name = function and Foo.prototype.name = function are methods obj.name / Foo.name; exports stay exported functions', () => {
    assert.deepEqual(defsIn(fx, 'lib/response.js'), ['const res 1', 'method res.send 4', 'method res.json 8', 'method res.header 12', 'method res.status 16']);
    assert.deepEqual(defsIn(fx, 'lib/view.js'), ['function helper2 1', 'function View 5', 'method View.lookup 9', 'method View.render 13', 'function useView 17', 'function make 21']);
    assert.deepEqual(defsIn(fx, 'lib/app.js'), ['const app 1', 'method app.render 3', 'method app.handle 7', 'function helper 9', 'function x 13']);
    assert.deepEqual(defsIn(fx, 'lib/application.js'), ['const app 1', 'method app.init 3', 'method app.enable 7']);
    // `app['del'] = function` is app.del; `app[method] = function` (a computed key) and `app['not-a-name']` define nothing.
    assert.deepEqual(defsIn(fx, 'lib/router.js'), ['const app 2', 'function route 4', 'method app.del 14', 'method app.any 18', 'method app.use 24']);
    // TypeScript alike.
    assert.deepEqual(defsIn(fx, 'lib/shim.ts'), ['const api 1', 'method api.ping 2', 'method api.pong 3']);
  });

  it('the calls inside are the method\'s; this, the holder, constructions and require reach them', async () => {
    await expectEdges(fx, 'code_callers', {
      'res.send': ['lib/main.js:run:import'],
      'res.json': ['lib/response.js:res.send:receiver'],
      'res.header': ['lib/response.js:res.status:receiver'],
      'View.lookup': ['lib/view.js:View.render:receiver', 'lib/view.js:View:receiver'],
      'View.render': ['lib/main.js:run:receiver', 'lib/view.js:useView:receiver'],
      'app.render @ lib/app.js': ['lib/app.js:app.handle:receiver'],
      'app.handle': ['lib/app.js:helper:receiver'],
      'helper': ['lib/app.js:x:same-file', 'lib/main.js:run:import'],
      'app.init': ['lib/main.js:run:import'],
      'app.enable': ['lib/application.js:app.init:receiver'],
      'api.pong': ['lib/shim.ts:api.ping:receiver'],
      'app.del': ['lib/main.js:run:import', 'lib/router.js:app.use:receiver'],
      'app.any': ['lib/router.js:app.use:receiver'],
      // The computed key's function is the forEach callback's code, which is the top level's; `app['not-a-name']`'s alike.
      'route': ['lib/router.js:app.any:same-file', 'lib/router.js:app.del:same-file', 'lib/router.js:router.js:same-file'],
    });
    await expectEdges(fx, 'code_callees', {
      'View.lookup': ['lib/view.js:helper2:same-file'],
      'app.handle': ['lib/app.js:app.render:receiver'],
      'make': ['lib/view.js:helper2:same-file'],
    });
  });
});
