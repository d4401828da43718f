/**
 * GraphData's resolution layer: the targets of one call (resolveCall,
 * memoised until a file changes) and of one read (resolveRead), in the order
 * SPEC §12 `via` gives: definitions visible in the same file's scope
 * (`same-file`), imported bindings (`import`, or `alias` when renamed),
 * receivers whose type is known — `this`/`self`/`super`, variables, fields
 * and parameters with a declared or constructed type, a call's result (each
 * link of a chain) typed by the callee's declared return type, static calls
 * on a class (`receiver`) — then package scope (Go, Java, C#) and, for
 * languages without module imports (C/C++, PHP, Bash; Ruby by its own rules,
 * graphRuby.ts), the repository's unique definitions of that name (`name`).
 * Receivers written as paths (TypeScript namespaces, Rust modules, field
 * chains, CommonJS exports, Lua tables) are read by graphPaths.ts, reads and
 * language-specific receivers by graphReads.ts, the layers below. The questions built on it (incoming, outgoing, overridden,
 * unresolved) are in graphData.ts.
 */
import type { CallRec, FileRec, Via } from './types';
import { classArity, genericName } from './csharpArity';
import { CLASS_LIKE_KINDS, METHOD_ALIAS } from './types';
import { derefTarget } from './langRustBuiltins';
import { nearestDefinition } from './nearestDefinition';
import { unwrappedCall } from './langRustResults';
import { isMacroRules, MACRO_RECEIVER } from './langRust';
import { DEFAULT_RULES, FAMILY, RULES, pkgSpace, pythonModule, visibleImports } from './graphRules';
import { codeScope } from './blocks';
import { boundInScope } from './bindPlaces';
import { shadowedLocally } from './jsLocalNames';
import type { DefRef, Target } from './graphIndex';
import { GraphReads } from './graphReads';
import { FIELD_FUNCTION_LANGS, fieldFunctions, type FieldFunctionGraph } from './fieldFunctions';
import { contextualClasses, isContextual, type ContextualGraph } from './graphContextual';
import { facadeCall, type FacadeGraph } from './kotlinFacades';
import { fits, fullSignature, paramRange } from './arity';

/**
 * Languages whose repositories add methods to built-in types (Rust trait impls for `f64`, `str`; Swift extensions of `Double`;
 * Dart `extension on int`), reached from literal receivers `(f64)`. Kotlin's extension functions are reached by extensionCall,
 * which also asks whether the calling file sees them (imports, package).
 */
const EXTENDED_BUILTINS = new Set(['rust', 'swift', 'dart']);

export const DEEP_DOTTED = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){2,}$/;
/** `x.field`: a variable and one field (or a module path: viaFieldChain tells them apart by x's binding). */
export const TWO_DOTTED = /^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/;
/** The constructor's name by language, where constructing a class is a call of the class (`Engine(…)`, `new Car(…)`): callers of the constructor are those calls. */
export const CONSTRUCTORS: Record<string, string> = { python: '__init__', ruby: 'initialize', typescript: 'constructor', tsx: 'constructor', javascript: 'constructor', php: '__construct', swift: 'init', kotlin: 'constructor' };
/** Languages whose constructor is named after its class (`Square(double s)` in `class Square`). */
export const CLASS_NAMED_CONSTRUCTORS = new Set(['java', 'csharp', 'dart']);

/** Function members that call the function they are read on with a given `this` (thisArgCall). */
export const THIS_ARG_CALLS = new Set(['call', 'apply']);
/** The function a `.call`/`.apply` is read on: a name or a dotted path (`fn`, `this.fn`, `obj.m`). */
const THIS_ARG_TARGET = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
/** Definitions a `.call`/`.apply` runs: functions and methods (not a class, a const nor an object). */
const THIS_ARG_KINDS: ReadonlySet<string> = new Set(['function', 'method']);

/**
 * The words that name the current object or class as a receiver, by language (`this.run()`, `self.run()`,
 * PHP `$this->run()` / `static::make()`, Rust and Swift `Self::new()`). Anywhere else the same word is an
 * ordinary variable (a Python `base = Foo()`, a Go `self := …`), read through its bind (newcomer 24 #1).
 * Go has none: a method's receiver is a named parameter. A language not listed keeps every word.
 */
const SELF_WORDS: Record<string, ReadonlySet<string>> = {
  typescript: new Set(['this']), tsx: new Set(['this']), javascript: new Set(['this']),
  java: new Set(['this']), kotlin: new Set(['this']), csharp: new Set(['this']), scala: new Set(['this']), dart: new Set(['this']), cpp: new Set(['this']),
  // receivers.ts writes `self.x` (and PHP's `$this->x`) as `this.x` in chains and member paths: `this` is the current object there too.
  python: new Set(['self', 'this']), ruby: new Set(['self', 'this']), lua: new Set(['self', 'this']),
  rust: new Set(['self', 'Self', 'this']), swift: new Set(['self', 'Self', 'this']),
  php: new Set(['this']), // receivers.ts reads `$this->`, `self::` and `static::` as this, `$x->` as x
  go: new Set(), c: new Set(), bash: new Set(),
};
const ALL_SELF_WORDS: ReadonlySet<string> = new Set(['this', 'self', '$this', 'Self', 'static']);

/** Whether `recv` names the current object or class in `lang` (SELF_WORDS); undefined is no receiver. */
export function isSelf(lang: string, recv: string | undefined): boolean {
  return recv !== undefined && (SELF_WORDS[lang] ?? ALL_SELF_WORDS).has(recv);
}

/** Languages whose files declare a package or namespace (FileRec.pkg) that a qualified name may spell out. */
export const PACKAGED = new Set(['java', 'kotlin', 'scala', 'csharp']);
/**
 * Receivers naming the enclosing class's bases, statically the base's method: `super.run()` (TS/JS, Java,
 * Kotlin, Scala, Swift, Dart; Python's `super()` is read as `super` by langPython; Ruby's `super` by
 * langRubyCalls), C# `base.Run()`, PHP `parent::run()` (read as `super`). In other languages, and for the other words, a
 * variable so named is an ordinary variable (newcomer 24 #1: gin's `base := r.Group("base"); base.GET(…)`,
 * gson's `JsonObject base = …; base.get(…)`). A language not listed keeps every word.
 */
const BASE_WORDS: Record<string, ReadonlySet<string>> = {
  typescript: new Set(['super']), tsx: new Set(['super']), javascript: new Set(['super']),
  java: new Set(['super']), kotlin: new Set(['super']), scala: new Set(['super']), swift: new Set(['super']), dart: new Set(['super']),
  python: new Set(['super']), ruby: new Set(['super']),
  csharp: new Set(['base']), php: new Set(['super']), // receivers.ts reads PHP `parent::` as super
  go: new Set(), c: new Set(), cpp: new Set(), rust: new Set(), lua: new Set(), bash: new Set(),
};
const ALL_BASE_WORDS: ReadonlySet<string> = new Set(['super', 'base', 'parent']);

