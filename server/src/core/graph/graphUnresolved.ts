/**
 * GraphData's layer between classes (graphClasses.ts) and the questions
 * (graphData.ts): the calls named like a definition that resolve to no
 * definition at all, which the callers and impact answers count as "may
 * call it" (unresolvedNamed), and the rules that leave a call out of them —
 * its shape, a Kotlin literal's type, `super` in the method's own line of
 * classes, a bare C++ call a class member takes, a receiver from outside
 * the repository (outsideTypes.ts, through outsideLookup).
 */
import { MACRO_RECEIVER } from './langRust';
import type { CallRec, DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS, METHOD_ALIAS, nameUnwritten } from './types';
import { isTestPath } from './rank';
import { fileLocal, privateElsewhere, sameFamily } from './graphRules';
import type { DefRef } from './graphIndex';
import { GraphClasses } from './graphClasses';
import { outsideReceiver, typed, type OutsideLookup } from './outsideTypes';
import { ARITY_LANGS, fits, fullSignature, paramRange, parameterListText, rubyParamRange } from './arity';
import { swiftLabelsFit } from './swiftLabels';
import { parenType } from './receivers';
import { localScope } from './displayNames';
import { dirOf } from './modules';

/** Languages whose free functions are called only bare or through a module path (an import, `a::b`, `\\ns\\f`): never as a member `x.f()`. Not Kotlin, Scala, C#, Swift, Dart (extension functions and methods) nor the scripting languages (objects and tables of functions). */
const FREE_NEVER_MEMBER = new Set(['go', 'rust', 'java', 'python', 'php', 'cpp', 'c']);

/**
 * Languages where a bare call `f()` never runs a method: a method is reached
 * only through a receiver — Python `self.f()` / `cls.f()`, TS/JS
 * `this.f()`, PHP `$this->f()` / `self::f()`, Go `s.f()`, Rust `self.f()` /
 * `Self::f()` (each language's reference: no implicit `this` in a body).
 * Not Java, C#, Kotlin, Scala, Swift, Dart, C++, Ruby, Zig nor Lua, where a
 * bare call inside a class (type, module, struct) may reach its own or an
 * inherited method, or a local alias of one.
 */
const BARE_NEVER_METHOD = new Set(['go', 'rust', 'python', 'typescript', 'tsx', 'javascript', 'php']);

/**
 * Whether a call's shape rules out definition `d` (of file `dPath`) whatever
 * its receiver's type, so the callers note does not offer it (newcomer 9
 * #19: Go's `w.Add()` offered for the function `Add`, Python's
 * `super().run()` for a module-level `run`): a member call of a free
 * function in FREE_NEVER_MEMBER (a receiver that is an import, not a variable of the function hiding it, or a
 * `::`/`\\` path is a module path and is kept), or a bare call of a method
 * in BARE_NEVER_METHOD (Python's builtin `print(x)` offered for
 * `Console.print`). Kept: a bare call in a JS method's own body (`Foo.prototype.bar
 * = function bar(n) { … bar(n - 1) }`: a named function expression's name is
 * bound inside it) and one made in a Python class body itself (it may call a
 * function defined above it in that body).
 */
function shapeExcludes(d: DefRec, dPath: string, rec: FileRec, path: string, call: CallRec): boolean {
  if (d.kind === 'function' && d.parent < 0 && !d.container) {
    if (call.recv === undefined || !FREE_NEVER_MEMBER.has(rec.lang) || /::|\\/.test(call.recv)) return false;
    const head = call.recv.split('.')[0];
    // A variable of the call's function named like an import hides it (viper's `v2 := New(); v2.GetString(…)` beside an
    // import of `…/mapstructure/v2`): a member of a value, never the package's function.
    return !rec.imports.some((x) => x.local === head) || boundAround(rec, call, head);
  }
  // Rust `Flag::new()` names its type: never a call of another type's `new` (issue 3: offered for `Adhoc::new`).
  // Kept: `Self::`, a one-letter name (likely a type parameter, `T::new()`), the method's own type. A unit struct's
  // value (`Fees.rate()`) is of its own type too.
  if (rec.lang === 'rust' && d.kind === 'method' && d.container && call.recv !== undefined) {
    const type = /^(?:\w+::)*(\p{Lu}\w+)$/u.exec(call.recv)?.[1];
    // A renaming `use a::Adhoc as Ad;` keeps `Ad::new()`.
    if (type && type !== 'Self' && type !== d.container && !rec.imports.some((x) => x.local === type && x.name === d.container)) return true;
  }
  if (d.kind !== 'method' || call.recv !== undefined || !BARE_NEVER_METHOD.has(rec.lang)) return false;
  if (rec.lang === 'javascript' || rec.lang === 'typescript' || rec.lang === 'tsx') return !(path === dPath && call.line >= d.line && call.line <= d.endLine);
  if (rec.lang === 'python' && boundMethodAlias(rec, call, d.name)) return false;
  return !(rec.lang === 'python' && call.from >= 0 && rec.defs[call.from].kind === 'class');
}

