/**
 * The in-memory graph of one worktree: every file's FileRec, name indexes, and
 * call resolution. Edges are resolved on demand and memoised (cleared when any
 * file changes), so updating one file costs one parse plus index upkeep, and a
 * `callers` question only resolves the calls that bear the target's name (or
 * an alias imported for it).
 *
 * Resolution order for a call (SPEC §12 `via`): definitions visible in the
 * same file's scope (`same-file`), imported bindings (`import`, or `alias`
 * when renamed), receivers whose type is known — `this`/`self`/`super`,
 * variables/fields/parameters with a declared or constructed type, a
 * call's result (each link of a chain) typed by the callee's declared return type, static
 * calls on a class (`receiver`), then package scope (Go, Java, C#) and, for
 * languages without module imports (C/C++, PHP, Bash; Ruby by its own rules,
 * graphRuby.ts), the repository's unique definitions of that name (`name`); C's `#include "x.h"` counts as an
 * import of the header and of the `.c` file beside it with the same stem. A same-named function that is not
 * reachable by these rules is never an edge.
 *
 * GraphData is built in layers, one file each: records and name indexes
 * (graphIndex.ts), modules and exports (graphModules.ts), Ruby constants and
 * method calls (graphRuby.ts), classes' members (graphMembers.ts), bare
 * names (graphScope.ts), receiver types (graphTypes.ts), calls'
 * results and collections' elements (graphElements.ts), receivers known to
 * hold built-in values (graphBuiltins.ts), the resolution of one call and
 * one read (graphResolve.ts), classes' owners, ancestry, overrides and
 * constructors (graphClasses.ts), the calls named like a definition that
 * resolve to none (graphUnresolved.ts), and here the questions: incoming
 * and outgoing.
 * The language rules they share are in graphRules.ts.
 */
import type { CallRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { defKey, type DefRef, type Target } from './graphIndex';
import { CLASS_NAMED_CONSTRUCTORS, CONSTRUCTORS, isExplicitBase, isSelf, THIS_ARG_CALLS } from './graphResolve';
import { GraphUnresolved } from './graphUnresolved';
import { IDENTIFIER } from './graphPaths';
import { staticMember } from './graphRules';
import { fullSignature, paramRange } from './arity';
import { goStdInterface, goStdInterfacesWith } from './goStdInterfaces';
/** A variable and the fields read through it, `routeMatch.Handler`, up to three (goStdCallers). */
const FIELD_PATH = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*){1,3}$/;

/** Languages whose subclass constructors run a base class's by calling it on `super`/`parent` or on the class by name (Python `super().__init__(…)`, PHP `parent::__construct(…)`): those calls are callers of the class (GraphData.incoming). */
const SUPER_CONSTRUCTS: ReadonlySet<string> = new Set(['python', 'php']);

/** Languages whose `static` methods are bound by the class named, never dispatched (not TS/JS, whose `this.f()` in a static method runs the subclass's, nor PHP's `static::f()`). */
const STATIC_HIDES: ReadonlySet<string> = new Set(['java', 'csharp', 'cpp', 'swift', 'dart']);

export class GraphData extends GraphUnresolved {
  // ---- queries ------------------------------------------------------------

