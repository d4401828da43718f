/**
 * ctx_log (text and structuredContent), ctx_brief and ctx_why never return a
 * raw secret over MCP (built server, raw JSON-RPC): entry bodies and commit
 * messages are redacted like ctx_search and ctx_read answers (SPEC §9.2).
 */
import * as assert from 'node:assert/strict';
import type { TestRepo } from '../helpers/gitRepo';
import { McpProcess } from '../helpers/mcpProcess';
import { AWS, GHP, secretRepo } from '../helpers/secretRepo';

describe('mcp: ctx_log, ctx_brief and ctx_why redact secrets (built server)', function () {
  this.timeout(90_000);
  let repo: TestRepo;
  let p: McpProcess;
  before(async () => {
    repo = secretRepo('mcp-secrets-out');
    p = new McpProcess(repo.root);
    await p.initialize('2025-11-25');
  });
  after(() => p.kill());

  const cases: [string, Record<string, unknown>][] = [
    ['ctx_log', { kind: 'learning', all: true }],
    ['ctx_brief', {}],
    ['ctx_why', { target: 'src/cart.ts' }],
    ['ctx_why', { target: 'HEAD' }],
    ['ctx_why', { target: 'a.txt' }],
  ];
  for (const [tool, args] of cases) {
    it(`${tool} ${JSON.stringify(args)}`, async () => {
      const r = await p.callTool(tool, args);
      const all = JSON.stringify(r.result);
      assert.equal(r.result.isError, undefined, all);
      assert.ok(!all.includes(GHP) && !all.includes(AWS), all);
      assert.match(r.result.content[0].text, /\[redacted:github-token\][\s\S]*\(\d+ secret value\(s\) redacted\)$/);
      if (tool === 'ctx_log') assert.equal(r.result.structuredContent.rows[0].summary, 'AWS key [redacted:aws-access-key] and [redacted:github-token]');
    });
  }
});
