/**
 * code_callees names the calls it could not resolve (library calls, calls on
 * values of unknown type) under its list, as callers does in "Not listed":
 * a count and each distinct call as written, in text and as structured
 * `unresolvedCallees` (never items). Reads are no calls here.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'src/util.ts': lines('export function helper(): number {', '  return 1;', '}'),
  'src/main.ts': lines(
    "import * as fs from 'node:fs';",
    "import { helper } from './util';",
    'export function load(x: any): string {',
    "  const text = fs.readFileSync('a.txt', 'utf8');",
    '  console.log(text);',
    '  console.log(helper());',
    '  x.run();',
    '  return new Date().toISOString() + text.length;',
    '}',
    'export function quiet(): number {',
    '  return helper();',
    '}',
  ),
};

describeGraph('code_callees: calls it could not resolve', FILES, 'unresolved-callees', (fx) => {
  it('counts them and names each as written, under the list and as unresolvedCallees', async () => {
    const r = await fx.call('code_callees', { symbol: 'load' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['helper']);
    assert.deepEqual(r.structured!.unresolvedCallees, {
      count: 6,
      names: [
        { name: 'fs.readFileSync', count: 1 },
        { name: 'console.log', count: 2 },
        { name: 'x.run', count: 1 },
        { name: '(Date).toISOString', count: 1 },
        { name: 'new Date', count: 1 },
      ],
    });
    assert.equal(r.text.split('\n').at(-1), 'Not listed: 6 calls the graph resolves to no definition (library calls, or calls it cannot follow: on values of unknown type, dynamic): fs.readFileSync, console.log ×2, x.run, (Date).toISOString, new Date');
  });

  it('says nothing when every call resolves', async () => {
    const r = await fx.call('code_callees', { symbol: 'quiet' });
    assert.doesNotMatch(r.text, /Not listed/);
    assert.equal(r.structured!.unresolvedCallees, undefined);
  });
});
