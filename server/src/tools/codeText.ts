/**
 * Wording of the code-graph answers (SPEC §12, issue 3; newcomer4 #7, #12,
 * #16–#18): which definition an answer is for, the call lines of an edge,
 * a definition's doc comment cut to its first paragraph, the "nothing found"
 * sentences, and the depth headings of code_impact. Pure text: tools/codeShared.ts
 * builds the answers.
 */
import { clip } from '../core/text';
import { choiceText, forReader, renderHint, testsChoiceText } from '../core/hints';

import { shownKind } from '../core/graph/shownKind';

export { shownKind };

/** The definition an answer is for, as `function get (src/requests/api.py:62)`. */
export function defLabel(def: { kind: string; signature?: string; name: string; path: string; line: number; overloads?: number[]; group?: unknown[]; accessors?: boolean }): string {
  const d = { ...def, kind: shownKind(def) };
  // A file's top-level code (CodeGraph.topLevelItem: kind `module`, named by the file's base name), as caller lists print it.
  if (d.kind === 'module' && d.name === d.path.slice(d.path.lastIndexOf('/') + 1)) return `top-level code of ${d.path} (${d.path}:${d.line}, outside any function)`;
  const o = d.overloads;
  if (!o || o.length < 2) return `${d.kind} ${d.name} (${d.path}:${d.line})`;
  // A getter and setter are one property: `method Counter.size (src/c.ts:3; get/set pair, at 3, 6, answered as one)`.
  if (d.accessors) return `${d.kind} ${d.name} (${d.path}:${d.line}; get/set pair, at ${o.join(', ')}${d.group ? ', answered as one' : ''})`;
  // Overloads are one symbol for a name; a path:line picks one, whose callers are the calls its parameter count fits (graph callers, arity.ts).
  const lines = o.join(', ');
  return d.group ? `${d.kind} ${d.name} (${d.path}:${d.line}; ${o.length} overloads, at ${lines}, answered as one; path:line picks one)` : `${d.kind} ${d.name} (${d.path}:${d.line}; one of ${o.length} overloads, at ${lines}; calls told apart by argument count and the argument types known)`;
}

/**
 * Why a bare name answered for the free function while methods share the
 * name (newcomer4 #17): core/hints.ts choiceText, with `tool` asked for the
 * first method passed over (`kontext callers Session.get`).
 */
export function choiceNote(tool: string | undefined, bare: string, methods: string[], count: number, kinds?: string[]): string {
  return choiceText((name) => (tool ? renderHint({ tool, args: { symbol: name } }) : ''), bare, methods, count, kinds);
}

/**
 * Why a name answered for the one definition outside test files while test
 * files define it too (rank.ts `isTestPath`; rack `callers warn`): `chosen
 * over the method warn in a test file, test/spec_lint.rb:147 (ask for it:
 * <hint>)` or `chosen over 3 definitions in test files (test/a.rb:3,
 * test/b.rb:9, …; e.g. <hint>)`, the hint asking for the first by
 * `path:line`. `after`: the note follows choiceNote's, so it starts `and over`.
 * The words are core/hints.ts testsChoiceText.
 */
export function testsChoiceNote(tool: string | undefined, symbol: string, tests: { kind: string; path: string; line: number }[], after = false): string {
  return testsChoiceText((path) => (tool ? renderHint({ tool, args: { symbol, path } }) : ''), symbol, tests, after);
}

/** What each edge tool lists, for the header line and the "none found" sentence. */
export type EdgeKind = 'callers' | 'callees' | 'impact';

/**
 * First line of an edge answer: `callers of function get (src/a.py:62):`, with the choice note when there is one.
 * Impact names the depth asked (`callers up to depth 2`), or, when the callers ran out before it (`reached`, the
 * deepest level listed), the depth reached and that the chain ends there (newcomer 16 #5: "(none at depth 3)" read
 * as if depth 3 had been left out): `callers to depth 1 — the chain ends there: no callers beyond depth 1, so depth 2 adds none`.
 */
