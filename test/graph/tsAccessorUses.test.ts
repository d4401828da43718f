/**
 * Newcomer issue 3 #1 (got's `callers Options.body`): accessor uses are
 * found in the code only, not in comments or strings, and a write to a
 * property with a setter is a call of the setter (langTsCalls getterReads,
 * typedReads, inText). `this.x = v` and `s.x = v` through a typed value
 * call `set x`; `this.x++` and `s.x += 1` call the getter and the setter; a
 * get/set pair is answered as one symbol, so its callers hold both.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'src/opts.ts': lines(
    'export class Opts {',
    '  private b = 1;',
    '  get body(): number { return this.b; }',
    '  set body(v: number) { this.b = v; }',
    '  get only(): number { return 1; }',
    '  bump(): void {',
    '    // this.body in a comment',
    '    this.body++;',
    '  }',
    '}',
  ),
  'src/req.ts': lines(
    "import { Opts } from './opts';",
    'export class Req {',
    '  options = new Opts();',
    '  run(): void {',
    '    const x = this.options.body;',
    '    // this comment mentions this.options.body here',
    '    /* and this.options.body in a block comment */',
    '    this.options.body = 3;',
    "    const s = 'this.options.body' + `${this.options.only} this.options.body`;",
    '    console.log(x, s);',
    '  }',
    '}',
    'export function set(o: Opts): void {',
    '  o.body += 2;',
    '  o.only = 4;',
    '}',
    'export function later(o: Opts): void {',
    '  // a comment ending with the name and a dot: o.',
    '  o.body = 5;',
    '}',
  ),
};

describeGraph('TypeScript accessor uses: code only, and writes call the setter', FILES, 'ts-accessor-uses', (fx) => {
  it('counts a read and a write through a typed field, not the mentions in comments and strings', async () => {
    const r = await fx.call('code_callers', { symbol: 'Opts.body' });
    assert.deepEqual((r.structured!.items as { name: string; calls: number[] }[]).map((i) => [i.name, i.calls]), [
      ['Opts.bump', [8]],
      ['Req.run', [5, 8]],
      ['set', [14]],
      ['later', [19]],
    ]);
    assert.deepEqual(await callers(fx, 'Opts.only'), ['src/req.ts:Req.run:receiver']);
  });

  it('with path:line, the getter has the reads and the setter the writes (an update is both)', async () => {
    const at = async (line: number) => {
      const r = await fx.call('code_callers', { symbol: 'Opts.body', path: `src/opts.ts:${line}` });
      return (r.structured!.items as { name: string; calls: number[]; undecided?: number[] }[]).map((i) => [i.name, i.calls, i.undecided ?? []]);
    };
    assert.deepEqual(await at(3), [['Opts.bump', [8], []], ['Req.run', [5], []], ['set', [14], []]]);
    assert.deepEqual(await at(4), [['Opts.bump', [8], []], ['Req.run', [8], []], ['set', [14], []], ['later', [19], []]]);
  });

  it('records a write as a read with one argument, and an update as both', async () => {
    const reads = fx.graph.data.files.get('src/req.ts')!.calls.filter((c) => c.kind === 'read' && c.name === 'body');
    // `o.` ending the comment on line 18, then `o.body = 5` opening line 19 (the comment's match took its `o`): one write.
    assert.deepEqual(reads.map((c) => [c.line, c.args ?? 0]), [[5, 0], [8, 1], [14, 0], [14, 1], [19, 1]]);
    const own = fx.graph.data.files.get('src/opts.ts')!.calls.filter((c) => c.kind === 'read');
    assert.deepEqual(own.map((c) => [c.name, c.line, c.args ?? 0]), [['body', 8, 0], ['body', 8, 1]]);
  });

  it('lists the setter among the callees of a function that writes the property', async () => {
    // The getter (the update's read) and the setter: two definitions of the pair.
    assert.deepEqual(await callees(fx, 'set'), ['src/opts.ts:Opts.body:receiver', 'src/opts.ts:Opts.body:receiver']);
  });
});
