/**
 * The same newcomer fixes as an agent meets them through the MCP SDK client
 * (built server, real repository): ctx_why answers revisions as commits and
 * bounds its lists by `limit`; ctx_capture promote=true stages; a note kept
 * private for lack of a store is refused with the reason and the user's way
 * to share it; ctx_brief keeps to its budget or says it is too small;
 * ctx_prepare_commit counts store files; nothing recommends installing hooks.
 */
import * as assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

type Result = { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };

function text(r: unknown): string {
  return (r as Result).content[0].text;
}

function tokens(s: string): number {
  return Math.ceil([...s].length / 4);
}

describe('mcp (SDK client): why revisions, promotion, brief budget, store counts', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  let client: Client;
  let noteId = '';
  const sha: Record<string, string> = {};

  before(async () => {
    repo = makeRepo('mcp-agent-fixes');
    sha.a = repo.commit('add cart', { 'src/cart.ts': 'export const total = 1;\n' });
    // Captured before the repository had a store: kept private.
    const early = await connectClient(repo.root);
    const c = await early.callTool({ name: 'ctx_capture', arguments: { kind: 'decision', title: 'Totals in cents', body: 'Floats lose cents.', paths: ['src/cart.ts'] } });
    noteId = String((c as Result).structuredContent?.id);
    assert.match(text(c), /kept private in this clone/);
    await early.close();
    for (let i = 1; i <= 5; i++) {
      sha[`r${i}`] = repo.commit(`refactor: switch cart totals to integer cents instead of floats, part ${i}\n\nWe migrate because floats lose cents.`, {
        'src/cart.ts': `export const total = ${i + 1};\n`,
      });
    }
    sha.set = repo.commit('set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n' });
    repo.git('tag', 'v1.0', sha.r2);
    client = await connectClient(repo.root);
  });
  after(async () => {
    await client?.close();
  });

  it('ctx_why answers HEAD~1 and a tag as commits, and limit bounds the history', async () => {
    const back = await client.callTool({ name: 'ctx_why', arguments: { target: 'HEAD~1' } });
    assert.equal((back as Result).isError, undefined, text(back));
    assert.match(text(back), new RegExp(`^# Commit ${sha.r5} \\(HEAD~1\\)\\n`));
    const tag = await client.callTool({ name: 'ctx_why', arguments: { target: 'v1.0' } });
    assert.match(text(tag), new RegExp(`^# Commit ${sha.r2} \\(v1\\.0\\)\\n`));
    const file = await client.callTool({ name: 'ctx_why', arguments: { target: 'src/cart.ts', limit: 3 } });
    const history = text(file).split('## History')[1].split('\n\n')[0];
    assert.equal(history.split('\n').filter((l) => l.startsWith('- ') && !l.startsWith('- … ')).length, 3, text(file));
    // A cut history says how many more and the call that lists them (newcomer5).
    assert.match(history, /\n\(\+3 more commits — ctx_why target="src\/cart\.ts" limit=6\)$/);
  });

  it('ctx_inbox promote of a note kept private for lack of a store says why and how the user shares it', async () => {
    const r = await client.callTool({ name: 'ctx_inbox', arguments: { action: 'promote', ids: [noteId] } });
    assert.equal((r as Result).isError, true);
    assert.equal(
      text(r),
      `Error: ctx_inbox: inbox entry ${noteId} is private because it was captured before this repository had a knowledge store, when notes could only be kept private. ` +
        `Now that the store exists, it is shared only on the user's word: kontext promote ${noteId} --share (writes it into the store and stages it, like any promotion).`,
    );
    // Agents get no share switch.
    const share = await client.callTool({ name: 'ctx_inbox', arguments: { action: 'promote', ids: [noteId], share: true } });
    assert.equal((share as Result).isError, true);
    assert.match(text(share), /share/);
    assert.equal(repo.git('diff', '--cached', '--name-only'), '');
  });

  it('ctx_capture promote=true writes and stages the entry, as ctx_inbox promote does', async () => {
    const r = await client.callTool({ name: 'ctx_capture', arguments: { kind: 'learning', title: 'Cents survive rounding', body: 'b', paths: ['src/cart.ts'], promote: true } });
    assert.equal((r as Result).isError, undefined, text(r));
    const path = String((r as Result).structuredContent?.path);
    assert.match(text(r), new RegExp(`^wrote ${path.replace(/[.]/g, '\\.')} \\(staged\\)\\n`));
    assert.deepEqual(repo.git('diff', '--cached', '--name-only').split('\n'), [path]);
    repo.git('commit', '-q', '-m', 'record learning');
  });

  it('ctx_prepare_commit counts the other store files of the change', async () => {
    repo.write('.ai/kontext.toml', '[project]\nname = "shop2"\n');
    repo.write('src/cart.ts', 'export const total = 9;\n');
    repo.git('add', '-A');
    const r = await client.callTool({ name: 'ctx_prepare_commit', arguments: {} });
    assert.match(text(r), /^Staged: 2 file\(s\): 1 code\/docs, 0 knowledge entries, 1 other store file\(s\) \(\.ai\/kontext\.toml\)\.$/m);
    assert.deepEqual((r as Result).structuredContent?.staged, { files: 2, code: 1, knowledge: 0, store: 1 });
    repo.git('commit', '-q', '-m', 'rename project');
  });

  it('ctx_brief keeps to its budget, says when it is too small, and recommends no hook install', async () => {
    const tiny = await client.callTool({ name: 'ctx_brief', arguments: { budget_tokens: 10 } });
    assert.match(text(tiny), /\n\(budget 10 tokens is too small; the minimum brief is 300 tokens\)\n/);
    assert.ok(tokens(text(tiny)) <= 300);
    for (const budget of [300, 500]) {
      const r = await client.callTool({ name: 'ctx_brief', arguments: { budget_tokens: budget } });
      assert.ok(tokens(text(r)) <= budget, `${budget}: ${tokens(text(r))}`);
      assert.doesNotMatch(text(r), /too small|hooks install/);
    }
  });

  it('the kontext-commit prompt promises no pre-commit hook', async () => {
    const p = await client.getPrompt({ name: 'kontext-commit' });
    const all = p.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n');
    assert.match(all, /Fix every error the Checks section reports before committing/);
    assert.doesNotMatch(all, /hook/);
  });
});
