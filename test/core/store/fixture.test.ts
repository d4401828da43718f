import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { copyTree, fixtureStore, makeRepo } from '../../helpers/gitRepo';
import { Repo } from '../../../server/src/core/repo';
import { briefRef, loadStore, resolveEntry } from '../../../server/src/core/store/store';
import { serializeFrontMatterEntry } from '../../../server/src/core/store/entryFormat';
import { parseFrontMatterLines, splitFrontMatter } from '../../../server/src/core/store/frontMatter';
import { entrySummary, isActive, l0, ruleText } from '../../../server/src/core/store/summary';

/** Set by the suite's `before` (which skips the suite when the fixture is absent). */
let FIXTURE = '';

/** Every `.md` under the fixture's kind directories, repo-relative. */
function fixtureEntryFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(FIXTURE, rel), { withFileTypes: true })) {
      const r = `${rel}/${d.name}`;
      if (d.isDirectory()) walk(r);
      else if (d.name.endsWith('.md')) out.push(r);
    }
  };
  for (const k of ['decisions', 'conventions', 'architecture']) walk(`.ai/${k}`);
  return out.sort();
}

describe('store: the kontext 0.1 fixture is read unchanged', () => {
  let repo: Repo;
  before(async function () {
    FIXTURE = fixtureStore(this);
    const r = makeRepo('fixture');
    copyTree(path.join(FIXTURE, '.ai'), path.join(r.root, '.ai'));
    r.commit('add the kontext 0.1 store');
    repo = await Repo.open(r.root);
  });

  it('finds every entry with the kind of its directory and no problems', async () => {
    const store = await loadStore(repo);
    assert.equal(store.setUp, true);
    assert.deepEqual(store.problems, []);
    assert.deepEqual(store.entries.map((e) => e.path).sort(), fixtureEntryFiles());
    assert.equal(store.entries.length, 21);
    for (const e of store.entries) {
      const dirKind = e.path.split('/')[1];
      const want = { decisions: 'decision', conventions: 'convention', architecture: 'architecture' }[dirKind];
      assert.equal(e.kind, want, e.path);
      assert.equal(e.style, 'frontmatter');
    }
  });

  it('keeps every front-matter value as written (ids, titles, statuses, dates, summaries, lists, extras)', async () => {
    const store = await loadStore(repo);
    for (const e of store.entries) {
      const text = fs.readFileSync(path.join(repo.root, e.path), 'utf8');
      const pairs = parseFrontMatterLines(splitFrontMatter(text).fmLines!);
      const get = (k: string) => pairs.find(([key]) => key === k)?.[1];
      assert.equal(e.id, get('id'), e.path);
      assert.equal(e.title, get('title'), e.path);
      assert.equal(e.date, get('date'), e.path);
      assert.equal(e.statusRaw, get('status'), e.path);
      assert.equal(e.summary, get('summary'), e.path);
      assert.deepEqual(e.paths, get('paths') ?? [], e.path);
      assert.deepEqual(e.tags, get('tags') ?? [], e.path);
      assert.deepEqual(e.commits, get('commits') ?? [], e.path);
      assert.equal(e.author, get('author'), e.path);
      assert.equal(e.origin, get('origin'), e.path);
      const known = new Set(['id', 'kind', 'title', 'status', 'date', 'summary', 'tags', 'paths', 'commits', 'author', 'origin']);
      assert.deepEqual(e.extras, pairs.filter(([k]) => !known.has(k)), e.path);
    }
    const overview = store.byId.get('overview')!;
    assert.equal(overview.summary?.startsWith('Team context bridge for coding agents: reviewed'), true);
    assert.deepEqual(overview.extras.map(([k]) => k), ['stack', 'generated', 'deepened']);
    assert.deepEqual(store.byId.get('mod-src-adapters')!.tags, ['module', 'module', 'rust']);
    assert.deepEqual(store.byId.get('mod-src-init')!.extras, [
      ['rank', '2'],
      ['fingerprint', 'fb98c8426a04'],
      ['generated', 'kontext'],
      ['deepened', '2026-09-28'],
      ['deepened_fingerprint', 'be7a4061f0ac'],
    ]);
    const decisions = store.entries.filter((e) => e.kind === 'decision');
    assert.equal(decisions.length, 16);
    assert.ok(decisions.every((e) => e.status === 'accepted' && isActive(e)));
  });

  it('re-serialises every unchanged entry to its exact bytes', async () => {
    const store = await loadStore(repo);
    for (const e of store.entries) {
      const text = fs.readFileSync(path.join(repo.root, e.path), 'utf8');
      assert.equal(serializeFrontMatterEntry(e), text, e.path);
    }
  });

  it('derives summaries, L0 lines and rule text', async () => {
    const store = await loadStore(repo);
    const lic = store.byId.get('2026-09-28-dual-license-under-mit-or-apache-2-0')!;
    assert.equal(lic.summary, undefined);
    assert.equal(
      entrySummary(lic),
      "The project is dual-licensed under MIT OR Apache-2.0 at the user's option, the Rust ecosystem convention. Contributions are accepted under the same terms.",
    );
    assert.equal(l0(lic), `Dual-license under MIT OR Apache-2.0 — ${entrySummary(lic)}`);
    const conv = store.byId.get('documentation-is-bilingual-with-mirrored-trees')!;
    assert.ok(entrySummary(conv).startsWith('English sources live in docs/en/ and Slovak in docs/sk/'));
    const adapters = store.byId.get('2026-09-28-adapters-are-configuration-the-core-never-names-a-product')!;
    assert.ok(ruleText(adapters).startsWith('The core knows capabilities (search, read, store'));
    assert.ok(entrySummary(adapters).startsWith('External systems plug in through generic'));
  });

  it('resolves ids, prefixes, paths and brief references', async () => {
    const store = await loadStore(repo);
    const id = '2026-09-28-git-hooks-never-wait-on-adapters';
    assert.equal(resolveEntry(store, id)?.id, id);
    assert.equal(resolveEntry(store, `kx:${id}`)?.id, id);
    assert.equal(resolveEntry(store, `.ai/decisions/${id}.md`)?.id, id);
    assert.equal(resolveEntry(store, '2026-09-28-git-h')?.id, id);
    assert.equal(resolveEntry(store, '2026-09-28-git'), null, 'ambiguous prefix = not found');
    assert.equal(resolveEntry(store, 'nope'), null);
    assert.equal(resolveEntry(store, 'mod-src')?.id, 'mod-src', 'exact id beats prefix');
    assert.equal(briefRef(store, store.byId.get(id)!), '2026-09-28-git-hooks');
    assert.equal(briefRef(store, store.byId.get('2026-09-28-dual-license-under-mit-or-apache-2-0')!), '2026-09-28-dual');
    assert.equal(briefRef(store, store.byId.get('mod-src')!), 'mod-src');
    assert.equal(briefRef(store, store.byId.get('mod-src-init')!), 'mod-src-init');
    for (const e of store.entries) assert.equal(resolveEntry(store, briefRef(store, e))?.id, e.id, e.id);
  });

  it('re-reads only when a file changes', async () => {
    const a = await loadStore(repo);
    const b = await loadStore(repo);
    assert.equal(a, b);
    const file = path.join(repo.root, '.ai/conventions/documentation-is-bilingual-with-mirrored-trees.md');
    const orig = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, orig.replace('title: Documentation is bilingual', 'title: Docs are bilingual'));
    const c = await loadStore(repo);
    assert.notEqual(c, a);
    assert.equal(c.byId.get('documentation-is-bilingual-with-mirrored-trees')!.title, 'Docs are bilingual with mirrored trees');
    fs.writeFileSync(file, orig);
  });
});
