/**
 * What the code_* tools and search_code share (SPEC §12): opening the graph
 * (with the "indexing" wait), resolving a `symbol`/`path` argument to one
 * definition or a list of candidates, the output schema and the text lines
 * `<path>:<line>  <kind> <name>[  ‹signature≤160›]`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import { relativeToRoot, type Repo } from '../core/repo';
import { openGraph, type CodeGraph, type EdgeItem, type SymbolItem } from '../core/graph/graph';
import { progressText } from '../core/graph/indexProgress';
import { LANGUAGES } from '../core/graph/languages';
import { clip, echoed } from '../core/text';
import { KontextError } from '../core/errors';
import { nearPaths, repoFiles } from '../core/pathSuggest';
import type { ToolAnnotations, ToolContext, ToolResult } from './registry';
import { apartByName, defined, renderHint, type HintValue } from '../core/hints';
import { isTestPath, rankDefinitions } from '../core/graph/rank';
import { CLASS_LIKE_KINDS } from '../core/graph/types';
import { MAX_FILE_BYTES } from '../core/graph/indexer';
import { callsText, mixedCallsText, choiceNote, defLabel, shownKind, sizeText, depthHeading, edgeHeader, firstParagraph, noEdgesText, unresolvedText, type ContainerMembers, type EdgeKind } from './codeText';
import { isLiteralPattern } from '../core/globs';
import { skippedNotes, withLines } from './codeSkipped';

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
  endLine: z.number().int().optional().describe('1-based last line of the definition'),
  signature: z.string().optional(),
  doc: z.string().optional().describe('first paragraph of the doc comment, clipped'),
  via: z.enum(['import', 'alias', 'receiver', 'same-file', 'base', 'name']).optional().describe('how the edge was resolved (base: the call names a base method this one overrides or implements, see through)'),
  through: z.string().optional().describe('code_callers/code_impact, via base: the base class or interface method the calls name'),
  callsThrough: z
    .array(z.object({ through: z.string(), lines: z.array(z.number().int()) }))
    .optional()
    .describe('code_callers/code_impact: the lines among calls that name a base class or interface method (through), when the caller also calls it directly or through another base method'),
  callsDirect: z
    .array(z.number().int())
    .optional()
    .describe('with callsThrough: the lines among calls that call it directly (a line can be in both, e.g. s.area() + q.area())'),
  depth: z.number().int().optional(),
  callee: z.string().optional().describe('code_impact, depth 2 and more: the caller of the level above that these calls call'),
  calls: z
    .array(z.number().int())
    .optional()
    .describe('1-based lines of the call sites: in this caller (code_callers, code_impact), or in the asked function (code_callees)'),
  overloads: z
    .array(z.number().int())
    .optional()
    .describe('1-based lines of every same-named method of this class (overloads, this one included): one symbol, since calls are not told apart by argument types'),
  accessors: z.boolean().optional().describe('set with overloads when they are the getter and setter of one property (TypeScript/JavaScript `get x()` / `set x(v)`)'),
});

/** structuredContent of every code-graph tool. */
export const codeOutput = z.object({
  items: z.array(codeItem),
  truncated: z.boolean(),
  candidates: z.array(codeItem).optional().describe('several definitions matched: pass `path` to pick one'),
  definition: codeItem.optional().describe('the definition the answer is for (code_callers, code_callees, code_impact)'),
  unresolved: z
    .object({ count: z.number().int(), examples: z.array(z.string()) })
    .optional()
    .describe('calls named like the definition that resolve to no definition (receiver of unknown type, or several same-named definitions): not listed, may call it (code_callers, code_impact); examples are path:line'),
});

export type CodeItem = z.infer<typeof codeItem>;

/** Field descriptions shared by the tools. */
export const symbolField = z.string().min(1).describe('Symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`)');
export const pathField = z
  .string()
  .min(1)
  .optional()
  .describe('File or directory holding the definition, to pick one of several (`file:line` picks within a file): repository-relative, or absolute inside the repository');

/** While an agent or the editor waits for the first index, its progress is reported this often (ms). */
const AGENT_PROGRESS_MS = 1000;

