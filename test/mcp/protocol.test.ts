/**
 * The MCP protocol layer of the built server (SPEC §11), spoken as raw
 * newline-delimited JSON-RPC to `dist/kontext.js mcp` in real temp git
 * repositories: version negotiation, bad lines, batches, logging, stdout
 * purity, EOF drain. Every bad input gets its error and the server keeps
 * serving (each test ends with a ping that must still answer).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { McpProcess } from '../helpers/mcpProcess';

const SUPPORTED = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const pkgVersion = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')).version;

describe('mcp protocol (built server, raw JSON-RPC)', function () {
  this.timeout(60_000);
  let repoDir: string;
  const open: McpProcess[] = [];
  const start = (cwd = repoDir, args: string[] = [], env: Record<string, string> = {}) => {
    const p = new McpProcess(cwd, args, env);
    open.push(p);
    return p;
  };
  async function stillServing(p: McpProcess) {
    const r = await p.request('ping');
    assert.deepEqual(r.result, {});
  }

  before(() => {
    const repo = makeRepo('mcp');
    repo.commit('initial', { 'README.md': '# Demo\n\nA demo repository.\n' });
    repoDir = repo.root;
  });
  afterEach(() => {
    for (const p of open.splice(0)) p.kill();
  });

  for (const v of SUPPORTED) {
    it(`echoes supported protocol version ${v}`, async () => {
      const p = start();
      const r = await p.initialize(v);
      assert.equal(r.result.protocolVersion, v);
      await stillServing(p);
    });
  }

  for (const v of ['2024-10-07', '2099-01-01', 'banana']) {
    it(`answers the newest version for other strings (${v})`, async () => {
      const p = start();
      const r = await p.initialize(v);
      assert.equal(r.result.protocolVersion, '2025-11-25');
    });
  }

  for (const [label, params] of [
    ['missing', { capabilities: {}, clientInfo: { name: 't', version: '1' } }],
    ['numeric', { protocolVersion: 20251125, capabilities: {} }],
    ['no params', undefined],
  ] as const) {
    it(`refuses a ${label} protocolVersion with -32602 and data {supported, requested}`, async () => {
      const p = start();
      const r = await p.request('initialize', params);
      assert.equal(r.error.code, -32602);
      assert.equal(r.error.message, 'Unsupported protocol version');
      assert.deepEqual(r.error.data.supported, SUPPORTED);
      assert.ok('requested' in r.error.data);
      if (label === 'numeric') assert.equal(r.error.data.requested, 20251125);
      // A later good initialize still works.
      const ok = await p.initialize('2025-06-18');
      assert.equal(ok.result.protocolVersion, '2025-06-18');
    });
  }

  it('declares capabilities, serverInfo and instructions', async () => {
    const p = start();
    const r = await p.initialize();
    assert.deepEqual(r.result.capabilities, {
      tools: { listChanged: true },
      prompts: { listChanged: false },
      resources: { listChanged: false },
      logging: {},
    });
    assert.deepEqual(r.result.serverInfo, { name: 'kontext', version: pkgVersion });
    assert.match(r.result.instructions, /not set up/);
    assert.match(r.result.instructions, /ctx_brief/);
  });

  it('gives different instructions when the repository has a store', async () => {
    const repo = makeRepo('mcp-store');
    repo.commit('init store', { '.ai/decisions/2026-01-01-use-cents.md': '---\ntitle: Use cents\n---\n\nAll amounts are integer cents.\n' });
    const p = start(repo.root);
    const r = await p.initialize();
    assert.doesNotMatch(r.result.instructions, /not set up/);
    assert.match(r.result.instructions, /ctx_prepare_commit/);
    assert.match(r.result.instructions, /supersede/i);
  });

  it('starts outside a git repository and says so', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-norepo-'));
    try {
      const p = start(dir);
      const r = await p.initialize();
      assert.match(r.result.instructions, /outside a git repository/);
      await stillServing(p);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes the repository from -C and from KONTEXT_DIR', async () => {
    const repo = makeRepo('mcp-dir');
    repo.write('.ai/conventions/x.md', '---\ntitle: X\n---\nx\n');
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-cwd-'));
    try {
      const a = start(elsewhere, ['-C', repo.root]);
      assert.doesNotMatch((await a.initialize()).result.instructions, /not set up|outside/);
      const b = start(elsewhere, [], { KONTEXT_DIR: repo.root });
      assert.doesNotMatch((await b.initialize()).result.instructions, /not set up|outside/);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('answers ping with {} and an unknown method with -32601', async () => {
    const p = start();
    await p.initialize();
    const r = await p.request('kontext/nothing');
    assert.equal(r.error.code, -32601);
    await stillServing(p);
  });

  it('answers an unparseable line with -32700 and id null', async () => {
    const p = start();
    await p.initialize();
    p.sendLine('{"jsonrpc":"2.0","id":5,"method":');
    const r = await p.waitFor((m) => m.error?.code === -32700);
    assert.equal(r.id, null);
    await stillServing(p);
  });

  for (const [label, line, id] of [
    ['a number', '42', null],
    ['an object without jsonrpc', '{"id":7,"method":"ping"}', 7],
    ['a non-string method', '{"jsonrpc":"2.0","id":8,"method":12}', 8],
    ['an object id', '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', null],
    ['a string', '"hello"', null],
    ['scalar params', '{"jsonrpc":"2.0","id":9,"method":"ping","params":3}', 9],
  ] as const) {
    it(`answers JSON that is no request (${label}) with -32600`, async () => {
      const p = start();
      await p.initialize();
      p.sendLine(line);
      const r = await p.waitFor((m) => m.error?.code === -32600);
      assert.equal(r.id, id);
      await stillServing(p);
    });
  }

  it('accepts a batch in a 2025-03-26 session and answers element-wise', async () => {
    const p = start();
    await p.initialize('2025-03-26');
    p.sendLine(JSON.stringify([
      { jsonrpc: '2.0', id: 'a', method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/whatever' },
      { jsonrpc: '2.0', id: 'b', method: 'no/such' },
      { foo: 1 },
      { jsonrpc: '2.0', id: 'c', method: 'initialize', params: { protocolVersion: '2025-03-26' } },
    ]));
    const idx = p.lines.length;
    const deadline = Date.now() + 15_000;
    let arr: any[] | undefined;
    while (!arr && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      for (const l of p.lines.slice(idx)) if (l.startsWith('[')) arr = JSON.parse(l);
    }
    assert.ok(arr, 'an array reply');
    const byId = new Map(arr!.map((m) => [m.id, m]));
    assert.deepEqual(byId.get('a').result, {});
    assert.equal(byId.get('b').error.code, -32601);
    assert.equal(byId.get('c').error.code, -32600);
    assert.ok(arr!.some((m) => m.id === null && m.error.code === -32600));
    assert.equal(arr!.length, 4);
    await stillServing(p);
  });

  for (const v of ['2025-11-25', '2025-06-18', '2024-11-05']) {
    it(`refuses a batch with -32600 in a ${v} session`, async () => {
      const p = start();
      await p.initialize(v);
      p.sendLine(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]));
      const r = await p.waitFor((m) => m.error?.code === -32600);
      assert.equal(r.id, null);
      await stillServing(p);
    });
  }

  it('refuses a batch before initialize', async () => {
    const p = start();
    p.sendLine(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'ping' }]));
    const r = await p.waitFor((m) => m.error?.code === -32600);
    assert.equal(r.id, null);
  });

  it('answers requests before initialize with an error, never a result (MCP lifecycle); ping is allowed', async () => {
    const p = start();
    const call = await p.request('tools/call', { name: 'ctx_brief', arguments: {} });
    assert.equal(call.result, undefined);
    assert.equal(call.error.code, -32600);
    assert.match(call.error.message, /tools\/call before initialize; send initialize/);
    const list = await p.request('tools/list');
    assert.equal(list.error.code, -32600);
    assert.deepEqual((await p.request('ping')).result, {});
    // A refused initialize leaves the session uninitialized.
    const refused = await p.request('initialize', { capabilities: {} });
    assert.equal(refused.error.code, -32602);
    assert.equal((await p.request('resources/list')).error.code, -32600);
    // After initialize the same call is answered.
    await p.initialize();
    const ok = await p.callTool('ctx_brief', {});
    assert.ok(ok.result, JSON.stringify(ok));
    await stillServing(p);
  });

  it('answers an unknown tool with -32602 "Unknown tool: <name>"', async () => {
    const p = start();
    await p.initialize();
    const r = await p.callTool('ctx_nothing', {});
    assert.equal(r.error.code, -32602);
    assert.equal(r.error.message, 'Unknown tool: ctx_nothing');
    const bad = await p.request('tools/call', { arguments: {} });
    assert.equal(bad.error.code, -32602);
    await stillServing(p);
  });

  it('sets the log level (RFC 5424 names) and refuses others with -32602', async () => {
    const p = start();
    await p.initialize();
    for (const level of ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']) {
      assert.deepEqual((await p.request('logging/setLevel', { level })).result, {});
    }
    for (const level of ['verbose', 'WARN', 3, null]) {
      const r = await p.request('logging/setLevel', { level });
      assert.equal(r.error.code, -32602, `level ${level}`);
    }
    await stillServing(p);
  });

  it('keeps stdout pure JSON-RPC at debug level, with logs on stderr and as notifications/message', async () => {
    const p = start();
    await p.initialize();
    await p.request('logging/setLevel', { level: 'debug' });
    p.sendLine('not json at all');
    p.sendLine('{"jsonrpc":"2.0","id":"x"}');
    await p.waitFor((m) => m.error?.code === -32600);
    await p.request('tools/list');
    await p.request('no/such/method');
    await p.callTool('nope');
    const note = await p.waitFor((m) => m.method === 'notifications/message');
    assert.equal(note.params.logger, 'kontext');
    assert.ok(['debug', 'info', 'notice', 'warning', 'error'].includes(note.params.level));
    assert.equal(typeof note.params.data, 'string');
    await p.close();
    assert.ok(p.lines.length > 0);
    for (const line of p.lines) {
      const m = JSON.parse(line);
      assert.ok(Array.isArray(m) || m.jsonrpc === '2.0', `not JSON-RPC: ${line}`);
    }
    assert.match(p.stderr, /kontext: \[debug\]/);
  });

  describe('the startup entry hands the session to the full server (entry.ts, fastInit.ts)', () => {
    const init = (id: unknown, v = '2025-06-18') => JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: v, capabilities: {}, clientInfo: { name: 'burst', version: '1' } } });

    it('answers initialize first, then the requests written with it in one chunk', async () => {
      const p = start();
      p.proc.stdin.write(
        [init(1), '{"jsonrpc":"2.0","method":"notifications/initialized"}', '{"jsonrpc":"2.0","id":2,"method":"tools/list"}', '{"jsonrpc":"2.0","id":3,"method":"ping"}', '{"jsonrpc":"2.0","id":4,'].join('\n'),
      );
      p.proc.stdin.write('"method":"ping"}\n');
      assert.equal((await p.reply(1)).result.protocolVersion, '2025-06-18');
      assert.ok((await p.reply(2)).result.tools.length > 0);
      assert.deepEqual((await p.reply(3)).result, {});
      assert.deepEqual((await p.reply(4)).result, {});
      assert.equal(JSON.parse(p.lines[0]).id, 1, 'initialize is answered first');
      assert.deepEqual(p.lines.map((l) => JSON.parse(l).id).sort(), [1, 2, 3, 4]);
      await stillServing(p);
    });

    it('answers initialize followed by EOF, then exits 0', async () => {
      const p = start();
      p.proc.stdin.end(init('only') + '\n' + '{"jsonrpc":"2.0","id":"after","method":"tools/list"}\n');
      assert.ok((await p.reply('only')).result.instructions);
      assert.ok(Array.isArray((await p.reply('after')).result.tools));
      assert.equal(await p.exited, 0);
    });

    it('passes a first line that is no initialize to the full server unanswered', async () => {
      for (const first of ['{"jsonrpc":"2.0","id":1,"method":"initialize"', '{"jsonrpc":"2.0","id":1,"method":"ping"}', '[' + init(9) + ']', init(1, '')]) {
        const p = start();
        p.sendLine(first);
        const r = await p.waitFor(() => true);
        assert.ok(r.error || r.result, first);
        assert.notEqual(r.result?.protocolVersion, '2025-06-18');
        const ok = await p.initialize('2024-11-05');
        assert.equal(ok.result.protocolVersion, '2024-11-05');
        await stillServing(p);
        p.kill();
      }
    });

    it('ends cleanly when the input closes before a whole line', async () => {
      const p = start();
      p.proc.stdin.end('{"jsonrpc":"2.0","id":1');
      const r = await p.waitFor((m) => m.error?.code === -32700);
      assert.equal(r.id, null);
      assert.equal(await p.exited, 0);
    });
  });

  it('answers requests still in flight at EOF, then exits', async () => {
    const p = start();
    await p.initialize();
    p.send({ jsonrpc: '2.0', id: 'last', method: 'tools/list' });
    p.proc.stdin.end();
    const r = await p.reply('last');
    assert.ok(Array.isArray(r.result.tools));
    assert.equal(await p.exited, 0);
  });

  it('ignores unknown notifications and answers prompts/resources errors', async () => {
    const p = start();
    await p.initialize();
    p.notify('notifications/something_new', { x: 1 });
    const prompt = await p.request('prompts/get', { name: 'no-such-prompt' });
    assert.equal(prompt.error.code, -32602);
    const res = await p.request('resources/read', { uri: 'kontext://nothing' });
    assert.equal(res.error.code, -32002);
    await stillServing(p);
  });
});
