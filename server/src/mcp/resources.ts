/**
 * MCP resources (SPEC §11): `kontext://brief` (unfocused brief, default
 * budget, no adapters), `kontext://entry/<id>` (an entry's Markdown; template
 * `kontext://entry/{id}`), any other URI read like ctx_read level 2. Reads go
 * through the registry (ctx_brief / ctx_read), so they answer like the tools;
 * a failed read is `-32002`.
 */
import { z } from 'zod';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { INVALID_PARAMS, RESOURCE_NOT_FOUND, RpcError } from './session';
import type { McpRuntime } from './runtime';

/** At most this many entries are listed as resources (SPEC §11). */
export const MAX_ENTRY_RESOURCES = 300;

const ListResources = z.object({ method: z.literal('resources/list'), params: z.unknown().optional() });
const ListTemplates = z.object({ method: z.literal('resources/templates/list'), params: z.unknown().optional() });
const ReadResource = z.object({ method: z.literal('resources/read'), params: z.unknown().optional() });

/**
 * Store entries as resources: name = title, description = L0 ≤ 200 (SPEC §11),
 * at most MAX_ENTRY_RESOURCES, in store order.
 */
async function entryResources(rt: McpRuntime): Promise<Record<string, unknown>[]> {
  const [{ loadStore }, { l0 }, { clip }] = await Promise.all([import('../core/store/store'), import('../core/store/summary'), import('../core/text')]);
  const store = await loadStore(rt.handle.repo!);
  return store.entries.slice(0, MAX_ENTRY_RESOURCES).map((e) => ({
    uri: `kontext://entry/${e.id}`,
    name: e.title,
    description: clip(l0(e), 200),
    mimeType: 'text/markdown',
  }));
}

function has(rt: McpRuntime, tool: string): boolean {
  return !!rt.registry.get(tool);
}

async function readViaTool(rt: McpRuntime, tool: string, args: Record<string, unknown>, uri: string): Promise<Record<string, unknown>> {
  const r = await rt.call(tool, args);
  if (r.isError) throw new RpcError(RESOURCE_NOT_FOUND, r.text.replace(/^Error: /, ''), { uri });
  return { contents: [{ uri, mimeType: 'text/markdown', text: r.text }] };
}

export function registerResourceHandlers(server: Server, rt: McpRuntime): void {
  server.setRequestHandler(ListResources, async () => {
    const resources: Record<string, unknown>[] = [];
    if (has(rt, 'ctx_brief') && rt.handle.repo) {
      resources.push({ uri: 'kontext://brief', name: 'brief', title: 'Team context brief', description: "The repository's team context brief (unfocused, no adapters)", mimeType: 'text/markdown' });
    }
    if (has(rt, 'ctx_read') && rt.handle.repo) {
      try {
        resources.push(...(await entryResources(rt)));
      } catch (err) {
        rt.logger.log('error', `listing entries failed: ${(err as Error).message}`);
      }
    }
    return { resources };
  });
  server.setRequestHandler(ListTemplates, async () => ({
    resourceTemplates: has(rt, 'ctx_read')
      ? [{ uriTemplate: 'kontext://entry/{id}', name: 'entry', title: 'Knowledge entry', description: 'A knowledge entry\'s Markdown by id (decision, convention, learning, incident, module doc)', mimeType: 'text/markdown' }]
      : [],
  }));
  server.setRequestHandler(ReadResource, async (req) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    const uri = params.uri;
    if (typeof uri !== 'string' || uri === '') throw new RpcError(INVALID_PARAMS, 'resources/read: params.uri must be a non-empty string');
    if (uri === 'kontext://brief') {
      if (!has(rt, 'ctx_brief')) throw new RpcError(RESOURCE_NOT_FOUND, 'Resource not found: the brief is not available in this build', { uri });
      return readViaTool(rt, 'ctx_brief', { adapters: false }, uri);
    }
    if (!has(rt, 'ctx_read')) throw new RpcError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, { uri });
    const entry = /^kontext:\/\/entry\/(.+)$/.exec(uri);
    if (entry) return readViaTool(rt, 'ctx_read', { uri: `kx:${decodeURIComponent(entry[1])}`, level: 2 }, uri);
    if (uri.startsWith('kontext://')) throw new RpcError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}; use kontext://brief or kontext://entry/<id>`, { uri });
    return readViaTool(rt, 'ctx_read', { uri, level: 2 }, uri);
  });
}
