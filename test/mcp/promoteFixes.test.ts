/**
 * The promotion fixes as an agent meets them over MCP (built server, raw
 * JSON-RPC): ctx_capture records a short supersedes id in full, ctx_inbox
 * promote names the staged files it took as paths and stages only kontext's
 * change to the superseded entry, and ctx_read of a shared id names the files.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { McpProcess, type Msg } from '../helpers/mcpProcess';

const DUAL = '2026-09-28-dual-prices';
const dualFile = `.ai/decisions/${DUAL}.md`;
const dualText = `---\nid: ${DUAL}\nkind: decision\ntitle: Prices are floats\nstatus: accepted\ndate: 2026-09-28\n---\n\nFloats.\n`;

const SHARED = '---\nid: 2026-11-30-shared\nkind: learning\ntitle: Shared\n---\n\nx\n';

function text(r: Msg): string {
  return r.result.content[0].text;
}

describe('mcp: promotion fixes (built server)', function () {
  this.timeout(90_000);
  let repo: TestRepo;
  let p: McpProcess;
  before(async () => {
    repo = makeRepo('mcp-promote-fixes');
    repo.commit('set up', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'c\n', [dualFile]: dualText, '.ai/learnings/a.md': SHARED, '.ai/learnings/b.md': SHARED });
    p = new McpProcess(repo.root);
    await p.initialize('2025-11-25');
  });
  after(() => p.kill());

  it('ctx_capture + ctx_inbox promote: full supersedes id, staged paths named, local edit left unstaged', async () => {
    repo.write(dualFile, `${dualText}UNRELATED LOCAL EDIT\n`);
    repo.write('src/cart.ts', 'c2\n');
    repo.git('add', 'src/cart.ts');
    repo.write('src/new.ts', 'untracked\n');
    const c = await p.callTool('ctx_capture', { kind: 'decision', title: 'Prices are integer cents', body: 'Cents.', supersedes: ['2026-09-28-dual'] });
    assert.equal(c.result.isError, undefined, text(c));
    const id = c.result.structuredContent.id as string;
    const pr = await p.callTool('ctx_inbox', { action: 'promote', ids: [id] });
    assert.equal(pr.result.isError, undefined, text(pr));
    assert.match(text(pr), /\n {2}paths taken from the staged files: src\/cart\.ts\n/);
    const file = /→ (\S+?)(?: |;)/.exec(text(pr))![1];
    assert.match(repo.read(file), new RegExp(`^supersedes: \\[${DUAL}\\]$`, 'm'));
    assert.match(repo.read(file), /^paths: \[src\/cart\.ts\]$/m);
    assert.doesNotMatch(repo.git('show', `:${dualFile}`), /UNRELATED LOCAL EDIT/);
    assert.match(repo.git('show', `:${dualFile}`), /^status: superseded$/m);
  });

  it('ctx_read of an id two files share names both files', async () => {
    const r = await p.callTool('ctx_read', { uri: 'kx:2026-11-30-shared' });
    assert.equal(r.result.isError, true);
    assert.equal(
      text(r),
      'Error: ctx_read: uri: kx:2026-11-30-shared: 2 files share the id 2026-11-30-shared: .ai/learnings/a.md, .ai/learnings/b.md. Refer to one by its file (ctx_read uri="kx:.ai/learnings/a.md"), and give the others a new `id:` (duplicate ids are an error)',
    );
  });
});
