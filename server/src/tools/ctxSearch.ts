/** `ctx_search`: federated BM25 search over knowledge, docs, history and the inbox (SPEC §6.3–§6.6). */
import { z } from 'zod';
import { defineTool } from './registry';
import { budgetTokens, readOnly, stringList } from './ctxShared';
import { nextStep } from '../core/hints';

/**
 * Whether a query is written as a code name rather than words: one token
 * with a lower-to-upper case change (`orderTotal`, `OrderTotal`), an inner
 * `_` (`order_total`), a `.`/`::`/`#` between names (`Cart.total`), or a
 * trailing `()`. A plain word (`auth`, `Engine`) is not: it reads as a topic.
 */
export function looksLikeCodeName(query: string): boolean {
  const q = query.trim().replace(/\(\)$/, '');
  if (!/^[\p{L}_$][\p{L}\p{N}_$]*(?:(?:\.|::|#)[\p{L}_$][\p{L}\p{N}_$]*)*$/u.test(q)) return false;
  return q !== query.trim() || /\p{Ll}\p{Lu}/u.test(q) || /[^_]_[^_]/.test(q) || /\.|::|#/.test(q);
}

const hit = z.object({
  source: z.string().describe('local, inbox, <submodule>/ or an adapter name'),
  uri: z.string().describe('Pass to ctx_read: kx:<id>, file:<path>[#anchor], git:<sha>, inbox:<id>'),
  title: z.string(),
  snippet: z.string(),
  kind: z.string().optional(),
  status: z.string().optional(),
  date: z.string().optional(),
  score: z.number(),
});

export const ctxSearchTool = defineTool({
  name: 'ctx_search',
  title: 'Search team knowledge',
  description:
    'Search the repository\'s team knowledge (decisions, conventions, learnings, incidents, module docs), its Markdown docs, its commit history and the local inbox, ranked by relevance. Use it when you need what the team decided or learned about a topic, identifier or path beyond what ctx_brief showed; then ctx_read a hit\'s URI for detail. Each hit: N. title — snippet [kind · status · date · source] <uri>.',
  annotations: readOnly('Search team knowledge'),
  input: z.strictObject({
    query: z.string().min(1).describe('Words, identifiers or paths to look for (orderTotal, order_total and "order total" find each other)'),
    kinds: stringList('Only these kinds: decision, convention, learning, incident, architecture, doc, commit (aliases accepted)'),
    sources: stringList('Only these sources: local and/or adapter names (default: all)'),
    limit: z.int().min(1).max(50).default(10).describe('Maximum hits, 1–50 (default 10)'),
    budget_tokens: budgetTokens('Approximate size of the answer in tokens (default 1200)', 1200),
  }),
  output: z.object({ hits: z.array(hit), notes: z.array(z.string()) }),
  async run(args, ctx) {
    const { search } = await import('../core/search/search');
    const r = await search(ctx.repo, { query: args.query, kinds: args.kinds, sources: args.sources, limit: args.limit, budgetTokens: args.budget_tokens });
    // Knowledge and history rarely define code: a code name is pointed at the code graph's search (newcomer 9 #22).
    const code = looksLikeCodeName(args.query) ? `\n(${args.query.trim()} looks like a code name; its definitions: ${nextStep.searchCode(args.query.trim())})` : '';
    return { text: `${r.text}${code}`, structured: { hits: r.hits, notes: r.notes } };
  },
});