export function edgeHeader(kind: EdgeKind, label: string, note?: string, depth?: number, reached?: number, beyond?: { count: number; names: string[] }): string {
  const asked = depth ?? 1;
  const short = reached !== undefined && reached >= 1 && reached < asked;
  // Calls that resolve to no definition but are named like the deepest callers may go on from there: the chain is not said to end.
  const open = beyond?.count
    ? ` — no resolved callers beyond depth ${reached}, but ${beyond.count} call${beyond.count === 1 ? '' : 's'} named ${namesText(beyond.names)} that resolve${beyond.count === 1 ? 's' : ''} to no definition may go on (not listed at depth ${reached! + 1}, below)`
    : '';
  const what = kind !== 'impact' ? `${kind} of ${label}` : short ? `impact of ${label}, callers to depth ${reached}${open || ` — the chain ends there: no callers beyond depth ${reached}, so ${asked === reached + 1 ? `depth ${asked} adds` : `depths ${reached + 1}–${asked} add`} none`}` : `impact of ${label}, callers up to depth ${asked}`;
  return `${what}${note ? ` — ${note}` : ''}:`;
}

/** Called names for a note: `go`, `go, run`, `go, run, stop (+4 more names)`. */
function namesText(names: string[], max = 3): string {
  const rest = names.length - max;
  return `${names.slice(0, max).join(', ')}${rest > 0 ? ` (+${rest} more name${rest === 1 ? '' : 's'})` : ''}`;
}

/** Languages whose functions handed on as values the graph does not record (see the decision in `.ai/decisions`): Scala, whose bare name of a parameterless method is a call, and Swift, whose bare names in such places are properties and locals. */
export const VALUES_UNREAD: ReadonlySet<string> = new Set(['scala', 'swift']);

/**
 * The answer when a definition has no edges of that kind: says what was
 * looked for and what the graph cannot see, so it does not read like an
 * unknown symbol (newcomer4 #18). `property`: the name of a get/set accessor
 * pair (or a Python `@property`) asked about, whose uses are property reads
 * and writes, not calls; `self`: how its class's methods name the object;
 * `csharp`: the DefRec.property of a C# property asked about (an
 * auto-property runs no code of its own; a computed one's reads are seen in
 * its own file only: langCsProperties). `note` (choiceNote) heads it, in
 * the first line an answer with a list has. `valuesRead`: whether the
 * definition's language records functions handed on as values (not one of
 * VALUES_UNREAD); when not, the answer says they are not seen.
 */
export function noEdgesText(kind: EdgeKind, label: string, note?: string, members?: ContainerMembers, property?: string, self = 'this', csharp?: 'auto' | 'computed', used?: { kind: string; name: string }, valuesRead = true): string {
  // Why a bare name meant this definition comes first, as above a list (texts issue 3 #4: Ruby's empty answers said it last).
  const first = note ? `${kind} of ${label} — ${note}:\n` : '';
  if (members) {
    const main = containerText(kind, label, members);
    if (main) return `${first}${main}`;
  }
  const main =
    kind === 'callees'
      ? `No callees found in ${label}: it calls nothing defined in this repository that the graph resolves (calls into libraries and dynamic calls are not listed)`
      : valuesRead
        ? `No callers found for ${label}; dynamic calls and calls from other languages are not seen`
        : `No callers found for ${label}; dynamic calls, calls from other languages and, in Scala and Swift, functions passed as values (callbacks, struct fields, table entries) are not seen`;
  // Reading or setting a property runs its accessor without a call; only reads through `this` in the getter's file are recorded (langTsWalk getterReads), and in TS/JS those through a typed variable.
  // Said as two plain sentences (newcomer 10 #26): what counts, then what is not seen.
  // TS/JS also through a variable, parameter or field of a named type (langTsCalls typedReads): `s: Box` then `s.size`, `this.s.size`.
  const typed = self === 'this' ? ` or through a variable, parameter or field declared or constructed as its class (\`b: Box\`, then \`b.${property}\` or \`this.b.${property}\`)` : '';
  // TS/JS: a write is a call of the setter (langTsCalls getterReads, newcomer issue 3 #1), found as reads are.
  const other = self === 'this' ? `Reads and writes through values of unknown type (\`f().${property}\`, \`f().${property} = v\`)` : `Reads and writes through other values (\`x.${property}\`, \`x.${property} = v\`)`;
  const use = self === 'this' ? 'a read (a write, of a setter)' : 'a read';
  let access = property && kind !== 'callees' ? `.\nIt is a property: ${use} counts as a call only through \`${self}\` in a method of its own class (\`${self}.${property}\`)${typed}. ${other} are not recorded` : '';
  if (csharp === 'auto' && kind !== 'callees') access = '.\nIt is an auto-property (`{ get; set; }`): reading or setting it runs no code of its own, so no read is a call';
  else if (csharp === 'computed' && kind !== 'callees') access = '.\nIt is a property: a read counts as a call in its own file only (in Swift only through a value, `x.name` or `self.name`); reads in other files and writes are not recorded';
  // A variable, constant or type is used, not called (newcomer 26 #9: "No callers found" read as a gap in what the graph follows).
  const uses = used && kind !== 'callees' && USED_NOT_CALLED.has(used.kind) ? `.\nIt is ${used.kind === 'var' || used.kind === 'const' ? 'a value' : 'a type'}: the graph records calls of it, not reads${used.kind === 'var' || used.kind === 'const' ? ' or writes' : ' or uses in types'}; to see every use: git grep -n -w ${/^[\p{L}\p{N}_$]+$/u.test(used.name) ? used.name : `'${used.name.replace(/'/g, '')}'`} -- ':/'` : '';
  // (`:/`: the whole repository from any folder; a plain git grep searches the folder it runs in only, newcomer 27 B.)
  return `${first}${main}${access}${uses}`;
}

