/**
 * Scala calls without an argument list: `r.size` / `r.run` where the
 * receiver's type declares `def size: Int` / `def run(): Unit`, and a bare
 * `run` inside the class that declares it. Only parameterless functions and
 * methods count: reading a `val` is no call, nor is `r.find` of a method
 * that takes arguments (eta-expansion), nor a parameter that shares a
 * method's name. A decoy class with the same members is never a target.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const REPO = [
  'package app',
  '',
  'class Repo {',
  '  def size: Int = 1',
  '  def run(): Unit = {}',
  '  def find(id: Int): Repo = this',
  '  val count: Int = 2',
  '',
  '  def go(): Unit = {',
  '    run',
  '    this.run',
  '    val n = size + count',
  '  }',
  '',
  '  def twice(run: Int): Int = run + run',
  '}',
  '',
  'class Other {',
  '  def size: Int = 3',
  '  def run(): Unit = {}',
  '  def count: Int = 4',
  '}',
  '',
].join('\n');

const USE = [
  'package app',
  '',
  'object Use {',
  '  def use(r: Repo): Int = {',
  '    r.run',
  '    val f = r.find _',
  '    r.size + r.count',
  '  }',
  '',
  '  def called(r: Repo): Unit = r.run()',
  '}',
  '',
].join('\n');

describe('code graph: Scala paren-less calls', () => {
  it('counts reads of parameterless defs as calls, never vals, methods with parameters or the decoy', async () => {
    const fx = await graphFixture({ 'src/app/Repo.scala': REPO, 'src/app/Use.scala': USE }, 'graph-scala-parenless');
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.run' }), ['src/app/Repo.scala:Repo.go', 'src/app/Use.scala:Use.called', 'src/app/Use.scala:Use.use']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.size' }), ['src/app/Repo.scala:Repo.go', 'src/app/Use.scala:Use.use']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.find' }), []);
    for (const m of ['size', 'run', 'count']) assert.deepEqual(await fx.names('code_callers', { symbol: `Other.${m}` }), [], `Other.${m}`);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'Repo.go' }), ['src/app/Repo.scala:Repo.run', 'src/app/Repo.scala:Repo.size']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'Repo.twice' }), []);
    // `r.run()` is one call, not also a read: its call site is listed once.
    const r = await fx.call('code_callees', { symbol: 'Use.called' });
    assert.deepEqual((r.structured!.items as { calls?: number[] }[]).map((i) => i.calls), [[10]]);
  });
});
