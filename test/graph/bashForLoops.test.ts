/**
 * `for arg do` — a loop over the positional parameters without `in`, valid
 * POSIX sh that Gradle's generated gradlew writes — is read whole
 * (bashForLoops.ts, LangSpec `retry`; newcomer 21 #7: retrofit's gradlew was
 * listed among the files the parser could not read whole), while a real
 * syntax error still is listed.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { bashForSemicolons } from '../../server/src/core/graph/bashForLoops';

const FILES = {
  gradlew: [
    '#!/bin/sh',
    'convert() { echo "$1"; }',
    'main() {',
    '    for arg do',
    '        arg=$( convert "$arg" )',
    '        shift',
    '    done',
    '}',
    'main "$@"',
    '',
  ].join('\n'),
  'broken.sh': ['#!/bin/sh', 'f() { echo; }', 'if then fi (', ''].join('\n'),
};

describeGraph('code graph: Bash `for name do` (newcomer 21 #7)', FILES, 'graph-bash-for-loops', (fx) => {
  it('reads gradlew\'s loop whole; a real syntax error is still listed', async () => {
    assert.equal(fx.graph.data.files.get('gradlew')?.errors, undefined);
    assert.ok(fx.graph.data.files.get('broken.sh')?.errors);
    await expectEdges(fx, 'code_callers', { convert: ['gradlew:main:same-file'] });
    assert.deepEqual(fx.graph.status().errorFiles, ['broken.sh']);
  });

  it('writes `for NAME;do`, keeping every offset; nothing else changes', () => {
    assert.equal(bashForSemicolons('  for arg do\n')?.text, '  for arg;do\n');
    assert.equal(bashForSemicolons('x; for a  do echo; done')?.text, 'x; for a; do echo; done');
    assert.equal(bashForSemicolons('for a in 1 2; do echo; done'), undefined);
    assert.equal(bashForSemicolons('for a; do echo; done'), undefined);
    assert.equal(bashForSemicolons('echo for a do'), undefined);
  });
});
