/**
 * What the code_* tools and search_code share (SPEC §12): their annotations
 * and input fields, opening the graph (with the "indexing" wait), and the
 * answer of the edge tools (answerEdges). The items and list text are
 * codeItems.ts, picking one definition codePick.ts, the `path` check
 * codeScope.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import type { Repo } from '../core/repo';
import { openGraph, type CodeGraph, type EdgeItem, type UnresolvedCalls } from '../core/graph/graph';
import type { SymbolItem } from '../core/graph/graphNames';
import { progressText } from '../core/graph/indexProgress';
import { changedLinesOnly } from '../core/progress';
import { LANGUAGES } from '../core/graph/languages';
import { KontextError } from '../core/errors';
import type { ToolAnnotations, ToolContext, ToolResult } from './registry';
import { apartByName, defined, renderHint, type HintValue } from '../core/hints';
import { CLASS_LIKE_KINDS, shownLine } from '../core/graph/types';
import { errorCallsText } from '../core/graph/fileNotes';
import { choiceNote, testsChoiceNote, defLabel, edgeHeader, noEdgesText, testCaseNoCallersText, unresolvedText, localFunctionText, deeperUnresolvedText, unresolvedCalleesText, calledVariablesText, shownKind, macroHintText, VALUES_UNREAD, type ContainerMembers, type EdgeKind } from './codeText';
import { rubyOtherSide } from '../core/graph/rubyNames';
import { displayName, localScope } from '../core/graph/displayNames';
import { nameParts } from '../core/graph/nameParts';
import { pythonPropertyGetter } from '../core/graph/signatures';
import type { DefRef } from '../core/graph/graphIndex';
import { echoed } from '../core/text';
import { notIndexedAnswer, skippedNotes, withLines } from './codeSkipped';
import { listResult, toItem, type CodeItem, type MoreCall } from './codeItems';
import { candidatesResult, fileLine, pickDefinition } from './codePick';
import { checkScope } from './codeScope';
import { fileAsked, fileNamed, missingFileAnswer } from './codeFile';

/** Annotations of every code-graph tool (SPEC §12). */
export function codeAnnotations(title: string): ToolAnnotations {
  return { title, readOnlyHint: true, openWorldHint: false };
}

