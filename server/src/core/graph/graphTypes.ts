/**
 * GraphData's layer between C++'s qualified names (graphCpp.ts) and
 * calls' results and collections' elements (graphElements.ts): the types
 * receivers have. A variable's declared or constructed type in the scope
 * chain (bindFor), a field's (fieldType), a type name's definitions
 * (typeDefs: scope and imports, `mod.Type`, Java qualified classes, Ruby
 * constants (graphRuby), C++ `ns::Type`, a function's declared return type),
 * the members of those types (membersOfType), including a const's
 * object-literal members and aliases, and what a callee written at a place
 * resolves to (calleeTargets, through GraphData's call resolution).
 */
import { rustResult, unwrappedCall } from './langRustResults';
import { ENTER } from './pythonWith';
import type { CallRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS, METHOD_ALIAS, TYPEDEF_BIND } from './types';
import { codeScope } from './blocks';
import { FAMILY, enclosingKeys, namespaceAt, packageKeyAt, packageKeys, pkgSpace } from './graphRules';
import { classArity, genericName, isPartial } from './csharpArity';
import { ModuleBinds, moduleVariable, type ModuleBind } from './moduleBinds';
import type { DefRef, Target } from './graphIndex';
import { NESTED_CALLEES_MAX } from './receivers';
import { GraphCpp } from './graphCpp';
import { bindsAt, mayAlsoHold, UNTYPED, type Place } from './bindPlaces';
import { rustTupleStruct } from './langRust';
import { CLS_FIRST } from './langPython';
import { definitionParams } from './paramNames';
import { elementGetters } from './collectionMethods';
import { closureCallee, closureParamType } from './langRustClosures';
import { isContextual } from './graphContextual';
import { accessorKind } from './signatures';

/** Languages whose class-scope binds of properties are named without `this.` (`val engine: Engine` in a Kotlin class, Swift `var engine`, a Dart field). */
const FIELDS_BY_NAME: ReadonlySet<string> = new Set(['kotlin', 'swift', 'dart']);

/** Ruby receivers and bound calls (as receivers.ts writes them) that construct the enclosing class: `new(…)` and `self.new(…)` in a singleton method, `self.class.new(…)` in an instance method. */
export const RUBY_SELF_NEW: ReadonlySet<string> = new Set(['new', 'this.new', 'self.new', 'this.class.new', 'self.class.new']);

/** Languages whose nested classes (inner, local, anonymous) read the fields of the classes around them by their bare names (enclosingFieldType). */
const OUTER_FIELDS: ReadonlySet<string> = new Set(['java', 'kotlin', 'csharp', 'scala']);

/** Receiver types over GraphScope and Go's interfaces (see the file header). */
/** Languages whose classes' `get x(): T` accessors are read as properties of that type (fieldType). */
const GETTER_LANGS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript', 'python']);
/** A Python property's getter: its signature starts with `@property` or `@cached_property` (langPython defExtra writes the decorator there). */
const PYTHON_GETTER = /^@(?:functools\.)?(?:cached_)?property\s/;
/** Languages whose type aliases (a definition of kind `type`) record the type they stand for as DefRec.returns (`type Car = Engine`, `typealias Car = Engine`); a TypeScript alias keeps it as DefRec.bases, read through its bases. */
const TYPE_ALIAS_LANGS: ReadonlySet<string> = new Set(['rust', 'go', 'kotlin', 'swift', 'scala', 'dart']);

export abstract class GraphTypes extends GraphCpp {
  /** Targets of one call, unmemoised (GraphData). */
  protected abstract resolveCallUncached(p: string, rec: FileRec, call: CallRec): Target[];
  /** Element types of the collection `of` seen from definition `from` (GraphElements). */
  protected abstract elementTypeDefs(p: string, rec: FileRec, of: string, from: number, depth: number): Target[];
  /** Element types of `x` when `callee` is `x.m` with `m` one of `names` (GraphElements). */
  protected abstract collectionMethod(p: string, rec: FileRec, callee: string, from: number, depth: number, names: ReadonlySet<string>): Target[];
  /** The types function `fn` declares it returns (GraphElements). */
  protected abstract returned(fn: DefRef, returns: string, depth: number): Target[];
  /** What the pytest fixture `name` seen from file `p` gives (GraphElements). */
  protected abstract fixtureTypes(p: string, rec: FileRec, name: string, from: number, depth: number): Target[];
  /** The types property `field` has in what variable `held` holds (GraphElements). */
  /** The classes the contextually typed receiver form `recv` (`app.get@1/2:0.req`) holds (GraphResolve, graphContextual.ts). */
  protected abstract contextualTypes(p: string, rec: FileRec, recv: string, from: number): Target[];
  protected abstract propertyOfHeld(p: string, rec: FileRec, held: string, field: string, from: number, depth: number): Target[];
  /** Types of field `field` of the element types of `elem` (`t[]`: GraphElements). */
  protected abstract fieldOfElement(p: string, rec: FileRec, elem: string, field: string, from: number, depth: number): Target[];
  /** Package-level binds of Go packages, for names another file of the package declares (bindFor). */
  private moduleBinds = new ModuleBinds();

  /** Line of a call (a chain's inner link has none: its enclosing definition's). */
  protected callLine(rec: FileRec, call: CallRec): number {
    return call.line || (call.from >= 0 ? rec.defs[call.from].line : 0);
  }

