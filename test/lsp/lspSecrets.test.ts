/**
 * Everything the language server shows is redacted like a tool answer
 * (newcomer 8 #6, SPEC §9.2): code lens titles and the entry titles the lens
 * opens, hover, diagnostics, call-hierarchy names and signatures, and the
 * entry `locate` returns — texts built outside Registry.call, which redacts
 * every tool answer. An entry title and a function's default value hold a
 * GitHub token. Built server over stdio, real temp repository.
 */
import * as assert from 'node:assert/strict';
import {
  CallHierarchyIncomingCallsRequest,
  CallHierarchyPrepareRequest,
  CodeLensRequest,
  ExecuteCommandRequest,
  HoverRequest,
  type Hover,
  type MarkupContent,
} from 'vscode-languageserver-protocol/node';
import { ServerCommands } from '../../server/src/protocol';
import { makeRepo } from '../helpers/gitRepo';
import { eventually, startLsp, type LspSession } from './lspClient';

const TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

const DECISION = `---
id: 2026-01-10-rotate-the-deploy-token
kind: decision
title: Rotate the deploy token ${TOKEN} monthly
status: accepted
date: 2026-01-10
summary: The token ${TOKEN} is rotated on the first of each month.
paths: [src/**]
---

## Decision

Rotate it monthly.
`;

const CONN = `export function connect(token = "${TOKEN}"): string {
  return token;
}
`;
const MAIN = `import { connect } from './conn';

export function main(): string {
  return connect();
}
`;

describe('kontext lsp: no raw secret in what the editor shows (newcomer 8 #6, built server)', function () {
  this.timeout(60_000);
  let s: LspSession;

  before(async () => {
    const repo = makeRepo('lsp-secrets');
    repo.commit('Deploy token handling', { '.ai/decisions/2026-01-10-rotate-the-deploy-token.md': DECISION, 'src/conn.ts': CONN, 'src/main.ts': MAIN }, '2026-01-10T10:00:00Z');
    s = await startLsp(repo.root);
  });
  after(async () => {
    await s?.close();
  });

  it('code lens: the titles of the entries it opens are redacted; ids and files kept', async () => {
    const lenses = await s.conn.sendRequest(CodeLensRequest.type, { textDocument: { uri: s.uri('src/conn.ts') } });
    assert.equal(lenses?.length, 1);
    const raw = JSON.stringify(lenses);
    assert.ok(!raw.includes(TOKEN), raw);
    const [entry] = lenses![0].command!.arguments![0] as { id: string; title: string; file: string }[];
    assert.match(entry.title, /^Rotate the deploy token \[redacted[^\]]*\] monthly$/);
    assert.equal(entry.id, '2026-01-10-rotate-the-deploy-token');
    assert.ok(entry.file.endsWith('.ai/decisions/2026-01-10-rotate-the-deploy-token.md'));
  });

  it('hover: the knowledge listed and the line itself show no token', async () => {
    const h = (await s.conn.sendRequest(HoverRequest.type, { textDocument: { uri: s.uri('src/conn.ts') }, position: { line: 0, character: 4 } })) as Hover | null;
    const t = h ? (h.contents as MarkupContent).value : '';
    assert.match(t, /Rotate the deploy token/);
    assert.ok(!t.includes(TOKEN), t);
  });

  it('call hierarchy: the signature (detail) is redacted, and the follow-up requests still work', async () => {
    const items = await eventually(() => s.conn.sendRequest(CallHierarchyPrepareRequest.type, { textDocument: { uri: s.uri('src/conn.ts') }, position: { line: 0, character: 17 } }), 20_000);
    assert.equal(items[0].name, 'connect');
    assert.ok(!JSON.stringify(items).includes(TOKEN), JSON.stringify(items));
    assert.match(items[0].detail ?? '', /\[redacted/);
    const incoming = await s.conn.sendRequest(CallHierarchyIncomingCallsRequest.type, { item: items[0] });
    assert.deepEqual(incoming!.map((c) => c.from.name), ['main']);
  });

  it('diagnostics and locate: no token', async () => {
    const diags = await eventually(() => s.notes.get('textDocument/publishDiagnostics')?.length && s.notes.get('textDocument/publishDiagnostics'), 20_000);
    assert.ok(!JSON.stringify(diags).includes(TOKEN), JSON.stringify(diags));
    const r = (await s.conn.sendRequest(ExecuteCommandRequest.type, { command: ServerCommands.locate, arguments: [{ id: 'kx:2026-01-10-rotate' }] })) as { structuredContent?: { title: string; id: string } };
    assert.equal(r.structuredContent?.id, '2026-01-10-rotate-the-deploy-token');
    assert.match(r.structuredContent?.title ?? '', /^Rotate the deploy token \[redacted[^\]]*\] monthly$/);
  });
});
