/**
 * Python `@overload` stubs are signatures of the implementation that follows
 * them, not definitions of their own (newcomer report on psf/requests:
 * `to_key_val_list` was "ambiguous" forever, with three definitions in one
 * file). The definition starts at the first stub, as TypeScript overloads do.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const UTILS = [
  'import typing',
  'from typing import overload',
  '',
  '@overload',
  'def to_pairs(value: None) -> None: ...',
  '@overload',
  'def to_pairs(value: dict) -> list: ...',
  'def to_pairs(value):',
  '    """Turns a mapping into a list of pairs."""',
  '    return normalize(list(value.items())) if value is not None else None',
  '',
  'def normalize(pairs):',
  '    return pairs',
  '',
  'class Codec:',
  '    @typing.overload',
  '    def encode(self, data: str) -> bytes: ...',
  '    @typing.overload',
  '    def encode(self, data: bytes) -> bytes: ...',
  '    def encode(self, data):',
  '        return normalize(data)',
  '',
].join('\n');

const APP = [
  'from .utils import to_pairs, Codec',
  '',
  'def build(headers):',
  '    return to_pairs(headers)',
  '',
  'def send(body):',
  '    c = Codec()',
  '    return c.encode(body)',
  '',
  'def stream(body):',
  '    with Codec() as codec:',
  '        return codec.encode(body)',
  '',
].join('\n');

describe('code graph: Python @overload stubs and with … as receivers', () => {
  it('one definition per overloaded function or method, starting at the first stub, with the callers of all', async () => {
    const fx = await graphFixture({ 'pkg/__init__.py': '', 'pkg/utils.py': UTILS, 'pkg/app.py': APP }, 'py-overload');
    await fx.graph.ensure();
    const defs = fx.graph.findDefinitions('to_pairs');
    assert.equal(defs.length, 1, JSON.stringify(defs));
    assert.equal(defs[0].line, 5);
    assert.equal(defs[0].endLine, 10);
    const callers = await fx.call('code_callers', { symbol: 'to_pairs' });
    assert.doesNotMatch(callers.text, /Ambiguous/);
    assert.deepEqual((callers.structured!.items as any[]).map((i) => `${i.path}:${i.name}`), ['pkg/app.py:build']);
    // The implementation's calls belong to the one definition.
    assert.deepEqual(await fx.names('code_callees', { symbol: 'to_pairs' }), ['pkg/utils.py:normalize']);
    const enc = fx.graph.findDefinitions('Codec.encode');
    assert.equal(enc.length, 1, JSON.stringify(enc));
    assert.equal(enc[0].line, 17);
    // `with Codec() as codec:` types codec as `codec = Codec()` does.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Codec.encode' }), ['pkg/app.py:send', 'pkg/app.py:stream']);
  });
});
