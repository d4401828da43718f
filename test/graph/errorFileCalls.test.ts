/**
 * Callers and impact name the calls a syntax error may have lost (newcomer
 * 39 #1: okio's ByteString.kt ended in an ERROR after its class header, and
 * `callers commonHex` said only "No callers found"): where a file read with
 * errors calls the name, from its first error on, on a line no call of it
 * was read from (fileNotes.ts errorFilesCalling).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: calls a syntax error may have lost', {
  'src/a.kt': [
    'package p',
    'fun helper(): String = "x"',
    'fun other(): String = "y"',
    'class Is {',
    '  fun ok(): String = helper()', // 5
    '}',
    'val x = when { else -> { ) }', // 7: the error
    'class After {',
    '  // helper() is the one to call', // 9: a comment
    '  fun z(): String = helper()', // 10
    '}',
    '',
  ].join('\n'),
  'src/b.kt': ['package p', 'fun clean(): String = other()', ''].join('\n'),
}, 'error-file-calls', (fx) => {
  it('callers name the line the parser did not read a call from', async () => {
    const r = await fx.call('code_callers', { symbol: 'helper' });
    assert.match(r.text, /^src\/a\.kt:5 {2}method Is\.ok /m);
    assert.match(r.text, /^helper is called in 1 file the parser could not read whole, on lines no call was read from: src\/a\.kt:10 \(/m);
  });

  it('a name the files with errors do not call gets no such line', async () => {
    const r = await fx.call('code_callers', { symbol: 'other' });
    assert.doesNotMatch(r.text, /could not read whole/);
  });
});
