/**
 * What an agent reads over MCP (SDK client, built server): an unknown tool
 * name is -32602 naming the nearest agent tools (never an internal one), a
 * bare entry id reads its entry, and unknown kinds get the same text from
 * ctx_search (a note) and ctx_log (an error).
 */
import * as assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';
import { connectClient } from './sdkClient.test';

type Result = { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: Record<string, unknown> };

describe('mcp texts: tool-name typos, bare ids, kind checks (SDK client, built server)', function () {
  this.timeout(90_000);
  let client: Client;
  let root: string;
  let repo: TestRepo;
  before(async () => {
    repo = makeRepo('mcp-texts');
    repo.commit('Set up kontext', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'export const total = 1;\n' });
    root = repo.root;
    const c = runKontext(root, ['capture', '-k', 'decision', '-t', 'Prices are integer cents', '-b', 'Always cents.', '-p', 'src/cart.ts', '--promote']);
    assert.equal(c.code, 0, c.stderr);
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'knowledge');
    client = await connectClient(root);
  });
  after(async () => {
    await client?.close();
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }) as Promise<Result>;

  it('an unknown tool is -32602 naming the nearest agent tools', async () => {
    await assert.rejects(call('ctx_serch', { query: 'x' }), (e: { code: number; message: string }) => {
      assert.equal(e.code, -32602);
      assert.match(e.message, /Unknown tool: ctx_serch; did you mean ctx_search\?/);
      return true;
    });
    // kontext_status is internal: agents are never pointed at it.
    await assert.rejects(call('kontext_stats', {}), (e: { code: number; message: string }) => {
      assert.equal(e.code, -32602);
      assert.doesNotMatch(e.message, /kontext_status/);
      return true;
    });
  });

  it('ctx_read takes the id ctx_log shows, with or without kx:', async () => {
    const log = await call('ctx_log', {});
    const id = log.content[0].text.split('\n')[0].split(/\s{2,}/)[1];
    for (const uri of [id, `kx:${id}`]) {
      const r = await call('ctx_read', { uri, level: 0 });
      assert.ok(!r.isError, r.content[0].text);
      assert.match(r.content[0].text, /^Prices are integer cents/);
    }
  });

  it('next-step hints are tool calls: brief, capture, prepare-commit', async () => {
    const brief = (await call('ctx_brief', {})).content[0].text;
    assert.match(
      brief.trimEnd().split('\n').pop()!,
      /^Next: ctx_search query=<words> for more · ctx_read uri=<uri> level=<0\|1\|2> \(0 one line, 1 overview, 2 full\) · ctx_why target=<path\[:line\]> before changing code · ctx_capture what you learn · ctx_prepare_commit before committing\.$/,
    );
    const cap = await call('ctx_capture', { kind: 'learning', title: 'Totals round once', body: 'At the end.', paths: ['src/cart.ts'] });
    const id = cap.structuredContent?.id as string;
    assert.match(cap.content[0].text, new RegExp(`Next: when committing the change it explains, promote it into that commit — ctx_prepare_commit promote=\\["${id}"\\]\\.`));
    repo.write('src/cart.ts', 'export const total = 2;\n');
    const prep = (await call('ctx_prepare_commit', {})).content[0].text;
    assert.match(prep, /\(ctx_prepare_commit promote=\[<id>\]\); drop stale ones \(ctx_prepare_commit drop=\[<id>\]\)/);
    for (const t of [brief, cap.content[0].text, prep]) assert.doesNotMatch(t, /kontext (search|promote|inbox|capture|read|why|log)\b/);
  });

  it('ctx_search notes and ctx_log refuses an unknown kind with the same text', async () => {
    const s = await call('ctx_search', { query: 'cents', kinds: ['decisons'] });
    const l = await call('ctx_log', { kind: 'decisons' });
    assert.ok(l.isError);
    const text = /unknown kind "decisons" \(did you mean decision\?\); use one of decision, convention, learning, incident, architecture/;
    assert.match(l.content[0].text, text);
    assert.match(s.content[0].text, text);
  });
});