/** Kinds answers show (shownKind) whose uses are mostly no calls: values read and types named (noEdgesText). */
const USED_NOT_CALLED: ReadonlySet<string> = new Set(['var', 'const', 'type', 'interface', 'enum']);

/**
 * The empty callers/impact answer for a test case (kind `test`: an `it(…)`
 * or `describe(…)` callback, testCases.ts): the test runner calls it, code
 * does not, so "no callers" is its normal state, not a blind spot; points at
 * what it calls instead (`name`: the test case's name, `at`: its `path:line`). `note` (choiceNote) heads it as in noEdgesText.
 */
export function testCaseNoCallersText(kind: EdgeKind, label: string, name: string, at: string, note?: string): string {
  // The word that opened it (`it`, `test`, `describe`…): callees finds the test case that word opens at a path:line.
  const word = name.split(' › ').pop()!.split(' ')[0];
  const first = note ? `${kind} of ${label} — ${note}:\n` : '';
  const what = / hook$/.test(name) ? 'test hook' : /^(describe|context|suite)$/i.test(word) ? 'test suite' : 'test case';
  return `${first}No callers found for ${label}: it is a ${what}, run by the test runner, not called from code (what it calls: ${renderHint({ tool: 'code_callees', args: { symbol: word, path: at } })})`;
}

/**
 * The note under callers and impact: `Not listed: 1358 calls named
 * getRepository that resolve to no definition (1200 on a receiver of
 * unknown type, shown first; 150 bare; 8 on a receiver whose known type
 * does not define it but may inherit it); 40 more on
 * values or packages from outside the repository left out; they may call
 * it: a.ts:12 \`repo.getRepository(User)\`; b.ts:40 \`x.getRepository(A)\`,
 * \`y.getRepository(B)\`; … +1355 more (--json lists up to -n of them:
 * unresolved.calls)`. Each line is named once with the text of each such
 * call on it, so two calls on one line read as two (texts issue 3 #1);
 * `shown` counts the calls those lines hold, and `… +K more` the others,
 * with where to read them (structuredContent `unresolved.calls`, up to
 * `limit`; newcomer 19 #1).
 */
export function unresolvedText(name: string, u: UnresolvedSites & UnresolvedKinds, limit?: number, within?: string): string {
  const one = u.count === 1;
  const more = limit && u.count > (u.shown ?? u.sites.length) ? forReader({ agent: ` (structuredContent unresolved.calls lists up to \`limit\` of them)`, person: ' (--json lists up to -n of them: unresolved.calls)' }) : '';
  // A local function (GraphData.unresolvedNamed counts only the calls inside the function it is written in).
  const where = within ? ` inside ${within}, the only code that can call a local function by name,` : '';
  return `Not listed: ${u.count} call${one ? '' : 's'} named ${name}${where} that resolve${one ? 's' : ''} to no definition ${kindsText(u)}; ${one ? 'it' : 'they'} may call it: ${sitesText(u)}${more}`;
}

