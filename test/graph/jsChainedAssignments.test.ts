/**
 * JavaScript chained assignments (newcomer, issue 3: express's 18 examples
 * `var app = module.exports = express()` then `app.listen(3000)`, unresolved
 * while `var app = express()` resolved). An assignment expression's value is
 * its right side (ECMA-262, "Assignment Operators"), at any depth of
 * chaining, so the declared variable holds what the innermost right side
 * gives: a construction, a factory's result; a plain assignment `b = o.x =
 * new C()` alike. Decoy: Other.listen.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/application.js': lines(
    'class Application {', // 1
    '  listen(port) {', // 2
    '    return port;', // 3
    '  }', // 4
    '}', // 5
    '', // 6
    'class Other {', // 7
    '  listen(port) {', // 8
    '    return 0;', // 9
    '  }', // 10
    '}', // 11
    '', // 12
    'function createApplication() {', // 13
    '  return new Application();', // 14
    '}', // 15
    '', // 16
    'module.exports = { createApplication, Application, Other };', // 17
  ),
  'examples/hello-world/index.js': lines(
    "var express = require('../../lib/application');", // 1
    '', // 2
    'var app = module.exports = express.createApplication();', // 3
    '', // 4
    'app.listen(3000);', // 5
  ),
  'examples/deep/index.js': lines(
    "var lib = require('../../lib/application');", // 1
    'var holder = {};', // 2
    '', // 3
    'function start() {', // 4
    '  var app = exports = module.exports = holder.app = new lib.Application();', // 5
    '  return app.listen(1);', // 6
    '}', // 7
    '', // 8
    'function restart() {', // 9
    '  var again;', // 10
    '  again = holder.other = new lib.Application();', // 11
    '  return again.listen(2);', // 12
    '}', // 13
  ),
};

describeGraph('code graph: JavaScript chained assignments', FILES, 'js-chained-assignments', (fx) => {
  it('var x = a.b = v: x holds v (a factory result, a construction), at any depth; x = a.b = v alike', async () => {
    await expectEdges(fx, 'code_callers', {
      'Application.listen': ['examples/deep/index.js:restart:receiver', 'examples/deep/index.js:start:receiver', 'examples/hello-world/index.js:index.js:receiver'],
      'Other.listen': [],
    });
  });
});
