/**
 * The languages whose grammars come from their own npm packages (C, Scala,
 * Lua, Zig, Kotlin, Swift, Dart): one small real program each, indexed by the
 * real engine in a temp git repository. Each checks definitions (kind, line,
 * signature, doc), callers and callees across files, and a same-named decoy
 * that is not a caller.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';

/** `path:name:via` of code_callers for `symbol` (scoped by `path`). */
async function callers(fx: GraphFixture, symbol: string, path?: string): Promise<string[]> {
  const r = await fx.call('code_callers', path ? { symbol, path } : { symbol });
  assert.ok(!r.isError && !r.structured?.candidates, r.text);
  return ((r.structured!.items ?? []) as any[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
}

/** `name:via` of code_callees for `symbol` (scoped by `path`). */
async function callees(fx: GraphFixture, symbol: string, path?: string): Promise<string[]> {
  const r = await fx.call('code_callees', path ? { symbol, path } : { symbol });
  assert.ok(!r.isError && !r.structured?.candidates, r.text);
  return ((r.structured!.items ?? []) as any[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
}

/** `kind name line` of every definition in `path`, in order. */
function defsIn(fx: GraphFixture, path: string): string[] {
  const rec = fx.graph.data.files.get(path);
  assert.ok(rec, `${path} is indexed`);
  return rec.defs.map((d) => `${d.kind} ${d.container ? `${d.container}.` : ''}${d.name} ${d.line}`);
}

describe('code graph: languages from their own grammar packages', () => {
  it('C: functions, macros, structs, enums, typedefs; #include resolves the header and its .c file; a decoy in the same folder is not a caller', async () => {
    const fx = await graphFixture({
      'src/util.h': [
        '#ifndef UTIL_H',
        '#define UTIL_H',
        '/* A point. */',
        'typedef struct point { int x, y; } point_t;',
        'enum color { RED, GREEN };',
        '#define SQUARE(n) ((n) * (n))',
        'int helper(int n);',
        'static inline int twice(int n) { return SQUARE(n) / n * 2; }',
        '#endif',
      ].join('\n'),
      'src/util.c': [
        '#include "util.h"',
        '',
        '/** Doubles n, then adds one. */',
        'int helper(int n) {',
        '  return twice(n) + one();',
        '}',
        '',
        'static int one(void) { return 1; }',
        '',
        'char **names(void) { return 0; }',
      ].join('\n'),
      'src/main.c': '#include <stdio.h>\n#include "util.h"\n\nint main(void) {\n  printf("%d", helper(2));\n  return twice(3);\n}\n',
      'src/legacy.c': '/* Same name, not included by main.c. */\nint helper(int n) { return n; }\nint old(void) { return helper(1); }\n',
      'lib/one.c': 'int one(void) { return 1; }\n',
    }, 'graph-c');
    assert.deepEqual(await callers(fx, 'helper', 'src/util.c'), ['src/main.c:main:import']);
    assert.deepEqual(fx.graph.status().byLanguage, { c: 5 });
    assert.deepEqual(defsIn(fx, 'src/util.h'), ['type point_t 4', 'class point 4', 'enum color 5', 'function SQUARE 6', 'function twice 8']);
    assert.deepEqual(defsIn(fx, 'src/util.c'), ['function helper 4', 'function one 8', 'function names 10']);
    const helper = fx.graph.findDefinitions('helper', { path: 'src/util.c' })[0];
    assert.equal(helper.signature, 'int helper(int n)');
    assert.equal(helper.doc, 'Doubles n, then adds one.');
    assert.equal(fx.graph.findDefinitions('point_t')[0].doc, 'A point.');
    // main.c includes util.h: helper is util.c's (import), not legacy.c's.
    assert.deepEqual(await callers(fx, 'helper', 'src/util.c'), ['src/main.c:main:import']);
    assert.deepEqual(await callers(fx, 'helper', 'src/legacy.c'), ['src/legacy.c:old:same-file']);
    assert.deepEqual(await callers(fx, 'twice'), ['src/main.c:main:import', 'src/util.c:helper:import']);
    assert.deepEqual(await callers(fx, 'SQUARE'), ['src/util.h:twice:same-file']);
    // `one` in util.c is static: lib/one.c's `one` is not its callee, the file's own is.
    assert.deepEqual(await callees(fx, 'helper', 'src/util.c'), ['src/util.c:one:same-file', 'src/util.h:twice:import']);
    assert.deepEqual(await callers(fx, 'one', 'lib'), []);
    assert.equal(fx.graph.status().errors, 0);
  });
});
