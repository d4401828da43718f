import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { entry } from '../helpers/whyFixture';
import { Repo } from '../../server/src/core/repo';
import { brief, closingLine } from '../../server/src/core/brief';
import { tokens } from '../../server/src/core/text';

function headings(text: string): string[] {
  return text.split('\n').filter((l) => /^#{1,2} |^Rules for agents|^Next:/.test(l)).map((l) => l.replace(/ \(.*$/, '').replace(/^Rules for agents.*/, 'Rules').replace(/^Next:.*/, 'Next'));
}

function decisionFile(slug: string, title: string, date: string, paths: string, summary = `${title}.`): Record<string, string> {
  return { [`.ai/decisions/${date}-${slug}.md`]: entry({ title, status: 'accepted', date, summary, paths }, `## Decision\n\n${summary}`) };
}

function storeRepo(extra: Record<string, string> = {}) {
  const t = makeRepo('brief');
  t.commit('add store', {
    'AGENTS.md': '# Rules\n',
    'src/pay/AGENTS.md': '# Pay rules\n',
    'src/pay/pay.ts': 'export {};\n',
    'src/ship/ship.ts': 'export {};\n',
    '.ai/architecture/overview.md': entry({ id: 'overview', kind: 'architecture', title: 'Shop overview', summary: 'A small shop backend.', stack: 'TypeScript · Node' }, '## Purpose\n\nSells things.'),
    ...decisionFile('pay-with-stripe', 'Payments go through Stripe', '2024-03-01', '[src/pay/**]'),
    ...decisionFile('ship-with-dhl', 'Shipping labels come from DHL', '2024-05-01', '[src/ship/**]'),
    ...decisionFile('log-as-json', 'Logs are JSON lines', '2024-04-01', '[src/]'),
    '.ai/conventions/errors-carry-codes.md': entry({ title: 'Errors carry codes', summary: 'Every thrown error has a code.' }, 'Every thrown error has a code.'),
    '.ai/learnings/stripe-webhooks-retry.md': entry({ title: 'Stripe webhooks retry for days', summary: 'Handlers must be idempotent.', paths: '[src/pay/**]' }, 'Handlers must be idempotent.'),
    '.ai/incidents/2024-02-02-double-charge.md': entry({ title: 'Double charge on retry', summary: 'A retried webhook charged twice.', date: '2024-02-02' }, 'A retried webhook charged twice.'),
    '.ai/architecture/modules/src-pay.md': entry({ id: 'mod-src-pay', kind: 'architecture', title: 'src/pay', summary: 'Payments.', paths: '[src/pay/**]', rank: '2' }, '## Overview\n\nStripe client and webhooks.'),
    '.ai/architecture/modules/src-ship.md': entry({ id: 'mod-src-ship', kind: 'architecture', title: 'src/ship', summary: 'Shipping.', paths: '[src/ship/**]', rank: '1' }, '## Overview\n\nLabels.'),
    ...extra,
  });
  t.git('remote', 'add', 'origin', 'git@github.com:acme/shop.git');
  return t;
}

describe('core/brief (SPEC §6.10)', () => {
  it('lists the sections in order with refs, header facts and the closing line', async () => {
    const t = storeRepo();
    const text = await brief(await Repo.open(t.root));
    assert.deepEqual(headings(text), ['# shop — team context', 'Rules', '## Decisions', '## Conventions', '## Learnings & pitfalls', '## Incidents', '## Modules', '## State', 'Next']);
    assert.match(text, /## State\n- No kontext pre-commit hook here: commits are not checked for secrets or invalid entries — run ctx_prepare_commit before committing\./);
    assert.doesNotMatch(text, /hooks install/);
    // With our block in pre-commit the State section has nothing to say.
    t.write('.git/hooks/pre-commit', '#!/bin/sh\n# >>> kontext >>>\nkontext hook pre-commit\n# <<< kontext <<<\n');
    assert.doesNotMatch(await brief(await Repo.open(t.root)), /## State/);
    const lines = text.split('\n');
    assert.equal(lines[1], 'acme/shop · branch main');
    assert.equal(lines[2], 'About: A small shop backend.');
    assert.equal(lines[3], 'Stack: TypeScript · Node');
    assert.match(text, /^Rules for agents: read AGENTS\.md$/m);
    // Unfocused: newest first; the date is dropped when the ref starts with it.
    const dec = text.slice(text.indexOf('## Decisions')).split('\n').slice(0, 4);
    assert.deepEqual(dec, [
      '## Decisions (3 active, newest first)',
      '- [2024-05-01-ship] Shipping labels come from DHL — Shipping labels come from DHL.',
      '- [2024-04-01-log] Logs are JSON lines — Logs are JSON lines.',
      '- [2024-03-01-pay] Payments go through Stripe — Payments go through Stripe.',
    ]);
    assert.match(text, /^- Errors carry codes — Every thrown error has a code\. <kx:errors-carry>$/m);
    // Modules by rank when unfocused.
    assert.match(text, /## Modules\n- src\/ship — Shipping\.\n- src\/pay — Payments\./);
    assert.ok(text.trimEnd().endsWith(closingLine()));
  });

  it('puts what governs the focus first and reads the focus rule files', async () => {
    const t = storeRepo();
    const text = await brief(await Repo.open(t.root), { focus: ['src/pay/pay.ts:3', 'webhooks'] });
    const dec = text.slice(text.indexOf('## Decisions')).split('\n');
    assert.equal(dec[0], '## Decisions (3 active, most relevant first)');
    // pay: +10 (path); logs: +10 (src/ covers the file); shipping: 0 → pay and logs first (ties → newer).
    assert.match(dec[1], /Logs are JSON lines/);
    assert.match(dec[2], /Payments go through Stripe/);
    assert.match(dec[3], /Shipping labels/);
    assert.match(text, /^Rules for agents: read AGENTS\.md, src\/pay\/AGENTS\.md$/m);
    // The relevant module comes first and shows its overview paragraph.
    assert.match(text, /## Modules\n- src\/pay — Payments\.\n  Stripe client and webhooks\.\n- src\/ship — Shipping\./);
  });

  it('keeps to the token budget, dropping later sections first, and always closes', async () => {
    const many: Record<string, string> = {};
    for (let i = 10; i < 40; i++) Object.assign(many, decisionFile(`rule-${i}`, `Rule number ${i} about something long enough to take space`, `2023-01-${String(i - 9).padStart(2, '0')}`, '[src/]'));
    const t = storeRepo(many);
    const repo = await Repo.open(t.root);
    const full = await brief(repo, { budgetTokens: 100000 });
    const small = await brief(repo, { budgetTokens: 50 }); // raised to 300
    assert.ok(tokens(small) <= 300 + 5, `small brief has ${tokens(small)} tokens`);
    assert.ok(tokens(full) > tokens(small));
    assert.match(small, /^# shop — team context/);
    assert.ok(small.trimEnd().endsWith(closingLine()));
    assert.match(small, /^- … \d+ more: a larger budget shows up to 12 \(ctx_brief budget_tokens=<tokens>\); ctx_log lists all 33; pass focus paths \(ctx_brief focus=\[<path>\]\)/m);
    // At a budget that holds them all, the cap (SPEC §6.10 max_decisions) stops the section, and the line says so.
    assert.match(full, /^- … 21 more: a brief lists at most 12 \(config brief\.max_decisions\); ctx_log lists all 33; pass focus paths/m);
    const mid = await brief(repo, { budgetTokens: 700 });
    assert.ok(tokens(mid) <= 700 + 5);
    // Decisions take at most 60% of what is left.
    const decisionPart = mid.slice(mid.indexOf('## Decisions'), mid.indexOf('\n\n', mid.indexOf('## Decisions')));
    assert.ok(tokens(decisionPart) <= 0.6 * 700, `decisions used ${tokens(decisionPart)} tokens`);
  });

  it('briefs a repository without a store from what it has, and says it is not set up', async () => {
    const t = makeRepo('nostore');
    t.commit('init', { 'README.md': '# Tool\n', 'CLAUDE.md': '# Claude rules\n', 'src/a.ts': 'export {};\n' });
    const text = await brief(await Repo.open(t.root));
    assert.match(text, /^# kontext-nostore-[\w-]+ — team context\nkontext-nostore-[\w-]+ · branch main\n/);
    assert.match(text, /^Rules for agents: read CLAUDE\.md$/m);
    assert.doesNotMatch(text, /## Decisions/);
    assert.match(text, /## State\n- Not set up: no team store yet\./);
    assert.ok(text.trimEnd().endsWith(closingLine()));
  });
});
