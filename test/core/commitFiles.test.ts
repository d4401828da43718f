import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { commitFiles, fileCacheDir, forgetFileCache, loadFileCache, readFileLists } from '../../server/src/core/commitFiles';
import { readCommits } from '../../server/src/core/history';
import { searchLocal } from '../../server/src/core/search/search';
import { flushIndex, forgetIndex, getIndex } from '../../server/src/core/search/searchIndex';
import { indexDir, loadSaved } from '../../server/src/core/search/indexFiles';
import { deferCommitFiles } from '../../server/src/core/search/indexPolicy';

/** Commits whose subjects never name their files: only the changed paths can find them by a path term. */
function history(name: string): { r: TestRepo; zebra: string; quokka: string; shas: string[] } {
  const r = makeRepo(name);
  r.commit('initial layout', { 'README.md': '# demo\n' });
  const zebra = r.commit('tidy up the handler', { 'src/zebraHandler.ts': 'export const z = 1;\n' });
  const quokka = r.commit('store tweaks', { 'lib/quokka store.py': 'x = 1\n', 'docs/ünïcode.md': 'ü\n' });
  r.commit('follow-up', { 'src/zebraHandler.ts': 'export const z = 2;\n' });
  return { r, zebra, quokka, shas: r.git('rev-list', 'HEAD').split('\n') };
}

const commitUris = async (repo: Repo, q: string) =>
  (await searchLocal(repo, q, { limit: 10 })).map((h) => h.uri).filter((u) => u.startsWith('git:'));

