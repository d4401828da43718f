/**
 * GraphData's layer between receivers written as paths (graphPaths.ts) and
 * call resolution (graphResolve.ts): what a read resolves to (a Scala
 * parameterless call, a getter or property read, C++ `Dog d;`, a Rust unit
 * struct as a value), Kotlin's `this@label`, and Scala's `apply` of an object.
 */
import type { CallRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { scalaParameterless } from './langScala';
import { rustUnitStruct } from './langRust';
import { nearestDefinition } from './nearestDefinition';
import { accessorKind, pythonPropertyGetter } from './signatures';
import { fullSignature, paramRange } from './arity';
import { shadowedLocally } from './jsLocalNames';
import type { DefRef, Target } from './graphIndex';
import { GraphPaths } from './graphPaths';
/**
 * Languages whose extraction drops a value ref that a local or parameter of its name reaches (declaredValues.ts, with
 * the local's block reach): here only a member of a class around the function can still hide the function.
 */
const LOCALS_DROPPED: ReadonlySet<string> = new Set(['c', 'cpp', 'lua', 'dart', 'zig']);
/** A Dart getter's or setter's signature (`Uri get dummyUrl`, `set value(int v)`). */
const DART_ACCESSOR = /(?:^|\s)(?:get|set)\s+[A-Za-z_$][\w$]*\s*(?:\(|=>|\{|$)/;

export abstract class GraphReads extends GraphPaths {
  /** The constructors that run when class `cls` is constructed (GraphData). */
  abstract constructorsOf(cls: DefRef): DefRef[];

  /**
   * What Kotlin's `this@label` is at definition `from` of `p` (Kotlin spec,
   * "This-expressions"): the nearest enclosing class (or object) named
   * `label`, or the type a function named `label` extends (`fun
   * Builder.add() = run { this@add.x() }`); null for a label naming neither
   * (a lambda's label, `this@apply`, whose receiver the graph does not know).
   */
  protected labelledThis(p: string, rec: FileRec, from: number, label: string): DefRef | null {
    for (let i = from; i >= 0; i = rec.defs[i].parent) {
      const d = rec.defs[i];
      if (d.name !== label) continue;
      if (CLASS_LIKE_KINDS.has(d.kind)) return { path: p, i };
      if (d.extends) return this.typeDefs(p, rec, d.extends, i).find((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind))?.def ?? null;
    }
    return null;
  }

  /**
   * Scala `Animal("parrot")` naming an `object` (a companion or a factory
   * object) calls its `apply` (Scala spec 6.6, "Function Applications": `f(args)`
   * on a value is `f.apply(args)`); a class, a case class (whose companion's
   * apply is synthesised) or an object without apply stays as named
   * (newcomer 13a #4: the call was the trait's, Animal.apply had no callers).
   */
  protected scalaApply(targets: Target[]): Target[] {
    const out = targets.flatMap((t) => {
      if (!/^(?:case\s+)?object\b/.test(this.def(t.def).signature ?? '')) return [t];
      const apply = this.member(t.def, 'apply', t.via);
      return apply.length ? apply : [t];
    });
    // A trait is never called: `Animal(…)` beside `trait Animal` is its companion's apply.
    const callable = out.filter((t) => this.def(t.def).kind !== 'interface');
    return callable.length ? callable : out;
  }

  /**
   * A name used without an argument list (Scala `obj.size`, a bare `run`):
   * a call only of a function or method that takes none (langScala
   * `scalaParameterless`). Through a receiver it resolves as a call would; a
   * bare name only in its own file's scope or as a member of the enclosing
   * class (implicit `this`), and never when a parameter or typed `val` in
   * scope has that name (then it is that value). Vals and fields are no
   * definitions, so reading one is never an edge. A Rust capitalised name
   * as a value (`let f = Fees;`, `charge(Fees)`: langRust VALUE_AT) is a
   * construction only of a unit struct it names by the usual scope, `use`
   * and module rules (an enum variant, a const, a variable is none).
   */
  protected resolveRead(p: string, rec: FileRec, call: CallRec): Target[] {
    // C++ `Dog d;` (langCpp): constructs a Dog with its default constructor, which only a class declaring one has (else nothing user-written runs).
    if (rec.lang === 'cpp') return this.resolveCallUncached(p, rec, { ...call, kind: 'new' }).filter((t) => this.defaultConstructed(t.def));
    if (rec.lang === 'rust') return this.bindFor(p, rec, call.from, call.name) ? [] : this.resolveName(p, rec, call.name, call.from).filter((t) => rustUnitStruct(this.def(t.def)));
    let found: Target[];
    if (call.recv !== undefined) found = this.resolveCallUncached(p, rec, { ...call, kind: 'call' });
    else if (this.bindFor(p, rec, call.from, call.name)) return [];
    else found = this.resolveName(p, rec, call.name, call.from).filter((t) => t.via === 'same-file' || t.via === 'receiver');
    // Scala's parameterless methods; a TS/JS getter read through `this` (langTsWalk getterReads), a Python `@property` through `self` (langPython propertyReads), a C# computed property (langCsProperties).
    return found.filter((t) => {
      const d = this.def(t.def);
      if (rec.lang === 'python') return pythonPropertyGetter(d.signature);
      if (rec.lang === 'scala') return scalaParameterless(d);
      // A TS/JS write `x.size = v` is a read with one argument (FileBuilder.readAt): a call of the setter, not the getter.
      if (call.args === 1) return accessorKind(d.signature) === 'set';
      return accessorKind(d.signature) === 'get' || d.property === 'computed';
    });
  }

  /**
   * What a function handed on as a value names (CallRec kind `ref`: the
   * callback of `xs.map(helper)`, the value of `{ onClick: handle }`, Go's
   * `RunE: runServe` and `http.HandleFunc("/", s.serve)`, Python's
   * `Thread(target=self.run)`): the functions and methods the name reaches as a
   * call of it would (its receiver, the scope chain, imports, the package),
   * and nothing when a variable or parameter in scope holds that name
   * (bindFor; jsLocalNames shadowedLocally, which reads TS/JS, Python and Go
   * parameters from the signatures: then the value is the variable's; where
   * the extraction placed locals already, LOCALS_DROPPED, a member of a class
   * around the function), nor
   * a class, a const, a type, an accessor or a Python `@property` (using
   * those as values runs no code of theirs here).
   */
  protected resolveValue(p: string, rec: FileRec, call: CallRec): Target[] {
    let found: Target[];
    if (call.recv !== undefined) {
      found = this.resolveCallUncached(p, rec, { ...call, kind: 'call' });
      // Lua `local oldmm = mt.__index`: a table of another file only through an import of it (newcomer 32: events.lua's `mt.__index` offered
      // for errors.lua's own local `mt`).
      const head = call.recv.split('.')[0];
      if (rec.lang === 'lua' && !rec.imports.some((i) => i.local === head)) found = found.filter((t) => t.def.path === p);
    }
    else if (LOCALS_DROPPED.has(rec.lang) ? memberBound(rec, call.from, call.name) : this.bindFor(p, rec, call.from, call.name) || shadowedLocally(rec, call.from, call.name)) return [];
    else found = nearestDefinition(p, rec, this.resolveName(p, rec, call.name, call.from), call.line, call.from);
    return found.filter((t) => {
      const d = this.def(t.def);
      const frec = this.files.get(t.def.path)!;
      // A TS/JS accessor or a C# property runs when read, not handed on; so does a Dart getter (`Uri get dummyUrl => …`, newcomer 32).
      if ((d.kind !== 'function' && d.kind !== 'method') || accessorKind(d.signature) !== undefined || d.property !== undefined) return false;
      if (frec.lang === 'dart' && DART_ACCESSOR.test(d.signature ?? '')) return false;
      // A class's name is the class (Dart `Localizations.of<T>(context, AppLocalizations)`), never its constructor handed on.
      if (d.name === d.container || (d.parent >= 0 && frec.defs[d.parent].name === d.name)) return false;
      // A Python property's getter, and its `@x.setter` (a same-named method beside a `@property` one): `self.debug` reads it.
      return frec.lang !== 'python' || !frec.defs.some((o) => o.name === d.name && o.parent === d.parent && pythonPropertyGetter(o.signature));
    });
  }

  /**
   * Whether C++ class `cls` has a constructor taking no arguments defined in
   * the repository (`Dog() {}` in its body, `Dog::Dog() {}` out of line, or
   * one whose every parameter has a default), so `Dog d;` calls it. A class
   * without one is built by the implicit constructor: no user code runs.
   * Read from the parameter list after the constructor's name (arity.ts
   * paramRange), so a member-initializer list after it (leveldb's
   * `Arena::Arena() : alloc_ptr_(nullptr), …`) is no parameter.
   */
  private defaultConstructed(cls: DefRef): boolean {
    if (this.def(cls).kind !== 'class') return false;
    return this.constructorsOf(cls).some((c) => paramRange(fullSignature(this.def(c)), this.def(c).name)?.min === 0);
  }
}

/** Whether a class, struct or other container around definition `from` (not a function) binds `name`: a member the function's body names. */
function memberBound(rec: FileRec, from: number, name: string): boolean {
  for (let s = from; s >= 0; s = rec.defs[s].parent) {
    const k = rec.defs[s].kind;
    if (k === 'function' || k === 'method' || k === 'test') continue;
    if (rec.binds.some((b) => b.scope === s && b.name === name)) return true;
  }
  return false;
}
