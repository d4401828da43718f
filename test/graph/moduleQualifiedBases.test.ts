/**
 * A base class written through a module (newcomer review 3 #3): `import * as
 * base from './base'; class Json extends base.Handler` (also JavaScript's
 * `const base = require('./base')`) took its base by the last name alone, so
 * a file's own `class Handler` decoy became Json's base: `super.run()` and
 * `super()` went to the local Handler, and base.ts's Handler had no callers
 * through Json. The base is kept whole (langTs qualifiedBases) and read in
 * the module its head imports (graphScope bases); dispatch through a
 * `base.Handler` reaches Json's override.
 */
import { describeGraph, expectEdges } from './helpers';

// The body of a class extending base.Handler, alike in the TS and the JS file: super() and super.run().
const SUPER_CALLS = ['  constructor() {', '    super();', '  }', '  run() {', '    return super.run();', '  }', '}'];

const FILES = {
  'src/base.ts': ['export class Handler {', '  constructor() {}', '  run() {', '    return 1;', '  }', '}', ''].join('\n'),
  'src/json.ts': [
    "import * as base from './base';",
    'class Handler {',
    '  constructor() {}',
    '  run() {',
    '    return 2;',
    '  }',
    '}',
    'export class Json extends base.Handler {',
    ...SUPER_CALLS,
    'export class Local extends Handler {',
    '  run() {',
    '    return super.run();',
    '  }',
    '}',
    'export function go(h: base.Handler) {',
    '  return h.run();',
    '}',
    '',
  ].join('\n'),
  'src/j.js': [
    "const base = require('./base');",
    'class Handler {',
    '  run() {',
    '    return 3;',
    '  }',
    '}',
    'class Json2 extends base.Handler {',
    ...SUPER_CALLS,
    '',
  ].join('\n'),
};

describeGraph('code graph: a base class written through a module (TS/JS)', FILES, 'graph-module-qualified-bases', (fx) => {
  it('super.run() and super() in a class extending base.Handler reach base.ts, not a same-named class of the file', async () => {
    await expectEdges(fx, 'code_callees', {
      'Json.run': ['src/base.ts:Handler.run:receiver'],
      'Json.constructor': ['src/base.ts:Handler.constructor:receiver'],
      'Json2.run': ['src/base.ts:Handler.run:receiver'],
      'Json2.constructor': ['src/base.ts:Handler.constructor:receiver'],
      'Local.run': ['src/json.ts:Handler.run:receiver'],
    });
    await expectEdges(fx, 'code_callers', {
      'Handler.run @ src/base.ts': ['src/j.js:Json2.run:receiver', 'src/json.ts:Json.run:receiver', 'src/json.ts:go:receiver'],
      'Handler.run @ src/json.ts': ['src/json.ts:Local.run:receiver'],
      'Handler.run @ src/j.js': [],
      'Json.run': ['src/json.ts:go:base'],
    });
  });
});
