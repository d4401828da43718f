/**
 * The first code question over MCP (newcomer4 #13): while the built server's
 * first index runs, a client that gave a progressToken receives
 * notifications/progress (SDK client `onprogress`), and one that gave none
 * receives none; the question is answered once the index is done (a small
 * real temp repository indexes well within the ≤ 5 s wait).
 */
import * as assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { execFileSync } from 'node:child_process';
import { KONTEXT_JS, makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

function files(): Record<string, string> {
  const out: Record<string, string> = { 'src/base.ts': 'export function base(x: number) { return x; }\n' };
  for (let i = 0; i < 30; i++) out[`src/m${i}.ts`] = `import { base } from './base';\nexport function f${i}(x: number) { return base(x) + ${i}; }\n`;
  return out;
}

describe('mcp: progress of the first code-graph index (built server, SDK client)', function () {
  this.timeout(60_000);
  const clients: Client[] = [];
  after(async () => {
    for (const c of clients) await c.close();
  });

  it('sends notifications/progress to a client that asked for it, then answers', async () => {
    const repo = makeRepo('mcp-graph-progress');
    repo.commit('code', files());
    const client = await connectClient(repo.root);
    clients.push(client);
    const seen: { progress: number; total?: number; message?: string }[] = [];
    const r = (await client.callTool({ name: 'code_callers', arguments: { symbol: 'base', limit: 50 } }, undefined, { onprogress: (p) => seen.push(p) })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    assert.equal(r.isError, undefined, r.content[0].text);
    assert.equal(r.content[0].text.split('\n').filter((l) => l.startsWith('src/m')).length, 30);
    assert.ok(seen.length >= 1, 'at least the report that the first index started');
    assert.match(seen[0].message ?? '', /^code graph: indexing \((listing files|\d+\/\d+ files[^)]*)\); answering when it is done, or after 5 s$/);
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i].progress > seen[i - 1].progress, 'progress only increases');
    // Ready now: no more progress.
    const again: unknown[] = [];
    await client.callTool({ name: 'code_symbol', arguments: { name: 'base' } }, undefined, { onprogress: (p) => again.push(p) });
    assert.deepEqual(again, []);
  });

  it('announces nothing when a saved graph is loaded (newcomer 9 #21: every concurrent first call said "indexing (listing files)")', async () => {
    const repo = makeRepo('mcp-graph-saved');
    repo.commit('code', files());
    execFileSync(process.execPath, [KONTEXT_JS, 'graph', 'index'], { cwd: repo.root, stdio: 'ignore' });
    const client = await connectClient(repo.root);
    clients.push(client);
    const seen: unknown[] = [];
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => client.callTool({ name: 'code_callers', arguments: { symbol: `f${i}` } }, undefined, { onprogress: (p) => seen.push(p) })),
    );
    for (const r of answers) assert.equal((r as { isError?: boolean }).isError, undefined);
    assert.deepEqual(seen, []);
  });

  it('sends none to a client that did not ask', async () => {
    const repo = makeRepo('mcp-graph-noprogress');
    repo.commit('code', files());
    const client = await connectClient(repo.root);
    clients.push(client);
    const notes: unknown[] = [];
    client.fallbackNotificationHandler = async (n) => {
      notes.push(n);
    };
    const r = (await client.callTool({ name: 'code_symbol', arguments: { name: 'base' } })) as { isError?: boolean; content: { text: string }[] };
    assert.equal(r.isError, undefined, r.content[0].text);
    assert.deepEqual(notes.filter((n) => (n as { method: string }).method === 'notifications/progress'), []);
  });
});
