import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capture } from '../../server/src/core/capture';
import { listInbox, renderInboxList } from '../../server/src/core/inbox';
import { runDate } from '../helpers/runDate';
import { gitEnv } from '../helpers/gitRepo';
import { inboxPath, ls, makeKontextRepo, openRepo } from '../helpers/inboxRepo';

const SETUP = path.resolve(__dirname, '..', 'setup.cjs');
const WORKER = path.resolve(__dirname, '..', 'helpers', 'inboxWorker.ts');

/** Runs the worker in a real node process; resolves with its JSON answer. */
function worker(job: Record<string, unknown>): Promise<{ ok: string[]; failed: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', SETUP, '-e', `require(${JSON.stringify(WORKER)})`], {
      env: gitEnv({ KONTEXT_TEST_JOB: JSON.stringify(job) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`worker exited ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}'));
    });
  });
}

describe('inbox under two processes (SPEC §5.1 locking)', function () {
  this.timeout(300_000);

  it('2×25 identical captures, then two processes promoting all of them: nothing lost, nothing doubled, no half files', async () => {
    const r = makeKontextRepo();
    const title = 'Same concurrent title';
    const startAt = Date.now() + 1500;
    const [a, b] = await Promise.all([
      worker({ root: r.root, startAt, op: 'capture', count: 25, title, kind: 'pitfall' }),
      worker({ root: r.root, startAt, op: 'capture', count: 25, title, kind: 'pitfall' }),
    ]);
    const base = `${runDate([...a.ok, ...b.ok].sort()[0] ?? '')}-same-concurrent-title`;
    const want = [base, ...Array.from({ length: 49 }, (_, i) => `${base}-${i + 2}`)];
    assert.deepEqual([...a.ok, ...b.ok].sort(), [...want].sort());
    assert.deepEqual(ls(inboxPath(r)).filter((n) => n !== '.promoting'), want.map((id) => `${id}.md`).sort());
    const repo = await openRepo(r.root);
    const items = await listInbox(repo);
    assert.equal(items.length, 50);
    for (const i of items) {
      assert.equal(i.title, title);
      assert.deepEqual(i.tags, ['pitfall']);
      assert.match(i.body.trim(), /^body \d+ \d+$/);
    }

    const ids = items.map((i) => i.id).sort();
    const start2 = Date.now() + 1500;
    const [p, q] = await Promise.all([
      worker({ root: r.root, startAt: start2, op: 'promote', ids }),
      worker({ root: r.root, startAt: start2, op: 'promote', ids: [...ids].reverse() }),
    ]);
    const done = [...p.ok, ...q.ok];
    assert.equal(done.length, 50, JSON.stringify({ p, q }, null, 1));
    const froms = done.map((d) => d.split('=>')[0]);
    const targets = done.map((d) => d.split('=>')[1]);
    assert.equal(new Set(froms).size, 50, 'each candidate promoted exactly once');
    assert.equal(new Set(targets).size, 50, 'each promotion has its own store file');
    for (const f of [...p.failed, ...q.failed]) assert.match(f, /promoted or dropped meanwhile|no inbox entry|ambiguous/);

    const storeFiles = ls(path.join(r.root, '.ai', 'learnings'));
    assert.equal(storeFiles.length, 50, storeFiles.join(' '));
    for (const f of storeFiles) {
      const text = fs.readFileSync(path.join(r.root, '.ai', 'learnings', f), 'utf8');
      assert.match(text, /^---\n[\s\S]*\ntitle: Same concurrent title\n[\s\S]*\n---\n\nbody \d+ \d+\n$/);
    }
    assert.deepEqual(await listInbox(repo), []);
    assert.equal(ls(path.join(inboxPath(r), '.promoted')).length, 50);
    assert.deepEqual(ls(path.join(inboxPath(r), '.promoting')), []);
    const staged = r.git('diff', '--cached', '--name-only').split('\n').filter(Boolean);
    assert.equal(staged.length, 50);
    assert.ok(!fs.existsSync(path.join(r.root, '.git', 'kontext', 'lock')), 'the lock is released');
  });
});

describe('inbox across worktrees (SPEC §3)', () => {
  it('a second worktree sees the candidate as elsewhere; a removed worktree leaves an orphan', async () => {
    const r = makeKontextRepo({ files: { 'src/a.ts': 'export {};\n' } });
    const repo = await openRepo(r.root);
    const mine = await capture(repo, { kind: 'learning', title: 'From the main worktree', body: 'x', paths: ['src/'] }, 'agent');
    const wt = path.join(path.dirname(r.root), path.basename(r.root) + '-wt2');
    r.git('worktree', 'add', '-q', '-b', 'feature', wt);
    try {
      const other = await openRepo(wt);
      assert.equal(other.paths.k, repo.paths.k, 'the inbox is shared through the git common dir');
      assert.notEqual(other.paths.worktreeKey, repo.paths.worktreeKey);
      const seen = await listInbox(other);
      assert.match(renderInboxList(seen), new RegExp(`\\n\\(captured in other worktrees, not for commits here: \`${mine.id}\` \\(branch main\\)\\)$`));
      assert.deepEqual(seen.map((i) => [i.id, i.where, i.branch]), [[mine.id, 'elsewhere', 'main']]);

      const theirs = await capture(other, { kind: 'learning', title: 'From the feature worktree', body: 'x', paths: ['src/a.ts'] }, 'agent');
      const here = await listInbox(repo);
      assert.deepEqual(
        here.map((i) => [i.id, i.where]).sort(),
        [
          [mine.id, 'here'],
          [theirs.id, 'elsewhere'],
        ].sort(),
      );

    } finally {
      fs.rmSync(wt, { recursive: true, force: true });
    }
    const after = await listInbox(repo);
    assert.equal(after.find((i) => i.title === 'From the feature worktree')?.where, 'orphan');
  });
});
