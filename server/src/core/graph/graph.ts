/**
 * The code graph of one worktree (SPEC §12): opened lazily per Repo, indexed
 * on first use (in worker threads, with progress), persisted under `<K>/graph/`
 * (per-blob records shared by worktrees) and `<W>/graph.json` (path → blob),
 * and kept fresh incrementally: before each question, changed files (by
 * mtime/size) are re-parsed, and a moved HEAD or changed git index lists the
 * files again. Answers are plain records; tools format them.
 *
 * CodeGraph is built in layers, one file each: its state and persistence
 * (graphState.ts), indexing and refresh (graphRefresh.ts), and here the
 * questions: definitions, callers, callees, impact, search.
 */
import type { Repo } from '../repo';
import type { DefKind, DefRec, Via } from './types';
import { CLASS_LIKE_KINDS, VIA_RANK } from './types';
import { defKey, type DefRef } from './graphIndex';
import { CodeSearch } from './searchIndex';
import { registerLiveGraph } from './summary';
import { didYouMean, nearestNames } from '../suggest';
import { echoed } from '../text';
import { isTestPath } from './rank';
import { accessorKind } from './signatures';
import { blockAt, qualifiedName } from './blocks';
import { GraphRefresh } from './graphRefresh';
import { rubyMemberSeparator, rubyMethodSide } from './rubyNames';
import { namespaceAt } from './graphRules';
import { PACKAGED } from './graphResolve';

/** A definition as answers show it. */
/**
 * Whether a C/C++ definition's full name (`geo::Box::vol`) is what `written`
 * spells: the same, or (unless `anchored`, a name written from `::`) ending
 * with it after a `::` (`Box::vol`).
 */
function spelledLike(full: string, written: string, anchored: boolean): boolean {
  return full === written || (!anchored && full.endsWith(`::${written}`));
}

export interface SymbolItem {
  name: string;
  kind: DefKind;
  path: string;
  line: number;
  endLine: number;
  signature?: string;
  doc?: string;
  container?: string;
  ref: DefRef;
  /** Lines of every overload when this method has same-named siblings in its class (CodeGraph.overloadGroup), itself included. */
  overloads?: number[];
  /** Set when the answer stands for the whole overload group (a name, not a `path:line`): callees of every body. */
  group?: DefRef[];
  /** Set with `overloads` when they are a TypeScript/JavaScript getter and setter of one property (accessorPair). */
  accessors?: boolean;
}

/** One incoming or outgoing edge, grouped by the definition on the other end. */
export interface EdgeItem extends SymbolItem {
  via: Via;
  /** Via `base`: the base method the calls name (`Shape.area`). */
  through?: string;
  /** Call sites (1-based line, 0-based UTF-16 columns) in the caller's file; `through`: this call names that base method (via `base`), while others of the item call directly or name another. */
  sites: { line: number; col: number; endCol: number; through?: string }[];
}

const graphs = new WeakMap<Repo, CodeGraph>();

/** The code graph of `repo` (one per Repo object; nothing is read until first use). */
export function openGraph(repo: Repo): CodeGraph {
  let g = graphs.get(repo);
  if (!g) {
    const graph = new CodeGraph(repo);
    graphs.set(repo, graph);
    registerLiveGraph(repo, () => graph.status());
    g = graph;
  }
  return g;
}

/** Languages that join modules and namespaces with `::` (displayName). */
const SCOPE_COLONS = new Set(['ruby', 'cpp', 'rust']);

export class CodeGraph extends GraphRefresh {
  // ---- questions ------------------------------------------------------------

  /** The answer form of a definition. */
  item(ref: DefRef): SymbolItem {
    const d: DefRec = this.data.def(ref);
    // `int geo::helper() { … }`: the function geo::helper, as when written inside its namespace's block.
    const nsFunction = this.data.cppNamespaceFunction(ref);
    const it: SymbolItem = { name: nsFunction ? qualifiedName(this.data.files.get(ref.path)!, ref.i) : this.displayName(ref, d), kind: nsFunction ? 'function' : d.kind, path: ref.path, line: d.line, endLine: d.endLine, ref };
    if (d.signature) it.signature = d.signature;
    if (d.doc) it.doc = d.doc;
    if (d.container && !nsFunction) it.container = d.container;
    return it;
  }

