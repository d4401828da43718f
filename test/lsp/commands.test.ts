/**
 * `workspace/executeCommand` capture, promote, drop and prepare-commit through
 * the built `kontext lsp` (issue 4), on a real repository: the entry lands in
 * the inbox, the server tells the client to redraw, the status counts it, the
 * report sees it, promotion stages it, drop removes it.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ExecuteCommandRequest } from 'vscode-languageserver-protocol/node';
import { ServerCommands, type CallToolResult, type StatusParams } from '../../server/src/protocol';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { eventually, startLsp, type LspSession } from './lspClient';

const DECISION = '---\nid: 2026-01-10-prices-are-integer-cents\nkind: decision\ntitle: Prices are integer cents\nstatus: accepted\ndate: 2026-01-10\npaths: [src/**]\n---\n\n## Decision\n\nEvery amount is integer cents.\n';

describe('kontext lsp commands (capture, promote, drop, prepare-commit)', function () {
  this.timeout(60_000);
  let repo: TestRepo;
  let s: LspSession;
  const run = (command: string, arg: Record<string, unknown>) => s.conn.sendRequest(ExecuteCommandRequest.type, { command, arguments: [arg] }) as Promise<CallToolResult>;

  before(async () => {
    repo = makeRepo('lspcmd');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "shop"\n', '.ai/decisions/2026-01-10-prices-are-integer-cents.md': DECISION, 'src/money.ts': 'export const cents = 1;\n' });
    s = await startLsp(repo.root);
  });
  after(async () => s?.close());

  it('captures into the inbox with origin editor, asks the client to redraw and counts it in the status', async () => {
    const r = await run(ServerCommands.capture, { kind: 'decision', title: 'Round half to even', body: '## Decision\n\nTax rounds half to even.', paths: ['src/money.ts'], visibility: 'team' });
    assert.notEqual(r.isError, true, r.content[0].text);
    const id = String(r.structuredContent?.id);
    const common = repo.git('rev-parse', '--git-common-dir');
    const file = path.join(path.resolve(repo.root, common), 'kontext', 'inbox', `${id}.md`);
    assert.match(fs.readFileSync(file, 'utf8'), /origin: editor/);
    await eventually(() => (s.notes.get('kontext/refresh') as { what: string[] }[] | undefined)?.some((n) => n.what.includes('inbox')));
    await eventually(() => (s.notes.get('kontext/status') as StatusParams[] | undefined)?.some((st) => st.inbox?.team === 1));
  });

  it('promotes a candidate into the store and stages it', async () => {
    const c = await run(ServerCommands.capture, { kind: 'convention', title: 'Money helpers are pure', body: 'No I/O in money helpers.', paths: ['src/money.ts'], visibility: 'team' });
    const id = String(c.structuredContent?.id);
    const r = await run(ServerCommands.promote, { ids: [id] });
    assert.notEqual(r.isError, true, r.content[0].text);
    const staged = repo.git('diff', '--cached', '--name-only').split('\n');
    assert.ok(staged.some((p) => p.startsWith('.ai/conventions/') && p.includes('money-helpers-are-pure')), staged.join(', '));
  });

  it('prepare-commit sees the staged change, the covering decision and the candidate; promote stages the entry', async () => {
    repo.write('src/money.ts', 'export const cents = 2;\n');
    repo.git('add', 'src/money.ts');
    const report = await run(ServerCommands.prepareCommit, {});
    const st = report.structuredContent as { candidates: { id: string }[]; covering: { id: string }[]; staged: { files: number; code: number } };
    assert.equal(st.staged.code, 1, 'src/money.ts (the promoted convention is staged too)');
    assert.ok(st.covering.some((c) => c.id === '2026-01-10-prices-are-integer-cents'));
    const id = st.candidates[0].id;
    const promoted = await run(ServerCommands.prepareCommit, { promote: [id] });
    assert.notEqual(promoted.isError, true, promoted.content[0].text);
    const applied = (promoted.structuredContent as { applied: { op: string; path?: string }[] }).applied;
    assert.equal(applied[0].op, 'promote');
    assert.ok(repo.git('diff', '--cached', '--name-only').split('\n').includes(applied[0].path!), 'the promoted entry is staged');
  });

  it('announces a redraw only after a write: the views refresh by reading, so reads must stay silent', async () => {
    const refreshes = () => ((s.notes.get('kontext/refresh') as unknown[] | undefined) ?? []).length;
    const before = refreshes();
    await run(ServerCommands.prepareCommit, {});
    await s.conn.sendRequest('kontext/callTool', { name: 'ctx_inbox', arguments: { action: 'list' } });
    await s.conn.sendRequest('kontext/callTool', { name: 'ctx_inbox', arguments: { action: 'show', ids: [] } }).catch(() => undefined);
    // Give a (wrong) notification time to arrive before counting.
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(refreshes(), before, 'a read sent kontext/refresh');
    const c = await run(ServerCommands.capture, { kind: 'learning', title: 'Reads are silent', body: 'Only writes announce.', visibility: 'private' });
    assert.notEqual(c.isError, true, c.content[0].text);
    await eventually(() => refreshes() > before);
  });

  it('drops a candidate', async () => {
    const r = await run(ServerCommands.capture, { kind: 'learning', title: 'Temporary note', body: 'Nothing lasting.', visibility: 'private' });
    const id = String(r.structuredContent?.id);
    const dropped = await run(ServerCommands.drop, { ids: [id] });
    assert.notEqual(dropped.isError, true, dropped.content[0].text);
    const common = path.resolve(repo.root, repo.git('rev-parse', '--git-common-dir'));
    assert.equal(fs.existsSync(path.join(common, 'kontext', 'inbox', `${id}.md`)), false);
  });

  it('promote refuses a private note; share (the person\'s explicit choice) promotes and stages it', async () => {
    const c = await run(ServerCommands.capture, { kind: 'learning', title: 'Cache keys include the locale', body: 'b', paths: ['src/money.ts'], visibility: 'private' });
    const id = String(c.structuredContent?.id);
    repo.git('reset', '-q');
    const refused = await run(ServerCommands.promote, { ids: [id] });
    assert.equal(refused.isError, true);
    assert.match(refused.content[0].text, new RegExp(`inbox entry ${id} is a private note`));
    const r = await run(ServerCommands.share, { ids: [id] });
    assert.notEqual(r.isError, true, r.content[0].text);
    const staged = repo.git('diff', '--cached', '--name-only').split('\n');
    assert.deepEqual(staged.filter((p) => p.includes('cache-keys-include-the-locale')).length, 1, staged.join(', '));
    assert.doesNotMatch(repo.read(staged.find((p) => p.includes('cache-keys'))!), /visibility|private/);
  });
});
