/**
 * LSP integration tests (issue 4): the built server spawned in `lsp` mode,
 * spoken to over stdio with vscode-languageserver-protocol, on real temporary
 * git repositories.
 */
import * as assert from 'node:assert/strict';
import {
  CallHierarchyIncomingCallsRequest,
  CallHierarchyOutgoingCallsRequest,
  CallHierarchyPrepareRequest,
  CodeLensRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExecuteCommandRequest,
  HoverRequest,
  type Hover,
  type MarkupContent,
} from 'vscode-languageserver-protocol/node';
import { CallToolRequest, ServerCommands, StatusNotification } from '../../server/src/protocol';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { eventually, startLsp, type LspSession } from './lspClient';

const DECISION = `---
id: 2026-01-10-prices-are-integer-cents
kind: decision
title: Prices are integer cents
status: accepted
date: 2026-01-10
summary: Every amount is stored as integer cents.
paths: [src/**]
---

## Decision

Every amount is stored as integer cents.
`;

const CONVENTION = `---
id: money-helpers-are-pure
kind: convention
title: Money helpers are pure
summary: No I/O in money helpers.
paths: [src/money.ts]
---

Money helpers take values and return values.
`;

const MODULE = `---
id: mod-src
kind: architecture
title: src
summary: Prices, tax and cart totals.
paths: [src/**]
---

## Overview

Prices, tax and cart totals.
`;

const MONEY_V1 = `export function toCents(amount: number): number {
  return amount * 100;
}

export function addTax(cents: number, rate: number): number {
  return cents + Math.round(cents * rate);
}
`;
const MONEY_V2 = MONEY_V1.replace('  return amount * 100;', '  return Math.round(amount * 100);');
const CART = `import { toCents, addTax } from './money';

export function cartTotal(prices: number[]): number {
  let total = 0;
  for (const p of prices) total += toCents(p);
  return addTax(total, 0.2);
}
`;

function text(h: Hover | null): string {
  return h ? (h.contents as MarkupContent).value : '';
}

