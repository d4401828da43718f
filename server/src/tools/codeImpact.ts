/** `code_impact`: transitive callers grouped by depth — what may break (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { moreCall, answerEdges, codeAnnotations, edgeFields } from './codeShared';
import { codeOutput } from './codeItems';

export const codeImpactTool = defineTool({
  name: 'code_impact',
  title: 'Blast radius of a change',
  description:
    'Before changing a symbol, list everything that depends on it transitively: callers (depth 1), their callers (depth 2), and so on up to `depth`. Items are ordered by depth.',
  annotations: codeAnnotations('Blast radius of a change'),
  input: z.strictObject({
    ...edgeFields(200, 50),
    depth: z.number().int().min(1).max(5).default(2).describe('How many caller levels to follow (1–5, default 2)'),
  }),
  output: codeOutput,
  run: (args, ctx) => answerEdges(ctx, args, (g, def) => g.impact(def.ref, args.depth, !def.group), moreCall('code_impact', args, 200, { depth: args.depth }), 'impact', args.depth),
});
