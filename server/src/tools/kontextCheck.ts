/** `kontext_check` (internal: CLI `kontext check [--staged]`): validate knowledge files, scan for secrets (SPEC §2.8). */
import { z } from 'zod';
import { defineTool } from './registry';

export const kontextCheckTool = defineTool({
  name: 'kontext_check',
  title: 'Check knowledge files',
  description: 'Validate the knowledge store and scan for secrets (working tree, or the staged blobs with staged=true).',
  annotations: { title: 'Check knowledge files', readOnlyHint: true, openWorldHint: false },
  internal: true,
  input: z.strictObject({ staged: z.boolean().default(false).describe('Check the staged blobs (as the pre-commit hook does)') }),
  output: z.object({ files: z.number(), errors: z.number(), warnings: z.number() }),
  async run(args, ctx) {
    const { runCheck } = await import('../core/check');
    const r = await runCheck(ctx.repo, { staged: args.staged });
    return { text: r.lines.join('\n'), structured: { files: r.files, errors: r.errors, warnings: r.warnings } };
  },
});
