/**
 * The items of the code-graph answers (SPEC §12): their structured form
 * (`codeItem`, `codeOutput`, toItem), their text lines `<path>:<line>  <kind>
 * <name>[  ‹signature≤160›]` (itemLine) and one page of a list answer with
 * its "more" line (listResult).
 */
import { z } from 'zod';
import type { SymbolItem } from '../core/graph/graphNames';
import { siteLines } from '../core/graph/graph';
import { clip } from '../core/text';
import type { ToolResult } from './registry';
import { moreLine, renderHint, type HintValue } from '../core/hints';
import { callsText, joinedCallsText, mixedCallsText, shownKind, depthHeading, firstParagraph } from './codeText';

/** One item of a code-graph answer (structuredContent). */
export const codeItem = z.object({
  name: z.string(),
  kind: z.string(),
  path: z.string().describe('repository-relative, forward slashes'),
  line: z.number().int().describe("1-based; a definition's: the line of its name, past the annotations, attributes and decorators above it"),
  endLine: z.number().int().optional().describe('1-based last line of the definition'),
  signature: z.string().optional(),
  doc: z.string().optional().describe('first paragraph of the doc comment, clipped'),
  via: z.enum(['import', 'alias', 'receiver', 'same-file', 'base', 'name']).optional().describe('how the edge was resolved (base: the call names a base method this one overrides or implements, see through; name: matched by name (and argument count) alone, through no import or known type)'),
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
  alsoCalls: z
    .array(z.object({ callee: z.string(), lines: z.array(z.number().int()), through: z.string().optional().describe('the base method or interface method the calls name, which callee overrides or implements') }))
    .optional()
    .describe('code_impact, depth 2 and more: further callers of the level above that this one calls too, with the 1-based lines of those calls'),
  calls: z
    .array(z.number().int())
    .optional()
    .describe('1-based lines of the call sites: in this caller (code_callers, code_impact), or in the asked function (code_callees)'),
  values: z
    .array(z.number().int())
    .optional()
    .describe('1-based lines where the function is handed on as a value instead of called (a callback argument `xs.map(helper)`, a field or property value `{ onClick: handle }`, Go `RunE: run`, Java `this::handle`, Kotlin `::parse`, an assigned or returned name): in this caller (code_callers, code_impact) or in the asked function (code_callees); TS/JS, Go, Python, Java, Kotlin, C# and Rust; not in `calls`'),
  overloads: z
    .array(z.number().int())
    .optional()
    .describe('1-based lines of every same-named method of this class (overloads, this one included): one symbol for a bare name; with path:line, callers are the calls whose argument count fits that overload (Java, C#, Kotlin, C++; calls of unknown count fit every one), and in Java, C# and Kotlin whose known argument types fit it (see undecided)'),
  undecided: z
    .array(z.number().int())
    .optional()
    .describe('code_callers of one overload picked by path:line: the lines among calls whose argument types were not known well enough to tell this overload from another of the same argument count (they may call that one instead)'),
  made: z
    .enum(['literal', 'conversion', 'both'])
    .optional()
    .describe('Go: the lines make a value of the type without calling a function: composite literals `T{…}` (`literal`), conversions `T(x)` (`conversion`), or some of each (`both`); in code_callers of a type and code_callees alike'),
  reaches: z
    .array(z.number().int())
    .optional()
    .describe('code_callers/code_impact of an overload group answered as one: 1-based lines of the overloads this caller\'s calls reach, each told by its argument count (calls fitting several are not counted here)'),
  accessors: z.boolean().optional().describe('set with overloads when they are the getter and setter of one property (TypeScript/JavaScript `get x()` / `set x(v)`)'),
  declared: z
    .array(z.object({ path: z.string(), line: z.number().int() }))
    .optional()
    .describe('C/C++: where this definition is also declared without a body (a class body in a header, a prototype); its doc comment comes from there when it has none of its own'),
  defined: z
    .array(z.object({ path: z.string(), line: z.number().int() }))
    .optional()
    .describe('C++ outlines: a member function the class body declares without a body, and where it is defined (empty: no definition in the graph)'),
  docFrom: z.string().optional().describe('C++: the base method this one overrides whose doc comment `doc` is, when it has none of its own or in its declaration'),
});

