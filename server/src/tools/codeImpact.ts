/** `code_impact`: transitive callers grouped by depth — what may break (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { codeAnnotations, codeOutput, listResult, noSources, pathField, pickDefinition, readyGraph, symbolField, toItem } from './codeShared';

export const codeImpactTool = defineTool({
  name: 'code_impact',
  title: 'Blast radius of a change',
  description:
    'Before changing a symbol, list everything that depends on it transitively: callers (depth 1), their callers (depth 2), and so on up to `depth`. Items are ordered by depth.',
  annotations: codeAnnotations('Blast radius of a change'),
  input: z.strictObject({
    symbol: symbolField,
    path: pathField,
    depth: z.number().int().min(1).max(5).default(2).describe('How many caller levels to follow (1–5, default 2)'),
    limit: z.number().int().min(1).max(200).default(50).describe('Maximum results (1–200, default 50)'),
  }),
  output: codeOutput,
  async run(args, ctx) {
    const g = await readyGraph(ctx);
    if (!g.data.files.size) return noSources();
    const picked = pickDefinition(g, args.symbol, args.path);
    if ('result' in picked) return picked.result;
    return listResult(g.impact(picked.def.ref, args.depth).map(toItem), args.limit);
  },
});
