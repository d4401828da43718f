import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capture } from '../../server/src/core/capture';
import { findInbox } from '../../server/src/core/inbox';
import { prepareCommit } from '../../server/src/core/prepareCommit';
import { runDate } from '../helpers/runDate';
import { entryText, makeKontextRepo, openRepo } from '../helpers/inboxRepo';

const CENTS = '2026-01-02-prices-are-integer-cents';

function billingRepo() {
  return makeKontextRepo({
    files: {
      [`.ai/decisions/${CENTS}.md`]: entryText(
        { id: CENTS, kind: 'decision', title: 'Prices are integer cents', status: 'accepted', date: '2026-01-02', paths: '[src/billing/**]' },
        '## Decision\n\nEvery amount is stored as integer cents.',
      ),
      '.ai/architecture/modules/src-billing.md': entryText(
        { id: 'mod-src-billing', kind: 'architecture', title: 'src/billing', paths: '[src/billing/**]' },
        '## Overview\n\nBilling.',
      ),
      'src/billing/total.ts': 'export const total = 1;\n',
      'src/billing/tax.ts': 'export const tax = 1;\n',
      'src/web/app.ts': 'export const app = 1;\n',
    },
  });
}

function sectionTitles(text: string): string[] {
  return text.split('\n').filter((l) => l.startsWith('#'));
}

