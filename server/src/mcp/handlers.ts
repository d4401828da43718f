/**
 * Loaded after `initialize` has been answered: builds the SDK server, the
 * registry and every handler. Everything heavy (the SDK and its schemas,
 * zod, the registry and the engine) enters the process here, never before.
 */
import { z } from 'zod';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { LEVELS } from '../core/logger';
import { deferCommitFiles } from '../core/search/indexPolicy';
import { buildRegistry } from '../tools/index';
import { UnknownToolError } from '../tools/registry';
import { toolContext } from '../tools/context';
import type { RepoHandle } from '../tools/context';
import type { LineTransport } from './lineTransport';
import { isLevel } from './mcpLogger';
import type { McpLogger } from './mcpLogger';
import { registerPromptHandlers } from './prompts';
import { registerResourceHandlers } from './resources';
import { INVALID_PARAMS, RpcError, serverCapabilities } from './session';
import type { Session } from './session';
import { registerToolHandlers } from './tools';
import type { McpRuntime } from './runtime';

const SetLevel = z.object({ method: z.literal('logging/setLevel'), params: z.unknown().optional() });

/** The SDK validates elicitation results with this; we never elicit, so skip loading Ajv. */
const noJsonSchemaValidator = {
  getValidator: () => (input: unknown) => ({ valid: true as const, data: input as never, errorMessage: undefined }),
};

/** Connects the SDK server to `transport` and registers every handler. */
export async function connectSdkServer(opts: {
  transport: LineTransport;
  session: Session;
  logger: McpLogger;
  handle: RepoHandle;
  version: string;
}): Promise<Server> {
  deferCommitFiles(); // a long-running server: a cold index reads the commits' paths in the background
  const registry = buildRegistry();
  const rt: McpRuntime = {
    session: opts.session,
    registry,
    handle: opts.handle,
    logger: opts.logger,
    call: (name, args, signal, progress) => {
      const def = registry.get(name);
      // Internal (CLI/editor-only) tools do not exist for agents.
      if (!def || def.internal) return Promise.reject(new UnknownToolError(name, registry.agentTools().map((t) => t.name)));
      return registry.call(name, args, toolContext(opts.handle, opts.logger, 'agent', { signal, progress: progress ?? ((m) => opts.logger.log('info', m)) }));
    },
  };
  const server = new Server(
    { name: 'kontext', version: opts.version },
    { capabilities: serverCapabilities(), jsonSchemaValidator: noJsonSchemaValidator },
  );
  registerToolHandlers(server, rt);
  registerPromptHandlers(server, rt);
  registerResourceHandlers(server, rt);
  server.setRequestHandler(SetLevel, async (req) => {
    const level = (req.params as Record<string, unknown> | undefined)?.level;
    if (!isLevel(level)) throw new RpcError(INVALID_PARAMS, `logging/setLevel: unknown level ${JSON.stringify(level ?? null)}; use one of ${LEVELS.join(', ')}`);
    opts.logger.min = level;
    return {};
  });
  server.onerror = (e) => opts.logger.log('warning', `protocol: ${e.message}`);
  await server.connect(opts.transport);
  return server;
}
