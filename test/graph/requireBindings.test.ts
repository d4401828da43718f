/**
 * CommonJS require bindings (newcomer 9 #17): `const Service =
 * require('./svc').default` re-binds what svc.js exports; it is an import
 * binding, not a second definition of Service, so `callers Service` is not
 * "Ambiguous" between the class and this const, and `new Service()` through
 * it reaches the class svc.js exports as its default (`exports.default =
 * Service`, what a compiler writes). `require('./util').helper` binds one
 * export the same way. Decoys: other.js defines Service, Service.run and
 * helper, exported by nobody's require.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'svc.js': 'class Service {\n  run() { return 1; }\n}\nexports.default = Service;\n',
  'util.js': 'function helper() { return 2; }\nfunction other() { return 3; }\nmodule.exports = { helper, other };\n',
  'app.js': [
    "const Service = require('./svc').default;",
    "const h2 = require('./util').helper;",
    "const { other } = require('./util');",
    '',
    'function main() {',
    '  const s = new Service();',
    '  s.run();',
    '  h2();',
    '  other();',
    '}',
    'module.exports = { main };',
    '',
  ].join('\n'),
  'lib/other.js': 'class Service {\n  run() {}\n}\nfunction helper() {}\nfunction local() {\n  helper();\n  new Service().run();\n}\n',
};

describeGraph('code graph: CommonJS require bindings', FILES, 'graph-require-bindings', (fx) => {
  it('new Service() through require(…).default reaches the class exported as default; the const is no definition', async () => {
    assert.deepEqual(await callers(fx, 'Service', 'svc.js'), ['app.js:main:import']);
    assert.deepEqual(await callers(fx, 'Service.run', 'svc.js'), ['app.js:main:receiver']);
    // The decoy keeps its own caller only.
    assert.deepEqual(await callers(fx, 'Service', 'lib/other.js'), ['lib/other.js:local:same-file']);
    // A const holding require(…) or one property of it is an import binding (`callers Service` was Ambiguous with it).
    assert.deepEqual(defsIn(fx, 'app.js'), ['function main 5']);
  });

  it('require(…).helper under another name reaches helper', async () => {
    assert.deepEqual(await callers(fx, 'helper', 'util.js'), ['app.js:main:alias']);
    assert.deepEqual(await callers(fx, 'helper', 'lib/other.js'), ['lib/other.js:local:same-file']);
    assert.deepEqual(await callers(fx, 'other', 'util.js'), ['app.js:main:import']);
  });
});
