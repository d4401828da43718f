import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gitEnv, makeRepo } from '../../helpers/gitRepo';
import { Repo } from '../../../server/src/core/repo';
import { KontextError } from '../../../server/src/core/errors';
import { loadStore } from '../../../server/src/core/store/store';
import { nextSequential } from '../../../server/src/core/store/ids';
import { applySupersedes, writeNewEntry } from '../../../server/src/core/store/write';
import { runDate } from '../../helpers/runDate';

function runWriter(root: string, count: number, kind: string): Promise<string[]> {
  const setup = path.resolve(__dirname, '..', '..', 'setup.cjs');
  const writer = path.resolve(__dirname, 'concurrentWriter.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', setup, '-e', `require(${JSON.stringify(writer)}).main()`, root, String(count), kind], {
      env: gitEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`writer exited ${code}: ${err}`))));
  });
}

describe('store: writing entries (SPEC §2.5, §2.6, §5.1)', () => {
  it('allocates dated ids with -2 suffixes and writes front matter', async () => {
    const r = makeRepo('write');
    r.write('.ai/kontext.toml', '');
    const repo = await Repo.open(r.root);
    const a = await writeNewEntry(repo, { kind: 'decision', title: 'Prices are integer cents', body: '## Decision\n\nCents.', paths: ['./src/pay/**'], author: 'Ada', origin: 'cli' });
    const today = runDate(a.id);
    assert.deepEqual(a, { id: `${today}-prices-are-integer-cents`, path: `.ai/decisions/${today}-prices-are-integer-cents.md` });
    assert.equal(
      r.read(a.path),
      `---\nid: ${a.id}\nkind: decision\ntitle: Prices are integer cents\nstatus: accepted\ndate: ${today}\npaths: [src/pay/**]\nauthor: Ada\norigin: cli\n---\n\n## Decision\n\nCents.\n`,
    );
    const b = await writeNewEntry(repo, { kind: 'decision', title: 'Prices are integer cents', body: 'again' });
    assert.equal(b.id, `${a.id}-2`);
    const c = await writeNewEntry(repo, { kind: 'gotchas', title: 'Prices are integer cents', body: 'x' });
    assert.equal(c.path, '.ai/learnings/prices-are-integer-cents.md');
    const store = await loadStore(repo);
    assert.deepEqual(store.byId.get(c.id)!.tags, ['pitfall']);
    assert.equal(store.byId.get(c.id)!.status, undefined, 'only decisions default to accepted');
    // An id taken by an entry of another kind is skipped too.
    const d = await writeNewEntry(repo, { kind: 'convention', title: 'Prices are integer cents', body: 'x' });
    assert.equal(d.id, 'prices-are-integer-cents-2');
    await assert.rejects(writeNewEntry(repo, { kind: 'wish', title: 'x', body: 'y' }), (e) => KontextError.is(e, 'invalid-argument') && /unknown kind "wish"; use one of decision, convention/.test((e as Error).message));
    await assert.rejects(writeNewEntry(repo, { kind: 'decision', title: '  ', body: 'y' }), (e) => KontextError.is(e, 'invalid-argument'));
  });

  it('numbers sequential folders with their own width', async () => {
    assert.deepEqual(nextSequential([]), { n: 1, width: 4, text: '0001' });
    assert.deepEqual(nextSequential(['001-a.md', '002-b.md', 'README.md']), { n: 3, width: 3, text: '003' });
    assert.deepEqual(nextSequential(['0009-a.md', '2024-01-01-x.md', '12-short.md']), { n: 10, width: 4, text: '0010' });
    assert.deepEqual(nextSequential(['00099-a.md', '0100-b.md']), { n: 101, width: 4, text: '0101' });
    const r = makeRepo('seq');
    r.write('.ai/kontext.toml', '[store.kinds.decision]\nnumbering = "sequential"\n');
    r.write('.ai/decisions/001-first.md', '---\nid: 001-first\ntitle: First\nstatus: accepted\n---\n\nx\n');
    r.write('.ai/decisions/002-second.md', '---\nid: 002-second\ntitle: Second\nstatus: accepted\n---\n\nx\n');
    const repo = await Repo.open(r.root);
    const w = await writeNewEntry(repo, { kind: 'decision', title: 'Third one', body: 'x', supersedes: ['2'] });
    assert.equal(w.id, '003-third-one');
    const e = (await loadStore(repo)).byId.get(w.id)!;
    assert.deepEqual(e.supersedes, ['2']);
    const res = await applySupersedes(repo, e);
    assert.deepEqual(res, { changed: ['.ai/decisions/002-second.md'], warnings: [], staged: [] });
    assert.equal(r.read('.ai/decisions/002-second.md'), '---\nid: 002-second\nkind: decision\ntitle: Second\nstatus: superseded\nsuperseded_by: [003-third-one]\n---\n\nx\n');
  });

  it('two processes writing 20 entries each with the same titles never collide', async function () {
    this.timeout(60000);
    const r = makeRepo('race');
    r.write('.ai/kontext.toml', '');
    const [a, b] = await Promise.all([runWriter(r.root, 20, 'decision'), runWriter(r.root, 20, 'decision')]);
    const ids = [...a, ...b];
    assert.equal(new Set(ids).size, 40);
    const dir = path.join(r.root, '.ai/decisions');
    const files = fs.readdirSync(dir);
    assert.equal(files.length, 40, files.join(' '));
    const repo = await Repo.open(r.root);
    const store = await loadStore(repo);
    assert.equal(store.entries.length, 40);
    assert.deepEqual(store.problems, []);
    for (const e of store.entries) {
      const text = fs.readFileSync(path.join(r.root, e.path), 'utf8');
      assert.ok(text.startsWith(`---\nid: ${e.id}\n`), e.path);
      assert.ok(text.endsWith('.\n'), `${e.path} is complete`);
      assert.equal(text.split('Written by').length - 1, 40, `${e.path} has its whole body`);
    }
    assert.equal(fs.existsSync(path.join(repo.paths.k, 'lock')), false, 'lock released');
  });
});