  /**
   * Calls that resolve to `target`, and for a method also the calls that
   * resolve to a base method it overrides or implements (`overridden`): at
   * run time those may dispatch to it (`total(s: Shape) { s.area() }` may
   * run `Sq.area`, newcomer 8 #3). Those carry via `base` and `through`, the
   * base method their call names; a call found both ways keeps its direct
   * edge. A call through `super`/`base`/`parent` names the base method
   * itself and never dispatches to an override, so it is not one of them
   * (Python `super().run()` inside `Child.run` is no caller of `Child.run`),
   * nor is a call whose receiver names the class (Target.exact: C++
   * `Widget::draw()`, Python `Widget.draw(self)` or `A.m(B())`);
   * nor is `this.query()` in a class the override's class does not descend
   * from (typeorm: `this.query()` in a SQLite runner never runs
   * `PostgresQueryRunner.query`, newcomer 9 #4); nor is `x.run()` where x
   * holds exactly another class (`x = Engine()`: exactClass).
   */
  incoming(target: DefRef): { path: string; call: number; via: Via; through?: DefRef; throughName?: string }[] {
    const out: { path: string; call: number; via: Via; through?: DefRef; throughName?: string }[] = this.incomingDirect(target);
    // Definitions whose calls also run `target`, merged below without repeating a call; `only` keeps some of a definition's calls.
    const also: { def: DefRef; only?: (call: CallRec) => boolean }[] = [];
    // A constructor runs when its class is constructed: `Engine(…)` / `new Car(…)` are callers of Engine.__init__ / Car.constructor.
    const cls = this.constructedClass(target);
    // Ruby: every body of a reopened class, and subclasses that inherit this initialize (GraphRuby.rubyConstructed); elsewhere subclasses declaring no constructor.
    if (cls) also.push(...(this.files.get(cls.path)!.lang === 'ruby' ? this.rubyConstructed(target, cls) : [cls, ...this.inheritingConstructor(cls, 0)]).map((def) => ({ def })));
    const tdef = target.i >= 0 ? this.def(target) : undefined;
    const lang = this.files.get(target.path)!.lang;
    if (tdef?.kind === 'class') {
      this.files.get(target.path)!.defs.forEach((m, i) => {
        if (m.parent !== target.i || m.kind !== 'method') return;
        // Java `super(…)` / `this(…)`, C# `: base(…)` / `: this(…)` (langJvm constructorCalls) run a constructor of the class they name: the constructors making them construct it.
        if (CLASS_NAMED_CONSTRUCTORS.has(lang) && m.name === tdef.name) also.push({ def: { path: target.path, i } });
        // Likewise Python `super().__init__(…)` / `Base.__init__(self, …)` and PHP `parent::__construct(…)` in a subclass's constructor (newcomer 13a):
        // the object being made is one of this class, so they are its callers, as Java's `super(…)` is. Not TS/JS, whose call hierarchy lists no `super(…)`.
        else if (SUPER_CONSTRUCTS.has(lang) && m.name === CONSTRUCTORS[lang]) also.push({ def: { path: target.path, i }, only: (c) => isExplicitBase(lang, c.recv) || c.recv === tdef.name });
      });
      // C++ constructors defined out of line (`Cart::Cart() {}` in a .cc): `new Cart()` inside the class's own methods names them, so their callers construct the class too.
      if (lang === 'cpp') {
        for (const r of this.defsNamed(tdef.name)) {
          const m = this.def(r);
          if (m.kind !== 'method' || m.parent >= 0 || m.container !== tdef.name) continue;
          const owner = this.ownerOf(r);
          if (owner && owner.path === target.path && owner.i === target.i) also.push({ def: r });
        }
      }
    }
    if (also.length) {
      const direct = new Set(out.map((e) => defKey(e.path, e.call)));
      for (const { def, only } of also) {
        for (const e of this.incomingDirect(def)) {
          if (only && !only(this.files.get(e.path)!.calls[e.call])) continue;
          if (!direct.has(defKey(e.path, e.call))) out.push(e);
          direct.add(defKey(e.path, e.call));
        }
      }
    }
    // Go: calls through a variable of a standard-library interface the method's type satisfies (`r http.Handler; r.ServeHTTP(…)`).
    if (lang === 'go' && tdef?.kind === 'method' && tdef.parent < 0) {
      const have = new Set(out.map((e) => defKey(e.path, e.call)));
      for (const e of this.goStdCallers(target)) if (!have.has(defKey(e.path, e.call))) out.push(e);
    }
    // A static method overrides nothing and is overridden by nothing (JLS §8.4.8.2, C# §15.6.4 `new static`: it hides; Swift
    // `static func` is final): a call of the base's static method never runs it (Newtonsoft's `JToken.Parse` calling `Parse(json, null)`
    // is no caller of `JObject.Parse`; newcomer 46 #4).
    if (STATIC_HIDES.has(lang) && staticMember(tdef)) return out;
    const bases = this.overridden(target);
    if (!bases.length) return out;
    const seen = new Set(out.map((e) => defKey(e.path, e.call)));
    // A Kotlin companion object's member runs on the object, no instance of its class: the class's ancestry rules out no call.
    const owner: DefRef = (this.def(target).companion === undefined ? this.ownerOf(target) : null) ?? { path: target.path, i: -1 };
    for (const b of bases) {
      for (const e of this.incomingDirect(b)) {
        const key = defKey(e.path, e.call);
        const rec = this.files.get(e.path)!;
        const call = rec.calls[e.call];
        // `super().run()`, `Widget::draw()`, Python `Widget.draw(self)`: the base's method itself, no dispatch.
        if (seen.has(key) || e.exact || isExplicitBase(rec.lang, call.recv)) continue;
        // `this.query()` (or a bare `query()` reaching a member) in class C runs on a C: only an override in C or below it.
        // A method beside its type (Go, a Rust trait impl) has no owning body here: `self.find()` in a trait's default method runs on every implementor.
        if (owner.i >= 0 && (call.recv === undefined || isSelf(rec.lang, call.recv))) {
          const from = this.enclosingClass(e.path, rec, call.from);
          if (from && !this.descendsFrom(owner, from)) continue;
        }
        // `x = Engine(); x.run()` (`const x = new Engine()`): x is exactly an Engine, so its call runs no override in another class.
        if (owner.i >= 0 && call.recv !== undefined && IDENTIFIER.test(call.recv)) {
          const exact = this.exactClass(e.path, rec, call.from, call.recv, call);
          if (exact && !this.descendsFrom(exact, owner)) continue;
          // `Rect r = …; r.describe()`: x's declared class is a Rect, so only an override in Rect or below it can run (newcomer 13b #2: a sibling's).
          if (!exact && this.staticTypeExcludes(e.path, rec, call, owner)) continue;
        }
        seen.add(key);
        out.push({ path: e.path, call: e.call, via: 'base', through: b });
      }
    }
    return out;
  }