/** Whether a variable `name` is bound (FileRec.binds) in the definition `call` is made in or one around it. */
function boundAround(rec: FileRec, call: CallRec, name: string): boolean {
  for (let s = call.from, guard = 0; s >= 0 && guard < 50; s = rec.defs[s].parent, guard++) {
    if (rec.binds.some((b) => b.scope === s && b.name === name)) return true;
  }
  return false;
}

/**
 * Whether Python's bare call `call` names a variable holding a bound method
 * called `name` (`render_lines = console.render_lines`, fileBuilder
 * bindMethod) in its function or one around it: then it may run a method.
 */
function boundMethodAlias(rec: FileRec, call: CallRec, name: string): boolean {
  for (let s = call.from, guard = 0; s >= 0 && guard < 50; s = rec.defs[s].parent, guard++) {
    if (rec.binds.some((b) => b.scope === s && b.name === call.name && b.type.startsWith(METHOD_ALIAS) && b.type.endsWith(`.${name}`))) return true;
  }
  return false;
}

/**
 * The type of a Kotlin literal receiver (`"%.2f".format(…)`: `(String)`,
 * LangSpec.literalType), else undefined.
 */
function kotlinLiteral(rec: FileRec, call: CallRec): string | undefined {
  return rec.lang === 'kotlin' ? parenType(call.recv) : undefined;
}

