/** `search_code`: BM25 over symbol names, signatures and doc comments (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { KontextError } from '../core/errors';
import { limitField, offsetField, codeAnnotations, noSources, readyGraph } from './codeShared';
import { codeOutput, listResult, toItem } from './codeItems';

export const searchCodeTool = defineTool({
  name: 'search_code',
  title: 'Search code symbols',
  description:
    'Find functions, classes, methods and types by words from their names, signatures or doc comments (`order total` finds `orderTotal` and `order_total`). Use code_symbol when you know the exact name.',
  annotations: codeAnnotations('Search code symbols'),
  input: z.strictObject({
    query: z.string().min(1).describe('Words or identifiers to look for'),
    limit: limitField(50, 10),
    offset: offsetField(),
  }),
  output: codeOutput,
  async run(args, ctx) {
    if (!args.query.trim()) throw new KontextError('invalid-argument', 'query: blank; pass words or identifiers from a symbol name, signature or doc comment');
    const g = await readyGraph(ctx);
    if (!g.data.files.size) return noSources();
    // The footer counts every further match (newcomer4 #2), not just the one past the limit.
    const r = g.searchCode(args.query, args.offset + args.limit);
    return listResult(r.items.map((d) => toItem(d)), args.limit, { tool: 'search_code', args: { query: args.query }, max: 50 }, { total: r.total, offset: args.offset });
  },
});
