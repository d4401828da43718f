/**
 * The code graph of one worktree (SPEC §12): opened lazily per Repo, indexed
 * on first use (in worker threads, with progress), persisted under `<K>/graph/`
 * (per-blob records shared by worktrees) and `<W>/graph.json` (path → blob),
 * and kept fresh incrementally: before each question, changed files (by
 * mtime/size) are re-parsed, and a moved HEAD or changed git index lists the
 * files again. Answers are plain records; tools format them.
 *
 * CodeGraph is built in layers, one file each: its state and persistence
 * (graphState.ts), indexing and refresh (graphRefresh.ts), names and finding
 * definitions (graphNames.ts), and here the edge questions: overloads,
 * callers, callees, impact, members, search.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from '../repo';
import type { CallRec, Via } from './types';
import { CLASS_LIKE_KINDS, VIA_RANK, shownLine } from './types';
import { defKey, type DefRef, type Target } from './graphIndex';
import { CodeSearch } from './searchIndex';
import { registerLiveGraph } from './summary';
import { isTestPath } from './rank';
import { RULES, constructible, privateElsewhere, staticMember } from './graphRules';
import { fits, fullSignature, parameterListText, paramRange } from './arity';
import { accessorKind, splitParameters } from './signatures';
import { swiftAsync } from './swiftLabels';
import { methodArity } from './csharpArity';
import { positionTypes } from './argTypes';
import { kotlinPositionTypes } from './argTypesKotlin';
import { blockAt, qualifiedName } from './blocks';
import { GraphNames, type SymbolItem } from './graphNames';
import { unresolvedCallees, unresolvedOf, type UnresolvedCallees, type UnresolvedCalls } from './unresolvedCalls';
import { errorFilesCalling, errorFilesNaming, macroSitesNaming, memberDeclarations } from './fileNotes';

export type { UnresolvedCalls } from './unresolvedCalls';

/** How Go code makes a value of a type without calling a function: a composite literal `T{…}` or a conversion `T(x)` (graph goMade). */
export type GoMade = 'literal' | 'conversion';

/** One incoming or outgoing edge, grouped by the definition on the other end. */
/**
 * One caller in an impact answer: the depth it was first reached at and,
 * below depth 1, the caller above it whose calls these are (`callee`), then
 * the other callers of the level above that it calls too (`alsoCalls`, with
 * their call lines, in the order reached).
 */
export type ImpactItem = EdgeItem & { depth: number; callee?: string; alsoCalls?: { callee: string; lines: number[]; through?: string }[] };

/** The distinct 1-based lines of call sites, ascending. */
export function siteLines(sites: readonly { line: number }[]): number[] {
  return [...new Set(sites.map((c) => c.line))].sort((a, b) => a - b);
}

export interface EdgeItem extends SymbolItem {
  via: Via;
  /** Via `base`: the base method the calls name (`Shape.area`). */
  through?: string;
  /**
   * Call sites (1-based line, 0-based UTF-16 columns) in the caller's file; `through`: this call names that base method (via `base`), while others of the item call directly or name another;
   * `overload`: the line of the one overload of an overload group answered as one that the call's argument count fits (arity.ts);
   * `undecided`: callers of one overload picked by `path:line`, the lines of the other overloads this call fits as well (its argument types not known well enough to choose);
   * `value`: the function is handed on as a value there (a callback argument, a field's value: CallRec kind ref), not called.
   */
  sites: { line: number; col: number; endCol: number; through?: string; overload?: number; undecided?: number[]; made?: GoMade; value?: true }[];
}

const graphs = new WeakMap<Repo, CodeGraph>();
/** The graphs this process opened, for flushOpenGraphs (weak: a closed repository's graph is not kept alive). */
const opened = new Set<WeakRef<CodeGraph>>();

/** The code graph of `repo` (one per Repo object; nothing is read until first use). */
export function openGraph(repo: Repo): CodeGraph {
  let g = graphs.get(repo);
  if (!g) {
    const graph = new CodeGraph(repo);
    graphs.set(repo, graph);
    opened.add(new WeakRef(graph));
    registerLiveGraph(repo, () => graph.status());
    g = graph;
  }
  return g;
}

/**
 * Writes every open graph's deferred save (graphState.ts flush: records of
 * files re-read since the last save). A one-shot CLI command calls it before
 * exiting (cli.ts settled), so files it re-read are not parsed again by the
 * next command; a first index is saved before its answer (graphRefresh.ts).
 */
export async function flushOpenGraphs(): Promise<void> {
  for (const ref of [...opened]) {
    const g = ref.deref();
    if (g) await g.flush();
    else opened.delete(ref);
  }
}

export class CodeGraph extends GraphNames {
  // ---- edges ----------------------------------------------------------------