/** GraphData's unresolved calls (see the file header). */
export class GraphUnresolved extends GraphClasses {
  /**
   * Calls and `new`s named like `target` (same language family) that
   * resolve to no definition at all: a receiver of unknown type (an untyped
   * callback parameter, `any`), or a bare name several definitions share.
   * They may or may not call `target`; callers and impact answers count
   * them so a short list is not read as complete (newcomer7 #4). A call on
   * a value known to be built in (an array, string, Map, Set, Promise …:
   * graphBuiltins) is not one of them, nor a call in another file of a C/C++
   * `static` function (DefRec.exported false: its own file sees it only),
   * nor one on a Kotlin literal of another type than the method's class
 * (literalExcludes), nor a `super().m()` in the method's own class or a subclass of it (the
   * call runs an ancestor's m), nor one in a class outside the method's
   * class's descendants whose ancestors are all known or from outside the repository (it runs one of those), nor a call without its name
   * written (Kotlin `a[i]`: types nameUnwritten). Code outside test files first
   * (rank.ts isTestPath), then by path and line. Nor one whose argument
   * count the definition's parameters cannot take (CallRec.args, arity.ts:
   * `q.execute("x") { … }` is no call of a parameterless `execute()`), so
   * same-named methods get notes of their own (newcomer 19 #1). Nor, for an
   * unexported Go definition, a call from another package (another
   * directory, or a `package x_test` file beside it). `left` gains
   * how many were left out for a receiver from outside (outsideTypes.ts).
   */
  unresolvedNamed(target: DefRef, left?: { outside: number }): { path: string; call: number }[] {
    const d = this.def(target);
    const lang = this.files.get(target.path)?.lang ?? '';
    const out: { path: string; call: number }[] = [];
    // A C/C++ `static` function (or one in an anonymous namespace) of a source file is seen by that file only.
    const fileOnly = fileLocal(d, target.path, lang);
    // A local function (`Hono.mount.handler`) is called by name only inside the function it is written in.
    const local = localScope(this, target);
    const within = local ? this.def(local) : undefined;
    const owner = this.ownerOf(target);
    const ownerName = owner ? this.def(owner).name : undefined;
    // A top-level function of a file whose class a syntax error lost (FileRec.lostTypes) may be that class's method: `reader.m()` from Java may call it.
    const lostMethod = d.kind === 'function' && d.parent < 0 && !!this.files.get(target.path)?.lostTypes?.length;
    // Ruby: the positional arguments a method takes (`MediaType.params(content_type)` is no `request.params`; newcomer 45 #5).
    const params = ARITY_LANGS.has(lang) ? paramRange(fullSignature(d), d.name, d.extends !== undefined && lang === 'csharp') : lang === 'ruby' ? rubyParamRange(fullSignature(d), d.name) : undefined;
    // A Go identifier not starting with an upper-case letter is seen by its own package only (Go spec, "Exported identifiers"): same
    // directory and same package clause, so `tc.log(…)` in a `package logrus_test` file beside it cannot call logrus's `Entry.log`.
    const goPackage = lang === 'go' && !/^\p{Lu}/u.test(d.name) ? { dir: dirOf(target.path), pkg: this.files.get(target.path)?.pkg ?? '' } : undefined;
    // The types the method's class extends or implements, by their last names, and those of its repository ancestors (Slim's
    // MiddlewareDispatcher implements MiddlewareDispatcherInterface, which extends PSR's RequestHandlerInterface): a call on a value
    // of one from outside may run this method.
    const ownerBases = owner ? this.ancestorNames(owner) : undefined;
    // PHP: the namespace a function is declared in, unless the global one ('').
    const phpNamespace = lang === 'php' && d.kind === 'function' ? (this.files.get(target.path)!.pkg ?? '') : '';
    // Swift: the labels of the method's parameters, which a call writes (swiftLabels.ts).
    const swiftInner = lang === 'swift' ? parameterListText(fullSignature(d), d.name) : undefined;
    for (const [path, idx] of this.memberAliasNames(target, d).flatMap((n) => [...this.callsNamed(n)])) {
      const rec = this.files.get(path)!;
      if (!sameFamily(rec.lang, lang) || ((fileOnly || within) && path !== target.path) || privateElsewhere(d, target.path, lang, path)) continue;
      if (goPackage && (dirOf(path) !== goPackage.dir || (rec.pkg ?? '') !== goPackage.pkg)) continue;
      for (const i of idx) {
        const c = rec.calls[i];
        if (within && (c.line < within.line || c.line > within.endLine)) continue;
        // Ruby `super` names the next ancestor's method: found nowhere here, that ancestor is outside the repository (`super` in an Exception subclass).
        if (rec.lang === 'ruby' && rec.calls[i].recv === 'super') continue;
        // `super().m()` in class C runs a method of a class after C in the order of its ancestors: never C's own, nor a subclass's.
        if (rec.calls[i].recv === 'super' && owner && this.superExcludes(owner, path, rec, rec.calls[i])) continue;
        // `a[i]` on a value of unknown type (Kotlin's `get`): most often a list's or a map's, never offered.
        if (nameUnwritten(rec.calls[i])) continue;
        // Swift: the argument labels a call writes must fit the method's (Alamofire's `eventMonitor?.request(r, didCreateTask: t)`
        // is no `Session.request(_:method:…)`; newcomer 48 B-9).
        if (swiftInner !== undefined && c.argTypes && rec.lang === 'swift' && swiftLabelsFit(c.argTypes, swiftInner) === 'no') continue;
        // A property (C#, Swift computed) runs when read: a call passing arguments (`type(of: x)`) is none of it.
        if (d.property !== undefined && (c.args ?? 0) > 0) continue;
        // A Rust macro's invocation is no call of a function (macros live in a namespace of their own).
        if (c.recv === MACRO_RECEIVER && rec.lang === 'rust') continue;
        // A PHP function written with its namespace (`\json_decode()`) names that namespace's only: resolved to none, it is PHP's or a dependency's.
        if (rec.lang === 'php' && c.recv?.endsWith('\\')) continue;
        // A bare PHP name is its own namespace's or the global one's (graphScope resolveName): never a function of another namespace.
        if (phpNamespace && c.recv === undefined && rec.lang === 'php' && phpNamespace !== rec.pkg) continue;
        // A call on a built-in value (`names.find(…)` of a `string[]`) cannot be this definition's (graphBuiltins).
        if ((c.kind !== 'call' && c.kind !== 'new') || this.resolveCall(path, i).length || this.builtinReceiver(path, rec, c) || (!lostMethod && shapeExcludes(d, target.path, rec, path, c)) || !fits(c, params) || this.literalExcludes(d, ownerName, rec, c) || this.cppBareExcludes(d, path, rec, c)) continue;
        if (owner && c.recv !== undefined && this.unrelatedReceiver(owner, path, rec, c)) continue;
        // A variable of a dependency's type may call an extension of another type outside the repository (graphElements outsideExtension),
        // or the method of a repository class implementing that type (Slim's `$handler->handle()` with `RequestHandlerInterface $handler`
        // reaches RouteRunner, which implements it; newcomer 43 #3).
        if (!this.outside(path, rec, c) || this.outsideExtension(path, rec, c, d) || (ownerBases?.size && ownerBases.has(this.receiverTypeName(path, rec, c) ?? ''))) out.push({ path, call: i });
        else if (left) left.outside++;
      }
    }
    const test = (p: string) => (isTestPath(p) ? 1 : 0);
    return out.sort((a, b) => test(a.path) - test(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : this.files.get(a.path)!.calls[a.call].line - this.files.get(b.path)!.calls[b.call].line));
  }

