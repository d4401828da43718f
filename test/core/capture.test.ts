import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { capture } from '../../server/src/core/capture';
import { dropInbox, findInbox, inboxLine, listInbox, renderInboxList } from '../../server/src/core/inbox';
import { runDate } from '../helpers/runDate';
import { entryText, inboxPath, ls, makeKontextRepo, openRepo } from '../helpers/inboxRepo';


describe('core/capture + core/inbox', () => {
  it('captures a team decision into <K>/inbox with its extras, and lists it', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const res = await capture(
      repo,
      { kind: 'decision', title: 'Prices are integer cents', body: 'Every amount is stored as integer cents.', paths: ['./src/billing/', ' '], commits: ['0123456789abcdef0123'] },
      'agent',
    );
    const today = runDate(res.id);
    assert.equal(res.id, `${today}-prices-are-integer-cents`);
    assert.equal(res.uri, `inbox:${res.id}`);
    assert.equal(res.promoted, false);
    assert.match(res.text, new RegExp(`^captured inbox:${res.id} \\(team, not shared yet\\)\\nNext: .*ctx_prepare_commit promote=\\["${res.id}"\\]`));
    assert.deepEqual(ls(inboxPath(r)), [`${res.id}.md`]);
    const text = fs.readFileSync(path.join(inboxPath(r), `${res.id}.md`), 'utf8');
    assert.match(text, /^---\nid: /);
    assert.match(text, /\nkind: decision\n/);
    assert.match(text, /\nstatus: accepted\n/);
    assert.match(text, new RegExp(`\\ndate: ${today}\\n`));
    assert.match(text, /\npaths: \[src\/billing\/\]\n/);
    assert.match(text, /\ncommits: \[0123456789ab\]\n/);
    assert.match(text, /\nauthor: Ada Tester\n/);
    assert.match(text, /\nvisibility: team\n/);
    assert.match(text, /\norigin: agent\n/);
    assert.match(text, /\ncaptured: "?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d"?\n/);
    assert.match(text, /\nbranch: main\n/);
    assert.match(text, new RegExp(`\\nworktree: ${repo.paths.worktreeKey}\\n`));
    assert.match(text, /\n---\n\nEvery amount is stored as integer cents\.\n$/);

    const items = await listInbox(repo);
    assert.equal(items.length, 1);
    assert.equal(items[0].where, 'here');
    assert.equal(items[0].branch, 'main');
    assert.equal(inboxLine(items[0]), `\`${res.id}\` [decision] Prices are integer cents — Every amount is stored as integer cents.`);
  });

  it('allocates -2, -3 for the same title and lists newest first', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await capture(repo, { kind: 'learning', title: 'Same title', body: `b${i}` }, 'cli')).id);
    const today = runDate(ids[0]);
    assert.deepEqual(ids, [`${today}-same-title`, `${today}-same-title-2`, `${today}-same-title-3`]);
    const listed = (await listInbox(repo)).map((i) => i.id);
    // All captured within the same second: ties broken by id, newest suffix first.
    assert.deepEqual(listed, [...ids].reverse());
    assert.match(renderInboxList(await listInbox(repo)), /\[learning\] Same title — b2 \(from cli\)/);
  });

  it('private capture, source extra, and lookup by exact id, prefix and suffix', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const a = await capture(repo, { kind: 'note', title: 'Flaky CI on Mondays', body: 'Caches expire.', visibility: 'private', source: 'claude:abc' }, 'agent');
    const b = await capture(repo, { kind: 'convention', title: 'Tabs in Makefiles', summary: 'Make needs tabs.' }, 'agent');
    const today = runDate(a.id);
    const item = await findInbox(repo, a.id);
    assert.equal(item?.visibility, 'private');
    assert.equal(item?.kind, 'learning');
    assert.equal(inboxLine(item!), `\`${a.id}\` [learning, private] Flaky CI on Mondays — Caches expire. · from claude:abc`);
    assert.equal((await findInbox(repo, 'inbox:' + a.id))?.id, a.id);
    assert.equal((await findInbox(repo, `${today}-flaky`))?.id, a.id);
    assert.equal((await findInbox(repo, 'tabs-in-makefiles'))?.id, b.id);
    assert.equal(await findInbox(repo, today), null, 'a prefix shared by two ids is ambiguous');
    assert.match(a.text, /private/);
    // body defaults to the summary (CLI --summary alone)
    assert.match(fs.readFileSync(path.join(inboxPath(r), `${b.id}.md`), 'utf8'), /\n---\n\nMake needs tabs\.\n$/);
  });

  it('normalises kind aliases (pitfall tag) and rejects unknown kinds, missing title and bad status', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const p = await capture(repo, { kind: 'Gotchas', title: 'Dates parse as UTC', body: 'x', tags: 'time, ,parsing' }, 'agent');
    const item = await findInbox(repo, p.id);
    assert.equal(item?.kind, 'learning');
    assert.deepEqual(item?.tags, ['time', 'parsing', 'pitfall']);
    const adr = await capture(repo, { kind: 'ADRs', title: 'Use Postgres', body: 'x' }, 'agent');
    assert.equal((await findInbox(repo, adr.id))?.kind, 'decision');
    assert.equal((await findInbox(repo, adr.id))?.status, 'accepted');
    const inc = await capture(repo, { kind: 'postmortem', title: 'Outage on 3 May', body: 'x', status: 'Draft' }, 'agent');
    assert.equal((await findInbox(repo, inc.id))?.kind, 'incident');
    assert.equal((await findInbox(repo, inc.id))?.status, 'proposed');

    await assert.rejects(capture(repo, { kind: 'memo', title: 't', body: 'b' }, 'agent'), (e: Error) => {
      assert.match(e.message, /kind: unknown kind "memo"; use one of decision, convention, learning, incident, architecture/);
      return true;
    });
    await assert.rejects(capture(repo, { kind: 'decision', title: '  ', body: 'b' }, 'agent'), /title: required/);
    await assert.rejects(capture(repo, { kind: 'decision', title: 't', body: 'b', status: 'maybe later' }, 'agent'), /status: .*proposed, accepted/);
    await assert.rejects(capture(repo, { kind: 'decision', title: 't', body: 'b', visibility: 'private', promote: true }, 'agent'), /promote: a private note/);
  });

  it('redacts secrets in title, summary and body and notes the count', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const key = 'AKIA' + 'ABCDEFGHIJKLMNOP';
    const res = await capture(
      repo,
      { kind: 'incident', title: `Leaked ${key}`, body: `The key ${key} was in the log.\napi_key = "q9Zr81bXk2LmPw55"`, summary: 'Rotate keys' },
      'agent',
    );
    const text = fs.readFileSync(path.join(inboxPath(r), `${res.id}.md`), 'utf8');
    assert.ok(!text.includes(key), text);
    assert.ok(!text.includes('q9Zr81bXk2LmPw55'), text);
    assert.match(text, /\[redacted:aws-access-key\]/);
    assert.match(text, /api_key = "?\[redacted\]/);
    assert.ok(res.notes.some((n) => /^redacted 3 possible secret\(s\)/.test(n)), res.notes.join('\n'));
    assert.match(res.text, /note: redacted 3 possible secret\(s\)/);
  });

  it('notes a similar store entry of the same kind (word-set Jaccard ≥ 0.6)', async () => {
    const r = makeKontextRepo({
      files: {
        '.ai/decisions/2026-01-02-prices-are-integer-cents.md': entryText(
          { id: '2026-01-02-prices-are-integer-cents', title: 'Prices are integer cents', status: 'accepted', date: '2026-01-02' },
          'Every amount is stored as integer cents.',
        ),
        '.ai/conventions/prices-are-integer-cents-everywhere.md': entryText({ title: 'Prices are integer cents everywhere' }, 'x'),
      },
    });
    const repo = await openRepo(r.root);
    const res = await capture(repo, { kind: 'decision', title: 'Prices are integer cents everywhere', body: 'x' }, 'agent');
    assert.equal(res.notes.length, 1, res.notes.join('\n'));
    assert.match(res.notes[0], /similar decision already recorded: `2026-01-02-prices-are-integer-cents`/);
    assert.match(res.notes[0], /supersedes=\["2026-01-02-prices-are-integer-cents"\]/);
    const other = await capture(repo, { kind: 'decision', title: 'Cents for all money amounts stored', body: 'x' }, 'agent');
    assert.deepEqual(other.notes, []);
  });

  it('drops candidates and reports references that match nothing', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    const a = await capture(repo, { kind: 'learning', title: 'One', body: 'x' }, 'agent');
    const res = await dropInbox(repo, [a.id, 'nope']);
    assert.deepEqual(res, { dropped: [a.id], missing: ['nope'] });
    assert.deepEqual(ls(inboxPath(r)).filter((n) => n.endsWith('.md')), []);
    assert.equal(renderInboxList(await listInbox(repo)), 'Inbox is empty.');
  });
});

describe('core/capture without a store (SPEC §5.4)', () => {
  it('defaults to private and says so; team or promote is refused with the setup step', async () => {
    const r = makeKontextRepo({ setUp: false });
    const repo = await openRepo(r.root);
    const res = await capture(repo, { kind: 'learning', title: 'Local only', body: 'x' }, 'agent');
    assert.equal((await findInbox(repo, res.id))?.visibility, 'private');
    assert.match(res.text, /not set up for kontext/);
    for (const input of [
      { kind: 'learning', title: 't', body: 'b', visibility: 'team' as const },
      { kind: 'learning', title: 't', body: 'b', promote: true },
    ]) {
      await assert.rejects(capture(repo, input, 'agent'), (e: Error & { reason?: string }) => {
        assert.equal(e.reason, 'refused');
        assert.match(e.message, /create `\.ai\/kontext\.toml`/);
        assert.doesNotMatch(e.message, /kontext init/);
        assert.match(e.message, /[Aa]sk the user/);
        return true;
      });
    }
    assert.equal((await listInbox(repo)).length, 1);
    assert.ok(!r.exists('.ai'), 'nothing is written into the repository');
  });
});