  /** Whether the file at `path` is in a language whose bare names reach its package's other files (graphRules RULES scope `package`): sortEdges' `name` edges there are no guesses. */
  private readonly packageScoped = (path: string): boolean => RULES[this.data.files.get(path)?.lang ?? '']?.scope === 'package';

  /**
   * The overloads `def` belongs to: the methods (or functions) of the same
   * name declared beside it in one class or scope of one file, in the
   * languages that overload by parameter types (OVERLOADING). Calls are
   * resolved by name and receiver, never by argument types, so a call of
   * `toJson(x)` reaches every `toJson` of the class: the group is one symbol
   * with one caller list, each call told to an overload by its argument
   * count where it can be (fitting) (TypeScript overload signatures are merged into one
   * definition already, FileBuilder). A TypeScript/JavaScript getter and
   * setter of one name (`get size()` / `set size(v)`, in a class, interface or
   * object literal) are two definitions of one property: one symbol too
   * (accessorPair). Sorted by line; `[def]` when alone.
   */
  overloadGroup(def: DefRef): DefRef[] {
    const rec = this.data.files.get(def.path);
    const d = rec?.defs[def.i];
    if (!rec || !d || (d.kind !== 'method' && d.kind !== 'function')) return [def];
    const accessor = ACCESSOR_LANGS.has(rec.lang) && accessorKind(d.signature) !== undefined;
    if (!accessor && !OVERLOADING.has(rec.lang)) return [def];
    const out: DefRef[] = [];
    // C++ free functions of one name in two namespace blocks of a file (`geo::make`, `other::make`) are two functions (newcomer 10 #2).
    const ns = blockAt(rec, d.line);
    // Members of two same-named classes defined out of line (`int geo::Box::vol()`, `int other::Box::vol()`) are two methods: their full names differ.
    const full = rec.lang === 'cpp' ? qualifiedName(rec, def.i) : undefined;
    rec.defs.forEach((m, i) => {
      // Kotlin `fun Shape.twice()` beside `fun Other.twice()` (DefRec.extends): extensions of two types, told apart by the receiver;
      // a companion object's `fun isSupported()` beside the class's own (DefRec.companion): two functions, not overloads (newcomer 24 #2).
      // Swift: a method in an `extension` of the class overloads those of its body (Kingfisher's async retrieveImage; newcomer 44 #1).
      const sameOwner = m.parent === d.parent || (rec.lang === 'swift' && m.container !== undefined);
      if (m.name === d.name && m.kind === d.kind && sameOwner && m.container === d.container && m.extends === d.extends && m.companion === d.companion && (!accessor || accessorKind(m.signature)) && blockAt(rec, m.line) === ns && (full === undefined || qualifiedName(rec, i) === full)) out.push({ path: def.path, i });
    });
    return out.length > 1 ? out : [def];
  }

  /** Whether `group` (overloadGroup) is a TypeScript/JavaScript getter and setter rather than overloads (the answers word it so). */
  accessorPair(group: DefRef[]): boolean {
    return group.length > 1 && this.isAccessor(group[0]);
  }

  /** Whether `def` is a TypeScript/JavaScript `get`/`set` accessor (signatures.ts accessorKind): its uses are property reads and writes. */
  isAccessor(def: DefRef): boolean {
    return def.i >= 0 && ACCESSOR_LANGS.has(this.data.files.get(def.path)?.lang ?? '') && accessorKind(this.data.def(def).signature) !== undefined;
  }

