/**
 * `kontext why` on the built CLI in a real repository: a git revision that is
 * not a path (`HEAD`, a tag, `main~2`) is answered as a commit, a name that is
 * both a path and a revision is answered as the path with a note, and
 * `-n/--limit` bounds every list of a file, directory, line range and line.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

/** The `- ` items of the section headed `## <heading…>` (up to the next blank line). */
function sectionItems(out: string, heading: RegExp): string[] {
  const lines = out.split('\n');
  const at = lines.findIndex((l) => heading.test(l));
  assert.ok(at >= 0, `no section ${heading} in:\n${out}`);
  const items: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (!l.trim()) break;
    if (l.startsWith('- ') && !l.startsWith('- … ')) items.push(l);
  }
  return items;
}

describe('cli: why of revisions and -n bounds (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  const sha: Record<string, string> = {};

  before(() => {
    repo = makeRepo('why-revs');
    repo.commit('Set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart/total.ts': 'l1\nl2\nl3\nl4\nl5\nl6\n' }, '2026-01-01T10:00:00Z');
    // Six decision-shaped commits, each rewriting one line of total.ts.
    for (let i = 1; i <= 6; i++) {
      const lines = repo.read('src/cart/total.ts').split('\n');
      lines[i - 1] = `changed ${i}`;
      sha[`c${i}`] = repo.commit(
        `refactor: switch to integer cents instead of floats, step ${i}\n\nWe migrate because floats lose cents, so that totals add up; this replaces the old rule.`,
        { 'src/cart/total.ts': lines.join('\n') },
        `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00Z`,
      );
    }
    // Then three plain fixes: the newest commits are not decision-shaped.
    for (let i = 7; i <= 9; i++) {
      sha[`c${i}`] = repo.commit(`tweak ${i}`, { 'src/cart/total.ts': repo.read('src/cart/total.ts') + `t${i}\n` }, `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00Z`);
    }
    repo.git('tag', 'v1.2', sha.c2);
    // A folder named like a branch: the path wins.
    repo.git('branch', 'release', sha.c3);
    repo.commit('add release notes folder', { 'release/notes.md': '# Notes\n' }, '2026-01-11T10:00:00Z');
    // Five decisions governing the folder (more than -n 3).
    for (let i = 1; i <= 5; i++) {
      const c = runKontext(repo.root, ['capture', '-k', 'decision', '-t', `Cart rule number ${i} about totals`, '-b', 'b', '-p', 'src/cart/**', '--promote']);
      assert.equal(c.code, 0, c.stderr);
    }
    repo.commit('record cart decisions', {}, '2026-01-12T10:00:00Z');
  });

  it('answers HEAD, a tag and main~2 as commits, not topics', () => {
    const head = runKontext(repo.root, ['why', 'HEAD']);
    assert.equal(head.code, 0, head.stderr);
    assert.match(head.stdout, new RegExp(`^# Commit ${repo.git('rev-parse', 'HEAD')} \\(HEAD\\)\\n`));
    assert.match(head.stdout, /record cart decisions/);
    assert.doesNotMatch(head.stdout, /## Knowledge and history/);

    const tag = runKontext(repo.root, ['why', 'v1.2']);
    assert.equal(tag.code, 0, tag.stderr);
    assert.match(tag.stdout, new RegExp(`^# Commit ${sha.c2} \\(v1\\.2\\)\\n`));
    assert.match(tag.stdout, /step 2/);
    assert.match(tag.stdout, /Files \(1\): src\/cart\/total\.ts/);

    const back = runKontext(repo.root, ['why', 'main~2']);
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`^# Commit ${sha.c9} \\(main~2\\)\\n`));

    // A full sha is still a commit, shown without a repeated name.
    const full = runKontext(repo.root, ['why', sha.c1.slice(0, 10)]);
    assert.match(full.stdout, new RegExp(`^# Commit ${sha.c1}\\n`));
    // Related knowledge: the decisions governing the changed file.
    assert.match(full.stdout, /## Related knowledge\n- \[decision\] Cart rule number/);
  });

  it('a name that is a path and a revision is answered as the path, and says so', () => {
    const r = runKontext(repo.root, ['why', 'release']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^# Why: release\n/);
    assert.match(r.stdout, new RegExp(`\\(release is also a git revision, commit ${sha.c3.slice(0, 12)}; answered as the path`));
    assert.match(r.stdout, /add release notes folder/);
    // A plain path that is no revision carries no such note.
    const p = runKontext(repo.root, ['why', 'src/cart']);
    assert.doesNotMatch(p.stdout, /git revision/);
  });

  it('a word that is no revision stays a topic; a short hex word is not a sha', () => {
    const t = runKontext(repo.root, ['why', 'cents']);
    assert.match(t.stdout, /^# Why: cents\n\n## Knowledge and history/);
    // Nothing mentions the short hex word: a topic that found nothing, never a commit answer.
    const hex = runKontext(repo.root, ['why', sha.c1.slice(0, 5)]);
    assert.match(hex.stdout, /^Nothing found for [0-9a-f]{5}: .*not a git revision/m);
    assert.doesNotMatch(hex.stdout, /^# Commit/m);
    assert.equal(hex.code, 1);
  });

  it('-n bounds each list for a directory, a file, a line range and a line', () => {
    for (const target of ['src/cart/', 'src/cart/total.ts', 'src/cart/total.ts:1-6', 'src/cart/total.ts:2']) {
      const r = runKontext(repo.root, ['why', target, '-n', '3']);
      assert.equal(r.code, 0, r.stderr);
      const history = sectionItems(r.stdout, /^## History \(/);
      assert.ok(history.length <= 3, `${target}: ${history.length} history items:\n${r.stdout}`);
      assert.match(r.stdout, new RegExp(`## History \\(${history.length} of the last \\d+ commits`));
      const knowledge = sectionItems(r.stdout, /^## Knowledge covering this path/);
      assert.equal(knowledge.length, 3, `${target}:\n${r.stdout}`);
      assert.match(r.stdout, /^\(\+2 more — kontext why /m);
      if (target.includes(':')) {
        const lines = sectionItems(r.stdout, /^## Lines? /);
        assert.ok(lines.length >= 1 && lines.length <= 3, `${target}:\n${r.stdout}`);
      }
    }
    // With -n 3: two decision-shaped commits and the latest change to the file, newest first, the two marked.
    const file = runKontext(repo.root, ['why', 'src/cart/total.ts', '-n', '3']);
    const shown = sectionItems(file.stdout, /^## History \(/);
    assert.deepEqual(shown.slice(0, 3).map((l) => /<git:(\w+)>/.exec(l)?.[1]), [sha.c9, sha.c6, sha.c5].map((s) => s.slice(0, 7)));
    assert.deepEqual(shown.slice(0, 3).map((l) => l.includes('  (decision-shaped)  <git:')), [false, true, true]);
    // The default limit shows the six decision-shaped commits plus the three newest.
    const all = runKontext(repo.root, ['why', 'src/cart/total.ts']);
    assert.equal(sectionItems(all.stdout, /^## History \(/).length, 9);
  });
});
