/**
 * Edge questions asked of a class (newcomer5): `callees Sub` says a class
 * makes no calls itself, names its methods with their callee counts and the
 * follow-up question (`callees Sub.run`) in the caller's front-end form;
 * `callers Sub` lists its constructions, and with none says that and names
 * its methods, offering to ask about one only if it has callers (newcomer 12). A same-named decoy class elsewhere does not lend its edges.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const MAIN = [
  'export class Base {',
  '  total(): number { return helper(); }',
  '}',
  'export function helper(): number { return 1; }',
  'export function other(): number { return 2; }',
  'export class Sub extends Base {',
  '  run(): number { this.total(); return other(); }',
  '  idle(): void {}',
  '}',
  'export function build(): Base { return new Base(); }',
  '',
].join('\n');

const DECOY = ['export class Sub {', '  run(): number { return 0; }', '}', 'export function make(): Sub { return new Sub(); }', ''].join('\n');

describeGraph('code graph: edge questions asked of a class', { 'src/main.ts': MAIN, 'src/decoy.ts': DECOY }, 'class-edges', (fx) => {
  it('callees of a class name its methods, busiest first, and the follow-up question', async () => {
    const r = await fx.call('code_callees', { symbol: 'Sub', path: 'src/main.ts' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual(r.structured?.items, []);
    assert.match(r.text, /^No callees of class Sub \(src\/main\.ts:6\) itself: a class makes no calls, its methods do \(callees per method: Sub\.run 2, Sub\.idle 0\)\. Ask for one: code_callees symbol="Sub\.run" path="src\/main\.ts"$/);
  });

  it('callers of a class are its constructions; with none, the answer says so and names its methods', async () => {
    assert.deepEqual(await callers(fx, 'Base'), ['src/main.ts:build:same-file']);
    assert.deepEqual(await callers(fx, 'Sub', 'src/decoy.ts'), ['src/decoy.ts:make:same-file']);
    const r = await fx.call('code_callers', { symbol: 'Sub', path: 'src/main.ts' });
    assert.match(r.text, /^No callers found for class Sub \(src\/main\.ts:6\): nothing constructs it .*Sub\.run, Sub\.idle\. None of them has callers either\.$/);
  });

  it('a function with no callees keeps the plain sentence', async () => {
    const r = await fx.call('code_callees', { symbol: 'helper' });
    assert.match(r.text, /^No callees found in function helper .*it calls nothing defined in this repository/);
  });
});
