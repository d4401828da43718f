import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Repo } from '../../server/src/core/repo';
import { historyFor, historyIdle, clearHistoryMemory, queryHistory } from '../../server/src/core/repoHistory';
import { readHead } from '../../server/src/core/head';
import { makeWhyFixture } from '../helpers/whyFixture';

describe('core/repoHistory (cached path history for why)', () => {
  it('answers like git log --follow for files, renames and directories, and follows HEAD', async () => {
    const { t } = makeWhyFixture();
    t.git('mv', 'src/money/cents.ts', 'src/money/amount.ts');
    t.commit('rename cents to amount', {}, '2024-02-01T10:00:00Z');
    const repo = await Repo.open(t.root);
    const gitLog = (follow: boolean, p: string) => t.git('log', '-n', '60', '--format=%H', ...(follow ? ['--follow'] : []), '--', p).split('\n').filter(Boolean);

    assert.equal(historyFor(repo, (await readHead(repo))!), null, 'not ready before the first build');
    await historyIdle();
    const h = historyFor(repo, (await readHead(repo))!)!;
    assert.ok(h, 'built in the background');
    const q = (p: string, dir: boolean) => queryHistory(h, p, { dir, follow: !dir, depth: 60 }).map((c) => c.sha);
    assert.deepEqual(q('src/money/amount.ts', false), gitLog(true, 'src/money/amount.ts'));
    assert.ok(q('src/money/amount.ts', false).length >= 7, 'history before the rename is kept');
    assert.deepEqual(q('src/money', true), gitLog(false, 'src/money'));
    assert.deepEqual(q('', true), gitLog(false, '.'));
    const decide = queryHistory(h, 'src/money/amount.ts', { dir: false, follow: true, depth: 60 }).find((c) => c.subject.startsWith('Switch'))!;
    assert.deepEqual(decide.trailers, [['Decision', '2024-01-10-prices-are-integer-cents']]);

    // Persisted for the next process, keyed by HEAD.
    const file = path.join(repo.paths.w, 'node', 'history.json');
    assert.ok(fs.readFileSync(file, 'utf8').startsWith(`{"version":1,"head":"${h.head}"`));
    clearHistoryMemory();
    assert.ok(historyFor(repo, h.head), 'loaded from disk without git');

    // HEAD moves forward: extended; moves back: rebuilt.
    const next = t.commit('touch amount', { 'src/money/amount.ts': 'x\n' }, '2024-02-02T10:00:00Z');
    assert.equal(historyFor(repo, next), null);
    await historyIdle();
    const h2 = historyFor(repo, next)!;
    assert.equal(h2.commits[0].sha, next);
    assert.equal(h2.commits.length, h.commits.length + 1);
    t.git('reset', '-q', '--hard', 'HEAD~2');
    const back = (await readHead(repo))!;
    assert.equal(historyFor(repo, back), null);
    await historyIdle();
    assert.deepEqual(queryHistory(historyFor(repo, back)!, 'src/money/cents.ts', { dir: false, follow: true, depth: 60 }).map((c) => c.sha), gitLog(true, 'src/money/cents.ts'));
  });
});
