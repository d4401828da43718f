/**
 * Newcomer issue 3 #2 (got asPromise: `const request = firstRequest ?? new
 * Request(…)`, then five `request._beforeError()` left unresolved): a value
 * `a ?? new C()` or `a || new C()` is typed as the class constructed on
 * either side (langTsBinds defaulted), as a ternary's constructed arms
 * are, in a declaration and in an assignment.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'src/worker.ts': lines(
    'export class Worker {',
    '  ping(): void {}',
    '}',
    'export class Other {',
    '  ping(): void {}',
    '}',
  ),
  'src/use.ts': lines(
    "import { Worker } from './worker';",
    'export function viaNullish(first?: Worker): void {',
    '  const a = first ?? new Worker();',
    '  a.ping();',
    '}',
    'export function viaOr(first?: Worker): void {',
    '  const b = first || new Worker();',
    '  b.ping();',
    '}',
    'export function viaAssignment(first?: Worker): void {',
    '  let c;',
    '  c = first ?? new Worker();',
    '  c.ping();',
    '}',
    'export function notDefaulted(first: any): void {',
    '  const d = first && new Worker();',
    '  d.ping();',
    '}',
  ),
};

describeGraph('TypeScript: `a ?? new C()` and `a || new C()` are typed as C', FILES, 'ts-defaulted-new', (fx) => {
  it('resolves calls on the value, whichever operator, in a declaration or an assignment; not after `&&`', async () => {
    await expectEdges(fx, 'code_callees', {
      viaNullish: ['src/worker.ts:Worker.ping:receiver', 'src/worker.ts:Worker:import'],
      viaOr: ['src/worker.ts:Worker.ping:receiver', 'src/worker.ts:Worker:import'],
      viaAssignment: ['src/worker.ts:Worker.ping:receiver', 'src/worker.ts:Worker:import'],
      notDefaulted: ['src/worker.ts:Worker:import'],
    });
  });
});
