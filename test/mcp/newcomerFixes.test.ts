/**
 * The newcomer fixes as an agent meets them over MCP (built server, raw
 * JSON-RPC): `ctx_why` of a missing path is an isError naming near matches,
 * `ctx_read` returns no raw secret, a too long title is an isError naming the
 * field, the limit and the fix, and an empty string says "must not be empty".
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { McpProcess, type Msg } from '../helpers/mcpProcess';

function text(r: Msg): string {
  return r.result.content[0].text;
}

describe('newcomer fixes over MCP (built server)', function () {
  this.timeout(90_000);
  let repo: TestRepo;
  let p: McpProcess;

  before(async () => {
    repo = makeRepo('mcp-fixes');
    repo.commit('add billing', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      'src/billing/total.ts': 'export const total = 1;\n',
      'deploy.cfg': 'password = "Zq8xP2mN7vR4tY6wK1jH3gF5"\n',
    });
    p = new McpProcess(repo.root);
    await p.initialize('2025-11-25');
  });
  after(() => p.kill());

  it('ctx_why: a missing path is isError with near matches; a word stays a topic', async () => {
    const miss = await p.callTool('ctx_why', { target: 'src/biling/total.ts' });
    assert.equal(miss.result.isError, true);
    assert.equal(text(miss), 'Error: ctx_why: target: src/biling/total.ts does not exist in the working tree or in history; did you mean src/billing/total.ts?');
    const topic = await p.callTool('ctx_why', { target: 'billing' });
    assert.equal(topic.result.isError, undefined, text(topic));
    assert.match(text(topic), /^# Why: billing\n/);
  });

  it('prompts/get refuses arguments a prompt does not take', async () => {
    const r = await p.request('prompts/get', { name: 'kontext-commit', arguments: { branch: 'main' } });
    assert.equal(r.error.code, -32602);
    assert.equal(r.error.message, 'prompts/get: unknown argument branch; kontext-commit takes no arguments');
    const ok = await p.request('prompts/get', { name: 'kontext-commit', arguments: {} });
    assert.ok(ok.result.messages.length);
  });

  it('code_* tools refuse a scope path that is outside or missing, and a blank query', async () => {
    const missing = await p.callTool('code_callers', { symbol: 'total', path: 'src/biling/total.ts' });
    assert.equal(missing.result.isError, true);
    assert.equal(text(missing), 'Error: code_callers: path: src/biling/total.ts does not exist in the repository; did you mean src/billing/total.ts?');
    const outside = await p.callTool('code_symbol', { name: 'total', path: '../elsewhere' });
    assert.match(text(outside), /^Error: code_symbol: path: \.\.\/elsewhere is outside the repository; pass a repository-relative path, or an absolute one inside \//);
    const blank = await p.callTool('search_code', { query: '   ' });
    assert.match(text(blank), /^Error: search_code: query: blank; pass words or identifiers/);
    const ok = await p.callTool('code_symbol', { name: 'total', path: 'src/billing/total.ts:1' });
    assert.equal(ok.result.isError, undefined, text(ok));
  });

  it('ctx_read redacts secret values and counts them', async () => {
    const r = await p.callTool('ctx_read', { uri: 'file:deploy.cfg', level: 2 });
    assert.equal(r.result.isError, undefined, text(r));
    assert.equal(text(r), 'password = "[redacted]"\n\n(1 secret value(s) redacted)');
  });

  it('ctx_capture: title over 140 characters and empty strings are isError naming the field', async () => {
    const long = await p.callTool('ctx_capture', { kind: 'decision', title: 'x'.repeat(200), body: 'b' });
    assert.equal(long.result.isError, true);
    assert.match(text(long), /^Error: ctx_capture: title: 200 characters; the limit is 140 — shorten it/);
    const empty = await p.callTool('ctx_capture', { kind: 'decision', title: '', body: 'b' });
    assert.equal(text(empty), 'Error: ctx_capture: title: must not be empty');
    const outside = await p.callTool('ctx_capture', { kind: 'decision', title: 'Outside', body: 'b', paths: ['../other/**'] });
    assert.match(text(outside), /^Error: ctx_capture: paths: \.\.\/other\/\*\* is outside the repository/);
    const typo = await p.callTool('ctx_capture', { kind: 'decision', title: 'Totals in cents', body: 'b', paths: ['src/biling/**', `${repo.root}/src/billing/total.ts`] });
    assert.equal(typo.result.isError, undefined, text(typo));
    assert.match(text(typo), /note: paths: src\/biling\/\*\* matches no file in this repository/);
    assert.doesNotMatch(text(typo), /total\.ts matches no file/);
    const list = await p.callTool('ctx_inbox', { action: 'list', ids: ['x'] });
    assert.match(text(list), /^Error: ctx_inbox: ids: the list action takes no ids; use action "show"/);
  });
});