/**
 * The note under an empty callers or impact answer for a local function
 * (displayNames localScope): `handler is local to Hono.mount
 * (src/hono-base.ts:369): only code inside it can call it by name, and none
 * there does; passed on as a value, it is called through another name, which
 * is not followed.` — in place of a repository-wide count of same-named
 * calls, none of which can reach it.
 */
export function localFunctionText(name: string, owner: string, at: string): string {
  return `${name} is local to ${owner} (${at}): only code inside it can call it by name, and none there does; passed on as a value, it is called through another name, which is not followed.`;
}

/** What the unresolved calls are made on (graph.ts UnresolvedCalls): `lost` and `lostIn` absent read as none. */
interface UnresolvedKinds {
  count: number;
  unknown: number;
  bare: number;
  leftOut: number;
  lost?: number;
  lostIn?: string[];
}

/**
 * `(12 on a receiver of unknown type, shown first; 2 bare; 1 on a receiver whose known type does not define it but may inherit it; 3 on a
 * receiver of a type whose file the parser could not read whole, JsonReader.kt); 4 more on values or packages from outside
 * the repository left out`: what the unresolved calls are made on.
 */
function kindsText(u: UnresolvedKinds): string {
  const lost = u.lost ?? 0;
  const typed = u.count - u.unknown - u.bare - lost;
  // A type whose class was lost to a syntax error (FileRec.lostTypes): the file to look at, not "does not define it".
  const files = u.lostIn?.length ? `${u.lostIn.slice(0, 3).join(', ')}${u.lostIn.length > 3 ? ` (+${u.lostIn.length - 3} more)` : ''}` : '';
  const lostText = `on a receiver of a type whose file the parser could not read whole${files ? `, ${files}` : ''}`;
  // "on a typed receiver" read as a contradiction next to "resolve to no definition" (newcomer 25 #8): what is typed, and what is missing.
  const parts = [
    u.unknown ? `${u.unknown} on a receiver of unknown type` : '',
    u.bare ? `${u.bare} bare` : '',
    typed ? `${typed} on a receiver whose known type does not define it but may inherit it` : '',
    lost ? `${lost} ${lostText}` : '',
  ].filter(Boolean);
  const only =
    u.unknown === u.count
      ? 'receiver of unknown type'
      : u.bare === u.count
        ? 'a bare name several definitions share, or none in scope'
        : typed === u.count
          ? 'on a receiver whose known type does not define it but may inherit it'
          : lost === u.count
            ? lostText
            : undefined;
  const why = only ?? (u.unknown ? `${parts[0]}, shown first; ${parts.slice(1).join('; ')}` : parts.join('; '));
  return `(${why})${u.leftOut ? `; ${u.leftOut} more on values or packages from outside the repository left out` : ''}`;
}

/** Unresolved call sites as the notes show them (graph.ts UnresolvedCalls). */
interface UnresolvedSites {
  count: number;
  shown?: number;
  sites: { path: string; line: number; calls?: string[]; types?: Record<string, string> }[];
}

/** `a.ts:12 \`r.go()\`; b.ts:40 \`x.go(1)\`, \`y.go(2)\`; … +3 more`: each line once with its calls' text, then the calls not shown. */
function sitesText(u: UnresolvedSites): string {
  // A receiver of a known type that does not define the name says which type (newcomer 28 #8): `app.route("/")` (app: Flask).
  const where = u.sites.map((s) => `${s.path}:${s.line}${s.calls?.length ? ` ${s.calls.map((c) => `\`${c}\`${s.types?.[c] ? ` (${s.types[c]})` : ''}`).join(', ')}` : ''}`).join('; ');
  const rest = u.count - (u.shown ?? u.sites.length);
  return `${where}${rest > 0 ? `; … +${rest} more` : ''}`;
}