  /**
   * The last names of the types class `cls` extends or implements as written (DefRec.bases), and of those its
   * repository ancestors do, up to 5 levels (`MiddlewareDispatcher` → `MiddlewareDispatcherInterface`,
   * `RequestHandlerInterface`).
   */
  private ancestorNames(cls: DefRef): Set<string> {
    const out = new Set<string>();
    const seen = new Set<string>();
    const walk = (c: DefRef, depth: number): void => {
      const key = `${c.path}\0${c.i}`;
      if (depth > 5 || seen.has(key)) return;
      seen.add(key);
      for (const b of this.def(c).bases ?? []) out.add(b.split(/::|\.|\\/).pop()!);
      for (const b of this.bases(c)) walk(b, depth + 1);
    };
    walk(cls, 0);
    return out;
  }

  /**
   * The last name of the declared type of `call`'s receiver when it is a
   * variable (`handler`) or a field of the class around the call
   * (`this.tip`), as its bind or the field's declaration writes it; undefined otherwise.
   */
  private receiverTypeName(path: string, rec: FileRec, call: CallRec): string | undefined {
    const recv = call.recv;
    if (!recv) return undefined;
    const field = /^(?:this|self)\.([A-Za-z_]\w*)$/.exec(recv);
    let b: { type: string } | undefined;
    if (field) {
      const cls = this.enclosingClass(path, rec, call.from);
      b = cls ? this.fieldType(cls, field[1]) : undefined;
    } else if (/^[A-Za-z_]\w*$/.test(recv)) b = this.bindFor(path, rec, call.from, recv, call);
    return b?.type.replace(/<.*$/s, '').split(/::|\.|\\/).pop();
  }

  /**
   * The names calls of `d` (at `target`) are written with: its own, and the
   * property of each top-level member alias naming it in its file (JS
   * `res.set = res.header = function header…`: `header` and `set`,
   * langTsAssigned.ts; FileRec.aliases scope -1 `res.set` of `res.header`),
   * its own name first. `d` is the definition at `target`.
   */
  memberAliasNames(target: DefRef, d: DefRec = this.def(target)): string[] {
    const names = [d.name];
    const own = d.container ? `${d.container}.${d.name}` : undefined;
    for (const a of (own && this.files.get(target.path)?.aliases) || []) {
      const dot = a.name.lastIndexOf('.');
      if (a.scope === -1 && a.of === own && dot > 0 && !names.includes(a.name.slice(dot + 1))) names.push(a.name.slice(dot + 1));
    }
    return names;
  }