/**
 * Opens the graph and waits for the first index: ≤ 5 s for agents and the
 * editor (then the "indexing (n/N files, about K s left); retry" error, SPEC
 * §12), reporting progress meanwhile (MCP sends it as notifications/progress
 * when the client gave a progressToken); the CLI waits until it is done, with
 * progress on stderr, since a one-shot process cannot retry.
 */
export async function readyGraph(ctx: ToolContext & { repo: Repo }): Promise<CodeGraph> {
  const g = openGraph(ctx.repo);
  const cli = ctx.origin === 'cli';
  if (g.status().state === 'ready' || !ctx.progress) {
    await g.ensure(cli ? 60 * 60_000 : undefined);
    return g;
  }
  const report = () => {
    const s = g.status();
    if (s.state !== 'indexing' || !s.progress) return;
    // The CLI prints counts only (a "listing files" line says nothing a person needs); agents get every tick.
    if (cli && !s.progress.total) return;
    const text = cli ? `graph: indexing ${progressText(s.progress)}` : `code graph: indexing (${progressText(s.progress)}); answering when it is done, or after 5 s`;
    ctx.progress?.(text, { done: s.progress.done, total: s.progress.total });
  };
  // Agents hear at once that the first index runs. A saved graph loads in well under a tick: nothing to announce
  // (newcomer 9 #21: each of 10 concurrent first calls said "indexing (listing files)" while a saved graph loaded).
  const first = cli || g.hasSavedGraph() ? undefined : setTimeout(report, 0);
  const t = setInterval(report, cli ? 2000 : AGENT_PROGRESS_MS);
  try {
    await g.ensure(cli ? 60 * 60_000 : undefined);
  } finally {
    clearTimeout(first);
    clearInterval(t);
  }
  return g;
}

/** Text when the repository has no file in a supported language (SPEC §12). */
export function noSources(): ToolResult {
  return { text: `No supported source files (languages: ${LANGUAGES.map((l) => l.id).join(', ')})`, structured: { items: [], truncated: false } };
}

/** A definition or edge as toItem takes it: edges carry `via`, call `sites` and (impact) `depth`. */
export type ItemSource = SymbolItem & { via?: CodeItem['via']; through?: string; depth?: number; callee?: string; sites?: { line: number; through?: string }[] };

/**
 * Structured form of a definition or edge. `full` adds the definition's
 * `endLine` and `doc` (first paragraph, ≤ 300 characters): code_symbol
 * items, candidates and the answer's `definition`. An edge's call sites
 * become `calls`, sorted distinct lines.
 */
export function toItem(s: ItemSource, full = false): CodeItem {
  const it: CodeItem = { name: s.name, kind: shownKind(s), path: s.path, line: s.line };
  if (full && s.kind !== 'module') it.endLine = s.endLine;
  if (s.signature) it.signature = s.signature;
  const doc = full ? firstParagraph(s.doc, 300) : '';
  if (doc) it.doc = doc;
  if (s.via) it.via = s.via;
  if (s.through) it.through = s.through;
  if (s.depth !== undefined) it.depth = s.depth;
  if (s.callee) it.callee = s.callee;
  if (s.sites?.length) it.calls = [...new Set(s.sites.map((c) => c.line))].sort((a, b) => a - b);
  // Calls of one caller resolved two ways: which lines name a base method (newcomer 9 #5: `(calls at 10, 12)` hid that 10 was `e.run()` on an Engine).
  if (!s.through && s.sites?.some((c) => c.through)) {
    const by = new Map<string, Set<number>>();
    for (const c of s.sites) if (c.through) (by.get(c.through) ?? by.set(c.through, new Set()).get(c.through)!).add(c.line);
    it.callsThrough = [...by].map(([through, lines]) => ({ through, lines: [...lines].sort((a, b) => a - b) }));
    it.callsDirect = [...new Set(s.sites.filter((c) => !c.through).map((c) => c.line))].sort((a, b) => a - b);
  }
  if (s.overloads && s.overloads.length > 1) it.overloads = s.overloads;
  if (s.accessors && it.overloads) it.accessors = true;
  return it;
}