describe('core/prepareCommit', () => {
  it('reports a staged change: promotion, counts, covering knowledge, candidates, checks, trailers — in order', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    const round = await capture(repo, { kind: 'decision', title: 'Round in cents', body: '## Decision\n\nRound half even.' }, 'agent');
    const other = await capture(repo, { kind: 'learning', title: 'Tax tables change yearly', body: 'x', paths: ['src/billing/tax.ts'] }, 'cli');
    const unrelated = await capture(repo, { kind: 'convention', title: 'Web uses tabs', body: 'x', paths: ['src/web/'] }, 'agent');
    await capture(repo, { kind: 'learning', title: 'My private note', body: 'x', visibility: 'private' }, 'agent');
    r.write('src/billing/total.ts', 'export const total = 2;\n');
    r.write('src/billing/tax.ts', 'export const tax = 2;\n');
    r.git('add', 'src/billing');

    const { text, structured } = await prepareCommit(repo, { promote: [round.id] });
    // The date the promotion wrote, checked to be today's (either day of a run crossing midnight).
    const today = runDate(structured.applied[0]?.id ?? '');
    const entryPath = `.ai/decisions/${today}-round-in-cents.md`;
    const lines = text.split('\n');
    assert.equal(lines[0], '# Prepare commit');
    assert.equal(lines[1], `- promoted ${round.id} → ${entryPath} (staged)`);
    // It was captured without paths: the line under it says which staged files it now governs.
    assert.equal(lines[2], '  paths taken from the staged files: src/billing/tax.ts, src/billing/total.ts');
    assert.ok(text.includes('\n\nStaged: 3 file(s): 2 code/docs, 1 knowledge entry.\n'), text);
    assert.deepEqual(sectionTitles(text), [
      '# Prepare commit',
      '## Recorded knowledge covering this change — confirm it still holds',
      '## Inbox candidates (local, not shared yet)',
      '## Checks',
      '## Commit trailers (add them to the message by hand; kontext does not install git hooks yet)',
    ]);
    assert.ok(text.includes(`- [decision] Prices are integer cents — Every amount is stored as integer cents. (2 file(s)) <kx:${CENTS}>`), text);
    const candLines = lines.filter((l) => l.startsWith('- `'));
    assert.deepEqual(candLines, [
      `- \`${other.id}\` [learning] Tax tables change yearly — x — touches 1 changed file(s) (from cli)`,
      `- \`${unrelated.id}\` [convention] Web uses tabs — x — touches 0 changed file(s)`,
    ]);
    assert.ok(text.includes('(1 private inbox note(s) stay local.)'), text);
    assert.ok(text.includes('## Checks\n- 1 knowledge file(s) valid, no secrets found.'), text);
    assert.ok(text.endsWith(`\n    Decision: ${today}-round-in-cents`), text);

    assert.deepEqual(structured.applied, [{ op: 'promote', id: `${today}-round-in-cents`, path: entryPath }]);
    assert.deepEqual(structured.staged, { files: 3, code: 2, knowledge: 1, store: 0 });
    assert.deepEqual(structured.covering, [
      { id: CENTS, kind: 'decision', title: 'Prices are integer cents', rule: 'Every amount is stored as integer cents.', files: 2 },
    ]);
    assert.deepEqual(
      structured.candidates.map((c) => [c.id, c.touches]),
      [
        [other.id, 1],
        [unrelated.id, 0],
      ],
    );
    assert.equal(structured.elsewhere, 0);
    assert.equal(structured.private, 1);
    assert.deepEqual(structured.checks, []);
    assert.deepEqual(structured.modules, []);
    assert.deepEqual(structured.trailers, [{ key: 'Decision', id: `${today}-round-in-cents` }]);
    assert.equal(structured.trailers_auto, false);
  });

  it('says the hook adds trailers when our prepare-commit-msg block is installed', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    const hook = path.join(r.root, '.git', 'hooks', 'prepare-commit-msg');
    fs.writeFileSync(hook, '#!/bin/sh\n# >>> kontext >>> managed by kontext hooks install\nkontext hook prepare-commit-msg "$@"\n# <<< kontext <<<\n', { mode: 0o755 });
    const c = await capture(repo, { kind: 'decision', title: 'Use a ledger', body: 'x', paths: ['src/billing/'] }, 'agent');
    const { text, structured } = await prepareCommit(repo, { promote: [c.id] });
    assert.equal(structured.trailers_auto, true);
    assert.ok(text.includes('## Commit trailers (added automatically by the prepare-commit-msg hook)\n    Decision: '), text);
  });

  it('reports a working-tree change, module docs to refresh, errors from checks and the footer', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    for (const n of ['a', 'b', 'c']) r.write(`src/billing/${n}.ts`, 'export {};\n');
    r.write('src/billing/total.ts', 'export const total = 3;\n');
    r.write('src/billing/tax.ts', 'export const tax = 3;\n');
    for (let i = 0; i < 4; i++) r.write(`src/web/p${i}.ts`, 'export {};\n');
    const { text, structured } = await prepareCommit(repo);
    assert.equal(structured.staged, null);
    assert.match(text, /^# Prepare commit\n\nNothing is staged yet\. Working tree: 9 file\(s\) changed: 9 code\/docs, 0 knowledge entries\./);
    assert.deepEqual(structured.modules, [{ path: 'src/billing', changed: 5, added_removed: 3 }]);
    assert.ok(text.includes('## Module docs that may need a refresh\n- src/billing: 5 changed file(s), 3 added/removed\n'), text);
    assert.ok(text.includes('## Worth recording?'), text);
    assert.ok(text.endsWith('and run prepare-commit again for the exact report.'), text);
    assert.deepEqual(structured.covering.map((c) => [c.id, c.files]), [[CENTS, 5]]);
  });

  it('applies drops, reports missing ids, and says when nothing changed', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    const c = await capture(repo, { kind: 'learning', title: 'Stale', body: 'x' }, 'agent');
    const { text, structured } = await prepareCommit(repo, { drop: [c.id, 'ghost'] });
    assert.equal(text, `# Prepare commit\n- dropped inbox entry ${c.id}\n- no inbox entry ghost to drop\nNothing staged or changed.`);
    assert.deepEqual(structured.applied, [{ op: 'drop', id: c.id }]);
  });

  it('lists staged check errors and says whether a pre-commit hook will block', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    r.write('.ai/learnings/leak.md', entryText({ title: 'Leak' }, 'token ghp_' + 'a'.repeat(36)));
    r.git('add', '.ai/learnings/leak.md');
    const { text, structured } = await prepareCommit(repo);
    assert.equal(structured.checks.length >= 1, true, text);
    assert.ok(structured.checks.some((f) => f.level === 'error' && f.path === '.ai/learnings/leak.md'), JSON.stringify(structured.checks));
    assert.match(text, /## Checks\n- error: \.ai\/learnings\/leak\.md:\d+: /);
    // No hook runs here (hooks install is not built): the report says so instead of promising a block.
    assert.match(text, /1 error: fix them before committing \(no kontext pre-commit hook runs here to stop the commit\)/);
    r.write('.git/hooks/pre-commit', '#!/bin/sh\n# >>> kontext >>>\nkontext hook pre-commit\n# <<< kontext <<<\n');
    assert.match((await prepareCommit(repo)).text, /pre-commit hook will block this commit/);
  });

  it('keeps candidates of another worktree out of this commit (SPEC §3 elsewhere)', async () => {
    const r = makeKontextRepo({ files: { 'src/a.ts': 'export {};\n' } });
    const repo = await openRepo(r.root);
    const mine = await capture(repo, { kind: 'learning', title: 'From the main worktree', body: 'x', paths: ['src/'] }, 'agent');
    const wt = path.join(path.dirname(r.root), path.basename(r.root) + '-pc2');
    r.git('worktree', 'add', '-q', '-b', 'feature', wt);
    try {
      const other = await openRepo(wt);
      const theirs = await capture(other, { kind: 'learning', title: 'From the feature worktree', body: 'x', paths: ['src/a.ts'] }, 'agent');
      await capture(other, { kind: 'learning', title: 'Unrelated feature note', body: 'x', paths: ['docs/'] }, 'agent');
      fs.writeFileSync(path.join(r.root, 'src/a.ts'), 'export const x = 1;\n');
      r.git('add', 'src/a.ts');
      const { text, structured } = await prepareCommit(repo);
      assert.deepEqual(structured.candidates.map((c) => c.id), [mine.id]);
      assert.equal(structured.elsewhere, 2);
      assert.ok(
        text.includes(
          '## Captured in other worktrees — not for this commit\n- `' + theirs.id + '` [learning] From the feature worktree — x — touches 1 changed file(s) (branch feature)\n',
        ),
        text,
      );
      assert.ok(text.includes('(1 more candidate(s) from other worktrees, unrelated to this change.)'), text);
    } finally {
      fs.rmSync(wt, { recursive: true, force: true });
    }
  });

  it('refuses a bad promote request before applying anything, and promotion without a store', async () => {
    const r = billingRepo();
    const repo = await openRepo(r.root);
    const keep = await capture(repo, { kind: 'learning', title: 'Keep me', body: 'x' }, 'agent');
    const priv = await capture(repo, { kind: 'learning', title: 'Private one', body: 'x', visibility: 'private' }, 'agent');
    await assert.rejects(prepareCommit(repo, { drop: [keep.id], promote: [priv.id] }), /is a private note: it stays in this clone and is never promoted on its own/);
    assert.ok(await findInbox(repo, keep.id), 'the drop was not applied');

    const bare = makeKontextRepo({ setUp: false });
    const brepo = await openRepo(bare.root);
    const note = await capture(brepo, { kind: 'learning', title: 'Local', body: 'x' }, 'agent');
    await assert.rejects(prepareCommit(brepo, { promote: [note.id] }), (e: Error & { reason?: string }) => {
      assert.equal(e.reason, 'refused');
      assert.match(e.message, /create `\.ai\/kontext\.toml`/);
      assert.doesNotMatch(e.message, /kontext init/);
      return true;
    });
    bare.write('src/x.ts', 'export {};\n');
    const { text, structured } = await prepareCommit(brepo);
    assert.equal(structured.private, 1);
    assert.match(text, /\(1 private inbox note\(s\) stay local\.\)/);
  });
});
