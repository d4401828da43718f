/** `kontext_status` (internal: CLI `kontext status`): identity, layers, store, index, inbox, hooks (SPEC §13). */
import { z } from 'zod';
import { defineTool } from './registry';

export const kontextStatusTool = defineTool({
  name: 'kontext_status',
  title: 'Repository status',
  description: 'Report repository identity, configuration layers, store, index, inbox, hooks and stale decisions.',
  annotations: { title: 'Repository status', readOnlyHint: true, openWorldHint: false },
  internal: true,
  input: z.strictObject({
    write_commit_graph: z.boolean().default(false).describe("Write git's changed-path commit-graph first (only on the user's explicit request)"),
  }),
  async run(args, ctx) {
    const { statusReport } = await import('../core/status');
    return { text: await statusReport(ctx.repo, { writeCommitGraph: args.write_commit_graph }) };
  },
});
