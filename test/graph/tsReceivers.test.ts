/**
 * TypeScript receivers the newcomer found missed on vuejs/core: a variable
 * assigned a constructed value inside an expression (`map.set(k, (dep = new
 * Dep()))`), casts (`(e as Effect).run()`, `(ref as unknown as RefImpl).dep
 * .trigger()`) and a parameter typed by a union with one class (`dep: Dep |
 * undefined`). A same-named method of an unrelated class stays no callee.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const DEP = [
  'export class Dep {',
  '  track(): void {}',
  '  trigger(): void {}',
  '}',
  'export class Effect {',
  '  run(): void {}',
  '}',
  'export class RefImpl {',
  '  dep: Dep = new Dep();',
  '}',
  '/** A decoy with the same method names. */',
  'export class Other {',
  '  track(): void {}',
  '  trigger(): void {}',
  '  run(): void {}',
  '}',
  '',
].join('\n');

const USE = [
  "import { Dep, Effect, RefImpl } from './dep';",
  'export function track(map: Map<string, Dep>, key: string) {',
  '  let dep = map.get(key);',
  '  if (!dep) map.set(key, (dep = new Dep()));',
  '  dep.track();',
  '}',
  'export function runAll(list: unknown[]) {',
  '  for (const e of list) (e as Effect).run();',
  '}',
  'export function triggerRef(ref: unknown) {',
  '  (ref as unknown as RefImpl).dep.trigger();',
  '}',
  'export function viaParam() {',
  '  const fire = (dep: Dep | undefined) => {',
  '    dep?.trigger();',
  '  };',
  '  fire(undefined);',
  '}',
  '',
].join('\n');

describe('code graph: TypeScript receivers from assignments, casts and union-typed parameters', () => {
  it('resolves each to the class named, never to the decoy', async () => {
    const fx = await graphFixture({ 'src/dep.ts': DEP, 'src/use.ts': USE }, 'ts-receivers');
    await fx.graph.ensure(120_000);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Dep.track' }), ['src/use.ts:track']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Effect.run' }), ['src/use.ts:runAll']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Dep.trigger' }), ['src/use.ts:triggerRef', 'src/use.ts:viaParam.fire']);
    for (const m of ['track', 'trigger', 'run']) {
      const r = await fx.call('code_callers', { symbol: `Other.${m}` });
      assert.deepEqual(r.structured!.items, [], `Other.${m}`);
    }
  });
});
