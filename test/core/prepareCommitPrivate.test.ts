/**
 * prepare-commit and notes captured before the store existed (newcomer
 * "knowledge" #3): the private-notes line names the notes covering the staged
 * paths (never an unrelated one), a new untracked `.ai/kontext.toml` left out
 * of a staged commit is flagged, and promoting a decision says it is written
 * `status: accepted` (SPEC §2.6/§5.1, as kontext 0.1 writes it).
 */
import * as assert from 'node:assert/strict';
import { capture } from '../../server/src/core/capture';
import { prepareCommit } from '../../server/src/core/prepareCommit';
import { inboxAction } from '../../server/src/core/inboxAction';
import { makeKontextRepo, openRepo } from '../helpers/inboxRepo';

describe('core/prepareCommit — private notes and the store config', () => {
  it('names the private note covering the staged file, before and after the store exists, and flags an unstaged kontext.toml', async () => {
    const r = makeKontextRepo({
      setUp: false,
      files: { 'src/flask/helpers.py': 'def url_for():\n    pass\n', 'src/flask/app.py': 'app = 1\n' },
    });
    let repo = await openRepo(r.root);
    // Captured in an order that makes the unrelated note the first in the inbox.
    const covering = await capture(repo, { kind: 'decision', title: 'Helpers stay pure', body: 'No app context.', paths: ['src/flask/helpers.py'] }, 'cli');
    const unrelated = await capture(repo, { kind: 'learning', title: 'Token example', body: 'x', paths: ['docs/tokens.md'] }, 'cli');
    r.write('src/flask/helpers.py', 'def url_for():\n    return 1\n');
    r.git('add', 'src/flask/helpers.py');

    const before = await prepareCommit(repo);
    assert.equal(before.structured.private, 2);
    const line = before.text.split('\n').find((l) => l.startsWith('(2 private inbox note(s) stay local'));
    assert.ok(line, before.text);
    assert.ok(line.includes(`covering this change: \`${covering.id}\` (1 changed file(s))`), line);
    assert.ok(line.includes('create `.ai/kontext.toml`'), line);
    assert.ok(line.includes(`kontext promote ${covering.id} --share`), line);
    assert.ok(!line.includes(unrelated.id), line);

    // The store config is created but not staged: named as left out of the commit.
    r.write('.ai/kontext.toml', '[project]\nname = "flask"\n');
    repo = await openRepo(r.root);
    const after = await prepareCommit(repo);
    const line2 = after.text.split('\n').find((l) => l.startsWith('(2 private inbox note(s) stay local'));
    assert.ok(line2, after.text);
    assert.ok(line2.includes(`kontext promote ${covering.id} --share`), line2);
    assert.ok(!line2.includes(unrelated.id), line2);
    assert.ok(after.text.includes('- warn: .ai/kontext.toml: new file, not staged: this commit leaves it out'), after.text);
    assert.deepEqual(
      after.structured.checks.map((c) => [c.level, c.path]),
      [['warn', '.ai/kontext.toml']],
    );
    assert.deepEqual(after.structured.staged, { files: 1, code: 1, knowledge: 0, store: 0 });

    // Staged with the change: nothing left out.
    r.git('add', '.ai/kontext.toml');
    const staged = await prepareCommit(repo);
    assert.ok(!staged.text.includes('not staged'), staged.text);
    assert.equal(staged.structured.checks.length, 0);

    // Sharing the covering note: the reply says what status the decision is written with.
    const shared = await inboxAction(repo, 'promote', [covering.id], { share: true });
    assert.match(shared.text, /reviewers see it in the PR beside that code\./);
    assert.doesNotMatch(shared.text, /accepts them/);
    assert.match(shared.text, /\.ai\/decisions\/[\w-]+helpers-stay-pure\.md is written `status: accepted` \(the default for decisions\); if the team has not agreed yet, change it to `status: proposed` before committing\./);
    const file = /→ (\S+) \(staged\)/.exec(shared.text)![1];
    assert.match(r.read(file), /^status: accepted$/m);
  });

  it('says a private note from before the store covers nothing here instead of suggesting an unrelated one', async () => {
    const r = makeKontextRepo({ setUp: false, files: { 'src/a.py': 'a = 1\n' } });
    let repo = await openRepo(r.root);
    const other = await capture(repo, { kind: 'learning', title: 'Elsewhere', body: 'x', paths: ['src/b.py'] }, 'cli');
    r.commit('set up', { '.ai/kontext.toml': '[project]\nname = "x"\n' });
    repo = await openRepo(r.root);
    r.write('src/a.py', 'a = 2\n');
    r.git('add', 'src/a.py');
    const { text } = await prepareCommit(repo);
    assert.ok(
      text.includes('(1 private inbox note(s) stay local; 1 of them only because this repository had no store when they were captured, none covering this change — `kontext inbox` lists them.)'),
      text,
    );
    assert.ok(!text.includes(`promote ${other.id}`), text);
  });
});