/** Whether `recv` names the enclosing class's bases in `lang` (BASE_WORDS); undefined is no receiver. */
export function isExplicitBase(lang: string, recv: string | undefined): boolean {
  return recv !== undefined && (BASE_WORDS[lang] ?? ALL_BASE_WORDS).has(recv);
}

/** Languages whose free functions are called only bare or through a module path (an import, `a::b`, `\\ns\\f`): never as a member `x.f()`. Not Kotlin, Scala, C#, Swift, Dart (extension functions and methods) nor the scripting languages (objects and tables of functions). */
/** A field of a call's result as a receiver, `(C).WriteTo.Sink().Filter` (groups: the callee, the field). */
const RESULT_FIELD_RECEIVER = /^(.+)\(\)\.([A-Za-z_$][\w$]*)$/;
/** A Java qualified this, `Outer.this`, alone or before one field (`Outer.this.x`): the class name, the field. */
const JAVA_QUALIFIED_THIS = /^([A-Za-z_$][\w$]*)\.this(?:\.([A-Za-z_$][\w$]*))?$/;

export const FREE_NEVER_MEMBER = new Set(['go', 'rust', 'java', 'python', 'php', 'cpp', 'c']);

export abstract class GraphResolve extends GraphReads {
  /** This graph as fieldFunctions reads it. */
  private readonly fieldGraph: FieldFunctionGraph = {
    file: (path) => this.files.get(path),
    def: (r) => this.def(r),
    bases: (cls) => this.bases(cls),
    aliasTargets: (path, rec, of, from) => this.aliasTargets(path, rec, of, from),
  };
  /** This graph as kotlinFacades reads it. */
  private readonly facadeGraph: FacadeGraph = {
    files: this.files,
    packageFiles: (key) => this.pkgFiles.get(key) ?? [],
    def: (r) => this.def(r),
  };