  /**
   * Calls of Go method `target` through a variable declared with a type of
   * the standard library's interfaces (goStdInterfaces.ts: `r http.Handler`,
   * `w io.Writer`) that `target`'s type satisfies: every method of the
   * interface, by name and parameter count, is in the type's method set
   * (its own methods and those promoted from embedded fields, graphMembers
   * `member`, or from an embedded interface of the standard library). Go interfaces are satisfied implicitly, so such a call may run
   * `target` (gin's `PerformRequest(r http.Handler, …)` runs Engine.ServeHTTP).
   * Only a receiver that is a parameter or local of the calling function.
   */
  private goStdCallers(target: DefRef): { path: string; call: number; via: Via; throughName: string }[] {
    const d = this.def(target);
    const range = paramRange(fullSignature(d), d.name);
    if (!range || range.min !== range.max) return [];
    const owner = this.enclosingClass(target.path, this.files.get(target.path)!, target.i);
    if (!owner) return [];
    // Interfaces of the standard library the type embeds (`type responseWriter struct { http.ResponseWriter; … }`, gin):
    // their methods are in its method set without a definition in the repository (Go spec, "Struct types": promoted methods).
    const orec = this.files.get(owner.path)!;
    const embedded = (this.def(owner).bases ?? []).map((b) => goStdInterface(orec, b.replace(/^\*/, ''))).filter((x) => x !== undefined);
    const fits = goStdInterfacesWith(d.name, range.max).filter(({ methods }) =>
      Object.entries(methods).every(
        ([m, n]) =>
          embedded.some((e) => e.methods[m] === n) ||
          this.member(owner, m, 'receiver').some((t) => {
            const md = this.def(t.def);
            const r = paramRange(fullSignature(md), md.name);
            return md.kind === 'method' && r?.max === n && r.min === n;
          }),
      ),
    );
    if (!fits.length) return [];
    const keys = new Set(fits.map((f) => f.key));
    const out: { path: string; call: number; via: Via; throughName: string }[] = [];
    for (const [path, idx] of this.callsNamed(d.name)) {
      const rec = this.files.get(path)!;
      if (rec.lang !== 'go') continue;
      for (const i of idx) {
        const call = rec.calls[i];
        if (!call.recv || call.kind !== 'call') continue;
        let held: { type: string; rec: FileRec } | undefined;
        if (IDENTIFIER.test(call.recv)) {
          const bind = this.bindFor(path, rec, call.from, call.recv, call);
          held = bind && bind.path === path ? { type: bind.type, rec } : undefined;
        } else if (FIELD_PATH.test(call.recv)) held = this.goFieldType(path, rec, call);
        const std = held ? goStdInterface(held.rec, held.type) : undefined;
        // Named as the interface's method, as a call through an interface of the repository is (`http.Handler.ServeHTTP`).
        if (std && keys.has(std.key)) out.push({ path, call: i, via: 'base', throughName: `${held!.type}.${d.name}` });
      }
    }
    return out;
  }

