/** `code_symbol`: exact-name lookup → file:line + signature (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { DEF_KINDS } from '../core/graph/types';
import { rankDefinitions } from '../core/graph/rank';
import { checkScope, limitField, offsetField, codeAnnotations, codeOutput, listResult, noSources, noSymbol, pathField, readyGraph, toItem } from './codeShared';
import { defined } from '../core/hints';

export const codeSymbolTool = defineTool({
  name: 'code_symbol',
  title: 'Find a symbol definition',
  description:
    'Find where a function, method, class, interface, type, enum or const is defined, by exact name (bare or qualified like `Class.method`). Returns path:line with the signature and the first paragraph of its doc comment (structured: also endLine); the definition most likely meant first (outside tests, exported, most called). Use search_code when you only know roughly what it does.',
  annotations: codeAnnotations('Find a symbol definition'),
  input: z.strictObject({
    name: z.string().min(1).describe('Exact symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`)'),
    kind: z.enum(DEF_KINDS).optional().describe('Only definitions of this kind'),
    path: pathField.describe('Only definitions in this repository-relative file or directory'),
    limit: limitField(50, 10),
    offset: offsetField(),
  }),
  output: codeOutput,
  async run(args, ctx) {
    const scope = await checkScope(ctx.repo, args.path, { tool: 'code_symbol' });
    const g = await readyGraph(ctx);
    if (!g.data.files.size) return noSources();
    const defs = g.findDefinitions(args.name, { kind: args.kind, path: scope?.replace(/:\d+$/, '') });
    // A name defined nowhere (not merely outside the filters) gets the nearest names.
    if (!defs.length && !g.findDefinitions(args.name).length) return noSymbol(g, args.name);
    // Ranked like ambiguous candidates (outside tests, exported, most called first); each with its end line and doc.
    const items = rankDefinitions(g, defs).map((d) => toItem(d, true));
    return listResult(items, args.limit, { tool: 'code_symbol', args: defined({ name: args.name, kind: args.kind, path: scope }), max: 50 }, { doc: true, offset: args.offset });
  },
});
