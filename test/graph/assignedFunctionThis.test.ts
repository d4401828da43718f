/**
 * `this` inside a function assigned to a member of an object is that object
 * (issue 3, express): lib/application.js defines `var app = exports =
 * module.exports = {}`, its methods `app.set = function set…`, and its
 * routing verbs in `methods.forEach(function (method) { app[method] =
 * function (path) { … this.set(path) … this.route(path) … } })`. Under a
 * computed key the function is no definition (langTsAssigned), so its calls
 * are the module's top-level code's, and `this.set` / `this.route` there
 * resolved to nothing; they now reach app.set / app.route, as `this.set` in a
 * method `app.defaultConfiguration = function…` does. Decoys: a function
 * nested in it, whose `this` is its own (`this.set('inner')` stays
 * unresolved), while an arrow's `this` is the one around it; another object
 * `other` with a `set` of its own; `Store.prototype.put = function` (`this`
 * an instance, not Store).
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'lib/application.js': [
    "var methods = require('methods');",
    'var app = exports = module.exports = {};',
    '',
    'app.defaultConfiguration = function defaultConfiguration() {',
    "  this.set('view', 'View');",
    '};',
    '',
    'app.set = function set(setting, val) {',
    '  return val;',
    '};',
    '',
    'app.route = function route(path) {',
    '  return path;',
    '};',
    '',
    'methods.forEach(function (method) {',
    '  app[method] = function (path) {',
    '    if (arguments.length === 1) {',
    '      return this.set(path);',
    '    }',
    '    function inner() {',
    "      return this.set('inner');",
    '    }',
    "    [path].forEach((p) => this.route(p));",
    '    return this.route(path);',
    '  };',
    '});',
    '',
    'var other = {};',
    'other.set = function set() {',
    '  return 1;',
    '};',
    'other.reset = function reset() {',
    '  return this.set();',
    '};',
    '',
    'function Store() {}',
    'Store.prototype.put = function put() {',
    "  return this.set('k');",
    '};',
    '',
  ].join('\n'),
};

describeGraph('code graph: this inside a function assigned to an object member (JavaScript, express)', FILES, 'graph-assigned-function-this', (fx) => {
  it('this.set() in app[method] = function … reaches app.set, as in a method app.x = function …', async () => {
    assert.deepEqual(await callers(fx, 'app.set'), ['lib/application.js:app.defaultConfiguration:receiver', 'lib/application.js:application.js:receiver']);
    const r = await fx.call('code_callers', { symbol: 'app.set' });
    // Line 19 is app[method]'s this.set(path); line 22, inside the nested function inner, is that function's own this, line 39 a Store's.
    assert.match(r.text, /lib\/application\.js:19 +top-level code .*\(calls it on line 19\)/);
    assert.match(r.text, /Not listed: 2 calls named set .*lib\/application\.js:22 `this\.set\('inner'\)`; lib\/application\.js:39 `this\.set\('k'\)`/);
  });

  it("an arrow inside it shares its this; another object's set and a prototype method's this are not app", async () => {
    const r = await fx.call('code_callers', { symbol: 'app.route' });
    assert.match(r.text, /\(calls it on lines 24, 25\)/);
    assert.deepEqual(await callers(fx, 'other.set'), ['lib/application.js:other.reset:receiver']);
  });
});