  /**
   * The declared type of the field path Go call `call` is made on (`routeMatch.Handler` of `routeMatch.Handler.ServeHTTP(…)`,
   * `m.a.b`), with the file declaring it: the head variable's type (bindFor), then each field's in its struct (fieldType);
   * undefined when a link is unknown. mux's `routeMatch.Handler` (`Handler http.Handler` in RouteMatch) reaches Router.ServeHTTP
   * as `handler.ServeHTTP` of a local `http.Handler` does (newcomer 47 #10).
   */
  private goFieldType(path: string, rec: FileRec, call: CallRec): { type: string; rec: FileRec } | undefined {
    const parts = call.recv!.split('.');
    const bind = this.bindFor(path, rec, call.from, parts[0], call);
    if (!bind) return undefined;
    let type = bind.type;
    let where = bind.path;
    let scope = bind.path === path ? call.from : -1;
    for (const field of parts.slice(1)) {
      const ft = this.fieldOfNamedType(where, this.files.get(where)!, type, scope, field);
      if (!ft) return undefined;
      type = ft.type;
      where = ft.path;
      scope = -1;
    }
    return { type: type.replace(/^\*/, ''), rec: this.files.get(where)! };
  }

  /**
   * Whether the declared or constructed type of `call`'s receiver variable
   * rules out an override in class `owner`: every class-like definition the
   * type (each member of a union `A|B`) names is known, and `owner` descends
   * from none of them. A variable holding one call's result (`var r =
   * Rect.Square(3)`, bound as `Rect.Square()`) has the type the callee
   * declares it returns (GraphTypes typeDefs; none declared: no class).
   * False when the type is unknown or names no class, or is a chain or an
   * element (`a.b().c()`, `xs[]`).
   */
  private staticTypeExcludes(p: string, rec: FileRec, call: CallRec, owner: DefRef): boolean {
    const bound = this.bindFor(p, rec, call.from, call.recv!, call);
    if (!bound || /[()[\]]/.test(bound.type.replace(/^([^()[\]|]+)\(\)$/, '$1'))) return false;
    const brec = this.files.get(bound.path)!;
    const classes: DefRef[] = [];
    for (const t of bound.type.split('|')) {
      const found = this.typeDefs(bound.path, brec, t, bound.path === p ? call.from : -1).filter((x) => CLASS_LIKE_KINDS.has(this.def(x.def).kind));
      if (!found.length) return false;
      classes.push(...found.map((x) => x.def));
    }
    return !classes.some((c) => this.descendsFrom(owner, c));
  }

