/**
 * The naming layer of CodeGraph (graph.ts): a definition's answer form
 * (its display name, with outer classes, modules and C++ namespaces:
 * `Rack::Utils.escape_html`, `geo::Square::area`, is displayNames.ts's),
 * finding definitions by a name as written (bare, dotted, `::`-qualified, Go
 * `pkg.F`, a test case as a runner prints it), the name to ask for one by,
 * near names for a miss, and the definitions at a line.
 */
import { exportedUnder, renamedDefinitions, renamedMemberDefinitions } from './renamedNames';
import { inheritedDefinitions } from './inheritedNames';
import { methodExpression, reexportedBy, reexportedDefinitions } from './reexportedNames';
import { shownLine, type DefKind, type DefRec } from './types';
import type { DefRef } from './graphIndex';
import { didYouMean, nearestNames } from '../suggest';
import { echoed } from '../text';
import { qualifiedName } from './blocks';
import { GraphRefresh } from './graphRefresh';
import { rubyMethodSide } from './rubyNames';
import { PACKAGED } from './graphResolve';
import { DeclarationJoin, withDeclarations } from './graphDecls';
import { isTestCaseName } from './testCases';
import { railsTestName } from './langRubyTests';
import { testNamesAsked } from './testNames';
import { displayName, inModule, nestedOwner, outerMatch, packageOf } from './displayNames';
import { underScope } from './rank';
import { isQualified, nameParts } from './nameParts';
import { nearestQualified, type MemberName } from './nearQualified';

/**
 * Whether a C/C++ definition's full name (`geo::Box::vol`) is what `written`
 * spells: the same, or (unless `anchored`, a name written from `::`) ending
 * with it after a `::` (`Box::vol`).
 */
function spelledLike(full: string, written: string, anchored: boolean): boolean {
  return full === written || (!anchored && full.endsWith(`::${written}`));
}

/** A definition as answers show it. */
export interface SymbolItem {
  name: string;
  kind: DefKind;
  path: string;
  /**
   * 1-based line of the definition's name (DefRec.nameLine): what answers print as `path:line`, where a person
   * clicking it expects the declaration (issue 3: Java's `@Override` line above `public String name()` was printed).
   */
  line: number;
  /**
   * 1-based first line of the whole definition when it is before `line`: annotations, decorators, attributes and
   * modifiers written before the name (`@Override`, `@JvmStatic`, C# `[Fact]`, a TS `@Input()`, C++ `template <…>`).
   * Absent when the name's line starts it. What takes a range starts here (startLine): `why`, a `path:line` inside
   * the definition, the editor's call-hierarchy range.
   */
  start?: number;
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
  /** C/C++: where a definition without a doc of its own is declared without a body (a class body, a header's prototype; graphDecls.ts), best first. */
  declared?: { path: string; line: number }[];
  /** C++: a member function declared without a body in a class (CodeGraph.memberDeclarations, a header's outline): where its definitions are, none when the graph holds none. */
  defined?: { path: string; line: number }[];
  /**
   * Set when the name asked named the method through a class that inherits it (`PostgresQueryRunner.getCachedTable`,
   * GraphNames inheritedDefinitions): the line the answers start with, `PostgresQueryRunner inherits getCachedTable from BaseQueryRunner`;
   * also set for a member alias asked by its own name (memberAliasAsked: `res.set is another name of res.header: …`).
   */
  inherited?: string;
  /** C++: the base method (as answers name it) whose doc `doc` is, for a method documented neither where it is defined nor where declared (graphDecls.ts inheritedDoc). */
  docFrom?: string;
}

/** The first line of item `s`'s whole range (SymbolItem.start): its annotations and decorators included; its name's line when nothing precedes it. */
export function startLine(s: { line: number; start?: number }): number {
  return s.start ?? s.line;
}

/** CodeGraph's naming layer (see the module comment); graph.ts adds the edges. */
export abstract class GraphNames extends GraphRefresh {
  // ---- names ----------------------------------------------------------------

