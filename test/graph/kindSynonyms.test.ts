/**
 * code_symbol's kind takes other languages' words for its kinds (ToolDef
 * synonyms; newcomer 13a: `-k struct` and `-k trait` were refused with the
 * kind list): a Rust struct is found as kind struct or class, a trait as
 * trait or interface; an unknown word is still refused with the list.
 * Newcomer 16 #4: the answer says when a synonym was read (`kind struct is
 * read as class`), and a typo is refused with the nearest kind.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: kind synonyms in code_symbol', { 'src/lib.rs': 'pub struct Circle { r: f64 }\npub trait Shape { fn area(&self) -> f64; }\n' }, 'graph-kind-synonyms', (fx) => {
  it('struct and trait find the class and the interface', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'Circle', kind: 'struct' }), ['src/lib.rs:Circle']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'Shape', kind: 'Trait' }), ['src/lib.rs:Shape']);
    const r = await fx.call('code_symbol', { name: 'Circle', kind: 'structs' });
    assert.equal(r.isError, true);
    assert.match(r.text, /kind: expected one of function\|method\|class\|interface\|type\|enum\|const/);
  });

  it('says which kind a synonym is read as; a typo gets the nearest kind with the list', async () => {
    const r = await fx.call('code_symbol', { name: 'Circle', kind: 'struct' });
    assert.equal(r.text, 'src/lib.rs:1  class Circle  pub struct Circle { r: f64 }\n(kind struct is read as class)');
    const plain = await fx.call('code_symbol', { name: 'Circle', kind: 'class' });
    assert.doesNotMatch(plain.text, /read as/);
    const typo = await fx.call('code_symbol', { name: 'Circle', kind: 'fucntion' });
    assert.equal(typo.isError, true);
    assert.equal(typo.text, 'Error: code_symbol: kind: expected one of function|method|class|interface|type|enum|const|test (or struct, record, object, trait, protocol, fn, fun, func, def, module, var, variable, read as one of them) ("fucntion" is none of them; did you mean function?)');
    const near = await fx.call('code_symbol', { name: 'Circle', kind: 'strcut' });
    assert.match(near.text, /\("strcut" is none of them; did you mean struct\? struct is read as class\)$/);
    const far = await fx.call('code_symbol', { name: 'Circle', kind: 'zzz' });
    assert.match(far.text, /kind: expected one of function\|method\|class\|interface\|type\|enum\|const\|test \(or struct, record, object, trait, protocol, fn, fun, func, def, module, var, variable, read as one of them\)$/);
    // Kotlin's keyword is a kind too (newcomer 24 #6).
    const fun = await fx.call('code_symbol', { name: 'Circle', kind: 'fun' });
    assert.match(fun.text, /kind fun is read as function/);
  });
});
