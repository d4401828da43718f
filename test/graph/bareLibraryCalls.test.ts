/**
 * A bare call of a module-level value holding a package from outside the
 * repository, or a member of one, is a library call (newcomer 21 #6,
 * Express): `resolve(root, name)` with `var resolve = path.resolve` (and
 * `var path = require('node:path')`), `send(…)` with `var send =
 * require('send')` are not offered as possible calls of the repository's
 * View.resolve / res.send, but counted with "values or packages from
 * outside the repository" (outsideTypes.ts bareOutside); `var join =
 * helpers.join` of a module of the repository resolves to its function
 * (langTsBinds destructure).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'lib/view.js': [
    "var path = require('node:path');", // 1
    'var resolve = path.resolve;', // 2
    "var send = require('send');", // 3
    'function View() {}', // 4
    'View.prototype.resolve = function resolve(dir) { return dir; };', // 5
    'View.prototype.send = function send(x) { return x; };', // 6
    'View.prototype.lookup = function lookup(name) {', // 7
    "  var loc = resolve('/', name);", // 8
    '  send(loc);', // 9
    '  mystery(loc);', // 10
    '  return this.resolve(loc);', // 11
    '};', // 12
    'module.exports = View;', // 13
    '',
  ].join('\n'),
  'lib/app.js': ["var resolve = require('node:path').resolve;", 'function views() {', "  return resolve('views');", '}', 'function mystery(x) { return x; }', 'module.exports = views;', ''].join('\n'),
  'lib/local.js': ['function resolve(x) { return x; }', 'function run() {', '  return resolve(1);', '}', ''].join('\n'),
  'src/helpers.js': ['function join(a) {', '  return a;', '}', 'module.exports = { join };', ''].join('\n'),
  'src/use.js': ["var helpers = require('./helpers');", 'var join = helpers.join;', 'function go() {', "  return join('a');", '}', ''].join('\n'),
};

interface Unresolved {
  count: number;
  leftOut?: number;
  calls: { path: string; line: number; call: string }[];
}

describeGraph('code graph: bare calls of values holding outside packages (newcomer 21 #6)', FILES, 'graph-bare-library-calls', (fx) => {
  const note = async (symbol: string, path?: string): Promise<Unresolved | undefined> => {
    const r = await fx.call('code_callers', path ? { symbol, path } : { symbol });
    return r.structured!.unresolved as Unresolved | undefined;
  };

  it('resolve(…) and send(…) of a required package or its member are no possible calls of the repository\'s methods', async () => {
    const resolve = await note('View.resolve');
    assert.ok(!resolve?.calls.some((c) => c.path === 'lib/view.js' || c.path === 'lib/app.js'), JSON.stringify(resolve));
    const send = await note('View.send');
    assert.ok(!send?.calls.some((c) => c.path === 'lib/view.js'), JSON.stringify(send));
    // The repository's own bare resolve still answers; a bare call of nothing imported stays possible.
    await expectEdges(fx, 'code_callers', { 'resolve @ lib/local.js': ['lib/local.js:run:same-file'] });
    // Counted with the calls from outside for the repository's function resolve (a method never takes a bare call in
    // JavaScript: graphUnresolved BARE_NEVER_METHOD leaves them out of View.resolve's note by their shape first).
    const data = fx.graph.data;
    const left = { outside: 0 };
    const ref = fx.graph.findDefinitions('resolve', { path: 'lib/local.js' })[0].ref;
    data.unresolvedNamed(ref, left);
    assert.equal(left.outside, 2);
  });

  it('a module-level alias of an imported module\'s member resolves to it', async () => {
    await expectEdges(fx, 'code_callers', { join: ['src/use.js:go:import'] });
  });
});