describe('kontext lsp (built server over stdio)', function () {
  this.timeout(60_000);
  let repo: TestRepo;
  let s: LspSession;
  let first: string;
  let cents: string;

  before(async () => {
    repo = makeRepo('lsp');
    first = repo.commit('Add money helpers', { 'src/amounts.ts': MONEY_V1 }, '2026-01-05T10:00:00Z');
    cents = repo.commit(
      'Switch to integer cents instead of floats\n\nRounding lost cents.\n\nDecision: 2026-01-10-prices-are-integer-cents',
      { 'src/amounts.ts': MONEY_V2, '.ai/decisions/2026-01-10-prices-are-integer-cents.md': DECISION },
      '2026-01-10T10:00:00Z',
    );
    repo.git('mv', 'src/amounts.ts', 'src/money.ts');
    repo.commit('Rename amounts to money', {}, '2026-01-12T10:00:00Z');
    repo.commit('Add cart', { 'src/cart.ts': CART }, '2026-01-15T10:00:00Z');
    repo.commit('Record conventions and the module', { '.ai/conventions/money-helpers-are-pure.md': CONVENTION, '.ai/architecture/modules/src.md': MODULE }, '2026-01-20T10:00:00Z');
    s = await startLsp(repo.root);
  });

  after(async () => {
    await s?.close();
  });

  const hover = (rel: string, line: number, character = 4) =>
    s.conn.sendRequest(HoverRequest.type, { textDocument: { uri: s.uri(rel) }, position: { line, character } });

  it('answers initialize with hover, call hierarchy and the kontext commands', () => {
    const c = s.init.capabilities;
    assert.equal(c.hoverProvider, true);
    assert.equal(c.callHierarchyProvider, true, 'static call hierarchy when the client cannot register dynamically');
    assert.deepEqual(new Set(c.executeCommandProvider?.commands), new Set(Object.values(ServerCommands)));
    assert.equal(s.init.serverInfo?.name, 'kontext');
  });

  it('hover shows the commit that last changed the line and the decision its trailer links', async () => {
    const t = text(await hover('src/money.ts', 1));
    assert.match(t, new RegExp(cents.slice(0, 7)));
    assert.match(t, /Switch to integer cents instead of floats/);
    assert.match(t, /Ada Tester/);
    assert.match(t, /Prices are integer cents/, 'the Decision trailer resolves to the entry');
    assert.match(t, /\.ai\/decisions\/2026-01-10-prices-are-integer-cents\.md/, 'a link opens the entry');
  });

  it('hover lists the knowledge governing the file and the module summary', async () => {
    const t = text(await hover('src/money.ts', 1));
    assert.match(t, /Knowledge governing this file/);
    assert.match(t, /Money helpers are pure/);
    assert.match(t, /convention/);
    assert.match(t, /Prices, tax and cart totals/, 'module summary');
    const cart = text(await hover('src/cart.ts', 2));
    assert.doesNotMatch(cart, /Money helpers are pure/, 'the convention governs money.ts only');
  });

  it('code lens counts the knowledge governing a file', async () => {
    const lenses = await s.conn.sendRequest(CodeLensRequest.type, { textDocument: { uri: s.uri('src/money.ts') } });
    assert.equal(lenses?.length, 1);
    assert.match(lenses![0].command!.title, /1 decision · 1 convention/);
    assert.equal(lenses![0].command!.command, 'kontext.showKnowledge');
    const entries = lenses![0].command!.arguments![0] as { id: string; file: string }[];
    assert.deepEqual(entries.map((e) => e.id).sort(), ['2026-01-10-prices-are-integer-cents', 'money-helpers-are-pure']);
    const none = await s.conn.sendRequest(CodeLensRequest.type, { textDocument: { uri: s.uri('README.md') } });
    assert.deepEqual(none, []);
  });

  it('a renamed file keeps its history', async () => {
    const t = text(await hover('src/money.ts', 4));
    assert.match(t, new RegExp(first.slice(0, 7)));
    assert.match(t, /Add money helpers/);
    assert.match(t, /amounts\.ts/, 'names the path the line had in its commit');
  });

  it('follows the unsaved buffer: new lines say so, moved lines keep their commit', async () => {
    const uri = s.uri('src/money.ts');
    await s.conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'typescript', version: 1, text: MONEY_V2 } });
    await s.conn.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// nobody saved this\n' }],
    });
    const added = text(await hover('src/money.ts', 0));
    assert.match(added, /unsaved/);
    assert.doesNotMatch(added, new RegExp(`${cents.slice(0, 7)}|${first.slice(0, 7)}`), 'never borrows a neighbour commit');
    const moved = text(await hover('src/money.ts', 2));
    assert.match(moved, new RegExp(cents.slice(0, 7)), 'line 2 of the buffer is line 1 on disk');
  });

  it('a saved but uncommitted line says it is not committed', async () => {
    repo.write('src/cart.ts', CART + '\nexport const FREE = 0;\n');
    const t = text(await hover('src/cart.ts', 8));
    assert.match(t, /not committed yet/);
  });

  it('no hover outside the repository or for untitled buffers', async () => {
    const h = await s.conn.sendRequest(HoverRequest.type, { textDocument: { uri: 'untitled:Untitled-1' }, position: { line: 0, character: 0 } });
    assert.equal(h, null);
  });

  it('call hierarchy: prepare, incoming and outgoing calls from the code graph', async () => {
    const items = await eventually(() => s.conn.sendRequest(CallHierarchyPrepareRequest.type, { textDocument: { uri: s.uri('src/money.ts') }, position: { line: 0, character: 17 } }), 20_000).catch((e) => {
      throw new Error(`${e.message}; server log: ${JSON.stringify(s.notes.get('window/logMessage'))}`);
    });
    assert.equal(items![0].name, 'toCents');
    const incoming = await s.conn.sendRequest(CallHierarchyIncomingCallsRequest.type, { item: items![0] });
    assert.deepEqual(incoming!.map((c) => c.from.name), ['cartTotal']);
    assert.equal(incoming![0].from.uri, s.uri('src/cart.ts'));
    assert.equal(incoming![0].fromRanges[0].start.line, 4, 'the call site line');
    const [total] = (await s.conn.sendRequest(CallHierarchyPrepareRequest.type, { textDocument: { uri: s.uri('src/cart.ts') }, position: { line: 2, character: 17 } }))!;
    const outgoing = await s.conn.sendRequest(CallHierarchyOutgoingCallsRequest.type, { item: total });
    assert.deepEqual(outgoing!.map((c) => c.to.name).sort(), ['addTax', 'toCents']);
  });

  it('kontext/callTool: an unknown tool is a -32602 error', async () => {
    await assert.rejects(s.conn.sendRequest(CallToolRequest, { name: 'no_such_tool', arguments: {} }), (e: { code: number; message: string }) => e.code === -32602 && /Unknown tool: no_such_tool/.test(e.message));
  });

  it('kontext/callTool runs a registry tool and answers the CallToolResult unchanged', async () => {
    const r = await s.conn.sendRequest(CallToolRequest, { name: 'ctx_search', arguments: { query: 'integer cents' } });
    assert.notEqual(r.isError, true, r.content[0]?.text);
    assert.equal(r.content[0].type, 'text');
    assert.match(r.content[0].text, /Prices are integer cents/);
    const hits = r.structuredContent?.hits as { uri: string }[];
    assert.ok(hits.some((h) => h.uri === 'kx:2026-01-10-prices-are-integer-cents'), JSON.stringify(hits));
    const bad = await s.conn.sendRequest(CallToolRequest, { name: 'ctx_search', arguments: { query: 'x', limt: 3 } });
    assert.equal(bad.isError, true);
    assert.match(bad.content[0].text, /^Error: .*limt/);
  });

  it('workspace/executeCommand locate resolves an entry by short reference', async () => {
    const r = (await s.conn.sendRequest(ExecuteCommandRequest.type, { command: ServerCommands.locate, arguments: [{ id: 'kx:2026-01-10-prices' }] })) as { structuredContent?: { file: string; title: string } };
    assert.equal(r.structuredContent?.title, 'Prices are integer cents');
    assert.ok(r.structuredContent?.file.endsWith('.ai/decisions/2026-01-10-prices-are-integer-cents.md'));
  });

  it('sends kontext/status for the status bar', async () => {
    const status = (await eventually(() => s.notes.get(StatusNotification.method)?.at(-1))) as { state: string; root: string; setUp: boolean };
    assert.equal(status.state, 'ready');
    assert.equal(status.root, repo.root);
    assert.equal(status.setUp, true);
  });

  it('writes nothing but protocol frames to stdout and logs to stderr or the console', () => {
    assert.doesNotMatch(s.stderr(), /unhandled/i);
  });
});
