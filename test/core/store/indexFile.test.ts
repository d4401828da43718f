import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { copyTree, fixtureStore, makeRepo } from '../../helpers/gitRepo';
import { Repo } from '../../../server/src/core/repo';
import { loadStore } from '../../../server/src/core/store/store';
import { ensureGitattributes, INDEX_END, INDEX_START, renderIndex, spliceIndex, updateIndexFile } from '../../../server/src/core/store/indexFile';
import { writeNewEntry } from '../../../server/src/core/store/write';

describe('store: index file (SPEC §2.7)', () => {
  it('renders the fixture store to its README block (except the documented skewed line)', async function () {
    const FIXTURE = fixtureStore(this);
    const r = makeRepo('index');
    copyTree(path.join(FIXTURE, '.ai'), path.join(r.root, '.ai'));
    const repo = await Repo.open(r.root);
    const store = await loadStore(repo);
    const readme = fs.readFileSync(path.join(FIXTURE, '.ai/README.md'), 'utf8');
    const want = readme.slice(readme.indexOf(INDEX_START), readme.indexOf(INDEX_END) + INDEX_END.length).split('\n');
    const got = renderIndex(store.entries, store.kinds, '.ai').split('\n');
    assert.equal(got.length, want.length);
    // SOURCE.md: the README was rendered from a later version of the freshness decision.
    const skew = (l: string) => l.includes('decision-freshness-counts-later-commits');
    assert.deepEqual(got.filter((l) => !skew(l)), want.filter((l) => !skew(l)));
    assert.equal(
      got.find(skew),
      '- 2026-10-03 · [Decision freshness counts later commits on its paths from one cached git log](decisions/2026-10-03-decision-freshness-counts-later-commits-on-its-paths-from.md) · accepted — Flag decisions whose paths saw brief.stale_after_commits+ commits since their date, computed by one git log c…',
    );
    // The whole file: outside text kept, only the block replaced; unchanged → not written.
    assert.equal(spliceIndex(readme, got.join('\n')).split('\n').filter((l) => !skew(l)).join('\n'), readme.split('\n').filter((l) => !skew(l)).join('\n'));
    assert.equal(await updateIndexFile(repo), true, 'the skewed line is refreshed');
    assert.equal(await updateIndexFile(repo), false, 'written only on change');
    const now = r.read('.ai/README.md');
    assert.ok(now.startsWith('# Team context\n\nShared, reviewed knowledge'), 'outside text kept');
  });

  it('starts a new file with a preamble, appends to a file without markers, links outside kinds with ../', async () => {
    const r = makeRepo('index2');
    r.write('.ai/kontext.toml', '[store.kinds.decision]\npath = "docs/adr"\nstyle = "fields"\nnumbering = "sequential"\n[store.kinds.runbook]\n');
    const repo = await Repo.open(r.root);
    await writeNewEntry(repo, { kind: 'decision', title: 'Use [brackets] in titles', body: 'Because.', date: '2026-01-02' });
    await writeNewEntry(repo, { kind: 'runbook', title: 'Restart the queue', body: 'Run `make restart`.', date: '2026-01-03' });
    assert.equal(await updateIndexFile(repo), true);
    const text = r.read('.ai/README.md');
    assert.ok(text.startsWith('# Team context\n'));
    assert.ok(text.endsWith(`${INDEX_END}\n`));
    assert.ok(text.includes(
      [INDEX_START, '', '## Decisions', '', '- 2026-01-02 · [Use brackets in titles](../docs/adr/0001-use-brackets-in-titles.md) · accepted — Because.',
        '', '## Runbook', '', '- 2026-01-03 · [Restart the queue](runbooks/restart-the-queue.md) — Run make restart.', INDEX_END].join('\n'),
    ), text);
    r.write('.ai/README.md', '# Our notes\n\nHand-written.\n');
    assert.equal(await updateIndexFile(repo), true);
    assert.ok(r.read('.ai/README.md').startsWith(`# Our notes\n\nHand-written.\n\n${INDEX_START}\n`));
    r.write('.ai/kontext.toml', '[store]\nindex_file = false\n');
    assert.equal(await updateIndexFile(repo), false);
  });

  it('writes .gitattributes with the union-merge line once', async () => {
    const r = makeRepo('attrs');
    r.write('.ai/kontext.toml', '');
    const repo = await Repo.open(r.root);
    assert.equal(ensureGitattributes(repo), true);
    assert.match(r.read('.ai/.gitattributes'), /\nREADME\.md merge=union\n$/);
    assert.equal(ensureGitattributes(repo), false);
  });
});
