/**
 * The `initialize` result (SPEC §11): negotiated version, capabilities,
 * serverInfo and the instructions for this repository. Shared by the startup
 * entry's fast path (entry.ts → fastInit.ts) and server.ts, so both answer alike.
 */
import type { Logger } from '../core/logger';
import type { RepoHandle } from '../tools/context';
import { instructionsFor, submodulesWithKnowledge } from './instructions';
import { serverCapabilities } from './session';

/** The JSON-RPC reply to `initialize` request `id`, for a session on protocol `protocolVersion`. */
export function initializeReply(h: RepoHandle, id: string | number, protocolVersion: string, serverVersion: string, logger: Logger): Record<string, unknown> {
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
    id,
    result: {
      protocolVersion,
      capabilities: serverCapabilities(),
      serverInfo: { name: 'kontext', version: serverVersion },
      instructions,
    },
  };
}
