/**
 * JavaScript functions typed by their JSDoc (`/** @returns {Logger} *\/`,
 * langTs docReturns; newcomer 13b #9): `const a = getLogger(); a.log()` and
 * `getLogger().write()` reach Logger's methods, never a same-named method
 * of an unrelated class.
 */
import * as assert from 'node:assert/strict';
import { callees, describeGraph } from './helpers';

describeGraph(
  'code graph: JavaScript functions typed by JSDoc @returns',
  {
    'lib/logger.js': 'class Logger {\n  log(m) { return m; }\n  write(s) { return s; }\n}\nclass Other {\n  log(m) { return 0; }\n}\n/** @returns {Logger} */\nfunction getLogger() {\n  return make();\n}\nmodule.exports = { Logger, Other, getLogger };\n',
    'chain.js': 'const { getLogger } = require("./lib/logger");\nfunction chain() {\n  const a = getLogger();\n  a.log("z");\n  getLogger().write("y");\n}\nmodule.exports = { chain };\n',
  },
  'graph-jsdoc-returns',
  (fx) => {
    it('a.log() and getLogger().write() call Logger\'s methods', async () => {
      const c = (await callees(fx, 'chain')).map((e) => e.replace(/:[a-z-]+$/, ''));
      assert.deepEqual(c, ['lib/logger.js:Logger.log', 'lib/logger.js:Logger.write', 'lib/logger.js:getLogger']);
    });
  },
);