/** structuredContent of every code-graph tool. */
export const codeOutput = z.object({
  items: z.array(codeItem),
  truncated: z.boolean(),
  candidates: z.array(codeItem).optional().describe('several definitions matched: pass `path` to pick one'),
  definition: codeItem.optional().describe('the definition the answer is for (code_callers, code_callees, code_impact)'),
  unresolved: z
    .object({
      count: z.number().int(),
      unknown: z.number().int().describe('how many of them are made on a receiver of unknown type (listed first)'),
      bare: z.number().int().describe('how many of them are bare calls (no receiver: a name several definitions share, or none in scope)'),
      leftOut: z.number().int().optional().describe('calls of that name left out: made on a value or package from outside the repository (a standard library\'s)'),
      lost: z.number().int().optional().describe('how many of them are made on a receiver of a type declared in a file the parser could not read whole, where its class was lost'),
      lostIn: z.array(z.string()).optional().describe('those files (`lost`)'),
      examples: z.array(z.string()),
      calls: z
        .array(z.object({ path: z.string(), line: z.number().int(), call: z.string(), receiverType: z.string().optional().describe('a receiver of a known type that does not define the name: `receiver: Type`') }))
        .describe('each such call as written, unknown receivers first, at most `limit`'),
    })
    .optional()
    .describe('calls named like the definition that resolve to no definition (receiver of unknown type, or several same-named definitions): not listed, may call it (code_callers, code_impact); examples are path:line (the text\'s), calls each one up to `limit`'),
  unresolvedCallees: z
    .object({
      count: z.number().int(),
      names: z.array(z.object({ name: z.string(), count: z.number().int() })),
      macros: z
        .object({
          names: z.array(z.string()),
          macros: z.array(z.object({ macro: z.string(), path: z.string(), line: z.number().int(), writes: z.array(z.string()).optional() })),
          count: z.number().int(),
        })
        .optional()
        .describe('Rust: functions called bare (names) that may be defined by macros the crate invokes at item level, which the graph does not expand: up to 3 invocations, those writing one of the names first (writes), and how many the crate holds (count)'),
    })
    .optional()
    .describe('code_callees: calls made there that the graph resolves to no definition (library calls, calls on values of unknown type, dynamic calls): how many, and each distinct call as written (receiver.name, `new X`) with its count, first 50 (a key of its own: the calls a definition makes, by name, where `unresolved` is the calls of its name made elsewhere, by place)'),
  unresolvedDeeper: z
    .array(z.object({ depth: z.number().int(), count: z.number().int(), names: z.array(z.string()), examples: z.array(z.string()) }))
    .optional()
    .describe('code_impact: per depth, calls named like the callers one depth above (names) that resolve to no definition: not listed, may call them; examples are path:line'),
  answeredFor: z
    .string()
    .optional()
    .describe('the name asked for is not defined as written, and the answer is for another definition; this says which and why (a method the class inherits: "PostgresQueryRunner inherits getCachedTable from BaseQueryRunner"; a name only a renaming export gives; Ruby Point.norm answered for Point#norm), as the text\'s first line does'),
});

export type CodeItem = z.infer<typeof codeItem>;

/** A definition or edge as toItem takes it: edges carry `via`, call `sites` and (impact) `depth`. */
export type ItemSource = SymbolItem & { via?: CodeItem['via']; through?: string; depth?: number; callee?: string; alsoCalls?: { callee: string; lines: number[]; through?: string }[]; sites?: { line: number; through?: string; overload?: number; undecided?: number[]; made?: 'literal' | 'conversion'; value?: true }[] };

/**
 * Structured form of a definition or edge. `full` adds the definition's
 * `endLine` and `doc` (first paragraph, ≤ 300 characters): code_symbol
 * items, candidates and the answer's `definition`. An edge's call sites
 * become `calls`, sorted distinct lines, and the sites handing the function
 * on as a value `values`.
 */
