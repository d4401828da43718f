/**
 * `kontext brief --budget N` on the built CLI in a real repository: the text
 * stays within max(300, N) tokens by the brief's own estimate (SPEC §6.12:
 * ceil(code points / 4)), and a budget that is too small is said in the
 * output instead of being exceeded silently.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { entry } from '../helpers/whyFixture';
import { runKontext } from '../helpers/mcpProcess';

/** SPEC §6.12 token estimate. */
function tokens(s: string): number {
  return Math.ceil([...s].length / 4);
}

function bigStore(name: string, stack = 'TypeScript · Node'): TestRepo {
  const files: Record<string, string> = {
    '.ai/kontext.toml': '[project]\nname = "shop"\n',
    'AGENTS.md': '# Rules\n',
    'src/pay/pay.ts': 'export {};\n',
    '.ai/architecture/overview.md': entry({ id: 'overview', kind: 'architecture', title: 'Shop overview', summary: 'A small shop backend that sells things online.', stack }, '## Purpose\n\nSells things.'),
  };
  for (let i = 10; i < 40; i++) {
    const date = `2025-01-${String(i - 9).padStart(2, '0')}`;
    files[`.ai/decisions/${date}-rule-${i}.md`] = entry(
      { title: `Rule number ${i} about something long enough to take space`, status: 'accepted', date, summary: `Rule ${i}: every amount goes through the money module, always in integer cents.`, paths: '[src/]' },
      'Body.',
    );
  }
  for (let i = 0; i < 10; i++) files[`.ai/conventions/convention-${i}.md`] = entry({ title: `Convention ${i} on naming things consistently`, summary: `Names follow rule ${i}.` }, 'Body.');
  for (let i = 0; i < 6; i++) files[`.ai/learnings/learning-${i}.md`] = entry({ title: `Learning ${i} about retries and timeouts`, summary: `Retry ${i} times.` }, 'Body.');
  for (let i = 0; i < 20; i++) {
    files[`.ai/architecture/modules/m${i}.md`] = entry({ id: `mod-${i}`, kind: 'architecture', title: `src/m${i}`, summary: `Module ${i} does a thing.`, paths: `[src/m${i}/**]` }, '## Overview\n\nIt does.');
  }
  const repo = makeRepo(name);
  repo.commit('set up', files);
  for (let i = 0; i < 3; i++) {
    const c = runKontext(repo.root, ['capture', '-k', 'learning', '-t', `Local note ${i} about the cart`, '-b', 'b']);
    assert.equal(c.code, 0, c.stderr);
  }
  return repo;
}

describe('cli: brief --budget (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  before(() => {
    repo = bigStore('brief-budget');
  });

  it('stays within the budget for normal budgets, header first and closing line last', () => {
    const sizes: number[] = [];
    for (const budget of [300, 333, 420, 600, 900, 1400]) {
      const r = runKontext(repo.root, ['brief', '--budget', String(budget)]);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(tokens(r.stdout) <= budget, `--budget ${budget}: ${tokens(r.stdout)} tokens\n${r.stdout}`);
      assert.match(r.stdout, /^# shop — team context\n/);
      assert.match(r.stdout, /\nNext: kontext search .*\n$/);
      assert.doesNotMatch(r.stdout, /too small/);
      sizes.push(tokens(r.stdout));
    }
    // A larger budget shows more.
    assert.ok(sizes[sizes.length - 1] > sizes[0], sizes.join(','));
  });

  it('a budget under the minimum says so and stays within the minimum', () => {
    const r = runKontext(repo.root, ['brief', '--budget', '10']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^# shop — team context\n.*\n(About|Stack).*\n.*\n\n\(budget 10 tokens is too small; the minimum brief is 300 tokens\)\n/);
    assert.ok(tokens(r.stdout) <= 300, `${tokens(r.stdout)} tokens`);
  });

  it('a budget that cannot hold the header and closing line names the real minimum', () => {
    const wide = bigStore('brief-wide', Array.from({ length: 150 }, (_, i) => `lib${i}`).join(' · '));
    const r = runKontext(wide.root, ['brief', '--budget', '300']);
    assert.equal(r.code, 0, r.stderr);
    const m = /\(budget 300 tokens is too small; the minimum brief is (\d+) tokens\)/.exec(r.stdout);
    assert.ok(m, r.stdout);
    const minimum = Number(m[1]);
    assert.ok(minimum > 300);
    assert.ok(tokens(r.stdout) <= minimum, `${tokens(r.stdout)} > ${minimum}`);
    // With that minimum as the budget the brief fits and the note is gone.
    const ok = runKontext(wide.root, ['brief', '--budget', String(minimum + 50)]);
    assert.doesNotMatch(ok.stdout, /too small/);
    assert.ok(tokens(ok.stdout) <= minimum + 50);
  });

  it('a larger budget fills sections up to their SPEC caps, and each "… K more" line says why and how to see the rest (newcomer 7 #2)', () => {
    const decisionCount = (t: string) => t.slice(t.indexOf('## Decisions'), t.indexOf('\n\n', t.indexOf('## Decisions'))).split('\n').filter((l) => l.startsWith('- [')).length;
    const small = runKontext(repo.root, ['brief', '--budget', '600']);
    const large = runKontext(repo.root, ['brief', '--budget', '100000']);
    assert.equal(large.code, 0, large.stderr);
    assert.ok(decisionCount(large.stdout) > decisionCount(small.stdout), `${decisionCount(small.stdout)} → ${decisionCount(large.stdout)}`);
    assert.equal(decisionCount(large.stdout), 12); // brief.max_decisions (SPEC §4, §6.10)
    // The budget stopped the small brief, the cap the large one: each says which, and how to see all 30.
    assert.match(small.stdout, /^- … \d+ more: a larger budget shows up to 12 \(kontext brief --budget <tokens>\); kontext log lists all 30; pass focus paths \(kontext brief -f <path>\)/m);
    assert.match(large.stdout, /^- … 18 more: a brief lists at most 12 \(config brief\.max_decisions\); kontext log lists all 30; pass focus paths/m);
    // Conventions are capped at 8 (SPEC §6.10): the two left out are counted, with the log that lists them.
    const conv = large.stdout.slice(large.stdout.indexOf('## Conventions')).split('\n\n')[0].split('\n');
    assert.equal(conv.filter((l) => /<kx:/.test(l)).length, 8);
    assert.equal(conv[conv.length - 1], '- … 2 more: a brief lists at most 8; kontext log -k convention lists all 10');
    // A raised cap is honoured up to the budget.
    repo.write('.git/kontext/config.toml', '[brief]\nmax_decisions = 40\n');
    const raised = runKontext(repo.root, ['brief', '--budget', '100000']).stdout;
    repo.write('.git/kontext/config.toml', '');
    assert.equal(decisionCount(raised), 30);
    assert.doesNotMatch(raised.slice(raised.indexOf('## Decisions'), raised.indexOf('## Conventions')), /more:/);
    // The MCP tool (same registry call) answers alike, in its own hint form.
    const mcp = runKontext(repo.root, ['call', 'ctx_brief', '{"budget_tokens":50000}']);
    assert.equal(mcp.code, 0, mcp.stderr);
    assert.match(mcp.stdout, /^- … 18 more: a brief lists at most 12 \(config brief\.max_decisions\); ctx_log lists all 30; pass focus paths \(ctx_brief focus=\[<path>\]\)/m);
  });
});
