/**
 * Newcomer findings on promotion, on real repositories: paths are taken from
 * the staged files only (never an unstaged edit or an untracked file) and the
 * answer says so; superseding stages kontext's own change to the old entry,
 * never the user's unstaged edit there; a short `supersedes` id is stored as
 * the full id (ambiguous → an error naming the files); two files sharing an
 * id are named by `read` with the way out.
 */
import * as assert from 'node:assert/strict';
import { capture } from '../../server/src/core/capture';
import { inboxAction } from '../../server/src/core/inboxAction';
import { promoteCandidates } from '../../server/src/core/promote';
import { readUri } from '../../server/src/core/read';
import { makeKontextRepo, openRepo } from '../helpers/inboxRepo';

const FLOATS = '2026-09-28-dual-prices';
const floatsFile = `.ai/decisions/${FLOATS}.md`;
const floatsText = `---\nid: ${FLOATS}\nkind: decision\ntitle: Prices are floats\nstatus: accepted\ndate: 2026-09-28\npaths: [src/cart.ts]\n---\n\nFloats.\n`;

function staged(r: { git: (...a: string[]) => string }): string[] {
  return r.git('diff', '--cached', '--name-only').split('\n').filter(Boolean).sort();
}

describe('core/promote: newcomer fixes (paths, superseded staging, short ids, duplicate ids)', function () {
  this.timeout(60_000);

  it('takes no paths from an unstaged edit or an untracked file; staged code files are taken and named', async () => {
    const r = makeKontextRepo({ files: { 'src/dir with space/a b.ts': 'a\n', 'src/cart.ts': 'c\n' } });
    const repo = await openRepo(r.root);
    r.write('src/dir with space/a b.ts', 'a\nunrelated\n');
    r.write('src/new.ts', 'new\n');
    const ids: string[] = [];
    for (const t of ['One lesson', 'Two lessons', 'Three lessons']) ids.push((await capture(repo, { kind: 'learning', title: t, body: 'b' }, 'cli')).id);
    const res = await inboxAction(repo, 'promote', ids);
    assert.equal(res.text.split('\n').filter((l) => l.startsWith('- promoted')).length, 3);
    assert.doesNotMatch(res.text, /paths taken/);
    for (const f of staged(r)) assert.doesNotMatch(r.read(f), /^paths:/m, f);
    assert.deepEqual(staged(r).filter((f) => !f.startsWith('.ai/')), [], 'nothing but the entries is staged');

    r.git('add', 'src/cart.ts', 'src/dir with space/a b.ts');
    r.write('src/cart.ts', 'c2\n');
    r.git('add', 'src/cart.ts');
    const c = await capture(repo, { kind: 'learning', title: 'Carts round once', body: 'b' }, 'cli');
    const done = await inboxAction(repo, 'promote', [c.id]);
    assert.match(done.text, /\n {2}paths taken from the staged files: src\/cart\.ts, src\/dir with space\/a b\.ts\n/);
    const file = /→ (\S+)/.exec(done.text)![1];
    assert.match(r.read(file), /^paths: \[src\/cart\.ts, src\/dir with space\/a b\.ts\]$/m);
    assert.doesNotMatch(r.read(file), /src\/new\.ts/);
  });

  it('capture --promote without paths and nothing staged gets none (test/cli/promoteAgree: staged ones are named)', async () => {
    const r = makeKontextRepo({ files: { 'src/cart.ts': 'c\n' } });
    const repo = await openRepo(r.root);
    r.write('src/new.ts', 'new\n');
    const a = await capture(repo, { kind: 'decision', title: 'Keep carts small', body: 'b', promote: true }, 'cli');
    assert.doesNotMatch(a.text, /paths taken/);
    assert.doesNotMatch(r.read(a.path!), /^paths:/m);
  });

  it('superseding stages only kontext\'s change to the old entry; the user\'s local edit stays unstaged', async () => {
    const r = makeKontextRepo({ files: { [floatsFile]: floatsText, 'src/cart.ts': 'c\n' } });
    const repo = await openRepo(r.root);
    r.write(floatsFile, `${floatsText}UNRELATED LOCAL EDIT\n`);
    const c = await capture(repo, { kind: 'decision', title: 'Prices are integer cents', body: 'Cents.', paths: ['src/cart.ts'], supersedes: ['2026-09-28-dual'] }, 'cli');
    const [p] = await promoteCandidates(repo, [c.id], { stage: true });
    assert.deepEqual(p.superseded, [floatsFile]);
    assert.deepEqual(p.unstaged, []);
    const indexVersion = r.git('show', `:${floatsFile}`);
    assert.match(indexVersion, /^status: superseded$/m);
    assert.match(indexVersion, new RegExp(`^superseded_by: \\[${p.id}\\]$`, 'm'));
    assert.doesNotMatch(indexVersion, /UNRELATED LOCAL EDIT/);
    // The working tree has both: the edit and the supersession; the unstaged diff is the edit alone.
    assert.match(r.read(floatsFile), /status: superseded[\s\S]*UNRELATED LOCAL EDIT/);
    assert.match(r.git('diff', '--', floatsFile), /^\+UNRELATED LOCAL EDIT$/m);
    assert.equal(r.git('diff', '--', floatsFile).split('\n').filter((l) => /^[+-][^+-]/.test(l)).length, 1);
    // The short id typed is recorded as the full id.
    assert.match(r.read(p.path), new RegExp(`^supersedes: \\[${FLOATS}\\]$`, 'm'));
  });

  it('an untracked superseded entry is changed in the working tree only, with a warning naming it', async () => {
    const r = makeKontextRepo({ files: { 'src/cart.ts': 'c\n' } });
    const repo = await openRepo(r.root);
    r.write(floatsFile, floatsText);
    const c = await capture(repo, { kind: 'decision', title: 'Prices are integer cents', body: 'Cents.', paths: ['src/cart.ts'], supersedes: [FLOATS] }, 'cli');
    const res = await inboxAction(repo, 'promote', [c.id]);
    assert.match(res.text, new RegExp(`; superseded ${floatsFile} \\(not staged\\)`));
    assert.match(res.text, new RegExp(`warning: ${floatsFile} is not tracked by git: marked superseded in the working tree only, not staged; git add ${floatsFile}`));
    assert.ok(!staged(r).includes(floatsFile));
    assert.match(r.read(floatsFile), /status: superseded/);
  });

  it('an ambiguous short supersedes id is refused at capture, naming the candidates and their files', async () => {
    const other = FLOATS.replace('prices', 'rounding');
    const r = makeKontextRepo({ files: { [floatsFile]: floatsText, [`.ai/decisions/${other}.md`]: floatsText.replace(FLOATS, other).replace('Prices are floats', 'Rounding is late') } });
    const repo = await openRepo(r.root);
    await assert.rejects(
      capture(repo, { kind: 'decision', title: 'Prices are integer cents', body: 'Cents.', supersedes: ['2026-09-28-dual'] }, 'cli'),
      new RegExp(`^KontextError: supersedes: kx:2026-09-28-dual matches 2 entries: kx:${FLOATS} \\(${floatsFile.replace(/\./g, '\\.')}\\), kx:${other} \\(\\.ai/decisions/${other}\\.md\\); pass more of the id$`),
    );
  });

  it('read of an id two files share names both files and how to read one', async () => {
    const dup = '2026-11-30-prices-are-integer-cents';
    const text = `---\nid: ${dup}\nkind: decision\ntitle: Prices are integer cents\nstatus: accepted\ndate: 2026-11-30\n---\n\nCents.\n`;
    const r = makeKontextRepo({ files: { [`.ai/decisions/${dup}.md`]: text, '.ai/decisions/cents-copy.md': text } });
    const repo = await openRepo(r.root);
    for (const ref of [dup, `kx:${dup}`]) {
      await assert.rejects(
        readUri(repo, ref, 1),
        (e: Error) => {
          assert.equal(
            e.message,
            `kx:${dup}: 2 files share the id ${dup}: .ai/decisions/${dup}.md, .ai/decisions/cents-copy.md. ` +
              `Refer to one by its file (ctx_read uri="kx:.ai/decisions/${dup}.md"), and give the others a new \`id:\` (duplicate ids are an error)`,
          );
          return true;
        },
      );
    }
    assert.match(await readUri(repo, `kx:.ai/decisions/cents-copy.md`, 1), /^# Prices are integer cents\n/);
  });
});
