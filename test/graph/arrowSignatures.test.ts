/**
 * An arrow function's signature says it is one (newcomer review 3 #5): a
 * class field `later = () => {…}` showed `later = ()` (the source up to the
 * body, whose `=>` signatures drop), read as an assignment of `()`; it is now
 * `later = () => …`, with its parameters and result type (`withArgs = async
 * (a: number): Promise<number> => …`), in TypeScript and JavaScript, as for a
 * const or an object literal's arrow. A `function` expression and a method
 * keep theirs.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/k.ts': [
    'export class K {',
    '  later = () => {',
    '    return 1;',
    '  };',
    '  withArgs = async (a: number, b: string): Promise<number> => {',
    '    return a;',
    '  };',
    '  single = x => x + 1;',
    '  fnField = function (q: number) {',
    '    return q;',
    '  };',
    '  m(a: number) {',
    '    return a;',
    '  }',
    '}',
    'export const run = (n: number) => n;',
    'export const api = {',
    '  save: (r: K): K => r,',
    '};',
    '',
  ].join('\n'),
  'src/j.js': ['class J {', '  later = () => {', '    return 1;', '  };', '}', ''].join('\n'),
};

describeGraph('code graph: arrow functions’ signatures', FILES, 'graph-arrow-signatures', (fx) => {
  it('a class field, const or property holding an arrow shows its parameters and `=> …`; a function expression and a method keep theirs', () => {
    const sigs = (path: string) => fx.graph.data.files.get(path)!.defs.filter((d) => d.kind !== 'class' && d.kind !== 'const').map((d) => `${d.name}: ${d.signature}`);
    assert.deepEqual(sigs('src/k.ts'), [
      'later: later = () => …',
      'withArgs: withArgs = async (a: number, b: string): Promise<number> => …',
      'single: single = x => …',
      'fnField: fnField = function (q: number)',
      'm: m(a: number)',
      'run: run = (n: number) => …',
      'save: save: (r: K): K => …',
    ]);
    assert.deepEqual(sigs('src/j.js'), ['later: later = () => …']);
  });
});
