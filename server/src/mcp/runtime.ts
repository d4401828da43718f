/**
 * What the MCP handlers share once the SDK is loaded: the session, the tool
 * registry, the repository and the logger.
 */
import type { Registry, ToolContext, ToolResult } from '../tools/registry';
import type { RepoHandle } from '../tools/context';
import type { McpLogger } from './mcpLogger';
import type { Session } from './session';

export interface McpRuntime {
  session: Session;
  registry: Registry;
  handle: RepoHandle;
  logger: McpLogger;
  /**
   * Runs an agent-visible tool; throws UnknownToolError for any other name.
   * `progress` receives its progress (default: MCP logging at info).
   */
  call(name: string, args: unknown, signal?: AbortSignal, progress?: ToolContext['progress']): Promise<ToolResult>;
}