  /**
   * The overloads among `group` (overloadGroup) that `call`, made in file
   * `p`, may call by its argument count (CallRec.args, arity.ts paramRange)
   * and then, among several, by the argument types known (CallRec.argTypes,
   * graphElements argumentsFit; the one whose parameters are exactly those
   * types when there is one; the fixed-count ones when one of them surely
   * fits; no varargs one beside a fixed-count one of the same parameter
   * types, sameParameterTypes): the whole group when the count is unknown or
   * fits none of them. From Java, Kotlin overloads renamed `@JvmName("…")`
   * are told apart by the name written first (DefRec.jvmName,
   * kotlinFacades.ts: `KotlinExtensions.awaitNullable(…)` is one `await`).
   * A TS/JS property use (`read`) of a get/set pair fits the getter when
   * read, the setter when written (CallRec.args 1; langTsCalls getterReads).
   */
  fitting(group: DefRef[], call: CallRec, p: string): DefRef[] {
    const lang = this.data.files.get(p)?.lang;
    // A private overload (Kotlin, Java, Swift: seen inside its class or file only) is no target of a call in another file
    // (kotlinpoet's private CodeWriter.emitContextParameters(List<CodeBlock>) was offered for FunSpec's calls; newcomer 43 #5).
    if (group.length > 1) {
      const seen = group.filter((o) => !privateElsewhere(this.data.def(o), o.path, this.data.files.get(o.path)?.lang ?? '', p));
      if (seen.length) group = seen;
    }
    // C#: a call written with type arguments (`Map<Source, Dest>(x)`) calls a generic method declaring that many (C# §12.8.10.2:
    // explicit type arguments fix the candidate's type parameters; newcomer 48 B-5, AutoMapper's Map overloads).
    if (group.length > 1 && lang === 'csharp' && call.kind === 'call' && call.typeArgs !== undefined) {
      const same = group.filter((o) => methodArity(this.data.def(o)) === call.typeArgs);
      if (same.length) group = same;
    }
    // C#: a `new` never runs the static constructor (`static JsonSerializerSettings()`; C# §15.12), which shares the name.
    if (group.length > 1 && lang === 'csharp' && call.kind === 'new') {
      const instance = group.filter((o) => !staticMember(this.data.def(o)));
      if (instance.length) group = instance;
    }
    // Swift: a call not written under `await` cannot call an async function (swiftLabels swiftAwaited), so of a group its async
    // overloads are left out (Kingfisher's `retrieveImage(with: url) { result in … }` is none of the async retrieveImage).
    if (group.length > 1 && lang === 'swift' && !call.awaited) {
      const sync = group.filter((o) => {
        const d = this.data.def(o);
        const sig = fullSignature(d);
        const inner = parameterListText(sig, d.name);
        return !sig || inner === undefined || !swiftAsync(sig, inner);
      });
      if (sync.length) group = sync;
    }
    if (group.length > 1 && lang === 'java' && group.some((o) => this.data.def(o).jvmName)) {
      const named = group.filter((o) => (this.data.def(o).jvmName ?? this.data.def(o).name) === call.name);
      if (named.length) group = named;
    }
    // A property use (FileBuilder.readAt) runs the getter when read, the setter when written (one argument).
    if (call.kind === 'read' && group.length > 1 && group.every((o) => this.isAccessor(o))) {
      const kind = call.args === 1 ? 'set' : 'get';
      const used = group.filter((o) => accessorKind(this.data.def(o).signature) === kind);
      return used.length ? used : group;
    }
    // Ruby's argument counts are read for the "may call" notes only (rubyArgCount): its keyword and block parameters are no overloads.
    if (group.length < 2 || call.args === undefined || lang === 'ruby') return group;
    const hit = group.filter((o) => {
      const d = this.data.def(o);
      return fits(call, paramRange(fullSignature(d), d.name, d.extends !== undefined && this.data.files.get(o.path)!.lang === 'csharp'));
    });
    // Swift's argument labels are written: when the count or the labels fit none of the group (Kingfisher's `retrieveImage(with: url)`,
    // an async overload of another group), the call is none of these, not any of them (newcomer 43 #2).
    const swiftNone = lang === 'swift' && call.argTypes !== undefined;
    if (hit.length < 2) return hit.length ? hit : swiftNone ? [] : group;
    const fixed = (o: DefRef): boolean => paramRange(fullSignature(this.data.def(o)), this.data.def(o).name)?.max !== Infinity;
    let typed = hit;
    if (call.argTypes) {
      const by = hit.map((o) => this.data.argumentsFit(p, call, o));
      const exact = hit.filter((_, k) => by[k] === 'exact');
      if (exact.length === 1) return exact;
      typed = hit.filter((_, k) => by[k] !== 'no');
      // An overload applicable without its varargs hides those applicable only with them (JLS §15.12.2.2–4; C# §12.6.4.3 normal
      // form over expanded form; Kotlin likewise): when one with a fixed count surely fits, the varargs ones are left out.
      if (hit.some((o, k) => by[k] === 'known' && fixed(o))) return typed.filter(fixed);
    }
    // `methodError(method, null, message, args)` with `Object... args`: an array passed last to a varargs overload declaring that
    // many parameters is its array, applicable without expanding the varargs (JLS §15.12.2.2–3; C# §12.6.4.2 normal form), so the
    // overloads applicable only expanded (retrofit's three-parameter methodError) are not chosen. Not Kotlin: an array goes to a
    // `vararg` only spread (`*xs`).
    if ((lang === 'java' || lang === 'csharp') && typed.some((o) => !fixed(o) && this.declaredCount(o) === call.args) && this.data.lastArgumentIsArray(p, call)) {
      typed = typed.filter((o) => fixed(o) || this.declaredCount(o) === call.args);
    }
    // A varargs overload whose parameters take, position by position, the same types as a fixed-count one's that may be
    // called is never chosen over it: what it could take, that one takes first (`plant(tree: Tree)` beside
    // `plant(vararg trees: Tree)`: `plant(t)` calls the first, whatever t's type).
    const fixedOnes = typed.filter(fixed);
    const shadowed = (o: DefRef): boolean => !fixed(o) && fixedOnes.some((f) => this.sameParameterTypes(f, o, call.args!, lang === 'kotlin'));
    let left = typed.filter((o) => !shadowed(o));
    if (left.length > 1 && call.argTypes && (lang === 'java' || lang === 'kotlin' || lang === 'csharp')) left = this.mostSpecific(left, call);
    if (!left.length && swiftNone) return [];
    return left.length ? left : hit;
  }

