/** `ctx_why`: why a path, line range, commit or symbol is the way it is (SPEC §6.8). */
import { z } from 'zod';
import { defineTool } from './registry';
import { readOnly } from './ctxShared';

/** How long `kontext why <symbol>` waits for a first graph index (ms). */
const CLI_GRAPH_WAIT_MS = 10 * 60_000;

export const ctxWhyTool = defineTool({
  name: 'ctx_why',
  title: 'Explain why code is so',
  description:
    'Explain why code is the way it is before you change it: the recorded knowledge governing a path, this clone\'s inbox notes on it (not shared yet), its module doc, who last changed the given lines (blame) and the decision-shaped commits in its history (for lines or a symbol: the commits that changed those lines). Target: a path, path:line, path:start-end, a commit sha, a symbol (or a test case by its name), or a topic. Use it when code looks odd or before rewriting something you did not write.',
  annotations: readOnly('Explain why code is so'),
  // A target that does not exist or cannot be blamed: named as the field at fault (registry errorText).
  errorField: { name: 'target', reasons: ['invalid-argument', 'not-found'] },
  input: z.strictObject({
    target: z.string().min(1).describe('A path, path:line, path:start-end, a commit sha (≥7 hex), or a symbol (e.g. Cart.total) or topic'),
    path: z
      .string()
      .min(1)
      .optional()
      .describe('With a symbol target: the file or directory holding the definition meant, when several share the name (`file:line` picks within a file); repository-relative, or absolute inside the repository'),
    limit: z.int().min(3).max(40).optional().describe('Items per section, 3–40 (default 12); given, the history lists that many commits too'),
  }),
  async run(args, ctx) {
    const { why } = await import('../core/why');
    // A mistyped path is named with near matches, as the code tools do (codeScope), before any lookup.
    const { checkScope } = await import('./codeScope');
    const path = await checkScope(ctx.repo, args.path, { tool: 'ctx_why' });
    return { text: await why(ctx.repo, args.target, {
        limit: args.limit,
        ...(path !== undefined ? { path } : {}),
        // A one-shot CLI process needs the graph for a symbol and would lose a half-built index on exit: wait, with progress on stderr.
        // Agents hear the progress of the ≤ 5 s wait too (MCP: notifications/progress when they asked for it).
        ...(ctx.origin === 'cli' ? { graphWaitMs: CLI_GRAPH_WAIT_MS } : {}),
        progress: ctx.progress,
        ...(ctx.cwd ? { cwd: ctx.cwd } : {}),
      }) };
  },
});
