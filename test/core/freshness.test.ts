import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { entry } from '../helpers/whyFixture';
import { Repo } from '../../server/src/core/repo';
import { loadStore } from '../../server/src/core/store/store';
import { decisionFreshness, renderStale, cutoffOf } from '../../server/src/core/freshness';
import type { Entry } from '../../server/src/core/types';

describe('core/freshness (SPEC §6.11)', () => {
  it('counts later commits on a decision’s paths, once per commit, renames included', async () => {
    const t = makeRepo('fresh');
    t.commit('store', {
      '.ai/kontext.toml': '[freshness]\nthreshold_commits = 3\n',
      '.ai/decisions/2024-01-10-x-stays-small.md': entry({ title: 'X stays small', status: 'accepted', date: '2024-01-10', paths: '[src/x/**]' }, 'Body.'),
      '.ai/decisions/2024-01-10-old-x.md': entry({ title: 'Old X', status: 'superseded', date: '2024-01-10', paths: '[src/x/**]' }, 'Body.'),
      '.ai/decisions/undated-x.md': entry({ title: 'Undated X', status: 'accepted', paths: '[src/x/**]' }, 'Body.'),
      'src/old/z.ts': 'z\n',
    }, '2024-01-09T10:00:00Z');
    t.commit('same day, before the cut-off', { 'src/x/a.ts': '1\n' }, '2024-01-10T20:00:00Z');
    t.commit('next day', { 'src/x/a.ts': '2\n' }, '2024-01-11T01:00:00Z');
    t.commit('elsewhere', { 'src/y.ts': '1\n' }, '2024-01-12T10:00:00Z');
    t.commit('two files, one commit', { 'src/x/b.ts': '1\n', 'src/x/c.ts': '1\n' }, '2024-01-13T10:00:00Z');
    t.git('mv', 'src/old/z.ts', 'src/x/z.ts');
    t.commit('move z under x', {}, '2024-01-14T10:00:00Z');
    t.git('merge', '--no-ff', '-q', '-m', 'merge (not counted)', 'HEAD'); // no-op, keeps history linear

    const repo = await Repo.open(t.root);
    const store = await loadStore(repo);
    const report = await decisionFreshness(repo, store.entries);
    assert.equal(report.watched, 1);
    assert.deepEqual(report.counts, { '2024-01-10-x-stays-small': 3 });
    assert.deepEqual(report.stale.map((s) => [s.entry.id, s.count]), [['2024-01-10-x-stays-small', 3]]);

    const cache = JSON.parse(fs.readFileSync(path.join(repo.paths.w, 'node', 'freshness.json'), 'utf8'));
    assert.match(cache.key, new RegExp(`^${t.git('rev-parse', 'HEAD')}:5000:[0-9a-f]{12}$`));
    // Served from the cache while nothing changed (same answer).
    assert.deepEqual((await decisionFreshness(repo, store.entries)).counts, report.counts);

    t.write('.ai/kontext.toml', '[freshness]\nthreshold_commits = 4\n');
    assert.equal((await decisionFreshness(repo, store.entries)).stale.length, 0);
    t.write('.ai/kontext.toml', '[freshness]\nthreshold_commits = 0\n');
    const off = await decisionFreshness(repo, store.entries);
    assert.deepEqual([off.threshold, off.stale.length], [0, 0]);
  });

  it('takes the cut-off at 00:00 UTC of the next day and renders at most three', () => {
    assert.equal(cutoffOf('2024-01-10'), Date.UTC(2024, 0, 11) / 1000);
    assert.equal(cutoffOf('2024-01-31T23:59'), Date.UTC(2024, 1, 1) / 1000);
    assert.equal(cutoffOf('January 5'), null);
    const stale = [5, 4, 3, 2, 1].map((n) => ({ entry: { id: `d${n}`, title: `D${n}` } as Entry, count: 20 + n }));
    const lines = renderStale({ threshold: 20, watched: 5, stale, counts: {} }, (e) => e.id);
    assert.deepEqual(lines, ['[d5] D5 (25 commits)', '[d4] D4 (24 commits)', '[d3] D3 (23 commits)', '+2 more (kontext status)']);
  });
});
