/**
 * A variable bound by a construction holds exactly that class (newcomer 9
 * #4): after `x = Engine(); x.run()` (TypeScript `const x = new
 * Engine()`), the call runs Engine.run and can never dispatch to
 * Turbo.run, its subclass's override, so it is no 'base' caller of
 * Turbo.run; a parameter typed Engine still is (it may hold a Turbo), as
 * are a variable holding a factory function's result and a TypeScript
 * `let` (either may hold a subclass). Decoy: an unrelated class's
 * same-named run.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'eng.py': [
    'class Engine:',
    '    def run(self):',
    '        return 1',
    '',
    '',
    'class Turbo(Engine):',
    '    def run(self):',
    '        return 2',
    '',
    '',
    'class Unrelated:',
    '    def run(self):',
    '        return 3',
    '',
    '',
    'def make() -> Engine:',
    '    return Turbo()',
    '',
  ].join('\n'),
  'main.py': [
    'from eng import Engine, Turbo, Unrelated, make',
    '',
    '',
    'def built():',
    '    x = Engine()',
    '    x.run()',
    '',
    '',
    'def param(e: Engine):',
    '    e.run()',
    '',
    '',
    'def factory():',
    '    y = make()',
    '    y.run()',
    '',
    '',
    'def boost():',
    '    t = Turbo()',
    '    t.run()',
    '    u = Unrelated()',
    '    u.run()',
    '',
  ].join('\n'),
  'src/eng.ts': [
    'export class Engine {',
    '  run() { return 1; }',
    '}',
    'export class Turbo extends Engine {',
    '  run() { return 2; }',
    '}',
    'export class Unrelated {',
    '  run() { return 3; }',
    '}',
    '',
  ].join('\n'),
  'src/main.ts': [
    "import { Engine, Turbo, Unrelated } from './eng';",
    'export function built() {',
    '  const x = new Engine();',
    '  x.run();',
    '}',
    'export function param(e: Engine) {',
    '  e.run();',
    '}',
    'export function later(pick: boolean) {',
    '  let v = new Engine();',
    '  if (pick) v = new Turbo();',
    '  v.run();',
    '}',
    'export function unrelated() {',
    '  const u = new Unrelated();',
    '  u.run();',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: a variable bound by a construction holds exactly that class', FILES, 'graph-exact-receivers', (fx) => {
  it('Python: x = Engine(); x.run() is a caller of Engine.run, not of Turbo.run', async () => {
    assert.deepEqual(await callers(fx, 'Engine.run', 'eng.py'), ['main.py:built:receiver', 'main.py:factory:receiver', 'main.py:param:receiver']);
    assert.deepEqual(await callers(fx, 'Turbo.run', 'eng.py'), ['main.py:boost:receiver', 'main.py:factory:base', 'main.py:param:base']);
    assert.deepEqual(await callers(fx, 'Unrelated.run', 'eng.py'), ['main.py:boost:receiver']);
  });

  it('TypeScript: const x = new Engine(); x.run() is a caller of Engine.run, not of Turbo.run; a let may be reassigned', async () => {
    assert.deepEqual(await callers(fx, 'Engine.run', 'src/eng.ts'), ['src/main.ts:built:receiver', 'src/main.ts:later:receiver', 'src/main.ts:param:receiver']);
    // `if (pick) v = new Turbo()` may have run: v is an Engine or a Turbo (bindPlaces mayAlsoHold), so Turbo.run is called through it.
    assert.deepEqual(await callers(fx, 'Turbo.run', 'src/eng.ts'), ['src/main.ts:later:receiver', 'src/main.ts:param:base']);
    assert.deepEqual(await callers(fx, 'Unrelated.run', 'src/eng.ts'), ['src/main.ts:unrelated:receiver']);
  });
});