  /**
   * The name an answer shows for a definition: `Container.name`, and when
   * the container is itself nested in classes or modules, those too, outer
   * first (newcomer 10 #19: four `Utils.escape_html` told apart only by
   * path). C++ names carry their namespaces too (`geo::Square.area`,
   * `geo::total`). Modules and namespaces join with `::` in Ruby, C++ and Rust,
   * with `.` elsewhere; the member keeps `.`: `Rack::Utils.escape_html`,
   * `Outer.Inner.run`, except a Ruby instance method, which is written
   * with `#` as Ruby's own documentation does (`Web::Base#make`, beside the
   * singleton method `Web::Base.make`; a `module_function` one, callable
   * both ways, keeps `.`). findDefinitions accepts every such name back.
   */
  private displayName(ref: DefRef, d: DefRec): string {
    const lang = this.data.files.get(ref.path)?.lang ?? '';
    if (lang === 'cpp') {
      // C++ namespaces are blocks, not definitions: the full name (blocks.ts qualifiedName), a member after `.` (`geo::Square.area`).
      const full = qualifiedName(this.data.files.get(ref.path)!, ref.i);
      const cut = full.lastIndexOf('::');
      return d.container && cut > 0 ? `${full.slice(0, cut)}.${d.name}` : full;
    }
    if (!d.container) return d.name;
    const sep = SCOPE_COLONS.has(lang) ? '::' : '.';
    // A Ruby class or module is a scope itself: `Rack::Utils`, not `Rack.Utils`.
    const own = lang !== 'ruby' ? '.' : CLASS_LIKE_KINDS.has(d.kind) ? '::' : rubyMemberSeparator(d);
    return `${[...this.outerNames(ref, d), d.container].join(sep)}${own}${d.name}`;
  }

  /**
   * Names of the classes and modules around a definition's container,
   * outer first: the enclosing definitions (`parent`) above the one that
   * holds it, each with its own container when written `class A::B`. [] for
   * a top-level container.
   */
  private outerNames(ref: DefRef, d: DefRec): string[] {
    const rec = this.data.files.get(ref.path);
    if (!rec) return [];
    const out: string[] = [];
    let p = d.parent;
    for (let guard = 0; p >= 0 && guard < 16; guard++) {
      const o = rec.defs[p];
      if (!CLASS_LIKE_KINDS.has(o.kind) && o.kind !== 'namespace' && o.kind !== 'module') break;
      // The definition's own holder is shown as its `container` already.
      if (guard > 0 || o.name !== d.container) out.unshift(o.name);
      // `class A::B` names its outer module itself; a nested `class B` holds its parent's name as container.
      if (o.container && (o.parent < 0 || rec.defs[o.parent].name !== o.container)) out.unshift(...o.container.split(/::|\./).filter(Boolean));
      p = o.parent;
    }
    return out;
  }

  /**
   * Definitions named `name` — bare (`b`) or qualified (`A.b`, `A::b`, `A#b`;
   * Go `pkg.F` for a package function) — optionally of one `kind` and under `pathScope` (a file or directory
   * prefix). Sorted by path, then line. A name found in neither spelling
   * is looked up in the other Unicode normal form (NFC/NFD) too.
   */
  findDefinitions(name: string, opts: { kind?: string; path?: string } = {}): SymbolItem[] {
    const found = this.definitionsSpelled(name, opts);
    if (found.length) return found;
    // The same letters in the other Unicode normal form (a source written in NFD, a query typed in NFC):
    // identifiers differ by code points, but a person asking means the name they see.
    for (const form of ['NFC', 'NFD'] as const) {
      const other = name.normalize(form);
      if (other !== name) {
        const more = this.definitionsSpelled(other, opts);
        if (more.length) return more;
      }
    }
    return found;
  }

