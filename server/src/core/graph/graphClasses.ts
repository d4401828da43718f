/**
 * GraphData's layer between one call's resolution (graphResolve.ts) and the
 * questions (graphData.ts): the classes definitions belong to and descend
 * from. The class owning a method (ownerOf: its body, a C++ out-of-line
 * member's qualifier, a Lua table), whether one class descends from another
 * (descendsFrom) and whether all its ancestors are in the repository
 * (ancestryClosed), the base methods a method overrides or implements
 * (overridden, Go's interfaces through goImplemented, Rust traits), which
 * constructors run when a class is constructed and the reverse
 * (constructedClass, inheritingConstructor, constructorsOf), and C++
 * namespace functions defined out of line (cppNamespaceFunction).
 */
import { CLASS_LIKE_KINDS } from './types';
import { constructible, FAMILY, sameFamily, staticMember } from './graphRules';
import { defKey, type DefRef } from './graphIndex';
import { CLASS_NAMED_CONSTRUCTORS, CONSTRUCTORS, GraphResolve } from './graphResolve';
import { isGtestHead } from './langCpp';

/** Languages whose constructions a callee answer names by the class even when it defines a constructor: TypeScript's call hierarchy does so (constructorsOf). */
const NAMES_CLASS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript']);

/** Owners, ancestry, overrides and constructors of classes over GraphResolve (see the file header). */
export abstract class GraphClasses extends GraphResolve {
  /**
   * The class whose constructor `target` is (Python `__init__`, TypeScript /
   * JavaScript and Kotlin `constructor`, Ruby `initialize`, PHP `__construct`: CONSTRUCTORS; Java and C#:
   * the method named after its class, CLASS_NAMED_CONSTRUCTORS; C++ too, in its class's body or
   * out of line: `Dog::Dog(int)`), or null: a method of that name directly in a class body, or
   * a Swift `init` in an extension of the type (a struct, class or enum: `constructible`).
   */
  protected constructedClass(target: DefRef): DefRef | null {
    const d = this.def(target);
    if (this.files.get(target.path)!.lang === 'cpp') {
      const cls = d.kind === 'method' ? this.ownerOf(target) : null;
      return cls && this.def(cls).kind === 'class' && this.def(cls).name === d.name ? cls : null;
    }
    if (d.kind !== 'method') return null;
    const lang = this.files.get(target.path)!.lang;
    // Swift `extension Money { init(cents: Int) {…} }`: an initialiser of the type the extension names.
    if (d.parent < 0) {
      const ext = lang === 'swift' && d.name === 'init' && d.container ? this.enclosingClass(target.path, this.files.get(target.path)!, target.i) : null;
      return ext && constructible(this.def(ext).kind, lang) ? ext : null;
    }
    const cls = { path: target.path, i: d.parent };
    const c = this.def(cls);
    if (CONSTRUCTORS[lang] !== d.name && !(CLASS_NAMED_CONSTRUCTORS.has(lang) && c.name === d.name)) return null;
    return constructible(c.kind, lang) ? cls : null;
  }

  /**
   * Subclasses of `cls` (≤ 5 levels down) that declare no constructor of
   * their own, so constructing one runs `cls`'s (newcomer 13b #4: Python
   * `Cat("tom")` with `class Cat(Animal)` and no `__init__`, TS `new
   * Tagged()` of `class Tagged extends Named {}`, Java `new SubLedger()`
   * whose implicit constructor calls `super()`). Not C++: a constructor is
   * inherited there only through `using Base::Base;`.
   */
  protected inheritingConstructor(cls: DefRef, depth: number): DefRef[] {
    const c = this.def(cls);
    const lang = this.files.get(cls.path)!.lang;
    if (depth >= 5 || lang === 'cpp') return [];
    const out: DefRef[] = [];
    for (const [p, rec] of this.files) {
      if (!sameFamily(rec.lang, lang)) continue;
      rec.defs.forEach((d, i) => {
        if (d.kind !== 'class' || !d.bases?.some((b) => b === c.name || b.endsWith(`.${c.name}`) || b.endsWith(`::${c.name}`) || b.startsWith(`${c.name}<`))) return;
        const sub: DefRef = { path: p, i };
        if (!this.bases(sub).some((b) => b.path === cls.path && b.i === cls.i)) return;
        const ctor = CLASS_NAMED_CONSTRUCTORS.has(rec.lang) ? d.name : CONSTRUCTORS[rec.lang];
        if (ctor === undefined || rec.defs.some((m) => m.parent === i && m.name === ctor && m.kind === 'method')) return;
        out.push(sub, ...this.inheritingConstructor(sub, depth + 1));
      });
    }
    return out;
  }

