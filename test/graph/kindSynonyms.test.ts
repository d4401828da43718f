/**
 * code_symbol's kind takes other languages' words for its kinds (ToolDef
 * synonyms; newcomer 13a: `-k struct` and `-k trait` were refused with the
 * kind list): a Rust struct is found as kind struct or class, a trait as
 * trait or interface; an unknown word is still refused with the list.
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
});