export function toItem(s: ItemSource, full = false): CodeItem {
  const it: CodeItem = { name: s.name, kind: shownKind(s), path: s.path, line: s.line };
  if (full && s.kind !== 'module') it.endLine = s.endLine;
  if (s.signature) it.signature = s.signature;
  const doc = full ? firstParagraph(s.doc, 300) : '';
  if (doc) it.doc = doc;
  if (doc && s.docFrom) it.docFrom = s.docFrom;
  if (full && s.declared?.length) it.declared = s.declared;
  if (s.defined) it.defined = s.defined;
  if (s.via) it.via = s.via;
  if (s.through) it.through = s.through;
  if (s.depth !== undefined) it.depth = s.depth;
  if (s.callee) it.callee = s.callee;
  if (s.alsoCalls?.length) it.alsoCalls = s.alsoCalls;
  // A function handed on as a value there (`xs.map(helper)`) is no call: its lines are `values`.
  const called = s.sites?.filter((c) => !c.value);
  if (called?.length) it.calls = siteLines(called);
  if (called && called.length < s.sites!.length) it.values = siteLines(s.sites!.filter((c) => c.value));
  // Calls of one caller resolved two ways: which lines name a base method (newcomer 9 #5: `(calls at 10, 12)` hid that 10 was `e.run()` on an Engine).
  if (!s.through && s.sites?.some((c) => c.through)) {
    const by = new Map<string, Set<number>>();
    for (const c of s.sites) if (c.through) (by.get(c.through) ?? by.set(c.through, new Set()).get(c.through)!).add(c.line);
    it.callsThrough = [...by].map(([through, lines]) => ({ through, lines: [...lines].sort((a, b) => a - b) }));
    it.callsDirect = [...new Set(s.sites.filter((c) => !c.through && !c.value).map((c) => c.line))].sort((a, b) => a - b);
  }
  if (s.overloads && s.overloads.length > 1) it.overloads = s.overloads;
  if (s.accessors && it.overloads) it.accessors = true;
  const made = new Set(s.sites?.flatMap((c) => (c.made ? [c.made] : [])));
  if (made.size) it.made = made.size > 1 ? 'both' : [...made][0];
  const reaches = s.sites?.flatMap((c) => (c.overload === undefined ? [] : [c.overload]));
  if (reaches?.length) it.reaches = [...new Set(reaches)].sort((a, b) => a - b);
  const undecided = s.sites?.flatMap((c) => (c.undecided ? [c.line] : []));
  if (undecided?.length) it.undecided = [...new Set(undecided)].sort((a, b) => a - b);
  return it;
}

/** The verbs of Go's value-making sites (CodeItem.made): as a caller (`builds it …`), as a callee (`a composite literal …`). */
const MADE_VERB: Record<'literal' | 'conversion' | 'both', [string, string]> = {
  literal: ['builds it as a composite literal', 'a composite literal'],
  conversion: ['converts to it', 'a conversion'],
  both: ['builds it as a composite literal or converts to it', 'a composite literal or conversion'],
};

/** How list lines show extras: the call lines' verb (`calls` for callers, `called` for callees) and the doc line. */
export interface LineStyle {
  calls?: 'calls' | 'called';
  doc?: boolean;
}

/**
 * One text line per item (SPEC §12): `path:line  kind name  signature≤160`,
 * then `  (calls it on lines 41, 57)` / `  (called on line 8)` when the item has call lines and `style.calls`
 * (and `passes it as a value on line 9` / `passed as a value on line 9` for its `values`)
 * names them; with `style.doc`, `  (declared at db/db_impl.h:42)` for a C/C++
 * definition declared elsewhere; `  (defined at db/db_impl.cc:90)` for a
 * member declaration of a C++ outline (`(declared; no definition in the
 * graph)` without one); and the doc's first paragraph (≤ 160) on a
 * second line indented by four spaces (with the base method it comes from,
 * when inherited).
 */
