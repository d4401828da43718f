/**
 * What the code_* tools and search_code share (SPEC §12): opening the graph
 * (with the "indexing" wait), resolving a `symbol`/`path` argument to one
 * definition or a list of candidates, the output schema and the text lines
 * `<path>:<line>  <kind> <name>[  ‹signature≤160›]`.
 */
import * as fs from 'node:fs';
import { z } from 'zod';
import type { Repo } from '../core/repo';
import { openGraph, type CodeGraph, type EdgeItem, type SymbolItem } from '../core/graph/graph';
import { LANGUAGES } from '../core/graph/languages';
import { clip } from '../core/text';
import { KontextError } from '../core/errors';
import { nearPaths, repoFiles } from '../core/pathSuggest';
import type { ToolAnnotations, ToolContext, ToolResult } from './registry';
import { renderHint, type HintValue } from '../core/hints';

/** Annotations of every code-graph tool (SPEC §12). */
export function codeAnnotations(title: string): ToolAnnotations {
  return { title, readOnlyHint: true, openWorldHint: false };
}

/** One item of a code-graph answer (structuredContent). */
export const codeItem = z.object({
  name: z.string(),
  kind: z.string(),
  path: z.string().describe('repository-relative, forward slashes'),
  line: z.number().int().describe('1-based'),
  signature: z.string().optional(),
  via: z.enum(['import', 'alias', 'receiver', 'same-file', 'name']).optional().describe('how the edge was resolved'),
  depth: z.number().int().optional(),
});

/** structuredContent of every code-graph tool. */
export const codeOutput = z.object({
  items: z.array(codeItem),
  truncated: z.boolean(),
  candidates: z.array(codeItem).optional().describe('several definitions matched: pass `path` to pick one'),
});

export type CodeItem = z.infer<typeof codeItem>;

/** Field descriptions shared by the tools. */
export const symbolField = z.string().min(1).describe('Symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`)');
export const pathField = z
  .string()
  .min(1)
  .optional()
  .describe('Repository-relative file or directory holding the definition, to pick one of several (`file:line` picks within a file)');

/**
 * Opens the graph and waits for the first index: ≤ 5 s for agents and the
 * editor (then the "indexing; retry" error, SPEC §12); the CLI waits until it
 * is done, with progress on stderr, since a one-shot process cannot retry.
 */
export async function readyGraph(ctx: ToolContext & { repo: Repo }): Promise<CodeGraph> {
  const g = openGraph(ctx.repo);
  if (ctx.origin === 'cli') {
    const t = setInterval(() => {
      const p = g.status().progress;
      if (p && p.total) ctx.progress?.(`graph: indexing ${p.done}/${p.total} files`);
    }, 2000);
    try {
      await g.ensure(60 * 60_000);
    } finally {
      clearInterval(t);
    }
  } else await g.ensure();
  return g;
}

/** Text when the repository has no file in a supported language (SPEC §12). */
export function noSources(): ToolResult {
  return { text: `No supported source files (languages: ${LANGUAGES.map((l) => l.id).join(', ')})`, structured: { items: [], truncated: false } };
}

/** Structured form of a definition or edge. */
export function toItem(s: SymbolItem & { via?: CodeItem['via']; depth?: number }): CodeItem {
  const it: CodeItem = { name: s.name, kind: s.kind, path: s.path, line: s.line };
  if (s.signature) it.signature = s.signature;
  if (s.via) it.via = s.via;
  if (s.depth !== undefined) it.depth = s.depth;
  return it;
}

/** One text line per item (SPEC §12), impact items prefixed `d<depth> `. */
export function itemLine(it: CodeItem): string {
  const sig = it.signature ? `  ${clip(it.signature, 160)}` : '';
  const d = it.depth !== undefined ? `d${it.depth} ` : '';
  return `${d}${it.path}:${it.line}  ${it.kind} ${it.name}${sig}`;
}

/** The same tool called again for more items: its name, its arguments without `limit`, and its maximum limit. */
export interface MoreCall {
  tool: string;
  args: Record<string, HintValue>;
  max: number;
}

/**
 * Formats a list answer with the limit applied: lines, `(+K more)`, or `No
 * matches.`. With `more`, the `(+K more — …)` line names the call that shows
 * them (a raised limit, capped at the tool's maximum), in the caller's front
 * end form (core/hints.ts).
 */
export function listResult(all: CodeItem[], limit: number, more?: MoreCall): ToolResult {
  const items = all.slice(0, limit);
  const truncated = all.length > items.length;
  if (!items.length) return { text: 'No matches.', structured: { items: [], truncated: false } };
  const lines = items.map(itemLine);
  if (truncated) {
    const raise = more && limit < more.max ? ` — ${renderHint({ tool: more.tool, args: { ...more.args, limit: Math.min(all.length, more.max) } })}` : '';
    lines.push(`(+${all.length - items.length} more${raise})`);
  }
  return { text: lines.join('\n'), structured: { items, truncated } };
}

/**
 * The answer for a name with no definition anywhere in the graph: `No
 * matches: no symbol X; did you mean …?` with the nearest definition names
 * (CodeGraph.noSymbolNote), so a typo is not answered by a bare "No matches.".
 */
