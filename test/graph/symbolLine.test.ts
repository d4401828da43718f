/**
 * `code_symbol` reads `path:line` as the edge tools do: the definitions of
 * the name holding that line, innermost first; a line inside none of them
 * says so and lists the ones in that file (newcomer 8 #15: `symbol
 * RefImpl.value -p src/ref.ts:145`, and even `:99999`, listed every match).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const SRC = [
  'export class RefImpl {', // 1
  '  private _v = 0;', // 2
  '  get value() {', // 3
  '    return this._v;', // 4
  '  }', // 5
  '  set value(v: number) {', // 6
  '    this._v = v;', // 7
  '  }', // 8
  '}', // 9
  'export function value() {', // 10
  '  function value() {', // 11
  '    return 1;', // 12
  '  }', // 13
  '  return value();', // 14
  '}', // 15
  '',
].join('\n');

// Two definitions of one name starting on one line: the inner one ends first.
const SAME_LINE = [
  'export function run() { function run() { return helper(); }', // 1
  '  return run() + other();', // 2
  '}', // 3
  'function helper() { return 1; }', // 4
  'function other() { return 2; }', // 5
  '',
].join('\n');

describeGraph('code graph: code_symbol with path:line', { 'src/ref.ts': SRC, 'src/run.ts': SAME_LINE }, 'symbol-line', (fx) => {
  const lines = async (name: string, path: string) => {
    const r = await fx.call('code_symbol', { name, path });
    assert.ok(!r.isError, r.text);
    return { r, lines: ((r.structured?.items ?? []) as { line: number }[]).map((i) => i.line) };
  };

  it('keeps the definitions holding the line, innermost first', async () => {
    assert.deepEqual((await lines('value', 'src/ref.ts')).lines.length >= 3, true);
    assert.deepEqual((await lines('value', 'src/ref.ts:12')).lines, [11, 10]);
    assert.deepEqual((await lines('value', 'src/ref.ts:14')).lines, [10]);
  });

  it('a line inside none of them says so and lists the ones in the file', async () => {
    for (const at of ['src/ref.ts:2', 'src/ref.ts:99999']) {
      const { r, lines: got } = await lines('value', at);
      assert.deepEqual(got, []);
      assert.match(r.text, new RegExp(`no definition of value contains ${at}`));
      assert.ok(((r.structured?.candidates ?? []) as unknown[]).length >= 3, r.text);
    }
  });

  it('two definitions starting on one line: the shorter is the inner one, for code_symbol and the edge tools alike', async () => {
    const r = await fx.call('code_symbol', { name: 'run', path: 'src/run.ts:1' });
    const items = (r.structured?.items ?? []) as { line: number; endLine: number }[];
    assert.deepEqual(items.map((i) => [i.line, i.endLine]), [[1, 1], [1, 3]]);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'run', path: 'src/run.ts:1' }), ['src/run.ts:helper']);
    const outer = await fx.names('code_callees', { symbol: 'run', path: 'src/run.ts:2' });
    assert.ok(outer.includes('src/run.ts:other') && !outer.includes('src/run.ts:helper'), outer.join(', '));
  });
});
