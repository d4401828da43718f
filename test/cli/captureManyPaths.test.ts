/**
 * A capture naming thousands of paths that match no file (newcomer 8 #7):
 * the answer's text shows the first 5 notes and counts the rest in one
 * line; the structured notes keep every one. The JSON of that answer is
 * ~360 KB on a pipe, which the CLI used to cut at 128 KiB (process.exit
 * dropped what the pipe had not taken yet; main.ts exitWhenFlushed).
 * Built bundle, real temp repository with a store.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv(), maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const MISSING = Array.from({ length: 3000 }, (_, i) => `src/missing${i}.ts`);

describe('cli: capture with thousands of missing paths (newcomer 8 #7, built bundle)', function () {
  this.timeout(60_000);
  const repo = makeRepo('capture-many-paths');
  repo.commit('store', { '.ai/kontext.toml': '', 'src/cart.ts': 'export const total = 1;\n' });

  it('the text shows 5 notes and "… and 2995 more"; a path that exists gets no note', () => {
    const r = cli(repo.root, 'capture', '-k', 'learning', '-t', 'Many paths', '-b', 'body', '-p', [...MISSING, 'src/cart.ts'].join(','));
    assert.equal(r.code, 0, r.err);
    const notes = r.out.split('\n').filter((l) => l.startsWith('note: '));
    assert.deepEqual(notes.slice(0, 5), MISSING.slice(0, 5).map((p) => `note: paths: ${p} matches no file in this repository — check the spelling (fine for code not written yet)`));
    assert.equal(notes[5], 'note: paths: … and 2995 more match no file in this repository');
    assert.equal(notes.length, 6, r.out);
    // The registry's own text (kontext call keeps it) is capped the same way.
    const t = cli(repo.root, 'call', 'ctx_capture', JSON.stringify({ kind: 'learning', title: 'Many paths again', body: 'b', paths: MISSING }));
    assert.equal(t.code, 0, t.err);
    assert.equal(t.out.split('\n').filter((l) => / match(es)? no file/.test(l)).length, 6, t.out);
  });

  it('the structured notes keep all 3000, and the whole JSON arrives through a pipe', () => {
    const r = cli(repo.root, 'call', 'ctx_capture', JSON.stringify({ kind: 'learning', title: 'Many paths in JSON', body: 'b', paths: MISSING }), '--json');
    assert.equal(r.code, 0, r.err);
    assert.ok(r.out.length > 256 * 1024, `${r.out.length} bytes`);
    const j = JSON.parse(r.out) as { notes: string[] };
    assert.equal(j.notes.filter((n) => n.includes('matches no file')).length, 3000);
  });

  it('six missing paths are all shown (a "1 more" line would save nothing)', () => {
    const r = cli(repo.root, 'capture', '-k', 'learning', '-t', 'Six paths', '-b', 'body', '-p', MISSING.slice(0, 6).join(','));
    assert.equal(r.out.split('\n').filter((l) => l.startsWith('note: paths: src/missing')).length, 6, r.out);
    assert.doesNotMatch(r.out, /more match no file/);
  });
});