  /** Calls that resolve to `target` itself (incoming without base methods). */
  private incomingDirect(target: DefRef): { path: string; call: number; via: Via; exact?: true }[] {
    const d = this.def(target);
    const cands: DefRef[] = [];
    for (const [path, idx] of this.callsNamed(d.name)) for (const i of idx) cands.push({ path, i });
    // Kotlin `@JvmName("awaitNullable") fun …await()`: Java calls it by that name (kotlinFacades.ts).
    if (d.jvmName) for (const [path, idx] of this.callsNamed(d.jvmName)) for (const i of idx) cands.push({ path, i });
    const importedAs = [...(this.importsByName.get(d.name) ?? []), ...(d.isDefault ? this.importsByName.get('default') ?? [] : [])];
    // A CommonJS module's default called through the whole module: `const express = require('..'); express()`.
    const whole = d.isDefault && this.files.get(target.path)!.lang === 'javascript' ? (this.importsByName.get('*') ?? []) : [];
    for (const imp of [...importedAs, ...whole]) {
      if (imp.local === d.name) continue;
      const rec = this.files.get(imp.path)!;
      rec.calls.forEach((c, i) => c.name === imp.local && cands.push({ path: imp.path, i }));
    }
    for (const a of this.aliasNames(d.name, importedAs)) {
      for (const [path, idx] of this.callsNamed(a.local)) if (a.anywhere || path === a.path) for (const i of idx) cands.push({ path, i });
      // A module's alias imported elsewhere (Python `urlopen = _urlopen`, then `from m import urlopen`): calls of the name it is imported as.
      for (const imp of this.importsByName.get(a.local) ?? []) {
        if (imp.path === a.path) continue;
        this.files.get(imp.path)!.calls.forEach((c, i) => c.name === imp.local && cands.push({ path: imp.path, i }));
      }
    }
    // A default export is re-exported by the name `default` (`export { default as avg } from './math'`, newcomer 13b #3).
    const renamed = d.isDefault ? [...new Set([...this.renamedNames(d.name), ...this.renamedNames('default')])] : this.renamedNames(d.name);
    for (const n of renamed) for (const [path, idx] of this.callsNamed(n)) for (const i of idx) cands.push({ path, i });
    // JS `fn.call(this, …)`, `obj.fn.apply(obj, args)`: calls of `call`/`apply` read on fn (GraphResolve thisArgCall).
    if (d.kind === 'function' || d.kind === 'method') {
      for (const m of THIS_ARG_CALLS) {
        for (const [path, idx] of this.callsNamed(m)) {
          const calls = this.files.get(path)!.calls;
          for (const i of idx) {
            const r = calls[i].recv;
            if (r && (r === d.name || r.endsWith(`.${d.name}`))) cands.push({ path, i });
          }
        }
      }
    }
    // `return { find: findRoute }` (DefRec.returnsLiteral): `router.find()` on what the outer function returned.
    // `{ get: function _get () {…} }` (`get=#i`): `app.get()`.
    if (d.escapes && d.parent >= 0) {
      for (const e of this.def({ path: target.path, i: d.parent }).returnsLiteral ?? []) {
        if (!e.startsWith('...') && (e.endsWith(`=${d.name}`) || e.endsWith(`=#${target.i}`))) for (const [path, idx] of this.callsNamed(e.slice(0, e.indexOf('=')))) for (const i of idx) cands.push({ path, i });
      }
    }
    // Python `self.type(value)` with `self.type` holding an instance: its class's `__call__` (GraphResolve calledInstance); such
    // calls bear the field's name, so every call on `self` of a Python file is a candidate.
    if (d.name === '__call__' && d.parent >= 0 && this.files.get(target.path)!.lang === 'python') {
      for (const [path, rec] of this.files) {
        if (rec.lang !== 'python') continue;
        rec.calls.forEach((c, i) => c.recv === 'self' && c.kind === 'call' && cands.push({ path, i }));
      }
    }
    // Scala `Animal(…)` calls object Animal's apply (GraphResolve scalaApply): those calls bear the object's name.
    if (d.name === 'apply' && d.parent >= 0 && this.files.get(target.path)!.lang === 'scala') {
      for (const [path, idx] of this.callsNamed(this.def({ path: target.path, i: d.parent }).name)) for (const i of idx) cands.push({ path, i });
    }
    const out: { path: string; call: number; via: Via; exact?: true }[] = [];
    const seen = new Set<string>();
    for (const c of cands) {
      const key = defKey(c.path, c.i);
      if (seen.has(key)) continue;
      seen.add(key);
      for (const t of this.resolveCall(c.path, c.i)) {
        if (t.def.path === target.path && t.def.i === target.i) {
          out.push(t.exact ? { path: c.path, call: c.i, via: t.via, exact: true } : { path: c.path, call: c.i, via: t.via });
          break;
        }
      }
    }
    return out;
  }

