/**
 * Kotlin bodies closed on their own line (lang-gaps #1): after `interface P5
 * { fun price(): Int }`, the valid `class Fee5(val c: Int) : P5 { override
 * fun price(): Int = c }` made the grammar end the file in one ERROR, so
 * Fee5, its price and everything after them were no definitions and no
 * answer said why. The file is read again with `;` before those `}`
 * (kotlinBraces.ts): every definition is back, signatures as written, no
 * syntax error left. A file the parser still cannot read whole is named by
 * a no-symbol answer for a name it writes.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { kotlinBraceSemicolons } from '../../server/src/core/graph/kotlinBraces';

const FILES = {
  'src/shop/Fee.kt': [
    'package shop',
    '',
    'interface P5 { fun price(): Int }',
    'class Fee5(val c: Int) : P5 { override fun price(): Int = c }',
    'class Tip(val p: P5) { fun total(): Int = p.price() + "${c() }".length }',
    '',
    'fun c(): Int = 1',
    'fun bill(f: Fee5): Int = f.price()',
    '',
  ].join('\n'),
  'src/shop/Broken.kt': ['package shop', '', 'fun broken( {', 'class Lost { fun g() = 1 }', ''].join('\n'),
};

describeGraph('Kotlin one-line bodies in a row', FILES, 'kotlin-one-line', (fx) => {
  it('keeps every definition after a one-line interface, signatures as written', () => {
    assert.deepEqual(defsIn(fx, 'src/shop/Fee.kt'), [
      'interface P5 3',
      'method P5.price 3',
      'class Fee5 4',
      'method Fee5.constructor 4',
      'method Fee5.price 4',
      'class Tip 5',
      'method Tip.constructor 5',
      'method Tip.total 5',
      'function c 7',
      'function bill 8',
    ]);
    const rec = fx.graph.data.files.get('src/shop/Fee.kt')!;
    assert.equal(rec.errors, undefined);
    assert.equal(rec.defs.find((d) => d.name === 'Fee5')?.signature, 'class Fee5(val c: Int) : P5 { override fun price(): Int = c }');
  });

  it('resolves calls of the recovered definitions', async () => {
    await expectEdges(fx, 'code_callers', {
      'Fee5.price': ['src/shop/Fee.kt:Tip.total:base', 'src/shop/Fee.kt:bill:receiver'],
      c: ['src/shop/Fee.kt:Tip.total:same-file'],
    });
  });

  it('names a file read with errors that writes a name the graph lacks', async () => {
    const r = await fx.call('code_symbol', { name: 'Lost' });
    assert.match(r.text, /^No matches: no symbol Lost/);
    assert.match(r.text, /Lost is written in 1 file the parser could not read whole, where its definition may be lost: src\/shop\/Broken\.kt/);
    const none = await fx.call('code_symbol', { name: 'Nowhere' });
    assert.doesNotMatch(none.text, /could not read whole/);
  });
});

describe('kotlinBraceSemicolons', () => {
  it('puts `;` before a `}` after a statement on its line, never in strings, templates, chars or comments', () => {
    const src = 'class A { val s = "x }" + "${a }" + \'}\' } // b }\n/* c } */ fun f() { }\nval g = { x -> }';
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text, 'class A { val s = "x }" + "${a }" + \'}\';} // b }\n/* c } */ fun f() { }\nval g = { x -> }');
    assert.equal(r.text.length, src.length);
    assert.deepEqual(r.blanked, [{ name: ';', line: 1 }]);
    assert.equal(kotlinBraceSemicolons('class A {\n  fun f() = 1\n}\n'), undefined);
  });
});
