/**
 * A value a package gives, handed on by a module of the repository, is from
 * outside the repository: express's lib/express.js sets `exports.Router =
 * Router` with `var Router = require('router')`, and its tests construct
 * `new express.Router()` or `new Router()` after `Router = express.Router`;
 * their `router.handle(…)` calls were offered as "may call" app.handle
 * (32 of them; newcomer 46). Followed through the package's index
 * (`module.exports = require('./lib/express')`), an ES re-export (`export {
 * Emitter } from 'events-lib'`) and a CommonJS member (`exports.Route =
 * Router.Route`); a class the repository exports the same way (`exports.Mine =
 * Mine`, `var Mine = require('./mine')`) is found, and its method called. `exports.make = build` also makes `make` a module export of
 * build. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'index.js': "'use strict';\nmodule.exports = require('./lib/express');\n",
  'lib/express.js': [
    "var Router = require('router');", // 1
    "var proto = require('./application');",
    "var Mine = require('./mine');",
    'function createApplication() { return proto; }',
    'exports = module.exports = createApplication;',
    'exports.Router = Router;', // 6
    'exports.Route = Router.Route;',
    'exports.Mine = Mine;',
    'function build() { return 1; }',
    'exports.make = build;', // 10
  ].join('\n'),
  'lib/application.js': ['var app = exports = module.exports = {};', 'app.handle = function handle(req, res, done) {', '  return done();', '};'].join('\n'),
  'lib/mine.js': ['function Mine() {}', 'Mine.prototype.handle = function (req, res, done) { return done(); };', 'module.exports = Mine;'].join('\n'),
  'lib/events.ts': "export { Emitter } from 'events-lib';\n",
  'test/Router.js': [
    "var express = require('../')", // 1
    '  , Router = express.Router', // 2
    '  , Route = express.Route;',
    "describe('Router', function () {",
    "  it('handles', function () {",
    '    var router = new Router();',
    '    router.handle({}, {}, function () {});', // 7
    '    var nested = new express.Router();',
    '    nested.handle({}, {}, function () {});', // 9
    "    var route = new Route('/');",
    '    route.handle({}, {}, function () {});', // 11
    '    var mine = new express.Mine();',
    '    mine.handle({}, {}, function () {});', // 13
    '    return express.make();', // 14
    '  });',
    '});',
  ].join('\n'),
  'test/emit.ts': [
    "import { Emitter } from '../lib/events';",
    'export function fire(): void {',
    '  const e = new Emitter();',
    '  e.handle(1, 2, 3);', // 4
    '}',
  ].join('\n'),
};

describeGraph('code graph: packages re-exported by a module of the repository', FILES, 'reexported-packages', (fx) => {
  it('leaves calls on what a package gives, re-exported, out of the may-call note', async () => {
    const r = await fx.call('code_callers', { symbol: 'app.handle' });
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    // The two routers, the route and the emitter are packages'; express.Mine is the repository's (its handle, below).
    assert.deepEqual(u?.examples ?? [], [], r.text);
    assert.deepEqual(r.structured!.items, []);
  });

  it('follows `exports.Mine = Mine` with `var Mine = require(\'./mine\')` to the class the module is', async () => {
    const r = await fx.call('code_callers', { symbol: 'Mine.handle' });
    const items = r.structured!.items as { path: string; line: number }[];
    assert.deepEqual(
      items.map((i) => `${i.path}:${i.line}`),
      ['test/Router.js:5'],
      r.text,
    );
    assert.match(r.text, /calls it on line 13/);
  });

  it('reads `exports.make = build` as the module exporting build under make', async () => {
    const r = await fx.call('code_callers', { symbol: 'build' });
    const items = r.structured!.items as { path: string; line: number }[];
    // The test case around the call, which calls it on line 14.
    assert.deepEqual(
      items.map((i) => `${i.path}:${i.line}`),
      ['test/Router.js:5'],
      r.text,
    );
    assert.match(r.text, /calls it on line 14/);
  });
});
