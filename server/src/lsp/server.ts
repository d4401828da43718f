/**
 * `kontext lsp`: the language server the extension starts (SPEC §11b). A thin
 * front end: each feature is one file registered from the list below; the
 * engine is `server/src/core` and the tool registry. `initialize` is answered
 * before any store, index or grammar is loaded; status and diagnostics are
 * computed in the background after `initialized`.
 *
 * Transport: stdio by default (`--node-ipc` / `--socket=` are honoured when a
 * client passes them). stdout carries only the protocol: logs go to the
 * connection console (the extension's output channel) and stderr.
 *
 * Exit codes (LSP `exit`: 0 after `shutdown`, else 1 — vscode-languageserver
 * exits on the `exit` notification itself). **[I]** End of input: 0 after
 * `shutdown`; 0 when no client ever sent `initialize` (nothing was served:
 * `kontext lsp < /dev/null`, a person trying the command); 1 when a client
 * that initialized went away without `shutdown`, as vscode-languageserver
 * does. The last two print one line on stderr saying which.
 */
import { fileURLToPath } from 'node:url';
import {
  CodeLensRefreshRequest,
  ProposedFeatures,
  TextDocumentSyncKind,
  TextDocuments,
  StreamMessageReader,
  StreamMessageWriter,
  createConnection,
  type Connection,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LEVELS, type Level, type Logger } from '../core/logger';
import { deferCommitFiles } from '../core/search/indexPolicy';
import { RefreshNotification, type InitOptions } from '../protocol';
import type { Registry } from '../tools/registry';
import { registerCallHierarchy, announceCallHierarchy, DEFAULT_CALL_HIERARCHY_LANGUAGES } from './callHierarchy';
import { registerCallTool } from './callTool';
import { registerCodeLens } from './codeLens';
import { COMMAND_IDS, registerCommands } from './commands';
import { registerDiagnostics } from './diagnostics';
import type { LspContext } from './context';
import { registerGraphSync, type GraphSync } from './graphSync';
import { registerHover } from './hover';
import { registerStatus } from './status';
import { LspWorkspace } from './workspace';
import { core } from './lazy';

/** Options from the command line (`kontext [-C dir] lsp [--log-level l]`). */
export interface LspServerOptions {
  /** Directory to serve when the client names no workspace folder (`-C` › KONTEXT_DIR › cwd). */
  dir?: string;
  /** Package version for `serverInfo`. */
  version?: string;
  /** Minimum level sent to the client's log (default `info`). */
  logLevel?: Level;
}

/** Logger writing to the connection console (window/logMessage) at or above `min`. */
function connectionLogger(connection: Connection, min: Level): Logger {
  return {
    log(level, message) {
      if (LEVELS.indexOf(level) < LEVELS.indexOf(min)) return;
      const line = `[${level}] ${message}`;
      if (LEVELS.indexOf(level) >= LEVELS.indexOf('error')) connection.console.error(line);
      else if (level === 'warning') connection.console.warn(line);
      else if (level === 'debug') connection.console.log(line);
      else connection.console.info(line);
    },
  };
}

