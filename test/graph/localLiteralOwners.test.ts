/**
 * Methods of an object literal or class expression written inside a
 * function are named by what holds them, as the TypeScript call hierarchy
 * names their container (newcomer 19 #2): vuejs/core's `const app: App =
 * (context.app = { use() {…}, mount() {…} })` in `createApp` gives
 * `createApp.app.use` (named through the function, as a nested function
 * is), `y = {…}` and `context.other = {…}` the variable or property
 * assigned, and `globalThis.Thing = class { run() {…} }` gives `Thing.run`.
 * Each is asked for by its full name or any end of it, and its calls are
 * its own; an arrow property of such a literal (`sfr: () => helper()`) is
 * no definition (the call hierarchy gives it no item: its calls are the
 * function's, vuejs/core's `shouldForceReload` in `parse`). A top-level
 * const's literal keeps `obj.f`. Real temp
 * repository, the real grammar.
 */
import { callees, defsIn, describeGraph, expectEdges } from './helpers';
import * as assert from 'node:assert/strict';

const FILES = {
  'src/app.ts': [
    'interface App { use(p: number): App; mount(): void }', // 1
    'const context: any = {}',
    'export function createApp() {',
    '  const app: App = (context.app = {',
    '    use(plugin: number) {', // 5
    '      helper()',
    '      return app',
    '    },',
    '    mount() {',
    '      helper()', // 10
    '    },',
    '  })',
    '  context.other = { run() { helper() } }',
    '  let y: any',
    '  y = { go() { helper() } }', // 15
    '  return app',
    '}',
    'function helper() {}',
    ';(globalThis as any).Thing = class {',
    '  run() { helper() }', // 20
    '}',
    'export const obj = { f() { helper() } }',
    'export function withArrow() { const d = { sfr: () => helper(), m() { helper() } }; return d }',
  ].join('\n'),
};

describeGraph('methods of literals and class expressions inside a function, named by their holder', FILES, 'ts-local-literals', (fx) => {
  it('names each method through its holder, as the compiler names its container', async () => {
    assert.deepEqual(defsIn(fx, 'src/app.ts'), [
      'interface App 1',
      'method App.use 1',
      'method App.mount 1',
      'const context 2',
      'function createApp 3',
      'method app.use 5',
      'method app.mount 9',
      'method other.run 13',
      'method y.go 15',
      'function helper 18',
      'method Thing.run 20',
      'const obj 22',
      'method obj.f 22',
      'function withArrow 23',
      'method d.m 23',
    ]);
    await expectEdges(fx, 'code_callers', {
      helper: ['src/app.ts:Thing.run:same-file', 'src/app.ts:createApp.app.mount:same-file', 'src/app.ts:createApp.app.use:same-file', 'src/app.ts:createApp.other.run:same-file', 'src/app.ts:createApp.y.go:same-file', 'src/app.ts:obj.f:same-file', 'src/app.ts:withArrow.d.m:same-file', 'src/app.ts:withArrow:same-file'],
    });
  });

  it('takes the full name and its ends back', async () => {
    for (const name of ['createApp.app.use', 'app.use']) assert.deepEqual(await callees(fx, name), ['src/app.ts:helper:same-file'], name);
    assert.deepEqual(await callees(fx, 'Thing.run'), ['src/app.ts:helper:same-file']);
  });
});
