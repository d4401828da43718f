/**
 * `kontext mcp` sees an edit an agent makes right after a question, on the
 * very next question: folder watchers (folderWatch.ts) raise a flag that
 * makes the graph check files at once instead of waiting out the ≤ 1/s sweep
 * (newcomer 8 #8: an edit within a second of the previous question was
 * answered from the old record, line numbers included). The real server over
 * stdio with the MCP SDK client; no waits between the edits and the questions.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

type Item = { path: string; line: number; name: string };

describe('code graph: an edit right after a question (kontext mcp, folder watchers)', function () {
  this.timeout(60000);
  let client: Client | null = null;
  after(async () => client?.close());

  it('the next question sees a new caller in an edited file, a new file, and moved lines', async () => {
    const repo = makeRepo('graph-watch');
    repo.write('src/cart.ts', 'export function priceCents(x: number) {\n  return x * 100;\n}\nexport function total() {\n  return priceCents(2);\n}\n');
    repo.write('src/other.ts', 'export function unrelated() {\n  return 1;\n}\n');
    repo.commit('cart');
    client = await connectClient(repo.root);
    const ask = async (name: string, args: Record<string, unknown>): Promise<Item[]> => {
      const r = (await client!.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: { items?: Item[] }; content: { text: string }[] };
      assert.ok(!r.isError, r.content[0]?.text);
      return r.structuredContent?.items ?? [];
    };
    const callers = async () => (await ask('code_callers', { symbol: 'priceCents' })).map((i) => `${i.path}:${i.name}`).sort();
    assert.deepEqual(await callers(), ['src/cart.ts:total']);

    // Edited in place, no wait: a new caller in a known file.
    fs.appendFileSync(path.join(repo.root, 'src/other.ts'), "import { priceCents } from './cart';\nexport function fee() {\n  return priceCents(1);\n}\n");
    assert.deepEqual(await callers(), ['src/cart.ts:total', 'src/other.ts:fee']);

    // A new untracked file, no wait.
    repo.write('src/live.ts', "import { priceCents } from './cart';\nexport function liveCaller() {\n  return priceCents(3);\n}\n");
    assert.deepEqual(await callers(), ['src/cart.ts:total', 'src/live.ts:liveCaller', 'src/other.ts:fee']);

    // Two lines inserted above a definition: its line moves on the next answer.
    const cart = path.join(repo.root, 'src/cart.ts');
    fs.writeFileSync(cart, `// a note\n// another\n${fs.readFileSync(cart, 'utf8')}`);
    const [def] = await ask('code_symbol', { name: 'priceCents' });
    assert.equal(def.line, 3);
  });
});
