/**
 * A local of a function named like an import hides it: express's app.render
 * does `var View = this.get('view'); new View(name)` beside the module's
 * `var View = require('./view')`, and Python's `helper =
 * registry.get("h"); helper()` beside `from lib.h import helper`; those
 * calls are the local's value's, not the import's (newcomer 48 B-6). A local
 * holding the import itself (`const View = require('./view')` in a function,
 * a function's own `from m import f`) still calls it. Real temp repository,
 * the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'lib/view.js': ['function View(name) { this.name = name; }', 'module.exports = View;'].join('\n'),
  'lib/app.js': [
    "var View = require('./view');",
    'var app = exports = module.exports = {};',
    'app.render = function render(name) {',
    "  var View = this.get('view');",
    '  return new View(name);',
    '};',
    'app.other = function other(name) {',
    '  return new View(name);',
    '};',
    'app.again = function again(name) {',
    "  const View = require('./view');",
    '  return new View(name);',
    '};',
    // A property key in an object pattern declares the name after it (vuejs/core's `const { provide: provideOptions } = o`).
    // (A parameter's type names no local either: `function (v: View)` in TypeScript; callChains.test.ts.)
    'app.keyed = function keyed(opts) {',
    '  const { View: Other } = opts;',
    '  return new View(Other);',
    '};',
  ].join('\n'),
  'pkg/__init__.py': '',
  'pkg/h.py': ['def helper():', '    return 1'].join('\n'),
  'pkg/use.py': [
    'from pkg.h import helper',
    '',
    'def run(registry):',
    '    helper = registry.get("h")',
    '    return helper()',
    '',
    'def plain():',
    '    return helper()',
    '',
    'def local_import():',
    '    from pkg.h import helper',
    '    return helper()',
  ].join('\n'),
};

describeGraph('code graph: locals hiding an import', FILES, 'locals-hiding-imports', (fx) => {
  it('a call of the local is not a call of the import, in JavaScript and Python', async () => {
    await expectEdges(fx, 'code_callers', {
      View: ['lib/app.js:app.again:import', 'lib/app.js:app.keyed:import', 'lib/app.js:app.other:import'],
      helper: ['pkg/use.py:local_import:import', 'pkg/use.py:plain:import'],
    });
  });
});
