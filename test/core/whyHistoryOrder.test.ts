/**
 * The History section of `why` lists commits by the author date each line
 * shows, newest first (newcomer 25 #10: a rebased or cherry-picked commit
 * keeps its old author date, and git log's committer-date order made the
 * dates shown jump back and forth). Real repository, commits made with git.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { gitEnv, makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why } from '../../server/src/core/why';

describe('core/why: history order', () => {
  it('orders the history by the author date it shows, whatever order git committed the commits in', async () => {
    const t = makeRepo('why-history-order');
    // Committed in this order, each with its committer date now and its own author date.
    const commits: [string, string, string][] = [
      ['2015-06-26T10:00:00Z', 'Allow passing an executor', 'v1'],
      ['2024-01-25T10:00:00Z', 'Use per-method locking', 'v2'],
      ['2022-06-01T10:00:00Z', 'Add the service class (cherry-picked late)', 'v3'],
      ['2024-03-22T10:00:00Z', 'Handle parse failure', 'v4'],
    ];
    for (const [date, subject, body] of commits) {
      t.write('src/Retrofit.java', `class Retrofit { /* ${body} */ }\n`);
      t.git('add', '-A');
      execFileSync('git', ['commit', '-q', '-m', subject, `--date=${date}`], { cwd: t.root, env: gitEnv() });
    }
    const text = await why(await Repo.open(t.root), 'src/Retrofit.java');
    const dates = [...text.matchAll(/^- (\d{4}-\d\d-\d\d) [0-9a-f]+ /gm)].map((m) => m[1]);
    // The three newest by git's order (v4, v3, v2), shown by their dates: git's order put 2022-06-01 between the 2024 ones.
    assert.deepEqual(dates, ['2024-03-22', '2024-01-25', '2022-06-01'], text);
  });
});