  /**
   * Whether `call`, made on a Kotlin literal (`"%.2f".format(…)`: `(String)`),
   * cannot be a call of `d` (a method of `ownerName`, or an extension of
   * `d.extends`): a class the repository defines is no supertype of a
   * built-in literal's type (Kotlin cannot make String implement it), so
   * only a method or extension of another type is excluded.
   */
  private literalExcludes(d: DefRec, ownerName: string | undefined, rec: FileRec, call: CallRec): boolean {
    const lit = kotlinLiteral(rec, call);
    const of = lit ? (d.extends ?? ownerName) : undefined;
    return of !== undefined && of !== lit && this.defsNamed(of).some((r) => CLASS_LIKE_KINDS.has(this.def(r).kind));
  }

  /** Whether `call` (in file `path`) is made on a type from outside the repository (outsideTypes.ts), so it cannot call a definition here. */
  private outside(path: string, rec: FileRec, call: CallRec): boolean {
    return outsideReceiver(rec, call, this.outsideLookup(path, rec, call));
  }

  /**
   * What outsideTypes.ts asks of the graph about `call` of file `path` (also the callers note's, unresolvedCalls.ts
   * receiverKnown). `nested`: the lookup reads a callee's declared result in the callee's own file, where `call`'s
   * scope means nothing, so it asks no further result.
   */
  outsideLookup(path: string, rec: FileRec, call: CallRec, nested = false): OutsideLookup {
    return {
      resultOutside: nested
        ? undefined
        : (callee) => {
            const targets = this.calleeTargets(path, rec, callee, call.from);
            return (
              targets.length > 0 &&
              targets.every((t) => {
                const returns = this.def(t.def).returns;
                const trec = this.files.get(t.def.path)!;
                return returns !== undefined && typed(trec, returns, this.outsideLookup(t.def.path, trec, call, true));
              })
            );
          },
      // A type whose class the parser lost in a file with errors (FileRec.lostTypes) is the repository's all the same.
      definesName: (name, lang) =>
        this.defsNamed(name).some((r) => sameFamily(this.files.get(r.path)!.lang, lang)) || this.lostTypeFiles(name).some((p) => sameFamily(this.files.get(p)!.lang, lang)),
      definesType: (name, lang) =>
        this.defsNamed(name).some((r) => sameFamily(this.files.get(r.path)!.lang, lang) && (CLASS_LIKE_KINDS.has(this.def(r).kind) || this.def(r).kind === 'namespace' || this.def(r).kind === 'type')) ||
        this.lostTypeFiles(name).some((p) => sameFamily(this.files.get(p)!.lang, lang)),
      typeOf: (name) => this.bindFor(path, rec, call.from, name, call)?.type,
      fieldOfType: nested
        ? undefined
        : (type, name) => {
            const ft = this.fieldOfNamedType(path, rec, type, call.from, name);
            return ft ? { type: ft.type, rec: this.files.get(ft.path)! } : undefined;
          },
      fieldTypeOf: (name) => {
        const cls = this.enclosingClass(path, rec, call.from);
        return cls ? this.fieldType(cls, name)?.type : undefined;
      },
      externalModule: (source) => !this.moduleFiles(path, rec, source).length,
      importedValueOutside: nested
        ? undefined
        : (name) => {
            const b = this.bindFor(path, rec, call.from, name, call);
            if (!b || b.path === path) return false;
            const brec = this.files.get(b.path)!;
            return typed(brec, b.type, this.outsideLookup(b.path, brec, call, true));
          },
      goForeign: (source) => this.modules().goForeign(source),
      exportOutside: (source, name) => {
        const ms = this.moduleFiles(path, rec, source);
        return ms.length > 0 && ms.every((m) => this.exportOutside(m, name));
      },
    };
  }

