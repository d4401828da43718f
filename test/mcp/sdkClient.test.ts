/**
 * The built server as a real MCP client sees it: the SDK `Client` over
 * `StdioClientTransport` spawning `dist/kontext.js mcp` in a temp git repo.
 */
import * as assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

// Other suites imported it from here before it moved to test/helpers.
export { connectClient };

describe('mcp with the SDK client (built server)', function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    const repo = makeRepo('sdk');
    repo.commit('initial', { 'README.md': '# Demo\n' });
    client = await connectClient(repo.root);
  });
  after(async () => {
    await client?.close();
  });

  it('negotiates the newest version and reports serverInfo and instructions', () => {
    assert.equal(client.getServerVersion()?.name, 'kontext');
    assert.ok(client.getServerCapabilities()?.tools?.listChanged);
    assert.ok(client.getServerCapabilities()?.logging);
    assert.match(client.getInstructions() ?? '', /ctx_brief/);
  });

  it('pings, lists tools, prompts, resources and templates', async () => {
    assert.deepEqual(await client.ping(), {});
    const tools = await client.listTools();
    assert.ok(Array.isArray(tools.tools));
    for (const t of tools.tools) {
      assert.equal(t.inputSchema.additionalProperties, false, t.name);
      assert.equal(t.annotations?.openWorldHint, false, t.name);
      assert.equal(t.annotations?.title, t.title, t.name);
    }
    assert.ok(Array.isArray((await client.listPrompts()).prompts));
    assert.ok(Array.isArray((await client.listResources()).resources));
    assert.ok(Array.isArray((await client.listResourceTemplates()).resourceTemplates));
  });

  it('sets the logging level', async () => {
    assert.deepEqual(await client.setLoggingLevel('debug'), {});
    await assert.rejects(client.setLoggingLevel('loud' as never), /-32602|level/);
  });
});
