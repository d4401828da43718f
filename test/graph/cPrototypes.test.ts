/**
 * C prototypes (issue 3 #5): a `path:line` on a function's prototype — in a
 * header that only declares it, or ahead of a static function's body — is
 * the function it declares, so callers, callees, impact and why answer for
 * its definition in the `.c` file.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, type GraphFixture } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const FILES = {
  'include/ledger.h': [
    '#ifndef LEDGER_H', // 1
    '#define LEDGER_H',
    '',
    'int ledger_total(int a,',
    '                 int b);', // 5
    'char *ledger_name(void);',
    'extern int (*ledger_hook)(int);',
    '',
    '#endif',
  ].join('\n'),
  'src/ledger.c': [
    '#include "../include/ledger.h"', // 1
    '',
    'static int clamp(int v);',
    '',
    'int ledger_total(int a, int b) {', // 5
    '    return clamp(a + b);',
    '}',
    '',
    'char *ledger_name(void) {',
    '    return "main";', // 10
    '}',
    '',
    'static int clamp(int v) {',
    '    return v < 0 ? 0 : v;',
    '}', // 15
  ].join('\n'),
  'src/main.c': ['#include "../include/ledger.h"', '', 'int main(void) {', '    ledger_name();', '    return ledger_total(1, 2);', '}', ''].join('\n'),
};

/** The text of `tool` asked with `args`, failing on an error. */
async function text(fx: GraphFixture, tool: string, args: Record<string, unknown>): Promise<string> {
  const r = await fx.call(tool, args);
  assert.ok(!r.isError, r.text);
  return r.text;
}

describeGraph('code graph: a C prototype\'s line answers for the function it declares', FILES, 'graph-c-prototypes', (fx) => {
  it('callers of a name on its header prototype (any of its lines) are the definition\'s', async () => {
    assert.deepEqual(await callers(fx, 'ledger_total', 'include/ledger.h:4'), ['src/main.c:main:name']);
    assert.deepEqual(await callers(fx, 'ledger_total', 'include/ledger.h:5'), ['src/main.c:main:name']);
    assert.match(await text(fx, 'code_callers', { symbol: 'ledger_total', path: 'include/ledger.h:4' }), /^callers of function ledger_total \(src\/ledger\.c:5\):/);
  });

  it('without a symbol, the prototype on the line is the one asked about (callees, impact)', async () => {
    assert.match(await text(fx, 'code_callees', { path: 'include/ledger.h:4' }), /^callees of function ledger_total \(src\/ledger\.c:5\):\nsrc\/ledger\.c:13 {2}function clamp/);
    assert.match(await text(fx, 'code_impact', { path: 'include/ledger.h:6' }), /^impact of function ledger_name \(src\/ledger\.c:9\)/);
    // A static function's forward declaration in its own file.
    assert.match(await text(fx, 'code_callers', { path: 'src/ledger.c:3' }), /^callers of function clamp \(src\/ledger\.c:13\):\nsrc\/ledger\.c:5 {2}function ledger_total/);
  });

  it('a variable holding a function pointer is no prototype', async () => {
    const r = await fx.call('code_callers', { path: 'include/ledger.h:7' });
    assert.match(r.text, /^No definition contains include\/ledger\.h:7/);
  });

  it('why of a prototype line names the definition it declares', async () => {
    installSymbolLocator();
    try {
      const text = await why(fx.engine, 'include/ledger.h:4', { limit: 12 });
      assert.match(text, /^Declares function ledger_total, defined at src\/ledger\.c:5-7; its why: ctx_why target="src\/ledger\.c:5-7"$/m, text);
    } finally {
      setSymbolLocator(null);
    }
  });
});
