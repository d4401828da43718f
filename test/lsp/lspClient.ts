/**
 * A real LSP client for the integration tests: spawns the built
 * `dist/kontext.js lsp` and speaks JSON-RPC over its stdio with
 * vscode-languageserver-protocol (no mocks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import * as path from 'node:path';
import * as assert from 'node:assert/strict';
import {
  CallHierarchyIncomingCallsRequest,
  CallHierarchyPrepareRequest,
  createProtocolConnection,
  InitializeRequest,
  InitializedNotification,
  ShutdownRequest,
  ExitNotification,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type InitializeResult,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { KONTEXT_JS, gitEnv } from '../helpers/gitRepo';

export interface LspSession {
  conn: ProtocolConnection;
  child: ChildProcess;
  init: InitializeResult;
  /** Notifications received, by method, in order. */
  notes: Map<string, unknown[]>;
  /** Everything the server wrote to stderr. */
  stderr: () => string;
  uri(rel: string): string;
  close(): Promise<void>;
}

/** Starts `kontext lsp` in `root` and completes the initialize handshake. */
export async function startLsp(root: string, opts: { initializationOptions?: unknown; capabilities?: ClientCapabilities } = {}): Promise<LspSession> {
  const child = spawn(process.execPath, [KONTEXT_JS, 'lsp'], { cwd: root, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const conn = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const notes = new Map<string, unknown[]>();
  for (const method of ['window/logMessage', 'kontext/status', 'kontext/refresh', 'textDocument/publishDiagnostics']) {
    conn.onNotification(method, (params: unknown) => notes.set(method, [...(notes.get(method) ?? []), params]));
  }
  for (const method of ['client/registerCapability', 'workspace/codeLens/refresh']) {
    conn.onRequest(method, (params: unknown) => {
      notes.set(method, [...(notes.get(method) ?? []), params]);
      return null;
    });
  }
  conn.listen();
  const init = await conn.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: path.basename(root) }],
    capabilities: opts.capabilities ?? {},
    initializationOptions: opts.initializationOptions,
  });
  await conn.sendNotification(InitializedNotification.type, {});
  return {
    conn,
    child,
    init,
    notes,
    stderr: () => err,
    uri: (rel) => pathToFileURL(path.join(root, rel)).href,
    async close() {
      await conn.sendRequest(ShutdownRequest.method).catch(() => undefined);
      await conn.sendNotification(ExitNotification.method).catch(() => undefined);
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      conn.dispose();
    },
  };
}

/** Polls `fn` until truthy (deadline `ms`); never sleeps a fixed time. */
export async function eventually<T>(fn: () => T | Promise<T>, ms = 10_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Names of the incoming callers (call hierarchy: prepare, then incoming
 * calls) of the symbol at `line`/`character` (0-based) of file `rel`, sorted;
 * asserts that the position names a symbol.
 */
export async function incomingCallerNames(s: LspSession, rel: string, line: number, character: number): Promise<string[]> {
  const items = await s.conn.sendRequest(CallHierarchyPrepareRequest.type, { textDocument: { uri: s.uri(rel) }, position: { line, character } });
  assert.ok(items?.length, `prepareCallHierarchy found a symbol at ${rel}:${line + 1}:${character + 1}`);
  const incoming = await s.conn.sendRequest(CallHierarchyIncomingCallsRequest.type, { item: items[0] });
  return (incoming ?? []).map((c) => c.from.name).sort();
}
