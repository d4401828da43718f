/**
 * MCP `tools/list` and `tools/call` (SPEC §11). The negotiated protocol
 * version gates Tool.title, outputSchema and structuredContent (2025-06-18
 * and later; structuredContent never on isError results). Results are one
 * text item clipped to 90,000 code points. An unknown tool is the only
 * protocol error (`-32602 Unknown tool: <name>`); everything else is an
 * isError result.
 */
import { z } from 'zod';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { clip } from '../core/text';
import { UnknownToolError } from '../tools/registry';
import { toolSchemas } from '../tools/toolArgs';
import type { ToolContext, ToolDef, ToolResult } from '../tools/registry';
import { hasStructuredContent, INVALID_PARAMS, RpcError } from './session';
import type { McpRuntime } from './runtime';

/** Size cap of a result's text item (SPEC §11). */
export const MAX_RESULT_CHARS = 90_000;

// Loose request shapes: we validate params ourselves so that bad params are
// -32602 naming the field, not the SDK's generic parse failure.
const ListTools = z.object({ method: z.literal('tools/list'), params: z.unknown().optional() });
const CallTool = z.object({ method: z.literal('tools/call'), params: z.unknown().optional() });

/** The tools/list entry of one tool for a session speaking `version`. */
export function describeTool(def: ToolDef<any>, version: string): Record<string, unknown> {
  const schemas = toolSchemas(def);
  const modern = hasStructuredContent(version);
  const tool: Record<string, unknown> = { name: def.name };
  if (modern) tool.title = def.title;
  tool.description = def.description;
  tool.inputSchema = schemas.input;
  if (modern && schemas.output) tool.outputSchema = schemas.output;
  tool.annotations = { title: def.title, ...def.annotations };
  return tool;
}

/** The CallToolResult for a registry result in a session speaking `version`. */
export function toCallToolResult(def: ToolDef<any> | undefined, r: ToolResult, version: string): Record<string, unknown> {
  const out: Record<string, unknown> = { content: [{ type: 'text', text: clip(r.text, MAX_RESULT_CHARS) }] };
  if (r.isError) out.isError = true;
  else if (r.structured && def?.output && hasStructuredContent(version)) out.structuredContent = r.structured;
  return out;
}

/**
 * Progress of one tools/call as MCP `notifications/progress` for the
 * client's `_meta.progressToken` (undefined when the client gave none: then
 * progress goes to logging). `progress` is the count of files done (or 0) and
 * only increases, as the protocol requires: a report that does not advance
 * it is not sent.
 */
export function progressSender(meta: unknown, send: (n: { method: 'notifications/progress'; params: Record<string, unknown> }) => Promise<void>): ToolContext['progress'] {
  const token = (meta as { progressToken?: unknown } | undefined)?.progressToken;
  if (typeof token !== 'string' && typeof token !== 'number') return undefined;
  let last = -1;
  return (message, at) => {
    const progress = at?.done ?? 0;
    if (progress <= last) return;
    last = progress;
    const params: Record<string, unknown> = { progressToken: token, progress, message };
    if (at?.total) params.total = at.total;
    // A closed pipe must not turn a progress line into a failed call.
    send({ method: 'notifications/progress', params }).catch(() => undefined);
  };
}

export function registerToolHandlers(server: Server, rt: McpRuntime): void {
  server.setRequestHandler(ListTools, async () => ({
    tools: rt.registry.agentTools().map((t) => describeTool(t, rt.session.version)),
  }));
  // Server.setRequestHandler wraps tools/call in the SDK's own request schema,
  // which turns non-object `arguments` into a protocol error; SPEC §11 wants an
  // isError result naming the problem, so we register on Protocol directly.
  Protocol.prototype.setRequestHandler.call(server, CallTool, async (req, extra) => {
    const params = req.params as Record<string, unknown> | undefined;
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw new RpcError(INVALID_PARAMS, 'tools/call: params must be an object {name, arguments}');
    const name = params.name;
    if (typeof name !== 'string') throw new RpcError(INVALID_PARAMS, 'tools/call: params.name must be a string (the tool name)');
    try {
      const r = await rt.call(name, params.arguments, extra.signal, progressSender(params._meta, (n) => extra.sendNotification(n as never)));
      return toCallToolResult(rt.registry.get(name), r, rt.session.version);
    } catch (e) {
      if (e instanceof UnknownToolError) throw new RpcError(INVALID_PARAMS, e.message);
      throw e;
    }
  });
}