/** How list lines show extras: the call lines' verb (`calls` for callers, `called` for callees) and the doc line. */
export interface LineStyle {
  calls?: 'calls' | 'called';
  doc?: boolean;
}

/**
 * One text line per item (SPEC §12): `path:line  kind name  signature≤160`,
 * then `  (calls it on lines 41, 57)` / `  (called on line 8)` when the item has call lines and `style.calls`
 * names them; with `style.doc`, the doc's first paragraph (≤ 160) on a second
 * line indented by four spaces.
 */
export function itemLine(it: CodeItem, style: LineStyle = {}): string {
  const sig = it.signature ? `  ${clip(it.signature, 160)}` : '';
  // A caller through a base method names it: `(calls Shape.area on line 12)`.
  const callers = style.calls === 'calls';
  // Impact's deeper levels call the caller above them, not the symbol asked about: `(calls Button.draw on line 8)`.
  const direct = `calls ${it.callee ?? 'it'}`;
  const calls = !style.calls ? '' : it.callsThrough && callers ? mixedCallsText(it.callsDirect ?? [], it.callsThrough, direct) : callsText(it.calls, !callers ? 'called' : it.through ? `calls ${it.through}` : direct);
  const doc = style.doc && it.doc ? `\n    ${clip(it.doc, 160)}` : '';
  const over = !it.overloads || it.overloads.length < 2 ? '' : it.accessors ? '  (get/set pair)' : `  (+${it.overloads.length - 1} overload${it.overloads.length > 2 ? 's' : ''})`;
  return `${it.path}:${it.line}  ${fileLevel(it) ? 'top-level code (outside any function)' : `${it.kind} ${it.name}`}${sig}${over}${calls}${doc}`;
}

/**
 * Whether an item is a file's top level (graph `fileItem`: kind `module`,
 * named by the file's base name), which calls outside every definition
 * belong to. Its line is its first call's, so the text names it as code, not
 * as a module starting there (newcomer 10 #21).
 */
function fileLevel(it: CodeItem): boolean {
  return it.kind === 'module' && it.name === it.path.slice(it.path.lastIndexOf('/') + 1);
}

/** The same tool called again for more items: its name, its arguments without `limit`, and its maximum limit. */
export interface MoreCall {
  tool: string;
  args: Record<string, HintValue>;
  max: number;
}

/** What an answer adds around its list (listResult). */
export interface ListOptions extends LineStyle {
  /** First line (which definition the answer is for). */
  header?: string;
  /** The whole text when nothing is listed (default `No matches.`). */
  empty?: string;
  /** The answer's definition (structuredContent `definition`). */
  definition?: CodeItem;
  /** Items in all when `all` holds only the first ones (search_code). */
  total?: number;
  /** Group lines under a heading per `depth` (code_impact). */
  byDepth?: boolean;
  /** Items skipped before this page (the `offset` argument). */
  offset?: number;
  /** Last line, also under an empty answer (the unresolved-calls note). */
  footer?: string;
  /** Added to structuredContent (e.g. `unresolved`). */
  extra?: Record<string, unknown>;
}

/**
/**
 * Formats one page of a list answer: the header, items `offset …
 * offset+limit-1` as lines (grouped by depth for code_impact), then `(+K
 * more)` when items follow, or the empty text (`No matches.`). With `more`,
 * the `(+K more — …)` line names the call that shows them, in the caller's
 * front end form (core/hints.ts): a raised limit when all of them fit in one
 * answer (≤ the tool's maximum, SPEC §12), else the next page (`offset`). An
 * offset past the end says how many items there are.
 */