  /**
   * Other names a definition is imported and called by, through renaming
   * re-exports (`export { toDisplay as toDisplayString } from './display'`,
   * `export { a as b }`) and renaming imports a module passes on (Python
   * `from .core import run as start` in a package's `__init__.py`, then
   * `from pkg import start`), ≤ 3 steps. Only candidates: each call so
   * named is still resolved, so a same-named unrelated function is not
   * taken (newcomer 9 #2: callers missed these calls while callees of the
   * caller showed them).
   */
  private renamedNames(name: string): string[] {
    const seen = new Set<string>([name]);
    let frontier = [name];
    for (let step = 0; step < 3 && frontier.length; step++) {
      const next: string[] = [];
      for (const n of frontier) {
        const renames = [...(this.exportedAs.get(n) ?? []).map((e) => e.name), ...(this.importsByName.get(n) ?? []).map((i) => i.local)];
        for (const r of renames) {
          if (seen.has(r)) continue;
          seen.add(r);
          next.push(r);
        }
      }
      frontier = next;
    }
    seen.delete(name);
    return [...seen];
  }

  /**
   * Other names a call of `name` may bear through value aliases (FileRec.aliases),
   * followed up to 3 steps: `const { a: b } = ns; b()` (calls of `b` in that
   * file), `utils = { run: impl }` then `utils.run()` (calls of `run` in any
   * file), also from a name imported for it (`import { impl as f }`, `{ run: f }`)
   * and on (`const { run: r } = utils; r()`).
   */
  private aliasNames(name: string, importedAs: { path: string; local: string }[]): { path: string; local: string; anywhere: boolean }[] {
    const out: { path: string; local: string; anywhere: boolean }[] = [];
    const seen = new Set<string>([name]);
    let frontier: { name: string; path: string | null }[] = [{ name, path: null }, ...importedAs.filter((i) => i.local !== name).map((i) => ({ name: i.local, path: i.path }))];
    for (let step = 0; step < 3 && frontier.length; step++) {
      const next: { name: string; path: string | null }[] = [];
      for (const f of frontier) {
        for (const a of this.aliasedAs.get(f.name) ?? []) {
          // An alias of a name only another file imported is another binding.
          if (f.path !== null && a.path !== f.path) continue;
          out.push(a);
          if (!seen.has(`${a.local}\0${a.path}`)) {
            seen.add(`${a.local}\0${a.path}`);
            next.push({ name: a.local, path: a.anywhere ? null : a.path });
          }
        }
      }
      frontier = next;
    }
    return out;
  }

  /** Calls made directly inside definition `source` and where they land. */
  outgoing(source: DefRef): { call: number; targets: Target[] }[] {
    const rec = this.files.get(source.path)!;
    const out: { call: number; targets: Target[] }[] = [];
    rec.calls.forEach((c, i) => {
      if (c.from !== source.i) return;
      const targets = this.resolveCall(source.path, i);
      if (targets.length) out.push({ call: i, targets });
    });
    return out;
  }
}
