/**
 * MCP prompts (SPEC §11; wording ours). Each is one user message. A prompt is
 * listed only when every tool it calls is registered; an unknown (or unlisted)
 * prompt name is `-32602`.
 */
import { z } from 'zod';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { INVALID_PARAMS, RpcError } from './session';
import type { McpRuntime } from './runtime';

interface PromptDef {
  name: string;
  title: string;
  description: string;
  /** Tools the prompt tells the agent to call: all must be registered. */
  uses: string[];
  text(): string;
}

const PROMPTS: PromptDef[] = [
  {
    name: 'kontext-commit',
    title: 'Prepare the commit',
    description: 'Prepare the current change for commit: check it against recorded team knowledge, promote or capture what belongs with it, and propose a message with trailers.',
    uses: ['ctx_prepare_commit', 'ctx_capture', 'ctx_inbox'],
    text: () =>
      [
        'Prepare the current change for commit with kontext.',
        '1. Stage the files that belong to this change (git add), unless the user already did.',
        '2. Call ctx_prepare_commit and read the whole report.',
        '3. Inbox candidates that match this change: ask the user to confirm, then promote them with ctx_prepare_commit promote=[ids] (drop=[ids] for ones that are wrong or obsolete).',
        '4. If the change makes a decision, sets a convention or fixes a pitfall that is not recorded yet, capture it with ctx_capture (kind, short title, body, paths of the changed files); if it departs from recorded knowledge, capture a superseding decision with supersedes=[old id]. Then promote it into this commit.',
        '5. Fix every error the Checks section reports before committing (secrets and invalid entries must not reach the repository).',
        '6. Propose a commit message: a short subject, a body that says why, and the trailers the report lists (e.g. `Decision: <id>`).',
      ].join('\n'),
  },
  {
    name: 'kontext-reflect',
    title: 'Capture what this session learned',
    description: 'Capture at most three durable items (decisions, conventions, learnings) from this session into the kontext inbox.',
    uses: ['ctx_search', 'ctx_capture'],
    text: () =>
      [
        'Look back over this session and capture at most three durable items with kontext — things a teammate or a later agent would need: a decision and why, a convention, a pitfall that cost time, an incident.',
        '- Skip anything obvious from the code, temporary, or already recorded: call ctx_search for each candidate first.',
        '- Capture each with ctx_capture: kind, a short title that states it, a brief body (context, the decision or lesson, consequences), and the paths it governs.',
        '- Personal preferences and notes only you need: visibility "private".',
        '- Say what you captured, with the ids, and how to promote them (ctx_prepare_commit before committing).',
      ].join('\n'),
  },
];

const ListPrompts = z.object({ method: z.literal('prompts/list'), params: z.unknown().optional() });
const GetPrompt = z.object({ method: z.literal('prompts/get'), params: z.unknown().optional() });

/** The prompts whose tools are all registered. */
export function availablePrompts(rt: McpRuntime): PromptDef[] {
  return PROMPTS.filter((p) => p.uses.every((t) => rt.registry.get(t) && !rt.registry.get(t)!.internal));
}

export function registerPromptHandlers(server: Server, rt: McpRuntime): void {
  server.setRequestHandler(ListPrompts, async () => ({
    prompts: availablePrompts(rt).map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: [] })),
  }));
  server.setRequestHandler(GetPrompt, async (req) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    const name = params.name;
    if (typeof name !== 'string') throw new RpcError(INVALID_PARAMS, 'prompts/get: params.name must be a string');
    const p = availablePrompts(rt).find((x) => x.name === name);
    if (!p) {
      const known = availablePrompts(rt).map((x) => x.name).join(', ') || '(none)';
      throw new RpcError(INVALID_PARAMS, `Unknown prompt: ${name}; available: ${known}`);
    }
    // Both prompts take no arguments (SPEC §11); a misspelt one must not pass unnoticed.
    const args = params.arguments;
    if (args !== undefined && args !== null && (typeof args !== 'object' || Array.isArray(args))) {
      throw new RpcError(INVALID_PARAMS, `prompts/get: arguments must be an object of strings (${name} takes none)`);
    }
    const given = Object.keys((args ?? {}) as object);
    if (given.length) throw new RpcError(INVALID_PARAMS, `prompts/get: unknown argument ${given.join(', ')}; ${name} takes no arguments`);
    return { description: p.description, messages: [{ role: 'user', content: { type: 'text', text: p.text() } }] };
  });
}
