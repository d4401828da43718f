/**
 * `when` branches with a guard, `is String if x.isEmpty() ->` (Kotlin 2.2
 * guard conditions): the grammar does not know them, and a file holding
 * one lost the class around it (its methods became top-level functions).
 * The retry text writes the guard as a second condition of the branch,
 * `is String ,  x.isEmpty() ->` (kotlinBraces.ts lineStart, WHEN_GUARD), so
 * the class is read whole and the calls in the guard are recorded.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';
import { kotlinBraceSemicolons } from '../../server/src/core/graph/kotlinBraces';

const SRC = [
  'package shapes',
  '',
  'class Classifier {',
  '  fun kind(x: Any): Int = when (x) {',
  '    is String if x.isEmpty() -> 1', //                         5
  '    !is Int if accepts(x) -> 3',
  '    in 1..9 if small() -> 4',
  '    else -> 2',
  '  }',
  '  fun accepts(x: Any) = true', //                              10
  '  fun small() = true',
  '}',
  '',
].join('\n');

describeGraph('Kotlin when branches with guards', { 'src/Classifier.kt': SRC }, 'kotlin-when-guards', (fx) => {
  it('reads the class whole and the calls in the guards', async () => {
    assert.equal(fx.graph.data.files.get('src/Classifier.kt')!.errors, undefined);
    assert.deepEqual(defsIn(fx, 'src/Classifier.kt'), ['class Classifier 3', 'method Classifier.kind 4', 'method Classifier.accepts 10', 'method Classifier.small 11']);
    await expectEdges(fx, 'code_callers', {
      'Classifier.accepts': ['src/Classifier.kt:Classifier.kind:same-file'],
      'Classifier.small': ['src/Classifier.kt:Classifier.kind:same-file'],
    });
  });

  it('rewrites only a guard before the branch arrow, at the same length', () => {
    const src = 'when (v) {\n  is A if ok() -> 1\n  x -> if (a) 1 else 2\n  is B -> f()\n}\n';
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text, 'when (v) {\n  is A ,  ok() -> 1\n  x -> if (a) 1 else 2\n  is B -> f()\n}\n');
  });
});
