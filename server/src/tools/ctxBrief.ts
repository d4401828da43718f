/** `ctx_brief`: the team context brief to start a task with (SPEC §6.10). */
import { z } from 'zod';
import { defineTool } from './registry';
import { budgetTokens, readOnly, stringList } from './ctxShared';

export const ctxBriefTool = defineTool({
  name: 'ctx_brief',
  title: 'Team context brief',
  description:
    'Start every task with this: a compact brief of the repository\'s team knowledge — project, rules for agents, active decisions, conventions, pitfalls, module docs, local notes and state — ranked by the files or topics you pass as focus. Then use ctx_search, ctx_read and ctx_why for detail.',
  annotations: readOnly('Team context brief'),
  input: z.strictObject({
    focus: stringList('Paths (files or directories) and/or topic words you will work on; ranks what matters for them first'),
    budget_tokens: budgetTokens('Approximate size in tokens (default: config brief.budget_tokens, 1400; at least 300 is used)'),
    adapters: z.boolean().default(true).describe('Include sections from configured adapters (default true)'),
  }),
  async run(args, ctx) {
    const { brief } = await import('../core/brief');
    // `adapters` has nothing to include until adapters exist (SPEC §10); accepted so agents can pass it.
    return { text: await brief(ctx.repo, { focus: args.focus, budgetTokens: args.budget_tokens }) };
  },
});
