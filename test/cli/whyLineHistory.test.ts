/**
 * `why path:line` and `why path:a-b` on the built CLI and over ctx_why: the
 * History is that of the lines asked about (`git log -L`), as `why <symbol>`
 * answers, never silently the whole file's; when git has no line history
 * (uncommitted lines) the file's, with a heading saying so. A file renamed
 * in the index (`git mv`, not committed) keeps its history under its old
 * name, as blame already does. A range past the file's end says where it
 * ends; one commit in all is `the only commit`. Real repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

function ok(r: { code: number | null; stdout: string; stderr: string }): string {
  assert.equal(r.code, 0, r.stdout + r.stderr);
  return r.stdout;
}

/** The heading line starting `## History` and the short shas listed under it. */
function history(text: string): { head: string; shas: string[] } {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('## History'));
  assert.ok(at >= 0, `no History in:\n${text}`);
  const shas: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.startsWith('- ')) break;
    shas.push(/<git:([0-9a-f]+)>/.exec(l)?.[1] ?? '');
  }
  return { head: lines[at], shas };
}

/** `src/calc.ts`: price() on lines 1-4, tax() on lines 6-8. */
function calc(price: string, tax: string): string {
  return `export function price(x: number) {\n  const y = x;\n  return ${price};\n}\n\nexport function tax(x: number) {\n  return ${tax};\n}\n`;
}

