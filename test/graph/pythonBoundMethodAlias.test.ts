/**
 * A local alias of a bound method (rich's Layout.render: `render_lines =
 * console.render_lines`, then `render_lines(…)` in a loop): the bare call is
 * the call of that method on that receiver, so it resolves by the receiver's
 * type (Console, not the decoy Printer), and one whose receiver's type is
 * unknown is counted in the method's "Not listed" note instead of being
 * dropped as a bare call that cannot run a method.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const RENDER = [
  'class Console:', // 1
  '    def render_lines(self, r):', // 2
  '        return [r]', // 3
  '', // 4
  'class Printer:', // 5
  '    def render_lines(self, r):', // 6
  '        return r', // 7
  '', // 8
  'class Layout:', // 9
  '    def render(self, console: Console):', // 10
  '        render_lines = console.render_lines', // 11
  '        for region in [1, 2]:', // 12
  '            lines = render_lines(region)', // 13
  '        return lines', // 14
  '', // 15
  '    def other(self, printer: Printer):', // 16
  '        render_lines = printer.render_lines', // 17
  '        return render_lines("b")', // 18
  '', // 19
  'def loose(thing):', // 20
  '    render_lines = thing.render_lines', // 21
  '    return render_lines("c")', // 22
  '', // 23
  'def plain(console: Console):', // 24
  '    return render_lines("d")', // 25
  '',
].join('\n');

describeGraph('code graph: Python local alias of a bound method', { 'render.py': RENDER }, 'python-bound-method-alias', (fx) => {
  it('resolves a bare call of the alias by the receiver it was read from', async () => {
    await expectEdges(fx, 'code_callers', {
      'Console.render_lines': ['render.py:Layout.render:receiver'],
      'Printer.render_lines': ['render.py:Layout.other:receiver'],
    });
    await expectEdges(fx, 'code_callees', { 'Layout.render': ['render.py:Console.render_lines:receiver'] });
  });

  it("counts an alias on a receiver of unknown type in the method's note, never a bare call with no alias", async () => {
    const r = await fx.call('code_callers', { symbol: 'Console.render_lines' });
    assert.ok(!r.isError, r.text);
    const calls = (r.structured!.unresolved as { calls: { path: string; line: number }[] }).calls;
    assert.deepEqual(calls.map((c) => `${c.path}:${c.line}`), ['render.py:22']);
  });
});
