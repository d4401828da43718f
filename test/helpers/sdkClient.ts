/** The MCP SDK `Client` over `StdioClientTransport`, spawning the built `dist/kontext.js mcp` (no mocks). */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { gitEnv, KONTEXT_JS } from './gitRepo';

/** Connects an SDK client to the built server serving `dir`. */
export async function connectClient(dir: string, env: Record<string, string> = {}): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [KONTEXT_JS, '-C', dir, 'mcp'],
    env: gitEnv(env) as Record<string, string>,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'kontext-test', version: '1.0.0' }, { capabilities: {} });
  await client.connect(transport);
  return client;
}