describe('cli: why path:line answers the history of those lines (built bundle)', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  const sha: Record<string, string> = {};
  const short = (k: string) => sha[k].slice(0, 7);

  before(() => {
    repo = makeRepo('why-line-history');
    sha.init = repo.commit('Add calc', { 'src/calc.ts': calc('y', 'x') }, '2024-01-01T10:00:00Z');
    sha.price = repo.commit('Round prices up instead of down', { 'src/calc.ts': calc('Math.ceil(y)', 'x') }, '2024-01-02T10:00:00Z');
    sha.tax = repo.commit('Tax at 20% instead of 19%', { 'src/calc.ts': calc('Math.ceil(y)', 'x * 0.2') }, '2024-01-03T10:00:00Z');
  });

  it('a range running past the file\'s end says where the file ends; a path of one commit says "the only commit"', () => {
    const out = ok(runKontext(repo.root, ['why', 'src/calc.ts:6-99']));
    assert.match(out, /^# Why: src\/calc\.ts:6-99\n\n\(lines 6-8; the file ends at line 8\)\n\n(?:In .*\n\n)?## Lines 6-8 last changed in\n- /);
    assert.match(history(out).head, /^## History \(\d+ of the last \d+ commits that changed lines 6-8;/);
    assert.doesNotMatch(ok(runKontext(repo.root, ['why', 'src/calc.ts:6-8'])), /the file ends/);
    const one = makeRepo('why-one-commit');
    one.commit('Add notes', { 'notes.md': 'one\ntwo\n' });
    assert.equal(history(ok(runKontext(one.root, ['why', 'notes.md']))).head, '## History (the only commit)');
    assert.equal(history(ok(runKontext(one.root, ['why', 'notes.md:1-2']))).head, '## History (the only commit that changed lines 1-2)');
  });

  it('path:a-b and path:line list the commits of those lines, headed with the lines, on the CLI and over ctx_why', () => {
    const range = ok(runKontext(repo.root, ['why', 'src/calc.ts:1-4']));
    const h = history(range);
    assert.equal(h.head, '## History (2 of the last 2 commits that changed lines 1-4; decision-shaped first, plus the latest)');
    assert.deepEqual(h.shas, [short('price'), short('init')]);
    assert.ok(!range.includes(`<git:${short('tax')}>`), 'the tax commit changed no line of price()');
    // One line: `line 7`, never `lines 7-7`.
    const one = history(ok(runKontext(repo.root, ['why', 'src/calc.ts:7'])));
    assert.equal(one.head, '## History (2 of the last 2 commits that changed line 7; decision-shaped first, plus the latest)');
    assert.deepEqual(one.shas, [short('tax'), short('init')]);
    // The same registry handler over ctx_why.
    const tool = ok(runKontext(repo.root, ['call', 'ctx_why', '{"target":"src/calc.ts:1-4"}']));
    assert.deepEqual(history(tool), h);
    // The path alone keeps the file's history.
    const file = history(ok(runKontext(repo.root, ['why', 'src/calc.ts'])));
    assert.equal(file.head, '## History (3 of the last 3 commits; decision-shaped first, plus the latest)');
  });

  it('uncommitted lines fall back to the whole file\'s history, labelled with why', () => {
    repo.write('src/calc.ts', `${calc('Math.ceil(y)', 'x * 0.2')}\nexport function fee() {\n  return 1;\n}\n`);
    try {
      const text = ok(runKontext(repo.root, ['why', 'src/calc.ts:11-12']));
      assert.match(text, /## Lines 11-12 last changed in\n- not committed yet \(lines 11-12\)/);
      const h = history(text);
      assert.equal(h.head, '## History (line history unavailable: lines 11-12 are not committed yet; 3 of the last 3 commits of the whole file; decision-shaped first, plus the latest)');
      assert.equal(history(ok(runKontext(repo.root, ['why', 'src/calc.ts:12']))).head.startsWith('## History (line history unavailable: line 12 is not committed yet; '), true);
    } finally {
      repo.git('checkout', '--', 'src/calc.ts');
    }
  });

  it('a staged `git mv`: the History follows the old name, as blame does, for the path and its lines', () => {
    repo.git('mv', 'src/calc.ts', 'src/pricing.ts');
    try {
      const file = ok(runKontext(repo.root, ['why', 'src/pricing.ts']));
      const h = history(file);
      assert.equal(h.head, '## History (3 of the last 3 commits, as src/calc.ts before its staged rename; decision-shaped first, plus the latest)');
      assert.doesNotMatch(file, /no commits touch/);
      const line = ok(runKontext(repo.root, ['why', 'src/pricing.ts:3']));
      assert.match(line, new RegExp(`## Line 3 last changed in\\n- 2024-01-02 ${short('price')} Ada Tester: Round prices up instead of down  \\(line 3, as src/calc\\.ts line 3\\)  <git:${short('price')}>`));
      const lh = history(line);
      assert.equal(lh.head, '## History (2 of the last 2 commits that changed line 3, as src/calc.ts before its staged rename; decision-shaped first, plus the latest)');
      assert.deepEqual(lh.shas, [short('price'), short('init')]);
      // A folder moved whole keeps its history too.
      repo.git('reset', '-q', '--hard', 'HEAD');
      repo.git('mv', 'src', 'lib');
      const dir = history(ok(runKontext(repo.root, ['why', 'lib/'])));
      assert.equal(dir.head, '## History (3 of the last 3 commits, as src before its staged rename; decision-shaped first, plus the latest)');
    } finally {
      repo.git('reset', '-q', '--hard', 'HEAD');
    }
  });

  it('a staged `git mv`, asked by the OLD path: its committed lines answer as HEAD has them, and a scope names the new path', () => {
    repo.git('mv', 'src/calc.ts', 'src/pricing.ts');
    try {
      // Line 7 (tax) of HEAD's src/calc.ts: its own commits, not "past the end of the committed file".
      const line = ok(runKontext(repo.root, ['why', 'src/calc.ts:7']));
      assert.doesNotMatch(line, /past the end/);
      // The heading says the path asked is the old name, as the code tools' scope wording does (newcomer).
      assert.match(line, /^# Why: src\/calc\.ts:7 \(staged as renamed to src\/pricing\.ts; git mv, not committed\)\n/);
      assert.match(ok(runKontext(repo.root, ['why', 'src/calc.ts'])), /^# Why: src\/calc\.ts \(staged as renamed to src\/pricing\.ts; git mv, not committed\)\n/);
      // The new name is no rename source: its heading stays plain.
      assert.match(ok(runKontext(repo.root, ['why', 'src/pricing.ts:3'])), /^# Why: src\/pricing\.ts:3\n/);
      const lh = history(line);
      assert.equal(lh.head, '## History (2 of the last 2 commits that changed line 7; decision-shaped first, plus the latest)');
      assert.deepEqual(lh.shas, [short('tax'), short('init')]);
      // The code tools' scope: the rename named, the new path suggested (with the line asked), no near-miss guess.
      const sym = runKontext(repo.root, ['symbol', '-p', 'src/calc.ts']);
      assert.notEqual(sym.code, 0);
      assert.match(sym.stderr, /path: src\/calc\.ts is staged as renamed to src\/pricing\.ts \(git mv, not committed; the graph reads the working tree\); did you mean src\/pricing\.ts\?/);
      const callers = runKontext(repo.root, ['callers', 'tax', '-p', 'src/calc.ts:7']);
      assert.match(callers.stderr, /src\/calc\.ts is staged as renamed to src\/pricing\.ts .*did you mean src\/pricing\.ts:7\?/);
      // A folder moved whole: the new folder.
      repo.git('reset', '-q', '--hard', 'HEAD');
      repo.git('mv', 'src', 'lib');
      const dir = runKontext(repo.root, ['symbol', '-p', 'src']);
      assert.match(dir.stderr, /path: src is staged as renamed to lib .*did you mean lib\?/);
      // A file under the moved folder, asked by its old path.
      assert.match(ok(runKontext(repo.root, ['why', 'src/calc.ts'])), /^# Why: src\/calc\.ts \(staged as renamed to lib\/calc\.ts; git mv, not committed\)\n/);
    } finally {
      repo.git('reset', '-q', '--hard', 'HEAD');
    }
  });
});

describe('cli: blame of a line last changed under another name gives its line there (built bundle)', function () {
  this.timeout(60_000);
  it('(line 5, as src/util/money.ts line 2) after a move that added lines above it', () => {
    const repo = makeRepo('why-blame-orig-line');
    repo.commit('Add money', { 'src/util/money.ts': 'export const a = 1;\nexport function money(n: number) {\n  return n.toFixed(2);\n}\n' });
    repo.git('mv', 'src/util/money.ts', 'src/money.ts');
    repo.commit('Move money up and add a header', { 'src/money.ts': '// header\n// more\n// third\nexport const a = 1;\nexport function money(n: number) {\n  return n.toFixed(2);\n}\n' });
    const out = ok(runKontext(repo.root, ['why', 'src/money.ts:5-6']));
    assert.match(out, /^- \S+ \S+ \S+ .*Add money {2}\(lines 5-6, as src\/util\/money\.ts lines 2-3\) {2}<git:/m, out);
  });
});
