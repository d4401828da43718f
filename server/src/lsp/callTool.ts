/**
 * `kontext/callTool {name, arguments, folder?}`: runs any registry tool with
 * origin `editor` and answers the MCP CallToolResult unchanged (SPEC §11b), so
 * the editor's commands, views and chat tools can never disagree with MCP or
 * the CLI. An unknown tool is a ResponseError (-32602, like MCP); every other
 * failure is an `isError` result.
 */
import { ErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { CallToolRequest, type CallToolResult } from '../protocol';
import { UnknownToolError } from '../tools/registry';
import type { LspContext } from './context';
import { toCallToolResult } from './convert';
import { runSafe } from './safe';

/** Tools whose successful call changes what the inbox / commit-prep views show. */
const WRITES: Record<string, ('inbox' | 'store' | 'commitPrep')[]> = {
  ctx_capture: ['inbox', 'store', 'commitPrep'],
  ctx_inbox: ['inbox', 'store', 'commitPrep'],
  ctx_prepare_commit: ['inbox', 'store', 'commitPrep'],
};

/** Runs `name` through the registry in the repository of `folder` (default repository when absent). */
export async function callRegistryTool(ctx: LspContext, name: string, args: unknown, folder?: string, signal?: AbortSignal): Promise<CallToolResult> {
  const { repo, error } = await ctx.workspace.defaultRepo(folder);
  const result = await (await ctx.registry()).call(name, args, { repo, repoError: error, log: ctx.log, origin: 'editor', signal });
  if (!result.isError && WRITES[name]) ctx.wrote(WRITES[name]);
  return toCallToolResult(result);
}

export function registerCallTool(ctx: LspContext): void {
  ctx.connection.onRequest(CallToolRequest, (params, token) => {
    const fallback: CallToolResult = { content: [{ type: 'text', text: `Error: ${params?.name} failed; see the kontext log` }], isError: true };
    return runSafe(ctx.log, `kontext/callTool ${params?.name}`, token, fallback, async () => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      try {
        return await callRegistryTool(ctx, params.name, params.arguments ?? {}, params.folder, abort.signal);
      } catch (e) {
        if (e instanceof UnknownToolError) throw new ResponseError(ErrorCodes.InvalidParams, e.message);
        throw e;
      }
    });
  });
}
