/**
 * A `$` starting a TS/JS name is part of it (newcomer 43 #1, zod's
 * `core.$constructor(…)`, ~257 calls): calls of `$make` were recorded as
 * calls of `make`, so `callers $make` answered "No callers found" and
 * `callers make` listed them. Only PHP and shell variables carry a `$`
 * sigil that is no part of the name. An interface merged with the function
 * (`interface $constructor` beside `function $constructor`) made `callers
 * $constructor` ambiguous; an interface is never called, so the function
 * answers. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/core.ts': [
    'export function make(x: number) { return x; }',
    // zod's declaration merging: an interface and a function of one name.
    'export interface $make { (x: number): number }',
    'export function $make(x: number) { return x; }',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import * as core from './core';",
    "import { make, $make } from './core';",
    'export function plain() { return make(1) + core.make(2); }',
    'export function sigil() { return $make(3) + core.$make(4); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: TS/JS names starting with $', FILES, 'ts-dollar-names', (fx) => {
  it('$make and make have their own callers; the function, not the interface of its name, answers (newcomer 43 #9)', async () => {
    await expectEdges(fx, 'code_callers', {
      make: ['src/use.ts:plain:import'],
      $make: ['src/use.ts:sigil:import'],
    });
  });
});
