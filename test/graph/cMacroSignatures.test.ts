/**
 * A C function-like macro is listed with its head as signature, `#define
 * can_read(buffer, size)` (cJSON's parse helpers; newcomer 45 #9 saw an
 * empty signature), and its uses are its callers. Real temp repository, the
 * real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'cJSON.c': [
    '#define can_read(buffer, size) ((buffer != NULL) && \\',
    '    (((buffer)->offset + size) <= (buffer)->length))',
    '#define MAX 3',
    'static int parse_value(void *b) { return can_read(b, 1); }',
  ].join('\n'),
};

describeGraph('C function-like macros', FILES, 'c-macro-signatures', (fx) => {
  it('show `#define name(params)` as their signature', async () => {
    const r = await fx.call('code_symbol', { name: 'can_read' });
    assert.match(r.text, /^cJSON\.c:1 {2}function can_read {2}#define can_read\(buffer, size\)$/m);
  });

  it('are called where they are used', async () => {
    await expectEdges(fx, 'code_callers', { can_read: ['cJSON.c:parse_value:same-file'] });
  });
});
