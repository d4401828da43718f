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
import { editorForm } from './hintForm';

type Written = ('inbox' | 'store' | 'commitPrep')[];

/**
 * What a successful call changed, for the views to redraw (`kontext/refresh`);
 * empty when it only read. Reads must never announce a change: the views
 * refresh by reading (ctx_inbox list, ctx_prepare_commit without promote/drop),
 * so announcing those would make a view and the server refresh each other forever.
 */
export function writtenBy(name: string, args: unknown): Written {
  const a = (args && typeof args === 'object' ? args : {}) as Record<string, unknown>;
  const nonEmpty = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v != null);
  const all: Written = ['inbox', 'store', 'commitPrep'];
  if (name === 'ctx_capture') return all;
  if (name === 'ctx_inbox') return a.action === 'promote' || a.action === 'drop' ? all : [];
  if (name === 'ctx_prepare_commit') return nonEmpty(a.promote) || nonEmpty(a.drop) ? all : [];
  return [];
}

/**
 * Runs `name` through the registry in the repository of `folder` (default
 * repository when absent). Hints in the answer name palette commands unless
 * `hints` is 'tool' (chat tools: a model reads them).
 */
export async function callRegistryTool(
  ctx: LspContext,
  name: string,
  args: unknown,
  folder?: string,
  signal?: AbortSignal,
  hints: 'editor' | 'tool' = 'editor',
): Promise<CallToolResult> {
  const { repo, error } = await ctx.workspace.defaultRepo(folder);
  // Saves and watched files reported before this call are in its answer (code_* tools, why <symbol>).
  await ctx.graphSettled();
  const hintForm = hints === 'tool' ? undefined : editorForm;
  const result = await (await ctx.registry()).call(name, args, { repo, repoError: error, log: ctx.log, origin: 'editor', signal, hintForm });
  const written = result.isError ? [] : writtenBy(name, args);
  if (written.length) ctx.wrote(written);
  return toCallToolResult(result);
}

export function registerCallTool(ctx: LspContext): void {
  ctx.connection.onRequest(CallToolRequest, (params, token) => {
    const fallback: CallToolResult = { content: [{ type: 'text', text: `Error: ${params?.name} failed; see the kontext log` }], isError: true };
    return runSafe(ctx.log, `kontext/callTool ${params?.name}`, token, fallback, async () => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      try {
        return await callRegistryTool(ctx, params.name, params.arguments ?? {}, params.folder, abort.signal, params.hints === 'tool' ? 'tool' : 'editor');
      } catch (e) {
        if (e instanceof UnknownToolError) throw new ResponseError(ErrorCodes.InvalidParams, e.message);
        throw e;
      }
    });
  });
}
