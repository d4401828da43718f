import * as assert from 'node:assert/strict';
import { capture } from '../../server/src/core/capture';
import { inboxAction } from '../../server/src/core/inboxAction';
import { makeKontextRepo, openRepo } from '../helpers/inboxRepo';

describe('core/inboxAction (ctx_inbox)', () => {
  it('lists with the structured items, shows Markdown, promotes and drops', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    assert.equal((await inboxAction(repo, 'list')).text, 'Inbox is empty.');
    const a = await capture(repo, { kind: 'learning', title: 'Cache keys include the locale', body: 'Else users see other languages.', source: 'review #4' }, 'editor');
    const b = await capture(repo, { kind: 'decision', title: 'Queue over cron', body: 'x', visibility: 'private' }, 'agent');
    const list = await inboxAction(repo, 'list');
    assert.match(list.text, new RegExp(`^\`${b.id}\` \\[decision, private\\] Queue over cron — x\\n\`${a.id}\` \\[learning\\] Cache keys include the locale — Else users see other languages\\. \\(from editor\\) · from review #4$`));
    const item = list.structured.items.find((i) => i.id === a.id)!;
    assert.deepEqual(
      { ...item, captured: '' },
      {
        id: a.id,
        kind: 'learning',
        title: 'Cache keys include the locale',
        summary: 'Else users see other languages.',
        visibility: 'team',
        origin: 'editor',
        source: 'review #4',
        branch: 'main',
        worktree: repo.paths.worktreeKey,
        captured: '',
        where: 'here',
      },
    );
    const shown = await inboxAction(repo, 'show', [a.id]);
    assert.match(shown.text, /^---\nid: .*\n[\s\S]*\n---\n\nElse users see other languages\.$/);
    await assert.rejects(inboxAction(repo, 'show', []), /ids: name the inbox id/);
    await assert.rejects(inboxAction(repo, 'drop', ['zzz']), /no inbox entry "zzz"/);
    const promoted = await inboxAction(repo, 'promote', [a.id]);
    assert.match(promoted.text, new RegExp(`^- promoted ${a.id} → \\.ai/learnings/cache-keys-include-the-locale\\.md \\(staged\\)`));
    assert.deepEqual(promoted.structured.items.map((i) => i.id), [b.id]);
    const dropped = await inboxAction(repo, 'drop', [b.id]);
    assert.equal(dropped.text, `- dropped inbox entry ${b.id}`);
    assert.deepEqual(dropped.structured.items, []);
  });
});
