/**
 * The first search-index build (BM25 over entries, docs and commit history)
 * says what it is doing once it has taken a while (newcomer 8 #3): progress
 * lines on stderr in the CLI, notifications/progress over MCP for a client
 * that gave a progressToken; a second command (saved index) and short work
 * print none. `KONTEXT_PROGRESS_AFTER_MS=0` makes every build "long", so the
 * lines are checked without timing (built bundle, real temp repositories).
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';

function cli(dir: string, env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv(env) });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function repoWithHistory(name: string, commits: number) {
  const repo = makeRepo(name);
  for (let i = 0; i < commits; i++) repo.commit(`feat: pricing rule ${i} for the cart`, { [`src/p${i}.ts`]: `export const p${i} = ${i};\n` });
  return repo;
}

describe('search index: progress of a first build (newcomer 8 #3)', function () {
  this.timeout(60_000);
  const clients: Client[] = [];
  after(async () => {
    for (const c of clients) await c.close();
  });

  it('the CLI prints progress lines on stderr for a long first build, none once the index is saved', () => {
    const repo = repoWithHistory('search-progress', 12);
    const commits = Number(repo.git('rev-list', '--count', 'HEAD'));
    const first = cli(repo.root, { KONTEXT_PROGRESS_AFTER_MS: '0' }, 'search', 'pricing', '-n', '1');
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /pricing rule/);
    assert.match(first.err, new RegExp(`^kontext: search index: ${commits} commits read; indexing \\d+ documents \\(BM25\\)$`, 'm'));
    assert.match(first.err, new RegExp(`^kontext: search index: built — \\d+ documents \\(${commits} commits, 0 entries, \\d+ doc sections\\)$`, 'm'));
    assert.doesNotMatch(first.out, /search index:/, 'progress never goes to stdout');
    const again = cli(repo.root, { KONTEXT_PROGRESS_AFTER_MS: '0' }, 'search', 'pricing', '-n', '1');
    assert.equal(again.code, 0, again.err);
    assert.doesNotMatch(again.err, /search index:/);
  });

  it('the built line adds up: merge commits of the last N get no document and are counted apart (newcomer "knowledge" #2)', () => {
    const repo = repoWithHistory('search-progress-merges', 3);
    repo.git('checkout', '-q', '-b', 'topic');
    repo.commit('feat: topic work', { 'src/topic.ts': 'export const t = 1;\n' });
    repo.git('checkout', '-q', '-');
    repo.commit('feat: main work', { 'src/main.ts': 'export const m = 1;\n' });
    repo.git('merge', '-q', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
    repo.write('docs/guide.md', '# Guide\n\n## Pricing\n\n' + 'Pricing rules for the cart. '.repeat(20) + '\n');
    const read = Number(repo.git('rev-list', '--count', 'HEAD'));
    const r = cli(repo.root, { KONTEXT_PROGRESS_AFTER_MS: '0' }, 'search', 'pricing', '-n', '1');
    assert.equal(r.code, 0, r.err);
    const m = /^kontext: search index: built — (\d+) documents \((\d+) commits, (\d+) entries, (\d+) doc sections; 1 branch merge \("Merge branch …"\) of the last (\d+) commits left out\)$/m.exec(r.err);
    assert.ok(m, r.err);
    const [docs, commits, entries, sections, last] = m.slice(1).map(Number);
    assert.equal(last, read);
    assert.equal(commits, read - 1);
    assert.ok(sections >= 1, r.err);
    assert.equal(docs, commits + entries + sections);
  });

  it('work shorter than the wait before the first line prints nothing', () => {
    const repo = repoWithHistory('search-progress-quiet', 2);
    // A wait no build here reaches even on a loaded machine (the default is 1 s).
    const r = cli(repo.root, { KONTEXT_PROGRESS_AFTER_MS: '60000' }, 'search', 'pricing', '-n', '1');
    assert.equal(r.code, 0, r.err);
    assert.doesNotMatch(r.err, /search index:/);
  });

  it('MCP: a client with a progressToken receives notifications/progress while the index is built, increasing', async () => {
    const repo = repoWithHistory('mcp-search-progress', 12);
    const client = await connectClient(repo.root, { KONTEXT_PROGRESS_AFTER_MS: '0' });
    clients.push(client);
    const seen: { progress: number; message?: string }[] = [];
    const r = (await client.callTool({ name: 'ctx_search', arguments: { query: 'pricing', limit: 1 } }, undefined, { onprogress: (p) => seen.push(p) })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    assert.equal(r.isError, undefined, r.content[0].text);
    // The closing line may reach the client after the answer (the SDK sends notifications
    // asynchronously) and is then dropped by it; the lines before the answer are what it sees.
    assert.ok(
      seen.some((p) => /^search index: (first build, \d+ commits read…|\d+ commits read; indexing \d+ documents \(BM25\)|built — \d+ documents)/.test(p.message ?? '')),
      JSON.stringify(seen),
    );
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i].progress > seen[i - 1].progress, 'progress only increases');
    const again: unknown[] = [];
    await client.callTool({ name: 'ctx_search', arguments: { query: 'cart' } }, undefined, { onprogress: (p) => again.push(p) });
    assert.deepEqual(again, []);
  });
});
