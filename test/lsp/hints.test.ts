/**
 * Next-step hints in the editor (built `kontext lsp`, real repository): a
 * person's answers name the palette commands and views, a chat model's
 * (`kontext/callTool` with hints: 'tool') the tool calls.
 */
import * as assert from 'node:assert/strict';
import { ExecuteCommandRequest } from 'vscode-languageserver-protocol/node';
import { CallToolRequest, ServerCommands, type CallToolResult } from '../../server/src/protocol';
import { makeRepo } from '../helpers/gitRepo';
import { startLsp, type LspSession } from './lspClient';

describe('kontext lsp: next-step hints in the editor form', function () {
  this.timeout(60_000);
  let s: LspSession;
  before(async () => {
    const repo = makeRepo('lsphints');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/money.ts': 'export const cents = 1;\n' });
    s = await startLsp(repo.root);
  });
  after(async () => s?.close());

  const last = (r: CallToolResult) => r.content[0].text.trimEnd().split('\n').pop()!;

  it('the brief names palette commands for a person and tool calls for a chat model', async () => {
    const person = await s.conn.sendRequest(CallToolRequest, { name: 'ctx_brief', arguments: {} });
    assert.equal(
      last(person),
      'Next: "kontext: Search Team Knowledge…" for more · ctx_read uri=<uri> level=<0|1|2> (0 one line, 1 overview, 2 full) · ' +
        '"kontext: Why Is This Code Like This?" before changing code · "kontext: Capture Decision…" / "kontext: Capture Convention…" / "kontext: Capture Learning…" what you learn · ' +
        '"kontext: Prepare Commit Report" before committing.',
    );
    const model = await s.conn.sendRequest(CallToolRequest, { name: 'ctx_brief', arguments: {}, hints: 'tool' });
    assert.match(last(model), /^Next: ctx_search query=<words> for more · ctx_read uri=<uri> level=<0\|1\|2> /);
  });

  it('a capture from the editor points at the inbox view to promote it', async () => {
    const r = (await s.conn.sendRequest(ExecuteCommandRequest.type, {
      command: ServerCommands.capture,
      arguments: [{ kind: 'learning', title: 'Cents only', body: 'No floats.', paths: ['src/money.ts'], visibility: 'team' }],
    })) as CallToolResult;
    assert.notEqual(r.isError, true, r.content[0].text);
    assert.match(r.content[0].text, /promote it into that commit — "Promote and Stage" in the kontext Inbox view\./);
  });
});