/**
 * The note under callees: `Not listed: 5 calls the graph resolves to no
 * definition (library calls, or calls it cannot follow: on values of unknown
 * type, dynamic): print ×2, json.dumps, r.go; … +3 more names`, at most `max`
 * names, each as written (CodeGraph.unresolvedCallees). Not "no definition in
 * this repository": a call the graph cannot follow may well reach one
 * (newcomer 25 #8: axum's `self.path_router.with_state`).
 */
export function unresolvedCalleesText(u: { count: number; names: { name: string; count: number }[] }, max = 8): string {
  const one = u.count === 1;
  const shown = u.names.slice(0, max).map((n) => `${n.name}${n.count > 1 ? ` ×${n.count}` : ''}`).join(', ');
  const rest = u.names.length - max;
  return `Not listed: ${u.count} call${one ? '' : 's'} the graph resolves to no definition (library calls, or calls it cannot follow: on values of unknown type, dynamic): ${shown}${rest > 0 ? `; … +${rest} more name${rest === 1 ? '' : 's'}` : ''}`;
}

/**
 * The line under callees for the variables the definition calls
 * (CodeGraph.calledVariables), which callees does not list: `Also calls 2
 * variables, not listed as callees (what a variable holds is assigned
 * elsewhere; callers of one lists these calls): var handler (src/m.ts:6) on
 * lines 10, 11; const api (src/api.ts:3) on line 4`, at most `max` of them.
 */
export function calledVariablesText(vars: { kind: string; signature?: string; name: string; path: string; line: number; sites: { line: number }[] }[], max = 5): string {
  const shown = vars.slice(0, max).map((v) => {
    const lines = [...new Set(v.sites.map((s) => s.line))];
    return `${shownKind(v)} ${v.name} (${v.path}:${v.line}) on line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`;
  });
  const rest = vars.length - max;
  const one = vars.length === 1;
  return `Also calls ${one ? 'a variable' : `${vars.length} variables`}, not listed as callees (what a variable holds is assigned elsewhere; callers of ${one ? 'it' : 'one'} lists these calls): ${shown.join('; ')}${rest > 0 ? `; … +${rest} more` : ''}`;
}

/**
 * The line under callees' note for Rust functions called bare that resolve
 * to nothing in a crate invoking macros at item level (unresolvedCalls.ts
 * MacroHint): `answer, helper_one may be defined by a macro: the crate
 * invokes 2 at item level, which the graph does not expand: make_getter! at
 * src/lib.rs:13 (writes answer), define_helpers! at src/lib.rs:14`, at most 8
 * names.
 */
export function macroHintText(h: { names: string[]; macros: { macro: string; path: string; line: number; writes?: string[] }[]; count: number }, max = 8): string {
  const names = h.names.slice(0, max).join(', ') + (h.names.length > max ? ` (+${h.names.length - max} more)` : '');
  const shown = h.macros.map((m) => `${m.macro}! at ${m.path}:${m.line}${m.writes ? ` (writes ${m.writes.join(', ')})` : ''}`).join(', ');
  const rest = h.count - h.macros.length;
  return `${names} may be defined by a macro: the crate invokes ${h.count} at item level, which the graph does not expand: ${shown}${rest > 0 ? `, … +${rest} more` : ''}`;
}

/**
 * code_impact's note for one depth past the callers it lists: `Not listed at
 * depth 3: 1 call named go that resolves to no definition (receiver of
 * unknown type); it may call a
 * depth-2 caller: lib.py:12 \`r.go()\``. `depth`: the depth such calls would
 * be at; `names`: the names called (those of the depth above).
 */
export function deeperUnresolvedText(depth: number, u: UnresolvedSites & UnresolvedKinds & { names: string[] }): string {
  const one = u.count === 1;
  return `Not listed at depth ${depth}: ${u.count} call${one ? '' : 's'} named ${namesText(u.names)} that resolve${one ? 's' : ''} to no definition ${kindsText(u)}; ${one ? 'it' : 'they'} may call a depth-${depth - 1} caller: ${sitesText(u)}`;
}

/** Heading of one depth group of code_impact: `depth 1 — direct callers`, `depth 2 — callers of depth 1`. */
export function depthHeading(depth: number): string {
  return depth === 1 ? 'depth 1 — direct callers' : `depth ${depth} — callers of depth ${depth - 1}`;
}

