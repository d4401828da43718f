/**
 * A repository set up the README's way — an empty `.ai/kontext.toml`, not
 * committed — is set up (captures are team notes), and its first promotion
 * stages that file with the entry and says so (newcomer: promote left it
 * untracked without a word, so the commit carried entries without the
 * store's settings). `--no-stage` stages nothing; an ignored config file and
 * the user's edits to a tracked one are never staged. The built CLI on real
 * temporary git repositories.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

/** A repository with one commit and an empty, untracked `.ai/kontext.toml`. */
function setUpByHand(name: string): TestRepo {
  const repo = makeRepo(name);
  repo.commit('Prices', { 'src/price.py': 'def price():\n    return 100\n' });
  repo.write('.ai/kontext.toml', '');
  return repo;
}

/** Captures a team decision and returns its inbox id. */
function capture(repo: TestRepo, title: string): string {
  const r = runKontext(repo.root, ['capture', '-k', 'decision', '-t', title, '-b', 'Prices are integer cents.', '-p', 'src/price.py']);
  assert.equal(r.code, 0, r.stderr);
  const m = /^captured inbox:(\S+)$/m.exec(r.stdout);
  assert.ok(m, `an empty kontext.toml sets the repository up: a team note (${r.stdout})`);
  return m[1];
}

const NOTE = "  also staged .ai/kontext.toml: the store's config file was untracked, and the team gets the store's settings only once it is committed with the entry (`git restore --staged .ai/kontext.toml` to leave it out)";

describe('cli: promote stages a new, untracked kontext.toml with the entry (built bundle)', function () {
  this.timeout(120_000);

  it('an empty .ai/kontext.toml sets the repository up; promote stages it with the entry and says so', () => {
    const repo = setUpByHand('promote-new-config');
    const id = capture(repo, 'Use integer cents');
    const p = runKontext(repo.root, ['promote', id]);
    assert.equal(p.code, 0, p.stderr);
    const lines = p.stdout.split('\n');
    assert.match(lines[0], /^- promoted \S+ → \.ai\/decisions\/\S+\.md \(staged\)$/);
    assert.equal(lines[1], NOTE);
    assert.deepEqual(repo.git('diff', '--cached', '--name-only').split('\n').sort(), [lines[0].split(' → ')[1].replace(' (staged)', ''), '.ai/kontext.toml'].sort());
    // Once tracked, the next promotion says nothing of it.
    const again = runKontext(repo.root, ['promote', capture(repo, 'Round half even')]);
    assert.doesNotMatch(again.stdout, /also staged/);
    // capture --promote does the same.
    const other = setUpByHand('capture-promote-new-config');
    const c = runKontext(other.root, ['capture', '-k', 'learning', '-t', 'Cents', '-b', 'Integer cents.', '-p', 'src/price.py', '--promote']);
    assert.equal(c.code, 0, c.stderr);
    assert.ok(c.stdout.includes(`note: ${NOTE.trim()}`), c.stdout);
    assert.match(other.git('diff', '--cached', '--name-only'), /^\.ai\/kontext\.toml$/m);
  });

  it('--no-stage, an ignored config file and edits to a tracked one are left alone', () => {
    const repo = setUpByHand('promote-config-left');
    const n = runKontext(repo.root, ['promote', capture(repo, 'Use integer cents'), '--no-stage']);
    assert.equal(n.code, 0, n.stderr);
    assert.doesNotMatch(n.stdout, /also staged/);
    assert.equal(repo.git('diff', '--cached', '--name-only'), '');

    const ignored = setUpByHand('promote-config-ignored');
    ignored.commit('Ignore the local config', { '.gitignore': '.ai/kontext.toml\n' });
    const i = runKontext(ignored.root, ['promote', capture(ignored, 'Use integer cents')]);
    assert.equal(i.code, 0, i.stderr);
    assert.doesNotMatch(i.stdout, /also staged/);
    assert.doesNotMatch(ignored.git('diff', '--cached', '--name-only'), /kontext\.toml/);

    const tracked = setUpByHand('promote-config-tracked');
    tracked.commit('Set kontext up', {});
    tracked.write('.ai/kontext.toml', '[graph]\nexclude = ["legacy/"]\n');
    const t = runKontext(tracked.root, ['promote', capture(tracked, 'Use integer cents')]);
    assert.equal(t.code, 0, t.stderr);
    assert.doesNotMatch(t.stdout, /also staged/);
    assert.doesNotMatch(tracked.git('diff', '--cached', '--name-only'), /kontext\.toml/);
  });
});