  /** The answer form of a definition. */
  item(ref: DefRef): SymbolItem {
    const d: DefRec = this.data.def(ref);
    // `int geo::helper() { … }`: the function geo::helper, as when written inside its namespace's block.
    const nsFunction = this.data.cppNamespaceFunction(ref);
    const line = shownLine(d);
    const it: SymbolItem = { name: nsFunction ? qualifiedName(this.data.files.get(ref.path)!, ref.i) : displayName(this.data, ref, d), kind: nsFunction ? 'function' : d.kind, path: ref.path, line, endLine: d.endLine, ref };
    if (line > d.line) it.start = d.line;
    // Overloads merged into their implementation (signatures.ts mergeOverloads) start it at the first one: that
    // line's signature is shown, as the TypeScript compiler's hover shows `reactive<T extends object>(target: T)`
    // for vuejs/core's reactive, not the implementation's `reactive(target: object)` two lines below. A Python
    // function is shown at its implementation (mergeOverloads implementationName): its own signature.
    const sig = d.overloadSigs?.find((o) => o.line === d.line && o.line <= line && o.endLine >= line)?.signature ?? d.signature;
    if (sig) it.signature = sig;
    if (d.doc) it.doc = d.doc;
    if (d.kind === 'function' || d.kind === 'method') withDeclarations(this.declarations, it, (r) => this.shownName(r));
    if (d.container && !nsFunction) it.container = d.container;
    return it;
  }

  /** The name answers show for a definition (item's `name`), without the rest of the item. */
  shownName(ref: DefRef): string {
    return this.data.cppNamespaceFunction(ref) ? qualifiedName(this.data.files.get(ref.path)!, ref.i) : displayName(this.data, ref, this.data.def(ref));
  }

  /** The C/C++ join of declarations and definitions (graphDecls.ts), made on first use. */
  get declarations(): DeclarationJoin {
    return (this.declJoin ??= new DeclarationJoin(this.data));
  }

  private declJoin?: DeclarationJoin;

