/**
 * A call through TypeScript's non-null assertion, `maybe!()`, `this.h!()`,
 * `repo.save!()`, calls what it asserts, as the TypeScript call hierarchy
 * counts it (newcomer 26 #6: such calls were neither edges nor counted as
 * unresolved). Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callers, callees, describeGraph } from './helpers';

const FILES = {
  'src/n.ts': [
    'export let maybe: (() => number) | undefined = () => 1;', // 1
    'export class Repo {',
    '  save?(): void {}',
    '  h?: () => void;',
    '  run(): void { this.h!(); }', // 5
    '}',
    'export function viaBang(repo: Repo): number {',
    '  repo.save!();',
    '  return maybe!();',
    '}', // 10
    '',
  ].join('\n'),
};

describeGraph('code graph: TS calls through a non-null assertion', FILES, 'ts-non-null-calls', (fx) => {
  it('f!() and a.b!() are calls of f and b', async () => {
    assert.deepEqual(await callers(fx, 'Repo.save'), ['src/n.ts:viaBang:receiver']);
    assert.deepEqual(await callers(fx, 'maybe'), ['src/n.ts:viaBang:same-file']);
    const out = await callees(fx, 'viaBang');
    assert.ok(out.includes('src/n.ts:Repo.save:receiver'), out.join('\n'));
  });
});
