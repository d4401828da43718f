/**
 * `workspace/executeCommand` (SPEC §11b): capture, promote, drop and
 * prepare-commit go through the registry (origin `editor`); status and locate
 * answer from the engine. Every command takes one argument object (with an
 * optional `folder` choosing the repository) and answers a CallToolResult.
 */
import { ServerCommands, type CallToolResult } from '../protocol';
import type { LspContext } from './context';
import { callRegistryTool } from './callTool';
import { engine } from './lazy';
import { runSafe } from './safe';
import { redactShown } from './redact';

type Args = Record<string, unknown> & { folder?: string };

/** Command id → the registry call (tool name and arguments) it makes. */
const TOOL_COMMANDS: Record<string, (a: Args) => [string, Record<string, unknown>]> = {
  [ServerCommands.capture]: ({ folder: _f, ...a }) => ['ctx_capture', a],
  [ServerCommands.promote]: ({ ids }) => ['ctx_inbox', { action: 'promote', ids }],
  [ServerCommands.share]: ({ ids }) => ['kontext_promote', { ids, share: true }],
  [ServerCommands.drop]: ({ ids }) => ['ctx_inbox', { action: 'drop', ids }],
  [ServerCommands.prepareCommit]: ({ folder: _f, ...a }) => ['ctx_prepare_commit', a],
};

function text(t: string, isError = false, structuredContent?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: t }], ...(structuredContent ? { structuredContent } : {}), ...(isError ? { isError } : {}) };
}

async function run(ctx: LspContext, command: string, a: Args): Promise<CallToolResult> {
  const tool = TOOL_COMMANDS[command];
  if (tool) return callRegistryTool(ctx, ...tool(a), a.folder);
  const { repo, error } = await ctx.workspace.defaultRepo(a.folder);
  if (!repo) return text(`Error: ${error}; open a folder inside a git repository`, true);
  if (command === ServerCommands.locate) {
    const found = await (await engine()).entryLocation(repo, String(a.id ?? ''));
    return found ? text(found.file, false, { ...found, title: redactShown(repo, found.title) }) : text(`Error: no entry ${a.id}; check the id`, true);
  }
  return text(`Error: unknown command ${command}`, true);
}

export function registerCommands(ctx: LspContext): void {
  ctx.connection.onExecuteCommand((params, token) => {
    const fallback = text(`Error: ${params.command} failed; see the kontext log`, true);
    return runSafe(ctx.log, params.command, token, fallback, () => run(ctx, params.command, (params.arguments?.[0] ?? {}) as Args));
  });
}

/** The command ids announced in the server's capabilities. */
export const COMMAND_IDS = Object.values(ServerCommands);
