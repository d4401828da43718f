/**
 * The code graph as `ctx_why`'s symbol locator (CONTRACTS.md "why", SPEC
 * §6.8/§12): `why <symbol>` finds the definition(s) here, then answers with
 * the knowledge and history of `<file>:<line>-<endLine>`: the definition's
 * whole range, its annotations and decorators included (graphNames startLine).
 */
import type { Repo } from '../repo';
import { KontextError } from '../errors';
import { setSymbolLocator, type LocateOptions, type SymbolDefinition } from '../why';
import { shownKind } from './shownKind';
import { openGraph } from './graph';
import { startLine } from './graphNames';
import { constructorAsked } from './constructorAsked';
import { errorFilesText, macroSitesText } from './fileNotes';
import { progressText } from './indexProgress';
import { chooseDefinition, rankDefinitions } from './rank';
import { apartByName, nextStep } from '../hints';
import { echoed } from '../text';
import { changedLinesOnly } from '../progress';

/** Progress lines while a caller waits for the first index, at most this often (ms). */
const PROGRESS_EVERY_MS = 1000;

/**
 * Waits for the graph (CodeGraph.ensure, ≤ `opts.waitMs`; its default short
 * wait when absent), reporting `code graph: indexing n/N files (<why>)` to
 * `opts.progress` at most once a second while files are parsed. Throws
 * KontextError('busy') when the wait ends before the first index does.
 */
