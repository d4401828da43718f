import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { blameRange, blameIdle, clearBlameCache } from '../../server/src/core/blame';
import { isoInZone } from '../../server/src/core/blameParse';

describe('core/blame', () => {
  afterEach(async () => {
    await blameIdle();
    clearBlameCache();
  });

  it('attributes each line to the commit that last changed it, and follows edits', async () => {
    const t = makeRepo('blame');
    const a = t.commit('add calc', { 'src/calc.ts': 'one\ntwo\nthree\n' }, '2024-01-02T10:00:00+01:00');
    const b = t.commit('change two', { 'src/calc.ts': 'one\nTWO\nthree\n' }, '2024-02-03T10:00:00Z');
    const repo = await Repo.open(t.root);
    const lines = await blameRange(repo, 'src/calc.ts', 1, 3);
    assert.deepEqual(lines.map((l) => l.sha), [a, b, a]);
    assert.equal(lines[1].subject, 'change two');
    assert.equal(lines[1].author, 'Ada Tester');
    assert.equal(lines[0].date, '2024-01-02T10:00:00+01:00');
    // The second call is answered from the whole-file result; same answer.
    await blameIdle();
    assert.deepEqual((await blameRange(repo, 'src/calc.ts', 2, 2)).map((l) => l.sha), [b]);
    // A new commit changes HEAD: the cache must not answer with the old attribution.
    const c = t.commit('change three', { 'src/calc.ts': 'one\nTWO\nTHREE\n' });
    assert.deepEqual((await blameRange(repo, 'src/calc.ts', 1, 3)).map((l) => l.sha), [a, b, c]);
  });

  it('looks through whitespace-only changes and the commits .git-blame-ignore-revs lists', async () => {
    const t = makeRepo('blame-reformat');
    const a = t.commit('write f', { 'f.ts': 'function f() {\nreturn 1;\n}\nconst x = 2;\n' });
    const b = t.commit('reindent', { 'f.ts': 'function f() {\n    return 1;\n}\nconst x = 2;\n' });
    const c = t.commit('change x', { 'f.ts': 'function f() {\n    return 1;\n}\nconst x = 3;\n' });
    const repo = await Repo.open(t.root);
    // The reindent changed only whitespace: line 2 is still a's; line 4 changed a value in c.
    assert.deepEqual((await blameRange(repo, 'f.ts', 1, 4)).map((l) => l.sha), [a, a, a, c]);
    assert.notEqual(b, a);
    await blameIdle();
    clearBlameCache();
    // Listed in .git-blame-ignore-revs (with a comment and a commit this repository lacks): c's line goes to the commit before.
    const d = t.commit('ignore the formatter', { '.git-blame-ignore-revs': `# formatting\n${c}\n${'0123456789'.repeat(4)}\n` });
    assert.ok(d);
    assert.deepEqual((await blameRange(repo, 'f.ts', 1, 4)).map((l) => l.sha), [a, a, a, a]);
    await blameIdle();
    assert.deepEqual((await blameRange(repo, 'f.ts', 4, 4)).map((l) => l.sha), [a]);
  });

  it('says a line is not committed yet instead of borrowing a neighbour commit', async () => {
    const t = makeRepo('blame-dirty');
    const a = t.commit('add', { 'f.txt': 'a\nb\nc\n' });
    const repo = await Repo.open(t.root);
    assert.deepEqual((await blameRange(repo, 'f.txt', 1, 3)).map((l) => l.sha), [a, a, a]);
    await blameIdle();
    t.write('f.txt', 'a\nb\nnew c\nd\n');
    const lines = await blameRange(repo, 'f.txt', 1, 10);
    assert.deepEqual(lines.map((l) => [l.line, l.sha]), [[1, a], [2, a], [3, null], [4, null]]);
    assert.equal(lines[2].author, '');
  });

  it('blames an unsaved buffer through --contents', async () => {
    const t = makeRepo('blame-buffer');
    const a = t.commit('add', { 'f.txt': 'a\nb\n' });
    const repo = await Repo.open(t.root);
    const lines = await blameRange(repo, 'f.txt', 1, 3, { contents: 'inserted\na\nb\n' });
    assert.deepEqual(lines.map((l) => l.sha), [null, a, a]);
    // The file on disk is unchanged and still blames cleanly.
    assert.deepEqual((await blameRange(repo, 'f.txt', 1, 2)).map((l) => l.sha), [a, a]);
  });

  it('keeps the history of a renamed file', async () => {
    const t = makeRepo('blame-rename');
    const a = t.commit('add old', { 'old/name.ts': 'export const x = 1;\nexport const y = 2;\n' });
    t.write('new/.keep', '');
    t.git('mv', 'old/name.ts', 'new/name.ts');
    t.commit('move to new');
    const repo = await Repo.open(t.root);
    const lines = await blameRange(repo, 'new/name.ts', 1, 2);
    assert.deepEqual(lines.map((l) => l.sha), [a, a]);
    assert.equal(lines[0].path, 'old/name.ts');
  });

  it('treats untracked files and repositories without commits as uncommitted', async () => {
    const t = makeRepo('blame-untracked');
    t.write('x.txt', 'x\ny\n');
    const repo = await Repo.open(t.root);
    assert.deepEqual((await blameRange(repo, 'x.txt', 1, 2)).map((l) => l.sha), [null, null]);
    t.commit('first', { 'a.txt': 'a\n' }); // commits x.txt too
    t.write('y.txt', 'y\n');
    assert.deepEqual((await blameRange(repo, 'y.txt', 1, 1)).map((l) => l.sha), [null]);
    assert.deepEqual((await blameRange(repo, 'y.txt', 1, 1, { contents: 'y\nz\n' })).map((l) => l.sha), [null]);
  });

  it('clamps the range to the file and rejects bad input', async () => {
    const t = makeRepo('blame-range');
    t.commit('add', { 'f.txt': 'a\nb\n' });
    const repo = await Repo.open(t.root);
    assert.equal((await blameRange(repo, 'f.txt', 2, 99)).length, 1);
    assert.deepEqual(await blameRange(repo, 'f.txt', 5, 9), []);
    await assert.rejects(blameRange(repo, '../etc/passwd', 1, 1), /inside the repository/);
    await assert.rejects(blameRange(repo, 'f.txt', 3, 2), /start ≤ end/);
    await assert.rejects(blameRange(repo, 'missing.txt', 1, 1), /neither in the working tree nor in HEAD/);
  });

  it('formats author dates in the author time zone', () => {
    assert.equal(isoInZone(1704186000, '+0100'), '2024-01-02T10:00:00+01:00');
    assert.equal(isoInZone(1704186000, '-0830'), '2024-01-02T00:30:00-08:30');
  });
});
