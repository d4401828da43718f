/**
 * `why <symbol>` history (issue 3): the commits of the symbol's own lines
 * (`git log -L`), not of its file; the file's history, labelled, when git
 * cannot follow the lines; and release commits never offered as the
 * decision-shaped explanation. Real repositories made with git.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why, setSymbolLocator, type SymbolDefinition } from '../../server/src/core/why';
import { blameIdle, clearBlameCache } from '../../server/src/core/blame';
import { parseHunks, rangeHistory, toHeadLines } from '../../server/src/core/rangeHistory';
import { decisionSignalScore, isReleaseCommit } from '../../server/src/core/signals';
import { DECISION_SHAPED } from '../../server/src/core/pathHistory';

/** The lines of the section whose heading starts with `heading`, up to the next blank line. */
function section(text: string, heading: string): { head: string; items: string[] } {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(heading));
  assert.ok(at >= 0, `no section ${heading} in:\n${text}`);
  const items: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (l === '' || l.startsWith('#')) break;
    items.push(l);
  }
  return { head: lines[at], items };
}

const shaOf = (l: string) => /<git:([0-9a-f]+)>/.exec(l)?.[1] ?? '';

/** `src/calc.ts`: price() on lines 1-4, tax() on lines 6-9. */
function calc(priceBody: string, taxBody: string): string {
  return `export function price(x: number) {\n  const y = x;\n  return ${priceBody};\n}\n\nexport function tax(x: number) {\n  const t = x;\n  return ${taxBody};\n}\n`;
}