/** Field descriptions shared by the tools. */
/** Whether a symbol name does not end with a separator (`Shape.`, `geo::`: newcomer 14a #13, once read as `Shape` silently); C++ `operator->` is a name. */
export function wholeName(name: string): boolean {
  return !/(?<!operator)(?:\.|::|#|->)\s*$/.test(name);
}
/** What a name ending with a separator is told (zod's error for wholeName): `"Shape." ends with a separator; pass …`. */
export function trailingSeparator(issue: { input?: unknown }): string {
  const given = String(issue.input ?? '').trim();
  const container = given.replace(/(?:\.|::|#|->)+$/, '') || 'Shape';
  return `${JSON.stringify(given)} ends with a separator; pass the whole name (e.g. ${container}.name) or the container alone (${container})`;
}
export const symbolField = z.string().min(1).refine(wholeName, { error: trailingSeparator }).describe('Symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`)');
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
 * progress on stderr, since a one-shot process cannot retry. Throws
 * KontextError('config') when the configuration cannot be read.
 */
/**
 * The line an answer found through a renaming export starts with
 * (GraphNames.renamedDefinitions): `createElementVNode is not defined under
 * that name; answering for createBaseVNode, which
 * packages/runtime-core/src/index.ts exports as createElementVNode`; for a
 * member asked through its class's renamed name, `HonoBase.route is not
 * defined under that name; answering for Hono.route: src/hono-base.ts
 * exports Hono as HonoBase`. Undefined when `symbol` is the definition's
 * own name.
 */
function renamedNote(g: CodeGraph, symbol: string | undefined, shown: string): string | undefined {
  const asked = symbol?.trim();
  if (!asked || shown === asked || shown.endsWith(`.${asked}`) || shown.endsWith(`::${asked}`) || shown.endsWith(`#${asked}`)) return undefined;
  const by = (files: string[]) => (files.length === 1 ? files[0] : `${files[0]} (and ${files.length - 1} more file${files.length === 2 ? '' : 's'})`);
  const files = g.exportedUnder(asked);
  if (files.length) return `${echoed(asked)} is not defined under that name; answering for ${shown}, which ${by(files)} exports as ${echoed(asked)}`;
  // `HonoBase.route` of a class renamed by its export (renamedNames renamedMemberDefinitions): name the class's export.
  const parts = nameParts(asked);
  const member = parts[parts.length - 1];
  if (parts.length !== 2 || !shown.endsWith(`.${member}`)) return undefined;
  const owner = g.exportedUnder(parts[0]);
  const cls = shown.slice(0, -member.length - 1);
  return owner.length ? `${echoed(asked)} is not defined under that name; answering for ${shown}: ${by(owner)} exports ${cls} as ${parts[0]}` : undefined;
}

export async function readyGraph(ctx: ToolContext & { repo: Repo }): Promise<CodeGraph> {
  // An unreadable config fails the call (KontextError('config'): the file, line:column and the fix), as in brief and
  // why: answering would drop the user's [graph] include/exclude in silence (SPEC §4: invalid TOML is an error).
  ctx.repo.config();
  const g = openGraph(ctx.repo);
  const cli = ctx.origin === 'cli';
  if (g.status().state === 'ready' || !ctx.progress) {
    await g.ensure(cli ? 60 * 60_000 : undefined);
    return g;
  }
  // The CLI prints a line when it says something new (a count unchanged since the last tick is not repeated); agents get every tick.
  const progress = cli ? changedLinesOnly(ctx.progress) : ctx.progress;
  const report = () => {
    const s = g.status();
    if (s.state !== 'indexing' || !s.progress) return;
    // The CLI prints counts only (a "listing files" line says nothing a person needs).
    if (cli && !s.progress.total) return;
    const text = cli ? `graph: indexing ${progressText(s.progress)}` : `code graph: indexing (${progressText(s.progress)}); answering when it is done, or after 5 s`;
    progress(text, { done: s.progress.done, total: s.progress.total });
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
  const lang = g.data.files.get(def.path)?.lang;
  // `abstract class Shape`, PHP/Java/C# `abstract class`, Scala `abstract class`: never constructed itself, as an interface or trait.
  const abstract = def.kind === 'interface' ? 'implementations' : /\babstract\b/.test((def.signature ?? '').split(/[{(]/)[0]) ? 'subclasses' : undefined;
  return { tool, container: def.name, path: def.path, methods, called, lang, abstract };
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
    throw new KontextError('invalid-argument', `${more?.tool ?? 'code graph'}: symbol: no symbol given; pass symbol (e.g. render), or, without it, path as file:line for the definition on that line${scope !== undefined ? ` (${scope} names no line)` : ''}`);
  }
  const g = await readyGraph(ctx);
  if (!g.data.files.size) return noSources();
  let symbol = args.symbol;
  // A line of a file's top-level code (a script's `main()`, Python's `if __name__ == "__main__":`), as caller lists print it: its callees are asked for by that line.
  let topLevel: SymbolItem | null = null;
  if (symbol === undefined) {
    // A file the graph left out (build output, vendored, .gitignored, …): said with its reason, not "no definition contains".
    const off = await notIndexedAnswer(g, ctx.repo, lineAt!.file);
    if (off) return off;
    // No symbol: the innermost definition at path:line (the one under the cursor, as the editor's call hierarchy takes it).
    const here = g.definitionsAt(lineAt!.file, lineAt!.line);
    if (!here.length) {
      const lines = lineCount(ctx.repo.root, lineAt!.file);
      const past = lines !== undefined && lineAt!.line > lines;
      topLevel = past ? null : g.topLevelItem(lineAt!.file, lineAt!.line);
      if (!topLevel || kind !== 'callees') {
        const top = topLevel ? `. ${scope} is top-level code, which runs when the file is run or loaded and which nothing calls; what it calls: ${renderHint({ tool: 'code_callees', args: { path: scope! } })}` : '';
        return noDefinitionAt(ctx.repo, lineAt!, 'symbol', top);
      }
    } else {
      // One line defining several (Ruby `attr_accessor :name`: the reader `name` and the writer `name=`): ask which, never a silent pick.
      const same = here.filter((d) => d.line === here[0].line && d.endLine === here[0].endLine && d.kind === here[0].kind).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      if (same.length > 1) {
        const named = apartByName(same, '');
        return candidatesResult(same, `${scope} defines ${same.length} ${same[0].kind}s; ${named ? 'ask for one by its full name' : 'pass symbol'}`, same[0].name, more?.tool, true, named);
      }
      symbol = here[0].name;
    }
  }
  // A source file named as the symbol (`kontext callees app.py`): callees of its top-level code, else what to ask instead.
  const file = symbol !== undefined && !topLevel ? fileNamed(g, symbol) : undefined;
  let fileNote: string | undefined;
  if (file) {
    const asked = fileAsked(g, file, more?.tool ?? `code_${kind}`);
    if ('result' in asked) return asked.result;
    topLevel = asked.topLevel;
    fileNote = asked.note;
  } else if (symbol !== undefined && !topLevel) {
    // A path of a file the graph does not hold (`kontext callees nothere.py`): no such file, not "no symbol".
    const missing = await missingFileAnswer(g, ctx.repo, symbol, more?.tool ?? `code_${kind}`);
    if (missing) return missing;
  }
  // The command suggested for a candidate keeps the question's other arguments (newcomer 19 #4: impact's `-d 3` was dropped).
  const keep: Record<string, HintValue> = kind === 'impact' && depth !== undefined ? { depth } : {};
  const picked = topLevel ? { def: topLevel } : pickDefinition(g, symbol!, scope, more?.tool, kind !== 'callees', keep, { limit: args.limit, max: more?.max ?? args.limit, offset: args.offset });
  if ('result' in picked) {
    const r = picked.result;
    // No definition at all (not an ambiguity): say when the graph left the scope, or the name's files, out.
    if (r.structured?.candidates || (r.structured?.items as unknown[] | undefined)?.length) return r;
    return withLines(r, await skippedNotes(g, ctx.repo, scope, symbol!, !g.findDefinitions(symbol!).length));
  }
  // The answer names its definition first, and why a bare name meant it (newcomer4 #17).
  const label = defLabel(picked.def);
  const over = picked.passedOver;
  const methodsNote = over && symbol ? choiceNote(more?.tool, symbol.trim(), over.map((d) => d.name), over.length, over.map((d) => d.kind)) : undefined;
  // The library's definition chosen over same-named ones in test files: the answer names those.
  const tests = picked.testsPassedOver;
  const testsNote = tests?.length && symbol ? testsChoiceNote(more?.tool, symbol.trim(), tests, !!methodsNote) : undefined;
  // Kotlin Multiplatform: the expect declaration answered for its actual implementations too.
  const actuals = picked.actuals?.length ? `the expect declaration, for its actual implementations too (${picked.actuals.map((d) => `${d.path}:${d.line}`).join(', ')})` : undefined;
  const note = fileNote ?? ([methodsNote, testsNote, actuals].filter(Boolean).join(' ') || undefined);
  // Ruby `Point.norm` asked where only `Point#norm` is defined (or `Point#make` for `Point.make`): say which one answers (first text line, and structuredContent `answeredFor`).
  // `Sub.method` of a method Sub inherits (inheritedNames.ts): `PostgresQueryRunner inherits getCachedTable from BaseQueryRunner`.
  const otherSide =
    picked.def.inherited ??
    (symbol && picked.def.ref.i >= 0 && rubyOtherSide(symbol, g.data.def(picked.def.ref), g.data.files.get(picked.def.path)?.lang ?? '') ? `${echoed(symbol)} is not defined; answering for ${picked.def.name}` : renamedNote(g, symbol, picked.def.name));
  const found = edges(g, picked.def);
  const items = found.map((e) => toItem(e));
  // A class with no edges of its own: name its methods (computed only then).
  const members = !items.length && more ? containerMembers(g, picked.def, kind, more.tool) : undefined;
  // Callers and impact are lower bounds: say how many same-named calls could not be placed.
  // Overloads answered as one: the calls that could be any of them, each once (newcomer 47 #4: the note spoke for the first only).
  const unresolved = kind === 'callees' ? undefined : picked.def.group ? g.unresolvedOf(picked.def.group, 3, args.limit) : g.unresolvedCalls(picked.def.ref, 3, args.limit);
  // Impact: the same for each depth's callers, whose own callers may be among such calls (the chain is not said to end while some are).
  const reached = kind === 'impact' ? Math.max(0, ...items.map((it) => it.depth ?? 1)) : undefined;
  const deeper = kind === 'impact' ? deeperUnresolved(g, found, Math.min(reached!, (depth ?? 2) - 1)) : [];
  // Callees: the calls made there that reach nothing defined here (library calls, values of unknown type), by name.
  const outside = kind === 'callees' ? g.unresolvedCallees(picked.def.group ?? [picked.def.ref]) : undefined;
  // Callees: the variables it calls (`handler()` of a `let handler`), named apart (CodeGraph.calledVariables).
  const variables = kind === 'callees' ? g.calledVariables(picked.def.group ?? [picked.def.ref]) : [];
  // A local function (`Hono.mount.handler`): the note counts and names only the function it is written in.
  const local = kind !== 'callees' && picked.def.ref.i >= 0 ? localScope(g.data, picked.def.ref) : undefined;
  const owner = local ? { name: displayName(g.data, local, g.data.def(local)), at: `${local.path}:${shownLine(g.data.def(local))}` } : undefined;
  const defName = picked.def.ref.i >= 0 ? g.data.def(picked.def.ref).name : '';
  const footer = [
    unresolved?.count ? unresolvedText(g.data.memberAliasNames(picked.def.ref).join(' or '), unresolved, args.limit, owner && `${owner.name} (${owner.at})`) : undefined,
    owner && !unresolved?.count && !items.length ? localFunctionText(g.data.def(picked.def.ref).name, owner.name, owner.at) : undefined,
    ...deeper.map((u) => deeperUnresolvedText(u.depth, u)),
    variables.length ? calledVariablesText(variables) : undefined,
    outside?.count ? unresolvedCalleesText(outside) : undefined,
    outside?.macros ? macroHintText(outside.macros) : undefined,
    // Calls a syntax error may have lost: where files read with errors call the name on lines no call was read from.
    kind !== 'callees' && picked.def.ref.i >= 0 ? errorCallsText(defName, g.errorFilesCalling(defName)) || undefined : undefined,
  ].filter(Boolean).join('\n');
  const extra = {
    ...(unresolved?.count ? { unresolved: unresolvedStructured(unresolved) } : {}),
    ...(variables.length ? { calledVariables: variables.map((v) => toItem(v)) } : {}),
    ...(outside?.count ? { unresolvedCallees: { count: outside.count, names: outside.names.slice(0, UNRESOLVED_CALLEE_NAMES), ...(outside.macros ? { macros: outside.macros } : {}) } } : {}),
    ...(deeper.length ? { unresolvedDeeper: deeper.map((u) => ({ depth: u.depth, count: u.count, names: u.names, examples: u.sites.map((s) => `${s.path}:${s.line}`) })) } : {}),
  };
  const result = listResult(items, args.limit, more, {
    footer: footer || undefined,
    extra,
    header: edgeHeader(kind, label, note, depth, reached, deeper.find((u) => u.depth === reached! + 1)),
    empty:
      variables.length
        ? `${note ? `callees of ${label} — ${note}:\n` : ''}No callees found in ${label}: the calls it makes that the graph resolves are of variables, named below (calls into libraries and dynamic calls are not listed)`
        : picked.def.kind === 'test' && kind !== 'callees'
        ? testCaseNoCallersText(kind, label, picked.def.name, `${picked.def.path}:${picked.def.line}`, note)
        : noEdgesText(kind, label, note, members, propertyName(g, picked.def.ref), g.data.files.get(picked.def.path)?.lang === 'python' ? 'self' : 'this', picked.def.ref.i >= 0 ? g.data.def(picked.def.ref).property : undefined, picked.def.ref.i >= 0 ? { kind: shownKind(g.data.def(picked.def.ref)), name: g.data.def(picked.def.ref).name } : undefined, !VALUES_UNREAD.has(g.data.files.get(picked.def.path)?.lang ?? '')),
    definition: toItem(picked.def, true),
    calls: kind === 'callees' ? 'called' : 'calls',
    byDepth: kind === 'impact',
    offset: args.offset,
  });
  // The same line in structuredContent (`answeredFor`), so `--json` and MCP clients learn whose definition answered too.
  return otherSide ? { ...result, text: `${otherSide}\n${result.text}`, structured: result.structured ? { ...result.structured, answeredFor: otherSide } : result.structured } : result;
}

/** structuredContent `unresolved`: the count, the text's examples (path:line), and each call up to the limit (`calls`), with how many are on unknown receivers, how many bare, how many on a type whose class a syntax error lost (and its files) and how many were left out. */
function unresolvedStructured(u: UnresolvedCalls) {
  return { count: u.count, unknown: u.unknown, bare: u.bare, ...(u.leftOut ? { leftOut: u.leftOut } : {}), ...(u.lost ? { lost: u.lost, lostIn: u.lostIn } : {}), examples: u.sites.map((s) => `${s.path}:${s.line}`), calls: u.list };
}

/** How many distinct unresolved callees structuredContent `unresolvedCallees.names` keeps (the text names 8). */
const UNRESOLVED_CALLEE_NAMES = 50;

/**
 * For code_impact: per depth 1…`upTo`, the calls named like that depth's
 * callers that resolve to no definition (CodeGraph.unresolvedOf), each such
 * group with `depth` = the depth its calls would be at (one more); depths
 * without any are left out. Top-level code (no definition) has no name to call.
 */
function deeperUnresolved(g: CodeGraph, found: { ref?: DefRef; depth?: number }[], upTo: number): (UnresolvedCalls & { names: string[]; depth: number })[] {
  const out: (UnresolvedCalls & { names: string[]; depth: number })[] = [];
  for (let d = 1; d <= upTo; d++) {
    const refs = found.filter((e) => e.depth === d && e.ref && e.ref.i >= 0).map((e) => e.ref!);
    const u = refs.length ? g.unresolvedOf(refs) : undefined;
    if (u?.count) out.push({ ...u, depth: d + 1 });
  }
  return out;
}

/**
 * The answer when `at` (a checked `file:line` scope) lies inside no
 * definition, for a question without a name (`field`: the argument that
 * names one): past the file's end it says so, as `why path:line` does
 * (newcomer 13a: "No definition contains main.go:999" for a 17-line file).
 * `more` ends the sentence (the edge tools' top-level-code note).
 */
export function noDefinitionAt(repo: Repo, at: { file: string; line: number }, field: string, more = ''): ToolResult {
  const lines = lineCount(repo.root, at.file);
  const past = lines !== undefined && at.line > lines ? `${at.file} has ${lines} line${lines === 1 ? '' : 's'}; line ${at.line} is past its end — ` : `No definition contains ${at.file}:${at.line}; `;
  return { text: `${past}pass ${field}, or a line inside a function, method or class${more}`, structured: { items: [], truncated: false } };
}

/** Lines in repository file `rel` (a final newline ends the last line), or undefined when it cannot be read. */
function lineCount(root: string, rel: string): number | undefined {
  try {
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    if (!text) return 0;
    const n = text.split('\n').length;
    return text.endsWith('\n') ? n - 1 : n;
  } catch {
    return undefined;
  }
}

/** The property name of a TypeScript/JavaScript accessor or a Python `@property` getter (their uses are reads, not calls: noEdgesText), else undefined. */
function propertyName(g: CodeGraph, ref: DefRef): string | undefined {
  if (ref.i < 0) return undefined;
  const d = g.data.def(ref);
  return g.isAccessor(ref) || (g.data.files.get(ref.path)?.lang === 'python' && pythonPropertyGetter(d.signature)) ? d.name : undefined;
}
