/**
 * `git log -L` is bounded (rangeHistory's timeout): when git takes longer,
 * the range's history says so and the caller falls back to the file's
 * history, rather than waiting or failing; a later call with time enough
 * answers with the lines (a timed-out call is not cached, and a git killed
 * by the bound is never taken for an empty answer: git can exit 0 with no
 * output when the signal comes as it starts). Real repository
 * made with git.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { rangeHistory } from '../../server/src/core/rangeHistory';

describe('core/rangeHistory: the git log -L timeout (issue 3)', () => {
  let repo: Repo;

  before(async () => {
    const t = makeRepo('range-timeout');
    for (let i = 1; i <= 5; i++) t.commit(`Change ${i}`, { 'src/a.ts': `export function f() {\n  return ${i};\n}\n` });
    repo = await Repo.open(t.root);
  });

  it('a git log -L over its time bound gives the file\'s history, saying it took too long', async () => {
    // 1 ms: git cannot even start in that time, so it is stopped and the result is the fallback.
    const h = await rangeHistory(repo, 'src/a.ts', 1, 3, 1);
    assert.deepEqual(h, { kind: 'file', reason: 'git log -L took over 0.001 s' });
  });

  it('the timed-out answer is not kept: the same range with the default bound gets its line history', async () => {
    const h = await rangeHistory(repo, 'src/a.ts', 1, 3);
    assert.equal(h.kind, 'lines');
    if (h.kind === 'lines') assert.deepEqual(h.commits.map((c) => c.subject), ['Change 5', 'Change 4', 'Change 3', 'Change 2', 'Change 1']);
  });
});