export function listResult(all: CodeItem[], limit: number, more?: MoreCall, opts: ListOptions = {}): ToolResult {
  const offset = opts.offset ?? 0;
  const items = all.slice(offset, offset + limit);
  const total = Math.max(opts.total ?? all.length, all.length);
  const rest = total - offset - items.length;
  const truncated = rest > 0;
  const base = { ...(opts.definition ? { definition: opts.definition } : {}), ...opts.extra };
  const foot = opts.footer ? `\n${opts.footer}` : '';
  if (!items.length) {
    if (offset > 0 && total) return { text: `No matches at offset ${offset}: there are ${total} (pass an offset below ${total})${foot}`, structured: { items: [], truncated: false, ...base } };
    return { text: `${opts.empty ?? 'No matches.'}${foot}`, structured: { items: [], truncated: false, ...base } };
  }
  const lines = opts.header ? [opts.header] : [];
  let depth: number | undefined;
  for (const it of items) {
    if (opts.byDepth && it.depth !== undefined && it.depth !== depth) lines.push(depthHeading((depth = it.depth)));
    lines.push(itemLine(it, opts));
  }
  if (truncated) {
    let next = '';
    if (more) {
      const args = offset === 0 && total <= more.max ? { ...more.args, limit: total } : { ...more.args, offset: offset + items.length, limit: Math.min(rest, more.max) };
      next = ` — ${renderHint({ tool: more.tool, args })}`;
    }
    lines.push(`(+${rest} more${next})`);
  }
  if (opts.footer) lines.push(opts.footer);
  return { text: lines.join('\n'), structured: { items, truncated, ...base } };
}

/**
 * The answer for a name with no definition anywhere in the graph: `No
 * matches: no symbol X; did you mean …?` with the nearest definition names
 * (CodeGraph.noSymbolNote), so a typo is not answered by a bare "No matches.".
 */
export function noSymbol(g: CodeGraph, symbol: string): ToolResult {
  // A name too long to repeat is echoed once, clipped: no search hint repeating it.
  const search = echoed(symbol) === symbol.trim() ? ` (or search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })})` : '';
  const text = `No matches: ${g.noSymbolNote(symbol)}${search}`;
  const big = tooLargeNote(g);
  return { text: big ? `${text}\n${big}` : text, structured: { items: [], truncated: false } };
}

/** Paths a too-large note names before `(+K more)`. */
const TOO_LARGE_SHOWN = 3;

/**
 * One line saying which source files the graph left out as larger than
 * MAX_FILE_BYTES (indexer.ts, 1 MiB), so a missing symbol can be explained
 * (`2 files over 1 MiB are not indexed: a.ts, b.js`); '' when there are none.
 */
export function tooLargeNote(g: CodeGraph): string {
  const big = g.tooLargeFiles();
  if (!big.length) return '';
  const more = big.length > TOO_LARGE_SHOWN ? ` (+${big.length - TOO_LARGE_SHOWN} more)` : '';
  const one = big.length === 1;
  return `${big.length} file${one ? '' : 's'} over ${sizeText(MAX_FILE_BYTES)} ${one ? 'is' : 'are'} not indexed: ${big.slice(0, TOO_LARGE_SHOWN).join(', ')}${more}`;
}

/** The one definition a `symbol` (+ `path`) names; `passedOver`: the same-named methods a bare name did not mean. */
/**
 * The definitions among `defs` whose range holds the 1-based `line`,
 * innermost first: the latest start, then the shortest range (two
 * definitions starting on one line, a method and a function nested on its
 * first line). The one reading of `path:line` for code_symbol (which lists
 * them all) and the edge tools (which take the first).
 */
export function definitionsAt(defs: SymbolItem[], line: number): SymbolItem[] {
  return defs.filter((d) => d.line <= line && d.endLine >= line).sort((a, b) => b.line - a.line || a.endLine - b.endLine);
}

export interface Picked {
  def: SymbolItem;
  passedOver?: SymbolItem[];
}

/** A checked scope that pins a line (`src/a.ts:42`, checkScope's form), split; null for a file or folder alone. */
function fileLine(scope: string | undefined): { file: string; line: number } | null {
  const m = scope ? /^(.*):(\d+)$/.exec(scope) : null;
  return m ? { file: m[1], line: Number(m[2]) } : null;
}

/**
 * Resolves `symbol` (+ optional `path`, `file` or `file:line`) to exactly one
 * definition. Otherwise returns the answer to give: the candidates in rank
 * order (core/graph/rank.ts: outside tests, exported, most called first —
 * never a guess), "no definition", or — for a `file:line` inside no
 * definition of that name — the definitions in that file (never a silent
 * fallback, newcomer4 #17).
 */
