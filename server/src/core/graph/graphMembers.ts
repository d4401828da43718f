/**
 * GraphData's layer between Ruby's method calls (graphRuby.ts) and bare names
 * (graphScope.ts): classes and their members. The class-like definition
 * around a definition (enclosingClass; a C++ member defined out of line finds
 * its class by its qualified name, cppOwner), a class's bases as its own file
 * names them (bases), and its members (member): those in its body, those
 * defined beside it (Go methods, Rust impls in its crate, C++ `A::f()`),
 * Ruby's by graphRuby, C++ `using Base::f`, then its bases', and for Rust the
 * default methods of the traits it implements; C++ member declarations
 * (declaresMember) and a class's member reached through a module path
 * (classOfModuleMember).
 */
import type { FileRec, Via } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { codeScope, ownerScope, ownsScope, qualifiedName, sameOwner } from './blocks';
import { rustCrate } from './langRust';
import { FAMILY, memberLike, packageKeyAt, sameFamily } from './graphRules';
import { defKey, type DefRef, type Target } from './graphIndex';
import { GraphRuby } from './graphRuby';
import { fullSignature, parameterListText } from './arity';
import { declaredParamTypes } from './argTypes';
import { kotlinParams } from './argTypesKotlin';

/** Languages whose nested classes' bases are names seen from the enclosing class (graphMembers bases). */
const NESTED_BASES: ReadonlySet<string> = new Set(['java', 'csharp', 'kotlin']);

/** Classes' enclosing, bases and members over GraphRuby (see the file header). */

export abstract class GraphMembers extends GraphRuby {
  /** Definitions a type name written in `p` inside definition `from` stands for (GraphTypes). */
  protected abstract typeDefs(p: string, rec: FileRec, type: string, from: number, depth?: number): Target[];
  /** C/C++ classes qualified name `written` names from scope `here` (GraphTypes). */
  protected abstract cppClasses(p: string, written: string, here: string): DefRef[];
  /** What a bare `name` written in `p` inside definition `from` names (GraphScope). */
  abstract resolveName(p: string, rec: FileRec, name: string, from: number, types?: boolean): Target[];
  /** What the value `of`, written in `p` inside definition `from`, names (GraphScope). */
  protected abstract aliasTargets(p: string, rec: FileRec, of: string, from: number): Target[];

  /** Class-like definition enclosing definition `from`. */
  protected enclosingClass(p: string, rec: FileRec, from: number): DefRef | null {
    let i = from;
    while (i >= 0) {
      const d = rec.defs[i];
      // `this` in a method of an object literal held by a const is that object.
      if (CLASS_LIKE_KINDS.has(d.kind) || (d.kind === 'const' && i !== from)) return { path: p, i };
      // C++ `int Square::area() const { … }`: the class its qualified name names.
      if (d.parent < 0 && d.container && rec.lang === 'cpp') return this.cppOwner(p, i);
      // Go / Rust methods sit at top level with a container: find the type by name (a Rust impl in a function's body: in it).
      if (d.container && (d.parent < 0 || (rec.lang === 'rust' && d.kind === 'method' && !CLASS_LIKE_KINDS.has(rec.defs[d.parent].kind)))) {
        // From the method itself, so a Rust impl inside `mod inner { … }` finds inner's type.
        const t = this.resolveName(p, rec, d.container, rec.lang === 'rust' ? i : -1, true).find((x) => CLASS_LIKE_KINDS.has(this.def(x.def).kind));
        // TS/JS `res.send = function…` / `Foo.prototype.bar = function…` (langTsAssigned): `this` is the object or the constructor function's instance.
        return t ? t.def : FAMILY[rec.lang] === 'js' ? this.assignedHolder(p, rec, d.container) : null;
      }
      // `this.lookup(…)` in the constructor function `function View(…)` whose prototype has `lookup` (langTsAssigned): a View.
      if (d.parent < 0 && d.kind === 'function' && FAMILY[rec.lang] === 'js' && rec.defs.some((x) => x.container === d.name && x.parent < 0 && x.kind === 'method')) return { path: p, i };
      i = d.parent;
    }
    return null;
  }

  /**
   * The top-level const or function of TS/JS file `p` named `name` that
   * functions are assigned to as members (`var res = …; res.send = function…`,
   * `function Foo() {}; Foo.prototype.bar = function…`: langTsAssigned), the
   * holder of those members; null when the file defines no such value.
   */
  protected assignedHolder(p: string, rec: FileRec, name: string): DefRef | null {
    const i = rec.defs.findIndex((d) => d.name === name && d.parent < 0 && !d.container && (d.kind === 'const' || d.kind === 'function'));
    return i < 0 ? null : { path: p, i };
  }

