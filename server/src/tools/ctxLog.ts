/** `ctx_log`: the decision log (or another kind's entries), newest first (SPEC §6.9). */
import { z } from 'zod';
import { defineTool } from './registry';
import { readOnly } from './ctxShared';

const row = z.object({
  date: z.string().describe('YYYY-MM-DD, or empty when unknown'),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  summary: z.string(),
  commit: z.string().describe('Short sha of the commit that added the file, or empty'),
  superseded_by: z.array(z.string()),
  path: z.string(),
});

export const ctxLogTool = defineTool({
  name: 'ctx_log',
  title: 'List the decision log',
  description:
    'List the team\'s decisions (or the entries of another kind: convention, learning, incident, architecture), newest first, with status and the commit that added each. Use it to see what has been decided over time; use ctx_search to find decisions on a topic.',
  annotations: readOnly('List the decision log'),
  input: z.strictObject({
    kind: z.string().min(1).default('decision').describe('Kind to list: decision (default), convention, learning, incident, architecture or a custom kind (aliases accepted)'),
    all: z.boolean().default(false).describe('Also list superseded, deprecated and rejected entries'),
    limit: z.int().min(1).max(500).default(40).describe('Maximum rows, 1–500 (default 40)'),
  }),
  output: z.object({ rows: z.array(row) }),
  async run(args, ctx) {
    const { decisionLog } = await import('../core/decisionLog');
    const r = await decisionLog(ctx.repo, { kind: args.kind, all: args.all, limit: args.limit });
    return { text: r.text, structured: { rows: r.rows } };
  },
});
