/**
 * The knowledge tools end to end through the built MCP server, in real temp
 * repositories with and without a store: ctx_read, ctx_why, ctx_log,
 * ctx_capture, ctx_inbox, the resources and prompts built on them, ids that do
 * not exist and paths outside the repository (SPEC §5, §6, §11).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import type { TestRepo } from '../helpers/gitRepo';
import { McpProcess } from '../helpers/mcpProcess';
import type { Msg } from '../helpers/mcpProcess';

const DECISION = `---
title: Store money as integer cents
status: accepted
date: 2026-01-02
paths: [src/billing/**]
---

## Decision

Every amount is stored as integer cents.
`;

function text(r: Msg): string {
  return r.result.content[0].text;
}

describe('knowledge tools over MCP (built server)', function () {
  this.timeout(90_000);
  const open: McpProcess[] = [];
  const start = async (dir: string, version = '2025-11-25') => {
    const p = new McpProcess(dir);
    open.push(p);
    await p.initialize(version);
    return p;
  };
  afterEach(() => {
    for (const p of open.splice(0)) p.kill();
  });

  describe('in a repository with a store', () => {
    let repo: TestRepo;
    before(() => {
      repo = makeRepo('know');
      repo.commit('Adopt integer cents for money instead of floats', {
        '.ai/decisions/2026-01-02-store-money-as-integer-cents.md': DECISION,
        'src/billing/total.ts': 'export function total(xs: number[]): number {\n  return xs.reduce((a, b) => a + b, 0);\n}\n',
        'docs/setup.md': '# Setup\n\nRun npm ci.\n\n## Secrets\n\nNever commit .env files.\n',
      });
    });

    it('ctx_log lists decisions with structured rows', async () => {
      const p = await start(repo.root);
      const r = await p.callTool('ctx_log', {});
      assert.equal(r.result.isError, undefined, text(r));
      assert.match(text(r), /Store money as integer cents/);
      const row = r.result.structuredContent.rows[0];
      assert.equal(row.id, '2026-01-02-store-money-as-integer-cents');
      assert.equal(row.status, 'accepted');
      assert.deepEqual(row.superseded_by, []);
      const bad = await p.callTool('ctx_log', { limit: 501 });
      assert.match(text(bad), /^Error: ctx_log: limit: must be between 1 and 500/);
      const unknownKind = await p.callTool('ctx_log', { kind: 'spaceship' });
      assert.equal(unknownKind.result.isError, true);
      assert.match(text(unknownKind), /kind/);
    });

    it('ctx_read reads an entry at levels 0/1/2 and refuses bad ids, levels and paths', async () => {
      const p = await start(repo.root);
      const l0 = await p.callTool('ctx_read', { uri: 'kx:2026-01-02-store-money-as-integer-cents', level: 0 });
      assert.equal(l0.result.isError, undefined, text(l0));
      assert.equal(text(l0).split('\n').length, 1);
      const l2 = await p.callTool('ctx_read', { uri: 'kx:2026-01-02-store-money-as-integer-cents', level: '2' });
      assert.match(text(l2), /^---\n/);
      const section = await p.callTool('ctx_read', { uri: 'file:docs/setup.md#secrets' });
      assert.match(text(section), /Never commit/);
      assert.equal(l2.result.structuredContent, undefined, 'ctx_read has no structuredContent');

      const missing = await p.callTool('ctx_read', { uri: 'kx:no-such-entry' });
      assert.equal(missing.result.isError, true);
      assert.match(text(missing), /^Error: /);
      const level = await p.callTool('ctx_read', { uri: 'kx:x', level: 3 });
      assert.match(text(level), /^Error: ctx_read: level: expected one of 0\|1\|2/);
      for (const uri of ['../../etc/passwd', 'file:../outside.md', '/etc/passwd']) {
        const out = await p.callTool('ctx_read', { uri });
        assert.equal(out.result.isError, true, uri);
      }
      assert.deepEqual((await p.request('ping')).result, {});
    });

    it('ctx_why answers for path:line and refuses a limit out of range or a path outside', async () => {
      const p = await start(repo.root);
      const r = await p.callTool('ctx_why', { target: 'src/billing/total.ts:2' });
      assert.equal(r.result.isError, undefined, text(r));
      assert.match(text(r), /Store money as integer cents/);
      const lim = await p.callTool('ctx_why', { target: 'src/billing/total.ts', limit: 2 });
      assert.match(text(lim), /^Error: ctx_why: limit: must be between 3 and 40 \(got 2\)/);
      const out = await p.callTool('ctx_why', { target: '../../etc/passwd' });
      assert.equal(out.result.isError, true);
    });

    it('ctx_capture → ctx_inbox list/show/drop, with structuredContent', async () => {
      const p = await start(repo.root);
      const c = await p.callTool('ctx_capture', {
        kind: 'pitfall',
        title: 'Refund totals round twice',
        body: 'Rounding happens in both the cart and the refund service.',
        paths: 'src/billing/total.ts',
        tags: ['money'],
      });
      assert.equal(c.result.isError, undefined, text(c));
      const s = c.result.structuredContent;
      assert.equal(s.promoted, false);
      assert.match(s.uri, /^inbox:/);
      assert.ok(Array.isArray(s.notes));
      const list = await p.callTool('ctx_inbox', {});
      const item = list.result.structuredContent.items.find((i: Msg) => i.id === s.id);
      assert.ok(item, text(list));
      assert.equal(item.kind, 'learning');
      assert.equal(item.where, 'here');
      const show = await p.callTool('ctx_inbox', { action: 'show', ids: [s.id] });
      assert.match(text(show), /Refund totals round twice/);
      const badAction = await p.callTool('ctx_inbox', { action: 'archive' });
      assert.match(text(badAction), /^Error: ctx_inbox: action: expected one of list\|show\|promote\|drop/);
      const noSuch = await p.callTool('ctx_inbox', { action: 'drop', ids: ['no-such-id-anywhere'] });
      assert.equal(noSuch.result.isError, true);
      const drop = await p.callTool('ctx_inbox', { action: 'drop', ids: [s.id] });
      assert.equal(drop.result.isError, undefined, text(drop));
      assert.ok(!drop.result.structuredContent.items.some((i: Msg) => i.id === s.id));
    });

    it('ctx_capture refuses a bad visibility and private+promote', async () => {
      const p = await start(repo.root);
      const vis = await p.callTool('ctx_capture', { kind: 'learning', title: 't', body: 'b', visibility: 'public' });
      assert.match(text(vis), /^Error: ctx_capture: visibility: expected one of team\|private/);
      const both = await p.callTool('ctx_capture', { kind: 'learning', title: 't', body: 'b', visibility: 'private', promote: true });
      assert.equal(both.result.isError, true);
      const kind = await p.callTool('ctx_capture', { kind: 'spaceship', title: 't', body: 'b' });
      assert.equal(kind.result.isError, true);
      assert.match(text(kind), /kind/);
    });

    it('ctx_brief ranks by focus, has no structuredContent, and backs kontext://brief', async () => {
      const p = await start(repo.root, '2025-06-18');
      const r = await p.callTool('ctx_brief', { focus: 'src/billing/total.ts', budget_tokens: '800' });
      assert.equal(r.result.isError, undefined, text(r));
      assert.match(text(r), /Store money as integer cents/);
      assert.equal(r.result.structuredContent, undefined);
      const tools = (await p.request('tools/list')).result.tools;
      assert.equal(tools.find((t: Msg) => t.name === 'ctx_brief').outputSchema, undefined);
      const bad = await p.callTool('ctx_brief', { budget_tokens: 0 });
      assert.match(text(bad), /^Error: ctx_brief: budget_tokens: must be at least 1/);
      const unknown = await p.callTool('ctx_brief', { focus: ['x'], paths: ['y'] });
      assert.match(text(unknown), /^Error: ctx_brief: unknown argument paths; valid: focus, budget_tokens, adapters/);
      const list = await p.request('resources/list');
      assert.ok(list.result.resources.some((x: Msg) => x.uri === 'kontext://brief'));
      const res = await p.request('resources/read', { uri: 'kontext://brief' });
      assert.match(res.result.contents[0].text, /team context/);
    });

    it('lists entries as resources and reads kontext://entry/<id>', async () => {
      const p = await start(repo.root);
      const list = await p.request('resources/list');
      const entry = list.result.resources.find((r: Msg) => r.uri === 'kontext://entry/2026-01-02-store-money-as-integer-cents');
      assert.ok(entry, JSON.stringify(list.result));
      assert.equal(entry.name, 'Store money as integer cents');
      assert.ok(entry.description.length <= 200);
      const tpl = await p.request('resources/templates/list');
      assert.equal(tpl.result.resourceTemplates[0].uriTemplate, 'kontext://entry/{id}');
      const read = await p.request('resources/read', { uri: entry.uri });
      assert.match(read.result.contents[0].text, /Every amount is stored as integer cents/);
      const viaRead = await p.request('resources/read', { uri: 'docs/setup.md' });
      assert.match(viaRead.result.contents[0].text, /Run npm ci/);
      const missing = await p.request('resources/read', { uri: 'kontext://entry/nope-nothing' });
      assert.equal(missing.error.code, -32002);
    });

    it('lists kontext-reflect once ctx_search and ctx_capture exist', async () => {
      const p = await start(repo.root);
      const prompts = (await p.request('prompts/list')).result.prompts.map((x: Msg) => x.name);
      assert.ok(prompts.includes('kontext-reflect'));
      const got = await p.request('prompts/get', { name: 'kontext-reflect' });
      assert.equal(got.result.messages.length, 1);
      assert.equal(got.result.messages[0].role, 'user');
      assert.match(got.result.messages[0].content.text, /ctx_capture/);
    });
  });

  it('ctx_prepare_commit reports the staged change and promotes a candidate into it', async () => {
    const repo = makeRepo('prep');
    repo.commit('init', {
      '.ai/decisions/2026-01-02-store-money-as-integer-cents.md': DECISION,
      'src/billing/total.ts': 'export const total = 0;\n',
    });
    const p = await start(repo.root, '2025-06-18');
    const c = await p.callTool('ctx_capture', { kind: 'learning', title: 'Totals never round', body: 'Sum cents; never round.', paths: ['src/billing/total.ts'] });
    const id = c.result.structuredContent.id;
    repo.write('src/billing/total.ts', 'export const total = 1;\n');
    repo.git('add', 'src/billing/total.ts');
    const r = await p.callTool('ctx_prepare_commit', {});
    assert.equal(r.result.isError, undefined, text(r));
    assert.match(text(r), /^# Prepare commit/);
    const s = r.result.structuredContent;
    assert.deepEqual(s.staged, { files: 1, code: 1, knowledge: 0, store: 0 });
    assert.equal(s.covering[0].id, '2026-01-02-store-money-as-integer-cents');
    assert.equal(s.candidates[0].id, id);
    const tools = (await p.request('tools/list')).result.tools;
    const prep = tools.find((t: Msg) => t.name === 'ctx_prepare_commit');
    assert.deepEqual([prep.annotations.readOnlyHint, prep.annotations.destructiveHint], [false, false]);
    assert.ok(prep.outputSchema.properties.trailers);
    const promoted = await p.callTool('ctx_prepare_commit', { promote: id });
    assert.equal(promoted.result.isError, undefined, text(promoted));
    assert.equal(promoted.result.structuredContent.applied[0].op, 'promote');
    assert.match(repo.git('diff', '--cached', '--name-only'), /\.ai\/learnings\//);
    const missing = await p.callTool('ctx_prepare_commit', { drop: ['no-such-candidate'] });
    assert.match(text(missing), /no-such-candidate/);
    const prompts = (await p.request('prompts/list')).result.prompts.map((x: Msg) => x.name);
    assert.deepEqual(prompts.sort(), ['kontext-commit', 'kontext-reflect']);
    const got = await p.request('prompts/get', { name: 'kontext-commit' });
    assert.match(got.result.messages[0].content.text, /ctx_prepare_commit/);
  });

  describe('in a repository without a store', () => {
    let repo: TestRepo;
    before(() => {
      repo = makeRepo('nostore');
      repo.commit('Move config parsing to TOML instead of JSON', { 'README.md': '# Tool\n\nConfig lives in tool.toml.\n', 'src/config.ts': 'export const file = "tool.toml";\n' });
    });

    it('captures only private notes and refuses team capture and promotion', async () => {
      const p = await start(repo.root);
      const def = await p.callTool('ctx_capture', { kind: 'learning', title: 'Config is TOML', body: 'Parsing moved to TOML.' });
      assert.equal(def.result.isError, undefined, text(def));
      const list = await p.callTool('ctx_inbox', { action: 'list' });
      const item = list.result.structuredContent.items.find((i: Msg) => i.id === def.result.structuredContent.id);
      assert.equal(item.visibility, 'private');
      const team = await p.callTool('ctx_capture', { kind: 'learning', title: 'Team note', body: 'x', visibility: 'team' });
      assert.equal(team.result.isError, true);
      assert.match(text(team), /kontext init|bootstrap|set up/i);
      const prom = await p.callTool('ctx_capture', { kind: 'learning', title: 'Promote me', body: 'x', promote: true });
      assert.equal(prom.result.isError, true);
      const inboxPromote = await p.callTool('ctx_inbox', { action: 'promote', ids: [def.result.structuredContent.id] });
      assert.equal(inboxPromote.result.isError, true);
      assert.deepEqual((await p.request('ping')).result, {});
    });

    it('still answers search, read, why and log from docs and history', async () => {
      const p = await start(repo.root);
      const s = await p.callTool('ctx_search', { query: 'toml' });
      assert.equal(s.result.isError, undefined, text(s));
      assert.ok(s.result.structuredContent.hits.length >= 1);
      const r = await p.callTool('ctx_read', { uri: 'README.md' });
      assert.match(text(r), /tool\.toml/);
      const w = await p.callTool('ctx_why', { target: 'src/config.ts' });
      assert.match(text(w), /TOML/);
      const l = await p.callTool('ctx_log', {});
      assert.equal(l.result.isError, undefined, text(l));
    });
  });
});
