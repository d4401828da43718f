/** `code_callees`: outgoing edges — what this calls (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { codeAnnotations, codeOutput, listResult, noSources, pathField, pickDefinition, readyGraph, symbolField, toItem } from './codeShared';

export const codeCalleesTool = defineTool({
  name: 'code_callees',
  title: 'What this symbol calls',
  description:
    'List the functions, methods and classes a symbol calls directly (outgoing edges) that are defined in this repository, with how each call was resolved (`via`). Several definitions with that name → candidates; pass `path`.',
  annotations: codeAnnotations('What this symbol calls'),
  input: z.strictObject({
    symbol: symbolField,
    path: pathField,
    limit: z.number().int().min(1).max(50).default(20).describe('Maximum results (1–50, default 20)'),
  }),
  output: codeOutput,
  async run(args, ctx) {
    const g = await readyGraph(ctx);
    if (!g.data.files.size) return noSources();
    const picked = pickDefinition(g, args.symbol, args.path);
    if ('result' in picked) return picked.result;
    return listResult(g.callees(picked.def.ref).map(toItem), args.limit);
  },
});
