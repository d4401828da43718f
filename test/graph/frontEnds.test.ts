/**
 * The code-graph tools through the built bundle: the CLI (`kontext graph`,
 * `kontext call`) and MCP (`tools/list` annotations, `tools/call`), spawned
 * as real processes on a real temp repository.
 */
import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Sends JSON-RPC lines to `kontext mcp` and collects the answers by id. */
async function mcp(dir: string, requests: object[]): Promise<Map<number, any>> {
  const child = spawn(process.execPath, [KONTEXT_JS, '-C', dir, 'mcp'], { env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  const answers = new Map<number, any>();
  const want = requests.filter((r: any) => r.id !== undefined).length;
  let buf = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mcp timed out; got ${answers.size}/${want}`)), 25_000);
    child.stdout.on('data', (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        if (!line.trim()) continue;
        const msg = JSON.parse(line);
        if (msg.id !== undefined) answers.set(msg.id, msg);
        if (answers.size === want) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    for (const r of requests) child.stdin.write(JSON.stringify(r) + '\n');
  });
  child.stdin.end();
  child.kill();
  return answers;
}

describe('code graph: CLI and MCP front ends (built bundle)', () => {
  const repo = makeRepo('graph-fe');
  repo.commit('code', {
    'src/a.ts': "import { helper } from './b';\nexport function run() { return helper(2); }\n",
    'src/b.ts': '/** Doubles a number. */\nexport function helper(n: number) { return n * 2; }\nexport class Dep { helper() { return 1; } }\n',
    'tools/x.ex': 'defmodule X do\nend\n',
  });

  it('kontext graph index|status reports files, languages and skipped files', () => {
    const idx = cli(repo.root, 'graph', 'index');
    assert.equal(idx.code, 0, idx.err);
    assert.match(idx.out, /^code graph: indexed and up to date$/m);
    assert.match(idx.out, /^files: 2\nlanguages: typescript 2$/m);
    assert.match(idx.out, /^skipped: languages the graph does not read: elixir 1$/m);
    const st = cli(repo.root, 'graph', 'status');
    assert.equal(st.code, 0, st.err);
    assert.match(st.out, /definitions: 4, calls: 1/);
    const bad = cli(repo.root, 'graph', 'rebuild');
    assert.equal(bad.code, 1);
    assert.match(bad.err, /usage: kontext graph \[index \| status\]/);
  });

  it('kontext call code_callers prints path:line lines and --json the structured items', () => {
    const r = cli(repo.root, 'call', 'code_callers', '{"symbol":"helper"}');
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, 'callers of function helper (src/b.ts:2) — chosen over the method Dep.helper (ask for it: code_callers symbol="Dep.helper"):\nsrc/a.ts:2  function run  function run()  (calls it on line 2)\n');
    const j = cli(repo.root, 'call', 'code_callers', '{"symbol":"helper"}', '--json');
    assert.deepEqual(JSON.parse(j.out), {
      items: [{ name: 'run', kind: 'function', path: 'src/a.ts', line: 2, signature: 'function run()', via: 'import', calls: [2] }],
      truncated: false,
      definition: { name: 'helper', kind: 'function', path: 'src/b.ts', line: 2, endLine: 2, signature: 'function helper(n: number)', doc: 'Doubles a number.' },
    });
  });

  it('MCP lists the code tools with read-only annotations and answers tools/call', async () => {
    const answers = await mcp(repo.root, [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'code_callees', arguments: { symbol: 'run' } } },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'code_symbol', arguments: { name: 'helper', kind: 'lambda' } } },
    ]);
    const tools = answers.get(2).result.tools as any[];
    for (const name of ['search_code', 'code_symbol', 'code_callers', 'code_callees', 'code_impact']) {
      const t = tools.find((x) => x.name === name);
      assert.ok(t, `${name} listed`);
      assert.equal(t.annotations.readOnlyHint, true);
      assert.equal(t.annotations.openWorldHint, false);
      assert.ok(t.title && t.outputSchema, `${name} has title and outputSchema`);
      assert.equal(t.inputSchema.additionalProperties, false);
    }
    assert.ok(!tools.some((t) => t.name === 'kontext_graph'), 'the internal tool is not listed to agents');
    const callees = answers.get(3).result;
    assert.equal(callees.content[0].text, 'callees of function run (src/a.ts:2):\nsrc/b.ts:2  function helper  function helper(n: number)  (called on line 2)');
    assert.deepEqual(callees.structuredContent.items[0].calls, [2]);
    assert.equal(callees.structuredContent.definition.name, 'run');
    assert.equal(callees.structuredContent.items[0].via, 'import');
    const bad = answers.get(4).result;
    assert.equal(bad.isError, true);
    assert.match(bad.content[0].text, /kind: expected one of function\|method\|class\|interface\|type\|enum\|const/);
  });
});
