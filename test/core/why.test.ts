import * as assert from 'node:assert/strict';
import { Repo } from '../../server/src/core/repo';
import { why, setSymbolLocator, knowledgeForPath, moduleDocFor } from '../../server/src/core/why';
import { blameIdle, clearBlameCache } from '../../server/src/core/blame';
import { makeWhyFixture, DECISION_ID, type WhyFixture } from '../helpers/whyFixture';

function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(heading));
  if (at < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (l.startsWith('#') || l === '') break;
    out.push(l);
  }
  return out;
}

describe('core/why (SPEC §6.8)', () => {
  let fx: WhyFixture;
  let repo: Repo;
  const short = (k: string) => fx.shas[k].slice(0, 7);

  before(async () => {
    fx = makeWhyFixture();
    repo = await Repo.open(fx.t.root);
  });
  afterEach(async () => {
    setSymbolLocator(null);
    await blameIdle();
    clearBlameCache();
  });

  it('answers path:line with knowledge, module, the line commit and scored history', async () => {
    const text = await why(repo, 'src/money/cents.ts:2');
    assert.match(text, /^# Why: src\/money\/cents\.ts:2\n/);
    assert.deepEqual(section(text, '## Knowledge covering this path'), [
      `- [decision · accepted] Prices are integer cents — Every amount is stored as integer cents. <kx:${DECISION_ID}>`,
      '- [convention] Money helpers live in src/money — Put rounding and formatting in src/money. <kx:money-helpers-live-in-src-money>',
    ]);
    assert.deepEqual(section(text, '## Module'), ['- src/money — Amounts, rounding and currency formatting. <kx:mod-src-money>']);
    const lines = section(text, '## Line 2 last changed in');
    assert.equal(lines.length, 1);
    assert.match(lines[0], new RegExp(`^- 2024-01-12 ${short('decide')} Ada Tester: Switch rounding .*  \\[Decision: ${DECISION_ID}\\]  \\(line 2\\)  <git:${short('decide')}>$`));
    // History of line 2 alone (git log -L): the decision and the commit adding the line, not the file's chores.
    const lineHist = section(text, '## History (2 of the last 2 commits that changed line 2; decision-shaped first, plus the latest)');
    assert.deepEqual(lineHist.map((l) => /<git:([0-9a-f]+)>/.exec(l)![1]), [short('decide'), short('add')]);
    assert.doesNotMatch(text, /Nothing recorded covers/);
    // The path's History: the file's decision-shaped commit and the 3 newest, listed newest first (git log order);
    // the decision-shaped one marked where it falls by date, not moved to the top (newcomer).
    const hist = section(await why(repo, 'src/money/cents.ts'), '## History (4 of the last 7 commits; decision-shaped first, plus the latest)');
    assert.deepEqual(
      hist.map((l) => /<git:([0-9a-f]+)>/.exec(l)![1]),
      [short('chore4'), short('chore3'), short('chore2'), short('decide')],
    );
    assert.match(hist[0], /^- 2024-01-18 [0-9a-f]{7} Ada Tester: chore: tidy 4  <git:/);
    assert.match(hist[3], new RegExp(`^- 2024-01-12 ${short('decide')} Ada Tester: Switch rounding .*  \\[Decision: ${DECISION_ID}\\]  \\(decision-shaped\\)  <git:${short('decide')}>$`));
    assert.equal(hist.filter((l) => l.includes('(decision-shaped)')).length, 1);
  });

  it('an asked-for limit bounds the history as a count, newest filling, and says how to see the rest (newcomer5)', async () => {
    const five = await why(repo, 'src/money/cents.ts', { limit: 5 });
    const hist = section(five, '## History (5 of the last 7 commits; decision-shaped first, plus the latest)');
    assert.deepEqual(
      hist.slice(0, 5).map((l) => /<git:([0-9a-f]+)>/.exec(l)![1]),
      [short('chore4'), short('chore3'), short('chore2'), short('chore1'), short('decide')],
    );
    assert.equal(hist[5], '(+2 more commits — ctx_why target="src/money/cents.ts" limit=7)');
    const all = await why(repo, 'src/money/cents.ts', { limit: 40 });
    assert.equal(section(all, '## History (7 of the last 7 commits; decision-shaped first, plus the latest)').length, 7);
    // No limit asked: SPEC §6.8's selection, decision-shaped plus the 3 newest, and no "more" line.
    const plain = await why(repo, 'src/money/cents.ts');
    assert.equal(section(plain, '## History (4 of the last 7 commits; decision-shaped first, plus the latest)').length, 4);
  });

  it('follows edits: an uncommitted line says so and never borrows a neighbour commit', async () => {
    fx.t.write('src/money/cents.ts', 'export const a = 1;\nexport const b = roundHalfEven(2) + 0;\nexport const c = 3;\nexport const d = 4;\n// 4\n');
    try {
      const text = await why(repo, 'src/money/cents.ts:1-2');
      const lines = section(text, '## Lines 1-2 last changed in');
      assert.match(lines[0], new RegExp(`add cents helper  \\(line 1\\)  <git:${short('add')}>`));
      assert.equal(lines[1], '- not committed yet (line 2)');
      assert.doesNotMatch(lines.join('\n'), new RegExp(short('decide')));
      // The unsaved buffer wins over the file on disk.
      const buffer = await why(repo, 'src/money/cents.ts:2', { contents: 'export const a = 1;\nexport const b = roundHalfEven(2);\n' });
      assert.match(section(buffer, '## Line 2 last changed in')[0], new RegExp(`<git:${short('decide')}>`));
    } finally {
      fx.t.git('checkout', '--', 'src/money/cents.ts');
    }
  });

  it('answers a commit with its related knowledge and files', async () => {
    const text = await why(repo, fx.shas.decide.slice(0, 10));
    assert.match(text, new RegExp(`^# Commit ${fx.shas.decide}\\nAuthor: Ada Tester · 2024-01-12`));
    assert.match(text, /Switch rounding to banker's rounding instead of half-up/);
    assert.deepEqual(section(text, '## Related knowledge'), [
      `- [decision] Prices are integer cents — Every amount is stored as integer cents. <kx:${DECISION_ID}>`,
      '- [convention] Money helpers live in src/money — Put rounding and formatting in src/money. <kx:money-helpers-live-in-src-money>',
    ]);
    assert.match(text, /\nFiles \(1\): src\/money\/cents\.ts$/);
  });

  it('answers a directory without blame, with the module that matches it', async () => {
    const text = await why(repo, 'src/money/');
    assert.match(text, /^# Why: src\/money\/\n/);
    assert.equal(section(text, '## Knowledge covering this path').length, 2);
    assert.match(section(text, '## Module')[0], /<kx:mod-src-money>/);
    assert.doesNotMatch(text, /## Lines/);
    assert.match(text, /## History \(\d+ of the last 7 commits/);
  });

  it('nudges to capture when nothing covers the path', async () => {
    const text = await why(repo, 'README.md');
    assert.doesNotMatch(text, /## Knowledge covering/);
    assert.match(text, /Nothing recorded covers README\.md yet\. .*paths=\["README\.md"\]/);
  });

  it('keeps the history of a renamed file', async () => {
    const t = fx.t;
    t.git('mv', 'src/money/cents.ts', 'src/money/amount.ts');
    t.commit('rename cents to amount', {}, '2024-02-01T10:00:00Z');
    try {
      const text = await why(repo, 'src/money/amount.ts:2');
      assert.match(section(text, '## Line 2 last changed in')[0], new RegExp(`\\(line 2, as src/money/cents\\.ts line 2\\)  <git:${short('decide')}>`));
      assert.match(section(text, '## History')[0] ?? '', /./);
      assert.ok(text.split('\n').some((l) => l.startsWith('- 2024-01-12') && l.includes(short('decide'))), 'history follows the rename');
    } finally {
      t.git('reset', '-q', '--hard', 'HEAD~1');
    }
  });

  it('answers a symbol through the installed locator, and lists several definitions', async () => {
    setSymbolLocator(async (_r, name) =>
      name === 'roundB' ? [{ name: 'roundB', kind: 'const', path: 'src/money/cents.ts', line: 2, endLine: 2 }] : name === 'twice' ? [
        { name: 'twice', kind: 'function', path: 'src/a.ts', line: 1, endLine: 3 },
        { name: 'twice', kind: 'function', path: 'src/b.ts', line: 7, endLine: 9 },
      ] : [],
    );
    const one = await why(repo, 'roundB');
    assert.match(one, /^# Why: roundB\n\n## Code\n- const roundB src\/money\/cents\.ts:2\n/);
    assert.match(section(one, '## Line 2 last changed in')[0], new RegExp(`<git:${short('decide')}>`));
    const many = await why(repo, 'twice');
    assert.match(many, /- function twice src\/a\.ts:1\n- function twice src\/b\.ts:7\n\n2 definitions of twice: ask for one by its file, e\.g\. ctx_why target="twice" path="src\/a\.ts" \(or by its lines: ctx_why target="src\/a\.ts:1-3"\)\.$/);
    assert.doesNotMatch(many, /## History/);
  });

  it('answers a topic (or a symbol nothing defines) from knowledge and history search', async () => {
    const text = await why(repo, 'banker rounding');
    assert.match(text, /^# Why: banker rounding\n\n## Knowledge and history\n1\. /);
    assert.match(text, new RegExp(`<git:${short('decide')}`));
    const sym = await why(repo, 'roundHalfEven'); // no locator installed
    assert.match(sym, /^# Why: roundHalfEven\n\n## Knowledge and history\n/);
  });

  it('rejects bad targets and limits with the field named', async () => {
    await assert.rejects(why(repo, 'src/money/cents.ts', { limit: 2 }), /limit: 2 is out of range; use 3–40/);
    await assert.rejects(why(repo, '  '), /target: must not be empty/);
    await assert.rejects(why(repo, '../outside.ts:3'), /outside the repository/);
    await assert.rejects(why(repo, 'src/nope.ts:3'), /does not exist/);
  });

  it('exposes knowledgeForPath and moduleDocFor for the editor', async () => {
    assert.deepEqual((await knowledgeForPath(repo, 'src/money/cents.ts')).map((e) => e.id), [DECISION_ID, 'money-helpers-live-in-src-money']);
    assert.deepEqual((await knowledgeForPath(repo, 'src/other.ts')).map((e) => e.id), ['money-helpers-live-in-src-money']);
    assert.equal((await moduleDocFor(repo, 'src/money/cents.ts'))?.id, 'mod-src-money');
    assert.equal((await moduleDocFor(repo, 'src/other.ts'))?.id, 'mod-src');
    assert.equal(await moduleDocFor(repo, 'README.md'), null);
  });
});
