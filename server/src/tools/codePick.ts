/**
 * Resolving a code tool's `symbol` (+ `path`, `file:line`) to one definition
 * (pickDefinition), or the answer to give instead: the ranked candidates,
 * "no symbol" with near names, or the definitions of a file.
 */
import type { CodeGraph } from '../core/graph/graph';
import { startLine, type SymbolItem } from '../core/graph/graphNames';
import { shownLine } from '../core/graph/types';
import { echoed } from '../core/text';
import type { ToolResult } from './registry';
import { apartByName, moreLine, renderHint, type HintValue } from '../core/hints';
import { chooseDefinition, expectedDeclaration, isTestPath, rankDefinitions, type Chosen } from '../core/graph/rank';
import { isGtestHead } from '../core/graph/langCpp';
import { MAX_FILE_BYTES } from '../core/graph/indexer';
import { sizeText } from './codeText';
import { itemLine, toItem } from './codeItems';
import { constructorAsked } from '../core/graph/constructorAsked';
import { errorFilesText, macroSitesText } from '../core/graph/fileNotes';

/**
 * The answer for a name with no definition anywhere in the graph: `No
 * matches: no symbol X; did you mean …?` with the nearest definition names
 * (CodeGraph.noSymbolNote), so a typo is not answered by a bare "No matches.".
 */
export function noSymbol(g: CodeGraph, symbol: string, tool?: string): ToolResult {
  // `Queue.constructor` of a class writing none: say so and offer the class, never another class's constructor as a near name.
  const ctor = constructorText(g, symbol, tool);
  if (ctor) return { text: `No matches: ${ctor}`, structured: { items: [], truncated: false } };
  // A name too long to repeat is echoed once, clipped: no search hint repeating it.
  const search = echoed(symbol) === symbol.trim() ? ` (or search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })})` : '';
  const notes = [`No matches: ${g.noSymbolNote(symbol)}${search}`, errorFilesNote(g, symbol), macroSitesText(symbol, g.macroSitesNaming(symbol)), tooLargeNote(g)].filter(Boolean);
  return { text: notes.join('\n'), structured: { items: [], truncated: false } };
}

/** The files read with syntax errors that write `symbol` (fileNotes.ts errorFilesText); '' when none. */
function errorFilesNote(g: CodeGraph, symbol: string): string {
  return errorFilesText(symbol, g.errorFilesNaming(symbol));
}

/**
 * What to say when `symbol` asks for a class's constructor the graph does not
 * define (graph/constructorAsked.ts; texts issue 3 #2): `Queue has no
 * written constructor (class Queue, src/q.ts:1); the code constructing it:
 * kontext callers Queue`, or, when the class writes one under its language's
 * name, `the constructor of Queue2 is Queue2.Queue2: kontext callers
 * Queue2.Queue2`. The class's constructions are its callers (code_callers);
 * code_symbol offers the class itself. '' when the name asks for no constructor.
 */
function constructorText(g: CodeGraph, symbol: string, tool: string | undefined): string {
  const asked = constructorAsked(g, symbol);
  if (!asked.length) return '';
  const ask = (name: string, edge: string) => renderHint(tool === 'code_symbol' ? { tool, args: { name } } : { tool: edge, args: { symbol: name } });
  if (asked[0].none) return noConstructorText(asked[0], tool, ask);
  const written = asked.find((a) => a.written);
  if (written) return `no symbol ${echoed(symbol)}; the constructor of ${written.cls.name} is ${written.written}: ${ask(written.written!, tool ?? 'code_callers')}`;
  const c = asked[0].cls;
  // Its constructions are the class's callers (impact: of the class); code_symbol offers the class.
  const what = tool === 'code_symbol' ? 'the class' : tool === 'code_impact' ? 'what constructing it reaches' : 'the code constructing it';
  const more = asked.length > 1 ? ` (and ${asked.length - 1} more class${asked.length > 2 ? 'es' : ''} named so)` : '';
  return `${c.name} has no written constructor (class at ${c.path}:${c.line}${more}); ${what}: ${ask(c.name, tool === 'code_impact' ? tool : 'code_callers')}`;
}