export function noSymbol(g: CodeGraph, symbol: string): ToolResult {
  return { text: `No matches: ${g.noSymbolNote(symbol)} (or search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })})`, structured: { items: [], truncated: false } };
}

/**
 * Resolves `symbol` (+ optional `path`) to exactly one definition. Otherwise
 * returns the answer to give: the ambiguity list or "no definition".
 */
export function pickDefinition(g: CodeGraph, symbol: string, path?: string, tool?: string): { def: SymbolItem } | { result: ToolResult } {
  // `path` may pin a line too (`src/a.ts:42`), for two definitions in one file.
  const at = path ? /^(.*):(\d+)$/.exec(path) : null;
  let defs = g.findDefinitions(symbol, { path: at ? at[1] : path });
  if (at && defs.length > 1) {
    const line = Number(at[2]);
    const hit = defs.filter((d) => d.line <= line && d.endLine >= line);
    if (hit.length) defs = [hit[hit.length - 1]];
  }
  // A bare name means the free function when members share it (`track` vs `Dep.track`).
  if (defs.length > 1 && !/[.#:]/.test(symbol)) {
    const free = defs.filter((d) => !d.container);
    if (free.length === 1) defs = free;
  }
  if (defs.length === 1) return { def: defs[0] };
  if (!defs.length) {
    if (!g.findDefinitions(symbol).length) return { result: noSymbol(g, symbol) };
    const where = path ? ` under ${path}` : '';
    return { result: { text: `No matches. (no definition of ${symbol}${where}; search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })})`, structured: { items: [], truncated: false } } };
  }
  const candidates = defs.slice(0, 50).map(toItem);
  // The example picks the first candidate by path:line, which also separates two definitions in one file.
  const example = tool ? ` — e.g. ${renderHint({ tool, args: { symbol, path: `${candidates[0].path}:${candidates[0].line}` } })}` : '';
  const lines = [`Ambiguous: ${defs.length} definitions of ${symbol}; pass path (the file, or path:line)${example}`, ...candidates.map(itemLine)];
  return { result: { text: lines.join('\n'), structured: { items: [], candidates, truncated: false } } };
}

/** `o` without its undefined fields, as hint arguments. */
export function defined(o: Record<string, HintValue | undefined>): Record<string, HintValue> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, HintValue>;
}

/** The MoreCall of an edge tool: the same symbol and path (and `extra`, e.g. depth) with a raised limit. */
export function moreCall(tool: string, args: EdgeArgs, max: number, extra: Record<string, HintValue> = {}): MoreCall {
  return { tool, args: defined({ symbol: args.symbol, path: args.path, ...extra }), max };
}

/** A result limit `1–max` with its default, described for the model (SPEC §12 ranges). */
export function limitField(max: number, def: number) {
  return z.number().int().min(1).max(max).default(def).describe(`Maximum results (1–${max}, default ${def})`);
}

/** Input fields of the edge tools: `symbol`, `path`, `limit` (1–max, default def; SPEC §12). */
export function edgeFields(max: number, def: number) {
  return { symbol: symbolField, path: pathField, limit: limitField(max, def) };
}

/** The arguments the edge tools share (code_callers, code_callees, code_impact; SPEC §12). */
export interface EdgeArgs {
  symbol: string;
  path?: string;
  limit: number;
}

/**
 * Checks a `path` scope argument (file or directory, optional `:line`):
 * inside the repository and present in the working tree. Throws
 * KontextError 'invalid-argument' (outside) or 'not-found' (with near
 * matches), so a mistyped scope is not answered "No matches.".
 */
export async function checkScope(repo: Repo, scope: string | undefined): Promise<void> {
  if (scope === undefined) return;
  const rel = scope.replace(/:\d+$/, '').replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (rel.split('/').includes('..') || rel.startsWith('/')) {
    throw new KontextError('invalid-argument', `path: ${scope} is outside the repository; pass a repository-relative file or directory`);
  }
  if (rel && !fs.existsSync(repo.abs(rel))) {
    const near = nearPaths(rel, await repoFiles(repo).catch(() => []));
    throw new KontextError('not-found', `path: ${rel} does not exist in the repository${near.length ? `; did you mean ${near.join(', ')}?` : ''}`);
  }
}

/**
 * Answers an edge tool: waits for the graph, answers "no supported files",
 * resolves `symbol` (+ `path`) to one definition — or answers the ambiguity
 * list / "no definition" — then lists what `edges` returns for it, cut at
 * `limit`.
 */
export async function answerEdges(
  ctx: ToolContext & { repo: Repo },
  args: EdgeArgs,
  edges: (g: CodeGraph, def: SymbolItem) => (EdgeItem | (SymbolItem & { depth?: number; via?: CodeItem['via'] }))[],
  more?: MoreCall,
): Promise<ToolResult> {
  await checkScope(ctx.repo, args.path);
  const g = await readyGraph(ctx);
  if (!g.data.files.size) return noSources();
  const picked = pickDefinition(g, args.symbol, args.path, more?.tool);
  if ('result' in picked) return picked.result;
  return listResult(edges(g, picked.def).map(toItem), args.limit, more);
}
