/**
 * The capture title limit (MAX_TITLE_CHARS, decided in .ai/decisions) and
 * bounded ids / file names for long and unusual titles (SPEC §2.5 slugs).
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { capture, MAX_TITLE_CHARS } from '../../server/src/core/capture';
import { KontextError } from '../../server/src/core/errors';
import { inboxPath, ls, makeKontextRepo, openRepo } from '../helpers/inboxRepo';

describe('core/capture title limit', () => {
  it('refuses a title over the limit naming the field, the limit and the fix; nothing is written', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const long = 'Prices '.repeat(30).trim();
    await assert.rejects(capture(repo, { kind: 'decision', title: long, body: 'b' }, 'agent'), (e: Error) => {
      assert.ok(KontextError.is(e, 'invalid-argument'));
      assert.equal(e.message, `title: ${long.length} characters; the limit is ${MAX_TITLE_CHARS} — shorten it to one short statement and put the detail in the body (or summary)`);
      return true;
    });
    await assert.rejects(capture(repo, { kind: 'decision', title: long, body: 'b', promote: true }, 'agent'), /title: \d+ characters; the limit is 140/);
    assert.deepEqual(ls(inboxPath(r)), []);
    assert.ok(!r.exists('.ai/decisions'), 'no store file either');
  });

  it('counts code points, so 140 emoji or accented letters fit; ids and file names stay bounded', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const atLimit = ['ž'.repeat(MAX_TITLE_CHARS), '😀'.repeat(MAX_TITLE_CHARS), 'a-'.repeat(MAX_TITLE_CHARS / 2)];
    for (const title of atLimit) {
      const c = await capture(repo, { kind: 'learning', title, body: 'b' }, 'agent');
      assert.ok(c.id.length <= 10 + 1 + 50 + 3, `inbox id ${c.id}`);
      const p = await capture(repo, { kind: 'learning', title, body: 'b', promote: true }, 'agent');
      assert.ok(path.basename(p.path!).length <= 60 + 3 + 3, `file ${p.path}`);
    }
    await assert.rejects(capture(repo, { kind: 'learning', title: '😀'.repeat(MAX_TITLE_CHARS + 1), body: 'b' }, 'agent'), /title: 141 characters/);
  });
});

describe('core/capture argument checks', () => {
  it('refuses commits that are not shas, notes unknown supersedes and unmatched paths, refuses paths outside', async () => {
    const r = makeKontextRepo();
    r.commit('code', { 'src/billing/total.ts': 'export {};\n' });
    const repo = await openRepo(r.root);
    await assert.rejects(capture(repo, { kind: 'decision', title: 'T', body: 'b', commits: ['abc1234', 'fix bug'] }, 'agent'), /commits: "fix bug" is not a commit sha; pass short shas/);
    await assert.rejects(capture(repo, { kind: 'decision', title: 'T', body: 'b', paths: ['/etc/**'] }, 'agent'), /paths: \/etc\/\*\* is outside the repository/);
    assert.deepEqual(ls(inboxPath(r)), [], 'nothing written by a refused capture');
    const ok = await capture(
      repo,
      { kind: 'decision', title: 'Totals in cents', body: 'b', commits: 'ABCDEF0123456789', supersedes: ['no-such-entry'], paths: ['src/biling/**', `${r.root}/src/billing/total.ts`, 'src/x/../billing/'] },
      'agent',
    );
    assert.ok(ok.notes.some((n) => n.startsWith('supersedes no-such-entry: no store entry has that id')), ok.notes.join('\n'));
    assert.ok(ok.notes.some((n) => n.startsWith('paths: src/biling/** matches no file')), ok.notes.join('\n'));
    assert.equal(ok.notes.filter((n) => n.startsWith('paths:')).length, 1, ok.notes.join('\n'));
    const text = r.read(path.relative(r.root, path.join(inboxPath(r), `${ok.id}.md`)));
    assert.match(text, /\npaths: \[src\/biling\/\*\*, src\/billing\/total\.ts, src\/billing\/\]\n/);
    assert.match(text, /\ncommits: \[abcdef012345\]\n/);
  });
});
