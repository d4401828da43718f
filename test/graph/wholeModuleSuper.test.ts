/**
 * A CommonJS module that is one value, and `super(p)` (newcomer 10 #18):
 * - `module.exports = Store` makes the module Store, so `const Store =
 *   require('./store')` then `new Store()`, `s.get()` and the static
 *   `Store.open()` reach store.js's class; a module exporting an object
 *   (`module.exports = { helper }`) keeps its functions by name. Decoys:
 *   other.js defines another Store (its own module) that nobody requires,
 *   and esm.ts's `import * as ns` namespace is not callable.
 * - `super(p)` in a derived constructor is a call of the base class's
 *   constructor (as the TypeScript call hierarchy counts it); `super.init()`
 *   stays a call of the base method.
 */
import { expectEdges, indexedGraph } from './helpers';

const FILES = {
  'store.js': 'class Store {\n  get(k) { return k; }\n  static open() { return new Store(); }\n}\nmodule.exports = Store;\n',
  'other.js': 'class Store {\n  get(k) { return k; }\n}\nfunction open() { return 0; }\nmodule.exports = { open };\n',
  'util.js': 'function helper() { return 1; }\nmodule.exports = { helper };\n',
  'app.js': [
    "const Store = require('./store');",
    "const { helper } = require('./util');",
    'function main() {',
    '  const s = new Store();',
    '  helper();',
    '  Store.open();',
    "  return s.get('a');",
    '}',
    'module.exports = { main };',
    '',
  ].join('\n'),
  'base.ts': [
    'export class A {',
    '  constructor(p: number) { this.init(p); }',
    '  init(p: number) { return p; }',
    '}',
    'export class B extends A {',
    '  constructor(p: number) { super(p); super.init(p); }',
    '}',
    'export class C extends B {',
    '  constructor() { super(1); }',
    '}',
    'export class Lone {',
    '  constructor(p: number) { void p; }',
    '}',
    '',
  ].join('\n'),
  'esm.ts': "import * as ns from './base';\nexport function viaNs() { return new ns.A(1); }\n",
};

describe('code graph: a CommonJS module that is one value, and super(p) as a constructor call', function () {
  this.timeout(120_000);
  const fx = indexedGraph(FILES, 'whole-module-super');

  it('module.exports = Store: the required binding is the class, for new, members and statics', async () => {
    await expectEdges(fx, 'code_callers', {
      'Store @ store.js': ['app.js:main:import', 'store.js:Store.open:same-file'],
      'Store @ other.js': [],
      'Store.get @ store.js': ['app.js:main:receiver'],
      'Store.get @ other.js': [],
      'Store.open': ['app.js:main:import'],
      'open @ other.js': [],
      helper: ['app.js:main:import'],
    });
  });

  it('super(p) calls the base constructor; super.init() the base method', async () => {
    await expectEdges(fx, 'code_callers', {
      'A.constructor': ['base.ts:B.constructor:receiver', 'esm.ts:viaNs:import'],
      'B.constructor': ['base.ts:C.constructor:receiver'],
      'A.init': ['base.ts:A.constructor:receiver', 'base.ts:B.constructor:receiver'],
      'Lone.constructor': [],
    });
  });
});
