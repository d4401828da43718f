/**
 * The newcomer's promotion findings on the built CLI, in real repositories:
 * `promote` takes paths from staged files only and says so; superseding
 * stages only kontext's change to the old entry; `--supersedes` with the short
 * id `log` shows is stored as the full id (ambiguous → error naming files);
 * `read` of an id two files share names both files and what to do.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

const DUAL = '2026-09-28-dual-prices';
const dualFile = `.ai/decisions/${DUAL}.md`;
const dualText = `---\nid: ${DUAL}\nkind: decision\ntitle: Prices are floats\nstatus: accepted\ndate: 2026-09-28\npaths: [src/cart.ts]\n---\n\nFloats.\n`;

function shop(name: string, files: Record<string, string> = {}): TestRepo {
  const repo = makeRepo(name);
  repo.git('config', 'user.name', 'Ada Tester');
  repo.commit('set up', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'c\n', 'src/dir with space/a b.ts': 'a\n', ...files });
  return repo;
}

function captured(out: string): string {
  return /captured inbox:(\S+)/.exec(out)![1];
}

describe('cli: promote, --supersedes and read fixes (built bundle)', function () {
  this.timeout(180_000);

  it('promote takes no paths from unstaged edits or untracked files; staged files are taken and named', () => {
    const repo = shop('cli-promote-paths');
    repo.write('src/dir with space/a b.ts', 'a\nunrelated\n');
    repo.write('src/new.ts', 'new\n');
    const id = captured(runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'A lesson', '-b', 'b']).stdout);
    const p = runKontext(repo.root, ['promote', id]);
    assert.equal(p.code, 0, p.stderr);
    assert.doesNotMatch(p.stdout, /paths/);
    const file = /→ (\S+)/.exec(p.stdout)![1];
    assert.doesNotMatch(repo.read(file), /^paths:/m);
    assert.equal(repo.git('diff', '--cached', '--name-only'), file);

    repo.git('add', 'src/dir with space/a b.ts');
    const id2 = captured(runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'Another lesson', '-b', 'b']).stdout);
    const p2 = runKontext(repo.root, ['promote', id2]);
    assert.match(p2.stdout, /\n {2}paths taken from the staged files: src\/dir with space\/a b\.ts\n/);
    assert.match(repo.read(/→ (\S+)/.exec(p2.stdout)![1]), /^paths: \[src\/dir with space\/a b\.ts\]$/m);
    const help = runKontext(repo.root, ['promote', '--help']);
    assert.match(help.stdout + help.stderr, /without paths gets the staged code files as its paths/);
  });

  it('a short --supersedes id is stored in full; promotion stages the supersession, not the local edit', () => {
    const repo = shop('cli-supersede-stage', { [dualFile]: dualText });
    repo.write(dualFile, `${dualText}UNRELATED LOCAL EDIT\n`);
    const c = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Prices are integer cents', '-b', 'Cents.', '-p', 'src/cart.ts', '--supersedes', '2026-09-28-dual']);
    assert.equal(c.code, 0, c.stderr);
    const id = captured(c.stdout);
    assert.match(runKontext(repo.root, ['read', `inbox:${id}`]).stdout, new RegExp(`^supersedes: \\[${DUAL}\\]$`, 'm'));
    const p = runKontext(repo.root, ['promote', id]);
    assert.equal(p.code, 0, p.stderr);
    assert.match(p.stdout, new RegExp(`\\(staged\\); superseded ${dualFile.replace(/\./g, '\\.')}\\n`));
    const newFile = /→ (\S+?)(?: |;)/.exec(p.stdout)![1];
    assert.match(repo.read(newFile), new RegExp(`^supersedes: \\[${DUAL}\\]$`, 'm'));
    const staged = repo.git('show', `:${dualFile}`);
    assert.match(staged, /^status: superseded$/m);
    assert.doesNotMatch(staged, /UNRELATED LOCAL EDIT/);
    assert.match(repo.read(dualFile), /^status: superseded$[\s\S]*UNRELATED LOCAL EDIT/m);
    assert.deepEqual(repo.git('diff', '--', dualFile).split('\n').filter((l) => /^[+-][^+-]/.test(l)), ['+UNRELATED LOCAL EDIT']);
  });

  it('an ambiguous short --supersedes id is an error naming the entries and their files', () => {
    const other = DUAL.replace('prices', 'rounding');
    const repo = shop('cli-supersede-ambiguous', { [dualFile]: dualText, [`.ai/decisions/${other}.md`]: dualText.replace(DUAL, other) });
    const c = runKontext(repo.root, ['capture', '-k', 'decision', '-t', 'Prices are integer cents', '-b', 'Cents.', '--supersedes', '2026-09-28-dual']);
    assert.equal(c.code, 1);
    assert.equal(
      c.stderr,
      `kontext: capture: --supersedes: kx:2026-09-28-dual matches 2 entries: kx:${DUAL} (${dualFile}), kx:${other} (.ai/decisions/${other}.md); pass more of the id\n`,
    );
    assert.equal(runKontext(repo.root, ['inbox']).stdout.includes('integer cents'), false);
  });

  it('read of an id two files share names both files and how to read one', () => {
    const dup = '2026-11-30-prices-are-integer-cents';
    const text = `---\nid: ${dup}\nkind: decision\ntitle: Prices are integer cents\nstatus: accepted\ndate: 2026-11-30\n---\n\nCents.\n`;
    const repo = shop('cli-read-dup', { [`.ai/decisions/${dup}.md`]: text, '.ai/learnings/cents.md': text });
    const r = runKontext(repo.root, ['read', dup]);
    assert.equal(r.code, 1);
    assert.equal(
      r.stderr,
      `kontext: read: kx:${dup}: 2 files share the id ${dup}: .ai/decisions/${dup}.md, .ai/learnings/cents.md. ` +
        `Refer to one by its file (kontext read kx:.ai/decisions/${dup}.md), and give the others a new \`id:\` (duplicate ids are an error)\n`,
    );
    const one = runKontext(repo.root, ['read', 'kx:.ai/learnings/cents.md']);
    assert.equal(one.code, 0, one.stderr);
    assert.match(one.stdout, /^title: Prices are integer cents$/m);
  });
});
