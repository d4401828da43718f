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
