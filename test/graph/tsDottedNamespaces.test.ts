/**
 * TypeScript dotted namespaces (newcomer review 3 #1): `namespace App.Util {
 * export function fmt() {} }` was no definition at all, its `fmt` shown bare
 * and `App.Util.fmt()` resolved nowhere (nor through the nested form
 * `namespace App { export namespace Util { … } }`). A dotted namespace is
 * now its namespaces, nested (`App.Util.fmt`), and `App.Util.fmt()` reaches
 * fmt from its own file, from a global script (a file with no import or
 * export sees the namespaces other scripts declare: `Solo.one()` too), and
 * through `import { Lib } from './mod'` of an `export namespace Lib.Str`.
 * Decoys: a module's (not global) `namespace App.Util` with its own fmt, and
 * a top-level fmt of another script.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/util.ts': [
    'namespace App.Util {',
    '  export function fmt() {',
    '    return 1;',
    '  }',
    '  export function local() {',
    '    return fmt();',
    '  }',
    '}',
    'function useIt() {',
    '  return App.Util.fmt();',
    '}',
    'namespace Solo {',
    '  export function one() {',
    '    return 1;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/nested.ts': [
    'namespace Outer {',
    '  export namespace Inner {',
    '    export function deep() {',
    '      return 2;',
    '    }',
    '  }',
    '}',
    'function useDeep() {',
    '  return Outer.Inner.deep();',
    '}',
    '',
  ].join('\n'),
  'src/other.ts': [
    'function fmt() {',
    '  return 0;',
    '}',
    'function elsewhere() {',
    '  Solo.one();',
    '  Outer.Inner.deep();',
    '  return App.Util.fmt();',
    '}',
    '',
  ].join('\n'),
  'src/mod.ts': ['export namespace Lib.Str {', '  export function pad() {', '    return 2;', '  }', '}', ''].join('\n'),
  'src/imp.ts': ["import { Lib } from './mod';", 'export function user() {', '  return Lib.Str.pad();', '}', ''].join('\n'),
  'src/private.ts': [
    'namespace App.Util {',
    '  export function fmt() {',
    '    return 9;',
    '  }',
    '}',
    'export function mine() {',
    '  return App.Util.fmt();',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: TypeScript dotted and nested namespaces', FILES, 'graph-ts-dotted-namespaces', (fx) => {
  it('namespace App.Util is two namespaces, App holding Util, and its function is App.Util.fmt', async () => {
    assert.deepEqual(defsIn(fx, 'src/util.ts'), [
      'namespace App 1',
      'namespace App.Util 1',
      'function Util.fmt 2',
      'function Util.local 5',
      'function useIt 9',
      'namespace Solo 12',
      'function Solo.one 13',
    ]);
    const [fmt] = fx.graph.findDefinitions('App.Util.fmt', { path: 'src/util.ts' });
    assert.equal(fmt.name, 'App.Util.fmt');
    assert.equal(fx.graph.findDefinitions('Util', { path: 'src/util.ts' })[0].signature, 'namespace App.Util');
  });

  it('App.Util.fmt() reaches fmt from its file, a global script and through an import; a module’s own App.Util is apart', async () => {
    await expectEdges(fx, 'code_callers', {
      'App.Util.fmt @ src/util.ts': ['src/other.ts:elsewhere:name', 'src/util.ts:App.Util.local:same-file', 'src/util.ts:useIt:same-file'],
      'App.Util.fmt @ src/private.ts': ['src/private.ts:mine:same-file'],
      'fmt @ src/other.ts': [],
      'Lib.Str.pad': ['src/imp.ts:user:import'],
      'Outer.Inner.deep': ['src/nested.ts:useDeep:same-file', 'src/other.ts:elsewhere:name'],
      'Solo.one': ['src/other.ts:elsewhere:name'],
    });
  });
});
