/**
 * A TypeScript value of a union type reaches each member class's method
 * (newcomer 11 #2): `const r = new QueryRunner() as QueryRunner | Other;
 * r.release()` reached Other.release only (before: nothing at all in a
 * small program), and a parameter or field declared `A | B` reached neither.
 * The union is kept as the bind type `QueryRunner|Other` (langTsBinds
 * unionMembers) and each member is read in turn (graphTypes typeDefs); an
 * assertion `x as T` types a variable as a declaration would (bindAsserted),
 * and an inline cast to a union is the receiver `(A|B)` (receivers.ts castType).
 * Decoy: a class Third with its own release, in no union.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'src/runners.ts': [
    'export class QueryRunner {',
    '  release() { return 1; }',
    '}',
    'export class Other {',
    '  release() { return 2; }',
    '}',
    'export class Third {',
    '  release() { return 3; }',
    '}',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import { QueryRunner, Other, Third } from './runners';",
    'export function asserted() {',
    '  const r = new QueryRunner() as QueryRunner | Other;',
    '  r.release();',
    '}',
    'export function declared(x: QueryRunner | Other | undefined) {',
    '  x?.release();',
    '}',
    'export function inline(v: unknown) {',
    '  (v as QueryRunner | Other | null)!.release();',
    '}',
    'export function single(v: unknown) {',
    '  const t = v as Third;',
    '  t.release();',
    '}',
    'export class Holder {',
    '  private runner: QueryRunner | Other | null = null;',
    '  done() {',
    '    this.runner?.release();',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: TypeScript unions reach each member class', FILES, 'graph-ts-unions', (fx) => {
  it('a union by `as` (bound, or inline `(v as A | B | null)!.m()`), by a parameter declaration and by a field declaration reaches both members', async () => {
    const both = ['src/use.ts:Holder.done:receiver', 'src/use.ts:asserted:receiver', 'src/use.ts:declared:receiver', 'src/use.ts:inline:receiver'];
    assert.deepEqual(await callers(fx, 'QueryRunner.release'), both);
    assert.deepEqual(await callers(fx, 'Other.release'), both);
  });

  it('`v as Third` types the variable as Third alone', async () => {
    assert.deepEqual(await callers(fx, 'Third.release'), ['src/use.ts:single:receiver']);
  });
});