  /**
   * Of overloads that may all be called, those no other is more specific than for call `call`
   * (JLS §15.12.2.5, Kotlin spec "Choosing the most specific candidate", C# §12.6.4.3 better
   * function member): `a` is chosen over `b` when, position by position, they declare the same
   * type, and where they differ the argument is written as a value of exactly `a`'s type
   * (`this` in class Buffer, `Buffer(…)`, a literal). Applicable to `b` too, that argument's type is
   * then a subtype of `b`'s there: okio's `sink.write(this, byteCount)` in Buffer calls
   * `write(source: Buffer, byteCount: Long)`, not also `write(source: Source, byteCount: Long)`
   * (newcomer 45 #6). Overloads whose types are not all written are kept.
   */
  private mostSpecific(group: DefRef[], call: CallRec): DefRef[] {
    const n = call.args ?? 0;
    const types = group.map((o) => {
      const d = this.data.def(o);
      const inner = parameterListText(fullSignature(d), d.name);
      if (inner === undefined) return undefined;
      const r = this.data.files.get(o.path)!.lang === 'kotlin' ? kotlinPositionTypes(inner, n) : positionTypes(inner, n);
      return !r || r.rest >= 0 || r.types.some((t) => t === '') ? undefined : r.types;
    });
    const args = call.argTypes!;
    // Named arguments (`f(b = x)`) are matched by name, not position: not compared here.
    if (args.length !== n || args.some((t) => t.includes('='))) return group;
    const beats = (a: string[], b: string[]): boolean => {
      let differs = false;
      for (let k = 0; k < a.length; k++) {
        if (a[k] === b[k]) continue;
        if (args[k] !== a[k]) return false;
        differs = true;
      }
      return differs;
    };
    const out = group.filter((_, i) => !types.some((t, j) => j !== i && !!t && !!types[i] && beats(t, types[i]!)));
    return out.length ? out : group;
  }

  /** How many parameters overload `o` declares (a varargs one counted once; C# `this` of an extension method too); undefined when its list is not read whole. */
  private declaredCount(o: DefRef): number | undefined {
    const d = this.data.def(o);
    const inner = parameterListText(fullSignature(d), d.name);
    return inner === undefined ? undefined : splitParameters(inner, true).filter((s) => s.trim() && s.trim() !== 'void').length;
  }

  /**
   * Whether overloads `a` and `b` declare the same parameter types for a
   * call of `n` arguments, position by position, a varargs parameter
   * standing for its element type at each position it takes (argTypes.ts
   * positionTypes; Kotlin: argTypesKotlin.ts kotlinPositionTypes). False
   * when either list cannot be read whole or a type is not written, and,
   * unless the call is Kotlin's (`fromKotlin`: an array goes to a `vararg`
   * only spread, `*xs`, whose count is unknown), when a varargs parameter
   * takes exactly one argument: Java and C# pass an array there as the
   * array itself (JLS §15.12.2.2, C# §12.6.4.2 normal form), so that
   * argument's type may be the array's rather than the element's.
   */
  private sameParameterTypes(a: DefRef, b: DefRef, n: number, fromKotlin: boolean): boolean {
    const read = (o: DefRef): string[] | undefined => {
      const d = this.data.def(o);
      const inner = parameterListText(fullSignature(d), d.name);
      if (inner === undefined) return undefined;
      const r = this.data.files.get(o.path)!.lang === 'kotlin' ? kotlinPositionTypes(inner, n) : positionTypes(inner, n);
      return !r || (!fromKotlin && r.rest >= 0 && n - r.rest === 1) ? undefined : r.types;
    };
    const ta = read(a);
    const tb = read(b);
    return !!ta && !!tb && ta.every((t, k) => t !== '' && t === tb[k]);
  }