  /**
   * Classes a qualified receiver names by package (`com.shop.decoy.Fmt`,
   * nested `com.shop.Outer.Inner`; C#: also relative to each enclosing
   * namespace, innermost first): the longest prefix that is a package of
   * this repository (pkgFiles) is the package, the next segment a class of
   * it, the rest classes nested in that one. Undefined when the receiver's
   * first segment is a variable, or when no prefix is a package and it is
   * not a class path either. Three or more segments under no package, or
   * headed by an import (`A.B.C`, Java's nested classes named from a class
   * in scope: JLS §6.5.5.2), are a class visible by its simple name, then
   * classes nested in it.
   */
  protected qualifiedClass(p: string, rec: FileRec, recv: string, from: number, line: number): DefRef[] | undefined {
    const segs = recv.split('.');
    if (this.bindFor(p, rec, from, segs[0])) return undefined;
    if (rec.imports.some((x) => x.local === segs[0])) return this.nestedClasses(p, rec, segs, from);
    const spaces = rec.lang === 'csharp' ? enclosingKeys(`:${namespaceAt(rec, line)}`).map((k) => k.slice(1)) : [''];
    for (const ns of spaces) {
      for (let k = segs.length - 1; k >= 1; k--) {
        const pkg = [ns, ...segs.slice(0, k)].filter(Boolean).join('.');
        if (!this.pkgFiles.has(`${pkgSpace(rec.lang)}:${pkg}`)) continue;
        return this.classesNested(this.lookupInModule(p, rec, pkg, segs[k], 'import').map((t) => t.def), segs.slice(k + 1));
      }
    }
    return this.nestedClasses(p, rec, segs, from);
  }

  /** `A.B.C` with A a class visible from `from` by its simple name (three or more segments, A capitalised): the classes nested so; undefined when A is none or a link is missing. */
  private nestedClasses(p: string, rec: FileRec, segs: readonly string[], from: number): DefRef[] | undefined {
    if (segs.length < 3 || !/^[A-Z]/.test(segs[0])) return undefined;
    const found = this.classesNested(this.resolveName(p, rec, segs[0], from, true).map((t) => t.def), segs.slice(1));
    return found.length ? found : undefined;
  }

  /** The classes named `inner[0]`, then `inner[1]` in those…, nested in the classes among `outer` (all of `outer`'s classes when `inner` is empty). */
  private classesNested(outer: DefRef[], inner: readonly string[]): DefRef[] {
    let found = outer;
    for (const name of inner) found = found.flatMap((c) => (CLASS_LIKE_KINDS.has(this.def(c).kind) ? this.member(c, name, 'import').map((t) => t.def) : []));
    return found.filter((c) => CLASS_LIKE_KINDS.has(this.def(c).kind));
  }

  /** What a call of `callee` (`f`, `this.m`, `x.m`) written inside definition `from` of `p` (at `at`, when known: for binds, bindFor) resolves to. */
  protected calleeTargets(p: string, rec: FileRec, callee: string, from: number, at?: Place): Target[] {
    // `r = r.parent()` types r by a call on r itself: stop instead of recursing forever (calleeMemo, and the depth). A chain
    // of calls nests one level per link (receivers.ts CHAIN_MAX), a bind typed by a chain one more.
    if (this.nestedCallees >= NESTED_CALLEES_MAX) return [];
    const key = `${p}\t${from}\t${callee}\t${at?.line ?? 0}:${at?.col ?? 0}`;
    const outermost = this.nestedCallees === 0;
    if (outermost) this.calleeMemo = new Map();
    const memo = this.calleeMemo!;
    const known = memo.get(key);
    if (known) return known;
    memo.set(key, []);
    // The last `.` or `::` parts the receiver from the name (C++ `geo::make_shape`, Rust `shapes::make`; newcomer 13b #8: `auto s = geo::make_shape(1)` was untyped).
    const dot = callee.lastIndexOf('.');
    const colons = callee.lastIndexOf('::');
    const cut = colons > dot ? colons : dot;
    const recv = cut > 0 ? callee.slice(0, cut) : colons === 0 && cut === 0 ? '::' : undefined;
    const inner: CallRec = { name: callee.slice(cut + (colons > dot ? 2 : 1)), recv, line: at?.line ?? 0, col: at?.col ?? 0, endCol: 0, from, kind: 'call' };
    this.nestedCallees++;
    try {
      const out = this.resolveCallUncached(p, rec, inner);
      memo.set(key, out);
      return out;
    } finally {
      this.nestedCallees--;
      if (outermost) this.calleeMemo = undefined;
    }
  }

