/**
 * A definition whose name the source spells in NFD (decomposed: `o` + U+0308)
 * is found by a query typed in NFC (`ö`), and the other way round; before,
 * the answer was "no symbol größe_nfd; did you mean größe_nfd?" (newcomer 8 #18).
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: names in either Unicode normal form', function () {
  this.timeout(60000);
  it('finds an NFD-spelled definition and its callers by the NFC name, and an NFC one by the NFD name', async () => {
    const nfd = 'größe_nfd'.normalize('NFD');
    const nfc = 'café_nfc'.normalize('NFC');
    const fx = await graphFixture({ 'pkg/m.py': `def ${nfd}():\n    return 1\n\ndef ${nfc}():\n    return ${nfd}()\n` }, 'graph-unicode-forms');
    const sym = await fx.call('code_symbol', { name: 'größe_nfd'.normalize('NFC') });
    assert.deepEqual((sym.structured!.items as { line: number }[]).map((i) => i.line), [1], sym.text);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'größe_nfd'.normalize('NFC') }), [`pkg/m.py:${nfc}`]);
    const back = await fx.call('code_symbol', { name: 'café_nfc'.normalize('NFD') });
    assert.deepEqual((back.structured!.items as { line: number }[]).map((i) => i.line), [4], back.text);
  });
});
