/**
 * Kotlin 2.2 syntax the grammar (tree-sitter-kotlin 1.1.0) does not know,
 * each of which lost the class around it (its methods became top-level
 * functions): `when` branches with a guard, `is String if x.isEmpty() ->`,
 * and context parameters, `context(log: Logger) fun …` (also the older
 * context receivers, `context(Logger)`). The retry text writes the guard as
 * a second condition of the branch, `is String ,  x.isEmpty() ->`
 * (kotlinBraces.ts lineStart, WHEN_GUARD), and blanks the context list
 * (contextParameters), so the class is read whole and the calls recorded.
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
  '  context(log: Logger)',
  '  fun traced(): Boolean = small()', //                      13
  '  context(Logger) fun inline(): Boolean = accepts(1)',
  '}',
  '',
].join('\n');

describeGraph('Kotlin 2.2: when guards and context parameters', { 'src/Classifier.kt': SRC }, 'kotlin-22-syntax', (fx) => {
  it('reads the class whole and the calls in the guards and the context-parameter members', async () => {
    assert.equal(fx.graph.data.files.get('src/Classifier.kt')!.errors, undefined);
    assert.deepEqual(defsIn(fx, 'src/Classifier.kt'), [
      'class Classifier 3',
      'method Classifier.kind 4',
      'method Classifier.accepts 10',
      'method Classifier.small 11',
      'method Classifier.traced 13',
      'method Classifier.inline 14',
    ]);
    await expectEdges(fx, 'code_callers', {
      'Classifier.accepts': ['src/Classifier.kt:Classifier.inline:same-file', 'src/Classifier.kt:Classifier.kind:same-file'],
      'Classifier.small': ['src/Classifier.kt:Classifier.kind:same-file', 'src/Classifier.kt:Classifier.traced:same-file'],
    });
  });

  it('rewrites only a guard before the branch arrow, at the same length', () => {
    const src = 'when (v) {\n  is A if ok() -> 1\n  x -> if (a) 1 else 2\n  is B -> f()\n}\n';
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text, 'when (v) {\n  is A ,  ok() -> 1\n  x -> if (a) 1 else 2\n  is B -> f()\n}\n');
  });

  it('blanks a context list before a declaration only, not a call named context', () => {
    const src = 'class A {\n  context(log: Logger)\n  fun f() = 1\n  fun g() {\n    context(3)\n    run()\n  }\n}\n';
    const r = kotlinBraceSemicolons(src)!;
    assert.equal(r.text, 'class A {\n                      \n  fun f() = 1\n  fun g() {\n    context(3)\n    run()\n  }\n}\n');
  });
});