  /**
   * The class of a C++ member defined out of line (`int Square::area() const`,
   * maybe inside `namespace geo { … }`): the one C/C++ class-like definition
   * whose full name its owner scope names (blocks.ts ownerScope, ownsScope),
   * the one named exactly so when several are (`Dog::Dog` beside `zoo::Dog`); null when none
   * or several still do (`Square` written at the top level while two
   * namespaces each define one), so nothing is guessed.
   */
  protected cppOwner(p: string, i: number): DefRef | null {
    const mrec = this.files.get(p)!;
    const scope = ownerScope(mrec, i);
    const found: DefRef[] = [];
    for (const r of this.defsNamed(mrec.defs[i].container ?? '')) {
      const crec = this.files.get(r.path)!;
      if (CLASS_LIKE_KINDS.has(crec.defs[r.i].kind) && sameFamily(crec.lang, 'cpp') && ownsScope(crec, r.i, scope)) found.push(r);
    }
    if (found.length < 2) return found[0] ?? null;
    // `Dog::Dog(int)` at the top level while `zoo::Dog` exists too: the class whose full name is exactly the scope written.
    const exact = found.filter((r) => qualifiedName(this.files.get(r.path)!, r.i) === scope);
    return exact.length === 1 ? exact[0] : null;
  }

  /** Whether C++ class `cls` or one of its bases (≤ 5 levels) declares a member function `name` in its body (DefRec.declares). */
  protected declaresMember(cls: DefRef, name: string, depth: number): boolean {
    if (this.def(cls).declares?.includes(name)) return true;
    return depth < 5 && this.bases(cls).some((b) => this.declaresMember(b, name, depth + 1));
  }

  /**
   * The supertypes of Kotlin class `cls`'s companion object (DefRec.companionBases, as written: `JsonAdapter.Factory`),
   * read from inside the class as the object is declared there (typeDefs): class-like definitions, never `cls` itself.
   * [] when it has none.
   */
  protected companionBases(cls: DefRef): DefRef[] {
    const names = this.def(cls).companionBases ?? [];
    const rec = this.files.get(cls.path)!;
    const out: DefRef[] = [];
    for (const b of names) {
      for (const t of this.typeDefs(cls.path, rec, b, cls.i)) {
        if (CLASS_LIKE_KINDS.has(this.def(t.def).kind) && !(t.def.path === cls.path && t.def.i === cls.i)) out.push(t.def);
      }
    }
    return out;
  }

  /**
   * The class-like definitions dotted `path` (`Call.Factory`,
   * `okhttp3.Call.Factory`) names from class `cls`'s place (`at`: the index
   * its names are read from, resolveName): the first part that names a
   * class-like definition there (a package's parts before it skipped), then
   * each later part a class-like definition nested directly in the one
   * before (DefRec.parent, in the same file: Java, Kotlin and C# nest types
   * in their outer type's body). Never `cls` itself; [] when the path names
   * nothing so.
   */
  private nestedTypes(cls: DefRef, rec: FileRec, path: string, at: number): DefRef[] {
    const parts = path.split('.');
    for (let k = 0; k < parts.length - 1; k++) {
      let level = this.resolveName(cls.path, rec, parts[k], at, true)
        .map((t) => t.def)
        .filter((t) => CLASS_LIKE_KINDS.has(this.def(t).kind));
      for (let j = k + 1; j < parts.length && level.length; j++) {
        const next: DefRef[] = [];
        for (const outer of level) {
          this.files.get(outer.path)!.defs.forEach((x, i) => {
            if (x.parent === outer.i && x.name === parts[j] && CLASS_LIKE_KINDS.has(x.kind)) next.push({ path: outer.path, i });
          });
        }
        level = next;
      }
      const found = level.filter((t) => !(t.path === cls.path && t.i === cls.i));
      if (found.length) return found;
    }
    return [];
  }

