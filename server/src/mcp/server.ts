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
import { LineTransport } from './lineTransport';
import { McpLogger } from './mcpLogger';
import { instructionsFor, submodulesWithKnowledge } from './instructions';
import { negotiateVersion, serverCapabilities, Session } from './session';
import type { RepoHandle } from '../tools/context';

export interface McpServerOptions {
  /** Directory to serve (`-C` › KONTEXT_DIR › cwd, resolved by the caller). */
  dir: string;
  /** Package version for serverInfo. */
  version: string;
  input?: Readable;
  output?: Writable;
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

    const transport: LineTransport = new LineTransport({
      input,
      output,
      batchAllowed: () => session.initialized && session.version === '2025-03-26',
      onQueued: () => void loadSdk(),
      onProtocolError: (m) => logger.log('debug', m),
      intercept: (req) => {
        if (req.method !== 'initialize') return null;
        const n = negotiateVersion(req.params);
        if (!n.ok) {
          logger.log('warning', `initialize refused: ${JSON.stringify(n.error.data)}`);
          return { jsonrpc: '2.0', id: req.id, error: n.error };
        }
        session.version = n.version;
        session.initialized = true;
        session.clientInfo = (req.params as Record<string, unknown>).clientInfo;
        const reply = handleReady.then((h) => {
          const root = h.repo?.root ?? null;
          let setUp = false;
          let storeDir = '.ai';
          try {
            if (h.repo) {
              storeDir = h.repo.config().store.dir;
              setUp = h.repo.isSetUp();
            }
          } catch (e) {
            logger.log('error', `configuration: ${(e as Error).message}`);
          }
          const instructions = instructionsFor({ root, setUp, storeDir, knowledgeSubmodules: root ? submodulesWithKnowledge(root, storeDir) : [] });
          return {
            jsonrpc: '2.0',
            id: req.id,
            result: {
              protocolVersion: n.version,
              capabilities: serverCapabilities(),
              serverInfo: { name: 'kontext', version: opts.version },
              instructions,
            },
          };
        });
        // The transport writes the reply in a microtask; setImmediate runs after it.
        initWritten = reply.then(() => new Promise<void>((r) => setImmediate(r))).then(() => {
          logger.notify = (params) => transport.writeMessage({ jsonrpc: '2.0', method: 'notifications/message', params });
          void loadSdk();
        });
        return reply;
      },
    });
    transport.onclose = () => resolve();
  });
}
