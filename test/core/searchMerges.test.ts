/**
 * Knowledge search and merge commits (newcomer 19 #3): a pull request's
 * merge that brought in a commit ranked above it is not listed again
 * (core/search/mergedCommits.ts); one whose branch's commits are not among
 * the hits stays; a mistyped kind is ignored with a note naming the nearest.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { search } from '../../server/src/core/search/search';

describe('core/search: merge commits and kinds', () => {
  const r = makeRepo('search-merges');
  r.commit('init', { 'README.md': '# Lib\n\nA library.\n' });
  r.git('checkout', '-q', '-b', 'dev');
  r.commit('A utility function to fetch environment proxies', { 'env.py': 'def proxies():\n    return {}\n' });
  r.git('checkout', '-q', 'main');
  r.git('merge', '-q', '--no-ff', 'dev', '-m', 'Merge pull request #581 from someone/dev', '-m', 'A utility for using environment proxies');
  r.git('checkout', '-q', '-b', 'other');
  r.commit('Tidy the readme', { 'README.md': '# Lib\n\nA small library.\n' });
  r.git('checkout', '-q', 'main');
  r.git('merge', '-q', '--no-ff', 'other', '-m', 'Merge pull request #600 from someone/other', '-m', 'Retry environment proxies lookups');

  it('leaves out a merge repeating a commit it merged, keeps one that repeats none', async () => {
    const repo = await Repo.open(r.root);
    const { hits } = await search(repo, { query: 'environment proxies' });
    const titles = hits.map((h) => h.title);
    assert.ok(titles.includes('A utility function to fetch environment proxies'), titles.join(' | '));
    assert.ok(!titles.includes('Merge pull request #581 from someone/dev'), titles.join(' | '));
    assert.ok(titles.includes('Merge pull request #600 from someone/other'), titles.join(' | '));
  });

  it('ignores a mistyped kind with a note naming the nearest one (SPEC §6.3)', async () => {
    const repo = await Repo.open(r.root);
    const res = await search(repo, { query: 'proxies', kinds: ['decisoin'] });
    assert.equal(res.notes.length, 1, res.notes.join(' | '));
    assert.match(res.notes[0], /^unknown kind "decisoin" \(did you mean decision\?\).* — ignored, so it does not filter$/);
    assert.ok(res.hits.length > 0);
  });
});
