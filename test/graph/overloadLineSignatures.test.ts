/**
 * A `file:line` on an overload signature shows that overload's own signature
 * (newcomer 16 #3): overload signatures are merged into their implementation
 * (signatures.ts mergeOverloads / mergeSignatures), which starts at the first
 * of them, so `symbol -p file:<overload line>` showed the implementation's
 * `function pad(x: any)`. Each merged signature keeps its lines and text
 * (DefRec.overloadSigs); code_symbol on one of its lines shows it at its
 * line (codePick atOverload), inside the implementation the implementation's
 * own; by name alone, the first overload's, whose line the definition starts at.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/pad.ts': [
    'export function pad(x: string): string;', // 1
    'export function pad(x: number,', // 2
    '  width: number): string;', // 3
    'export function pad(x: any, width?: number) {', // 4
    '  return String(x);', // 5
    '}', // 6
    'export class Box {', // 7
    '  put(x: string): void;', // 8
    '  put(x: number, y: number): void;', // 9
    '  put(x: any, y?: any) {}', // 10
    '}', // 11
    'export interface Shape {', // 12
    '  area(): number;', // 13
    '  area(unit: string): number;', // 14
    '}', // 15
    '',
  ].join('\n'),
  'py/conv.py': [
    'from typing import overload', // 1
    '', // 2
    '@overload', // 3
    'def conv(x: int) -> str: ...', // 4
    '@overload', // 5
    'def conv(x: str) -> str: ...', // 6
    'def conv(x):', // 7
    '    return str(x)', // 8
    '',
  ].join('\n'),
};

describeGraph('code graph: an overload signature\'s line shows its own signature', FILES, 'graph-overload-line-signatures', (fx) => {
  const first = async (args: Record<string, unknown>) => (await fx.call('code_symbol', args)).text.split('\n')[0];

  it('a TS function overload\'s line (one or two lines long) shows it; the implementation\'s line shows the implementation', async () => {
    assert.equal(await first({ path: 'src/pad.ts:1' }), 'src/pad.ts:1  function pad  function pad(x: string): string');
    assert.equal(await first({ path: 'src/pad.ts:3' }), 'src/pad.ts:2  function pad  function pad(x: number, width: number): string');
    assert.equal(await first({ name: 'pad', path: 'src/pad.ts:2' }), 'src/pad.ts:2  function pad  function pad(x: number, width: number): string');
    assert.equal(await first({ path: 'src/pad.ts:5' }), 'src/pad.ts:1  function pad  function pad(x: any, width?: number)');
    // The name alone: the one definition, from its first line, with that line's signature (newcomer 26 #12: vuejs/core's
    // reactive showed the implementation's `reactive(target: object)` at the overload's line; the TypeScript hover shows the overload).
    assert.equal(await first({ name: 'pad' }), 'src/pad.ts:1  function pad  function pad(x: string): string');
    assert.equal(await first({ name: 'Box.put' }), 'src/pad.ts:8  method Box.put  put(x: string): void');
  });

  it('a class\'s method overloads and an interface\'s method signatures likewise', async () => {
    assert.equal(await first({ path: 'src/pad.ts:9' }), 'src/pad.ts:9  method Box.put  put(x: number, y: number): void');
    assert.equal(await first({ name: 'Box.put', path: 'src/pad.ts:8' }), 'src/pad.ts:8  method Box.put  put(x: string): void');
    assert.equal(await first({ path: 'src/pad.ts:10' }), 'src/pad.ts:8  method Box.put  put(x: any, y?: any)');
    assert.equal(await first({ path: 'src/pad.ts:13' }), 'src/pad.ts:13  method Shape.area  area(): number');
    assert.equal(await first({ path: 'src/pad.ts:14' }), 'src/pad.ts:13  method Shape.area  area(unit: string): number');
  });

  it('a Python @overload stub\'s line shows the stub; the function is shown at its implementation', async () => {
    assert.match(await first({ path: 'py/conv.py:6' }), /^py\/conv\.py:\d+ {2}function conv {2}.*def conv\(x: str\) -> str$/);
    // Python's tools go to the implementation, whose body and docstring it is (newcomer 39 #8: requests' iter_content).
    assert.match(await first({ path: 'py/conv.py:8' }), /^py\/conv\.py:7 {2}function conv {2}def conv\(x\)$/);
    assert.match(await first({ name: 'conv' }), /^py\/conv\.py:7 {2}function conv {2}def conv\(x\)$/);
  });
});