  /** findDefinitions for `name` spelled exactly as given. */
  private definitionsSpelled(name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
    const parts = name.trim().split(/::|#|\.|->/).filter(Boolean);
    const bare = parts[parts.length - 1] ?? '';
    const container = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const scope = opts.path ? opts.path.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/$/, '') : '';
    // C/C++ `geo::Square`, `geo::Square::area`, `::geo::area`: the definition's full name (namespaces, classes) is it or ends with it.
    const cppName = name.includes('::') ? parts.join('::') : undefined;
    const out: SymbolItem[] = [];
    for (const r of this.data.defsNamed(bare)) {
      const d = this.data.def(r);
      const rec = cppName || parts.length > 1 ? this.data.files.get(r.path)! : undefined;
      // `geo.Box.vol` in a C++ file: the dots of other languages, read as `::`.
      const dotted = !cppName && rec?.lang === 'cpp' ? parts.join('::') : undefined;
      if (cppName && (rec!.lang === 'cpp' || rec!.lang === 'c')) {
        if (!spelledLike(qualifiedName(rec!, r.i), cppName, name.trim().startsWith('::'))) continue;
      } else if (dotted && parts.length > 2) {
        if (!spelledLike(qualifiedName(rec!, r.i), dotted, false)) continue;
      } else if (!(dotted && d.container !== container && qualifiedName(rec!, r.i) === dotted)) {
        // (`geo.Box`, the class Box of namespace geo, has no container: its namespace is a block.)
        if (container && d.container !== container && !(d.container === undefined && this.inGoPackage(r.path, container))) continue;
        if (parts.length > 2 && !this.outerMatch(r, d, parts.slice(0, -2))) continue;
      }
      if (opts.kind && d.kind !== opts.kind) continue;
      if (scope && r.path !== scope && !r.path.startsWith(`${scope}/`)) continue;
      out.push(this.item(r));
    }
    return rubyMethodSide(out, name, this.data).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  }

  /**
   * Whether the qualifiers before a name's container (`Rack` of
   * `Rack::Utils.escape_html`) fit the definition: compared from the inside
   * out with its outer classes and modules (outerNames), as far as those
   * go; qualifiers beyond them are namespaces the graph may not see as
   * definitions (a C++ or C# namespace, a module reopened elsewhere) and
   * are not held against it.
   */
  private outerMatch(ref: DefRef, d: DefRec, qualifiers: string[]): boolean {
    const outer = this.outerNames(ref, d);
    for (let k = 1; k <= Math.min(outer.length, qualifiers.length); k++) {
      if (outer[outer.length - k] !== qualifiers[qualifiers.length - k]) return false;
    }
    // Java, Kotlin, Scala, C#: the qualifiers beyond the outer classes name the package or namespace (`Ex.Util.Tools.Helper`), its end at least.
    const rest = qualifiers.slice(0, Math.max(0, qualifiers.length - outer.length)).join('.');
    const pkg = rest ? this.packageOf(ref) : undefined;
    return !pkg || pkg === rest || pkg.endsWith(`.${rest}`);
  }

  /**
   * The package or namespace a Java, Kotlin, Scala or C# definition is
   * declared in (`com.ex.util`; in a C# file of several namespaces, the one
   * around it: graphRules namespaceAt); undefined in other languages or
   * without a declaration.
   */
  packageOf(ref: DefRef): string | undefined {
    const rec = this.data.files.get(ref.path);
    if (!rec || !PACKAGED.has(rec.lang)) return undefined;
    return namespaceAt(rec, this.data.def(ref).line) || undefined;
  }

  /**
   * A spelling of definition `d` that names it alone when its display name
   * does not (two Go packages' `Helper`): Go's `pkg.Helper` for a package
   * function (its package clause), a Java / Kotlin / Scala / C# definition's
   * name after its package or namespace (`Ex.Util.Tools.Helper`), when findDefinitions takes it back to `d`
   * only; else undefined. For the "ask for one by its full name" hints.
   */
  askName(d: SymbolItem): string | undefined {
    const rec = this.data.files.get(d.ref.path);
    // Java / Kotlin / Scala / C#: the package or namespace before the display name (`Ex.Util.Tools.Helper`; outerMatch takes it back).
    const pkg = rec && PACKAGED.has(rec.lang) ? this.packageOf(d.ref) : undefined;
    if (!pkg && (rec?.lang !== 'go' || d.container || !rec.pkg)) return undefined;
    const spelled = `${pkg ?? rec!.pkg}.${d.name}`;
    const back = this.findDefinitions(spelled);
    return back.length === 1 && back[0].ref.path === d.ref.path && back[0].ref.i === d.ref.i ? spelled : undefined;
  }

  /**
   * Whether `p` is a Go file of package `pkg`, as its package clause names
   * it or as an import path's last element does (its folder): `store.Total`
   * asks for the package function Total (newcomer5).
   */
  private inGoPackage(p: string, pkg: string): boolean {
    const rec = this.data.files.get(p);
    if (rec?.lang !== 'go') return false;
    const dir = p.lastIndexOf('/') >= 0 ? p.slice(0, p.lastIndexOf('/')) : '';
    return rec.pkg === pkg || dir.slice(dir.lastIndexOf('/') + 1) === pkg;
  }