export function itemLine(it: CodeItem, style: LineStyle = {}): string {
  // A test case named by its titles (`describe lib › it does`) holds its signature (`it('does')`) already; one named as a function
  // (pytest `test_empty`, GoogleTest `Plain.UsesHelper`: no space in its name) shows it, `TEST(Plain, UsesHelper)`.
  const sig = it.signature && (it.kind !== 'test' || !it.name.includes(' ')) ? `  ${clip(it.signature, 160)}` : '';
  // A caller through a base method names it: `(calls Shape.area on line 12)`.
  const callers = style.calls === 'calls';
  // Impact's deeper levels call the caller above them, not the symbol asked about: `(calls Button.draw on line 8)`.
  const direct = `calls ${it.callee ?? 'it'}`;
  // …and when those calls name a base method of that caller, the link says so: `(calls DB.Write, which DBImpl.Write overrides, on line 3)`.
  // Go has no overriding: a type implements the interface whose method the call names (newcomer 47 #13).
  const verb = it.path.endsWith('.go') ? 'implements' : 'overrides';
  const base = (through: string, callee = it.callee) => (callee && through !== callee ? `${through}, which ${callee} ${verb},` : through);
  const through = it.callsThrough?.map((t) => ({ ...t, through: base(t.through) }));
  // Go: a composite literal or a conversion is no call (newcomer issue 3 #4); both directions say which it is.
  const made = it.made && !it.callee ? MADE_VERB[it.made][callers ? 0 : 1] : undefined;
  let calls = !style.calls ? '' : through && callers ? mixedCallsText(it.callsDirect ?? [], through, direct) : callsText(it.calls, made ?? (!callers ? 'called' : it.through ? `calls ${base(it.through)}` : direct));
  // A function handed on as a value (`xs.map(helper)`): `(passes it as a value on line 7)`, `(passed as a value on line 8)`.
  const values = !style.calls || !it.values?.length ? '' : callsText(it.values, callers ? `passes ${it.callee ?? 'it'} as a value` : 'passed as a value');
  if (values) calls = joinedCallsText([calls, values]);
  // Impact: the other callers of the level above it calls too, in the same parenthesis (`(calls A on line 3; calls B on line 5)`).
  if (calls && callers && it.alsoCalls?.length) calls = joinedCallsText([calls, ...it.alsoCalls.map((a) => callsText(a.lines, `calls ${a.through ? base(a.through, a.callee) : a.callee}`))]);
  // A C++ method documented only on the base method it overrides says whose doc it shows.
  const doc = style.doc && it.doc ? `\n    ${clip(it.doc, 160)}${it.docFrom ? `  (doc of ${it.docFrom}, which it overrides)` : ''}` : '';
  // A C/C++ definition declared elsewhere (a class body, a header's prototype) names the declaration, whose doc it shows.
  const declared = style.doc && it.declared?.length ? `  (declared at ${it.declared.map((d) => `${d.path}:${d.line}`).join(', ')})` : '';
  // A member a class body declares (a header's outline): where it is defined, if anywhere the graph sees.
  const defined = !it.defined ? '' : it.defined.length ? `  (defined at ${it.defined.map((d) => `${d.path}:${d.line}`).join(', ')})` : '  (declared; no definition in the graph)';
  const over = !it.overloads || it.overloads.length < 2 ? '' : it.accessors ? '  (get/set pair)' : `  (+${it.overloads.length - 1} overload${it.overloads.length > 2 ? 's' : ''})`;
  // A caller of an overload group answered as one: which overloads its calls reach, by argument count.
  const reach = !style.calls || !it.reaches?.length ? '' : `  (reaches the overload${it.reaches.length > 1 ? 's' : ''} at line${it.reaches.length > 1 ? 's' : ''} ${it.reaches.join(', ')})`;
  // A caller of one overload whose calls may call another of the same argument count: which lines are undecided.
  const undecided = !style.calls || !it.undecided?.length ? '' : `  (argument types on line${it.undecided.length > 1 ? 's' : ''} ${it.undecided.join(', ')} fit another overload as well: may call that one instead)`;
  return `${it.path}:${it.line}  ${fileLevel(it) ? 'top-level code (outside any function)' : `${it.kind} ${it.name}`}${sig}${over}${calls}${reach}${undecided}${declared}${defined}${doc}`;
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
    if (offset > 0 && total) return { text: `No matches at offset ${offset}: ${total === 1 ? 'there is 1 (pass offset 0 or leave it out)' : `there are ${total} (pass an offset below ${total})`}${foot}`, structured: { items: [], truncated: false, ...base } };
    return { text: `${opts.empty ?? 'No matches.'}${foot}`, structured: { items: [], truncated: false, ...base } };
  }
  const lines = opts.header ? [opts.header] : [];
  let depth: number | undefined;
  for (const it of items) {
    if (opts.byDepth && it.depth !== undefined && it.depth !== depth) lines.push(depthHeading((depth = it.depth)));
    lines.push(itemLine(it, opts));
  }
  if (truncated) {
    let next: string | undefined;
    if (more) {
      const args = offset === 0 && total <= more.max ? { ...more.args, limit: total } : { ...more.args, offset: offset + items.length, limit: Math.min(rest, more.max) };
      next = renderHint({ tool: more.tool, args });
    }
    lines.push(moreLine(rest, next));
  }
  if (opts.footer) lines.push(opts.footer);
  return { text: lines.join('\n'), structured: { items, truncated, ...base } };
}
