/** `kontext_reindex` (internal: CLI `kontext reindex`): rebuild the search index, print the document count (SPEC §6.4, §13). */
import { z } from 'zod';
import { defineTool } from './registry';

export const kontextReindexTool = defineTool({
  name: 'kontext_reindex',
  title: 'Rebuild the search index',
  description: 'Rebuild the search index from scratch and report how many documents it holds.',
  annotations: { title: 'Rebuild the search index', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  internal: true,
  input: z.strictObject({}),
  output: z.object({ docs: z.number() }),
  async run(_args, ctx) {
    const { reindex } = await import('../core/search/search');
    const r = await reindex(ctx.repo);
    return { text: `indexed ${r.docs} document(s)`, structured: { docs: r.docs } };
  },
});