function makeConnection(): Connection {
  const viaArgs = process.argv.some((a) => a === '--node-ipc' || a.startsWith('--socket=') || a.startsWith('--pipe='));
  // A reader/writer rather than the raw streams: given streams, vscode-languageserver exits the
  // process on end of input by itself (code 1 unless shut down), silently, before we can tell a
  // client that vanished from one that never came (startLspServer decides, see the header).
  return viaArgs
    ? createConnection(ProposedFeatures.all)
    : createConnection(ProposedFeatures.all, new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
}

/** Exit code and stderr line for the end of input (see the header); '' = quiet. */
export function endOfInput(session: { initialized: boolean; shutdown: boolean }): { code: number; message: string } {
  if (session.shutdown) return { code: 0, message: '' };
  if (!session.initialized) {
    return { code: 0, message: 'kontext lsp: input ended before a client connected; nothing to serve (the editor extension starts this mode; kontext --help lists the commands)' };
  }
  return { code: 1, message: 'kontext lsp: the client closed the connection without shutdown; exiting with code 1' };
}

/**
 * Starts the server on this process's stdio. Resolves with the exit code when
 * the input ends (see the header); the client's `exit` notification ends the
 * process in vscode-languageserver (0 after `shutdown`, else 1).
 */
export function startLspServer(opts: LspServerOptions = {}): Promise<number> {
  deferCommitFiles(); // a long-running server: a cold index reads the commits' paths in the background
  const connection = makeConnection();
  const log = connectionLogger(connection, opts.logLevel ?? 'info');
  const documents = new TextDocuments(TextDocument);
  const workspace = new LspWorkspace(log, opts.dir);
  /** Hovers re-check the store on their next call (after `.ai/` or config changes and kontext's own writes). */
  const forgetStoreSnapshots = () => void core().then((m) => workspace.repos().forEach((r) => m.forgetStoreSnapshot(r)));
  let registry: Promise<Registry> | undefined;
  let lensRefresh = false;
  // workspace/codeLens/refresh only when the client supports it (else lenses update on the next edit).
  const refreshLenses = () => {
    if (lensRefresh) void connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
  };
  const feats: { status?: { changed(): void }; diagnostics?: { refresh(): void }; graph?: GraphSync } = {};
  const ctx: LspContext = {
    connection,
    documents,
    workspace,
    log,
    registry: () => (registry ??= import('../tools/index').then((m) => m.buildRegistry())),
    options: {},
    caps: { dynamicCallHierarchy: false, dynamicWatchers: false },
    statusChanged: () => feats.status?.changed(),
    graphSettled: () => feats.graph?.settled() ?? Promise.resolve(),
    wrote(what) {
      forgetStoreSnapshots();
      void connection.sendNotification(RefreshNotification, { what });
      feats.diagnostics?.refresh();
      feats.status?.changed();
      refreshLenses();
    },
  };

  const session = { initialized: false, shutdown: false };
  connection.onShutdown(() => {
    session.shutdown = true;
  });
  connection.onInitialize((params): InitializeResult => {
    session.initialized = true;
    ctx.options = (params.initializationOptions ?? {}) as InitOptions;
    workspace.folders = (params.workspaceFolders ?? []).map((f) => fileURLToPath(f.uri));
    if (!workspace.folders.length && params.rootUri) workspace.folders = [fileURLToPath(params.rootUri)];
    lensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    ctx.caps.dynamicCallHierarchy = params.capabilities.textDocument?.callHierarchy?.dynamicRegistration === true;
    ctx.caps.dynamicWatchers = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        codeLensProvider: { resolveProvider: false },
        // Without dynamic registration the client gets call hierarchy for every language.
        callHierarchyProvider: !ctx.caps.dynamicCallHierarchy,
        executeCommandProvider: { commands: COMMAND_IDS },
        workspace: { workspaceFolders: { supported: true } },
      },
      serverInfo: { name: 'kontext', version: opts.version ?? '0' },
    };
  });

  registerHover(ctx);
  registerCodeLens(ctx);
  registerCallHierarchy(ctx);
  registerCommands(ctx);
  registerCallTool(ctx);
  const diagnostics = registerDiagnostics(ctx);
  feats.diagnostics = diagnostics;
  feats.status = registerStatus(ctx, diagnostics.counts);
  feats.graph = registerGraphSync(ctx);
  // Store, config or source files changed on disk (the client watches them): re-index the
  // sources, re-check, recount, redraw lenses.
  connection.onDidChangeWatchedFiles((params) => {
    feats.graph?.watched(params.changes);
    forgetStoreSnapshots();
    feats.diagnostics?.refresh();
    refreshLenses();
  });

  connection.onInitialized(() => {
    if (ctx.caps.dynamicCallHierarchy) {
      const languages = ctx.options.callHierarchyLanguages ?? DEFAULT_CALL_HIERARCHY_LANGUAGES;
      void announceCallHierarchy(ctx, languages).catch((e) => log.log('warning', `call hierarchy registration failed: ${(e as Error).message}`));
    }
    if (ctx.caps.dynamicWatchers) void feats.graph?.watch().catch((e) => log.log('warning', `source file watcher registration failed: ${(e as Error).message}`));
    // Open the default repository in the background, then compute status and diagnostics.
    void workspace.defaultRepo().then(() => {
      feats.diagnostics?.refresh();
      feats.status?.changed();
    });
  });

  const closed = new Promise<number>((resolve) => {
    const ended = () => {
      const { code, message } = endOfInput(session);
      if (message) process.stderr.write(`${message}\n`);
      resolve(code);
    };
    connection.onExit(() => resolve(session.shutdown ? 0 : 1));
    process.stdin.once('end', ended);
    process.stdin.once('close', ended);
  });
  documents.listen(connection);
  connection.listen();
  return closed;
}