/** How a struct literal of `c` is written in `lang` (Go, Rust). */
function structLiteral(c: string, lang: string): string {
  return lang === 'Go' ? `a composite literal, ${c}{…} / &${c}{…}` : `a struct literal, ${c} { … }`;
}

/**
 * The constructorText of a Go or Rust struct asked for `.constructor`
 * (graph/constructorAsked.ts `none`): the language has none; a struct is
 * made by a literal — whose sites are the struct's callers (callees: a
 * literal calls nothing) — or by the functions making it (`NewQueue`,
 * `Stack.new`: structMakers), each asked for with the tool that was used:
 * `Go has no constructors: a Queue (struct at q/q.go:3) is made by a
 * composite literal, Queue{…} / &Queue{…} (the code doing so: kontext
 * callers Queue), or by NewQueue (q/q.go:5): kontext callers NewQueue`.
 */
function noConstructorText(a: { cls: SymbolItem; none?: string; makers?: SymbolItem[] }, tool: string | undefined, ask: (name: string, edge: string) => string): string {
  const c = a.cls;
  const self = tool === 'code_impact' || tool === 'code_symbol' ? tool : 'code_callers';
  const what = tool === 'code_symbol' ? 'the struct' : tool === 'code_impact' ? 'what making it reaches' : tool === 'code_callees' ? 'a literal calls nothing; the code writing one' : 'the code doing so';
  const head = `${a.none} has no constructors: a ${c.name} (struct at ${c.path}:${c.line}) is made by ${structLiteral(c.name, a.none!)}`;
  const makers = a.makers ?? [];
  if (!makers.length) return `${head}; ${what}: ${ask(c.name, self)}`;
  const named = makers.map((m) => `${m.name} (${m.path}:${m.line})`).join(', ');
  return `${head} (${what}: ${ask(c.name, self)}), or by ${named}: ${ask(makers[0].name, tool ?? 'code_callers')}`;
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

/**
 * The definitions among `defs` whose range (from startLine) holds the 1-based `line`,
 * innermost first: the latest start, then the shortest range (two
 * definitions starting on one line, a method and a function nested on its
 * first line). The one reading of `path:line` for code_symbol (which lists
 * them all) and the edge tools (which take the first).
 */
export function definitionsAt(defs: SymbolItem[], line: number): SymbolItem[] {
  // The whole range, annotations and decorators included (SymbolItem.start): `path:line` on a method's `@Override` line means the method.
  return defs.filter((d) => startLine(d) <= line && d.endLine >= line).sort((a, b) => startLine(b) - startLine(a) || a.endLine - b.endLine);
}

/**
 * `d` as read at 1-based `line` of its file: on one of the overload
 * signatures merged into it (DefRec.overloadSigs: TS `function pad(x:
 * string): string;` above `function pad(x: any) {…}`), that signature at
 * its own line (newcomer 16 #3: the implementation's was shown); in the
 * implementation, the implementation's own signature (an item by name shows
 * the first overload's: GraphNames.item); elsewhere `d` unchanged.
 */
export function atOverload(g: CodeGraph, d: SymbolItem, line: number): SymbolItem {
  if (d.ref.i < 0) return d;
  const def = g.data.def(d.ref);
  const own = def.overloadSigs?.find((s) => s.line <= line && s.endLine >= line);
  if (own) return { ...d, line: own.line, signature: own.signature };
  return def.overloadSigs && def.signature ? { ...d, signature: def.signature } : d;
}

/**
 * The one definition a `symbol` (+ `path`) names; `passedOver`: the same-named
 * methods a bare name did not mean; `testsPassedOver`: the same-named
 * definitions in test files (rank.ts `isTestPath`) the library's one was
 * chosen over (rank.ts chooseDefinition).
 */
export type Picked = Chosen;

/** A checked scope that pins a line (`src/a.ts:42`, checkScope's form), split; null for a file or folder alone. */
export function fileLine(scope: string | undefined): { file: string; line: number } | null {
  const m = scope ? /^(.*):(\d+)$/.exec(scope) : null;
  return m ? { file: m[1], line: Number(m[2]) } : null;
}

/**
 * The definitions that a declaration without a body on `line` of `file`
 * declares (CodeGraph.declaredAt: a C/C++ prototype, a class body's `void
 * f();`) and that `name` names, of `kind` when given. The name may be written
 * otherwise than answers name the definition (`Cart::Total` for
 * `shop::Cart.Total`): findDefinitions reads it. [] where no declaration is.
 */
export function declaredNamed(g: CodeGraph, file: string, line: number, name: string, kind?: string): SymbolItem[] {
  const declared = g.declaredAt(file, line);
  if (!declared.length) return [];
  const named = g.findDefinitions(name, { kind });
  return declared.filter((d) => named.some((n) => n.ref.path === d.ref.path && n.ref.i === d.ref.i));
}

/**
 * Resolves `symbol` (+ optional `path`, `file` or `file:line`) to exactly one
 * definition (on a C prototype's line, the function it declares: CodeGraph
 * declaredAt). Otherwise returns the answer to give: the candidates in rank
 * order (core/graph/rank.ts: outside tests, exported, most called first —
 * never a guess), "no definition", or — for a `file:line` inside no
 * definition of that name — the definitions in that file (never a silent
 * fallback, newcomer4 #17). `calledOnly` (callers, impact): GoogleTest tests,
 * which nothing calls, are no candidates beside a definition that can be called.
 */
export function pickDefinition(g: CodeGraph, symbol: string, path?: string, tool?: string, calledOnly = false, extra: Record<string, HintValue> = {}, shown?: Shown): Picked | { result: ToolResult } {
  // `path` may pin a line too (`src/a.ts:42`), for two definitions in one file.
  const at = fileLine(path);
  if (shown && path) shown = { ...shown, path };
  const scope = at ? at.file : path;
  let defs = rankDefinitions(g, g.findDefinitions(symbol, { path: scope }));
  // A test case asked by its call's word at its line (`callees it -p test/a.test.ts:14`): its name is its titles, never `it`.
  const test = at && !defs.length ? testCaseAt(g, at, symbol) : undefined;
  if (test) return { def: test };
  // A declaration's line (`int total(int a);` in a header, a class body's `int Total() const;`) names what it declares: its definition answers.
  const declared = at && !definitionsAt(defs, at.line).length ? declaredNamed(g, at.file, at.line, symbol) : [];
  if (declared.length) defs = rankDefinitions(g, declared);
  else if (at && defs.length) {
    const line = at.line;
    const hit = definitionsAt(defs, line);
    // (Line 0 never gets here: checkScope refuses it, as why does.)
    if (!hit.length) return { result: candidatesResult(defs, `No definition of ${symbol} contains ${path}; ${defs.length === 1 ? 'the only one' : `the ${defs.length}`} in ${scope}:`, symbol, tool, false, false, undefined, extra, shown) };
    // Nested definitions of one name (a function inside a same-named method): the innermost.
    defs = [hit[0]];
  }
  // A GoogleTest test (`TEST(CRC, Mask)`) is never called: for callers and impact it is no candidate beside
  // a definition that can be (leveldb `callers Mask` offered the test as the one to ask for instead).
  if (calledOnly && defs.length > 1) {
    const callable = defs.filter((d) => !isGtestHead(d.signature));
    if (callable.length) defs = callable;
    // An interface or a type alias is never called nor constructed: beside a function of its name (zod's `interface $constructor`
    // and `function $constructor`, TS declaration merging), the function is the one asked about (newcomer 43 #9).
    const called = defs.filter((d) => d.kind !== 'interface' && d.kind !== 'type');
    if (called.length && called.length < defs.length) defs = called;
  }
  // Kotlin Multiplatform: to its callers an `expect` declaration and its `actual` implementations are one function.
  const expected = calledOnly ? expectedDeclaration(g, defs) : null;
  if (expected) return expected;
  // The one meant without asking (rank.ts chooseDefinition: the library's over tests', the free function over methods, one overload group).
  const chosen = chooseDefinition(g, defs, symbol);
  if (chosen) return chosen;
  if (!defs.length) {
    if (!g.findDefinitions(symbol).length) return { result: noSymbol(g, symbol, tool) };
    const where = path ? ` under ${path}` : '';
    // Defined elsewhere, and the scope is code the graph holds: those definitions are the ones to ask for (newcomer 19 #4: only search-code was offered).
    const held = scope !== undefined && [...g.data.files.keys()].some((f) => f === scope || f.startsWith(`${scope.replace(/\/$/, '')}/`));
    const elsewhere = held ? rankDefinitions(g, g.findDefinitions(symbol)) : [];
    if (elsewhere.length) return { result: candidatesResult(elsewhere, `No definition of ${echoed(symbol)}${where}; ${elsewhere.length === 1 ? 'the only one' : `the ${elsewhere.length}`} in the repository:`, symbol, tool, false, false, undefined, extra, shown) };
    const search = echoed(symbol) === symbol.trim() ? `; search the code: ${renderHint({ tool: 'search_code', args: { query: symbol } })}` : '';
    return { result: { text: `No matches. (no definition of ${echoed(symbol)}${where}${search})`, structured: { items: [], truncated: false } } };
  }
  defs = oneLinePerGroup(g, defs);
  const tests = defs.filter((d) => isTestPath(d.path)).length;
  const inTests = tests && tests < defs.length ? `; ${tests} in test files, listed last` : '';
  const ask = scope ? ` under ${scope}; pass path:line` : '; pass path (the file, or path:line)';
  // Candidates told apart by their qualified names (`Rack::Utils.escape_html`, `Other::Utils.escape_html`) are asked for by name.
  let named = !scope && apartByName(defs, symbol);
  // Same display names, but each has a spelling of its own (Go `util.Helper`, `other.Helper`): asked for by that.
  // Java / Kotlin / Scala / C# candidates are listed by those names too (`Ex.Other.Tools.Helper`, `Ex.Util.Tools.Helper`): told apart at a glance.
  const apart = named || scope ? undefined : g.candidateNames(defs);
  const askAs = apart?.ask[0];
  if (apart) {
    named = true;
    defs = defs.map((d, k) => ({ ...d, name: apart.names[k] }));
  }
  const how = named ? '; ask for one by its full name, or pass path' : ask;
  return { result: candidatesResult(defs, `Ambiguous: ${defs.length} definitions of ${symbol}${how}${inTests}`, symbol, tool, true, named, askAs, extra, shown) };
}

/**
 * The innermost test case (kind `test`, testCases.ts) holding line `at` of
 * its file whose call is written with `word`: `it` or `it.only` for
 * `it.only('does', …)`, `test` for `test.each(…)('adds %i', …)`, `describe`,
 * Ruby `it` for `it "does" do` (the signature's head: its text up to `(`, a
 * space or `{`). Undefined when none is.
 */
function testCaseAt(g: CodeGraph, at: { file: string; line: number }, word: string): SymbolItem | undefined {
  const w = word.trim();
  return g.definitionsAt(at.file, at.line).find((d) => {
    if (d.kind !== 'test') return false;
    const head = /^[^\s({]*/.exec(d.signature ?? '')![0];
    return head === w || head.startsWith(`${w}.`);
  });
}

/**
 * How many candidates a list shows: the question's `limit` (callers' `-n`),
 * and the tool's largest limit, up to which the `(+K more — …)` line asks
 * for the rest with a raised limit.
 */
export interface Shown {
  limit: number;
  max: number;
  /** The question's `path`, which the raised question keeps. */
  path?: string;
  /** The question's `offset`: candidates listed from this one on (0-based), as the tool's items are paged. */
  offset?: number;
}

/** Candidates listed when the question gives no limit. */
const CANDIDATES_SHOWN = 50;

/**
 * `defs` (ranked) with each overload group (CodeGraph.overloadGroup: a class's same-named methods, a getter and setter
 * of one property) as one candidate, its first member in rank order carrying the group's lines (`overloads`, shown
 * `(+2 overloads)` or `(get/set pair)`), as a question about it answers the group as one (newcomer 24 #9: koa's
 * `callers header` listed request.js's get/set pair twice among 3 definitions).
 */
function oneLinePerGroup(g: CodeGraph, defs: SymbolItem[]): SymbolItem[] {
  if (defs.length < 2) return defs;
  const taken = new Set<string>();
  const out: SymbolItem[] = [];
  for (const d of defs) {
    if (taken.has(`${d.ref.path}\0${d.ref.i}`)) continue;
    const group = d.ref.i >= 0 ? g.overloadGroup(d.ref) : [];
    const listed = group.filter((r) => defs.some((x) => x.ref.path === r.path && x.ref.i === r.i));
    if (listed.length < 2) {
      out.push(d);
      continue;
    }
    for (const r of listed) taken.add(`${r.path}\0${r.i}`);
    out.push({ ...d, overloads: group.map((r) => shownLine(g.data.def(r))), ...(g.accessorPair(group) ? { accessors: true } : {}) });
  }
  return out;
}

/**
 * A list of candidate definitions (ranked) under `head`, with a runnable
 * example (`e.g. …`, the first by path:line — which also separates two
 * definitions in one file — or, `byName`, the first by its qualified name,
 * `askAs` when its display name is not one: CodeGraph.askName) when the tool is known;
 * `extra`: the question's other arguments the example keeps (impact's `depth`).
 * At most `shown.limit` are listed (newcomer 21 #1: `callers … -n 30` listed
 * all 42), from `shown.offset` on, then `(+K more — <the question with a
 * raised limit>)` while the tool's `shown.max` allows it, else `<the
 * question for the next page>` (its `offset`); 50 without `shown`.
 */
export function candidatesResult(defs: SymbolItem[], head: string, symbol: string, tool: string | undefined, inline = false, byName = false, askAs?: string, extra: Record<string, HintValue> = {}, shown?: Shown): ToolResult {
  // A page past the first (`--offset`), as the items are paged; an offset past the last candidate lists from the first.
  const from = shown?.offset && shown.offset < defs.length ? shown.offset : 0;
  const candidates = defs.slice(from, from + (shown?.limit ?? CANDIDATES_SHOWN)).map((d) => toItem(d, true));
  const args: Record<string, HintValue> = { ...(byName ? { symbol: askAs ?? candidates[0].name } : { symbol, path: `${candidates[0].path}:${candidates[0].line}` }), ...extra };
  const example = tool ? renderHint({ tool, args }) : '';
  const first = inline ? `${head}${example ? ` — e.g. ${example}` : ''}` : head;
  const lines = [first, ...candidates.map((c) => itemLine(c))];
  if (!inline && example) lines.push(`(e.g. ${example})`);
  const rest = defs.length - from - candidates.length;
  if (rest > 0) {
    // All of them when the tool's limit holds them, else the next page (newcomer 26 #7: `(+44 more)` said no way to see them).
    const keep = { symbol, ...(shown?.path ? { path: shown.path } : {}), ...extra };
    const raised = !tool || !shown ? '' : defs.length <= shown.max && from === 0 ? renderHint({ tool, args: { ...keep, limit: defs.length } }) : renderHint({ tool, args: { ...keep, limit: Math.min(shown.max, rest), offset: from + candidates.length } });
    lines.push(moreLine(rest, raised || undefined));
  }
  return { text: lines.join('\n'), structured: { items: [], candidates, truncated: rest > 0 } };
}
