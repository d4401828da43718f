/**
 * A member assigned as another's alias at a module's top level is found by
 * the alias (newcomer 22 #5, express's `res.set = res.header = function
 * header(…)`): `symbol res.set` answers res.header, and callers through the
 * alias are res.header's. Decoy: another module's `res.header`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const RESPONSE = [
  'var res = module.exports = {};', // 1
  'res.set = res.header = function header(field, val) { return field; };', // 2
  'res.type = function (t) { return this.set("Content-Type", t); };', // 3
  '',
].join('\n');
const OTHER = 'var res = module.exports = {};\nres.header = function header(f) { return f; };\n';

describeGraph('code graph: member aliases found by the alias', { 'lib/response.js': RESPONSE, 'lib/other.js': OTHER }, 'member-alias-names', (fx) => {
  it('answers symbol res.set with the definition it stands for, and callers through it', async () => {
    const r = await fx.call('code_symbol', { name: 'res.set' });
    assert.deepEqual((r.structured!.items as { name: string; path: string; line: number }[]).map((i) => `${i.path}:${i.line} ${i.name}`), ['lib/response.js:2 res.header']);
    await expectEdges(fx, 'code_callers', { 'res.set': ['lib/response.js:res.type:receiver'] });
  });
});