  /** Base classes of a class-like definition, resolved from its own file. */
  protected bases(cls: DefRef): DefRef[] {
    const d = this.def(cls);
    if (!d.bases?.length) return [];
    const rec = this.files.get(cls.path)!;
    const out: DefRef[] = [];
    // Ruby: constant paths read from the class's own scope and ancestors (graphRuby).
    if (rec.lang === 'ruby') return this.rubyBases(cls);
    for (let k = 0; k < d.bases.length; k++) {
      const b = d.bases[k];
      // Java/Kotlin/C# `implements Call.Factory`: the type nested in the one its head names, which its last name alone does not find.
      const path = d.qualifiedBases?.[k];
      if (path) {
        const nested = this.nestedTypes(cls, rec, path, NESTED_BASES.has(rec.lang) ? d.parent : -1);
        if (nested.length) {
          out.push(...nested);
          continue;
        }
      }
      // Python `class Json(base.Handler)`: the class of the module the path names (graphTypes typeDefs), never a same-named class of this file.
      if (rec.lang === 'python' && b.includes('.')) {
        const head = b.slice(0, b.indexOf('.'));
        if (rec.imports.some((x) => x.local === head || x.source === head || x.source.startsWith(`${head}.`))) {
          for (const t of this.typeDefs(cls.path, rec, b, -1)) if (CLASS_LIKE_KINDS.has(this.def(t.def).kind) && !(t.def.path === cls.path && t.def.i === cls.i)) out.push(t.def);
          continue;
        }
      }
      // TS/JS `extends base.Handler` (langTs qualifiedBases): the class of the module `base` names, never a Handler of this file.
      const dot = b.indexOf('.');
      const via = dot > 0 && rec.lang !== 'python' ? rec.imports.find((x) => x.local === b.slice(0, dot)) : undefined;
      if (via) {
        const found = via.name === '*' ? this.lookupInModule(cls.path, rec, via.source, b.slice(dot + 1), 'import') : [];
        for (const t of found) if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) out.push(t.def);
        continue;
      }
      // C++ `struct Lazy : lib::Handler`: the class that qualified name names from the class's own scope, never a same-named one elsewhere.
      if (rec.lang === 'cpp' && b.includes('::')) {
        out.push(...this.cppClasses(cls.path, b, codeScope(rec, cls.i, d.line)).filter((t) => !(t.path === cls.path && t.i === cls.i)));
        continue;
      }
      // C++ reads a base from the class's own place, so the namespaces around it and its file's usings choose among same-named classes (namespaceSees).
      // A Python `Outer.Inner` or a TS/JS `ns.Base` that no import names: by its last name, as before module paths were read.
      // A Java/C#/Kotlin nested class's base is read where the class is declared (its enclosing class: `class Inner extends NestedClass` names a sibling nested class; JLS §6.3).
      const at = rec.lang === 'cpp' ? cls.i : NESTED_BASES.has(rec.lang) ? d.parent : -1;
      for (const t of this.resolveName(cls.path, rec, dot > 0 ? b.slice(b.lastIndexOf('.') + 1) : b, at, true)) {
        if (CLASS_LIKE_KINDS.has(this.def(t.def).kind) && !(t.def.path === cls.path && t.def.i === cls.i)) out.push(t.def);
      }
      // Lua `setmetatable({}, {__index = Base})` with `local Base = require("base")`: the table that module returns.
      const imp = rec.lang === 'lua' ? rec.imports.find((x) => x.local === b && x.name === '*') : undefined;
      for (const f of imp ? this.moduleFiles(cls.path, rec, imp.source) : []) {
        const frec = this.files.get(f)!;
        const table = frec.exports.find((e) => e.name === 'default')?.local;
        frec.defs.forEach((x, i) => x.name === table && x.parent < 0 && CLASS_LIKE_KINDS.has(x.kind) && out.push({ path: f, i }));
      }
    }
    return out;
  }

  /**
   * Member `name` of the class a dotted path `mod` ends in (`pkg.core.Engine`:
   * class Engine of module pkg.core), as an import edge; [] when the module
   * has no such class. Python `pc.Engine.version()` after `import pkg.core as pc`.
   */
  protected classOfModuleMember(p: string, rec: FileRec, mod: string, name: string): Target[] {
    const dot = mod.lastIndexOf('.');
    const out: Target[] = [];
    for (const t of this.lookupInModule(p, rec, mod.slice(0, dot), mod.slice(dot + 1), 'import')) {
      if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) out.push(...this.member(t.def, name, 'import'));
    }
    return out;
  }

  /**
   * Member `name` of class-like `cls` or, when it has none of its own, of
   * its nearest base that has one (member, depth ≤ 5): what `name` asked
   * through `cls` means (`PostgresQueryRunner.getCachedTable` →
   * `BaseQueryRunner.getCachedTable`, GraphNames findDefinitions).
   */
  memberOf(cls: DefRef, name: string): DefRef[] {
    return this.member(cls, name, 'receiver').map((t) => t.def);
  }

  /** Member `name` of class-like `cls`, then of its bases (depth ≤ 5). */
  protected member(cls: DefRef, name: string, via: Via, depth = 0, seen = new Set<string>()): Target[] {
    const key = defKey(cls.path, cls.i);
    if (depth > 5 || seen.has(key)) return [];
    seen.add(key);
    const c = this.def(cls);
    const crec = this.files.get(cls.path)!;
    // Ruby: an instance's methods, in every body of the class and its ancestors (graphRuby).
    if (crec.lang === 'ruby') return this.rubyMembers(cls, name, 'instance').map((def) => ({ def, via }));
    const pk = packageKeyAt(cls.path, crec, c.line);
    const out: Target[] = [];
    for (const r of this.defsNamed(name)) {
      const d = this.def(r);
      // A TS/JS function's members are those assigned to it (`Foo.prototype.bar = …`: langTsAssigned), never the functions in its body.
      if (r.path === cls.path && d.parent === cls.i) {
        if (c.kind !== 'function') out.push({ def: r, via });
      }
      // JVM classes hold members only in their body (no partial classes); one package may span several
      // modules of a repository, each with its own class of the same name, so another body's members are never this one's.
      // (A Rust impl inside a function's body: its methods' parent is that function, langRust nestedImplMethods.)
      else if (d.container === c.name && memberLike(d) && (d.parent < 0 || r.path !== cls.path || (crec.lang === 'rust' && d.kind === 'method' && !CLASS_LIKE_KINDS.has(crec.defs[d.parent].kind))) && FAMILY[crec.lang] !== 'jvm') {
        // Members defined outside the type's body: Go methods and Rust impl blocks beside the
        // type (same package / crate), C++ out-of-line `A::f()`.
        const same = r.path === cls.path || (pk !== null && packageKeyAt(r.path, this.files.get(r.path)!, d.line) === pk);
        // Only a member written in the class's own language family: a Python `Cart.total` is no C++ `Cart`'s member.
        // A C++ member out of line (`int Cart::total()`, never another body's inline member) of a Cart in the same namespace.
        const outOfLine = crec.lang === 'cpp' && d.parent < 0 && sameOwner(crec, cls.i, this.files.get(r.path)!, r.i);
        // A Rust impl is in its type's crate (another crate's same-named type is another type), its own module first.
        const sameCrate = crec.lang === 'rust' && this.files.get(r.path)!.lang === 'rust' && rustCrate(r.path) === rustCrate(cls.path);
        // C++: only a member whose full name puts it in this class (`int geo::Box::vol()`, not `int other::Box::vol()` beside it).
        const owned = crec.lang === 'cpp' ? outOfLine : same || sameCrate;
        if (owned && sameFamily(this.files.get(r.path)!.lang, crec.lang)) out.push({ def: r, via });
      }
    }
    if (crec.lang === 'rust' && out.length > 1) {
      const own = out.filter((t) => t.def.path === cls.path || (pk !== null && packageKeyAt(t.def.path, this.files.get(t.def.path)!, this.def(t.def).line) === pk));
      if (own.length) return own;
    }
    // C++ `using Base::f;` in the class body: Base's f overloads the class's own ([namespace.udecl]).
    const used = out.length && crec.lang === 'cpp' ? c.usingMembers?.filter((u) => u.endsWith(`::${name}`)) : undefined;
    for (const u of used ?? []) {
      const base = u.slice(0, -name.length - 2).replace(/^.*::/, '');
      for (const b of this.bases(cls)) if (this.def(b).name === base) out.push(...this.member(b, name, via, depth + 1, seen));
    }
    // Java and Kotlin: the overloads a class inherits are its members beside those it declares (JLS §8.4.8, §15.12.2.1;
    // Kotlin likewise): jsoup's Element declares attr(String, String) and attr(String, boolean), and `attr("class")` on one
    // calls Node's attr(String) (newcomer 48 B-3). A base's method of the same parameter types is overridden, not added.
    if (out.length && (crec.lang === 'java' || crec.lang === 'kotlin')) {
      const own = new Set(out.map((t) => this.parameterKey(t.def)));
      for (const b of this.bases(cls)) {
        for (const t of this.member(b, name, via, depth + 1, seen)) {
          const k = this.parameterKey(t.def);
          if (!own.has(k) && this.def(t.def).kind === 'method') {
            own.add(k);
            out.push(t);
          }
        }
      }
    }
    if (out.length) return out;
    // TS/JS `res.set = res.header = function…` (langTsAssigned): `set` of res is what the alias `res.set` names.
    const alias = crec.aliases && FAMILY[crec.lang] === 'js' && (c.kind === 'const' || c.kind === 'function') ? crec.aliases.find((a) => a.scope === -1 && a.name === `${c.name}.${name}`) : undefined;
    if (alias) return this.aliasTargets(cls.path, crec, alias.of, -1).map((t) => ({ def: t.def, via }));
    for (const b of this.bases(cls)) {
      const hit = this.member(b, name, via, depth + 1, seen);
      if (hit.length) return hit;
    }
    return crec.lang === 'rust' ? this.rustTraitDefault(cls, name, via) : out;
  }

  /** The parameter types of method `m` as its signature writes them, joined (`String,String`), for telling an overload from an override. */
  private parameterKey(m: DefRef): string {
    const d = this.def(m);
    const inner = parameterListText(fullSignature(d), d.name);
    if (inner === undefined) return `?${m.path}:${m.i}`;
    return (this.files.get(m.path)!.lang === 'kotlin' ? kotlinParams(inner).types : declaredParamTypes(inner)).join(',');
  }

  /**
   * A Rust type's method `name` that only a trait it implements defines: the
   * trait's default method (`trait Shape { fn describe(&self) … }` with
   * `impl Shape for Circle { fn area … }`: `c.describe()` runs
   * Shape.describe), for the type `cls` defines, implemented in its crate
   * (rustDefaultsOf).
   */
  private rustTraitDefault(cls: DefRef, name: string, via: Via): Target[] {
    return this.rustDefaultsOf(this.def(cls).name, rustCrate(cls.path), name, via);
  }

  /**
   * Methods `name` of a type without a definition in the repository
   * (GraphIndex): those an impl for it defines, else for Rust the default
   * methods of the traits implemented for it (`impl ByteSlice for [u8] {}`:
   * `xs.find_byte(b'a')` on `xs: &[u8]` runs ByteSlice::find_byte, bstr's
   * way of extending `[u8]` and `str`). Rust's orphan rule puts an impl for a
   * built-in type in its trait's crate, so the trait's crate is where the
   * impl is looked for (rustDefaultsOf with no crate).
   */
  protected override methodsOfUndefinedType(lang: string, type: string, name: string): Target[] {
    const own = super.methodsOfUndefinedType(lang, type, name);
    return own.length || lang !== 'rust' ? own : this.rustDefaultsOf(type, undefined, name, 'receiver');
  }

  /**
   * Default methods `name` of the Rust traits implemented for the type named
   * `type` (a struct's name, or rustdoc's name of a built-in type, `slice`,
   * `str`: langRustBuiltins). The type implements the trait when a method of
   * an impl for it implements one of the trait's methods (DefRec.bases,
   * langRust defExtra), or when an impl for it defines no method at all
   * (`impl Shape for Circle {}`, FileRec.impls), in crate `crate` (the type's)
   * or, when undefined, in the trait's own crate. The targets are exact
   * (static dispatch on a concrete type). [] when no such trait defines `name`.
   */
  private rustDefaultsOf(type: string, crate: string | undefined, name: string, via: Via): Target[] {
    const out: Target[] = [];
    for (const r of this.defsNamed(name)) {
      const d = this.def(r);
      const rec = this.files.get(r.path)!;
      const implCrate = crate ?? rustCrate(r.path);
      if (rec.lang !== 'rust' || d.parent < 0 || rec.defs[d.parent].kind !== 'interface' || rustCrate(r.path) !== implCrate) continue;
      const trait = rec.defs[d.parent];
      // The trait's methods (its body's children), one of which an impl for `type` implements.
      const implemented = rec.defs.some(
        (m, i) =>
          m.parent === d.parent &&
          this.defsNamed(m.name).some((x) => {
            const xd = this.def(x);
            return x.i !== i && xd.container === type && !!xd.bases?.includes(trait.name) && rustCrate(x.path) === implCrate;
          }),
      );
      // Exact: the type is known and does not override it, so no other implementor's override runs (graphData incoming).
      if (implemented || this.rustEmptyImpl(implCrate, type, trait.name)) out.push({ def: r, via, exact: true });
    }
    return out;
  }

  /** `crate\0trait\0type` of every Rust `impl Trait for Type {}` defining no method (FileRec.impls), for the graph's `generation`. */
  private rustImpls: { generation: number; keys: Set<string> } | undefined;

  /** Whether crate `crate` (rustCrate's folder) has an `impl trait for type {}` that defines no method (FileRec.impls). */
  private rustEmptyImpl(crate: string, type: string, trait: string): boolean {
    if (this.rustImpls?.generation !== this.generation) {
      const keys = new Set<string>();
      for (const [p, rec] of this.files) for (const x of rec.impls ?? []) keys.add(`${rustCrate(p)}\0${x.trait}\0${x.type}`);
      this.rustImpls = { generation: this.generation, keys };
    }
    return this.rustImpls.keys.has(`${crate}\0${trait}\0${type}`);
  }
}