export function pickDefinition(g: CodeGraph, symbol: string, path?: string, tool?: string): Picked | { result: ToolResult } {
  // `path` may pin a line too (`src/a.ts:42`), for two definitions in one file.
  const at = fileLine(path);
  const scope = at ? at.file : path;
  let defs = rankDefinitions(g, g.findDefinitions(symbol, { path: scope }));
  if (at && defs.length) {
    const line = at.line;
    const hit = definitionsAt(defs, line);
    if (!hit.length) return { result: candidatesResult(defs, `No definition of ${symbol} contains ${path}; ${defs.length === 1 ? 'the only one' : `the ${defs.length}`} in ${scope}:`, symbol, tool) };
    // Nested definitions of one name (a function inside a same-named method): the innermost.
    defs = [hit[0]];
  }
  // A bare name means the free function when members share it (`track` vs `Dep.track`); the answer says so.
  let passedOver: SymbolItem[] | undefined;
  if (defs.length > 1 && !/[.#:]/.test(symbol)) {
    const free = defs.filter((d) => !d.container);
    if (free.length === 1) {
      // A constructor named like its class (C++ `Circle::Circle`, Java, C#) is not passed over: its calls are the class's constructions (newcomer 10 #22).
      const ctor = (d: SymbolItem) => CLASS_LIKE_KINDS.has(free[0].kind) && d.container === free[0].name;
      passedOver = defs.filter((d) => d.container && !ctor(d));
      if (!passedOver.length) passedOver = undefined;
      defs = free;
    }
  }
  // Overloads of one class are one symbol (CodeGraph.overloadGroup): no question between them; a
  // `path:line` inside one still gets the group's callers, and callees of that body only.
  const group = defs.length ? g.overloadGroup(defs[0].ref) : [];
  // A getter and setter of one property (`get size()` / `set size(v)`) are such a group too, worded as a pair.
  const pair = g.accessorPair(group) ? { accessors: true } : {};
  if (group.length > 1 && defs.length > 1 && defs.every((d) => group.some((r) => r.path === d.ref.path && r.i === d.ref.i))) {
    defs = [{ ...g.item(group[0]), overloads: group.map((r) => g.data.def(r).line), group, ...pair }];
  } else if (group.length > 1 && defs.length === 1) defs = [{ ...defs[0], overloads: group.map((r) => g.data.def(r).line), ...pair }];
  if (defs.length === 1) return passedOver?.length ? { def: defs[0], passedOver } : { def: defs[0] };
  if (!defs.length) {
    if (!g.findDefinitions(symbol).length) return { result: noSymbol(g, symbol) };
    const where = path ? ` under ${path}` : '';
    const search = echoed(symbol) === symbol.trim() ? `; search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })}` : '';
    return { result: { text: `No matches. (no definition of ${echoed(symbol)}${where}${search})`, structured: { items: [], truncated: false } } };
  }
  const tests = defs.filter((d) => isTestPath(d.path)).length;
  const inTests = tests && tests < defs.length ? `; ${tests} in test files, listed last` : '';
  const ask = scope ? ` under ${scope}; pass path:line` : '; pass path (the file, or path:line)';
  // Candidates told apart by their qualified names (`Rack::Utils.escape_html`, `Other::Utils.escape_html`) are asked for by name.
  let named = !scope && apartByName(defs, symbol);
  // Same display names, but each has a spelling of its own (Go `util.Helper`, `other.Helper`): asked for by that.
  const asks = named || scope ? [] : defs.map((d) => g.askName(d));
  const askAs = asks.length && asks.every(Boolean) && new Set(asks).size === asks.length ? asks[0] : undefined;
  if (askAs) named = true;
  // Java / Kotlin / Scala / C# candidates are listed by those names too (`Ex.Other.Tools.Helper`, `Ex.Util.Tools.Helper`): told apart at a glance.
  if (askAs && defs.every((d) => g.packageOf(d.ref))) defs = defs.map((d, k) => ({ ...d, name: asks[k]! }));
  const how = named ? '; ask for one by its full name, or pass path' : ask;
  return { result: candidatesResult(defs, `Ambiguous: ${defs.length} definitions of ${symbol}${how}${inTests}`, symbol, tool, true, named, askAs) };
}

/**
 * A list of candidate definitions (ranked) under `head`, with a runnable
 * example (`e.g. …`, the first by path:line — which also separates two
 * definitions in one file — or, `byName`, the first by its qualified name,
 * `askAs` when its display name is not one: CodeGraph.askName) when the tool is known.
 */
export function candidatesResult(defs: SymbolItem[], head: string, symbol: string, tool: string | undefined, inline = false, byName = false, askAs?: string): ToolResult {
  const candidates = defs.slice(0, 50).map((d) => toItem(d, true));
  const args: Record<string, HintValue> = byName ? { symbol: askAs ?? candidates[0].name } : { symbol, path: `${candidates[0].path}:${candidates[0].line}` };
  const example = tool ? renderHint({ tool, args }) : '';
  const first = inline ? `${head}${example ? ` — e.g. ${example}` : ''}` : head;
  const lines = [first, ...candidates.map((c) => itemLine(c))];
  if (!inline && example) lines.push(`(e.g. ${example})`);
  if (defs.length > candidates.length) lines.push(`(+${defs.length - candidates.length} more)`);
  return { text: lines.join('\n'), structured: { items: [], candidates, truncated: false } };
}

/** The MoreCall of an edge tool: the same symbol and path (and `extra`, e.g. depth) with a raised limit or the next offset. */
export function moreCall(tool: string, args: EdgeArgs, max: number, extra: Record<string, HintValue> = {}): MoreCall {
  return { tool, args: defined({ symbol: args.symbol, path: args.path, ...extra }), max };
}

/** A result limit `1–max` with its default, described for the model (SPEC §12 ranges). */
export function limitField(max: number, def: number) {
  return z.number().int().min(1).max(max).default(def).describe(`Maximum results (1–${max}, default ${def})`);
}

/** Largest `offset` accepted (a page start; no symbol has this many callers). */
export const MAX_OFFSET = 100_000;

/** The `offset` argument of the list tools: items to skip, for the next page (the `(+K more — …)` line names it). */
export function offsetField() {
  return z.number().int().min(0).max(MAX_OFFSET).default(0).describe(`Items to skip, to page past \`limit\` (0–${MAX_OFFSET}, default 0); the "(+K more — …)" line names the next page`);
}

/**
 * Input fields of the edge tools: `symbol`, `path`, `limit` (1–max, default
 * def; SPEC §12), `offset`. `symbol` may be left out when `path` names a line
 * (`src/a.ts:42`): the answer is then for the innermost definition there
 * (newcomer 10 #24: `kontext callers -p src/a.ts:42`).
 */
export function edgeFields(max: number, def: number) {
  return { symbol: symbolField.optional().describe('Symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`); may be left out when `path` is `file:line` (the definition there is meant)'), path: pathField, limit: limitField(max, def), offset: offsetField() };
}

/** The arguments the edge tools share (code_callers, code_callees, code_impact; SPEC §12). */
export interface EdgeArgs {
  symbol?: string;
  path?: string;
  limit: number;
  offset: number;
}

/** Where a scope check runs: the tool named in its errors. */
export interface ScopeOptions {
  tool?: string;
}

/**
 * Checks and normalizes a `path` scope argument (file or directory, optional
 * `:line`): returns it repository-relative with forward slashes (`:line`
 * kept; undefined for none or the root). Accepted: a repository-relative
 * path (`./`, trailing `/`, backslashes and `..` segments that stay inside
 * allowed; `:line:col` read as `:line`) and an absolute path
 * inside the repository (editors and agents pass those; the CLI turns a path
 * typed relative to its directory into a repository-relative one before the
 * call, cli/cliPaths.ts). Throws KontextError 'invalid-argument'
 * (outside the repository) or 'not-found' (with near matches, or saying a
 * tracked path is deleted in the working tree), prefixed with
 * the tool name, so a mistyped scope is not answered "No matches.".
 */
export async function checkScope(repo: Repo, scope: string | undefined, opts: ScopeOptions = {}): Promise<string | undefined> {
  if (scope === undefined) return undefined;
  const prefix = opts.tool ? `${opts.tool}: ` : '';
  // `:line`, or the compiler/editor form `:line:col` (the column is dropped: a scope is a line).
  const lineAt = /:(\d+)(?::\d+)?$/.exec(scope);
  const line = lineAt ? `:${lineAt[1]}` : '';
  const given = (lineAt ? scope.slice(0, lineAt.index) : scope).replace(/\\/g, '/');
  const outside = () => new KontextError('invalid-argument', `${prefix}path: ${scope} is outside the repository; pass a repository-relative path, or an absolute one inside ${repo.root}`);
  let rel: string | null;
  if (path.isAbsolute(given) || /^[A-Za-z]:\//.test(given)) {
    rel = relativeToRoot(repo.root, path.resolve(given));
    if (rel === null) throw outside();
  } else {
    rel = given.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    // Resolved against the root before the outside check, as git does: `src/../src/x.ts`, `../<repo folder>/src/x.ts`.
    if (rel.split('/').includes('..')) rel = relativeToRoot(repo.root, path.resolve(repo.root, rel));
    if (rel === null) throw outside();
    if (rel === '.') rel = '';
  }
  if (rel && !fs.existsSync(repo.abs(rel))) {
    // A glob is no path here: name the folder before its first wildcard instead of guessing a file.
    if (!isLiteralPattern(rel)) {
      const segs = rel.split('/');
      const folder = segs.slice(0, segs.findIndex((x) => !isLiteralPattern(x))).join('/');
      throw new KontextError('invalid-argument', `${prefix}path: ${rel} is a glob; pass one file or folder${folder ? ` (e.g. ${folder})` : ''}`);
    }
    const files = await repoFiles(repo).catch(() => [] as string[]);
    // Tracked but gone from the work tree (newcomer 9 #18: "did you mean <the same path>"): say so, and how to get it back.
    const inside = `${rel}/`;
    if (files.some((f) => f === rel || f.startsWith(inside))) {
      throw new KontextError('not-found', `${prefix}path: ${rel} is deleted in the working tree (git still tracks it; the graph reads the working tree — git restore ${rel} brings it back)`);
    }
    const near = nearPaths(rel, files);
    throw new KontextError('not-found', `${prefix}path: ${rel} does not exist in the repository${near.length ? `; did you mean ${near.join(', ')}?` : ''}`);
  }
  // Through a symbolic link that leaves the work tree (`etc -> /etc`), the path is outside too.
  if (rel && relativeToRoot(fs.realpathSync(repo.root), fs.realpathSync(repo.abs(rel))) === null) throw outside();
  return rel ? `${rel}${line}` : undefined;
}

/** How many of a class's methods code_callers asks for callers to name one that has some in its follow-up (each a callers question). */
const CALLED_PROBES = 24;

/** A class-like definition's (or a TypeScript namespace's, or a const's) methods for its "none found" sentence (codeText containerText); undefined for other kinds. */
function containerMembers(g: CodeGraph, def: SymbolItem, kind: EdgeKind, tool: string): ContainerMembers | undefined {
  if (kind === 'impact' || !(CLASS_LIKE_KINDS.has(def.kind) || def.kind === 'namespace' || def.kind === 'const')) return undefined;
  const members = g.members(def.ref);
  const methods = members.map((m) => ({ name: m.container ? m.name : `${def.name}.${m.name}`, callees: kind === 'callees' ? g.callees(m.ref).length : undefined }));
  // The follow-up names a method that has callers (the first of at most CALLED_PROBES), never one that would answer nothing.
  let called: string | undefined;
  if (kind === 'callers') {
    const k = members.slice(0, CALLED_PROBES).findIndex((m) => g.callers(m.ref).length > 0);
    if (k >= 0) called = methods[k].name;
  }
  return { tool, container: def.name, path: def.path, methods, called };
}

/**
 * Answers an edge tool (`kind`): waits for the graph, answers "no supported
 * files", resolves `symbol` (+ `path`) to one definition — or answers the
 * ambiguity list / "no definition" — then lists what `edges` returns for it,
 * cut at `limit`, under a first line naming that definition (structured
 * `definition`), with each edge's call lines; code_impact groups by `depth`.
 * No edges → a sentence naming the definition and what the graph cannot see.
 */
export async function answerEdges(
  ctx: ToolContext & { repo: Repo },
  args: EdgeArgs,
  edges: (g: CodeGraph, def: SymbolItem) => (EdgeItem | (SymbolItem & { depth?: number; callee?: string; via?: CodeItem['via'] }))[],
  more?: MoreCall,
  kind: EdgeKind = 'callers',
  depth?: number,
): Promise<ToolResult> {
  const scope = await checkScope(ctx.repo, args.path, { tool: more?.tool });
  // Hints repeat the path as understood (repository-relative), not as typed.
  if (more && args.path !== undefined) more = { ...more, args: defined({ ...more.args, path: scope }) };
  const lineAt = fileLine(scope);
  if (args.symbol === undefined && !lineAt) {
    throw new KontextError('invalid-argument', `${more?.tool ?? 'code graph'}: symbol: required unless path names a line; pass symbol (e.g. render), or path as file:line for the definition there`);
  }
  const g = await readyGraph(ctx);
  if (!g.data.files.size) return noSources();
  let symbol = args.symbol;
  if (symbol === undefined) {
    // No symbol: the innermost definition at path:line (the one under the cursor, as the editor's call hierarchy takes it).
    const here = g.definitionsAt(lineAt!.file, lineAt!.line);
    if (!here.length) return { text: `No definition contains ${scope}; pass symbol, or a line inside a function, method or class`, structured: { items: [], truncated: false } };
    // One line defining several (Ruby `attr_accessor :name`: the reader `name` and the writer `name=`): ask which, never a silent pick.
    const same = here.filter((d) => d.line === here[0].line && d.endLine === here[0].endLine && d.kind === here[0].kind).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    if (same.length > 1) {
      const named = apartByName(same, '');
      return candidatesResult(same, `${scope} defines ${same.length} ${same[0].kind}s; ${named ? 'ask for one by its full name' : 'pass symbol'}`, same[0].name, more?.tool, true, named);
    }
    symbol = here[0].name;
  }
  const picked = pickDefinition(g, symbol, scope, more?.tool);
  if ('result' in picked) {
    const r = picked.result;
    // No definition at all (not an ambiguity): say when the graph left the scope, or the name's files, out.
    if (r.structured?.candidates || (r.structured?.items as unknown[] | undefined)?.length) return r;
    return withLines(r, await skippedNotes(g, ctx.repo, scope, symbol, !g.findDefinitions(symbol).length));
  }
  // The answer names its definition first, and why a bare name meant it (newcomer4 #17).
  const label = defLabel(picked.def);
  const over = picked.passedOver;
  const note = over ? choiceNote(more?.tool, symbol.trim(), over.map((d) => d.name), over.length) : undefined;
  const items = edges(g, picked.def).map((e) => toItem(e));
  // A class with no edges of its own: name its methods (computed only then).
  const members = !items.length && more ? containerMembers(g, picked.def, kind, more.tool) : undefined;
  // Callers and impact are lower bounds: say how many same-named calls could not be placed.
  const unresolved = kind === 'callees' ? undefined : g.unresolvedCalls(picked.def.ref);
  return listResult(items, args.limit, more, {
    footer: unresolved?.count ? unresolvedText(g.data.def(picked.def.ref).name, unresolved) : undefined,
    extra: unresolved?.count ? { unresolved: { count: unresolved.count, examples: unresolved.sites.map((u) => `${u.path}:${u.line}`) } } : undefined,
    header: edgeHeader(kind, label, note, depth, kind === 'impact' ? Math.max(0, ...items.map((it) => it.depth ?? 1)) : undefined),
    empty: noEdgesText(kind, label, note, members, g.isAccessor(picked.def.ref) ? g.data.def(picked.def.ref).name : undefined),
    definition: toItem(picked.def, true),
    calls: kind === 'callees' ? 'called' : 'calls',
    byDepth: kind === 'impact',
    offset: args.offset,
  });
}
