/**
 * Calls through two or more fields, and through properties declared in an
 * interface, are typed link by link (graphData viaFieldChain; interface
 * property binds from langTsWalk): `this.mid.leaf.leafy()`,
 * `t.mid.leaf.leafy()`, `r.manager.save()` with `r: Runner` whose
 * `manager: Manager` is an interface property, and typeorm's
 * `queryRunner.broadcaster.broadcastBeforeInsertEvent()` (newcomer 8 #4).
 * A same-named method of an unrelated class is never reached.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/model.ts': [
    'export class Leaf {',
    '  leafy() { return 1; }',
    '}',
    'export class Mid {',
    '  leaf: Leaf = new Leaf();',
    '}',
    'export class Manager {',
    '  save() { return 2; }',
    '}',
    'export interface Runner {',
    '  readonly manager: Manager;',
    '  mid?: Mid;',
    '}',
    'export class Decoy {',
    '  leafy() { return 0; }',
    '  save() { return 0; }',
    '}',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import { Mid, type Runner } from './model';", // 1
    'export class Top {', // 2
    '  constructor(private readonly mid: Mid, private runner: Runner) {}', // 3
    '  viaThis() {', // 4
    '    return this.mid.leaf.leafy();', // 5
    '  }', // 6
    '  viaInterface() {', // 7
    '    return this.runner.manager.save() + this.runner.mid.leaf.leafy();', // 8
    '  }', // 9
    '}', // 10
    'export function viaParam(t: Top, r: Runner) {', // 11
    '  return t.mid.leaf.leafy() + r.manager.save();', // 12
    '}', // 13
    '',
  ].join('\n'),
};

describeGraph('code graph: calls through field chains and interface properties', FILES, 'graph-field-chains', (fx) => {
  it('types each link of a field chain from this and from a typed parameter', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Leaf.leafy' }), ['src/use.ts:Top.viaInterface', 'src/use.ts:Top.viaThis', 'src/use.ts:viaParam']);
  });

  it('types a property declared in an interface', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Manager.save' }), ['src/use.ts:Top.viaInterface', 'src/use.ts:viaParam']);
  });

  it('reaches no same-named method of an unrelated class', async () => {
    const r = await fx.call('code_callers', { symbol: 'Decoy.leafy' });
    assert.deepEqual(r.structured!.items, []);
    assert.deepEqual((await fx.call('code_callers', { symbol: 'Decoy.save' })).structured!.items, []);
  });
});
