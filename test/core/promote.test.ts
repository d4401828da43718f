import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capture } from '../../server/src/core/capture';
import { listInbox, prunePromoted } from '../../server/src/core/inbox';
import { promoteCandidates } from '../../server/src/core/promote';
import { runDate } from '../helpers/runDate';
import { entryText, inboxPath, ls, makeKontextRepo, openRepo } from '../helpers/inboxRepo';


function staged(r: { git: (...a: string[]) => string }): string[] {
  return r.git('diff', '--cached', '--name-only').split('\n').filter(Boolean).sort();
}

describe('core/promote', () => {
  it('promotes into .ai/: strips inbox extras, defaults paths from the staged change, stages, keeps .promoted/', async () => {
    const r = makeKontextRepo({ files: { 'src/billing/total.ts': 'export const a = 1;\n' } });
    const repo = await openRepo(r.root);
    const c = await capture(repo, { kind: 'decision', title: 'Round in cents', body: 'Round half even.', source: 'thread 12' }, 'agent');
    r.write('src/billing/total.ts', 'export const a = 2;\n');
    r.git('add', 'src/billing/total.ts');

    const [p] = await promoteCandidates(repo, [c.id], { stage: true });
    const today = runDate(p.id);
    assert.equal(p.id, `${today}-round-in-cents`);
    assert.equal(p.path, `.ai/decisions/${today}-round-in-cents.md`);
    assert.equal(p.from, c.id);
    const text = r.read(p.path);
    for (const gone of ['captured:', 'branch:', 'worktree:', 'source:', 'visibility:']) assert.ok(!text.includes(gone), `${gone} in\n${text}`);
    assert.match(text, /\nkind: decision\n/);
    assert.match(text, /\nstatus: accepted\n/);
    assert.match(text, /\npaths: \[src\/billing\/total\.ts\]\n/);
    assert.match(text, /\norigin: agent\n/);
    assert.deepEqual(staged(r), [p.path, 'src/billing/total.ts']);

    assert.deepEqual(await listInbox(repo), []);
    const promoted = fs.readFileSync(path.join(inboxPath(r), '.promoted', `${c.id}.md`), 'utf8');
    assert.match(promoted, new RegExp(`\\npromoted_to: ${p.path.replace(/\./g, '\\.')}\\n`));
    assert.match(promoted, /\npromoted_at: "?\d{4}-\d\d-\d\dT/);
    assert.match(promoted, /\nsource: thread 12\n/);

    // Post-commit bookkeeping: the .promoted/ copy goes once its file is in HEAD.
    assert.deepEqual(await prunePromoted(repo), []);
    r.commit('billing: round in cents');
    assert.deepEqual(await prunePromoted(repo), [c.id]);
    assert.deepEqual(ls(path.join(inboxPath(r), '.promoted')), []);
  });

  it('--no-stage leaves the index alone and keeps paths empty', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const c = await capture(repo, { kind: 'learning', title: 'Retry once', body: 'x' }, 'cli');
    const [p] = await promoteCandidates(repo, [c.id], { stage: false });
    assert.equal(p.path, `.ai/learnings/retry-once.md`);
    assert.deepEqual(staged(r), []);
    assert.ok(!/\npaths:/.test(r.read(p.path)));
  });

  it('applies supersedes and stages the superseded file', async () => {
    const old = '2026-01-02-prices-are-floats';
    const r = makeKontextRepo({
      files: { [`.ai/decisions/${old}.md`]: entryText({ id: old, kind: 'decision', title: 'Prices are floats', status: 'accepted', date: '2026-01-02' }, 'Use floats.') },
    });
    const repo = await openRepo(r.root);
    const c = await capture(repo, { kind: 'decision', title: 'Prices are integer cents', body: 'x', supersedes: [old] }, 'agent');
    const [p] = await promoteCandidates(repo, [c.id.slice(-15)], { stage: true });
    assert.deepEqual(p.superseded, [`.ai/decisions/${old}.md`]);
    const oldText = r.read(`.ai/decisions/${old}.md`);
    assert.match(oldText, /\nstatus: superseded\n/);
    assert.match(oldText, new RegExp(`\\nsuperseded_by: \\[${p.id}\\]\\n`));
    assert.deepEqual(staged(r), [`.ai/decisions/${old}.md`, p.path].sort());
  });

  it('writes into an existing adr-tools folder in its own numbering and Nygard style', async () => {
    const r = makeKontextRepo({
      files: {
        '.adr-dir': 'doc/adr\n',
        'doc/adr/0001-record-architecture-decisions.md':
          '# 1. Record architecture decisions\n\nDate: 2026-01-01\n\n## Status\n\nAccepted\n\n## Context\n\nWe need records.\n\n## Decision\n\nWe will use ADRs.\n\n## Consequences\n\nSee Nygard.\n',
        'doc/adr/0002-use-postgres.md':
          '# 2. Use Postgres\n\nDate: 2026-01-02\n\n## Status\n\nAccepted\n\n## Context\n\nWe need a database.\n\n## Decision\n\nPostgres.\n\n## Consequences\n\nOps.\n',
      },
    });
    const repo = await openRepo(r.root);
    const c = await capture(repo, { kind: 'adr', title: 'Use SQLite for tests', body: '## Context\n\nSpeed.\n\n## Decision\n\nSQLite in tests.', supersedes: ['2'] }, 'agent');
    const [p] = await promoteCandidates(repo, [c.id], { stage: true });
    assert.equal(p.path, 'doc/adr/0003-use-sqlite-for-tests.md');
    assert.equal(p.id, '0003-use-sqlite-for-tests');
    const text = r.read(p.path);
    assert.match(text, /^# 3\. Use SQLite for tests\n/);
    assert.match(text, /\nDate: \d{4}-\d\d-\d\d\n/);
    assert.match(text, /\n## Status\n\nAccepted\n/);
    assert.ok(!text.startsWith('---'), text);
    assert.deepEqual(p.superseded, ['doc/adr/0002-use-postgres.md']);
    assert.match(r.read('doc/adr/0002-use-postgres.md'), /## Status\n\nSuperseded by \[3\. Use SQLite for tests\]\(0003-use-sqlite-for-tests\.md\)/);
    assert.deepEqual(staged(r), ['doc/adr/0002-use-postgres.md', p.path]);
  });

  it('refuses private notes, unknown ids and repositories without a store', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const priv = await capture(repo, { kind: 'learning', title: 'Mine', body: 'x', visibility: 'private' }, 'agent');
    await assert.rejects(promoteCandidates(repo, [priv.id], { stage: true }), /is a private note: it stays in this clone and is never promoted on its own/);
    await assert.rejects(promoteCandidates(repo, ['no-such-id'], { stage: true }), /no inbox entry "no-such-id"/);
    assert.equal((await listInbox(repo)).length, 1);

    const bare = makeKontextRepo({ setUp: false });
    const brepo = await openRepo(bare.root);
    const note = await capture(brepo, { kind: 'learning', title: 'Local', body: 'x' }, 'agent');
    await assert.rejects(promoteCandidates(brepo, [note.id], { stage: true }), (e: Error & { reason?: string }) => {
      assert.equal(e.reason, 'refused');
      assert.match(e.message, /not set up/);
      return true;
    });
    assert.deepEqual(ls(path.join(inboxPath(bare))).filter((n) => n.endsWith('.md')), [`${note.id}.md`]);
  });
});
