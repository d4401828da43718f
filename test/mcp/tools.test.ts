/**
 * The ctx_* tools through the built MCP server (SPEC §11): listing per
 * protocol version (title/outputSchema gating), annotations, schemas,
 * structuredContent gating, and every kind of bad argument as an isError
 * result while the server keeps serving.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import type { TestRepo } from '../helpers/gitRepo';
import { McpProcess } from '../helpers/mcpProcess';
import type { Msg } from '../helpers/mcpProcess';

/** SPEC §11 annotations per tool (only the tools built so far are checked). */
const READ_ONLY = ['ctx_brief', 'ctx_search', 'ctx_read', 'ctx_why', 'ctx_log'];
const WRITING = ['ctx_capture', 'ctx_inbox', 'ctx_prepare_commit'];

function text(r: Msg): string {
  return r.result.content[0].text;
}

describe('ctx_* tools over MCP (built server)', function () {
  this.timeout(90_000);
  let repo: TestRepo;
  const open: McpProcess[] = [];
  const start = async (version = '2025-11-25', cwd = repo.root) => {
    const p = new McpProcess(cwd);
    open.push(p);
    await p.initialize(version);
    return p;
  };

  before(() => {
    repo = makeRepo('tools');
    repo.commit('Switch order totals to integer cents instead of floats\n\nFloats lost cents on refunds, so we store integer cents.', {
      'README.md': '# Shop\n\nThe orderTotal helper sums line items.\n',
      'src/order.ts': 'export function orderTotal(lines: number[]): number {\n  return lines.reduce((a, b) => a + b, 0);\n}\n',
    });
  });
  afterEach(() => {
    for (const p of open.splice(0)) p.kill();
  });

  it('lists tools with title and outputSchema only for sessions ≥ 2025-06-18', async () => {
    for (const v of ['2025-11-25', '2025-06-18']) {
      const p = await start(v);
      const tools: Msg[] = (await p.request('tools/list')).result.tools;
      const search = tools.find((t) => t.name === 'ctx_search')!;
      assert.equal(search.title, 'Search team knowledge');
      assert.ok(search.outputSchema, `outputSchema in ${v}`);
      assert.equal(search.outputSchema.type, 'object');
    }
    for (const v of ['2025-03-26', '2024-11-05']) {
      const p = await start(v);
      const tools: Msg[] = (await p.request('tools/list')).result.tools;
      const search = tools.find((t) => t.name === 'ctx_search')!;
      assert.equal(search.title, undefined, `no Tool.title in ${v}`);
      assert.equal(search.outputSchema, undefined, `no outputSchema in ${v}`);
      assert.equal(search.annotations.title, 'Search team knowledge');
    }
  });

  it('declares annotations, strict schemas, described fields and ranges', async () => {
    const p = await start();
    const tools: Msg[] = (await p.request('tools/list')).result.tools;
    const ctx = tools.filter((t) => t.name.startsWith('ctx_'));
    assert.ok(ctx.length >= 1);
    for (const t of ctx) {
      assert.equal(t.annotations.title, t.title, t.name);
      assert.equal(t.annotations.openWorldHint, false, t.name);
      if (READ_ONLY.includes(t.name)) assert.equal(t.annotations.readOnlyHint, true, t.name);
      else if (WRITING.includes(t.name)) {
        assert.deepEqual(
          [t.annotations.readOnlyHint, t.annotations.destructiveHint, t.annotations.idempotentHint],
          [false, false, false],
          t.name,
        );
      }
      assert.equal(t.inputSchema.type, 'object', t.name);
      assert.equal(t.inputSchema.additionalProperties, false, t.name);
      for (const [k, f] of Object.entries<Msg>(t.inputSchema.properties ?? {})) {
        assert.ok(typeof f.description === 'string' && f.description.length > 3, `${t.name}.${k} has a description`);
      }
      assert.ok(t.description.length > 40, `${t.name} says when to use it`);
    }
    const search = ctx.find((t) => t.name === 'ctx_search');
    if (search) {
      assert.deepEqual(search.inputSchema.required, ['query']);
      const lim = search.inputSchema.properties.limit;
      assert.deepEqual([lim.type, lim.minimum, lim.maximum, lim.default], ['integer', 1, 50, 10]);
      assert.equal(search.inputSchema.properties.budget_tokens.default, 1200);
      assert.equal(search.inputSchema.properties.budget_tokens.minimum, 1);
      assert.equal(search.inputSchema.properties.kinds.type, 'array');
    }
  });

  describe('ctx_search', () => {
    it('finds docs and commits with structuredContent only for ≥ 2025-06-18', async () => {
      const modern = await start('2025-06-18');
      const r = await modern.callTool('ctx_search', { query: 'order total' });
      assert.equal(r.result.isError, undefined);
      assert.match(text(r), /^1\. /);
      assert.ok(Array.isArray(r.result.structuredContent.hits));
      assert.ok(r.result.structuredContent.hits.some((h: Msg) => h.uri === 'file:README.md'));
      assert.deepEqual(r.result.structuredContent.notes, []);
      assert.equal(r.result.content.length, 1);

      const old = await start('2025-03-26');
      const o = await old.callTool('ctx_search', { query: 'order total' });
      assert.equal(o.result.structuredContent, undefined);
      assert.match(text(o), /README\.md/);
    });

    it('coerces strings: limit "1", kinds "commit"', async () => {
      const p = await start();
      const r = await p.callTool('ctx_search', { query: 'cents', limit: '1', kinds: 'commit' });
      assert.equal(r.result.isError, undefined, text(r));
      assert.equal(r.result.structuredContent.hits.length, 1);
      assert.equal(r.result.structuredContent.hits[0].kind, 'commit');
    });

    const bad: [string, unknown, RegExp][] = [
      ['an unknown field', { query: 'x', depth: 2 }, /^Error: ctx_search: unknown argument depth; valid: query, kinds, sources, limit, budget_tokens/],
      ['a wrong type', { query: 42 }, /^Error: ctx_search: query: expected a string, got a number \(42\) — pass it quoted, as a JSON string: "42"/],
      ['a one-item list for a string', { query: ['order total'] }, /^Error: ctx_search: query: expected a string, got an array \(15 characters\) — pass the one string, not a list: "order total"/],
      ['an object for a string', { query: { q: 1 } }, /^Error: ctx_search: query: expected a string, got an object$/],
      ['a missing required field', {}, /^Error: ctx_search: query: required \(a string\), missing$/],
      ['a misspelt argument', { query: 'x', limt: 2 }, /^Error: ctx_search: unknown argument limt \(use limit instead of limt\); valid: /],
      ['an argument named after another tool\'s', { words: 'x' }, /^Error: ctx_search: query: required \(a string\), missing; unknown argument words \(use query instead of words\); valid: /],
      ['a plain string for the arguments', 'order total', /^Error: ctx_search: arguments: must be a JSON object \(e\.g\. \{"query":"order total"\}\), not a list or a plain value$/],
      ['a limit out of range', { query: 'x', limit: 51 }, /^Error: ctx_search: limit: must be between 1 and 50 \(got 51\)/],
      ['a zero budget', { query: 'x', budget_tokens: 0 }, /^Error: ctx_search: budget_tokens: must be at least 1/],
      ['a non-integer limit', { query: 'x', limit: 2.5 }, /^Error: ctx_search: limit: /],
      ['arguments that are not an object', ['x'], /^Error: ctx_search: arguments: must be a JSON object/],
      ['oversize arguments', { query: 'x'.repeat(70_000) }, /^Error: ctx_search: query: 70002 characters; all arguments together may be at most 65536 characters \(these are 70012\) — shorten query, or split the work into several calls$/],
    ];
    for (const [label, args, expected] of bad) {
      it(`answers ${label} with an isError result and keeps serving`, async () => {
        const p = await start();
        const r = await p.callTool('ctx_search', args);
        assert.equal(r.result.isError, true);
        assert.equal(r.result.structuredContent, undefined);
        assert.match(text(r), expected);
        assert.deepEqual((await p.request('ping')).result, {});
      });
    }

    it('accepts arguments of exactly the size limit boundary and refuses one more', async () => {
      const p = await start();
      // {"query":"<n x>"} is n + 12 characters of compact JSON.
      const ok = await p.callTool('ctx_search', { query: 'x'.repeat(65_536 - 12) });
      assert.doesNotMatch(text(ok), /at most 65536/);
      const over = await p.callTool('ctx_search', { query: 'x'.repeat(65_536 - 11) });
      assert.match(text(over), /at most 65536/);
    });
  });

  it('drops the reply of a cancelled request (notifications/cancelled) and keeps serving', async () => {
    const p = await start();
    p.send({ jsonrpc: '2.0', id: 'slow', method: 'tools/call', params: { name: 'ctx_search', arguments: { query: 'cents' } } });
    p.notify('notifications/cancelled', { requestId: 'slow', reason: 'user gave up' });
    // A later call that does the same work completes; the cancelled one never answers.
    const after = await p.callTool('ctx_search', { query: 'cents' });
    assert.equal(after.result.isError, undefined, text(after));
    assert.deepEqual((await p.request('ping')).result, {});
    await p.close();
    assert.ok(!p.lines.some((l) => JSON.parse(l).id === 'slow'), 'no reply for the cancelled request');
  });

  it('answers every tool with isError "run inside a git repository" outside a repository', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-outside-'));
    try {
      const p = await start('2025-11-25', dir);
      const tools: Msg[] = (await p.request('tools/list')).result.tools;
      const byName: Record<string, unknown> = {
        ctx_search: { query: 'x' },
        ctx_read: { uri: 'kx:x' },
        ctx_why: { target: 'README.md' },
        ctx_capture: { kind: 'learning', title: 't', body: 'b', visibility: 'private' },
      };
      for (const t of tools.filter((x) => x.name.startsWith('ctx_'))) {
        const r = await p.callTool(t.name, byName[t.name] ?? {});
        assert.equal(r.result.isError, true, t.name);
        assert.match(text(r), /run inside a git repository/, t.name);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