  /**
   * The constructors that run when class `cls` is constructed, the inverse
   * of constructedClass: every constructor whose callers (incoming) take in
   * the constructions of `cls` — its own (Java/C# methods named after it,
   * PHP `__construct`, Python `__init__`, Swift `init`, C++ `Dog(int)` in the body or
   * `Dog::Dog(int)` out of line), and the one a class without its own
   * inherits (Ruby GraphRuby.rubyConstructed; elsewhere but C++ the nearest
   * base's, inheritingConstructor). Empty for a class
   * with no constructor defined in the repository, and for TypeScript /
   * JavaScript, whose constructions name the class as the compiler's call
   * hierarchy does. Callees name these instead of the class, so a callee
   * answer mirrors the constructor's callers.
   */
  constructorsOf(cls: DefRef): DefRef[] {
    const c = this.def(cls);
    const lang = this.files.get(cls.path)!.lang;
    if (!constructible(c.kind, lang) || NAMES_CLASS.has(lang)) return [];
    const out: DefRef[] = [];
    for (const m of this.defsNamed(CONSTRUCTORS[lang] ?? c.name)) {
      if (!sameFamily(this.files.get(m.path)!.lang, lang)) continue;
      // A C# static constructor (`static JsonSerializerSettings()`) runs once per type, never for a `new` (C# §15.12).
      if (lang === 'csharp' && staticMember(this.def(m))) continue;
      const owner = this.constructedClass(m);
      if (!owner) continue;
      const bodies = lang === 'ruby' ? this.rubyConstructed(m, owner) : [owner];
      if (bodies.some((b) => b.path === cls.path && b.i === cls.i)) out.push(m);
    }
    if (out.length || lang === 'ruby' || lang === 'cpp') return out;
    // A class declaring no constructor runs its nearest base's, as incoming counts it (inheritingConstructor).
    let level = this.bases(cls);
    for (let depth = 0; depth < 5 && level.length && !out.length; depth++) {
      const next: DefRef[] = [];
      for (const b of level) {
        const own = this.def(b).kind === 'class' ? this.constructorsOf(b) : [];
        if (!own.length) next.push(...this.bases(b));
        else if (this.inheritingConstructor(b, 0).some((x) => x.path === cls.path && x.i === cls.i)) out.push(...own);
      }
      level = next;
    }
    return out;
  }

  /** Whether class `cls` is `ancestor` or inherits from it (bases, ≤ 6 levels). */
  protected descendsFrom(cls: DefRef, ancestor: DefRef, depth = 0): boolean {
    if (cls.path === ancestor.path && cls.i === ancestor.i) return true;
    if (depth >= 6) return false;
    return this.bases(cls).some((b) => this.descendsFrom(b, ancestor, depth + 1));
  }

  /**
   * Methods `target` overrides or implements: for a method declared in a
   * class-like body, the same-named member of each base class or interface
   * (the nearest up each chain, graphMembers `member`), and theirs in turn
   * (≤ 5 levels), for a Kotlin companion object's member those of the
   * object's supertypes (DefRec.companionBases); for a Go method, the interface methods its type's method
   * set satisfies (goImplemented); for a Rust `impl Trait for Type` method,
   * the trait's method of its name. Empty for free functions and other
   * members declared outside a body.
   */
  overridden(target: DefRef): DefRef[] {
    const d = this.def(target);
    // Go: a method beside its type implements the interfaces its type's method set covers.
    if (d.kind === 'method' && d.parent < 0 && this.files.get(target.path)!.lang === 'go') return this.goImplemented(target);
    // Rust: a method of `impl Trait for Type` (DefRec.bases: the trait) implements the trait's method of its name.
    if (d.kind === 'method' && d.parent < 0 && d.bases?.length && this.files.get(target.path)!.lang === 'rust') {
      return this.bases(target).flatMap((t) => this.member(t, d.name, 'receiver').map((m) => m.def)).filter((m) => this.def(m).kind === 'method' && this.def(m).parent >= 0);
    }
    // A Ruby singleton method (`def self.call`) overrides no instance method.
    if (d.kind !== 'method' || d.singleton === 'only') return [];
    const cls = this.ownerOf(target);
    if (!cls) return [];
    const out: DefRef[] = [];
    const seen = new Set<string>([defKey(target.path, target.i)]);
    const walk = (bases: DefRef[], depth: number): void => {
      if (depth > 5) return;
      for (const b of bases) {
        for (const t of this.member(b, d.name, 'receiver')) {
          const k = defKey(t.def.path, t.def.i);
          if (seen.has(k) || this.def(t.def).kind !== 'method') continue;
          seen.add(k);
          out.push(t.def);
          const owner = this.ownerOf(t.def);
          if (owner) walk(this.bases(owner), depth + 1);
        }
      }
    };
    // A Kotlin companion object's member overrides the object's supertypes' members (`companion object : JsonAdapter.Factory`), not its class's.
    walk(d.companion !== undefined ? this.companionBases(cls) : this.bases(cls), 0);
    return out;
  }

