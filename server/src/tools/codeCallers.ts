/** `code_callers`: incoming edges — who calls this (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { codeAnnotations, codeOutput, listResult, noSources, pathField, pickDefinition, readyGraph, symbolField, toItem } from './codeShared';

export const codeCallersTool = defineTool({
  name: 'code_callers',
  title: 'Who calls this symbol',
  description:
    'List the functions and methods that call a symbol (incoming edges), resolved through imports, aliases, re-exports and typed receivers — not by name alone. Each item says how it was resolved (`via`). Several definitions with that name → candidates; pass `path`.',
  annotations: codeAnnotations('Who calls this symbol'),
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
    return listResult(g.callers(picked.def.ref).map(toItem), args.limit);
  },
});
