/**
 * A variable bound more than once in its scope holds, at a call, what its
 * nearest bind before the call gave it (newcomer 11 #1; bindPlaces.ts).
 * Before, every call through it took the first bind's type: Ruby `res =
 * FooSvc.new; res.run` in one `it do … end` block and `res = BarSvc.new;
 * res.run` in the next both reached FooSvc.run; Python `e = Engine();
 * e.run(); e = Other(); e.run()` and a TypeScript `let` reassigned (also on
 * one line) reached the first class only. A bind inside an `if` the call
 * comes after does not replace the earlier one: the variable holds either
 * (newcomer review 3 #4; before, the earlier only), and Python `n =
 * n.step()` reads the bind before it.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'svc.rb': ['class FooSvc', '  def run; 1; end', 'end', '', 'class BarSvc', '  def run; 2; end', 'end', ''].join('\n'),
  'svc_spec.rb': [
    "require_relative 'svc'",
    "describe 'services' do",
    "  it 'runs foo' do",
    '    res = FooSvc.new',
    '    res.run', // 5
    '  end',
    "  it 'runs bar' do",
    '    res = BarSvc.new',
    '    res.run', // 9
    '  end',
    'end',
    '',
  ].join('\n'),
  'eng.py': [
    'class Engine:',
    '    def run(self):',
    '        return 1',
    '',
    '',
    'class Other:',
    '    def run(self):',
    '        return 2',
    '',
    '',
    'def main():',
    '    e = Engine()',
    '    e.run()', // 13
    '    e = Other()',
    '    e.run()', // 15
    '',
    '',
    'class Node:',
    '    def step(self) -> Other:',
    '        return Other()',
    '',
    '',
    'def walk():',
    '    n = Node()',
    '    n = n.step()', // 25: n.step() reads the Node
    '    n.run()', // 26
    '',
  ].join('\n'),
  'src/a.ts': [
    'export class A { release() { return 1; } }',
    'export class B { release() { return 2; } }',
    'export function lines() {',
    '  let r: any = new A();',
    '  r.release();', // 5
    '  r = new B();',
    '  r.release();', // 7
    '}',
    'export function oneLine() {',
    '  let r: any = new A(); r.release(); r = new B(); r.release();', // 10
    '}',
    'export function later(pick: boolean) {',
    '  let v = new A();',
    '  if (pick) {',
    '    v = new B();',
    '  }',
    '  v.release();', // 17
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: a variable holds what its nearest bind before the call gave it', FILES, 'graph-nearest-binds', (fx) => {
  const calledAt = async (symbol: string): Promise<string> => (await fx.call('code_callers', { symbol })).text;

  it('Ruby: res bound in two it blocks reaches FooSvc.run in the first, BarSvc.run in the second', async () => {
    assert.match(await calledAt('FooSvc.run'), /svc_spec\.rb.*\(calls it on line 5\)/);
    assert.match(await calledAt('BarSvc.run'), /svc_spec\.rb.*\(calls it on line 9\)/);
  });

  it('Python: e = Engine(); e.run(); e = Other(); e.run() reaches Engine.run, then Other.run; n = n.step() reads the bind before it', async () => {
    assert.match(await calledAt('Engine.run'), /function main .*\(calls it on line 13\)/);
    assert.doesNotMatch(await calledAt('Engine.run'), /function walk/);
    assert.match(await calledAt('Other.run'), /function main .*\(calls it on line 15\)/);
    assert.match(await calledAt('Other.run'), /function walk .*\(calls it on line 26\)/);
    assert.match(await calledAt('Node.step'), /function walk .*\(calls it on line 25\)/);
  });

  it('TypeScript: a let reassigned, on several lines or one, reaches each class in turn', async () => {
    const a = await calledAt('A.release');
    const b = await calledAt('B.release');
    assert.match(a, /function lines .*\(calls it on line 5\)/);
    assert.match(b, /function lines .*\(calls it on line 7\)/);
    // On one line: the first release() (column 26) reaches A, the second (column 52) B.
    const rec = fx.graph.data.files.get('src/a.ts')!;
    const onLine = rec.calls.map((c, i) => ({ c, i })).filter(({ c }) => c.line === 10 && c.name === 'release');
    const owners = onLine.map(({ c, i }) => `${c.col}:${fx.graph.data.resolveCall('src/a.ts', i).map((t) => rec.defs[rec.defs[t.def.i].parent].name).join(',')}`);
    assert.deepEqual(owners, ['26:A', '52:B']);
  });

  it('TypeScript: a bind inside an if the call comes after may have run: the call reaches both classes (newcomer review 3 #4)', async () => {
    assert.match(await calledAt('A.release'), /function later .*\(calls it on line 17\)/);
    assert.match(await calledAt('B.release'), /function later .*\(calls it on line 17\)/);
  });
});
