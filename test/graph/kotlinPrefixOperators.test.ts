/**
 * Calls behind a prefix operator in Kotlin (newcomer 2): the grammar binds
 * `!`, `-` and `+` tighter than a call or member access, so timber's
 * `if (!canEvaluateExpression(…))` was a call of `!canEvaluateExpression`
 * (no name: the call was dropped) and `!tree.isLoggable()` a call on a
 * receiver `!tree` (never typed). Those operators are blanked and the file
 * parsed again (parse.ts unbindPrefixes), so both calls are read as written.
 * A receiver with a postfix non-null assertion, `other!!.level()`, is read
 * as `other` (kotlinReceivers.ts), no longer as an expression of no type.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const TREE = [
  'package timber.log',
  '',
  'class Tree {',
  '  fun isLoggable(priority: Int): Boolean = priority > 2',
  '  fun level(): Int = 3',
  '}',
  '',
  'class Lint(val tree: Tree) {',
  '  fun canEvaluateExpression(x: Int): Boolean = x > 0',
  '',
  '  fun check(x: Int, other: Tree?): Boolean {',
  '    if (!canEvaluateExpression(x)) return false',
  '    val skip = x > 1 && !tree.isLoggable(x)',
  '    val shift = -tree.level() + other!!.level()',
  '    return !canEvaluateExpression(shift) || skip',
  '  }',
  '}',
  '',
].join('\n');

describeGraph('Kotlin calls behind a prefix operator', { 'src/Lint.kt': TREE }, 'kotlin-prefix-operators', (fx) => {
  it('reads the file without errors and records each call once, at its name', () => {
    const rec = fx.graph.data.files.get('src/Lint.kt')!;
    assert.equal(rec.errors, undefined);
    const calls = rec.calls.filter((c) => c.line >= 12).map((c) => `${c.line}:${c.col} ${c.recv ?? ''}.${c.name}`);
    assert.deepEqual(calls, [
      '12:9 .canEvaluateExpression',
      '13:30 tree.isLoggable',
      '14:22 tree.level',
      '14:40 other.level',
      '15:12 .canEvaluateExpression',
    ]);
  });

  it('resolves the calls: callers of the negated function and of methods on the negated receiver', async () => {
    await expectEdges(fx, 'code_callers', {
      'Lint.canEvaluateExpression': ['src/Lint.kt:Lint.check:same-file'],
      'Tree.isLoggable': ['src/Lint.kt:Lint.check:receiver'],
      'Tree.level': ['src/Lint.kt:Lint.check:receiver'],
    });
  });
});
