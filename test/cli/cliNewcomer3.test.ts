/**
 * Third round of newcomer findings, through the built CLI on real temp git
 * repositories: `why` shows this clone's inbox notes on a path (#2), one-shot
 * CLI searches keep the index they built (#6), and a promoted note's inbox id
 * still reads (#10).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

function ok(r: { code: number | null; stdout: string; stderr: string }): string {
  assert.equal(r.code, 0, `rc ${r.code}\n${r.stderr}\n${r.stdout}`);
  return r.stdout;
}

function capturedId(out: string): string {
  const m = /inbox:([\w.-]+)/.exec(out);
  assert.ok(m, `no inbox id in: ${out}`);
  return m[1];
}

describe('cli: newcomer fixes, round 3 (built bundle)', function () {
  this.timeout(240_000);

  it('why of a file, a line and its directory lists inbox notes on it, without the capture nudge', () => {
    const repo = makeRepo('cli-nc3-why');
    repo.commit('Set up kontext', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      'src/cart/total.ts': 'export const total = 1;\nexport const tax = 2;\n',
      'src/other.ts': 'export const other = 1;\n',
    });
    const id = capturedId(ok(runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'Totals round half up', '-b', 'Cents round half up.', '-p', 'src/cart/total.ts'])));
    for (const target of ['src/cart/total.ts', 'src/cart/total.ts:2', 'src/cart', 'src']) {
      const out = ok(runKontext(repo.root, ['why', target]));
      assert.match(out, /## Local notes \(inbox, not shared yet\)\n- \[learning\] Totals round half up.* <inbox:/, `${target}:\n${out}`);
      assert.ok(out.includes(`<inbox:${id}>`), out);
      assert.doesNotMatch(out, /Nothing recorded covers/, target);
    }
    // A path the note does not govern keeps the nudge and shows no note.
    const other = ok(runKontext(repo.root, ['why', 'src/other.ts']));
    assert.doesNotMatch(other, /Local notes/);
    assert.match(other, /Nothing recorded covers src\/other\.ts yet/);
  });

  it('why shows a private note in a repository without a store, and notes from another worktree say so', () => {
    const repo = makeRepo('cli-nc3-why-nostore');
    repo.commit('init', { 'lib/effect.ts': 'export function effect() {}\n' });
    const id = capturedId(ok(runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'effect note', '-b', 'x', '-p', 'lib/effect.ts'])));
    const wt = path.join(path.dirname(repo.root), `${path.basename(repo.root)}-wt`);
    repo.git('worktree', 'add', '-q', wt, '-b', 'side');
    try {
      const here = ok(runKontext(repo.root, ['why', 'lib/effect.ts']));
      assert.match(here, new RegExp(`- \\[learning, private\\] effect note.* <inbox:${id}>\\n`));
      assert.doesNotMatch(here, /Nothing recorded covers|another worktree/);
      const there = ok(runKontext(wt, ['why', 'lib/effect.ts']));
      assert.match(there, new RegExp(`<inbox:${id}> \\(captured in another worktree, branch main\\)`));
      assert.doesNotMatch(there, /Nothing recorded covers/);
    } finally {
      repo.git('worktree', 'remove', '--force', wt);
    }
  });

  it('a CLI search saves the index it built under <W>; the next search loads it without rewriting it', () => {
    const repo = makeRepo('cli-nc3-index');
    repo.commit('Set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'README.md': '# Shop\n\nCheckout totals are rounded.\n' });
    repo.commit('Switch totals to integer cents instead of floats', { 'src/total.ts': 'export const total = 1;\n' });
    assert.match(ok(runKontext(repo.root, ['status'])), /Index: not built yet/);
    const first = ok(runKontext(repo.root, ['search', 'totals']));
    assert.match(first, /integer cents/);
    const common = path.resolve(repo.root, repo.git('rev-parse', '--git-common-dir'));
    const manifests = fs.readdirSync(path.join(common, 'kontext'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(path.join('index-node', 'manifest.json')));
    assert.equal(manifests.length, 1, `one saved index under <K>: ${manifests.join(', ')}`);
    const dir = path.join(common, 'kontext', path.dirname(manifests[0]));
    const stamps = () => ['manifest.json', 'index.bin', 'texts.json'].map((f) => fs.statSync(path.join(dir, f)).mtimeMs);
    const before = stamps();
    assert.doesNotMatch(ok(runKontext(repo.root, ['status'])), /Index: not built yet/);
    const second = ok(runKontext(repo.root, ['search', 'totals']));
    assert.equal(second, first);
    assert.deepEqual(stamps(), before, 'the second search loaded the saved index and had nothing to save');
    assert.deepEqual(fs.readdirSync(dir).filter((f) => f.includes('.tmp') || f === '.lock'), [], 'no temp files or lock left behind');
  });

  it('read of a promoted note\'s inbox id (bare, inbox: or kx:) points to the entry it became', () => {
    const repo = makeRepo('cli-nc3-promoted');
    repo.commit('Set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/total.ts': 'export const total = 1;\n' });
    const id = capturedId(ok(runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'Hydration details are off in prod', '-b', 'Turn the flag on to see them.', '-p', 'src/total.ts'])));
    const dated = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(id);
    assert.ok(dated, id);
    assert.match(ok(runKontext(repo.root, ['promote', id])), /promoted/);
    const learnings = fs.readdirSync(path.join(repo.root, '.ai', 'learnings'));
    assert.equal(learnings.length, 1, learnings.join(', '));
    const newId = learnings[0].replace(/\.md$/, '');
    assert.notEqual(newId, id, 'a learning\'s id loses its date on promotion (SPEC §5.3)');
    const banner = `inbox:${id} was promoted as kx:${newId} (.ai/learnings/${newId}.md)`;
    const check = (label: string) => {
      for (const ref of [id, `inbox:${id}`, `kx:${id}`]) {
        const out = ok(runKontext(repo.root, ['read', ref]));
        assert.ok(out.startsWith(`${banner}\n\n`), `${label} ${ref}:\n${out}`);
        assert.match(out, /Hydration details are off in prod/);
      }
      const full = ok(runKontext(repo.root, ['read', `inbox:${id}`, '-l', '2']));
      assert.match(full, /Turn the flag on to see them\./);
      assert.match(ok(runKontext(repo.root, ['read', id, '-l', '0'])), new RegExp(`^${banner.replace(/[.()]/g, '\\$&')}\n\n.*<kx:${newId}>\n$`));
    };
    // 1. Through the .promoted/ record, before the commit.
    const common = path.resolve(repo.root, repo.git('rev-parse', '--git-common-dir'));
    const record = path.join(common, 'kontext', 'inbox', '.promoted', `${id}.md`);
    assert.ok(fs.existsSync(record), record);
    check('record');
    // 2. After the commit, once the record is pruned (SPEC §5.3 post-commit), by the id itself.
    repo.git('commit', '-q', '-m', 'learning');
    fs.rmSync(record);
    check('pruned');
    // An id that never existed still fails with the usual message.
    const miss = runKontext(repo.root, ['read', 'inbox:2026-01-01-nothing-like-this']);
    assert.equal(miss.code, 1);
    assert.match(miss.stderr, /no inbox entry/);
  });
});
