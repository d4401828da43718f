/**
 * Callers of a method include the calls that name a base class or interface
 * method it overrides or implements (via `base`, naming that method in
 * `through` and in the text): `total(s: Shape) { s.area() }` may run
 * `Sq.area` (newcomer 8 #3: `callers Sq.area` and `impact Sq.area` found
 * nothing, typeorm's `*Driver.createGeneratedMap` likewise). A same-named
 * method of an unrelated class is never reached, and callers of the base
 * method do not take in its implementations' direct callers.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/shape.ts': [
    'export interface Shape {', // 1
    '  area(): number;', // 2
    '}', // 3
    'export abstract class Base {', // 4
    '  abstract run(): void;', // 5
    '  go() {', // 6
    '    this.run();', // 7
    '  }', // 8
    '}', // 9
    '',
  ].join('\n'),
  'src/sq.ts': [
    "import { Base, type Shape } from './shape';",
    'export class Sq implements Shape {',
    '  area() { return 4; }',
    '}',
    'export class Circle implements Shape {',
    '  area() { return 3; }',
    '}',
    'export class Impl extends Base {',
    '  run() {}',
    '}',
    'export class Other {',
    '  area() { return 0; }',
    '}',
    'export class Plain {',
    '  tick() {}',
    '}',
    'export class Counted extends Plain {',
    '  tick() { super.tick(); }',
    '}',
    'export abstract class Mid extends Base {',
    '  step() { this.run(); }',
    '}',
    'export class Deep extends Mid {',
    '  run() {}',
    '}',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import type { Shape } from './shape';", // 1
    "import { Sq, Other } from './sq';", // 2
    'export function total(s: Shape) {', // 3
    '  return s.area();', // 4
    '}', // 5
    'export function direct(q: Sq) {', // 6
    '  return q.area();', // 7
    '}', // 8
    'export function useOther(o: Other) {', // 9
    '  return o.area();', // 10
    '}', // 11
    'export function report(s: Shape) {', // 12
    '  return total(s);', // 13
    '}', // 14
    'export function both(s: Shape, q: Sq) {', // 15
    '  s.area();', // 16
    '  return q.area();', // 17
    '}', // 18
    'export function oneLine(s: Shape, q: Sq) {', // 19
    '  return s.area() + q.area();', // 20
    '}', // 21
    '',
  ].join('\n'),
};

type Item = { name: string; via?: string; through?: string; depth?: number };

describeGraph('code graph: callers through base methods (overrides, interface implementations)', FILES, 'graph-base-dispatch', (fx) => {
  it('an implementation gets the calls that name the interface method, marked via base', async () => {
    const r = await fx.call('code_callers', { symbol: 'Sq.area' });
    assert.ok(!r.isError, r.text);
    const items = r.structured!.items as Item[];
    assert.deepEqual(items.map((i) => [i.name, i.via, i.through]), [['direct', 'receiver', undefined], ['both', 'receiver', undefined], ['oneLine', 'receiver', undefined], ['total', 'base', 'Shape.area']]);
    assert.match(r.text, /src\/use\.ts:3 +function total.*\(calls Shape\.area on line 4\)/);
    // The unrelated Other.area keeps its own caller only.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.area' }), ['src/use.ts:useOther']);
  });

  it('a caller calling it directly and through the interface says which line is which (newcomer 9 #5)', async () => {
    const r = await fx.call('code_callers', { symbol: 'Sq.area' });
    const both = (r.structured!.items as (Item & { calls?: number[]; callsThrough?: unknown })[]).find((i) => i.name === 'both')!;
    assert.deepEqual([both.calls, both.callsThrough], [[16, 17], [{ through: 'Shape.area', lines: [16] }]]);
    assert.match(r.text, /src\/use\.ts:15 +function both.*\(calls it on line 17; calls Shape\.area on line 16\)/);
    // Both kinds on one line: the direct call is not hidden behind the base one.
    const one = (r.structured!.items as (Item & { callsDirect?: number[]; callsThrough?: unknown })[]).find((i) => i.name === 'oneLine')!;
    assert.deepEqual([one.callsDirect, one.callsThrough], [[20], [{ through: 'Shape.area', lines: [20] }]]);
    assert.match(r.text, /src\/use\.ts:19 +function oneLine.*\(calls it on line 20; calls Shape\.area on line 20\)/);
  });

  it('an override of an abstract method gets the base class’s this.run() call', async () => {
    const items = (await fx.call('code_callers', { symbol: 'Impl.run' })).structured!.items as Item[];
    assert.deepEqual(items.map((i) => [i.name, i.via, i.through]), [['Base.go', 'base', 'Base.run']]);
  });

  it('this.run() in a class reaches only the overrides in that class or below it (newcomer 9 #4)', async () => {
    // Mid.step runs on a Mid, never on an Impl (Impl extends Base, not Mid); Base.go may run on either.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Impl.run' }), ['src/shape.ts:Base.go']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Deep.run' }), ['src/shape.ts:Base.go', 'src/sq.ts:Mid.step']);
  });

  it('a super call names the base method itself: no caller of the override (it never dispatches there)', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Plain.tick' }), ['src/sq.ts:Counted.tick']);
    const r = await fx.call('code_callers', { symbol: 'Counted.tick' });
    assert.deepEqual(r.structured!.items, []);
  });

  it('impact goes on from the base-method callers', async () => {
    const items = (await fx.call('code_impact', { symbol: 'Circle.area', depth: 2 })).structured!.items as Item[];
    assert.deepEqual(items.map((i) => [i.name, i.depth]), [['total', 1], ['both', 1], ['oneLine', 1], ['report', 2]]);
  });

  it('the interface method’s own callers do not take in an implementation’s direct callers', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Shape.area' }), ['src/use.ts:both', 'src/use.ts:oneLine', 'src/use.ts:total']);
  });
});