  /**
   * Definitions that call `def`, best `via` first. A file's top level shows as
   * kind `module`, one item per file at the line of its first call of `def`
   * (its other calls are in `sites`). Overloads are one symbol: the calls of
   * the whole group, each site marked with the overload its argument count
   * picks when exactly one fits (`overload`); with `exact` (a `path:line`
   * picked one), only the calls that may call `def` itself (fitting).
   */
  callers(def: DefRef, exact = false): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    const group = this.overloadGroup(def);
    const seen = group.length > 1 ? new Set<string>() : null;
    const self = defKey(def.path, def.i);
    const inGroup = new Set(group.map((o) => defKey(o.path, o.i)));
    const dd = this.data.def(def);
    const inherits = INHERITED_OVERLOADS.has(this.data.files.get(def.path)?.lang ?? '') && dd.kind === 'method' && dd.name !== dd.container;
    for (const e of group.length > 1 ? group.flatMap((o) => this.data.incoming(o)) : this.data.incoming(def)) {
      const call = this.data.files.get(e.path)!.calls[e.call];
      let overload: number | undefined;
      let undecided: number[] | undefined;
      // Java/Kotlin: a call may also reach overloads the class inherits (graphMembers member); when one of those fits it and
      // none of this group does, the call is theirs (jsoup's `attr("class")` in Element is Node's attr(String)).
      if (inherits && call.kind === 'call') {
        const others = this.data
          .resolveCall(e.path, e.call)
          .map((t) => t.def)
          .filter((t) => !inGroup.has(defKey(t.path, t.i)) && this.data.def(t).name === dd.name && this.data.def(t).kind === 'method');
        if (others.length && !this.fitting([...group, ...others], call, e.path).some((o) => inGroup.has(defKey(o.path, o.i)))) continue;
      }
      if (seen) {
        // A call reaching several overloads is one site.
        const site = `${e.path}\0${e.call}`;
        if (seen.has(site)) continue;
        seen.add(site);
        const fit = this.fitting(group, call, e.path);
        if (exact && !fit.some((o) => defKey(o.path, o.i) === self)) continue;
        if (exact && fit.length > 1) undecided = fit.filter((o) => defKey(o.path, o.i) !== self).map((o) => shownLine(this.data.def(o)));
        // A get/set pair is answered as one property: which of the two a use runs is no overload choice worth a note.
        if (!exact && fit.length === 1 && !this.isAccessor(def)) overload = shownLine(this.data.def(fit[0]));
      }
      const key = defKey(e.path, call.from);
      const through = e.through ? this.item(e.through).name : e.throughName;
      let g = groups.get(key);
      if (!g) {
        const base = call.from >= 0 ? this.item({ path: e.path, i: call.from }) : this.moduleItem(e.path);
        g = { ...base, via: e.via, sites: [] };
        if (through) g.through = through;
        groups.set(key, g);
      } else {
        if (VIA_RANK[e.via] < VIA_RANK[g.via]) g.via = e.via;
        // `through` stays on the item only while every call names that one base method.
        if (g.through !== through) delete g.through;
      }
      const site: EdgeItem['sites'][number] = through ? { line: call.line, col: call.col, endCol: call.endCol, through } : { line: call.line, col: call.col, endCol: call.endCol };
      if (overload !== undefined) site.overload = overload;
      if (undecided) site.undecided = undecided;
      const made = this.goMade(def, call);
      if (made) site.made = made;
      // A function handed on as a value there (`xs.map(helper)`: CallRec kind ref), not called.
      if (call.kind === 'ref') site.value = true;
      g.sites.push(site);
      // A file's top level has no line of its own: it is placed at its first call of `def`.
      if (call.from < 0 && (g.sites.length === 1 || call.line < g.line)) g.line = g.endLine = call.line;
    }
    return sortEdges([...groups.values()], this.packageScoped);
  }

  /**
   * Call sites named like `def` that resolve to no definition (graphData
   * unresolvedNamed): how many, and the first `max` distinct lines as
   * `{path, line, calls}`, `calls` the text of each such call on that line
   * as written (callText.ts: `a.push(x)`, `b.push(y)`; distinct texts, at
   * most `max`; none when the file cannot be read); `shown`: how many of
   * the calls those lines hold; `list`: the first `list` calls each with
   * its text (unresolvedCalls.ts unresolvedOf: unknown receivers first).
   */
  unresolvedCalls(def: DefRef, max = 3, list = 0): UnresolvedCalls {
    return this.unresolvedOf([def], max, list);
  }

  /**
   * unresolvedCalls for several definitions at once (a depth of code_impact;
   * unresolvedCalls.ts unresolvedOf): each such call counted once, with
   * `names`, the distinct names called.
   */
  unresolvedOf(defs: DefRef[], max = 3, list = 0): UnresolvedCalls & { names: string[] } {
    return unresolvedOf(this.data, defs, max, (p) => this.sourceLines(p), list);
  }

  /** The files with syntax errors that may define `name` (fileNotes.ts errorFilesNaming), for a no-symbol answer. */
  errorFilesNaming(name: string): string[] {
    return errorFilesNaming(this.data.files, name, (p) => this.sourceLines(p));
  }

  /** Where files with syntax errors call `name` on lines no call of it was read from (fileNotes.ts errorFilesCalling), for callers and impact. */
  errorFilesCalling(name: string): { path: string; line: number }[] {
    return errorFilesCalling(this.data.files, name, (p) => this.sourceLines(p));
  }

  /** The Rust macro invocations and `fn` lines that may define `name` (fileNotes.ts macroSitesNaming), for a no-symbol answer. */
  macroSitesNaming(name: string): ReturnType<typeof macroSitesNaming> {
    return macroSitesNaming(this.data.files, name, (p) => this.sourceLines(p));
  }

  /** The member functions C++ file `rel`'s class bodies declare without a body, as outline items (fileNotes.ts memberDeclarations). */
  memberDeclarations(rel: string): SymbolItem[] {
    return memberDeclarations(this.data, this.declarations, rel, (p) => this.sourceLines(p));
  }

  /** The lines of repository file `rel` as it is on disk, or null when it cannot be read. */
  private sourceLines(rel: string): string[] | null {
    try {
      return fs.readFileSync(path.join(this.repo.root, rel), 'utf8').split(/\r?\n/);
    } catch {
      return null;
    }
  }

  /**
   * Functions and methods directly inside a class-like definition, a TypeScript namespace or a const (its object literal's, Go's `Run: func…`) `def` (its
   * members, and in its file the methods declared outside it with it as
   * container: Go, Rust), in source order; empty for anything else.
   */
  members(def: DefRef): SymbolItem[] {
    const rec = this.data.files.get(def.path);
    const d = rec?.defs[def.i];
    if (!rec || !d || !(CLASS_LIKE_KINDS.has(d.kind) || d.kind === 'namespace' || d.kind === 'const')) return [];
    const out: SymbolItem[] = [];
    rec.defs.forEach((m, i) => {
      if (m.kind !== 'function' && m.kind !== 'method') return;
      if (m.parent === def.i || (m.parent < 0 && m.container === d.name)) out.push(this.item({ path: def.path, i }));
    });
    return out;
  }

  /**
   * Definitions `def` calls directly (with `bodies`: what any of those
   * definitions calls, an overload group's), best `via` first. A call
   * reaching overloads names the one its argument count fits (fitting);
   * when several fit, they are one item: the first, with `overloads` (their
   * lines).
   */
  callees(def: DefRef, bodies: DefRef[] = [def]): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    for (const body of bodies) {
      const rec = this.data.files.get(body.path)!;
      for (const o of this.data.outgoing(body)) {
        const call = rec.calls[o.call];
        const sited = new Set<string>();
        for (const t of o.targets.flatMap((t) => this.constructing(t, call.kind))) {
          // Only code is called: a const holding a value or a type is a dependency, not a callee.
          const kind = this.data.def(t.def).kind;
          // …but a Go conversion `E(x)` to a named type is listed, as `callers E` lists it: both say what it is (goMade).
          const made = this.goMade(t.def, call);
          if (!made && (kind === 'const' || kind === 'type' || kind === 'interface')) continue;
          let group = this.overloadGroup(t.def);
          // The overloads the call may call: one, or a few of the group, shown by the first of them, never by an overload
          // the call cannot reach (gson's `fromJson(jsonReader, type)` was shown as `fromJson(String json, Class<T>)`; newcomer 46).
          const fit = this.fitting(group, call, body.path);
          if (fit.length && fit.length < group.length) group = fit;
          // The group item (calls fitting several overloads) is not the item of its first overload alone.
          const key = defKey(group[0].path, group[0].i) + (group.length > 1 ? '+' : '');
          let g = groups.get(key);
          if (!g) {
            g = { ...this.item(group[0]), via: t.via, sites: [] };
            if (group.length > 1) g.overloads = group.map((r) => shownLine(this.data.def(r)));
            if (this.accessorPair(group)) g.accessors = true;
            groups.set(key, g);
          } else if (VIA_RANK[t.via] < VIA_RANK[g.via]) g.via = t.via;
          if (sited.has(key)) continue;
          sited.add(key);
          const site: EdgeItem['sites'][number] = made ? { line: call.line, col: call.col, endCol: call.endCol, made } : { line: call.line, col: call.col, endCol: call.endCol };
          if (call.kind === 'ref') site.value = true;
          g.sites.push(site);
        }
      }
    }
    return sortEdges([...groups.values()], this.packageScoped);
  }

  /**
   * The variables `bodies` call (a call resolved to a definition of kind
   * const: `handler()` of `let handler: (() => void) | undefined`, a Go
   * `var f func()`), which callees leaves out (a variable's value is set
   * elsewhere, and the TypeScript call hierarchy lists none), each once with
   * its call sites, in the order first called. The callees answer names them
   * in a line of its own, so "calls nothing" is never said of code that calls
   * them (newcomer 26 #4); `callers` of such a variable lists these calls.
   */
  calledVariables(bodies: DefRef[]): (SymbolItem & { sites: { line: number; col: number }[] })[] {
    const found = new Map<string, SymbolItem & { sites: { line: number; col: number }[] }>();
    for (const body of bodies) {
      const rec = this.data.files.get(body.path);
      if (!rec) continue;
      for (const o of this.data.outgoing(body)) {
        const call = rec.calls[o.call];
        if (call.kind !== 'call') continue;
        for (const t of o.targets) {
          if (this.data.def(t.def).kind !== 'const' || this.goMade(t.def, call)) continue;
          const key = defKey(t.def.path, t.def.i);
          let v = found.get(key);
          if (!v) found.set(key, (v = { ...this.item(t.def), sites: [] }));
          if (!v.sites.some((x) => x.line === call.line && x.col === call.col)) v.sites.push({ line: call.line, col: call.col });
        }
      }
    }
    return [...found.values()];
  }

  /**
   * How a Go use `call` of type `def` makes a value of it, when `def` is a
   * Go type (struct, named type, interface): `literal` for a composite
   * literal `T{…}` (a `new` call), `conversion` for `T(x)` (a call naming
   * the type). Neither runs a function (Go has no constructors: spec,
   * Composite literals and Conversions), so answers word them as what they
   * are, alike in callers and callees (newcomer issue 3 #4). Undefined for
   * any other definition or use.
   */
  private goMade(def: DefRef, call: CallRec): GoMade | undefined {
    if (call.kind !== 'new' && call.kind !== 'call') return undefined;
    if (this.data.files.get(def.path)?.lang !== 'go' || def.i < 0) return undefined;
    const kind = this.data.def(def).kind;
    if (kind !== 'class' && kind !== 'type' && kind !== 'interface') return undefined;
    return call.kind === 'new' ? 'literal' : 'conversion';
  }

  /** The calls made directly in `bodies` that resolve to no definition, by name (unresolvedCalls.ts unresolvedCallees). */
  unresolvedCallees(bodies: DefRef[]): UnresolvedCallees {
    return unresolvedCallees(this.data, bodies, (p) => this.sourceLines(p));
  }

  /**
   * A callee target as the answer names it: a construction of a class
   * (`new Square(3)`, C++ `Dog d{4}` or `Dog d;`, a `Square(3)` resolving to the class)
   * is a call of its constructors when the class defines some (graphData
   * constructorsOf), as `callers Square.Square` lists it; else the class.
   */
  private constructing(t: Target, kind: CallRec['kind']): Target[] {
    if (kind === 'ref' || !constructible(this.data.def(t.def).kind, this.data.files.get(t.def.path)!.lang)) return [t];
    const ctors = this.data.constructorsOf(t.def);
    return ctors.length ? ctors.map((def) => ({ ...t, def })) : [t];
  }

  /**
   * Transitive callers of `def` up to `depth` (1–5), each with the depth it
   * was first reached at and, below depth 1, the name of the caller above it
   * whose calls these are (`callee`) and the others of that level it calls
   * (`alsoCalls`). `exact`: depth 1 lists only the calls
   * that may call `def` itself among its overloads (callers); deeper levels
   * always do, each caller being one body. Top-level code whose call
   * initializes a constant goes on through the constant's callers (heldBy).
   * Each depth is ordered as callers are (sortEdges).
   */
  impact(def: DefRef, depth: number, exact = false): ImpactItem[] {
    const out: ImpactItem[] = [];
    // The overloads of `def` are the symbol asked about — unless one overload was asked about (`exact`): another calling it is its
    // caller. One of them calling another (javapoet's `newName(s)` returning `newName(s, tag)`) is listed at depth 1 as callers
    // lists it, and not followed: its callers are the symbol's own (newcomer 47 #12).
    const group = new Set<string>((exact ? [def] : this.overloadGroup(def)).map((o) => defKey(o.path, o.i)));
    const seen = new Set<string>(group);
    let frontier: DefRef[] = [def];
    for (let d = 1; d <= depth && frontier.length; d++) {
      const level: ImpactItem[] = [];
      const atLevel = new Map<string, ImpactItem>();
      for (const f of frontier) {
        for (const c of this.callers(f, exact || d > 1)) {
          const key = defKey(c.ref.path, c.ref.i);
          // A caller reached at this depth through several callers above it names each (newcomer 28 #4: flask's
          // wsgi_app calls both handle_exception and full_dispatch_request); one seen at a shallower depth stays there.
          const again = atLevel.get(key);
          // Through a base method or interface (`r.middlewares[i].Middleware(…)`), said so as for the first (`through`).
          if (again && d > 1) (again.alsoCalls ??= []).push({ callee: this.item(f).name, lines: siteLines(c.sites), ...(c.through ? { through: c.through } : {}) });
          if (d === 1 && group.has(key) && !again) {
            const item: ImpactItem = { ...c, depth: d };
            atLevel.set(key, item);
            level.push(item);
            continue;
          }
          if (seen.has(key)) continue;
          seen.add(key);
          // Below depth 1 a caller calls the caller above it (`callee`), not `def`.
          const item: ImpactItem = d > 1 ? { ...c, depth: d, callee: this.item(f).name } : { ...c, depth: d };
          atLevel.set(key, item);
          level.push(item);
        }
      }
      // Each depth in the order callers lists (sortEdges), so depth 1 is the callers answer's list.
      const ranked = sortEdges(level, this.packageScoped);
      out.push(...ranked);
      frontier = ranked.filter((c) => !group.has(defKey(c.ref.path, c.ref.i))).flatMap((c) => (c.ref.i >= 0 ? [c.ref] : this.heldBy(c, seen)));
    }
    return out;
  }

  /**
   * The top-level constants whose initializers hold module item `m`'s calls (`const ky = createInstance()`): what breaks
   * when the call changes is what uses the constant, so impact goes on from them (newcomer 33 #8: ky's impact stopped at
   * the top-level code). Each is marked seen.
   */
  private heldBy(m: EdgeItem, seen: Set<string>): DefRef[] {
    const rec = this.data.files.get(m.path);
    if (!rec) return [];
    const out: DefRef[] = [];
    rec.defs.forEach((d, i) => {
      if (d.parent >= 0 || d.kind !== 'const' || !m.sites.some((s) => s.line >= d.line && s.line <= d.endLine)) return;
      const key = defKey(m.path, i);
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ path: m.path, i });
    });
    return out;
  }

  /** BM25 search over names, signatures and doc comments: the best `limit` definitions and how many matched in all. */
  searchCode(query: string, limit: number): { items: SymbolItem[]; total: number } {
    if (!this.search || this.search.generation !== this.data.generation) this.search = new CodeSearch(this.data, this.data.generation, (r) => this.shownName(r), (r) => this.declarations.doc(r));
    const r = this.search.search(query, limit);
    return { items: r.hits.map((h) => this.item(h.ref)), total: r.total };
  }
}