  /**
   * Whether `target` is a C++ function of a namespace defined outside its
   * block (`int geo::helper() { … }`, container `geo`): written like an
   * out-of-line member, but no C/C++ class-like definition bears its
   * container's name. Answers name it as the function geo::helper.
   */
  cppNamespaceFunction(target: DefRef): boolean {
    const d = this.def(target);
    // A GoogleTest `TEST(Suite, Name)` is the test Suite.Name, whether or not a class is named Suite.
    if (d.parent >= 0 || !d.container || d.kind !== 'method' || this.files.get(target.path)!.lang !== 'cpp' || isGtestHead(d.signature)) return false;
    return !this.defsNamed(d.container).some((r) => CLASS_LIKE_KINDS.has(this.def(r).kind) && sameFamily(this.files.get(r.path)!.lang, 'cpp'));
  }

  /**
   * The class-like definition whose body declares method `target`, or for a
   * C++ member defined out of line (`int Square::area() const`) the class its
   * name qualifies (graphMembers cppOwner), or for a Lua `function M:f()` the
   * table M of its file; null for anything else.
   */
  ownerOf(target: DefRef): DefRef | null {
    const d = this.def(target);
    if (d.parent >= 0) {
      const cls = { path: target.path, i: d.parent };
      return CLASS_LIKE_KINDS.has(this.def(cls).kind) ? cls : null;
    }
    if (!d.container) return null;
    const lang = this.files.get(target.path)!.lang;
    if (lang === 'cpp') return this.cppOwner(target.path, target.i);
    // Lua `function Player:onMove()`: the table (class) Player of this file, whose base may declare onMove too (newcomer 13a #10).
    if (lang === 'lua') return this.resolveName(target.path, this.files.get(target.path)!, d.container, -1, true).find((x) => x.def.path === target.path && CLASS_LIKE_KINDS.has(this.def(x.def).kind))?.def ?? null;
    return null;
  }

  /**
   * Whether every ancestor of `cls` (up to 8 levels) is either a class of the
   * repository or one from outside it, so the repository classes among them
   * are all known: each declared base either resolves (bases) or is written
   * with a last name no class-like definition of the repository in the same
   * language family bears (`dict`, `click.Group`, `Exception`). A class from
   * outside cannot descend from a repository class, so a `super()` call in
   * `cls` can reach a repository method only through the bases that resolve.
   * A base that may be a repository class the graph did not place (its name
   * is defined here, and not only by TS/JS modules that do not export it)
   * keeps the answer false.
   */
  protected ancestryClosed(cls: DefRef, depth: number): boolean {
    if (depth > 8) return false;
    const found = this.bases(cls);
    const lang = this.files.get(cls.path)!.lang;
    const names = new Set(found.map((b) => this.def(b).name));
    for (const b of this.def(cls).bases ?? []) {
      const last = b.replace(/[<[(][\s\S]*$/, '').split(/::|\.|\\/).pop()?.trim() ?? '';
      if (names.has(last)) continue;
      // The class itself does not count (`class EnvironBuilder(werkzeug.test.EnvironBuilder)`).
      const here = (r: DefRef) => r.path === cls.path && r.i === cls.i;
      // Nor a TS/JS declaration another module keeps to itself (got's `type Error = NodeJS.ErrnoException;` in errors.ts is
      // no base of `class TimeoutError extends Error` in timed-out.ts: an ES module's unexported names are its own).
      const moduleOwn = (r: DefRef) => FAMILY[lang] === 'js' && r.path !== cls.path && this.def(r).exported === false;
      if (!last || this.defsNamed(last).some((r) => !here(r) && !moduleOwn(r) && CLASS_LIKE_KINDS.has(this.def(r).kind) && sameFamily(this.files.get(r.path)!.lang, lang))) return false;
    }
    return found.every((b) => this.ancestryClosed(b, depth + 1));
  }
}
