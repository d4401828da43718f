import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { entry } from '../helpers/whyFixture';
import { Repo } from '../../server/src/core/repo';
import { statusReport } from '../../server/src/core/status';
import { commitGraphState, COMMIT_GRAPH_WORDS } from '../../server/src/core/commitGraph';

describe('core/status (SPEC §13 status)', () => {
  it('reports identity, layers, store, index, inbox, staleness and offers the commit-graph', async () => {
    const t = makeRepo('status');
    t.commit('store', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      '.ai/decisions/2024-01-10-a.md': entry({ title: 'A', status: 'accepted', date: '2024-01-10', paths: '[src/**]' }, 'Body.'),
      '.ai/decisions/2024-01-11-b.md': entry({ title: 'B', status: 'superseded', date: '2024-01-11' }, 'Body.'),
      '.ai/conventions/c.md': entry({ title: 'C' }, 'Body.'),
      '.ai/learnings/broken.md': '---\nkind: learning\n---\n\n',
    });
    t.git('remote', 'add', 'origin', 'https://github.com/acme/shop.git');
    const repo = await Repo.open(t.root);
    const text = await statusReport(repo);
    const lines = text.split('\n');
    assert.equal(lines[0], `kontext status — ${t.root}`);
    assert.match(lines[1], /^Repository: github\.com\/acme\/shop \(from remote origin\) · branch main at [0-9a-f]{7} · worktree /);
    assert.match(text, /Config layers \(a later one overrides an earlier\):\n  1 built-in defaults\n  4 \.ai\/kontext\.toml\n  absent: 2 your settings \(.*config\.toml\); 3 your settings for this repository \(.*\.toml\); 5 this clone's settings \(.*config\.toml\)\n/);
    assert.match(text, /^Store: \.ai\/ — 4 entries: decision 2 \(1 active\), convention 1, learning 1$/m);
    assert.match(text, /^Stale decisions: none \(1 watched; threshold 20 later commits on their paths\)$/m);
    assert.match(text, /^Index: not built yet/m);
    assert.match(text, /^Inbox: empty$/m);
    // hooks install is not built: status says what runs instead and never recommends installing.
    assert.match(
      text,
      /^Hooks: none run kontext — nothing to fix: kontext installs no git hooks yet; `kontext check --staged` runs the pre-commit checks, `kontext prepare-commit` lists the trailers to add by hand$/m,
    );
    assert.doesNotMatch(text, /hooks install/);
    t.write('.git/hooks/prepare-commit-msg', '#!/bin/sh\n# >>> kontext >>>\n# <<< kontext <<<\n');
    assert.match(
      await statusReport(repo),
      /^Hooks: prepare-commit-msg runs kontext, pre-commit does not — nothing to fix: kontext installs no git hooks yet; `kontext check --staged` runs the pre-commit checks$/m,
    );
    assert.match(text, /^Commit graph: missing — .*Write it with: git commit-graph write --reachable --changed-paths/m);
    assert.equal(commitGraphState(repo).exists, false, 'status never writes the commit-graph by itself');
  });

  it('writes the commit-graph only when asked, then reports it present', async () => {
    const t = makeRepo('status-cg');
    t.commit('one', { 'a.txt': 'a\n' });
    const repo = await Repo.open(t.root);
    t.git('commit-graph', 'write', '--reachable'); // without changed paths
    assert.match(await statusReport(repo), /^Commit graph: present without changed-path filters — /m);
    const text = await statusReport(repo, { writeCommitGraph: true });
    assert.match(text, /^Wrote git's commit-graph with changed paths in [\d.]+ s/);
    assert.match(text, /^Commit graph: present with changed paths \(1 layer\(s\)\)$/m);
    assert.deepEqual(commitGraphState(repo), { exists: true, changedPaths: true, layers: 1 });
    assert.equal(COMMIT_GRAPH_WORDS, 'commit-graph write --reachable --changed-paths');
  });
});