/**
 * Languages whose methods overload by parameter types, so that same-named
 * methods of one class are one symbol for the graph (overloadGroup).
 * TypeScript merges its overload signatures while extracting; Python,
 * Go, Rust and the scripting languages have no overloading.
 */
const OVERLOADING: ReadonlySet<string> = new Set(['java', 'csharp', 'kotlin', 'scala', 'cpp', 'swift']);
/** Languages whose classes' inherited overloads are candidates beside their own (graphMembers member). */
const INHERITED_OVERLOADS: ReadonlySet<string> = new Set(['java', 'kotlin']);
/** Languages whose get/set accessors of one name form one symbol (overloadGroup, signatures.ts accessorKind). */
const ACCESSOR_LANGS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript']);

/**
 * Order of callers, callees and each depth of impact (one order, so impact's
 * depth 1 lists as callers does): edges resolved from the code (same file,
 * import, alias, receiver type) before name-only guesses — a bare name of
 * a package-scoped language (Go, Java, C#, Kotlin, Swift, Rust, Scala: the
 * package's files see each other's names) is no guess, so cobra's command.go
 * calling CheckErr of cobra.go is not listed after test files (newcomer 28 #5);
 * within each of the
 * two, code outside test files before test code (rank.ts isTestPath), then
 * the better `via` (VIA_RANK: same-file callers first), then path and line. A function called from 120 specs and
 * 2 source files lists the 2 first (newcomer 6 #7: vuejs/core's `ref` had
 * its source callers at items 124–125 of 150).
 */
function sortEdges<T extends EdgeItem>(items: T[], packageScoped: (path: string) => boolean): T[] {
  const keyed = items.map((e) => ({ e, guess: e.via === 'name' && !packageScoped(e.path) ? 1 : 0, test: isTestPath(e.path) ? 1 : 0 }));
  keyed.sort(
    (a, b) =>
      a.guess - b.guess ||
      a.test - b.test ||
      VIA_RANK[a.e.via] - VIA_RANK[b.e.via] ||
      (a.e.path < b.e.path ? -1 : a.e.path > b.e.path ? 1 : a.e.line - b.e.line),
  );
  return keyed.map((k) => k.e);
}
