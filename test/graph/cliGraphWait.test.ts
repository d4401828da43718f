/**
 * `kontext graph status` reports the saved graph without indexing,
 * `kontext graph index` prints progress on stderr only, and a one-shot
 * `kontext why <symbol>` on a repository with no graph yet waits for the
 * index and answers with the definition (built bundle, real temp repos).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const FILES = {
  'src/a.ts': "import { helper } from './b';\nexport function run() { return helper(2); }\n",
  'src/b.ts': '/** Doubles a number. */\nexport function helper(n: number) { return n * 2; }\n',
};

describe('code graph: status without indexing, index progress, CLI why waits', function () {
  // A dozen CLI processes one after another: ~10 s idle, over 30 s on a loaded 2-core machine.
  this.timeout(120_000);
  it('graph status never indexes; graph index shows progress on stderr; status then reads the saved graph', () => {
    const repo = makeRepo('graph-status');
    repo.commit('code', FILES);
    for (let i = 0; i < 2; i++) {
      const st = cli(repo.root, 'graph', 'status');
      assert.equal(st.code, 0, st.err);
      // A sentence naming the next command, never the raw state word (newcomer 8 #1).
      assert.match(st.out, /^code graph: not built yet; run `kontext -C \S+ graph index` to build it \(the first code question also does\)$/m);
      assert.doesNotMatch(st.out, /not-indexed|\bready\b/);
      assert.match(st.out, /^files: none indexed yet$/m);
      assert.doesNotMatch(st.out, /^definitions:/m);
      // Nothing listed yet, so nothing is said to be skipped (newcomer 24 #9).
      assert.match(st.out, /^skipped: not known until the graph is built$/m);
      assert.doesNotMatch(st.out, /^saved:/m);
    }
    const idx = cli(repo.root, 'graph', 'index');
    assert.equal(idx.code, 0, idx.err);
    assert.match(idx.err, /^kontext: graph: 2\/2 files indexed$/m);
    assert.match(idx.out, /^parsed: 2 files$/m);
    const st = cli(repo.root, 'graph', 'status');
    assert.equal(st.code, 0, st.err);
    assert.match(st.out, /^code graph: saved from an earlier index \(the next code question loads it and re-reads changed files\)$/m);
    assert.match(st.out, /^files: 2\nlanguages: typescript 2$/m);
    assert.match(st.out, /^definitions: \d+, calls: 1/m);
    assert.match(st.out, /^saved: \d{4}-\d\d-\d\dT[\d:.]+Z, files changed since: 0$/m);
    repo.write('src/b.ts', '/** Triples. */\nexport function helper(n: number) { return n * 3; }\n');
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 1 \(1 changed; not indexed yet\) — `kontext -C \S+ graph index` updates it now$/m);
    // New files count too (newcomer5): an untracked source file, not an ignored one or a non-source file.
    repo.write('.gitignore', 'scratch.ts\n');
    repo.write('scratch.ts', 'export const x = 1;\n');
    repo.write('notes.txt', 'words\n');
    repo.write('src/c.ts', 'export function added() { return 1; }\n');
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 2 \(1 new, 1 changed; not indexed yet\) — `kontext -C \S+ graph index` updates it now$/m);
    // Committed since the index: still new to the graph (its content key is not held), not "unchanged".
    repo.commit('add c and change b');
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 2 \(1 new, 1 changed; not indexed yet\) — `kontext -C \S+ graph index` updates it now$/m);
    const json = JSON.parse(cli(repo.root, 'call', 'kontext_graph', '--json').out);
    assert.deepEqual([json.stale, json.added, json.changed, json.removed], [2, 1, 1, 0]);
    // Up to date again after an index; a file touched with the same content (a checkout) stays up to date; a deleted one is removed.
    const idx2 = cli(repo.root, 'graph', 'index');
    assert.match(idx2.out, /^parsed: 2 files; 1 unchanged, from the cache$/m);
    assert.match(cli(repo.root, 'graph', 'index').out, /^all 3 files up to date \(nothing to parse\)$/m);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(repo.root, 'src/b.ts'), later, later);
    assert.match(cli(repo.root, 'graph', 'status').out, /, files changed since: 0$/m);
    fs.rmSync(path.join(repo.root, 'src/c.ts'));
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 1 \(1 removed; not indexed yet\)/m);
  });

  it('a graph saved by another kontext version is named as such, not as a saved graph of 0 files (newcomer 8 #1)', () => {
    const repo = makeRepo('graph-status-version');
    repo.commit('code', FILES);
    assert.equal(cli(repo.root, 'graph', 'index').code, 0);
    const wdir = path.join(repo.git('rev-parse', '--git-common-dir').trim(), 'kontext', 'worktrees');
    const file = path.join(path.resolve(repo.root, wdir), fs.readdirSync(path.resolve(repo.root, wdir))[0], 'graph.json');
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...saved, v: 'an-older-build' }));
    const st = cli(repo.root, 'graph', 'status');
    assert.equal(st.code, 0, st.err);
    assert.match(st.out, /^code graph: the saved graph was written by another kontext version and cannot be used; run `kontext -C \S+ graph index` to rebuild it/m);
    assert.doesNotMatch(st.out, /^saved:|files changed since/m);
    const j = JSON.parse(cli(repo.root, 'call', 'kontext_graph', '--json').out);
    assert.equal(j.state, 'not-indexed');
    assert.equal(j.otherVersion, true);
    assert.match(cli(repo.root, 'status').out, /^Code graph: saved by another kontext version and cannot be used/m);
    // Indexing again makes it usable.
    assert.match(cli(repo.root, 'graph', 'index').out, /^code graph: indexed and up to date$/m);
    assert.match(cli(repo.root, 'graph', 'status').out, /^code graph: saved from an earlier index/m);
  });

  it('why <symbol> in a one-shot CLI on an unindexed repo answers with the located definition', () => {
    const repo = makeRepo('graph-why-cli');
    repo.commit('code', FILES);
    const r = cli(repo.root, 'why', 'helper');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^## Code$/m);
    assert.match(r.out, /^- function helper src\/b\.ts:2$/m);
    assert.doesNotMatch(r.out, /indexing|kontext:/);
    // The graph it built is saved: status reads it without indexing.
    assert.match(cli(repo.root, 'graph', 'status').out, /^files: 2\nlanguages: typescript 2$/m);
  });
});