/**
 * `  (calls it on lines 41, 57)` — the call lines of an edge, at most 10
 * named; `verb` says who calls what: `calls it` (a caller), `called` (a
 * callee), `calls Shape.area` (a caller through the base method it names).
 */
export function callsText(lines: number[] | undefined, verb: string): string {
  if (!lines?.length) return '';
  const shown = lines.length > 10 ? `${lines.slice(0, 10).join(', ')}, … +${lines.length - 10}` : lines.join(', ');
  return `  (${verb} on line${lines.length > 1 ? 's' : ''} ${shown})`;
}

/**
 * `  (calls it on line 12; calls Engine.run on line 10)` — a caller whose calls resolved
 * two ways: the direct ones, then per base method the lines naming it
 * (graph callers' site `through`). `lines` are the direct calls' lines: a
 * line holding both kinds is named in both parts, `direct` their verb (`calls it`). Each part names at most 10 lines.
 */
export function mixedCallsText(lines: number[], through: { through: string; lines: number[] }[], direct = 'calls it'): string {
  return joinedCallsText([callsText(lines, direct), ...through.map((t) => callsText(t.lines, `calls ${t.through}`))]);
}

/** `  (calls A on line 3; calls B on line 5)`: callsText parts (empty ones skipped) in one parenthesis; '' when all are empty. */
export function joinedCallsText(parts: string[]): string {
  const inner = parts.filter(Boolean).map((p) => p.trim().slice(1, -1));
  return inner.length ? `  (${inner.join('; ')})` : '';
}

/** A tag or section line that ends a doc's summary (`@param`, `:returns:`, `Args:`, Google/TomDoc `Examples:`). */
const DOC_SECTION = /^(@\w|:(param|returns?|raises|type)\b|(Args|Arguments|Returns|Raises|Parameters|Example|Examples|Usage|Note|Notes|See also):\s*$)/;

/**
 * The first paragraph of a doc comment as one line: its first prose lines, up
 * to the first blank line, code fence, heading or tag line (`@param`,
 * `:param`, `Args:`, `Returns:`, `# Errors`), at most `max` characters
 * (clipped with `…`). Code is never the summary: fenced blocks (```` ``` ````,
 * `~~~`), examples indented two or more columns past the doc's own
 * indentation (Markdown's indented code, Go's tab-indented blocks, TomDoc's
 * examples: the doc keeps that indentation, graph docComment.ts), doctest
 * `>>>` lines, and headings and section labels before any prose are passed
 * over. '' when nothing is left.
 */
