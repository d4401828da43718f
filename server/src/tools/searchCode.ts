/** `search_code`: BM25 over symbol names, signatures and doc comments (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { KontextError } from '../core/errors';
import { limitField, offsetField, codeAnnotations, noSources, readyGraph } from './codeShared';
import { codeOutput, listResult, toItem } from './codeItems';
import type { CodeGraph } from '../core/graph/graph';
import { gitGrepCommand, kontextCommand, renderHint } from '../core/hints';
import { didYouMean } from '../core/suggest';
import { echoed, plural } from '../core/text';
import type { ToolResult } from './registry';

/** A word for a POSIX shell: bare when safe, else single-quoted. */
function shellQuoted(w: string): string {
  return /^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}

/**
 * The answer when no symbol name, signature or doc comment holds the
 * query's words (newcomer CLI #4: a bare `No matches.` named no next step,
 * where the other code tools name one). One line: `No matches for zzqxqq
 * in the names, signatures and doc comments of 3 indexed files`, then the
 * next steps — for a one-word query the nearest definition names with the
 * call that shows the first (CodeGraph.nearestSymbols, as code_symbol's
 * "did you mean"); the text search, `git grep -n -i zzqxqq` (one `-e` per
 * word), for what the graph does not hold (strings, comments, other
 * languages); and, when the graph left source files out (skip rules, size,
 * languages it does not read) or read some with errors, how many, with the
 * command naming them (`kontext graph status`).
 */
function noHits(g: CodeGraph, query: string): ToolResult {
  const words = query.trim().split(/\s+/);
  const parts = [`No matches for ${echoed(query.trim())} in the names, signatures and doc comments of ${plural(g.data.files.size, 'indexed file')}`];
  const near = words.length === 1 ? g.nearestSymbols(words[0]) : [];
  if (near.length) parts.push(`${didYouMean(near)} (${renderHint({ tool: 'code_symbol', args: { name: near[0] } })})`);
  const grep = words.length === 1 ? shellQuoted(words[0]) : words.map((w) => `-e ${shellQuoted(w)}`).join(' ');
  // The whole tree, as the graph answers for it (gitGrepCommand: from a subfolder too).
  // Words holding a regular expression's characters (`***`, `a[b`) are searched as fixed strings: git grep reads patterns as regular expressions (newcomer 40 #11).
  const fixed = words.some((w) => /[\\^$.*+?()[\]{}|]/.test(w)) ? '-F ' : '';
  parts.push(`to search the files' text instead: ${gitGrepCommand(`-n -i ${fixed}${grep}`)}`);
  const s = g.status();
  // Files in languages the graph does not read (`make.bat`, `.sql`) are not source it left out (newcomer 28 #7).
  const other = s.otherLanguageFiles.length;
  const leftOut = Object.values(s.skipped).reduce((a, b) => a + b, 0) - other;
  const partial = [
    leftOut > 0 ? `${plural(leftOut, 'source file')} left out` : '',
    other ? `${plural(other, 'file')} in languages it does not read` : '',
    s.errors ? `${plural(s.errors, 'file')} read with errors` : '',
  ].filter(Boolean);
  if (partial.length) parts.push(`the graph has ${partial.length > 1 ? `${partial.slice(0, -1).join(', ')} and ${partial[partial.length - 1]}` : partial[0]} (${kontextCommand('graph status')} names them)`);
  return { text: parts.join('; '), structured: { items: [], truncated: false } };
}

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
    if (!r.total) return noHits(g, args.query);
    return listResult(r.items.map((d) => toItem(d)), args.limit, { tool: 'search_code', args: { query: args.query }, max: 50 }, { total: r.total, offset: args.offset });
  },
});
