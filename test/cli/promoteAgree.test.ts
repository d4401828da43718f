/**
 * Capture, promotion and prepare-commit agree, on the built CLI in real
 * repositories: `capture --promote` stages like `promote` does; a note
 * captured before the store existed says why it is private and can be shared
 * with `promote --share`; prepare-commit counts `.ai/kontext.toml` and the
 * index file in its staged summary and promises no hook that is not installed.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';
import type { TestRepo } from '../helpers/gitRepo';

/** What is in the git index now (`git diff --cached --name-only`), sorted. */
function staged(repo: TestRepo): string[] {
  return repo.git('diff', '--cached', '--name-only').split('\n').filter(Boolean).sort();
}

describe('cli: capture --promote, promote --share and prepare-commit agree (built bundle)', function () {
  this.timeout(180_000);

  it('capture --promote stages the entry and the superseded file, as promote does', () => {
    const repo = makeRepo('promote-agree');
    repo.commit('set up', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'export const total = 1;\n' });
    const old = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Prices are floats', '-b', 'b', '-p', 'src/cart.ts', '--promote']);
    assert.equal(old.code, 0, old.stderr);
    assert.match(old.stdout, /^wrote \.ai\/decisions\/[\w-]+prices-are-floats\.md \(staged\)\n/);
    const oldPath = /^wrote (\S+)/.exec(old.stdout)![1];
    assert.deepEqual(staged(repo), [oldPath]);
    repo.git('commit', '-q', '-m', 'record floats');

    // Through the inbox: promote stages.
    const c = runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'Rounding happens once', '-b', 'b', '-p', 'src/cart.ts']);
    const id = /captured inbox:(\S+)/.exec(c.stdout)![1];
    const p = runKontext(repo.root, ['promote', id]);
    assert.equal(p.code, 0, p.stderr);
    const viaPromote = staged(repo);
    assert.equal(viaPromote.length, 1);
    assert.match(viaPromote[0], /^\.ai\/learnings\/.*rounding-happens-once\.md$/);
    repo.git('commit', '-q', '-m', 'record rounding');

    // Straight into the store with --promote and --supersedes: both files staged, same as promotion.
    const id0 = oldPath.replace(/^.*\//, '').replace(/\.md$/, '');
    const n = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Prices are integer cents', '-b', 'b', '-p', 'src/cart.ts', '--supersedes', id0, '--promote']);
    assert.equal(n.code, 0, n.stderr);
    const newPath = /^wrote (\S+)/.exec(n.stdout)![1];
    assert.deepEqual(staged(repo), [oldPath, newPath].sort());
    assert.match(repo.read(oldPath), /status: superseded/);
  });

  it('capture --promote without paths takes the staged change\'s code paths, as promotion does', () => {
    const repo = makeRepo('promote-paths');
    repo.commit('set up', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'export const total = 1;\n' });
    repo.write('src/cart.ts', 'export const total = 2;\n');
    repo.git('add', 'src/cart.ts');
    const r = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Totals are recomputed', '-b', 'b', '--promote']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /note: paths taken from the staged files: src\/cart\.ts/);
    const file = /^wrote (\S+)/.exec(r.stdout)![1];
    assert.match(repo.read(file), /paths: \[src\/cart\.ts\]/);
    assert.deepEqual(staged(repo), [file, 'src/cart.ts'].sort());
  });

  it('a note captured before the store existed says why it is private and is shared with promote --share', () => {
    const repo = makeRepo('private-before');
    repo.commit('code', { 'src/cart.ts': 'export const total = 1;\n' });
    const c = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Totals in cents', '-b', 'because floats', '-p', 'src/cart.ts']);
    assert.equal(c.code, 0, c.stderr);
    const id = /captured inbox:(\S+)/.exec(c.stdout)![1];
    assert.match(c.stdout, /kept private in this clone/);
    assert.match(c.stdout, new RegExp(`note: once the repository has a store, you can still share this note: kontext promote ${id} --share`));

    // Without a store, promotion is refused for that reason (not for the note).
    const early = runKontext(repo.root, ['promote', id]);
    assert.equal(early.code, 1);
    assert.match(early.stderr, /not set up/);

    repo.commit('set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n' });
    const refused = runKontext(repo.root, ['promote', id]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, new RegExp(`private because it was captured before this repository had a knowledge store`));
    assert.match(refused.stderr, new RegExp(`kontext promote ${id} --share`));
    assert.doesNotMatch(refused.stderr, /--private/);
    assert.deepEqual(staged(repo), []);

    // prepare-commit points at the way forward too.
    repo.write('src/cart.ts', 'export const total = 2;\n');
    const pc = runKontext(repo.root, ['prepare-commit']);
    assert.match(pc.stdout, new RegExp(`\\(1 private inbox note\\(s\\) stay local; 1 of them only because this repository had no store when they were captured; covering this change: \`${id}\` \\(1 changed file\\(s\\)\\) — share it with kontext promote ${id} --share\\.\\)`));

    const shared = runKontext(repo.root, ['promote', id, '--share']);
    assert.equal(shared.code, 0, shared.stderr);
    assert.match(shared.stdout, /- promoted .* → \.ai\/decisions\/[\w-]*totals-in-cents\.md \(staged\)/);
    const file = staged(repo);
    assert.equal(file.length, 1);
    const text = repo.read(file[0]);
    assert.doesNotMatch(text, /visibility|private_reason|captured:/);
    assert.match(text, /paths: \[src\/cart\.ts\]/);
    assert.equal(runKontext(repo.root, ['inbox']).stdout.trim(), 'Inbox is empty.');
  });

  it('a note made private by choice names the explicit way to share it', () => {
    const repo = makeRepo('private-choice');
    repo.commit('set up', { '.ai/kontext.toml': '[project]\nname = "shop"\n' });
    const c = runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'My own shortcut', '-b', 'b', '--private']);
    const id = /captured inbox:(\S+)/.exec(c.stdout)![1];
    assert.doesNotMatch(c.stdout, /--share/);
    const r = runKontext(repo.root, ['promote', id]);
    assert.equal(r.code, 1);
    assert.equal(r.stderr, `kontext: promote: inbox entry ${id} is a private note: it stays in this clone and is never promoted on its own. To share it after all: kontext promote ${id} --share.\n`);
  });

  it('prepare-commit counts kontext.toml and the index file among the staged files', () => {
    const repo = makeRepo('pc-store');
    repo.commit('code', { 'src/a.ts': 'export {};\n' });
    repo.write('.ai/kontext.toml', '[project]\nname = "shop"\n');
    repo.write('.ai/README.md', '# Knowledge\n');
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.git('add', '-A');
    const r = runKontext(repo.root, ['prepare-commit']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Staged: 3 file\(s\): 1 code\/docs, 0 knowledge entries, 2 other store file\(s\) \(\.ai\/README\.md, \.ai\/kontext\.toml\)\.$/m);
    const j = runKontext(repo.root, ['call', 'ctx_prepare_commit', '{}', '--json']);
    assert.deepEqual(JSON.parse(j.stdout).staged, { files: 3, code: 1, knowledge: 0, store: 2 });
  });
});