async function ensureWithProgress(g: ReturnType<typeof openGraph>, opts: LocateOptions, why: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  if (opts.progress && g.status().state !== 'ready') {
    const report = changedLinesOnly(opts.progress);
    const tick = () => {
      const s = g.status();
      // Only while files are parsed: a saved graph being loaded (and git listing the files) is not
      // "indexing", and its first tick can come late when loading held the thread (newcomer4 #9).
      if (s.state !== 'indexing' || !s.progress || s.progress.listing || s.progress.done >= s.progress.total) return;
      report(`code graph: indexing ${progressText(s.progress)} (${why})`, { done: s.progress.done, total: s.progress.total });
    };
    // First line after a second: a saved graph loads faster than that and prints nothing.
    timer = setInterval(tick, PROGRESS_EVERY_MS);
  }
  try {
    await g.ensure(opts.waitMs);
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * Definitions of `name` (bare or qualified). A bare name that is both a free
 * function and a member elsewhere means the free function, and a name defined
 * in the library and in test files the library's, with what was passed over
 * in `passedOver` / `testsPassedOver` (rank.ts chooseDefinition, as the code tools); overloads of one
 * class (CodeGraph.overloadGroup) are one definition spanning their lines, `overloads` naming each one's first line. While the first
 * index is still running (after the ≤ 5 s wait) this throws
 * KontextError('busy') with the progress; why answers a topic and says so.
 */
export async function locateSymbol(repo: Repo, name: string, opts: LocateOptions = {}): Promise<SymbolDefinition[]> {
  const g = openGraph(repo);
  // A folder's name (why.ts): only a graph built before answers; none yet starts no first index.
  if (opts.ifIndexed && g.status().state !== 'ready' && !g.hasSavedGraph()) return [];
  try {
    await ensureWithProgress(g, opts, `needed to locate ${name}`);
  } catch (e) {
    if (KontextError.is(e, 'busy')) repo.log.log('info', `why ${name}: ${e.message}; answering as a topic`);
    throw e;
  }
  // Ranked (core/graph/rank.ts), so an ambiguous why lists — and its example names — the main definition first.
  // `path` scopes the lookup (`file:line`: the innermost definition of the name holding that line), as the code tools' path does.
  const at = opts.path ? /^(.*):(\d+)$/.exec(opts.path) : null;
  let defs = rankDefinitions(g, g.findDefinitions(name, { path: at ? at[1] : opts.path || undefined }));
  if (at) {
    const line = Number(at[2]);
    defs = defs.filter((d) => startLine(d) <= line && d.endLine >= line).sort((a, b) => startLine(b) - startLine(a) || a.endLine - b.endLine).slice(0, 1);
  }
  // The one meant without asking, by the code tools' rule (rank.ts chooseDefinition: the library's over tests', the free
  // function over methods, one overload group), said in the answer. Overloads answered as one (CodeGraph.overloadGroup, always
  // of one file) are one symbol here too (newcomer 21 #3: `why Mediator.Send` listed three): their lines, first to last.
  const chosen = chooseDefinition(g, defs, name);
  if (chosen) {
    const d = chosen.def;
    const passedOver = chosen.passedOver?.map((m) => m.name);
    const passedOverKinds = chosen.passedOver?.map((m) => shownKind(m));
    const tests = chosen.testsPassedOver?.map((t) => ({ kind: t.kind, path: t.path, line: t.line }));
    const endLine = d.group ? Math.max(d.endLine, ...d.group.map((r) => g.data.def(r).endLine)) : d.endLine;
    const group = d.group && d.overloads ? { overloads: d.overloads, ...(d.accessors ? { accessors: true } : {}) } : {};
    return [{ name: d.name, kind: shownKind(d), path: d.path, line: startLine(d), ...named(d), endLine, ...group, ...(passedOver ? { passedOver, passedOverKinds } : {}), ...(tests?.length ? { testsPassedOver: tests } : {}), ...(d.inherited ? { inherited: d.inherited } : {}) }];
  }
  // Named as the callers ambiguity list names them (`com.a.Tools.helper`; Go's `Helper` asked for as `g1.Helper`).
  const apart = defs.length > 1 && !apartByName(defs, name) ? g.candidateNames(defs) : undefined;
  return defs.map((d, k) => (apart ? { name: apart.names[k], kind: shownKind(d), path: d.path, line: startLine(d), ...named(d), endLine: d.endLine, ask: apart.ask[k] } : { name: d.name, kind: shownKind(d), path: d.path, line: startLine(d), ...named(d), endLine: d.endLine }));
}

/** SymbolDefinition.nameLine of item `d`: its name's line when its range starts before it (annotations, decorators). */
function named(d: { line: number; start?: number }): { nameLine?: number } {
  return d.start !== undefined ? { nameLine: d.line } : {};
}

/** Installs `locateSymbol` into why (called once when the registry is built). */
export function installSymbolLocator(): void {
  setSymbolLocator(locateSymbol, symbolNote, definitionAt);
}

/**
 * The innermost definition holding lines `start`–`end` of `rel` (why's
 * DefinitionAt), or the definition a declaration on line `start` declares
 * (`declared`: a C/C++ prototype, a class body's member declaration), from a graph that is ready or saved (loaded, its changed
 * files read again). Without one, a caller that waits (`opts.waitMs`: the
 * one-shot CLI, as for `why <symbol>`) has the first index built, with
 * progress, so the first `why path:line` names its definition as later
 * ones do (newcomer); other callers (MCP, the editor's hover) start none
 * for one line and get null. Null too when the wait ends first, or no
 * definition holds the whole range.
 */
export async function definitionAt(repo: Repo, rel: string, start: number, end: number, opts: LocateOptions = {}): Promise<SymbolDefinition | null> {
  const g = openGraph(repo);
  if (g.status().state !== 'ready' && !g.hasSavedGraph() && opts.waitMs === undefined) return null;
  try {
    await ensureWithProgress(g, opts, `needed to name the definition holding ${rel}:${start}`);
  } catch {
    return null;
  }
  const [d] = g.definitionsAt(rel, start);
  // A declaration's line (a C/C++ prototype, a class body's `void f();`): the definition it declares, in another file or
  // elsewhere in this one (graphNames declaredAt).
  if (d && (d.path !== rel || startLine(d) > start || d.endLine < start)) return { name: d.name, kind: shownKind(d), path: d.path, line: startLine(d), ...named(d), endLine: d.endLine, declared: true };
  if (!d || startLine(d) > start || d.endLine < end) return null;
  return { name: d.name, kind: shownKind(d), path: d.path, line: startLine(d), ...named(d), endLine: d.endLine };
}

/**
 * `no symbol X; did you mean …?` for a name with no definition, when some
 * definition names are near it (CodeGraph.noSymbolNote), or, for a class's
 * constructor it does not define, the class or the constructor to ask about
 * (graph/constructorAsked.ts); then the files read with syntax errors that
 * write the name (fileNotes.ts errorFilesText), whose definition the parser
 * may have lost, and the Rust macros that may define it (macroSitesText); '' otherwise, so a plain topic word gets no note. Called after locateSymbol, so the graph is ready.
 */
export function symbolNote(repo: Repo, name: string): string {
  const g = openGraph(repo);
  // `Queue.constructor` of a class writing none: the class is what to ask about, not a near name of another class's constructor.
  const ctor = constructorAsked(g, name);
  const written = ctor.find((c) => c.written)?.written;
  // A Go or Rust struct: no constructors in its language; the struct, or the function making it (`NewQueue`, `Stack.new`).
  const none = ctor[0]?.none ? ctor[0] : undefined;
  if (none) {
    const maker = none.makers?.[0]?.name;
    return `no symbol ${echoed(name)}; ${none.none} has no constructors: ${none.cls.name} is made by a struct literal${maker ? ` or by ${maker}: ${nextStep.why(maker)}; for the struct` : '; for the struct'}: ${nextStep.why(none.cls.name)}`;
  }
  if (ctor.length) return `no symbol ${echoed(name)}; ${written ? `the constructor is ${written}: ${nextStep.why(written)}` : `${ctor[0].cls.name} has no written constructor; for the class: ${nextStep.why(ctor[0].cls.name)}`}`;
  // As code_symbol's no-symbol answer: the files the parser could not read whole that write the name (newcomer 23 #1).
  // A Rust name a macro may define (the graph expands none): the invocations writing it, the `fn` lines of macro bodies.
  return [g.nearestSymbols(name).length ? g.noSymbolNote(name) : '', errorFilesText(name, g.errorFilesNaming(name)), macroSitesText(name, g.macroSitesNaming(name))].filter(Boolean).join('; ');
}
