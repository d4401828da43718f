/**
 * `kontext mcp`: the MCP server on stdio (SPEC §11).
 *
 * Startup order is the point of this file: the line transport reads stdin at
 * once and answers `initialize` itself (version negotiation per §11, which
 * differs from the SDK's), with only the repository lookup done (for the
 * instructions). Right after that reply, `handlers.ts` loads the SDK server,
 * zod, the registry and the engine, and takes over every other message; what
 * arrives meanwhile is queued by the transport. So spawn → `initialize`
 * answered costs little more than starting Node (measured by bench/startup.mjs).
 */
import type { Readable, Writable } from 'node:stream';
import { INVALID_REQUEST, LineTransport } from './lineTransport';
import { McpLogger } from './mcpLogger';
import { initializeReply } from './initReply';
import { negotiateVersion, Session } from './session';
import type { RepoHandle } from '../tools/context';

export interface McpServerOptions {
  /** Directory to serve (`-C` › KONTEXT_DIR › cwd, resolved by the caller). */
  dir: string;
  /** Package version for serverInfo. */
  version: string;
  input?: Readable;
  output?: Writable;
  /** Set when the startup entry already answered `initialize` (entry.ts, fastInit.ts). */
  handoff?: McpHandoff;
}

/** What the startup entry hands over after answering `initialize` itself (or not). */
export interface McpHandoff {
  /** Input read but not consumed (the lines after `initialize`, or everything when it did not answer). */
  pending: string;
  /** True when the input had already ended. */
  ended: boolean;
  /** The session it opened, when it answered `initialize`. */
  initialized?: { version: string; clientInfo: unknown };
}

/**
 * The reply to a request other than `initialize` or `ping` sent before the
 * session is initialized (MCP lifecycle, "Initialization": the client sends
 * nothing else before the server has answered `initialize`): JSON-RPC
 * `-32600` Invalid Request, naming the method and the fix.
 */
export function notInitializedReply(id: string | number, method: string): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id,
    error: { code: INVALID_REQUEST, message: `Invalid Request: ${method} before initialize; send initialize (then notifications/initialized) first` },
  };
}

/**
 * Starts the server and resolves when the input ends and in-flight requests
 * have drained (≤ 5 s), or the transport closes. Never writes anything but
 * JSON-RPC to `output`.
 */
export function startMcpServer(opts: McpServerOptions): Promise<void> {
  const input = opts.input ?? process.stdin;
  const output = opts.output ?? process.stdout;
  const session = new Session();
  const logger = new McpLogger();
  // The repository lookup (one git process) overlaps with the client starting up.
  const handleReady: Promise<RepoHandle> = import('../tools/context').then((m) => m.openRepoHandle(opts.dir, logger));
  let sdk: Promise<unknown> | null = null;
  // Resolves once the initialize reply has been written (the SDK loads after it).
  let initWritten: Promise<unknown> = Promise.resolve();

  return new Promise<void>((resolve) => {
    const loadSdk = () => {
      sdk ??= (async () => {
        const handle = await handleReady;
        await initWritten;
        const { connectSdkServer } = await import('./handlers');
        await connectSdkServer({ transport, session, logger, handle, version: opts.version });
      })().catch((e) => {
        logger.log('critical', `MCP server failed to start: ${(e as Error).stack ?? e}`);
        resolve();
      });
      return sdk;
    };

    const afterInitialize = () => {
      logger.notify = (params) => transport.writeMessage({ jsonrpc: '2.0', method: 'notifications/message', params });
      void loadSdk();
    };
    const done = opts.handoff?.initialized;
    if (done) {
      session.version = done.version;
      session.initialized = true;
      session.clientInfo = done.clientInfo;
    }

    const transport: LineTransport = new LineTransport({
      input,
      output,
      pending: opts.handoff?.pending,
      ended: opts.handoff?.ended,
      batchAllowed: () => session.initialized && session.version === '2025-03-26',
      onQueued: () => void loadSdk(),
      onProtocolError: (m) => logger.log('debug', m),
      intercept: (req) => {
        // MCP lifecycle: before initialize has been answered only ping may be sent; anything
        // else gets an error, never a result.
        if (req.method !== 'initialize') return session.initialized || req.method === 'ping' ? null : notInitializedReply(req.id, req.method);
        const n = negotiateVersion(req.params);
        if (!n.ok) {
          logger.log('warning', `initialize refused: ${JSON.stringify(n.error.data)}`);
          return { jsonrpc: '2.0', id: req.id, error: n.error };
        }
        session.version = n.version;
        session.initialized = true;
        session.clientInfo = (req.params as Record<string, unknown>).clientInfo;
        const reply = handleReady.then((h) => initializeReply(h, req.id, n.version, opts.version, logger));
        // The transport writes the reply in a microtask; setImmediate runs after it.
        initWritten = reply.then(() => new Promise<void>((r) => setImmediate(r))).then(afterInitialize);
        return reply;
      },
    });
    transport.onclose = () => resolve();
    if (done) afterInitialize();
  });
}