  /**
   * Definitions named `name` — bare (`b`) or qualified (`A.b`, `A::b`, `A#b`;
   * Go `pkg.F` for a package function) — optionally of one `kind` and under `pathScope` (a file or directory
   * prefix). Sorted by path, then line. A name found in neither spelling
   * is looked up in the other Unicode normal form (NFC/NFD) too. A name
   * written as used, `bail()` or a Rust macro's `anyhow!`, is the name.
   */
  findDefinitions(name: string, opts: { kind?: string; path?: string } = {}): SymbolItem[] {
    // Go's method expression `(*Context).JSON` names the method Context.JSON (reexportedNames.ts).
    const method = methodExpression(name);
    if (method) return this.findDefinitions(method, opts);
    // A name written as it is used: a call `bail()`, a Rust macro's invocation `anyhow!` (newcomer 42 #14), found as the name.
    const used = /^([\p{L}_$][\p{L}\p{N}_$:.#]*?)(?:\(\s*\)|!)$/u.exec(name.trim());
    if (used && !this.definitionsSpelled(name, opts).length) return this.findDefinitions(used[1], opts);
    // A test case's name (`describe cart › it totals 1.5 items`, testCases.ts) is looked up whole: its titles may hold `.`, `:` or `#`.
    const spelled = isTestCaseName(name) ? this.definitionsSpelled(name.trim().replace(/\s+/g, ' '), { ...opts, whole: true }) : undefined;
    if (spelled) return spelled.length ? spelled : this.nestedInTestCase(name, opts) ?? this.testCasesAsked(name, opts);
    const found = this.definitionsSpelled(name, opts);
    // `get` also finds express's `req.get = req.header = function header…` (newcomer 31 #8): a bare name an alias ends with.
    const aliasedBare = /^[A-Za-z_$][\w$]*$/.test(name.trim()) ? this.bareAliasAsked(name.trim(), opts, found) : [];
    if (found.length || aliasedBare.length) return [...found, ...aliasedBare];
    const companion = this.companionAsked(name, opts);
    if (companion.length) return companion;
    const railsMethod = this.railsMethodAsked(name, opts);
    if (railsMethod.length) return railsMethod;
    const rubyInstance = this.rubyInstanceAsked(name, opts);
    if (rubyInstance.length) return rubyInstance;
    // `Cart › adds items` (Jest's header), `Cart > it adds`, `adds items`: a test case as a runner prints it or a person types it (testNames.ts).
    if (/[\s›]/.test(name.trim())) return this.testCasesAsked(name, opts);
    // The same letters in the other Unicode normal form (a source written in NFD, a query typed in NFC):
    // identifiers differ by code points, but a person asking means the name they see.
    for (const form of ['NFC', 'NFD'] as const) {
      const other = name.normalize(form);
      if (other !== name) {
        const more = this.definitionsSpelled(other, opts);
        if (more.length) return more;
      }
    }
    const renamed = renamedDefinitions(this.data, (r) => this.item(r), name, opts);
    if (renamed.length) return renamed;
    const aliased = this.memberAliasAsked(name, opts);
    if (aliased.length) return aliased;
    // Python `requests.get` of a package re-exporting api's get in its `__init__.py` (reexportedNames.ts).
    const reexported = reexportedDefinitions(this.data, (r) => this.item(r), name, opts);
    if (reexported.length) return reexported;
    const inheritedAs = (n: string) => inheritedDefinitions(this.data, (r) => this.item(r), (q) => this.definitionsSpelled(q, {}), n, opts);
    const inherited = inheritedAs(name);
    if (inherited.length) return inherited;
    // `HonoBase.route` where `export { Hono as HonoBase }` renames the class: Hono's member, own or inherited.
    const renamedMember = renamedMemberDefinitions(this.data, (r) => this.item(r), (owner, bare) => {
      const own = this.definitionsSpelled(`${owner}.${bare}`, opts);
      return own.length ? own : inheritedAs(`${owner}.${bare}`);
    }, name);
    if (renamedMember.length) return renamedMember;
    // A word that names no definition may be a one-word test title (`it('works', …)` for `works`), or a Rails
    // `test "works" do`'s (`test_works`, langRubyTests.ts) — several are listed as an ambiguity, as longer titles are.
    return this.testCasesAsked(name, opts, true);
  }

  /**
   * A Kotlin companion object's member asked through the object, `ClassJsonAdapter.Factory.create` (`companion object
   * Factory`) or `Headers.Companion.of` (an unnamed one): the class's member of that companion (DefRec.companion;
   * langKotlin makes companion members the class's, `ClassJsonAdapter.create`), its answers starting by saying so
   * (SymbolItem.inherited). The object itself, `ClassJsonAdapter.Factory`, is answered by its class (no definition
   * of its own), saying so — never as a `Factory` of a supertype the class would inherit. Empty for any other name.
   */
  private companionAsked(name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
    const parts = name.split('.');
    const last = parts[parts.length - 1];
    if (parts.length >= 2 && /^[A-Z]/.test(last)) {
      const hasCompanion = (it: SymbolItem) => it.ref.i >= 0 && it.kind === 'class' && this.data.files.get(it.ref.path)!.defs.some((d) => d.parent === it.ref.i && d.companion === last);
      const classes = this.definitionsSpelled(parts.slice(0, -1).join('.'), opts).filter(hasCompanion);
      if (classes.length) return classes.map((it) => ({ ...it, inherited: `${name} is the companion object of ${it.name}: its members are named as ${it.name}'s` }));
    }
    if (parts.length < 3 || !/^[A-Z]/.test(parts[parts.length - 2])) return [];
    const object = parts[parts.length - 2];
    const asked = [...parts.slice(0, -2), parts[parts.length - 1]].join('.');
    const found = this.definitionsSpelled(asked, opts).filter((it) => it.ref.i >= 0 && this.data.def(it.ref).companion === object);
    return found.map((it) => ({ ...it, inherited: `${name} is ${it.name}: the members of companion object ${object} are named as ${it.container ?? 'its class'}'s` }));
  }

  /** The files whose renaming exports give something the public name `name` (renamedNames.ts), else the Python modules re-exporting what a qualified `name` asks for (reexportedNames.ts). */
  exportedUnder(name: string): string[] {
    const renamed = exportedUnder(this.data, name);
    return renamed.length ? renamed : reexportedBy(this.data, name);
  }

  /**
   * The test cases `name` asks for in a form other than their own
   * (graph/testNames.ts testNamesAsked; `word`: a name without a space too)
   * and the Rails test methods its title names (`adds items` →
   * `test_adds_items`, langRubyTests railsTestName), by findDefinitions'
   * options: in the case typed, else, when that finds none, in any case.
   */
  private testCasesAsked(name: string, opts: { kind?: string; path?: string }, word = false): SymbolItem[] {
    if (opts.kind && opts.kind !== 'test') return [];
    const rails = railsTestName(name.trim().replace(/\s+/g, ' ').replace(/^test /, ''));
    for (const fold of [false, true]) {
      const spelled = (n: string) => this.definitionsSpelled(n, { ...opts, kind: 'test', whole: true });
      const found = testNamesAsked(name, this.data.defNames(), { word, fold }).flatMap(spelled);
      if (rails && rails !== name.trim()) {
        const folded = rails.toLowerCase();
        const names = !fold ? [rails] : [...this.data.defNames()].filter((n) => n.length === rails.length && n !== rails && n.toLowerCase() === folded);
        found.push(...names.flatMap(spelled).filter((d) => this.data.files.get(d.ref.path)?.lang === 'ruby'));
      }
      if (found.length) return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
    }
    return [];
  }

  /**
   * A Rails test method asked by its name when its title held `.`, `:` or
   * `#` (`test "parses 1.5" do` is `test_parses_1.5`, langRubyTests
   * railsTestName keeping them, as Rails does): `CartTest#test_parses_1.5`,
   * `test_parses_1.5`, its name whole from the first `test_` that starts
   * it or follows `#`, `.` or `::`, in the class named before it (when one
   * is). definitionsSpelled's split at those would ask for `5` in
   * `test_parses_1`. Empty for any other name.
   */
  private railsMethodAsked(name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
    const t = name.trim();
    const m = /(^|#|::|\.)(test_\S*[.:#]\S*)$/.exec(t);
    if (!m || (opts.kind && opts.kind !== 'test')) return [];
    const cls = t.slice(0, m.index).split(/::|#|\./).filter(Boolean).pop();
    return this.definitionsSpelled(m[2], { ...opts, kind: 'test', whole: true }).filter((d) => this.data.files.get(d.ref.path)?.lang === 'ruby' && (!cls || this.data.def(d.ref).container === cls));
  }

  /**
   * A Ruby instance method asked as its documentation writes it, `#save`
   * (a private name in TypeScript and JavaScript, nameParts.ts, so looked up
   * as written first): the Ruby methods named `save` that are not singleton
   * methods only. Empty for any other name.
   */
  private rubyInstanceAsked(name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
    const t = name.trim();
    if (!/^#[^#.:\s]+$/.test(t)) return [];
    return this.definitionsSpelled(t.slice(1), opts).filter((d) => d.kind === 'method' && this.data.files.get(d.ref.path)?.lang === 'ruby' && this.data.def(d.ref).singleton !== 'only');
  }

  /** findDefinitions for `name` spelled exactly as given. */
  /**
   * A member assigned as another's alias at a module's top level (newcomer 22
   * #5, express's `res.set = res.header = function header(…)`: FileRec.aliases
   * `res.set` → `res.header`), asked by the alias: the definition it stands
   * for in that file. Only qualified names (`res.set`), and only files whose
   * module-level aliases name it.
   */
  private memberAliasAsked(name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
    const asked = name.trim();
    if (!asked.includes('.') || /\s/.test(asked)) return [];
    return this.aliasedDefinitions((alias) => alias === asked, opts);
  }

  /**
   * For a bare `name`, the definitions module-level member aliases ending in `.name` stand for (`req.get` of
   * express's `req.get = req.header = function header…`), each once and not among `found`, with the line answers
   * start with (memberAliasAsked's).
   */
  private bareAliasAsked(name: string, opts: { kind?: string; path?: string }, found: readonly SymbolItem[]): SymbolItem[] {
    return this.aliasedDefinitions((alias) => alias.endsWith(`.${name}`), opts, new Set(found.map((i) => `${i.ref.path}:${i.ref.i}`)));
  }

  /**
   * The definitions that the module-level member aliases (FileRec.aliases, scope -1) whose name `matches` accepts
   * stand for, in the alias's own file under `opts.path`, each with the line answers start with
   * (SymbolItem.inherited: `res.set is another name of res.header: …`). `seen` (`path:index` keys): definitions
   * left out, and each one found is added, so none is listed twice.
   */
  private aliasedDefinitions(matches: (alias: string) => boolean, opts: { kind?: string; path?: string }, seen?: Set<string>): SymbolItem[] {
    const out: SymbolItem[] = [];
    const inScope = underScope(opts.path);
    for (const [p, rec] of this.data.files) {
      if (!inScope(p)) continue;
      for (const a of rec.aliases ?? []) {
        if (a.scope !== -1 || a.of === a.name || !matches(a.name)) continue;
        for (const i of this.definitionsSpelled(a.of, { ...opts, path: p })) {
          const key = `${i.ref.path}:${i.ref.i}`;
          if (i.path !== p || seen?.has(key)) continue;
          seen?.add(key);
          // `res.set = res.header = function header…` (a member path named, langTsAssigned), or `{ header: detectFromHeader }`.
          const how = a.of.includes('.') ? `the chained assignment at ${p}:${i.line} gives both the same function` : `an object's property holding it (${p})`;
          out.push({ ...i, inherited: `${a.name} is another name of ${a.of}: ${how}` });
        }
      }
    }
    return out;
  }

  /**
   * A definition nested in a test case, asked by the name answers print for
   * it (newcomer 22 #3): `describe api: createApp › test provide.Child.setup`
   * is `setup` whose display name is exactly that (the test case's whole
   * name, then its own path after a `.` past the last `›`); undefined when
   * the name has no such tail or nothing is so named.
   */
  private nestedInTestCase(name: string, opts: { kind?: string; path?: string }): SymbolItem[] | undefined {
    const wanted = name.trim().replace(/\s+/g, ' ');
    const dot = wanted.lastIndexOf('.');
    if (dot < 0 || dot < wanted.lastIndexOf('›')) return undefined;
    const hits = this.definitionsSpelled(wanted.slice(dot + 1), opts).filter((i) => i.name === wanted);
    return hits.length ? hits : undefined;
  }

  private definitionsSpelled(name: string, opts: { kind?: string; path?: string; whole?: boolean }): SymbolItem[] {
    // Lua `Entity:move` (a method written with `:`) as well as `::`, `#`, `.`, `->` and PHP's namespace `\` (`App\Account::deposit`); `whole`: a test case's name, not split.
    // A `#` starting a part is an ECMAScript private name's (`Hono.#dispatch`: nameParts.ts), not Ruby's separator.
    const parts = opts.whole ? [name] : nameParts(name);
    const bare = parts[parts.length - 1] ?? '';
    const container = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const inScope = underScope(opts.path);
    // C/C++ `geo::Square`, `geo::Square::area`, `::geo::area`: the definition's full name (namespaces, classes) is it or ends with it.
    const cppName = name.includes('::') && !opts.whole ? parts.join('::') : undefined;
    let out: SymbolItem[] = [];
    // Definitions found only through their module (inModule), dropped when the qualifier also names a container (`Vehicle.cost` is the method, not Vehicle.swift's free cost).
    const viaModule = new Set<SymbolItem>();
    // Kotlin and Swift names written in backticks (moshi's class `` `-JsonUtf8Reader` ``) are kept so; asked without them too.
    const named = this.data.defsNamed(bare);
    const refs = named.length || bare.startsWith('`') || !bare ? named : this.data.defsNamed(`\`${bare}\``);
    for (const r of refs) {
      const d = this.data.def(r);
      const rec = cppName || parts.length > 1 ? this.data.files.get(r.path)! : undefined;
      // `geo.Box.vol` in a C++ file: the dots of other languages, read as `::`.
      const dotted = !cppName && rec?.lang === 'cpp' ? parts.join('::') : undefined;
      let moduleOnly = false;
      if (cppName && (rec!.lang === 'cpp' || rec!.lang === 'c')) {
        if (!spelledLike(qualifiedName(rec!, r.i), cppName, name.trim().startsWith('::'))) continue;
      } else if (dotted && parts.length > 2) {
        if (!spelledLike(qualifiedName(rec!, r.i), dotted, false)) continue;
      } else if (!(dotted && d.container !== container && qualifiedName(rec!, r.i) === dotted)) {
        // (`geo.Box`, the class Box of namespace geo, has no container: its namespace is a block.)
        // A top-level function asked for through its module: Go `report.Total`, Rust `account::validate`, Kotlin `model.total`, Zig `stack.reset`.
        const byModule = container !== undefined && d.container === undefined && d.parent < 0 && inModule(this.data, r.path, d, parts.slice(0, -1));
        // A function nested in a function, asked by the name answers show (`Scaffold.route.decorator`, displayNames nestedOwner).
        // Split as the asked name is (a Ruby anonymous class's `RequestTest#make::$1` holds `#` too).
        const nested = container !== undefined && !!nestedOwner(this.data, r, d) && `.${nameParts(displayName(this.data, r, d)).join('.')}`.endsWith(`.${parts.join('.')}`);
        // (A Rust impl for a path, `impl SinkError for io::Error`: container `io::Error`, asked as `Error::error_message` too.)
        if (container && d.container !== container && !byModule && !nested && !d.container?.endsWith(`::${container}`) && d.container !== `\`${container}\``) continue;
        moduleOnly = byModule && d.container !== container;
        if (parts.length > 2 && !byModule && !nested && !outerMatch(this.data, r, d, parts.slice(0, -2))) continue;
      }
      if (opts.kind && d.kind !== opts.kind) continue;
      if (!inScope(r.path)) continue;
      const item = this.item(r);
      if (moduleOnly) viaModule.add(item);
      out.push(item);
    }
    if (viaModule.size && viaModule.size < out.length) out = out.filter((i) => !viaModule.has(i));
    // A bare name: a Rust blanket impl's method (`<&mut S as Sink>::matched`, langRustTraits blanketImpls) only when nothing else bears it.
    if (parts.length === 1 && out.some((i) => i.ref.i >= 0 && this.data.def(i.ref).container?.startsWith('<'))) {
      const real = out.filter((i) => i.ref.i < 0 || !this.data.def(i.ref).container?.startsWith('<'));
      if (real.length) out = real;
    }
    return rubyMethodSide(out, name, this.data).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
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
    const pkg = rec && PACKAGED.has(rec.lang) ? packageOf(this.data, d.ref) : undefined;
    if (!pkg && (rec?.lang !== 'go' || d.container || !rec.pkg)) return undefined;
    const spelled = `${pkg ?? rec!.pkg}.${d.name}`;
    return this.namesAlone(spelled, d) ? spelled : undefined;
  }
  /**
   * How same-named candidates are named when their display names alone do
   * not tell them apart (the callers ambiguity list, code_* tools, and
   * `why <symbol>`): `ask` — each one's askName, when every candidate has
   * one and no two are equal — and `names`, the names to list them by
   * (when every candidate has a package or namespace, its display name
   * where that names it alone, `Retrofit.responseBodyConverter`, else its
   * ask name, `com.a.Tools.helper`, asked for by the same: newcomer 21 #1,
   * one list mixed no short and long names for no reason; else their
   * display names: Go's `Helper`, asked for as `g1.Helper`). Undefined when
   * askName does not tell them apart.
   */
  candidateNames(defs: SymbolItem[]): { ask: string[]; names: string[] } | undefined {
    const ask = defs.map((d) => this.askName(d));
    if (!ask.every((a): a is string => !!a) || new Set(ask).size !== ask.length) return undefined;
    if (!defs.every((d) => packageOf(this.data, d.ref))) return { ask, names: defs.map((d) => d.name) };
    const shown = defs.map((d) => d.name);
    const short = defs.map((d) => shown.filter((n) => n === d.name).length === 1 && this.namesAlone(d.name, d));
    const names = defs.map((d, k) => (short[k] ? d.name : ask[k]));
    return { ask: names, names };
  }

  /** Whether findDefinitions(`name`) finds `d` and nothing else. */
  private namesAlone(name: string, d: SymbolItem): boolean {
    const back = this.findDefinitions(name);
    return back.length === 1 && back[0].ref.path === d.ref.path && back[0].ref.i === d.ref.i;
  }

  /**
   * "Did you mean" names for a symbol with no definition: up to `limit` (3)
   * definition names nearest to `name` by edit distance (core/suggest.ts
   * nearestNames, case-insensitive, ≤ ⌊len/3⌋ edits, at most 3). A qualified
   * name (`A.b`, `A::b`, `App\A::b`) is compared part by part with the
   * display names of the definitions whose own name is near its last part,
   * and answered with them (nearQualified.ts: `Acount::deposit` →
   * `Account::deposit`, `Rack::Utils.escape_htm` → `Rack::Utils.escape_html`,
   * `MiddlewareDispatcher::$1::handl` → `MiddlewareDispatcher::$1::handle`). Empty when
   * nothing is close. One pass over the names (no index kept).
   */
  nearestSymbols(name: string, limit = 3): string[] {
    const t = name.trim();
    if (!isQualified(t) && !t.includes('\\')) return nearestNames(t, this.data.defNames(), limit);
    const data = this.data;
    function* members(): Generator<MemberName> {
      for (const ref of data.allDefs()) yield { name: data.def(ref).name, ref };
    }
    return nearestQualified(t, members(), (ref) => this.shownName(ref), limit);
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

  /**
   * The innermost definitions whose range contains `line` (1-based) of
   * `relPath`, with the name under `col` first; on a declaration without a
   * body (a header's `int total(int a);`, a class body's `void f();`), the
   * definition it declares (declaredAt), whose file is another, first.
   */
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
    // A member declared in a class body and defined out of line: that definition, before the class around the line.
    const declared = this.declaredAt(relPath, line);
    return best >= 0 ? [...declared, this.item({ path: relPath, i: best })] : declared;
  }

  /**
   * The definitions declared on `line` of `relPath` without a body there: a
   * C/C++ prototype's function (`int total(int a);` in a header, `static int
   * h(int);` ahead of its body) and a member a class body declares and a
   * `.cc` file defines (graphDecls.ts definedFrom). Empty where no declaration is.
   */
  declaredAt(relPath: string, line: number): SymbolItem[] {
    return this.declarations.definedFrom(relPath, line).map((r) => this.item(r));
  }

  /**
   * The item of `relPath`'s top-level code (moduleItem), placed at `line`,
   * when the file makes calls outside every definition (a script's `main()`,
   * Python's `if __name__ == "__main__":` block): what caller lists print as
   * `app.py:10  top-level code`, so `callees -p app.py:10` answers for it.
   * Null for a file making no such call.
   */
  topLevelItem(relPath: string, line: number): SymbolItem | null {
    const rec = this.data.files.get(relPath);
    if (!rec?.calls.some((c) => c.from < 0)) return null;
    return { ...this.moduleItem(relPath), line, endLine: line };
  }

  /** The item of a file's top level (kind `module`, named by the file's base name), which calls outside every definition belong to. */
  protected moduleItem(p: string): SymbolItem {
    return { name: p.slice(p.lastIndexOf('/') + 1), kind: 'module', path: p, line: 1, endLine: 1, ref: { path: p, i: -1 } };
  }
}