  /**
   * Declared type of field `field` of class `cls` (or of a base class), with
   * the file to resolve it in and the class declaring it (`scope`, where a
   * nested class's name is seen): a bind `this.field` scoped to the class, or in
   * Kotlin, Swift and Dart (FIELDS_BY_NAME, which bind a property by its bare
   * name in the class's scope) `field`; in TypeScript, JavaScript and Python, else the
   * declared result of the class's getter `get field(): T` or property `@property def
   * field(self) -> T` (getterResult: hono's `c.req.header(…)` with `get req():
   * HonoRequest`, newcomer 42 #3), and for `field[]` the element type it declares
   * (`-> list[BaseRoute]`: starlette's `for route in self.routes`).
   */
  protected fieldType(cls: DefRef, field: string, depth = 0): { type: string; path: string; scope: number } | undefined {
    const crec = this.files.get(cls.path)!;
    const bare = FIELDS_BY_NAME.has(crec.lang);
    const own = crec.binds.find((b) => b.scope === cls.i && (b.name === `this.${field}` || (bare && b.name === field)));
    if (own) return { type: own.type, path: cls.path, scope: cls.i };
    const getter = GETTER_LANGS.has(crec.lang) ? this.getterResult(crec, cls.i, field) : undefined;
    if (getter) return { type: getter, path: cls.path, scope: cls.i };
    // C# `partial class ResiliencePipeline`: a property declared in another part (newcomer 35 #3: Polly's `Component` of
    // ResiliencePipeline.cs, read in ResiliencePipeline.Async.cs).
    if (crec.lang === 'csharp' && depth === 0) {
      for (const part of this.partialParts(cls)) {
        const prec = this.files.get(part.path)!;
        const b = prec.binds.find((x) => x.scope === part.i && (x.name === `this.${field}` || x.name === field));
        if (b) return { type: b.type, path: part.path, scope: part.i };
      }
    }
    if (depth > 5) return undefined;
    for (const b of this.bases(cls)) {
      const hit = this.fieldType(b, field, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * The declared result of getter `get field(): T` of the class at `cls` of
   * `crec` (DefRec.returns, a class's name without its type arguments), not
   * one returning `this`; undefined when the class has no such getter.
   */
  private getterResult(crec: FileRec, cls: number, field: string): string | undefined {
    const end = crec.defs[cls].endLine;
    // `routes[]` (`for r in self.routes`): the element type the getter declares (DefRec.returnsElem).
    const elem = field.endsWith('[]');
    const name = elem ? field.slice(0, -2) : field;
    const python = crec.lang === 'python';
    for (let i = cls + 1; i < crec.defs.length && crec.defs[i].line <= end; i++) {
      const d = crec.defs[i];
      if (d.parent !== cls || d.name !== name) continue;
      if (!(python ? PYTHON_GETTER.test(d.signature ?? '') : accessorKind(d.signature) === 'get')) continue;
      const r = elem ? d.returnsElem : d.returns;
      if (r && r !== 'this') return r;
    }
    return undefined;
  }

  /**
   * Declared type of field `field` named bare inside definition `from` of
   * `p` (an implicit `this`): the innermost class around `from` declaring it
   * (or a base of it), then — in Java, Kotlin, C# and Scala, whose nested
   * classes see the fields of the classes around them — the next class out,
   * and so on: `worker.work()` in an anonymous class's method (`new
   * Runnable() { public void run() { … } }`), an inner or a local class reads
   * the outer class's `worker` (JLS §6.3, "Scope of a Declaration": a
   * member's scope is the entire body of its class, nested declarations
   * included). Undefined when no class around declares it.
   */
  protected enclosingFieldType(p: string, rec: FileRec, from: number, field: string): { type: string; path: string; scope: number } | undefined {
    let cls = this.enclosingClass(p, rec, from);
    for (let guard = 0; cls && guard < 8; guard++) {
      const ft = this.fieldType(cls, field);
      if (ft || !OUTER_FIELDS.has(rec.lang) || cls.path !== p) return ft;
      const up = rec.defs[cls.i].parent;
      cls = up >= 0 ? this.enclosingClass(p, rec, up) : null;
    }
    return undefined;
  }

  /**
   * The other parts of C# `partial` type `cls`: same name, arity and
   * namespace, at the top level or in a part of the same enclosing type,
   * each declared partial. Empty for a type not declared partial.
   */
  protected partialParts(cls: DefRef): DefRef[] {
    const d = this.def(cls);
    if (!isPartial(d)) return [];
    const crec = this.files.get(cls.path)!;
    const ns = packageKeyAt(cls.path, crec, d.line);
    const outer = d.parent >= 0 ? crec.defs[d.parent].name : undefined;
    const arity = classArity(d);
    return this.defsNamed(d.name).filter((r) => {
      if (r.path === cls.path && r.i === cls.i) return false;
      const x = this.def(r);
      const xrec = this.files.get(r.path)!;
      if (xrec.lang !== 'csharp' || !CLASS_LIKE_KINDS.has(x.kind) || !isPartial(x) || classArity(x) !== arity) return false;
      if ((x.parent >= 0 ? xrec.defs[x.parent].name : undefined) !== outer) return false;
      return packageKeyAt(r.path, xrec, x.line) === ns;
    });
  }

  /**
   * Static type of variable `name` seen from definition `from`: a binding in
   * the scope chain, else a parameter of a function whose declared function
   * type (a type alias) gives its type by position. A name bound several
   * times in its scope holds what its nearest bind before `at` gave it (a
   * call's place; bindPlaces.ts; Python `x: Foo = Bar()` both, `Foo|Bar`), else its first bind. Past the file's top
   * level: a Go package-level variable of another file of the package, a
   * Python module variable imported by name (moduleBinds.ts). Returns the
   * type name and the file in which that name is to be resolved.
   */
  protected bindFor(p: string, rec: FileRec, from: number, name: string, at?: Place): { type: string; path: string } | undefined {
    let s = from;
    for (let guard = 0; guard < 50; guard++) {
      const [hit, ...made] = bindsAt(rec.binds, s, name, at);
      if (hit) {
        // `if (c) { s = new B(); }` between the nearest bind and the call: either type (bindPlaces mayAlsoHold; not Ruby, whose blocks are closures); Python `x: Foo = Bar()`: Foo, then Bar (made).
        const also = rec.lang === 'ruby' || hit.line === undefined ? [] : [...(rec.lang === 'python' ? made : []), ...mayAlsoHold(rec.binds, s, name, at)];
        if (!also.length) return hit.type === UNTYPED ? undefined : { type: hit.type, path: p };
        // A value of no known type (bindPlaces UNTYPED: Python `lambda app: …`) hides the variables around it and adds no type.
        const types = hit.type === UNTYPED ? [] : [hit.type];
        for (const b of also) for (const t of b.type.split('|')) if (t !== UNTYPED && !types.includes(t)) types.push(t);
        return types.length ? { type: types.join('|'), path: p } : undefined;
      }
      // A module-level variable of another file: Go's of the package, Python's imported by name (moduleBinds.ts).
      if (s < 0) {
        if (rec.lang === 'go') return this.packageVariable(p, rec, name);
        // Swift: a top-level `let` of another file of the module, else of a module imported (Alamofire's `public let AF = Session.default`).
        if (rec.lang === 'swift') return this.packageVariable(p, rec, name) ?? this.importedSwiftVariable(p, rec, name);
        const imp = rec.lang === 'python' ? rec.imports.find((x) => x.local === name && x.name !== '*') : undefined;
        return imp ? this.importedVariable(p, rec, imp.source, imp.name, 0) : undefined;
      }
      const d = rec.defs[s];
      if (d.fnType && d.params) {
        const k = d.params.indexOf(name);
        if (k >= 0) {
          for (const t of this.resolveName(p, rec, d.fnType, -1, true)) {
            const alias = this.def(t.def);
            const type = alias.paramTypes?.[k];
            if (type) return { type, path: t.def.path };
          }
        }
      }
      // Python `def inner(app)` inside a test taking the `app` fixture, JS `function helper(res)` inside one binding `res`: its own parameter, of no type known here, hides the outer one (paramNames.ts).
      if (definitionParams(rec.lang, d).has(name)) return undefined;
      s = d.parent;
    }
    return undefined;
  }

  /**
   * Type of Python module variable `name` of module `source` as file `p`
   * imports it: bound at the top level of the module's file, else re-exported
   * by it from another module (`from .globals import g as g` in a package's
   * `__init__.py`, which `from flask import g` reads; followed up to 4
   * modules deep). Undefined when no module on the way binds it with a type.
   */
  protected importedVariable(p: string, rec: FileRec, source: string, name: string, depth: number): ModuleBind | undefined {
    const files = this.moduleFiles(p, rec, source);
    const own = moduleVariable(this.files, files, name);
    if (own || depth >= 4) return own;
    for (const f of files) {
      const frec = this.files.get(f);
      const imp = frec?.imports.find((x) => x.local === name && x.name !== '*');
      const hit = imp ? this.importedVariable(f, frec!, imp.source, imp.name, depth + 1) : undefined;
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * The declared result of local function `name` seen from definition
   * `from`: Go `getCmd := func() *Command {…}` (langGo readBind binds
   * `getCmd()` to Command), so `getCmd().Flags()` and `c := getCmd()` are
   * typed. Undefined elsewhere, and when no such local is in scope.
   */
  protected localResult(p: string, rec: FileRec, name: string, from: number): string | undefined {
    if (rec.lang !== 'go' || from < 0) return undefined;
    const b = this.bindFor(p, rec, from, `${name}()`);
    return b?.path === p ? b.type : undefined;
  }

  /**
   * Type of top-level variable `name` of another file of `p`'s package or module (graphRules packageKey: a Go
   * package's files, a Swift module's, each see the others' top-level names; moduleBinds.ts). Undefined when none declares it.
   */
  private packageVariable(p: string, rec: FileRec, name: string): { type: string; path: string } | undefined {
    const key = packageKeys(p, rec)[0];
    return key ? this.moduleBinds.inPackage(this.files, this.generation, key, this.pkgFiles.get(key) ?? [], p, name) : undefined;
  }

  /**
   * Type of Swift top-level variable `name` of a module `p` imports (`import Alamofire`: the files of that
   * target, graphModules moduleFiles), the first import declaring it winning. Undefined when none does.
   */
  private importedSwiftVariable(p: string, rec: FileRec, name: string): { type: string; path: string } | undefined {
    for (const imp of rec.imports) {
      if (imp.local !== '*') continue;
      const hit = this.moduleBinds.inPackage(this.files, this.generation, `swift-import:${imp.source}`, this.moduleFiles(p, rec, imp.source), p, name);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * The class variable `name` (seen from definition `from` of `p`, at the
   * call's place `at`) holds exactly, or null: every bind of it in effect
   * there (bindPlaces bindsAt) in the innermost scope that binds it is exact
   * (BindRec.exact: `const x = new Engine()`, Python `x = Engine()`) and
   * names one type, which is a class (not a function whose result the
   * variable holds). A call through it runs that class's method, never an
   * override in a subclass.
   */
  protected exactClass(p: string, rec: FileRec, from: number, name: string, at?: Place): DefRef | null {
    for (let s = from, guard = 0; guard < 50; guard++) {
      let type: string | undefined;
      if (rec.lang !== 'ruby' && mayAlsoHold(rec.binds, s, name, at).length) return null;
      for (const b of bindsAt(rec.binds, s, name, at)) {
        if (!b.exact || (type !== undefined && b.type !== type)) return null;
        type = b.type;
      }
      if (type !== undefined) {
        if (rec.lang === 'python' && type.includes('.')) return this.pythonMadeClass(p, rec, type, s);
        const found = this.resolveName(p, rec, type, s, true);
        return found.length === 1 && this.def(found[0].def).kind === 'class' ? found[0].def : null;
      }
      if (s < 0) return null;
      s = rec.defs[s].parent;
    }
    return null;
  }

  /**
   * The one class a Python call `callee` (`base.Handler`, `A.build`: an exact
   * bind's type, written in `p` inside definition `from`) makes, or null: a
   * class of a module called (`base.Handler()`), or a classmethod returning
   * `cls(…)` (or declaring `-> Self`: DefRec.returns `this`, its first
   * parameter `cls`) called on a class name (`A.build()` makes an A, never
   * a subclass). A module function's or an instance method's result is none:
   * it may be of a subclass.
   */
  private pythonMadeClass(p: string, rec: FileRec, callee: string, from: number): DefRef | null {
    const dot = callee.lastIndexOf('.');
    const made = this.qualifiedType(p, rec, callee.slice(0, dot), callee.slice(dot + 1), from);
    if (made.length) return made.length === 1 && this.def(made[0].def).kind === 'class' ? made[0].def : null;
    const fns = this.calleeTargets(p, rec, callee, from);
    if (fns.length !== 1) return null;
    const fn = this.def(fns[0].def);
    if (fn.kind !== 'method' || fn.returns !== 'this' || !CLS_FIRST.test(fn.signature ?? '')) return null;
    const on = this.calledOnClass(p, rec, callee, fns[0].def, from, 0);
    return on.length === 1 && this.def(on[0].def).kind === 'class' ? on[0].def : null;
  }

  /**
   * What field `field` of an enum variant holds, for `path` written in `p` inside `from`: `Value::Object` (tuple variant
   * Object's one field, recorded as a field bind `Object` of enum Value: langRust) or `Compound::Map.ser` (field ser of
   * struct variant Map). The enum is the type the path before the variant names (`Self` too); the field's type is read
   * in the enum's file. Empty when the enum or the field is not known.
   */
  private variantFieldTypes(p: string, rec: FileRec, path: string, from: number, depth: number): Target[] {
    const dot = path.indexOf('.');
    const variant = dot < 0 ? path : path.slice(0, dot);
    const sep = variant.lastIndexOf('::');
    if (sep <= 0) return [];
    const field = dot < 0 ? variant.slice(sep + 2) : path.slice(dot + 1);
    const out: Target[] = [];
    for (const t of this.typeDefs(p, rec, variant.slice(0, sep), from, depth + 1)) {
      if (this.def(t.def).kind !== 'enum') continue;
      const ft = this.fieldType(t.def, field);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, ft.scope, depth + 1));
    }
    return out;
  }

  /**
   * Definitions a type name written in `p` (inside definition `from`) stands
   * for: a bare name through scope and imports, `mod.Type` through the module
   * (qualifiedType), a Ruby constant by its lexical scope. `f()` — what function `f`
   * returns — and a function's name where a language binds a variable to the
   * name it called (Python `r = create()`) stand for the function's declared
   * return type (DefRec.returns), read in that function's file. Callers keep
   * the kinds they can use.
   */
  protected typeDefs(p: string, rec: FileRec, type: string, from: number, depth = 0): Target[] {
    if (depth > 3) return [];
    // C# `Policy\`1` (csharpArity csharpGenericBinds, receivers.ts genericTypeReceiver): the type of that name declaring that many type
    // parameters, where `Policy` and `Policy<TResult>` are both declared; every type of the name when none declares that many.
    if (rec.lang === 'csharp' && type.includes('`')) {
      const g = genericName(type);
      const all = this.typeDefs(p, rec, g.name, from, depth);
      const fit = all.filter((t) => classArity(this.def(t.def)) === g.arity);
      return fit.length ? fit : all;
    }
    // `QueryRunner|Other` (a union, langTsBinds unionMembers): each member's.
    if (type.includes('|')) return type.split('|').flatMap((t) => this.typeDefs(p, rec, t, from, depth));
    if (type.endsWith('[]')) return this.elementTypeDefs(p, rec, type.slice(0, -2), from, depth);
    // Rust `self.visit(|s| s.run())` (langRustClosures): the argument type of the closure type visit's parameter declares.
    const closureOf = rec.lang === 'rust' ? closureCallee(type) : undefined;
    if (closureOf) {
      return this.calleeTargets(p, rec, closureOf, from).flatMap((t) => {
        const named = closureParamType(type, this.def(t.def).signature, this.def(t.def).name);
        return named ? this.typeDefs(t.def.path, this.files.get(t.def.path)!, named, t.def.i, depth + 1) : [];
      });
    }
    if (type.startsWith('fixture:') && rec.lang === 'python') return this.fixtureTypes(p, rec, type.slice(8), from, depth);
    // C++ `Table table_;` with `typedef SkipList<…> Table;` in the class or file (langCpp typedefBinds): the type it names.
    if (rec.lang === 'cpp' && !type.endsWith(')')) {
      const head = type.split('::')[0];
      const target = cppTypedef(rec, head, from);
      if (target) return this.typeDefs(p, rec, target + type.slice(head.length), from, depth + 1);
    }
    // Rust `Value::Object(map) =>`, `Compound::Map { ser, .. } =>` (langRustResults variantBinds): the variant's field's type, as its enum declares it.
    if (type.startsWith('variant:') && rec.lang === 'rust') return this.variantFieldTypes(p, rec, type.slice(8), from, depth);
    // `f = console.render_lines`: a bound method, no instance of a class.
    if (type.startsWith(METHOD_ALIAS)) return [];
    // Rust `let w = a.f()?;` (langRustResults): the T of f's `Result<T, E>`.
    const u = rec.lang === 'rust' ? unwrappedCall(type) : undefined;
    const unwrapped = u?.unwrapped ?? 0;
    // Python `name, cmd, rest = self.resolve(…)` (langPython bind.unpack, `self.resolve#1`), Go `c, r := CreateTestContext(w)`
    // (langGo bind.unpack.call, `CreateTestContext()#1`): member k of the tuple the callee declares it returns.
    const unpacked = rec.lang === 'python' || rec.lang === 'go' ? /#(\d+)$/.exec(type) : null;
    const base = unpacked ? type.slice(0, unpacked.index) : type;
    const call = unwrapped > 0 || base.endsWith('()');
    const name = u ? u.callee : call ? base.slice(0, -2) : base;
    // `const h = this.helper` (langTsWalk): the type of the field of the class around `from` (declared, or of its bases).
    if (!call && name.startsWith('this.') && name.indexOf('.', 5) < 0) {
      const cls = this.enclosingClass(p, rec, from);
      const ft = cls ? this.fieldType(cls, name.slice(5)) : undefined;
      return ft ? this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1) : [];
    }
    // Ruby `b = self.new(…)` in a singleton method (`self.class.new(…)`, a bare `new(…)`): an instance of the enclosing class.
    if (call && rec.lang === 'ruby' && RUBY_SELF_NEW.has(name)) {
      const cls = this.enclosingClass(p, rec, from);
      return cls ? [{ def: cls, via: 'receiver' }] : [];
    }
    // Go `root := t[i].root` (langGo readBind: `t[].root`): the field's declared type in the element's class (TS/JS `repos[].req` of a callback's element goes through propertyOfHeld, below, which also reads getters).
    const elemField = call || rec.lang !== 'go' ? -1 : name.lastIndexOf('[].');
    if (elemField > 0 && /^[A-Za-z_]\w*$/.test(name.slice(elemField + 3))) return this.fieldOfElement(p, rec, name.slice(0, elemField + 2), name.slice(elemField + 3), from, depth);
    const ts = rec.lang === 'typescript' || rec.lang === 'tsx';
    // `const r = c.req` in `app.get('/', (c) => …)` (`app.get@1/2:0.req`, langTsDecls variableMember): what the member of c's contextual type holds.
    if (!call && ts && isContextual(name)) return this.contextualTypes(p, rec, name, from);
    let found: Target[];
    // (`Point.make()`, what a singleton method returns, is a call found as below.)
    if (rec.lang === 'ruby' && /^(::)?[A-Z]/.test(name) && !(call && name.includes('.'))) found = this.rubyConstantAt(p, rec, name, from).map((def) => ({ def, via: 'receiver' as Via }));
    else if (rec.lang === 'cpp' && name.includes('::')) {
      found = this.cppClasses(p, name, codeScope(rec, from, 0)).map((def) => ({ def, via: 'receiver' as Via }));
      // `auto s = geo::make_shape(1)`: a namespace's function, typed by what it returns.
      if (!found.length && call) found = this.calleeTargets(p, rec, name, from);
    }
    // Rust `s: &mut grep::searcher::Searcher` (langRust QRT): the type the path names.
    else if (rec.lang === 'rust' && !call && name.includes('::')) found = this.rustPathType(p, rec, name, from);
    else {
      const dot = name.lastIndexOf('.');
      // Go `getCmd := func() *Command {…}` (langGo readBind, the bind `getCmd()`): a local function's declared result, which hides a package function of its name.
      const local = call && dot < 0 ? this.localResult(p, rec, name, from) : undefined;
      if (local) return this.typeDefs(p, rec, local, from, depth + 1);
      // Python `other = serializer_factory(…)` in a test taking the `serializer_factory` fixture: what calling the fixture's value builds, never what the fixture function itself returns.
      // (Python binds `other = f(…)` to the name called, `f`: typeDefs reads a bare name as the result of calling it.)
      const given = dot < 0 && from >= 0 && rec.lang === 'python' ? this.bindFor(p, rec, from, name) : undefined;
      if (given?.path === p && given.type.startsWith('fixture:') && !given.type.endsWith('()')) return this.fixtureTypes(p, rec, `${given.type.slice(8)}()`, from, depth + 1);
      found = dot > 0 ? this.qualifiedType(p, rec, name.slice(0, dot), name.slice(dot + 1), from) : this.resolveName(p, rec, name, from, !call);
      // C++ `Status WriteBatch::Iterate(Handler* handler)`: a member's body sees the types nested in its class ([basic.lookup.unqual]),
      // `WriteBatch::Handler` of the header (newcomer 31 #4).
      if (!found.length && rec.lang === 'cpp' && dot < 0 && !call && from >= 0) found = this.nestedType(p, rec, name, from);
      // `r = this.make()`, `r := s.make()`, Python `r = self.make()`: a method, found as a call made here.
      if (!found.length && dot > 0 && (call || rec.lang === 'python')) found = this.calleeTargets(p, rec, name, from);
      // Python `with C() as x` (pythonWith.ts: `C.__enter__()`): a C with no `__enter__` in the repository is the class itself.
      if (!found.length && call && rec.lang === 'python' && name.endsWith(ENTER)) return this.typeDefs(p, rec, name.slice(0, -ENTER.length), from, depth + 1);
      // Kotlin `val taskRunner = builder.taskRunner` (no package or class so named): the declared type of that property of what the variable holds.
      // TypeScript `const r = c.req` with `c: Context` (langTsDecls variableMember), Swift `let AF = Session.default` (langSwift readBind), Go `t := engine.trees` (langGo readBind): alike.
      if (!found.length && dot > 0 && !call && (rec.lang === 'kotlin' || rec.lang === 'swift' || rec.lang === 'go' || ts) && name.indexOf('.') === dot) return this.propertyOfHeld(p, rec, name.slice(0, dot), name.slice(dot + 1), from, depth);
      // Go `formatter := entry.Logger.Formatter` (langGo readBind; logrus entry.go): the last field's declared type in what the chain before it holds.
      if (!found.length && dot > 0 && !call && rec.lang === 'go' && !name.includes('[')) return this.fieldOfHeldTypes(p, rec, name.slice(0, dot), name.slice(dot + 1), from, depth);
      // `const r = m.get(k)` of a declared Map (langTsTypes): the element type.
      if (!found.length && dot > 0 && call) return this.collectionMethod(p, rec, name, from, depth, elementGetters(rec.lang));
    }
    // Python binds `r = create()` to the name called (a class or a function); elsewhere a bare
    // type name is a type, even where a value shares its name (TypeScript declaration merging).
    const follow = call || rec.lang === 'python';
    const out: Target[] = [];
    for (const t of found) {
      // Rust `type Car = Engine;`, Go `type Car = Engine`, Kotlin and Swift `typealias Car = Engine`, Scala `type Car = Engine`,
      // Dart `typedef Car = Engine;` (DefRec.returns of the alias, their lang*.ts defExtra): the type it stands for, named in the
      // alias's file. (Called, `Car()`, it gives that type as a function gives what it returns, below.)
      const alias = TYPE_ALIAS_LANGS.has(rec.lang) && !call ? this.def(t.def) : undefined;
      if (alias?.kind === 'type' && alias.returns) {
        out.push(...this.typeDefs(t.def.path, this.files.get(t.def.path)!, alias.returns, -1, depth + 1));
        continue;
      }
      if (unpacked) {
        const member = this.def(t.def).returnsTuple?.[Number(unpacked[1])];
        if (member) out.push(...this.returned(t.def, member, depth + 1));
        continue;
      }
      const returns = follow ? rustResult(this.files.get(t.def.path)!.lang, this.def(t.def).returns, unwrapped) : undefined;
      // `B.make()` of a classmethod `A.make` returning `cls()` (or `-> Self`, `return this`): the class it is called on, B, when that names one inheriting it.
      const on = returns === 'this' ? this.calledOnClass(p, rec, name, t.def, from, depth) : [];
      if (on.length) out.push(...on);
      else if (returns) out.push(...this.returned(t.def, returns, depth + 1));
      // C++ `auto sq = Square(3)`, `geo::Square(3)`, Kotlin `val b = Headers.Builder()`: a class called constructs it; Rust `let s = Square(3.0)` a tuple struct.
      else if (!call || ((rec.lang === 'cpp' || rec.lang === 'kotlin') && CLASS_LIKE_KINDS.has(this.def(t.def).kind)) || (rec.lang === 'rust' && rustTupleStruct(this.def(t.def)))) out.push(t);
    }
    return out;
  }

  /** The class-like definitions named `name` nested in the class that definition `from` of file `p` belongs to (its own body's or, defined out of line, its owner's). */
  private nestedType(p: string, rec: FileRec, name: string, from: number): Target[] {
    const cls = this.enclosingClass(p, rec, from);
    if (!cls) return [];
    const crec = this.files.get(cls.path)!;
    const out: Target[] = [];
    crec.defs.forEach((d, i) => {
      if (d.parent === cls.i && d.name === name && CLASS_LIKE_KINDS.has(d.kind)) out.push({ def: { path: cls.path, i }, via: 'receiver' });
    });
    return out;
  }

  /**
   * For `callee` = `B.make` resolved to method `fn`: the classes `B` names
   * (written in `p` inside definition `from`) that have `fn` as their member
   * `make` (declared or inherited); [] when the receiver names no class (a
   * variable, `self`).
   */
  /**
   * The declared types of field `field` (in its struct or an embedded one:
   * fieldType) of what the Go read path `held` (`entry.Logger`, itself typed
   * by typeDefs) holds, seen from definition `from` of `p`; [] when `held`
   * is untyped or its types declare no such field.
   */
  private fieldOfHeldTypes(p: string, rec: FileRec, held: string, field: string, from: number, depth: number): Target[] {
    const out: Target[] = [];
    for (const t of this.typeDefs(p, rec, held, from, depth + 1)) {
      if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
      const ft = this.fieldType(t.def, field);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
    }
    return out;
  }

  private calledOnClass(p: string, rec: FileRec, callee: string, fn: DefRef, from: number, depth: number): Target[] {
    const dot = callee.lastIndexOf('.');
    if (dot <= 0) return [];
    const name = this.def(fn).name;
    return this.typeDefs(p, rec, callee.slice(0, dot), from, depth + 1).filter(
      (c) => CLASS_LIKE_KINDS.has(this.def(c.def).kind) && this.member(c.def, name, 'receiver').some((m) => m.def.path === fn.path && m.def.i === fn.i),
    );
  }

  protected membersOfType(p: string, rec: FileRec, type: string, from: number, name: string): Target[] {
    const own = this.membersOfDefs(this.typeDefs(p, rec, type, from), name);
    return own.length || FAMILY[rec.lang] !== 'js' || !type.endsWith('()') ? own : this.literalMember(p, rec, type.slice(0, -2), from, name);
  }

  /**
   * TS/JS member `name` of what a call of `callee` returns when that is an
   * object literal naming values (DefRec.returnsLiteral): `const router =
   * buildRouting(opts); router.prepareRoute()` reaches the function
   * prepareRoute buildRouting returns as `{ prepareRoute }` (or `{
   * prepareRoute: prepare }`), looked up from inside buildRouting; a path
   * (`{ decorate: decorator.add }`, `createServer().listen` of a name
   * destructured from a call) as a call made there (aliasTargets), and
   * `k=#i` is the file's definition i (`{ get: function _get () {…} }`);
   * only functions and methods (newcomer 23 #2; fastify's `const app =
   * Fastify(); app.get(…)`).
   */
  private literalMember(p: string, rec: FileRec, callee: string, from: number, name: string): Target[] {
    const out: Target[] = [];
    for (const t of this.calleeTargets(p, rec, callee, from)) out.push(...this.returnedLiteralMember(t.def, name));
    return out;
  }

  /** The functions and methods entry `name` of function `fn`'s DefRec.returnsLiteral names (literalMember); [] when it has none. */
  protected returnedLiteralMember(fn: DefRef, name: string): Target[] {
    const entries = this.def(fn).returnsLiteral;
    const entry = entries?.find((e) => e === name || e.startsWith(`${name}=`));
    const frec = this.files.get(fn.path)!;
    if (!entry) {
      // `...=proto` (`mixin(app, proto)`, langTsEscapes mixedIn): a member of what proto is.
      const out: Target[] = [];
      for (const e of entries ?? []) if (e.startsWith('...=')) out.push(...this.membersOfDefs(this.aliasTargets(fn.path, frec, e.slice(4), fn.i), name));
      return out;
    }
    const value = entry.slice(entry.indexOf('=') + 1);
    const found = value.startsWith('#') ? [{ def: { path: fn.path, i: Number(value.slice(1)) } }] : this.aliasTargets(fn.path, frec, value, fn.i);
    const out: Target[] = [];
    for (const v of found) {
      const k = this.def(v.def)?.kind;
      if (k === 'function' || k === 'method') out.push({ def: v.def, via: 'receiver' });
    }
    return out;
  }

  /** Members `name` of the class-like definitions and consts among `defs`. */
  protected membersOfDefs(defs: Target[], name: string): Target[] {
    const out: Target[] = [];
    for (const t of defs) {
      const d = this.def(t.def);
      // A TypeScript namespace holds its functions and classes as members (`NS.inner()`).
      // A TS/JS constructor function holds the methods assigned to it and its prototype (`Foo.prototype.bar = …`: langTsAssigned).
      if (CLASS_LIKE_KINDS.has(d.kind) || d.kind === 'namespace' || (d.kind === 'function' && FAMILY[this.files.get(t.def.path)!.lang] === 'js')) out.push(...this.member(t.def, name, 'receiver'));
      else if (d.kind === 'const') {
        // A const holding an object literal (`const api = { f() {} }`) has its methods as members, then its aliases (constMembers).
        const own = this.member(t.def, name, 'receiver');
        if (own.length) out.push(...own);
        else for (const m of this.constMembers(t.def, name, 0)) out.push({ def: m.def, via: 'receiver' });
      }
    }
    return out;
  }

  /**
   * Member `name` of the top-level const `c` through its file's aliases
   * (FileRec.aliases): a property naming another value (`const utils = {
   * setup }` → `setup`, resolved in that file), or the value the const stands
   * for (vuejs/core `ssrUtils = (…) as typeof _ssrUtils` → `_ssrUtils`'s).
   */
  private constMembers(c: DefRef, name: string, depth: number): Target[] {
    const frec = this.files.get(c.path)!;
    if (!frec.aliases || depth > 3) return [];
    const cname = this.def(c).name;
    const own = frec.aliases.find((a) => a.scope === -1 && a.name === `${cname}.${name}`);
    if (own) return this.aliasTargets(c.path, frec, own.of, -1);
    const whole = frec.aliases.find((a) => a.scope === -1 && a.name === cname);
    if (!whole) return [];
    const out: Target[] = [];
    for (const t of this.resolveName(c.path, frec, whole.of, -1, true)) {
      const d = this.def(t.def);
      if (CLASS_LIKE_KINDS.has(d.kind)) out.push(...this.member(t.def, name, 'receiver'));
      else if (d.kind === 'const' && !(t.def.path === c.path && t.def.i === c.i)) {
        const m = this.member(t.def, name, 'receiver');
        out.push(...(m.length ? m : this.constMembers(t.def, name, depth + 1)));
      }
    }
    return out;
  }
}

/** The type a C++ alias `name` stands for where definition `from` is (a `typedef:` bind of it or a scope around it, then of the file), or undefined. */
function cppTypedef(rec: FileRec, name: string, from: number): string | undefined {
  const key = TYPEDEF_BIND + name;
  for (let s = from; ; s = rec.defs[s].parent) {
    const b = rec.binds.find((x) => x.scope === s && x.name === key);
    if (b) return b.type;
    if (s < 0) return undefined;
  }
}
