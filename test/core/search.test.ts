import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { search, searchLocal, reindex, indexExists, renderHits, fuse, type Hit } from '../../server/src/core/search/search';
import { expireIndex, flushIndex, forgetIndex } from '../../server/src/core/search/searchIndex';
import { indexDir } from '../../server/src/core/search/indexFiles';
import { withHintForm } from '../../server/src/core/hints';
import { cliForm } from '../../server/src/cli/hintForm';
import { expandIdentifier, prepareQuery, hasPhraseIn } from '../../server/src/core/search/terms';

async function open(r: TestRepo): Promise<Repo> {
  return Repo.open(r.root);
}

const uris = (hits: Hit[]) => hits.map((h) => h.uri);

describe('core/search', () => {
  it('expands identifiers and prepares queries (SPEC §6.2)', () => {
    assert.deepEqual(expandIdentifier('orderTotal'), ['order', 'Total']);
    assert.deepEqual(expandIdentifier('order_total'), ['order', 'total']);
    assert.deepEqual(expandIdentifier('RunContext'), ['Run', 'Context']);
    assert.deepEqual(expandIdentifier('parseV2Header'), ['parse', 'V2', 'Header']);
    assert.equal(expandIdentifier('HTTP'), null);
    assert.equal(expandIdentifier('abc'), null);
    assert.equal(expandIdentifier('plain'), null);
    const q = prepareQuery('-RunContext AND "foo*" (bar) OR +baz:qux NOT');
    assert.deepEqual(q.terms, ['runcontext', 'run', 'context', 'foo', 'bar', 'baz', 'qux']);
    assert.deepEqual(q.phrases, [['run', 'context']]);
    assert.ok(hasPhraseIn('we pass the Run-Context along', ['run', 'context']));
    assert.ok(!hasPhraseIn('run the context', ['run', 'context']));
    assert.ok(!hasPhraseIn('rerun context', ['run', 'context']));
  });

  it('lets orderTotal, order total and order_total find each other in docs and commits', async () => {
    const r = makeRepo('ident');
    r.commit('init', {
      'README.md': '# Shop\n\nThe shop sells things.\n',
      'docs/camel.md': '# Camel\n\nWe compute orderTotal before tax.\n',
      'docs/snake.md': '# Snake\n\nThe order_total column is in cents.\n',
      'docs/words.md': '# Words\n\nThe order total never includes shipping.\n',
    });
    r.commit('fix: round orderTotal once', { 'src/cart.ts': 'export const x = 1;\n' });
    const repo = await open(r);
    for (const q of ['orderTotal', 'order total', 'order_total']) {
      const hits = await searchLocal(repo, q, { limit: 10 });
      const got = uris(hits);
      for (const want of ['file:docs/camel.md', 'file:docs/snake.md', 'file:docs/words.md']) {
        assert.ok(got.includes(want), `${q} should find ${want}: ${got.join(', ')}`);
      }
      assert.ok(got.some((u) => u.startsWith('git:')), `${q} should find the commit`);
      assert.ok(!got.includes('file:README.md'));
    }
  });

  it('boosts a phrase from an identifier when its words are adjacent (SPEC §6.2)', async () => {
    const r = makeRepo('phrase');
    r.commit('init', {
      'docs/a.md': '# Guide\n\nWe run the tests, run them again; later the context is set.\n',
      'docs/b.md': '# Guide too\n\nPass the run context to the workers, said the lead.\n',
    });
    const repo = await open(r);
    const plain = await searchLocal(repo, 'run context');
    assert.deepEqual(uris(plain), ['file:docs/a.md', 'file:docs/b.md']);
    const ident = await searchLocal(repo, 'RunContext');
    assert.deepEqual(uris(ident), ['file:docs/b.md', 'file:docs/a.md']);
    assert.equal(ident[1].score, plain[0].score);
    assert.ok(Math.abs(ident[0].score - 2 * plain[1].score) < 1e-9);
  });

  it('indexes docs in chunks with anchors and keeps sources rules', async () => {
    const r = makeRepo('docs');
    const long = 'Install the tool with the package manager of your choice. '.repeat(8);
    r.commit('docs', {
      'README.md': `# Widget\n\nIntro paragraph about widgets.\n\n## Install\n\n${long}\n\n## Usage\n\nRun the widget with care. ${long}\n\n## Usage\n\nSecond usage section about gizmos. ${long}\n`,
      'docs/guide.md': '---\ntitle: Frontmatterword\n---\n# Guide\n\nThe front matter is not indexed, guidance is.\n',
      'docs/notes.txt': 'plain text notes about turbines\n',
      'CHANGELOG.md': '# Changes\n\nturbines changelog\n',
      'node_modules/x/README.md': '# X\n\nturbines vendored\n',
      '.env.md': 'turbines secret\n',
      'src/deep/README.md': '# Deep\n\nturbines deep readme\n',
      'src/other.md': '# Other\n\nturbines not included by default globs\n',
    });
    r.write('docs/untracked.md', '# Untracked\n\nturbines untracked doc\n');
    r.write('.gitignore', 'docs/ignored.md\n');
    r.write('docs/ignored.md', '# Ignored\n\nturbines ignored doc\n');
    const repo = await open(r);
    const got = uris(await searchLocal(repo, 'turbines', { limit: 20 }));
    // .txt is a doc type, but the default include globs name only .md files.
    assert.deepEqual(got.sort(), ['file:docs/untracked.md', 'file:src/deep/README.md']);
    const gizmo = await searchLocal(repo, 'gizmos', { kinds: ['docs'] });
    assert.equal(gizmo[0].uri, 'file:README.md#usage-2');
    assert.equal(gizmo[0].title, 'Widget › Usage');
    assert.equal((await searchLocal(repo, 'Frontmatterword')).length, 0);
    assert.equal((await searchLocal(repo, 'guidance'))[0].uri, 'file:docs/guide.md');
    r.write('.kontext.toml', '[sources]\ninclude = ["docs/**/*.txt", "src/*.md"]\n');
    expireIndex(repo);
    assert.deepEqual(uris(await searchLocal(repo, 'turbines', { limit: 20 })).sort(), ['file:docs/notes.txt', 'file:src/other.md']);
  });

  it('refreshes incrementally: new commit, amend, new/edited/deleted doc, and persists', async () => {
    const r = makeRepo('refresh');
    r.commit('start', { 'README.md': '# Start\n\nNothing yet.\n' });
    const repo = await open(r);
    assert.equal(indexExists(repo), false);
    assert.equal((await searchLocal(repo, 'zeppelin')).length, 0);
    await flushIndex(repo); // the save runs after the answer
    assert.equal(indexExists(repo), true);

    const sha = r.commit('feat: add zeppelin support', { 'src/z.ts': 'z' });
    expireIndex(repo);
    const hit = (await searchLocal(repo, 'zeppelin'))[0];
    assert.equal(hit.uri, `git:${r.git('rev-parse', '--short', sha)}`);
    assert.equal(hit.kind, 'commit');

    r.git('commit', '-q', '--amend', '-m', 'feat: add blimp support');
    expireIndex(repo);
    assert.equal((await searchLocal(repo, 'zeppelin')).length, 0);
    assert.equal((await searchLocal(repo, 'blimp')).length, 1);

    r.write('docs/air.md', '# Air\n\nAirships float on hydrogen.\n');
    expireIndex(repo);
    assert.deepEqual(uris(await searchLocal(repo, 'hydrogen')), ['file:docs/air.md']);
    r.write('docs/air.md', '# Air\n\nAirships float on helium nowadays.\n');
    expireIndex(repo);
    assert.equal((await searchLocal(repo, 'hydrogen')).length, 0);
    assert.deepEqual(uris(await searchLocal(repo, 'helium')), ['file:docs/air.md']);

    // A fresh process state loads the saved index and refreshes against it.
    await flushIndex(repo);
    forgetIndex(repo);
    fs.rmSync(path.join(r.root, 'docs/air.md'));
    r.git('reset', '-q', '--hard', 'HEAD~1');
    assert.equal((await searchLocal(repo, 'helium')).length, 0);
    assert.equal((await searchLocal(repo, 'blimp')).length, 0);
    assert.deepEqual(uris(await searchLocal(repo, 'start')).sort(), ['file:README.md', `git:${r.git('rev-parse', '--short', 'HEAD')}`]);
    await flushIndex(repo);
    const manifest = JSON.parse(fs.readFileSync(path.join(indexDir(repo), 'manifest.json'), 'utf8'));
    assert.deepEqual(Object.keys(manifest.files), ['README.md']);
    assert.equal(manifest.commits.length, 1);
    assert.deepEqual(await reindex(repo), { docs: 2 });
  });

  it('filters by kind, notes unknown kinds, and renders lines within the budget', async () => {
    const r = makeRepo('kinds');
    r.commit('feat: quasar engine', { 'docs/quasar.md': '# Quasar\n\nThe quasar engine.\n' });
    const repo = await open(r);
    const docs = await search(repo, { query: 'quasar', kinds: ['doc'] });
    assert.deepEqual(uris(docs.hits), ['file:docs/quasar.md']);
    const commits = await search(repo, { query: 'quasar', kinds: ['history', 'nonsense'] });
    assert.equal(commits.hits.length, 1);
    assert.equal(commits.hits[0].kind, 'commit');
    assert.deepEqual(commits.notes.length, 1);
    assert.match(commits.notes[0], /unknown kind "nonsense"; use one of .*, doc, commit \(aliases: .*\) — ignored/);
    assert.match(commits.text, /^1\. feat: quasar engine — .* \[commit · \d{4}-\d\d-\d\d\] <git:[0-9a-f]+>\n\(notes: unknown kind "nonsense"/);
    const none = await search(repo, { query: 'nothingmatches' });
    assert.equal(none.text, 'No matches.');
    await assert.rejects(search(repo, { query: '*** ()' }), /query/);
    await assert.rejects(search(repo, { query: 'x', limit: 51 }), /limit/);
  });

  it('fuses groups by rank and dedupes (SPEC §6.5), cuts text at the budget (§6.6)', () => {
    const h = (uri: string, title: string, source = 'local'): Hit => ({ source, uri, title, snippet: '', score: 1 });
    const fused = fuse(
      [
        { weight: 1, hits: [h('a', 'Alpha'), h('b', 'Beta'), h('c', 'Gamma')] },
        { weight: 0.9, hits: [h('inbox:x', 'Other', 'inbox'), h('a', 'Alpha again', 'inbox'), h('inbox:y', 'beta!', 'inbox')] },
      ],
      10,
    );
    assert.deepEqual(uris(fused), ['a', 'b', 'inbox:x', 'c']);
    const many = Array.from({ length: 30 }, (_, i) => h(`u${i}`, `Title number ${i} `.repeat(5)));
    const text = renderHits(many, [], 100);
    const lines = text.split('\n');
    assert.match(lines[lines.length - 1], /^\(\+\d+ more — narrow the query or raise budget_tokens\)$/);
    // A person at the CLI has no budget flag (the CLI's budget is fixed): only narrowing is offered.
    const person = withHintForm(cliForm, () => renderHits(many, [], 100)).split('\n');
    assert.match(person[person.length - 1], /^\(\+\d+ more — narrow the query\)$/);
    assert.ok(lines.length < 30);
    assert.equal(renderHits(many.slice(0, 1), ['n1'], 1).split('\n').length, 2);
  });

  it('indexes store entries (not as docs) and filters by kind with aliases', async () => {
    const r = makeRepo('entries');
    r.commit('store', {
      '.ai/README.md': '# Team context\n\n- nebula index line\n',
      '.ai/decisions/2024-02-01-nebula-cache.md':
        '---\nid: 2024-02-01-nebula-cache\ntitle: Cache nebula lookups\nstatus: accepted\ndate: 2024-02-01\ntags: [perf]\npaths: [src/nebulaCache.ts]\n---\n\n## Decision\n\nWe cache nebula lookups for an hour.\n',
      '.ai/learnings/nebula-pitfall.md': '---\ntitle: Nebula pitfall\n---\n\nThe nebula client retries forever.\n',
      'docs/adr/0003-use-nebula.md': '# 3. Use nebula\n\nDate: 2023-05-06\n\n## Status\n\nAccepted\n\n## Context\n\nnebula is fast.\n',
    });
    const repo = await open(r);
    const all = await searchLocal(repo, 'nebula', { limit: 20 });
    const got = uris(all).sort();
    // The set-up store keeps decisions in .ai/decisions, so docs/adr is documentation here.
    assert.deepEqual(got.filter((u) => !u.startsWith('git:')), [
      'file:docs/adr/0003-use-nebula.md',
      'kx:2024-02-01-nebula-cache',
      'kx:nebula-pitfall',
    ]);
    const dec = all.find((h) => h.uri === 'kx:2024-02-01-nebula-cache')!;
    assert.equal(dec.kind, 'decision');
    assert.equal(dec.status, 'accepted');
    assert.equal(dec.date, '2024-02-01');
    assert.equal(dec.snippet, 'We cache nebula lookups for an hour.');
    // aux: paths split and identifier expansion find the entry by its governed file.
    assert.equal((await searchLocal(repo, 'nebulaCache', { kinds: ['adr'] }))[0].uri, 'kx:2024-02-01-nebula-cache');
    assert.deepEqual(uris(await searchLocal(repo, 'nebula', { kinds: ['pitfalls'] })), ['kx:nebula-pitfall']);
    const res = await search(repo, { query: 'nebula', kinds: ['decisions', 'commit'] });
    assert.ok(res.hits.every((h) => h.kind === 'decision' || h.kind === 'commit'));
    assert.match(res.text, /^1\. Cache nebula lookups — We cache nebula lookups for an hour\. \[decision · accepted · 2024-02-01\] <kx:2024-02-01-nebula-cache>/m);
    // An edited entry is re-indexed.
    r.write('.ai/learnings/nebula-pitfall.md', '---\ntitle: Nebula pitfall\n---\n\nThe quasar client retries forever.\n');
    expireIndex(repo);
    assert.deepEqual(uris(await searchLocal(repo, 'quasar')), ['kx:nebula-pitfall']);
  });

  it('reads an ADR folder of a repository that is not set up as decisions', async () => {
    const r = makeRepo('adr');
    r.commit('adr', {
      'docs/adr/0001-record-architecture-decisions.md': '# 1. Record architecture decisions\n\nDate: 2023-05-01\n\n## Status\n\nAccepted\n\n## Context\n\nWe record.\n',
      'docs/adr/0003-use-nebula.md': '# 3. Use nebula\n\nDate: 2023-05-06\n\n## Status\n\nAccepted\n\n## Context\n\nnebula is fast.\n',
    });
    const repo = await open(r);
    const hits = await searchLocal(repo, 'nebula', { kinds: ['decision'] });
    assert.deepEqual(uris(hits), ['kx:0003-use-nebula']);
    assert.equal(hits[0].status, 'accepted');
  });

  it('adds inbox candidates as their own group (SPEC §6.3, §6.5)', async () => {
    const r = makeRepo('inbox');
    r.commit('feat: pulsar timing', { 'src/pulsar.ts': 'x' });
    const repo = await open(r);
    const inbox = path.join(repo.paths.k, 'inbox');
    fs.mkdirSync(inbox, { recursive: true });
    fs.writeFileSync(
      path.join(inbox, '2024-03-01-pulsar-drift.md'),
      '---\nid: 2024-03-01-pulsar-drift\nkind: learning\ntitle: Pulsar timing drifts\ndate: 2024-03-01\ncaptured: 2024-03-01T10:00:00+01:00\nvisibility: private\n---\n\nThe pulsar clock drifts after sleep.\n',
    );
    fs.writeFileSync(
      path.join(inbox, '2024-03-02-other.md'),
      '---\nid: 2024-03-02-other\nkind: decision\ntitle: Unrelated note\ncaptured: 2024-03-02T10:00:00+01:00\n---\n\nNothing about it.\n',
    );
    const res = await search(repo, { query: 'pulsar timing' });
    assert.deepEqual(
      res.hits.map((h) => [h.source, h.uri]),
      [
        ['local', `git:${r.git('rev-parse', '--short', 'HEAD')}`],
        ['inbox', 'inbox:2024-03-01-pulsar-drift'],
      ],
    );
    assert.equal(res.hits[1].status, 'local note, private');
    assert.match(res.text, /^2\. Pulsar timing drifts — The pulsar clock drifts after sleep\. \[learning · local note, private · 2024-03-01 · inbox\] <inbox:2024-03-01-pulsar-drift>$/m);
    assert.equal((await search(repo, { query: 'pulsar', kinds: ['decision'] })).hits.length, 0);
    assert.equal((await searchLocal(repo, 'pulsar timing')).length, 1);
    // A candidate added or edited after a search is seen by the next one.
    fs.writeFileSync(
      path.join(inbox, '2024-03-02-other.md'),
      '---\nid: 2024-03-02-other\nkind: decision\ntitle: Pulsar timing source\ncaptured: 2024-03-02T10:00:00+01:00\n---\n\nUse the pulsar timing source.\n',
    );
    const again = await search(repo, { query: 'pulsar timing' });
    assert.ok(again.hits.some((h) => h.uri === 'inbox:2024-03-02-other'));
  });
});