describe('core/why: a symbol\'s own line history (issue 3)', () => {
  let t: TestRepo;
  let repo: Repo;
  const sha: Record<string, string> = {};
  const short = (k: string) => sha[k].slice(0, 7);
  const defs: Record<string, SymbolDefinition[]> = {
    price: [{ name: 'price', kind: 'function', path: 'src/calc.ts', line: 1, endLine: 4 }],
    tax: [{ name: 'tax', kind: 'function', path: 'src/calc.ts', line: 6, endLine: 9 }],
    fresh: [{ name: 'fresh', kind: 'function', path: 'src/fresh.ts', line: 1, endLine: 3 }],
  };

  before(async () => {
    t = makeRepo('why-lines');
    sha.init = t.commit('Add calc', { 'src/calc.ts': calc('y', 't') }, '2024-01-01T10:00:00Z');
    sha.a = t.commit('Round prices up\n\nWe round up instead of down because invoices must match the ledger.', { 'src/calc.ts': calc('Math.ceil(y)', 't') }, '2024-01-02T10:00:00Z');
    sha.b = t.commit('Tax at 20% instead of 19%\n\nThe law changed, so that every invoice needs the new rate.', { 'src/calc.ts': calc('Math.ceil(y)', 't * 0.2') }, '2024-01-03T10:00:00Z');
    sha.c = t.commit('fix: keep cents when rounding', { 'src/calc.ts': calc('Math.ceil(y * 100) / 100', 't * 0.2') }, '2024-01-04T10:00:00Z');
    // A release commit touching price(), with a changelog body full of decision words and length.
    const changelog = Array.from({ length: 12 }, (_, i) => `- migrate module ${i} instead of the old one, because it was slow; replaces the rule, so that it is never shared`).join('\n');
    sha.rel = t.commit(`Release 1.18\n\n${changelog}`, { 'src/calc.ts': calc('Math.ceil(y * 100) / 100 ', 't * 0.2') }, '2024-01-05T10:00:00Z');
    repo = await Repo.open(t.root);
    setSymbolLocator(async (_r, name) => defs[name] ?? []);
  });
  after(() => setSymbolLocator(null));
  afterEach(async () => {
    await blameIdle();
    clearBlameCache();
  });

  it('lists the commits that changed the symbol\'s lines (A and C), not one that changed only another function of its file (B)', async () => {
    const h = await rangeHistory(repo, 'src/calc.ts', 1, 4);
    assert.equal(h.kind, 'lines');
    if (h.kind !== 'lines') return;
    assert.deepEqual(h.commits.map((c) => c.sha), [sha.rel, sha.c, sha.a, sha.init]);
    assert.deepEqual(h.head, { start: 1, end: 4 });
    const text = await why(repo, 'price', { limit: 12 });
    const hist = section(text, '## History');
    assert.equal(hist.head, '## History (4 of the last 4 commits that changed lines 1-4; decision-shaped first, plus the latest)');
    const shown = hist.items.map(shaOf);
    assert.ok(shown.includes(short('a')) && shown.includes(short('c')), hist.items.join('\n'));
    assert.ok(!shown.includes(short('b')), 'B changed tax() only');
    // tax(): B is there, A and C are not.
    const tax = section(await why(repo, 'tax', { limit: 12 }), '## History (').items.map(shaOf);
    assert.ok(tax.includes(short('b')) && !tax.includes(short('a')) && !tax.includes(short('c')), tax.join('\n'));
  });

  it('never offers a release commit as the decision-shaped explanation, though its changelog scores', async () => {
    const rel = (await rangeHistory(repo, 'src/calc.ts', 1, 4)) as { commits: { sha: string; subject: string; body: string }[] };
    const release = rel.commits.find((c) => c.sha === sha.rel)!;
    assert.ok(decisionSignalScore(release.subject, release.body) >= DECISION_SHAPED, 'the changelog alone would make it decision-shaped');
    const hist = section(await why(repo, 'price', { limit: 12 }), '## History').items;
    // The explaining commit (a "because" body) is marked decision-shaped; the release is only the latest, unmarked. Newest first.
    const marked = hist.filter((l) => l.includes('(decision-shaped)')).map(shaOf);
    assert.deepEqual(marked, [short('a')], hist.join('\n'));
    assert.equal(shaOf(hist[0]), short('rel'));
    // With room for one decision-shaped commit and the latest, the release is the latest, not the decision.
    const three = section(await why(repo, 'price', { limit: 3 }), '## History').items;
    assert.equal(shaOf(three[0]), short('rel'));
    assert.ok(three.slice(0, 3).some((l) => shaOf(l) === short('a') && l.includes('(decision-shaped)')), three.join('\n'));
    // The rest is asked for by the symbol again, not by its file's lines (which would give the file's history).
    assert.equal(three[3], '(+1 more commit — ctx_why target="price" limit=4)');
  });

  it('maps uncommitted edits above and inside the symbol back to HEAD\'s lines', async () => {
    const file = path.join(t.root, 'src/calc.ts');
    const committed = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, `// a note\n// another\n${committed.replace('const t = x;', 'const t = x;\n  const u = 1;')}`);
      const h = await rangeHistory(repo, 'src/calc.ts', 8, 12); // tax(), 2 lines lower and 1 longer
      assert.equal(h.kind, 'lines');
      if (h.kind !== 'lines') return;
      assert.deepEqual(h.head, { start: 6, end: 9 });
      assert.deepEqual(h.commits.map((c) => c.sha), [sha.b, sha.init]);
      defs.moved = [{ name: 'moved', kind: 'function', path: 'src/calc.ts', line: 8, endLine: 12 }];
      const hist = section(await why(repo, 'moved', { limit: 12 }), '## History');
      assert.equal(hist.head, '## History (2 of the last 2 commits that changed lines 8-12, at HEAD lines 6-9; decision-shaped first, plus the latest)');
    } finally {
      fs.writeFileSync(file, committed);
    }
  });

  it('falls back to the file\'s history, labelled, when the lines have no history in git', async () => {
    t.write('src/fresh.ts', 'export function fresh() {\n  return 1;\n}\n');
    try {
      const h = await rangeHistory(repo, 'src/fresh.ts', 1, 3);
      assert.deepEqual(h, { kind: 'file', reason: 'src/fresh.ts is not in HEAD (new, untracked or renamed since)' });
      const text = await why(repo, 'fresh', { limit: 12 });
      assert.match(text, /\n## History \(line history unavailable: src\/fresh\.ts is not in HEAD \(new, untracked or renamed since\)\)\n\(no commits touch src\/fresh\.ts yet\)/);
      // Lines past the end of HEAD's version (appended, uncommitted) are not committed yet.
      const calcFile = t.read('src/calc.ts');
      t.write('src/calc.ts', `${calcFile}\nexport function more() {\n  return 2;\n}\n`);
      try {
        assert.deepEqual(await rangeHistory(repo, 'src/calc.ts', 11, 13), { kind: 'file', reason: 'lines 11-13 are not committed yet' });
        defs.more = [{ name: 'more', kind: 'function', path: 'src/calc.ts', line: 11, endLine: 13 }];
        const more = await why(repo, 'more', { limit: 12 });
        assert.match(more, /\n## History \(line history unavailable: lines 11-13 are not committed yet; 5 of the last 5 commits of the whole file; decision-shaped first, plus the latest\)\n/);
      } finally {
        t.write('src/calc.ts', calcFile);
      }
    } finally {
      fs.rmSync(path.join(t.root, 'src/fresh.ts'));
    }
  });

  it('maps line numbers through diff hunks (insertions, deletions, edits)', () => {
    const hunks = parseHunks('@@ -2,0 +3,2 @@\n+a\n+b\n@@ -10 +12,3 @@\n-x\n+y\n@@ -20,2 +23,0 @@\n-p\n-q\n');
    assert.deepEqual(hunks, [
      { oldStart: 2, oldCount: 0, newStart: 3, newCount: 2 },
      { oldStart: 10, oldCount: 1, newStart: 12, newCount: 3 },
      { oldStart: 20, oldCount: 2, newStart: 23, newCount: 0 },
    ]);
    assert.deepEqual(toHeadLines(hunks, 1, 2), { start: 1, end: 2 }); // above every edit
    assert.deepEqual(toHeadLines(hunks, 3, 4), null); // only inserted lines
    assert.deepEqual(toHeadLines(hunks, 3, 8), { start: 3, end: 6 }); // starts in an insertion
    assert.deepEqual(toHeadLines(hunks, 13, 14), { start: 10, end: 10 }); // inside an edited block
    assert.deepEqual(toHeadLines(hunks, 15, 23), { start: 11, end: 19 }); // ends just before a deletion
    assert.deepEqual(toHeadLines(hunks, 24, 25), { start: 22, end: 23 }); // below: +2, +2, -2
  });

  it('knows release and version-bump subjects, and leaves other work alone', () => {
    const release = ['release: v3.4.1', 'chore(release): publish 1.2.0', 'Bump version', 'Bump version to 2.0.1', 'v1.2.3', '1.2.3-rc.1', 'Release 1.18', 'Release LevelDB 1.15', 'chore: release v1.2.0', 'Prepare 1.2.3 release', 'Version bump', 'Update version to 1.2.3', 'Tag v1.2'];
    const work = ['Bump lodash from 4.17.20 to 4.17.21', 'Release the lock 1.5x sooner', 'Release mutex before writing log', 'fix: release memory in 1.2 codepath handler', 'Update to leveldb 1.6', 'chore: bump deps', 'Cut allocation by 2.5 times', 'Fix version parsing'];
    for (const s of release) assert.ok(isReleaseCommit(s), s);
    for (const s of work) assert.ok(!isReleaseCommit(s), s);
  });
});