describe('core/commitFiles + deferred changed paths of a cold index', () => {
  before(() => deferCommitFiles(1)); // as `kontext mcp`/`lsp` do (threshold 1 for a small repository)
  after(() => deferCommitFiles(Infinity));

  it('reads the same paths as git log --name-only, from the cache once read', async () => {
    const { r, shas } = history('cf-read');
    const repo = await Repo.open(r.root);
    const expected = new Map((await readCommits(repo, 10)).map((c) => [c.sha, c.files]));
    assert.deepEqual(await readFileLists(repo, shas), expected);
    assert.equal((await loadFileCache(repo)).size, 0);
    assert.deepEqual(await commitFiles(repo, shas), expected);
    assert.deepEqual(await loadFileCache(repo), expected);
    // A foreign or torn batch beside it is ignored, the good one still read.
    fs.writeFileSync(path.join(fileCacheDir(repo), '9-torn.lst'), `kontext commit-files 1\n${shas[0]}\0a.txt\0`);
    fs.writeFileSync(path.join(fileCacheDir(repo), '9-foreign.lst'), 'something else\0');
    forgetFileCache(repo);
    assert.deepEqual(await loadFileCache(repo), expected);
  });

  it('a cold index is searchable at once; a path term finds its commit once the background pass ends; saved without loss or duplicates', async () => {
    const { r, zebra, quokka, shas } = history('cf-defer');
    const repo = await Repo.open(r.root);
    forgetIndex(repo);
    const st = await getIndex(repo, { force: true });
    // Built without paths: every commit pending, subjects searchable already.
    assert.deepEqual([...(st.manifest.pendingFiles ?? [])].sort(), [...shas].sort());
    const docs = st.engine.documentCount;
    assert.deepEqual(await commitUris(repo, 'tidy handler'), [`git:${zebra.slice(0, 7)}`]);

    await flushIndex(repo);
    assert.deepEqual(st.manifest.pendingFiles, []);
    assert.ok((await commitUris(repo, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
    assert.ok((await commitUris(repo, 'quokka')).includes(`git:${quokka.slice(0, 7)}`));
    const cur = await getIndex(repo);
    assert.equal(cur.engine.documentCount, docs, 'no commit document lost or added twice');

    // On disk: the completed index (paths found after a restart), nothing pending.
    const saved = loadSaved(repo)!;
    assert.deepEqual(saved.manifest.pendingFiles, []);
    assert.equal(saved.engine.documentCount, docs);
    assert.ok(saved.engine.search('zebrahandler').some((h) => h.id === `c:${zebra}`));
    assert.equal(new Set(saved.manifest.commits).size, shas.length);
  });

  it('a later cold index (restart, new worktree) takes the paths from the cache at once', async () => {
    const { r, zebra } = history('cf-cache');
    const repo = await Repo.open(r.root);
    forgetIndex(repo);
    await getIndex(repo, { force: true });
    await flushIndex(repo);

    // Restart: index files gone, the cache under <K> stays.
    forgetIndex(repo);
    fs.rmSync(indexDir(repo), { recursive: true, force: true });
    const again = await getIndex(repo, { force: true });
    assert.deepEqual(again.manifest.pendingFiles, []);
    assert.ok((await commitUris(repo, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
    await flushIndex(repo);

    // A new worktree shares <K>: complete at once too.
    const wtDir = `${r.root}-wt`;
    r.git('worktree', 'add', '-q', wtDir, '-b', 'side');
    const wt = await Repo.open(wtDir);
    const st = await getIndex(wt, { force: true });
    assert.deepEqual(st.manifest.pendingFiles, []);
    assert.ok((await commitUris(wt, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
    await flushIndex(wt);
    fs.rmSync(wtDir, { recursive: true, force: true });
  });

  it('a process stopped mid-pass leaves a usable index; the next start completes it without duplicates', async () => {
    const { r, zebra, shas } = history('cf-crash');
    const repo = await Repo.open(r.root);
    forgetIndex(repo);
    const st = await getIndex(repo, { force: true });
    const docs = st.engine.documentCount;
    // The first save (before the pass's git read returns) is what a process killed mid-pass leaves on disk.
    await st.saving;
    const snapshot = snapshotDir(indexDir(repo));
    assert.equal(JSON.parse(snapshot.get('manifest.json')!.toString()).pendingFiles.length, shas.length);
    await flushIndex(repo);

    // "Crash": the saved index of that moment, no cached paths either.
    forgetIndex(repo);
    restoreDir(indexDir(repo), snapshot);
    fs.rmSync(fileCacheDir(repo), { recursive: true, force: true });
    forgetFileCache(repo);

    const loaded = await getIndex(repo);
    assert.equal(loaded.manifest.pendingFiles?.length, shas.length, 'loaded as saved');
    assert.equal(loaded.engine.documentCount, docs);
    assert.deepEqual(await commitUris(repo, 'tidy handler'), [`git:${zebra.slice(0, 7)}`], 'usable at once');

    await flushIndex(repo);
    assert.ok((await commitUris(repo, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
    const after = await getIndex(repo);
    assert.equal(after.engine.documentCount, docs, 'no duplicates');
    assert.deepEqual(after.manifest.pendingFiles, []);
    const saved = loadSaved(repo)!;
    assert.deepEqual(saved.manifest.pendingFiles, []);
    assert.equal(saved.engine.documentCount, docs);
    assert.equal((await loadFileCache(repo)).size, shas.length, 'the re-read paths went to the cache');
  });

  it('one-shot commands (deferral off) index the paths inline', async () => {
    const { r, zebra } = history('cf-inline');
    const repo = await Repo.open(r.root);
    deferCommitFiles(Infinity);
    try {
      forgetIndex(repo);
      const st = await getIndex(repo, { force: true });
      assert.deepEqual(st.manifest.pendingFiles, []);
      assert.ok((await commitUris(repo, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
      await flushIndex(repo);
      assert.equal((await loadFileCache(repo)).size, 4, 'the eager read filled the cache');

      // A later cold index: cached paths joined, the one new commit's paths read inline.
      const wombat = r.commit('misc', { 'pkg/wombatParser.go': 'package pkg\n' });
      forgetIndex(repo);
      fs.rmSync(indexDir(repo), { recursive: true, force: true });
      const again = await getIndex(repo, { force: true });
      assert.deepEqual(again.manifest.pendingFiles, []);
      assert.ok((await commitUris(repo, 'wombatParser')).includes(`git:${wombat.slice(0, 7)}`));
      assert.ok((await commitUris(repo, 'zebraHandler')).includes(`git:${zebra.slice(0, 7)}`));
      await flushIndex(repo);
      assert.equal((await loadFileCache(repo)).size, 5);
    } finally {
      deferCommitFiles(1);
    }
  });
});

function snapshotDir(dir: string): Map<string, Buffer> {
  return new Map(fs.readdirSync(dir).filter((n) => !n.startsWith('.')).map((n) => [n, fs.readFileSync(path.join(dir, n))]));
}

function restoreDir(dir: string, files: Map<string, Buffer>): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [n, b] of files) fs.writeFileSync(path.join(dir, n), b);
}