export function firstParagraph(doc: string | undefined, max: number): string {
  if (!doc) return '';
  const out: string[] = [];
  let fence = false;
  let code = false; // inside an indented block met before the summary: skipped to its blank line
  for (const l of doc.split('\n')) {
    const t = l.trim();
    if (/^(```|~~~)/.test(t)) {
      if (out.length) break;
      fence = !fence;
      continue;
    }
    if (fence) continue;
    if (!t) {
      if (out.length) break;
      code = false;
      continue;
    }
    if (out.length) {
      if (DOC_SECTION.test(t) || /^#{1,6}\s/.test(t)) break;
      out.push(t);
      continue;
    }
    if (code || /^(\s{2,}|\t)/.test(l) || t.startsWith('>>>')) {
      code = true;
      continue;
    }
    if (/^#{1,6}\s/.test(t) || (DOC_SECTION.test(t) && /:$/.test(t))) continue; // a tag first (`@deprecated Use g.`) is all the summary there is
    out.push(t);
  }
  return clip(out.join(' '), max);
}

/**
 * The members of a class-like definition an edge question was asked of:
 * each function or method by its qualified name, with how many callees it
 * has (code_callees); `tool` is the tool the follow-up hint names.
 */
export interface ContainerMembers {
  tool: string;
  container: string;
  /** The class's file, so the follow-up names this class's method, not a same-named one's. */
  path: string;
  methods: { name: string; callees?: number }[];
  /** For callers: the first method that has callers (its name as in `methods`), the one the follow-up asks about; absent when none has. */
  called?: string;
  /** Language of the class's file (LangInfo.id), for how a construction is written. */
  lang?: string;
  /** An interface, trait or protocol (`implementations`) or an abstract class (`subclasses`): never constructed itself, what is instead. */
  abstract?: 'implementations' | 'subclasses';
}

/** How code constructs `c` in `lang`, as the callers sentence shows it (`new Account()`, Rust `Account { … }`); the old pair when the language is not named. */
function constructionText(c: string, lang: string | undefined): string {
  switch (lang) {
    case 'rust':
      return `\`${c} { … }\` / \`${c}::new(…)\``;
    case 'go':
      return `\`${c}{…}\` / \`&${c}{…}\``;
    case 'ruby':
      return `\`${c}.new\``;
    case 'python':
    case 'kotlin':
    case 'swift':
    case 'dart':
      return `\`${c}(…)\``;
    case 'typescript':
    case 'tsx':
    case 'javascript':
    case 'java':
    case 'csharp':
    case 'php':
      return `\`new ${c}(…)\``;
    case 'cpp':
      return `\`${c} x(…)\` / \`new ${c}(…)\``;
    case 'scala':
      return `\`new ${c}(…)\` / \`${c}(…)\``;
  }
  return `\`new ${c}()\` / \`${c}()\``;
}

/**
 * The "none found" sentence for a class (newcomer5): a class makes no calls
 * itself — its methods do, so code_callees names them (those with callees
 * first, at most 6) and the follow-up question; its callers are the code that
 * constructs it, so code_callers says so and points at its methods' callers.
 * '' when the definition has no methods (the plain sentence applies).
 */
function containerText(kind: EdgeKind, label: string, m: ContainerMembers): string {
  if (!m.methods.length || kind === 'impact') return '';
  const busy = kind === 'callees' ? [...m.methods].sort((a, b) => (b.callees ?? 0) - (a.callees ?? 0)) : m.methods;
  const first = kind === 'callers' ? m.called : busy[0].name;
  // Callers: only a method that has callers is offered; when none has, the sentence says so instead.
  const ask = first ? `Ask for one: ${renderHint({ tool: m.tool, args: { symbol: first, path: m.path } })}` : 'None of them has callers either.';
  const shown = busy.slice(0, 6).map((x) => (kind === 'callees' ? `${x.name} ${x.callees ?? 0}` : x.name));
  const list = `${shown.join(', ')}${busy.length > 6 ? `, … +${busy.length - 6}` : ''}`;
  if (kind === 'callees') {
    const fns = label.startsWith('namespace ') ? ['functions', 'function'] : ['methods', 'method'];
    return `No callees of ${label} itself: a ${label.split(' ')[0]} makes no calls, its ${fns[0]} do (callees per ${fns[1]}: ${list}). ${ask}`;
  }
  // A namespace, or a const holding functions (`const api = { save() {} }`, Go `var echoCmd = &Command{Run: func…}`), is not constructed.
  if (label.startsWith('namespace ')) return `No callers found for ${label}: a namespace is not called; calls of its functions are callers of those — ${list}. ${ask}`;
  // A Ruby module is not constructed either (shownKind).
  if (label.startsWith('module ')) return `No callers found for ${label}: a module is not constructed; calls of its methods are callers of those — ${list}. ${ask}`;
  // A Scala or Kotlin object is a singleton, made once by the runtime: nothing constructs it (shownKind).
  if (label.startsWith('object ')) return `No callers found for ${label}: an object is a singleton, never constructed; calls of its methods are callers of those — ${list}. ${ask}`;
  if (label.startsWith('const ')) return `No callers found for ${label}: calls of its methods are callers of those — ${list}. ${ask}`;
  // A trait, interface or abstract class is never constructed itself: its methods' calls reach the implementations.
  if (m.abstract) return `No callers found for ${label}: it is not constructed itself (its ${m.abstract} are); calls of its methods are callers of those and reach their overrides in the ${m.abstract} — ${list}. ${ask}`;
  return `No callers found for ${label}: nothing constructs it (its callers are the code that creates it, ${constructionText(m.container, m.lang)}); calls of its methods are callers of those — ${list}. ${ask}`;
}

/** A byte limit for people: `1 MiB` (MAX_FILE_BYTES), else KiB or bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1 << 20 && bytes % (1 << 20) === 0) return `${bytes / (1 << 20)} MiB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`;
}
