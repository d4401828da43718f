/**
 * Python `@overload` stubs are signatures of the implementation that follows
 * them, not definitions of their own (newcomer report on psf/requests:
 * `to_key_val_list` was "ambiguous" forever, with three definitions in one
 * file). The definition's range starts at the first stub, as TypeScript
 * overloads do; it is shown at the implementation (newcomer 39 #8).
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, graphFixture } from './helpers';

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
  it('one definition per overloaded function or method, shown at its implementation, with the callers of all', async () => {
    const fx = await graphFixture({ 'pkg/__init__.py': '', 'pkg/utils.py': UTILS, 'pkg/app.py': APP }, 'py-overload');
    await fx.graph.ensure(120_000);
    const defs = fx.graph.findDefinitions('to_pairs');
    assert.equal(defs.length, 1, JSON.stringify(defs));
    assert.equal(defs[0].line, 8);
    assert.equal(defs[0].endLine, 10);
    const callers = await fx.call('code_callers', { symbol: 'to_pairs' });
    assert.doesNotMatch(callers.text, /Ambiguous/);
    assert.deepEqual((callers.structured!.items as any[]).map((i) => `${i.path}:${i.name}`), ['pkg/app.py:build']);
    // The implementation's calls belong to the one definition.
    assert.deepEqual(await fx.names('code_callees', { symbol: 'to_pairs' }), ['pkg/utils.py:normalize']);
    const enc = fx.graph.findDefinitions('Codec.encode');
    assert.equal(enc.length, 1, JSON.stringify(enc));
    assert.equal(enc[0].line, 20);
    // `with Codec() as codec:` types codec as `codec = Codec()` does.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Codec.encode' }), ['pkg/app.py:send', 'pkg/app.py:stream']);
  });
});

// click's core.py: Context.invoke's stubs were merged into Command.invoke further down (the next
// same-named definition in the file), which made up a function at the second stub and lost
// Command.invoke, Context.forward and the methods after the group.
const CLICKLIKE = [
  'import typing as t',
  '',
  '',
  'class Context:',
  '    @t.overload',
  '    def invoke(self, cb: int) -> int: ...',
  '',
  '    @t.overload',
  '    def invoke(self, cb: str) -> str: ...',
  '',
  '    def invoke(self, cb):',
  '        return cb',
  '',
  '    def forward(self, cmd):',
  '        return self.invoke(cmd)',
  '',
  '',
  'class Command:',
  '    def invoke(self, ctx: Context):',
  '        return ctx.invoke(1)',
  '',
  '    def main(self):',
  '        return self.invoke(None)',
  '',
  '',
  'class Protocolish:',
  '    @t.overload',
  '    def read(self, n: int) -> bytes: ...',
  '    @t.overload',
  '    def read(self) -> bytes: ...',
  '',
  '',
  'def use(p: Protocolish):',
  '    return p.read()',
  '',
].join('\n');

describe('code graph: Python @overload groups stay in their class', () => {
  it('stubs merge into the implementation of their own class, never a same-named method of a later class', async () => {
    const fx = await graphFixture({ 'core.py': CLICKLIKE }, 'py-overload-scope');
    await fx.graph.ensure(120_000);
    assert.deepEqual(defsIn(fx, 'core.py'), [
      'class Context 4',
      'method Context.invoke 6',
      'method Context.forward 14',
      'class Command 18',
      'method Command.invoke 19',
      'method Command.main 22',
      'class Protocolish 26',
      // A group with no implementation keeps its first stub as the definition.
      'method Protocolish.read 28',
      'function use 33',
    ]);
    const inv = fx.graph.findDefinitions('Context.invoke');
    assert.equal(inv.length, 1);
    assert.equal(inv[0].endLine, 12);
    // Command.invoke (the decoy) is neither merged nor called by Context.forward.
    assert.deepEqual(await callers(fx, 'Context.invoke'), ['core.py:Command.invoke:receiver', 'core.py:Context.forward:receiver']);
    assert.deepEqual(await callers(fx, 'Command.invoke'), ['core.py:Command.main:receiver']);
    assert.deepEqual(await callers(fx, 'Protocolish.read'), ['core.py:use:receiver']);
  });
});
