/**
 * Knowledge search and merge commits (newcomer 19 #3): a pull request's
 * merge that brought in a commit ranked above it is not listed again
 * (core/search/mergedCommits.ts); one whose branch's commits are not among
 * the hits stays; the kind filter refuses a mistyped kind.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { search } from '../../server/src/core/search/search';
import { KontextError } from '../../server/src/core/errors';

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

  it('refuses a mistyped kind with the nearest one', async () => {
    const repo = await Repo.open(r.root);
    await assert.rejects(search(repo, { query: 'proxies', kinds: ['decisoin'] }), (e: KontextError) => /^kinds: unknown kind "decisoin" \(did you mean decision\?\)/.test(e.message));
  });
});
