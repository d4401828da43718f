/**
 * A signature spanning lines is joined into one line with its separators
 * kept (newcomer 16 #2): a TS object type written one member a line,
 * `f(opts: {\n  a: string\n  b: number\n})`, read `{ a: string b: number }`;
 * it reads `{ a: string; b: number }` (signatures.ts `withSeparators`), as
 * does a Go struct type, while lines that continue one another (`,`, `|`,
 * a parameter list) are joined as before.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/opts.ts': [
    'function f(opts: {', // 1
    '  a: string', // 2
    '  b: number', // 3
    '  nested: {', // 4
    '    deep: boolean', // 5
    '  }', // 6
    '  cb(x: string): void', // 7
    '}): void {', // 8
    '  g({ x: 1, y: 2 });', // 9
    '}', // 10
    'function g(o: { x: number,', // 11
    '  y: number }): {', // 12
    '  r: string', // 13
    '  s: Array<number>', // 14
    '} {', // 15
    "  return { r: '', s: [] };", // 16
    '}', // 17
    'export function h(cb: (', // 18
    '  a: string,', // 19
    '  b: number', // 20
    ') => void,', // 21
    "  kind: 'a'", // 22
    "    | 'b'", // 23
    '  , more: { run: () =>', // 24
    '    void }', // 25
    ') {}', // 26
    '',
  ].join('\n'),
  'go/opts.go': ['package opts', '', 'func Make(o struct {', '\tA int', '\tB string', '}) int {', '\treturn o.A', '}', ''].join('\n'),
};

describeGraph('code graph: signatures joined from several lines keep their separators', FILES, 'graph-signature-separators', (fx) => {
  it('an object type written one member a line reads with `;` between members, nested ones too', async () => {
    const sig = (name: string) => fx.graph.findDefinitions(name)[0]?.signature;
    assert.equal(sig('f'), 'function f(opts: { a: string; b: number; nested: { deep: boolean }; cb(x: string): void }): void');
    assert.equal(sig('g'), 'function g(o: { x: number, y: number }): { r: string; s: Array<number> }');
    assert.equal(sig('Make'), 'func Make(o struct { A int; B string }) int');
  });

  it('lines continuing one another (parameters, `|`, `=>`, `,`) join without a separator', async () => {
    assert.equal(fx.graph.findDefinitions('h')[0]?.signature, "function h(cb: (a: string, b: number) => void, kind: 'a' | 'b' , more: { run: () => void })");
    const r = await fx.call('code_symbol', { name: 'f' });
    assert.match(r.text, /^src\/opts\.ts:1 {2}function f {2}function f\(opts: \{ a: string; b: number; /);
  });
});