  /**
   * The declared type of field `field` (with the file declaring it) in the class type `type` names where it is written
   * (`p` inside `from`; a Go pointer `*T` as T): GraphTypes typeDefs, then fieldType. Undefined when either is unknown.
   */
  protected fieldOfNamedType(p: string, rec: FileRec, type: string, from: number, field: string): { type: string; path: string } | undefined {
    const cls = this.typeDefs(p, rec, type.replace(/^\*/, ''), from).find((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
    return cls ? this.fieldType(cls.def, field) : undefined;
  }

  /**
   * Whether `call`'s receiver (a variable, or a field `this.x` / `self.x` / a bare Java field) has a
   * known type whose every class can never run a method of class `owner`: each class the type names
   * (a union `A|B` each member; a pytest fixture's the class it gives) is found, is neither `owner`
   * nor one of its ancestors (then the value may be an `owner`) nor a descendant (that would inherit the
   * method, and the call would have resolved), and all its ancestors are known or from outside the
   * repository (ancestryClosed). So flask's `client.get(…)` (client: FlaskClient, whose `get` werkzeug's
   * Client defines) is no call of `Scaffold.get` (newcomer 28 #2: 311 such calls were offered).
   * A receiver that is a call (`app.test_client()`) has the type its callee declares it returns, and a
   * variable's type may be a call's result or an element in turn (GraphTypes typeDefs). False when the type
   * is unknown or names no class of the repository.
   */
  private unrelatedReceiver(owner: DefRef, path: string, rec: FileRec, call: CallRec): boolean {
    const recv = call.recv!;
    const field = /^(?:this|self)\.([A-Za-z_]\w*)$/.exec(recv)?.[1];
    // `app.test_client().get(…)`: what the callee declares it returns.
    const result = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(\)$/.test(recv);
    if (!field && !result && !/^[A-Za-z_$][\w$]*$/.test(recv)) return false;
    // A variable's bind, else a field of the class around the call (`self.x`, or Java's bare `x`).
    const b = result || field ? undefined : this.bindFor(path, rec, call.from, recv, call);
    let bound: { type: string; path: string; scope: number } | undefined;
    if (result) bound = { type: recv, path, scope: call.from };
    else if (b) bound = { type: b.type, path: b.path, scope: b.path === path ? call.from : -1 };
    else {
      const cls = this.enclosingClass(path, rec, call.from);
      bound = cls ? this.fieldType(cls, field ?? recv) : undefined;
    }
    if (!bound) return false;
    const brec = this.files.get(bound.path)!;
    const classes: DefRef[] = [];
    for (const t of bound.type.split('|')) {
      const found = this.typeDefs(bound.path, brec, t, bound.scope).filter((x) => CLASS_LIKE_KINDS.has(this.def(x.def).kind));
      if (!found.length) return false;
      classes.push(...found.map((x) => x.def));
    }
    return classes.every((c) => !this.descendsFrom(owner, c) && !this.descendsFrom(c, owner) && this.ancestryClosed(c, 0));
  }

  /** Whether `call` (on `super`, in file `path`) is in a class that `owner` is or descends from, so it can never run `owner`'s method. */
  private superExcludes(owner: DefRef, path: string, rec: FileRec, call: CallRec): boolean {
    const cls = this.enclosingClass(path, rec, call.from);
    if (cls === null) return false;
    if (this.descendsFrom(owner, cls)) return true;
    // Nor in a class that does not descend from `owner` when all its ancestors are in the repository (newcomer 14a #7:
    // `super()` in `RetryTransport extends FetchTransport` offered for an unrelated `Client.constructor`).
    // Bases from outside the repository (`class Config(dict)`, `class FlaskGroup(click.Group)`) cannot descend from
    // `owner` either (newcomer 18 #11: their `super().__init__` were offered for flask's App.__init__).
    return !this.descendsFrom(cls, owner) && this.ancestryClosed(cls, 0);
  }

  /**
   * Whether a bare C++ call cannot be a call of `d` whatever it resolves to:
   * a method called bare outside every class (`area(5)` in a free function
   * names a free function), or a free function called bare inside a class
   * that declares a member of that name (`perim()` in a member of Shape,
   * which declares `int perim() const;`, is Shape's member: implicit `this`
   * comes before the enclosing namespaces).
   */
  private cppBareExcludes(d: DefRec, path: string, rec: FileRec, call: CallRec): boolean {
    if (rec.lang !== 'cpp' || call.recv !== undefined || call.kind !== 'call') return false;
    const cls = this.enclosingClass(path, rec, call.from);
    if (d.kind === 'method') return cls === null;
    return d.kind === 'function' && d.parent < 0 && !d.container && cls !== null && this.declaresMember(cls, call.name, 0);
  }
}
