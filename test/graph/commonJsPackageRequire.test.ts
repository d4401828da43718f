/**
 * express's layout: the package's index.js is `module.exports =
 * require('./lib/express')`, lib/express.js `exports = module.exports =
 * createApplication`, and the tests `var express = require('..')` (or
 * `require('../')`, the package folder; no package.json `main`: index.js)
 * then `express()`; createApplication (`@return {Function}`) mixes the
 * application prototype into the function it returns, `mixin(app, proto,
 * false)`, so `express().use(…)` is application.js's `app.use`. Before, `require('..')` named no file, index.js exported
 * nothing, and callers of createApplication found none of the 600 calls
 * (the local name `express` is not the function's). Real temp repository,
 * the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'package.json': JSON.stringify({ name: 'express', version: '5.0.0' }),
  'index.js': ["'use strict';", '', "module.exports = require('./lib/express');"].join('\n'),
  'lib/application.js': [
    "'use strict';", // 1
    'var app = exports = module.exports = {};',
    'app.use = function use(fn) {',
    '  return this;',
    '};', // 5
  ].join('\n'),
  'lib/express.js': [
    "'use strict';", // 1
    "var mixin = require('merge-descriptors');",
    "var proto = require('./application');",
    'exports = module.exports = createApplication;',
    '/**', // 5
    ' * @return {Function}',
    ' */',
    'function createApplication() {',
    '  var app = function(req, res, next) {',
    '    app.handle(req, res, next);', // 10
    '  };',
    '  mixin(app, proto, false);',
    '  return app;',
    '}',
  ].join('\n'),
  'test/app.use.js': [
    "'use strict'", // 1
    "var express = require('..');",
    "describe('app', function(){",
    "  it('should emit \"mount\" when mounted', function(done){",
    '    var blog = express()', // 5
    "    blog.use(function (req, res) { res.end('blog') })",
    '    done()',
    '  })',
    '})',
  ].join('\n'),
  'test/Router.js': ["'use strict'", "var express = require('../')", 'function make () {', '  return express()', '}', 'module.exports = make'].join('\n'),
};

describeGraph('code graph: a CommonJS package required by its folder and re-exported whole (express)', FILES, 'graph-cjs-package-require', (fx) => {
  it("reaches the function the package's index re-exports as its default, called under the name the test gave the module", async () => {
    await expectEdges(fx, 'code_callers', {
      createApplication: ['test/Router.js:make:import', 'test/app.use.js:describe app › it should emit "mount" when mounted:import'],
    });
  });

  it('gives what the function returns the members mixed into it (mixin(app, proto, false))', async () => {
    await expectEdges(fx, 'code_callers', { 'app.use': ['test/app.use.js:describe app › it should emit "mount" when mounted:receiver'] });
  });
});