  /**
   * "Did you mean" names for a symbol with no definition: up to `limit` (3)
   * definition names nearest to `name` by edit distance (core/suggest.ts
   * nearestNames, case-insensitive, ≤ ⌊len/3⌋ edits, at most 3). A qualified
   * name (`A.b`) is compared with the qualified names `Container.name`.
   * Empty when nothing is close. One pass over the names (no index kept).
   */
  nearestSymbols(name: string, limit = 3): string[] {
    const t = name.trim();
    if (!/::|#|\.|->/.test(t)) return nearestNames(t, this.data.defNames(), limit);
    const qualified = new Set<string>();
    for (const r of this.data.allDefs()) {
      const d = this.data.def(r);
      if (d.container) qualified.add(`${d.container}.${d.name}`);
    }
    return nearestNames(t.replace(/::|#|->/g, '.'), qualified, limit);
  }

  /**
   * The note for a symbol the graph has no definition of:
   * `no symbol <name>; did you mean a, b or c?` (just `no symbol <name>` when
   * nothing is near). Shared by the code_* tools and `why <symbol>`.
   */
  noSymbolNote(name: string): string {
    const near = this.nearestSymbols(name);
    return near.length ? `no symbol ${echoed(name)}; ${didYouMean(near)}` : `no symbol ${echoed(name)}`;
  }

  /** The innermost definitions whose range contains `line` (1-based) of `relPath`, with the name under `col` first. */
  definitionsAt(relPath: string, line: number, col?: number): SymbolItem[] {
    const rec = this.data.files.get(relPath);
    if (!rec) return [];
    const hits: SymbolItem[] = [];
    rec.defs.forEach((d, i) => {
      if (d.kind === 'module') return;
      const onName = d.nameLine === line && (col === undefined || (col >= d.nameCol && col <= d.nameCol + d.name.length));
      if (onName) hits.unshift(this.item({ path: relPath, i }));
    });
    if (hits.length) return hits;
    let best = -1;
    rec.defs.forEach((d, i) => {
      if (d.line <= line && d.endLine >= line && (best < 0 || d.line >= rec.defs[best].line)) best = i;
    });
    return best >= 0 ? [this.item({ path: relPath, i: best })] : [];
  }

  /**
   * The overloads `def` belongs to: the methods (or functions) of the same
   * name declared beside it in one class or scope of one file, in the
   * languages that overload by parameter types (OVERLOADING). Calls are
   * resolved by name and receiver, never by argument types, so a call of
   * `toJson(x)` reaches every `toJson` of the class: the group is one symbol
   * with one caller list (TypeScript overload signatures are merged into one
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
      if (m.name === d.name && m.kind === d.kind && m.parent === d.parent && m.container === d.container && (!accessor || accessorKind(m.signature)) && blockAt(rec, m.line) === ns && (full === undefined || qualifiedName(rec, i) === full)) out.push({ path: def.path, i });
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

  private moduleItem(p: string): SymbolItem {
    return { name: p.slice(p.lastIndexOf('/') + 1), kind: 'module', path: p, line: 1, endLine: 1, ref: { path: p, i: -1 } };
  }

  /**
   * Definitions that call `def`, best `via` first. A file's top level shows as
   * kind `module`, one item per file at the line of its first call of `def`
   * (its other calls are in `sites`).
   */
  callers(def: DefRef): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    // Overloads are one symbol: a call reaching several of them is one site.
    const group = this.overloadGroup(def);
    const seen = group.length > 1 ? new Set<string>() : null;
    for (const e of group.length > 1 ? group.flatMap((o) => this.data.incoming(o)) : this.data.incoming(def)) {
      if (seen) {
        const site = `${e.path}\0${e.call}`;
        if (seen.has(site)) continue;
        seen.add(site);
      }
      const call = this.data.files.get(e.path)!.calls[e.call];
      const key = defKey(e.path, call.from);
      const through = e.through ? this.item(e.through).name : undefined;
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
      g.sites.push(through ? { line: call.line, col: call.col, endCol: call.endCol, through } : { line: call.line, col: call.col, endCol: call.endCol });
      // A file's top level has no line of its own: it is placed at its first call of `def`.
      if (call.from < 0 && (g.sites.length === 1 || call.line < g.line)) g.line = g.endLine = call.line;
    }
    return sortEdges([...groups.values()]);
  }

  /**
   * Call sites named like `def` that resolve to no definition (graphData
   * unresolvedNamed): how many, and the first `max` distinct lines as `{path, line}`.
   */
  unresolvedCalls(def: DefRef, max = 3): { count: number; sites: { path: string; line: number }[] } {
    const all = this.data.unresolvedNamed(def);
    // Distinct lines: two such calls on one line (`a.find(x) || b.find(y)`) are one place to look.
    const sites: { path: string; line: number }[] = [];
    const seen = new Set<string>();
    for (const u of all) {
      if (sites.length >= max) break;
      const line = this.data.files.get(u.path)!.calls[u.call].line;
      const key = `${u.path}:${line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sites.push({ path: u.path, line });
    }
    return { count: all.length, sites };
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
   * definitions calls, an overload group's), best `via` first. Overloads
   * a call reaches are one item: the first, with `overloads` (their lines).
   */
  callees(def: DefRef, bodies: DefRef[] = [def]): EdgeItem[] {
    const groups = new Map<string, EdgeItem>();
    for (const body of bodies) {
      const rec = this.data.files.get(body.path)!;
      for (const o of this.data.outgoing(body)) {
        const call = rec.calls[o.call];
        const sited = new Set<string>();
        for (const t of o.targets) {
          // Only code is called: a const holding a value or a type is a dependency, not a callee.
          const kind = this.data.def(t.def).kind;
          if (kind === 'const' || kind === 'type' || kind === 'interface') continue;
          const group = this.overloadGroup(t.def);
          const key = defKey(group[0].path, group[0].i);
          let g = groups.get(key);
          if (!g) {
            g = { ...this.item(group[0]), via: t.via, sites: [] };
            if (group.length > 1) g.overloads = group.map((r) => this.data.def(r).line);
            if (this.accessorPair(group)) g.accessors = true;
            groups.set(key, g);
          } else if (VIA_RANK[t.via] < VIA_RANK[g.via]) g.via = t.via;
          if (sited.has(key)) continue;
          sited.add(key);
          g.sites.push({ line: call.line, col: call.col, endCol: call.endCol });
        }
      }
    }
    return sortEdges([...groups.values()]);
  }

  /** Transitive callers of `def` up to `depth` (1–5), each with the depth it was first reached at and, below depth 1, the name of the caller above it whose calls these are (`callee`). */
  impact(def: DefRef, depth: number): (EdgeItem & { depth: number; callee?: string })[] {
    const out: (EdgeItem & { depth: number; callee?: string })[] = [];
    // The overloads of `def` are the symbol asked about, not its callers.
    const seen = new Set<string>(this.overloadGroup(def).map((o) => defKey(o.path, o.i)));
    let frontier: DefRef[] = [def];
    for (let d = 1; d <= depth && frontier.length; d++) {
      const next: DefRef[] = [];
      for (const f of frontier) {
        for (const c of this.callers(f)) {
          const key = defKey(c.ref.path, c.ref.i);
          if (seen.has(key)) continue;
          seen.add(key);
          // Below depth 1 a caller calls the caller above it (`callee`), not `def`.
          out.push(d > 1 ? { ...c, depth: d, callee: this.item(f).name } : { ...c, depth: d });
          if (c.ref.i >= 0) next.push(c.ref);
        }
      }
      frontier = next;
    }
    return out;
  }

  /** BM25 search over names, signatures and doc comments: the best `limit` definitions and how many matched in all. */
  searchCode(query: string, limit: number): { items: SymbolItem[]; total: number } {
    if (!this.search || this.search.generation !== this.data.generation) this.search = new CodeSearch(this.data, this.data.generation);
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
/** Languages whose get/set accessors of one name form one symbol (overloadGroup, signatures.ts accessorKind). */
const ACCESSOR_LANGS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript']);

/**
 * Order of callers and callees: edges resolved from the code (same file,
 * import, alias, receiver type) before name-only guesses; within each of the
 * two, code outside test files before test code (rank.ts isTestPath), then
 * the better `via`, then path and line. A function called from 120 specs and
 * 2 source files lists the 2 first (newcomer 6 #7: vuejs/core's `ref` had
 * its source callers at items 124–125 of 150).
 */
function sortEdges(items: EdgeItem[]): EdgeItem[] {
  const keyed = items.map((e) => ({ e, guess: e.via === 'name' ? 1 : 0, test: isTestPath(e.path) ? 1 : 0 }));
  keyed.sort(
    (a, b) =>
      a.guess - b.guess ||
      a.test - b.test ||
      VIA_RANK[a.e.via] - VIA_RANK[b.e.via] ||
      (a.e.path < b.e.path ? -1 : a.e.path > b.e.path ? 1 : a.e.line - b.e.line),
  );
  return keyed.map((k) => k.e);
}
