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

// commander's Command.option (newcomer 39 #4): `@return {Command}` comes after an `@example` block, ~700 characters into
// the JSDoc, past what a record keeps of a doc (DOC_MAX): the tag was cut off with the rest and every chain
// `program.option(…).option(…)` went unresolved.
const LONG_DOC = [
  'class Command {',
  '  /**',
  '   * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.',
  '   *',
  '   * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required',
  '   * option-argument is indicated by `<>` and an optional option-argument by `[]`.',
  '   *',
  '   * @example',
  "   * program",
  "   *     .option('-p, --pepper', 'add pepper')",
  "   *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument",
  "   *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default",
  "   *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function",
  '   *',
  '   * @param {string} flags',
  '   * @param {string} [description]',
  '   * @return {Command} `this` command for chaining',
  '   */',
  '  option(flags, description) { return this._optionEx({}, flags, description); }',
  '  _optionEx(config, flags) { return this.found; }',
  '  parse(argv) { return argv; }',
  '}',
  'class Other { parse(x) { return x; } }',
  'function main(program) { const p = new Command(); p.option("-a").option("-b").parse([]); }',
  'module.exports = { Command, Other, main };',
  '',
].join('\n');

describeGraph('code graph: a JSDoc @return past what a record keeps of the doc', { 'lib/command.js': LONG_DOC }, 'graph-jsdoc-long-returns', (fx) => {
  it('chains through the method still read its @return type', async () => {
    const c = (await callees(fx, 'main')).map((e) => e.replace(/:[a-z-]+$/, ''));
    assert.deepEqual(c.sort(), ['lib/command.js:Command', 'lib/command.js:Command.option', 'lib/command.js:Command.parse']);
  });
});