  /**
   * A call through a Kotlin companion object by its name, `recv` = `Outer.Factory` (`companion object Factory`) or
   * `Outer.Companion` (an unnamed one), `Outer` a class seen from the call (`a.b.Outer`, `Outer.Inner` too): Outer's
   * members of that companion named `call.name` (DefRec.companion: langKotlin makes them Outer's), named through their
   * class (exactly). Undefined when no such class has a companion of that name (a nested class `Outer.Factory`, or a
   * field, is read as before); [] when it has one without the method (an inherited default: not followed).
   */
  private companionMembers(p: string, rec: FileRec, call: CallRec, recv: string): Target[] | undefined {
    const dot = recv.lastIndexOf('.');
    const outer = recv.slice(0, dot);
    const object = recv.slice(dot + 1);
    if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(outer) || !/(?:^|\.)[A-Z][\w$]*$/.test(outer)) return undefined;
    const named = outer.includes('.')
      ? this.qualifiedClass(p, rec, outer, call.from, this.callLine(rec, call))
      : this.bindFor(p, rec, call.from, outer, call)
        ? undefined
        : this.resolveName(p, rec, outer, call.from, true).map((t) => t.def);
    const classes = (named ?? []).filter((c) => this.def(c).kind === 'class' && this.files.get(c.path)!.defs.some((d) => d.parent === c.i && d.companion === object));
    if (!classes.length) return undefined;
    return this.exactly(classes.flatMap((c) => this.member(c, call.name, 'import').filter((t) => t.def.path === c.path && this.def(t.def).parent === c.i && this.def(t.def).companion === object)));
  }

  /**
   * Python: `__call__` of the class field `field` of class `cls` holds (its
   * declared or assigned type, graphTypes fieldType), for `self.field(…)`
   * where `cls` has no method of that name: calling an instance runs its
   * class's `__call__` (Python data model, "Emulating callable objects").
   * newcomer 35 #5: click's `self.type(value, param=self, ctx=ctx)` with
   * `self.type` a ParamType. Empty when the field or its type is not known.
   */
  private calledInstance(cls: DefRef, field: string): Target[] {
    const ft = this.fieldType(cls, field);
    return ft ? this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, ft.scope, '__call__') : [];
  }

  /**
   * The members of `targets` declared in a class of `arity` type parameters
   * (C#: `Policy` 0, `Policy<TResult>` 1; classArity), when some are; else
   * all of them (a type whose arity the record does not say).
   */
  private ofArity(targets: Target[], arity: number): Target[] {
    const owned = targets.filter((t) => {
      const d = this.def(t.def);
      return d.parent >= 0 && classArity(this.files.get(t.def.path)!.defs[d.parent]) === arity;
    });
    return owned.length ? owned : targets;
  }

  /**
   * The targets of a C# construction written with `arity` type arguments
   * (CallRec.typeArgs; 0 for `new Policy()`): the classes declaring that
   * many type parameters and the constructors of such classes, when some
   * are; else all of them (C# spec §7.6: a type is its name and its number
   * of type parameters; a class the record does not see, or one whose
   * signature names its type parameters otherwise, keeps every target).
   */
  private constructedOfArity(targets: Target[], arity: number): Target[] {
    if (targets.length < 2) return targets;
    const fit = targets.filter((t) => {
      const d = this.def(t.def);
      const cls = CLASS_LIKE_KINDS.has(d.kind) ? d : d.parent >= 0 ? this.files.get(t.def.path)!.defs[d.parent] : undefined;
      return cls !== undefined && classArity(cls) === arity;
    });
    return fit.length ? fit : targets;
  }

  /**
   * `targets` marked as named through their class (Target.exact): static
   * calls, never dispatched to an override. Not a method of an interface or
   * trait: Rust `Shape::area(&sq)` runs the implementation for sq's type.
   */
  private exactly(targets: Target[]): Target[] {
    return targets.map((t) => {
      const d = this.def(t.def);
      return d.parent >= 0 && this.files.get(t.def.path)!.defs[d.parent].kind === 'interface' ? t : { ...t, exact: true };
    });
  }

  /**
   * The index of the method `name` of the object literal a TS/JS module assigns to `module.exports` (its methods named
   * `exports.<name>` at the top level: langTsDefs objectOwner) when definition `from` is, or sits in, another of its
   * methods; -1 otherwise. Arrow functions inside keep the method's `this`; a nested `function` does not count.
   */
  private exportsLiteralMember(rec: FileRec, from: number, name: string): number {
    let i = from;
    while (i >= 0 && rec.defs[i].parent >= 0 && rec.defs[i].kind !== 'method') i = rec.defs[i].parent;
    const m = i >= 0 ? rec.defs[i] : undefined;
    if (!m || m.kind !== 'method' || m.parent >= 0 || m.container !== 'exports') return -1;
    return rec.defs.findIndex((d) => d.name === name && d.container === 'exports' && d.parent < 0 && d.kind === 'method');
  }

  /** This graph as graphContextual.ts reads it. */
  private readonly contextGraph: ContextualGraph = {
    file: (path) => this.files.get(path)!,
    def: (r) => this.def(r),
    calleeTargets: (p, rec, callee, from) => this.calleeTargets(p, rec, callee, from),
    typeDefs: (p, rec, type, from) => this.typeDefs(p, rec, type, from),
    fieldType: (cls, field) => this.fieldType(cls, field),
    member: (cls, name) => this.member(cls, name, 'receiver'),
    receiverClasses: (p, rec, recv, from) => this.receiverClasses(p, rec, recv, from),
  };

  /** The classes the contextually typed receiver form `recv` (`app.get@1/2:0`, `….req`) holds, as receiver targets (graphContextual.ts). */
  protected contextualTypes(p: string, rec: FileRec, recv: string, from: number): Target[] {
    return contextualClasses(this.contextGraph, p, rec, recv, from).map((def) => ({ def, via: 'receiver' as Via }));
  }

  /**
   * The classes `this` stands for in the innermost Kotlin function around
   * definition `from` when that function is an extension declared inside a
   * class (`fun OkHttpClient.get(…)` in a test class: DefRec.extends, the
   * extended type read from the function's place): the extension's receiver,
   * which Kotlin's unqualified `this` names there (the class's own instance is
   * `this@Outer`). [] when the innermost function extends nothing, or sits at
   * the top level (enclosingClass reads its container already).
   */
  private extensionReceiver(p: string, rec: FileRec, from: number): DefRef[] {
    for (let i = from; i >= 0; i = rec.defs[i].parent) {
      const d = rec.defs[i];
      // Inside an anonymous object or a class, `this` is that one (enclosingClass).
      if (CLASS_LIKE_KINDS.has(d.kind)) return [];
      if (d.kind !== 'function' && d.kind !== 'method') continue;
      if (!d.extends || d.parent < 0) return [];
      return this.typeDefs(p, rec, d.extends, i)
        .map((t) => t.def)
        .filter((t) => CLASS_LIKE_KINDS.has(this.def(t).kind));
    }
    return [];
  }

  /** The classes a TS receiver `this`, `this.x`, a construction's `(X)` or a variable `x` written in `p` inside `from` holds by its declared or constructed type; [] for any other. */
  private receiverClasses(p: string, rec: FileRec, recv: string, from: number): DefRef[] {
    let found: Target[] = [];
    if (recv === 'this') {
      const cls = this.enclosingClass(p, rec, from);
      return cls ? [cls] : [];
    }
    const made = /^\(([A-Za-z_$][\w$]*)\)$/.exec(recv);
    // `new Hono().get(…)`: receiver `(Hono)` (receivers.ts receiverOfMember).
    if (made) found = this.typeDefs(p, rec, made[1], from);
    else if (/^this\.#?[A-Za-z_$][\w$]*$/.test(recv)) found = this.typeDefs(p, rec, recv, from);
    else if (/^[A-Za-z_$][\w$]*$/.test(recv)) {
      const bind = this.bindFor(p, rec, from, recv);
      if (bind) found = this.typeDefs(bind.path, this.files.get(bind.path)!, bind.type, bind.path === p ? from : -1);
    }
    return found.map((t) => t.def).filter((r) => CLASS_LIKE_KINDS.has(this.def(r).kind));
  }

  // ---- resolution ---------------------------------------------------------

  /** Targets of call `i` in file `p` (memoised). */
  resolveCall(p: string, i: number): Target[] {
    let m = this.memo.get(p);
    if (!m) {
      m = [];
      this.memo.set(p, m);
    }
    let r = m[i];
    if (!r) {
      const rec = this.files.get(p)!;
      const implicit = rec.calls[i].implicit;
      // Kotlin `x.apply { connect() }`: a member of x's type first (the lambda's receiver, kotlinReceivers implicitReceivers), else the bare call as usual.
      const onReceiver = implicit ? this.resolveCallUncached(p, rec, { ...rec.calls[i], recv: implicit }).filter((t) => t.via === 'receiver') : [];
      r = onReceiver.length ? onReceiver : this.resolveCallUncached(p, rec, rec.calls[i]);
      if (rec.lang === 'kotlin' && rec.calls[i].recv === undefined) r = this.companionSide(rec, rec.calls[i], r);
      // Java never calls a Kotlin function `@JvmName` renames by its Kotlin name (okhttp's `@JvmName("-deprecated_get") fun get(…)`: Java's
      // `MediaType.get` is the companion's `@JvmName("get") fun String.toMediaType()`, found by facadeCall). When nothing else answers, the renamed
      // function is kept: okhttp's `@JvmName("-deprecated_body") fun body()` stands for the property `body` whose getter Java's `response.body()` calls.
      if (r.length && rec.lang === 'java') {
        const visible = this.javaVisible(r, rec.calls[i].name);
        if (visible.length < r.length && rec.calls[i].kind === 'call') {
          const renamed = facadeCall(this.facadeGraph, rec, rec.calls[i]);
          r = visible.length || renamed.length ? [...visible, ...renamed] : r;
        }
      }
      // Kotlin / C#: a member call nothing else answers may name an extension function.
      if (!r.length && rec.calls[i].recv !== undefined && (rec.lang === 'kotlin' || rec.lang === 'csharp')) r = this.extensionCall(p, rec, rec.calls[i]);
      // A member whose parameters fit no overload of the call's argument count is not what it calls when an extension of its name fits
      // (retrofit's `retrofit.create<Api>()`: the extension `Retrofit.create(): T`, not the member `create(Class<T>)`).
      else if (r.length && rec.calls[i].recv !== undefined && (rec.lang === 'kotlin' || rec.lang === 'csharp') && !r.some((t) => this.argumentsCountFit(rec.calls[i], t))) {
        const ext = this.extensionCall(p, rec, rec.calls[i]);
        if (ext.length) r = ext;
      }
      // Kotlin `fun newBuilder() = commonNewBuilder()` in class Headers: an extension of a class around the call (its implicit `this`).
      if (!r.length && rec.lang === 'kotlin' && rec.calls[i].recv === undefined) r = this.implicitReceiverExtension(p, rec, rec.calls[i]);
      // Java `KotlinExtensions.awaitResponse(…)`: a Kotlin file's top-level function through its facade class (kotlinFacades.ts).
      if (!r.length && rec.lang === 'java' && rec.calls[i].kind === 'call') r = facadeCall(this.facadeGraph, rec, rec.calls[i]);
      // JS `handleRequest.call(server, req)`, `obj.m.apply(obj, args)`: a call of the function itself (thisArgCall).
      if (!r.length && FAMILY[rec.lang] === 'js' && THIS_ARG_CALLS.has(rec.calls[i].name)) r = this.thisArgCall(p, rec, rec.calls[i]);
      // C++ `fmt::vformat(s, args)` among same-named functions of several argument counts: the ones it fits.
      if (rec.lang === 'cpp') r = this.fittingCount(rec.calls[i], r);
      m[i] = r;
    }
    return r;
  }

  /**
   * Kotlin `Companion.isSupported()` (or `Factory.create()` for `companion
   * object Factory`) written inside a class, innermost first, whose companion
   * object has that name and no variable of the name is in scope: the
   * companion's members named `call.name` (DefRec.companion; newcomer 24 #2,
   * okhttp's Android10SocketAdapter). Undefined when no enclosing class has
   * such a companion.
   */
  private enclosingCompanion(p: string, rec: FileRec, call: CallRec, recv: string): Target[] | undefined {
    if (this.bindFor(p, rec, call.from, recv, call)) return undefined;
    for (let f = call.from, guard = 0; f >= 0 && guard < 20; f = rec.defs[f].parent, guard++) {
      if (!CLASS_LIKE_KINDS.has(rec.defs[f].kind) || !rec.defs.some((d) => d.parent === f && d.companion === recv)) continue;
      return this.exactly(this.member({ path: p, i: f }, call.name, 'receiver').filter((t) => t.def.path === p && this.def(t.def).parent === f && this.def(t.def).companion === recv));
    }
    return undefined;
  }

  /**
   * A Kotlin bare call's targets `r` where members of a class and of its
   * companion object share the name (`override fun isSupported() =
   * Companion.isSupported()` beside the companion's `fun isSupported()`):
   * those on the caller's side, the companion's from inside the companion
   * object (its code has no instance of the class), the class's own from
   * elsewhere (Kotlin spec, "Call without an explicit receiver": the
   * innermost implicit receiver's members first). `r` itself when only one
   * side is among them.
   */
  private companionSide(rec: FileRec, call: CallRec, r: Target[]): Target[] {
    const side = (t: Target): boolean => this.def(t.def).companion !== undefined;
    if (r.length < 2 || !r.some(side) || r.every(side)) return r;
    let inCompanion = false;
    for (let f = call.from, guard = 0; f >= 0 && guard < 20 && !CLASS_LIKE_KINDS.has(rec.defs[f].kind); f = rec.defs[f].parent, guard++) {
      if (rec.defs[f].companion !== undefined) inCompanion = true;
    }
    return r.filter((t) => side(t) === inCompanion);
  }

  /**
   * `targets` of two or more functions and methods whose parameters the
   * argument count of C++ `call` fits (GraphScope takesArgs), when some do
   * and some do not; else `targets`.
   * Classes (constructions) and unknown counts keep every target.
   */
  private fittingCount(call: CallRec, targets: Target[]): Target[] {
    const args = call.args;
    if (targets.length < 2 || args === undefined || call.kind !== 'call') return targets;
    const fit = targets.filter((t) => this.takesArgs(t.def, args));
    return fit.length && fit.length < targets.length ? fit : targets;
  }

  /**
   * Whether `call`'s argument count fits target `t`'s parameters (arity.ts
   * fits; true when either is unknown). A C# extension method's `this`
   * parameter is the receiver, not an argument.
   */
  private argumentsCountFit(call: CallRec, t: Target): boolean {
    const d = this.def(t.def);
    return fits(call, paramRange(fullSignature(d), d.name, d.extends !== undefined && this.files.get(t.def.path)!.lang === 'csharp'));
  }

  /**
   * Members named like the bare call `call` of the type the Kotlin extension
   * function around it extends (`fun Retrofit.create(): T = create(T::class.java)`
   * calls the member `create(Class<T>)` of Retrofit), those whose parameters
   * fit the argument count (argumentsCountFit). Kotlin resolves a call
   * without receiver against the implicit receivers, innermost first, their
   * members before any extension or top-level function (Kotlin spec,
   * "Overload resolution", "Call without an explicit receiver"); so the
   * extension does not call itself when the member fits. [] outside an
   * extension or when no member fits.
   */
  private extendedMember(p: string, rec: FileRec, call: CallRec): Target[] {
    let f = call.from;
    while (f >= 0 && !rec.defs[f].extends) f = rec.defs[f].parent;
    if (f < 0) return [];
    const classes = this.resolveName(p, rec, rec.defs[f].extends!, f, true).filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
    return classes.flatMap((c) => this.member(c.def, call.name, 'receiver')).filter((t) => this.argumentsCountFit(call, t));
  }

  /**
   * `targets` of a Java call of `name` without the Kotlin functions
   * `@JvmName` renamed to another name (DefRec.jvmName): the JVM method
   * carries only the new name (Kotlin reference, "Calling Kotlin from Java",
   * Handling signature clashes with @JvmName). The same array when none is.
   */
  private javaVisible(targets: Target[], name: string): Target[] {
    const hidden = (t: Target): boolean => {
      const d = this.def(t.def);
      return d.jvmName !== undefined && d.jvmName !== name && this.files.get(t.def.path)!.lang === 'kotlin';
    };
    return targets.some(hidden) ? targets.filter((t) => !hidden(t)) : targets;
  }

  /**
   * `X.call(thisArg, …)` / `X.apply(thisArg, args)` that nothing answers as a
   * member `call` of X (X is no object with its own `call` member): a call of
   * X itself when X resolves to a function or method, so `handleRequest.call(
   * request.server, null, request, reply)` is a caller of handleRequest
   * (newcomer 23 #1). JavaScript: X a name or a path (`fn.call`,
   * `obj.m.call`), the idiom there. TypeScript/TSX: a path only, as the
   * compiler's call hierarchy counts `obj.m.call(…)` (every `obj.m` it reads
   * as a call site) and not `f.call(…)` (.ai/decisions, newcomer 23 #1).
   * `X.bind(x)(…)` is not read. Returns [] when X names no function.
   */
  private thisArgCall(p: string, rec: FileRec, call: CallRec): Target[] {
    const recv = call.recv;
    if (call.kind !== 'call' || !recv || !THIS_ARG_TARGET.test(recv)) return [];
    const dot = recv.lastIndexOf('.');
    if (dot < 0 && rec.lang !== 'javascript') return [];
    const direct: CallRec = { ...call, name: recv.slice(dot + 1), recv: dot < 0 ? undefined : recv.slice(0, dot) };
    return this.resolveCallUncached(p, rec, direct).filter((t) => THIS_ARG_KINDS.has(this.def(t.def).kind));
  }

  /**
   * The PHP functions named `name` declared in the namespace a call writes
   * before it (`prefix`, ending in `\\`: `\\` the global namespace,
   * `\\GuzzleHttp\\` fully qualified, `Sub\\` relative to the calling file's
   * namespace unless an import names its first segment (`use GuzzleHttp;`);
   * PHP manual, "Name resolution rules"); none when the
   * repository declares none there (PHP's own `\\json_decode`).
   */
  private phpNamespaced(rec: FileRec, prefix: string, name: string): Target[] {
    const written = prefix.slice(prefix.startsWith('\\') ? 1 : 0, -1);
    // A qualified name's first segment an import names (`use GuzzleHttp;` then `GuzzleHttp\describe_type()`, `use A\B as Y;`
    // then `Y\f()`): the namespace imported, the rest after it (newcomer 47 #6).
    const first = written.split('\\')[0];
    const imp = prefix.startsWith('\\') || !first ? undefined : rec.imports.find((i) => i.local === first && i.name !== '*');
    const ns = imp
      ? [imp.source ? `${imp.source}\\${imp.name}` : imp.name, ...written.split('\\').slice(1)].join('\\')
      : prefix.startsWith('\\') || !rec.pkg
        ? written
        : written
          ? `${rec.pkg}\\${written}`
          : rec.pkg;
    return this.defsNamed(name)
      .filter((r) => {
        const f = this.files.get(r.path)!;
        const d = this.def(r);
        return f.lang === 'php' && (f.pkg ?? '') === ns && d.kind === 'function' && d.parent < 0;
      })
      .map((def) => ({ def, via: 'name' as Via }));
  }

  protected resolveCallUncached(p: string, rec: FileRec, call: CallRec): Target[] {
    if (call.kind === 'read') return this.resolveRead(p, rec, call);
    if (call.kind === 'ref') return this.resolveValue(p, rec, call);
    const recv = call.recv;
    // Ruby: constants by lexical scope, methods of `self` and of constants by what they are (graphRuby).
    if (rec.lang === 'ruby') {
      const ruby = this.rubyCall(p, rec, call) ?? this.rubyReaderResult(p, rec, call);
      if (ruby) return ruby;
    }
    // C++ `new geo::Square(4)`, `geo::Square sq(2)`, `std::make_unique<a::b::Square>()`: the class the whole name names (blocks.ts qualifiedMatches).
    // C++ `::f()`: the global f only.
    if (recv === '::' && rec.lang === 'cpp') return this.cppQualified(p, recv, call.name, '');
    if (call.kind === 'new' && rec.lang === 'cpp' && recv) return this.cppClasses(p, `${recv}::${call.name}`, codeScope(rec, call.from, this.callLine(rec, call))).map((def) => ({ def, via: 'receiver' as Via }));
    // C# `new Shop.Models.Cart()`, `new M.Cart()` (a using alias): the class the whole name names, as a declared type's (graphScope qualifiedType).
    if (call.kind === 'new' && rec.lang === 'csharp' && recv) {
      const named = this.typeDefs(p, rec, `${recv}.${call.name}`, call.from)
        .filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind))
        .map((t) => ({ def: t.def, via: 'receiver' as Via }));
      return this.constructedOfArity(named, call.typeArgs ?? 0);
    }
    // C# `new Policy<int>()` / `new Policy()`: the class of that many type parameters, where `Policy` and `Policy<TResult>` are both declared.
    if (call.kind === 'new' && rec.lang === 'csharp') return this.constructedOfArity(nearestDefinition(p, rec, this.resolveName(p, rec, call.name, call.from), call.line, call.from), call.typeArgs ?? 0);
    // PHP `\json_decode()`, `\GuzzleHttp\json_decode()`, `Sub\helper()` (langScript phpCallForms): the function of the namespace written.
    if (rec.lang === 'php' && recv?.endsWith('\\')) return this.phpNamespaced(rec, recv, call.name);
    if (!recv) {
      // Kotlin: in an extension function's body a bare call names first a member of the extended type (its implicit receiver) whose parameters fit.
      const own = rec.lang === 'kotlin' && call.kind === 'call' ? this.extendedMember(p, rec, call) : [];
      if (own.length) return own;
      // Python `render_lines = console.render_lines; render_lines(…)` (fileBuilder bindMethod): the call of that method on that receiver.
      const alias = rec.lang === 'python' && call.kind === 'call' ? this.bindFor(p, rec, call.from, call.name, call) : undefined;
      if (alias?.path === p && alias.type.startsWith(METHOD_ALIAS)) {
        const target = alias.type.slice(METHOD_ALIAS.length);
        const dot = target.lastIndexOf('.');
        return this.resolveCallUncached(p, rec, { ...call, recv: target.slice(0, dot), name: target.slice(dot + 1) });
      }
      // Go `func wrap(run func()) { run() }`: a parameter or local of the name is what is called, not the package's function (Go spec, "Declarations and scope").
      if (rec.lang === 'go' && shadowedLocally(rec, call.from, call.name)) return [];
      let named = this.resolveName(p, rec, call.name, call.from, false, rec.lang === 'cpp' && call.kind === 'call' ? call.args : undefined);
      // C++ free functions overloaded across files (fmt's `vformat` of 2 and of 3 parameters in format.h, color.h and format-inl.h):
      // the ones the argument count fits, before the nearest is taken (newcomer 39 #3: a 2-argument call went to format.h's 3-parameter one).
      if (rec.lang === 'cpp') named = this.fittingCount(call, named);
      return rec.lang === 'scala' ? this.scalaApply(named) : nearestDefinition(p, rec, named, call.line, call.from);
    }
    if (recv === '?') return [];
    // Rust `test!(…)` (langRust macroInvocations): the file's `macro_rules! test`, nothing else of that name.
    if (recv === MACRO_RECEIVER && rec.lang === 'rust') {
      const out: Target[] = [];
      rec.defs.forEach((d, i) => d.name === call.name && isMacroRules(d) && out.push({ def: { path: p, i }, via: 'same-file' }));
      if (out.length) return out;
      // Else the repository's `macro_rules!` of the name in other files: a `#[macro_export]` macro is at its crate's root, used
      // as `log::info!` or after `use log::info;` / `#[macro_use]` (rust-lang/log's `info!` in its tests; newcomer 40 #4).
      for (const r of this.defsNamed(call.name)) if (r.path !== p && this.files.get(r.path)?.lang === 'rust' && isMacroRules(this.def(r))) out.push({ def: r, via: 'name' });
      return out;
    }
    // Java `Pool.this.m()`, `Pool.this.spare.stop()` in an inner or anonymous class (JLS §15.8.4, qualified this): the enclosing class so named, its field.
    const qualifiedThis = rec.lang === 'java' ? JAVA_QUALIFIED_THIS.exec(recv) : null;
    if (qualifiedThis) {
      const cls = this.labelledThis(p, rec, call.from, qualifiedThis[1]);
      if (!cls || !qualifiedThis[2]) return cls ? this.member(cls, call.name, 'receiver') : [];
      const ft = this.fieldType(cls, qualifiedThis[2]);
      return ft ? this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name) : [];
    }
    // `c.json()` in `app.get('/', (c) => …)`: c typed by the parameter get declares there (graphContextual.ts).
    if ((rec.lang === 'typescript' || rec.lang === 'tsx') && isContextual(recv)) return this.membersOfDefs(this.contextualTypes(p, rec, recv, call.from), call.name);
    // Rust `a.f()?.m()`, `a.f().unwrap().m()` (langRustResults): members of the T of f's `Result<T, E>` / `Option<T>`.
    if (rec.lang === 'rust' && recv.endsWith('?') && /\)\?+$/.test(recv)) {
      const u = unwrappedCall(recv);
      return u ? this.viaResult(p, rec, call, u.callee, u.unwrapped) : [];
    }
    // Lua `require("a.b").f()` (langLua inlineRequires): `f` of the module it requires.
    if (rec.lang === 'lua' && recv.startsWith('require("')) return this.lookupInModule(p, rec, recv.slice(9, -2), call.name, 'import');
    // Kotlin `shop.service.total(…)`: a top-level function called through its package's full name.
    if (rec.lang === 'kotlin' && /^[a-z_][\w.]*$/.test(recv) && this.pkgFiles.has(`${pkgSpace(rec.lang)}:${recv}`) && (recv.includes('.') || !this.bindFor(p, rec, call.from, recv, call))) {
      return this.lookupInModule(p, rec, recv, call.name, 'import');
    }
    // Java `ClassJsonAdapter.Factory.create(…)` / `Headers.Companion.of(…)`, Kotlin `Outer.Factory.m()`: the member of Outer's
    // companion object so named (DefRec.companion), never a `Factory` class or interface of another (JsonAdapter.Factory).
    // Kotlin `Companion.isSupported()` / `Factory.create()` in a class whose companion object is so named: that companion's member.
    if (rec.lang === 'kotlin' && /^[A-Z][\w$]*$/.test(recv)) {
      const own = this.enclosingCompanion(p, rec, call, recv);
      if (own) return own;
    }
    if ((rec.lang === 'java' || rec.lang === 'kotlin') && /[\w$]\.[A-Z][\w$]*$/.test(recv)) {
      const own = this.companionMembers(p, rec, call, recv);
      if (own) return own;
    }
    // Java/Kotlin/Scala/C# `com.shop.decoy.Fmt.render()`: the class of that package, never a Fmt of another.
    // A chain headed by one (`com.shop.B.of(1).build()`, receiver `com.shop.B.of()`) is a call's result: viaResult below.
    if (PACKAGED.has(rec.lang) && recv.includes('.') && !recv.endsWith(')')) {
      const classes = this.qualifiedClass(p, rec, recv, call.from, this.callLine(rec, call));
      if (classes) return this.exactly(classes.flatMap((c) => this.member(c, call.name, 'import')));
    }
    // CommonJS `exports.k()` / `module.exports.k()` inside the module: its own `exports.k = function …` (or top-level function k).
    if (rec.lang === 'javascript' && (recv === 'exports' || recv === 'module.exports')) return this.ownExport(p, rec, call.name);
    // TypeScript `App.Util.fmt()`: a function of nested (or dotted) namespaces, from this file, an import or a global script.
    if ((rec.lang === 'typescript' || rec.lang === 'tsx') && recv.includes('.')) {
      const spaces = this.namespacePath(p, rec, recv, call.from);
      if (spaces) return spaces.flatMap((t) => this.member(t.def, call.name, t.via));
    }
    // Three or more dotted segments: fields of fields (`this.a.b.m()`, `x.a.b.m()`), else only a Python module path (receivers.ts dottedReceiver).
    if (rec.lang !== 'python' && DEEP_DOTTED.test(recv)) return this.viaFieldChain(p, rec, call, recv) ?? [];
    const rules = RULES[rec.lang] ?? DEFAULT_RULES;
    // Rust `super::f()` (`self::f()` is a bare `f()`: langRust finish): a function of the parent module.
    if (rec.lang === 'rust' && recv === 'super') return this.lookupInModule(p, rec, recv, call.name, 'import', this.callLine(rec, call));
    // Kotlin `this@Outer.cancel()` inside an anonymous object, a lambda or an inner class: the class (or extended type) so labelled.
    // `this@Outer.conn.close()`: the declared type of that class's field conn (kotlinReceivers.ts).
    if (rec.lang === 'kotlin' && recv.startsWith('this@')) {
      const dot = recv.indexOf('.');
      const cls = this.labelledThis(p, rec, call.from, recv.slice(5, dot < 0 ? undefined : dot));
      if (!cls || dot < 0) return cls ? this.member(cls, call.name, 'receiver') : [];
      const ft = this.fieldType(cls, recv.slice(dot + 1));
      return ft ? this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name) : [];
    }
    if (isSelf(rec.lang, recv)) {
      // Kotlin `fun OkHttpClient.get(…) { this.newCall(r) }` declared in a class: `this` is the extension's receiver, not the class.
      const ext = rec.lang === 'kotlin' ? this.extensionReceiver(p, rec, call.from) : [];
      for (const t of ext) {
        const found = this.member(t, call.name, 'receiver');
        if (found.length) return found;
      }
      const cls = this.enclosingClass(p, rec, call.from);
      // `module.exports = { a() { return this.b(); }, b() {} }` (koa's request.js, response.js; newcomer 24 #3): no definition
      // holds the literal, its methods are `exports.a`, `exports.b`, and `this` in one of them is the module's object.
      if (!cls && FAMILY[rec.lang] === 'js') {
        const own = this.exportsLiteralMember(rec, call.from, call.name);
        if (own >= 0) return [{ def: { path: p, i: own }, via: 'receiver' }];
      }
      const own = cls ? this.member(cls, call.name, 'receiver') : [];
      // TS/JS `this.handler(c)` of a field holding a named function (`handler = defaultHandler`): that function.
      // Python `self.type(value)` with `self.type` holding a ParamType: the instance is called, so its class's `__call__`.
      if (!own.length && cls && rec.lang === 'python') return this.calledInstance(cls, call.name);
      return own.length || !cls || !FIELD_FUNCTION_LANGS.has(rec.lang) ? own : fieldFunctions(this.fieldGraph, cls, call.name);
    }
    if (isExplicitBase(rec.lang, recv)) {
      const cls = this.enclosingClass(p, rec, call.from);
      if (!cls) return [];
      const out: Target[] = [];
      for (const b of this.bases(cls)) {
        const found = this.member(b, call.name, 'receiver');
        // Java `super(…)`, C# `: base(…)` (langJvm constructorCalls) of a base class declaring no constructor: constructs the class itself.
        if (!found.length && CLASS_NAMED_CONSTRUCTORS.has(rec.lang) && this.def(b).name === call.name && this.def(b).kind === 'class') found.push({ def: b, via: 'receiver' });
        out.push(...found);
      }
      return out;
    }
    // An element of a declared collection (receivers.ts elementReceiver): `repos[0].m()`, `this.repos[i].m()`, `f()[0].m()`.
    if (recv.endsWith('[]')) return this.membersOfType(p, rec, recv, call.from, call.name);
    // One call's result (receivers.ts callReceiver): `local().save()`, `this.make().m()`.
    if (recv.endsWith('()')) return this.viaResult(p, rec, call, recv.slice(0, -2));
    // A field of a call's result (receivers.ts CHAIN_FIELD): `(LoggerConfiguration).WriteTo.Sink().Filter` of
    // `new LoggerConfiguration().WriteTo.Sink(s).Filter.With(f)`: the field's declared type in the classes the call returns.
    const ofResult = RESULT_FIELD_RECEIVER.exec(recv);
    if (ofResult) return this.viaResultField(p, rec, call, ofResult[1], ofResult[2]);
    // A field of an element (`r.session.save()` inside `repos.forEach((r) => …)`: receivers.ts renameHeads).
    if (recv.includes('[]')) return this.viaElementField(p, rec, recv, call.from, call.name);
    // `this.repo.save()`, Python `self.repo.save()` (also `self.a.b.m()`): the fields' declared types.
    if (recv.startsWith('this.') || recv.startsWith('self.')) return this.viaFieldChain(p, rec, call, recv) ?? [];
    // A cast receiver (receivers.ts receiverOfMember): `(T)` → T's members, `(T).field` → the field's type's members; `(ns.T)` from `new ns.T()`.
    if (recv.charCodeAt(0) === 40 /* ( */) {
      const m = /^\(([A-Za-z_$][\w$]*(?:[.|][A-Za-z_$][\w$]*)*)\)(?:\.([A-Za-z_$][\w$]*))?$/.exec(recv);
      if (!m) return [];
      if (!m[2]) {
        const own = this.membersOfType(p, rec, m[1], call.from, call.name);
        // Rust `4.0.doubled()` → `(f64)`, Swift `4.0.normalized()` → `(Double)`: a built-in type the repository extends (`impl Doubled for f64`, `extension Double`) has no definition, only methods.
        return own.length || !EXTENDED_BUILTINS.has(rec.lang) ? own : this.methodsOfUndefinedType(rec.lang, m[1], call.name);
      }
      for (const t of this.typeDefs(p, rec, m[1], call.from)) {
        if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
        const ft = this.fieldType(t.def, m[2]);
        if (ft) return this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name);
      }
      return [];
    }
    // Python `import a.b.c` then `a.b.c.f()`; `import a.b as ab` then `ab.c.f()`.
    if (rec.lang === 'python' && recv.includes('.')) {
      const mod = pythonModule(rec, recv);
      let hit = mod ? this.lookupInModule(p, rec, mod, call.name, 'import') : [];
      // `pc.Engine.version()` after `import pkg.core as pc`, `pkg.core.Engine.version()`: a class of the module, then its member.
      if (!hit.length && mod && mod.includes('.')) hit = this.exactly(this.classOfModuleMember(p, rec, mod, call.name));
      // `flask.g.get()` after `import flask`: a module variable's type (`g: _AppCtxGlobalsProxy`, re-exported by flask/__init__.py), then its member.
      const dot = recv.lastIndexOf('.');
      const owner = !hit.length ? pythonModule(rec, recv.slice(0, dot)) : undefined;
      const v = owner ? this.importedVariable(p, rec, owner, recv.slice(dot + 1), 0) : undefined;
      if (v) hit = this.membersOfType(v.path, this.files.get(v.path)!, v.type, -1, call.name);
      if (hit.length || DEEP_DOTTED.test(recv)) return hit;
    }
    // `x.field.m()`: the declared type of x, then of its field; an untyped x goes on to the rules for qualified names.
    if (TWO_DOTTED.test(recv)) {
      const viaField = this.viaFieldChain(p, rec, call, recv);
      if (viaField) return viaField;
    }
    // Qualified paths (`a::b`, `ns.Type`): resolve by the last segment as a type or module.
    const segs = recv.split(/::|\.|\\/).filter(Boolean);
    const head = segs[segs.length - 1];
    if (!head) return [];
    // C# `using D = Shop.Decoy;` then `D.Fmt.Render()`: type Fmt of the namespace the alias names, never a Fmt the file's other usings reach.
    if (rec.lang === 'csharp' && segs.length === 2) {
      const alias = rec.imports.find((x) => x.local === segs[0] && x.name !== '*');
      if (alias) {
        const out: Target[] = [];
        for (const t of this.lookupInModule(p, rec, alias.source ? `${alias.source}.${alias.name}` : alias.name, segs[1], 'alias')) {
          if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) out.push(...this.member(t.def, call.name, 'alias'));
        }
        return out;
      }
    }
    if (segs.length === 1) {
      // TS/JS `function helper(res) { res.send(1); }`: a parameter or variable of the function hides the module's `res` and a required `r` (jsLocalNames.ts); only its bind says what it holds.
      const local = FAMILY[rec.lang] === 'js' && shadowedLocally(rec, call.from, recv);
      // A namespace import: `ns.f()`, Python `mod.f()`, Go `pkg.F()`.
      // Go: a variable or parameter named like an imported package (viper_test's `v2 := New()` beside `…/mapstructure/v2`) hides it
      // in its scope; a package-level one may not share the name (Go spec, Declarations and scope), so any bind found is the variable.
      const goVariable = rec.lang === 'go' && this.bindFor(p, rec, call.from, recv, call) !== undefined;
      // Rust: a variable of the function (a parameter, a `let`, a pattern's) hides a module of its name (`use serde::ser::{self}`
      // beside `Compound::Map { ser, .. } => ser.f()`).
      const rustVariable = rec.lang === 'rust' && boundInScope(rec, call, recv);
      const imp = local || goVariable || rustVariable ? undefined : visibleImports(rec, this.callLine(rec, call)).find((x) => x.local === recv && x.name === '*');
      if (imp) {
        const hit = this.lookupInModule(p, rec, imp.source, call.name, 'import', imp.line);
        if (hit.length) return hit;
        // `Store.create()` where the module is one class (`module.exports = Store`): its static member.
        return this.namespaceDefault(p, rec, imp.source, 'import', imp.line).flatMap((t) => (CLASS_LIKE_KINDS.has(this.def(t.def).kind) ? this.member(t.def, call.name, 'import') : []));
      }
      // A variable with a known type.
      const bind = this.bindFor(p, rec, call.from, recv, call);
      if (bind) {
        const brec = this.files.get(bind.path)!;
        const t = this.membersOfType(bind.path, brec, bind.type, bind.path === p ? call.from : -1, call.name);
        if (t.length) return t;
        // Rust `xs: &[u8]` (`slice`), `v: Vec<u8>`, `s: &str`: a built-in type the repository extends has no definition, only methods (langRustBuiltins.ts);
        // `v: Vec<u8>`, `s: String` without one of that name: the slice's or str's, which they dereference to (derefTarget).
        if (rec.lang === 'rust' && !this.typeDefs(bind.path, brec, bind.type, bind.path === p ? call.from : -1).length) {
          const own = this.methodsOfUndefinedType(rec.lang, bind.type, call.name);
          if (own.length) return own;
          const to = derefTarget(bind.type);
          const derefed = to ? this.methodsOfUndefinedType(rec.lang, to, call.name) : [];
          if (derefed.length) return derefed;
        }
      }
      // Ruby: a local variable (sinatra's `params = pattern.params(route)`) hides the reader of its name (`attr_accessor :params`), whatever it holds.
      if (local || (bind && rec.lang === 'ruby')) return [];
      if (rules.implicitThis || rec.lang === 'go') {
        // `field.m()` in Java/C#/C++ where `field` is a declared member of the enclosing class (in Java, Kotlin, C#, Scala: or of a class around it).
        const ft = this.enclosingFieldType(p, rec, call.from, recv);
        // Its type seen from the class declaring it (a class nested there), else from the file (C# `ExceptionPredicates ExceptionPredicates { get; }`: the property's own name hides no type).
        const hits = ft ? this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, ft.scope, call.name) : [];
        if (ft) return hits.length ? hits : this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name);
      }
      // Python `from pkg import mod` / Rust `use a::b` naming a module: `mod.f()`.
      const named = rustVariable ? undefined : visibleImports(rec, this.callLine(rec, call)).find((x) => x.local === recv && x.name !== '*');
      if (named && (rec.lang === 'python' || rec.lang === 'rust')) {
        const sub = rec.lang === 'python' ? `${named.source}${named.source.endsWith('.') ? '' : '.'}${named.name}` : `${named.source}::${named.name}`;
        const hit = this.lookupInModule(p, rec, sub, call.name, 'import', named.line);
        if (hit.length) return hit;
      }
    }
    // Lua `cart.Cart.new()`: a table of a required module (`M.Cart = Cart`), taken as the module's top-level table so named,
    // else the table its returned table's field names (`M.Basket = Cart`, langLua tableFunctions); `M.Basket.new()` in M's own file alike.
    if (rec.lang === 'lua' && segs.length === 2) {
      const imp = rec.imports.find((x) => x.local === segs[0] && x.name === '*');
      const out: Target[] = [];
      for (const f of imp ? this.moduleFiles(p, rec, imp.source) : []) {
        const frec = this.files.get(f)!;
        frec.defs.forEach((d, i) => {
          if (d.name === segs[1] && d.parent < 0 && CLASS_LIKE_KINDS.has(d.kind)) out.push(...this.member({ path: f, i }, call.name, 'import'));
        });
        const table = out.length ? undefined : frec.exports.find((e) => e.name === 'default')?.local;
        const alias = table === undefined ? undefined : frec.binds.find((b) => b.scope === -1 && b.name === `${table}.${segs[1]}`);
        if (alias) for (const t of this.luaTableMembers(f, frec, alias.type, call.name)) out.push({ def: t.def, via: 'import' });
      }
      if (out.length) return out;
      const own = imp ? undefined : rec.binds.find((b) => b.scope === -1 && b.name === recv);
      if (own) return this.luaTableMembers(p, rec, own.type, call.name);
    }
    // Zig `mod.Type.f()`: a container of an imported file.
    if (rec.lang === 'zig' && segs.length === 2) {
      const t = this.membersOfType(p, rec, recv, call.from, call.name);
      if (t.length) return t;
    }
    // C++ `shop::Cart::make()`, `shop::make()`: the class or namespace so named (FileRec.blocks), never a Cart elsewhere by the unique-name rule.
    if (rec.lang === 'cpp' && recv.includes('::')) return this.exactly(this.cppQualified(p, recv, call.name, codeScope(rec, call.from, this.callLine(rec, call))));
    // Rust `inner::Cart::new()`, `my_crate::Builder::new()`: the path names the module, never a Cart the file imports.
    if (rec.lang === 'rust' && segs.length >= 2 && recv.includes('::')) return this.rustPathCall(p, rec, call, segs);
    // C++ `Handler::run()` inside a class deriving from `lib::Handler`: the base's own name, which the class inherits ([class.pre] injected-class-name), before any other Handler.
    if (rec.lang === 'cpp') {
      const base = this.cppBaseNamed(p, rec, call.from, recv);
      if (base) return this.exactly(this.member(base, call.name, 'receiver'));
    }
    // Java `Outer.Inner.of()`: a static method of a class nested in a type in scope (the file's own, imported or of its package);
    // Kotlin `JsonReader.Options.of(*names)` alike, a function of the nested class's companion (newcomer 35 #7: moshi's 4 calls).
    if ((rec.lang === 'java' || rec.lang === 'kotlin') && segs.length === 2) {
      const nested = this.qualifiedType(p, rec, segs[0], segs[1], call.from);
      if (nested.length) return this.exactly(nested.flatMap((t) => this.member(t.def, call.name, 'receiver')));
      // `Policy.DEFAULT.serialize()` of a constant without a body of its own (one with a body is a nested class, above): the enum's method.
      const enums = /^[A-Z][A-Z0-9_]*$/.test(segs[1]) ? this.typeDefs(p, rec, segs[0], call.from).filter((t) => this.def(t.def).kind === 'enum') : [];
      if (enums.length) return this.exactly(enums.flatMap((t) => this.member(t.def, call.name, 'receiver')));
    }
    // Static call on a type: `Foo.bar()`, `Foo::bar()`, Go `pkg.F` handled above.
    // The receiver names the class, not an instance: exactly its method (or the one it inherits), never an override (`Widget::draw()`, Python `Widget.draw(self)`).
    // C# `Policy.Handle<E>()` and `Policy<int>.Handle<E>()` (receiver `Policy\`1`): the class of that many type parameters, where
    // both `Policy` and `Policy<TResult>` are classes (newcomer 35 #1: Polly's 754 calls of Policy.Handle were also Policy<TResult>'s).
    const generic = rec.lang === 'csharp' ? genericName(head) : undefined;
    const viaType = this.exactly(generic ? this.ofArity(this.membersOfType(p, rec, generic.name, call.from, call.name), generic.arity) : this.membersOfType(p, rec, head, call.from, call.name));
    if (viaType.length) return viaType;
    if (rec.lang === 'cpp') return this.exactly(this.cppQualified(p, recv, call.name, codeScope(rec, call.from, this.callLine(rec, call))));
    // Rust `map.get(k)` with `map` a variable of the function (a pattern's, a closure's, of a type not known here): the variable, never a
    // module of that name, whose functions are called through a path (`map::f()`; newcomer 33 #1: serde_json's `Value::Object(map) => map.get(…)`).
    if (rec.lang === 'rust' && segs.length === 1 && boundInScope(rec, call, recv)) return [];
    // Rust `u64::error_halfscale()`, `f32::exponent_limit()`: a built-in type's function the repository implements (`impl Float for u64`).
    if (rec.lang === 'rust' && segs.length === 1) {
      const builtin = this.methodsOfUndefinedType(rec.lang, recv, call.name);
      if (builtin.length) return this.exactly(builtin);
    }
    if (rec.lang === 'rust') return this.rustPathCall(p, rec, call, segs);
    // TypeScript `NS.f()` of a namespace a global script declares (no other rule knows `NS` here).
    if ((rec.lang === 'typescript' || rec.lang === 'tsx') && segs.length === 1) return (this.namespacePath(p, rec, recv, call.from) ?? []).flatMap((t) => this.member(t.def, call.name, t.via));
    return [];
  }
}

