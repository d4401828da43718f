import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { McpProcess, type Msg } from '../helpers/mcpProcess';

/** 1200 commits (past the 1000 from which `kontext mcp` defers paths); commit i adds `src/zz/quasar<i>.ts`, its subject never names it. */
function longHistory(): TestRepo {
  const r = makeRepo('mcp-paths');
  let script = '';
  for (let i = 1; i <= 1200; i++) {
    const msg = `change ${i}`;
    script += `commit refs/heads/main\ncommitter Ada <a@x> ${1700000000 + i} +0000\ndata ${msg.length}\n${msg}\n`;
    script += `M 644 inline src/zz/quasar${i}.ts\ndata 2\n${i % 10}\n\n`;
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: r.root, input: script });
  r.git('reset', '-q', '--hard', 'main');
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(cwd: string): Promise<McpProcess> {
  const p = new McpProcess(cwd);
  await p.initialize();
  return p;
}

/** Full shas of the commit hits of `ctx_search query` (hits carry `git:<short>`). */
async function commitHits(p: McpProcess, query: string, all: string[]): Promise<string[]> {
  const r = await p.callTool('ctx_search', { query, kinds: 'commit', limit: 5 });
  assert.equal(r.result.isError, undefined, JSON.stringify(r.result));
  return (r.result.structuredContent.hits as Msg[]).map((h) => all.find((s) => s.startsWith(String(h.uri).slice(4)))!).filter(Boolean);
}

describe('kontext mcp: changed paths of commits follow a cold index in the background', function () {
  this.timeout(120_000);

  it('a path term finds its commit once the pass ends; the saved index and the cache serve later servers at once', async () => {
    const r = longHistory();
    const all = r.git('rev-list', 'HEAD').split('\n');
    const sha = (i: number) => all[1200 - i];
    const manifest = () => path.join(r.root, '.git', 'kontext', 'worktrees');
    const p = await start(r.root);
    try {
      // The first search builds the index (commits without paths) and answers.
      await commitHits(p, 'quasar57', all);
      let found: string[] = [];
      for (let t = 0; t < 150 && !found.includes(sha(57)); t++) {
        await sleep(200);
        found = await commitHits(p, 'quasar57', all);
      }
      assert.ok(found.includes(sha(57)), 'the background pass added the paths');
      // Saved once complete: nothing pending on disk.
      let pending: unknown = null;
      for (let t = 0; t < 100; t++) {
        const dirs = fs.readdirSync(manifest());
        const m = JSON.parse(fs.readFileSync(path.join(manifest(), dirs[0], 'index-node', 'manifest.json'), 'utf8'));
        pending = m.pendingFiles;
        if (Array.isArray(pending) && pending.length === 0) break;
        await sleep(200);
      }
      assert.deepEqual(pending, []);
      assert.ok(fs.readdirSync(path.join(r.root, '.git', 'kontext', 'commit-files')).some((n) => n.endsWith('.lst')));
    } finally {
      await p.close();
    }

    // A restarted server loads the complete saved index: the first search finds paths.
    const again = await start(r.root);
    try {
      assert.ok((await commitHits(again, 'quasar58', all)).includes(sha(58)));
    } finally {
      await again.close();
    }

    // Index files gone (a new worktree, a reindex): the cold index takes the paths from the cache at once.
    fs.rmSync(manifest(), { recursive: true, force: true });
    const cold = await start(r.root);
    try {
      assert.ok((await commitHits(cold, 'quasar1100', all)).includes(sha(1100)));
    } finally {
      await cold.close();
    }
  });
});
