/**
 * Every tool's isError text has one form (newcomer 8 #2, SPEC §11
 * `Error: <tool>: <field>: …`): the tool, then the argument at fault, then
 * what is wrong and the fix — whether the registry's validation refused the
 * call or the engine failed inside it (a missing entry, inbox id, path or
 * commit). Built server over stdio (SDK client), a real temp repository with
 * the kontext 0.1 fixture store.
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { copyTree, fixtureStore, makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

/** [tool, arguments, field the error must name]. */
const CASES: [string, Record<string, unknown>, string][] = [
  // Refused by the registry's validation.
  ['ctx_search', { query: 'x', limit: 0 }, 'limit'],
  ['ctx_brief', { budget_tokens: 0 }, 'budget_tokens'],
  ['ctx_log', { limit: 0 }, 'limit'],
  ['code_impact', {}, 'symbol'],
  ['ctx_inbox', { action: 'zap' }, 'action'],
  // Failed inside the tool (engine errors).
  ['ctx_search', { query: '   ' }, 'query'],
  ['search_code', { query: '   ' }, 'query'],
  ['ctx_read', { uri: 'kx:no-such-entry' }, 'uri'],
  ['ctx_read', { uri: 'git:abcdef12' }, 'uri'],
  ['ctx_read', { uri: '../outside.md' }, 'uri'],
  ['ctx_read', { uri: 'no/such/file.md' }, 'uri'],
  ['ctx_why', { target: 'src/no-such-file.ts' }, 'target'],
  ['ctx_log', { kind: 'no-such-kind' }, 'kind'],
  ['ctx_capture', { kind: 'no-such-kind', title: 't', body: 'b' }, 'kind'],
  ['ctx_capture', { kind: 'learning', title: 't', body: 'b', paths: ['/elsewhere/**'] }, 'paths'],
  ['ctx_inbox', { action: 'show' }, 'ids'],
  ['ctx_inbox', { action: 'show', ids: ['no-such-note'] }, 'ids'],
  ['ctx_inbox', { action: 'promote', ids: ['no-such-note'] }, 'ids'],
  ['ctx_prepare_commit', { promote: ['no-such-note'] }, 'promote'],
  ['code_symbol', { name: 'f', path: 'no/such/dir' }, 'path'],
  ['code_callers', { symbol: 'f', path: '../elsewhere' }, 'path'],
];

describe('mcp: one form for every tool error (newcomer 8 #2, built server)', function () {
  this.timeout(120_000);
  let client: Client;
  before(async function () {
    const fixture = fixtureStore(this);
    const repo = makeRepo('mcp-error-form');
    copyTree(path.join(fixture, '.ai'), path.join(repo.root, '.ai'));
    repo.commit('code and store', { 'src/a.ts': 'export function f() { return 1; }\n' });
    client = await connectClient(repo.root);
  });
  after(async () => {
    await client?.close();
  });

  for (const [tool, args, field] of CASES) {
    it(`${tool} ${JSON.stringify(args)} → Error: ${tool}: ${field}: …`, async () => {
      const r = (await client.callTool({ name: tool, arguments: args })) as { isError?: boolean; content: { text: string }[]; structuredContent?: unknown };
      const text = r.content[0].text;
      assert.equal(r.isError, true, text);
      assert.equal(r.structuredContent, undefined);
      assert.ok(text.startsWith(`Error: ${tool}: ${field}: `), text);
      // One prefix, never two (a message that already named its tool is not prefixed again).
      assert.ok(!text.slice(`Error: ${tool}: `.length).startsWith(`${tool}: `), text);
    });
  }
});
