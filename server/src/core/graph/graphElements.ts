/**
 * GraphData's layer between receiver types (graphTypes.ts) and built-in
 * receivers (graphBuiltins.ts): calls' results and collections' elements. A
 * receiver that is a call's result takes the callee's declared return type
 * (viaResult, link by link along a chain; `this` of a fluent method); an
 * element of a declared collection (`repos[0]`, `for (const r of repos)`,
 * Go `range`) takes the collection's element type (elementTypeDefs), also
 * through a field, a call returning a collection, and standard collection
 * methods (`m.get(k)`, `repos.filter(f)`).
 */
import { rustResult } from './langRustResults';
import type { CallRec, DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { defKey, type DefRef, type Target } from './graphIndex';
import { C_HEADER, FAMILY, RULES } from './graphRules';
import { extensionCall, implicitReceiverExtension, outsideExtension, type ExtensionGraph } from './extensionCalls';
import { GraphTypes, RUBY_SELF_NEW } from './graphTypes';
import { elementGetters, sameCollection } from './collectionMethods';
import { argumentFits, declaredParamTypes, positionTypes, type ArgumentClass } from './argTypes';
import { cppArgumentFits, cppParamTypes, cppType } from './argTypesCpp';
import { swiftLabelsFit } from './swiftLabels';
import { kotlinArgumentFits, kotlinParams, kotlinTypeInJava } from './argTypesKotlin';
import { fullSignature, parameterListText } from './arity';
import { accessorKind } from './signatures';

/** Results and elements over GraphTypes (see the file header). */
/** Languages where a class called as a function constructs it (`Repo()`, no `new`): Python, Kotlin, Scala (a case class's `apply`), Swift, C++ (`Square(3).area()`). */
const CONSTRUCTED_BY_CALL: ReadonlySet<string> = new Set(['python', 'kotlin', 'scala', 'swift', 'cpp']);
/** Result types from outside the repository an argument's call may be typed by (graphElements resultType): strings, primitives and their boxes, whose names mean one type everywhere (a type parameter or another outside class would not). */
const OUTSIDE_RESULTS: ReadonlySet<string> = new Set(['String', 'string', 'int', 'long', 'float', 'double', 'char', 'boolean', 'bool', 'Integer', 'Long', 'Float', 'Double', 'Character', 'Boolean']);
/** Languages whose declared return type is read from the method's own place (a nested class of the enclosing class: `Outer.Inner`). */
const NESTED_RETURNS: ReadonlySet<string> = new Set(['java', 'csharp', 'kotlin']);


/**
 * Standard interfaces whose supertypes are known, each with them (JDK API docs: java.io.Closeable extends
 * java.lang.AutoCloseable; the others extend nothing but Object; .NET's IDisposable and the like alike): a class
 * implementing only these and the repository's own types is no instance of any other outside type, such as
 * `java.io.Reader` or `Appendable` (GraphElements argumentClass).
 */
const CLOSED_STANDARD_TYPES: ReadonlyMap<string, readonly string[]> = new Map([
  ['Closeable', ['AutoCloseable']],
  ['AutoCloseable', []],
  ['Flushable', []],
  ['Serializable', []],
  ['Cloneable', []],
  ['Comparable', []],
  ['Runnable', []],
  ['Appendable', []],
  ['Readable', []],
  ['CharSequence', []],
  ['IDisposable', []],
  ['IAsyncDisposable', []],
  ['ICloneable', []],
  ['IComparable', []],
  ['IEquatable', []],
  ['IFormattable', []],
]);

export abstract class GraphElements extends GraphTypes {
  /**
   * Members named `call.name` of what a call of `callee` (`local`, `this.make`,
   * `store.New`, `repo.find`) returns: the callee is resolved as a call made at
   * the same place (so scope, imports, receivers and decoys follow the usual
   * rules), then each target's declared return type (DefRec.returns) is read
   * in that target's file. A Python, Kotlin, Scala or Swift class called as a
   * function constructs it (`Repo().save()`, CONSTRUCTED_BY_CALL). A chain (`repo.open().store().load()`, kept as the
   * callee `repo.open().store`) is typed link by link: the callee's own
   * receiver `repo.open()` is again a call's result, resolved here in turn;
   * a construction heads a chain as the cast form `(Repo).open` (receivers.ts
   * callReceiver). `unwrapped`: how often the call's result goes through Rust's `?`,
   * `.unwrap()` or `.expect(…)` (receiver `f()?`: 1, `f()??`: 2).
   */
  protected viaResult(p: string, rec: FileRec, call: CallRec, callee: string, unwrapped = 0): Target[] {
    // Ruby `new(…)` / `self.new(…)` in a singleton method and `self.class.new(…)` in an instance method make an instance of the enclosing class (rack's `self.new(app, &block).to_app`).
    // The instance's class is what typeDefs makes of the same call bound to a variable (`b = self.new(…)`): one rule for both.
    if (rec.lang === 'ruby' && RUBY_SELF_NEW.has(callee)) return this.membersOfDefs(this.typeDefs(p, rec, `${callee}()`, call.from), call.name);
    // Python `make_client(…).get()` in a test taking the `make_client` fixture: a member of what calling the fixture's value
    // builds (DefRec.fixtureMakes), as typeDefs reads `c = make_client(…)`; never what the fixture function itself returns.
    if (rec.lang === 'python' && call.from >= 0 && !callee.includes('.')) {
      const given = this.bindFor(p, rec, call.from, callee, call);
      if (given?.path === p && given.type.startsWith('fixture:') && !given.type.endsWith('()')) {
        return this.membersOfDefs(this.fixtureTypes(p, rec, `${given.type.slice(8)}()`, call.from, 1), call.name);
      }
    }
    // Go `getCmd().Flags()` of a local `getCmd := func() *Command {…}`: a member of its declared result.
    const local = callee.includes('.') ? undefined : this.localResult(p, rec, callee, call.from);
    if (local) return this.membersOfType(p, rec, local, call.from, call.name);
    const out: Target[] = [];
    const seen = new Set<string>();
    const targets = this.calleeTargets(p, rec, callee, call.from, call);
    // `m.get(k)!.m()`, `list.at(0)?.m()` of a declared Map or array (langTsTypes): its element's members.
    if (!targets.length) return this.membersOfDefs(this.collectionMethod(p, rec, callee, call.from, 0, elementGetters(rec.lang)), call.name);
    for (const t of targets) {
      const d = this.def(t.def);
      let hits: Target[] = [];
      // Rust `f()?.m()` (`unwrapped`): the T of a declared `Result<T, E>` (langRustResults rustResult).
      const returns = rustResult(this.files.get(t.def.path)!.lang, d.returns, unwrapped);
      // JS `app.addHook(…).addHook(…)` of a function (no class around it) returning `this`: the object it was called on, read as `app.addHook(…)`.
      const dot = callee.lastIndexOf('.');
      if (returns === 'this' && d.kind === 'function' && dot > 0 && FAMILY[rec.lang] === 'js') hits = this.calleeTargets(p, rec, `${callee.slice(0, dot)}.${call.name}`, call.from, call);
      else if (returns) hits = this.membersOfDefs(this.returned(t.def, returns, 0), call.name);
      else if (CONSTRUCTED_BY_CALL.has(rec.lang) && d.kind === 'class') hits = this.member(t.def, call.name, 'receiver');
      // `createServer().listen()`, `require('fastify')().get()`: a member of the object literal the function returns (graphTypes literalMember).
      else if (d.returnsLiteral) hits = this.returnedLiteralMember(t.def, call.name);
      for (const h of hits) {
        const key = defKey(h.def.path, h.def.i);
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ def: h.def, via: 'receiver' });
        }
      }
    }
    return out;
  }

  /**
   * Members `call.name` of field `field` of what `callee` (written in `p`, a call chain as receivers.ts writes it)
   * returns: serilog's `new LoggerConfiguration().WriteTo.Sink(s).Filter.With(f)`, receiver
   * `(LoggerConfiguration).WriteTo.Sink().Filter`, is With of the type Sink's class declares for its Filter (a field, a
   * property, a getter: fieldType). [] when the callee's result or the field's type is unknown.
   */
  protected viaResultField(p: string, rec: FileRec, call: CallRec, callee: string, field: string): Target[] {
    const out: Target[] = [];
    const seen = new Set<string>();
    for (const t of this.calleeTargets(p, rec, callee, call.from, call)) {
      const d = this.def(t.def);
      const returns = rustResult(this.files.get(t.def.path)!.lang, d.returns, 0);
      const classes = returns ? this.returned(t.def, returns, 0) : CONSTRUCTED_BY_CALL.has(rec.lang) && d.kind === 'class' ? [t] : [];
      for (const c of classes) {
        if (!CLASS_LIKE_KINDS.has(this.def(c.def).kind)) continue;
        const ft = this.fieldType(c.def, field);
        if (!ft) continue;
        for (const h of this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name)) {
          const key = defKey(h.def.path, h.def.i);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ def: h.def, via: 'receiver' });
        }
      }
    }
    return out;
  }

  /**
   * What the pytest fixture `name` gives a test or fixture of file `p`
   * inside definition `from` (a parameter bound `fixture:name`,
   * pythonFixtures.ts; `name()` for what calling that value builds): the
   * fixture function of that name (DefRec.fixture) in `p` itself — in the
   * class around `from` or one of its bases (pytest collects a test class's
   * inherited fixtures), else at its top level — else in the `conftest.py`
   * of p's folder, else of the nearest folder above it that has one
   * (pytest's lookup order), then what it declares or builds (DefRec.returns,
   * read from inside the fixture function; DefRec.fixtureMakes for a call).
   * [] when no fixture is found or it gives no known class.
   */
  protected fixtureTypes(p: string, rec: FileRec, name: string, from: number, depth: number): Target[] {
    const cls = from >= 0 ? this.enclosingClass(p, rec, from) : null;
    const call = name.endsWith('()');
    return this.fixtureGives(p, cls && cls.path === p ? cls : null, call ? name.slice(0, -2) : name, call, depth);
  }

  /** fixtureTypes for a test of file `p` in class `cls` (null: none), asking for fixture `name` (its value, or what calling it builds when `call`). */
  private fixtureGives(p: string, cls: DefRef | null, name: string, call: boolean, depth: number): Target[] {
    if (depth > 4) return [];
    const fixtures = this.defsNamed(name).filter((r) => this.def(r).fixture);
    if (!fixtures.length) return [];
    const at = (file: string) => fixtures.filter((r) => r.path === file && this.def(r).parent < 0);
    // A class's fixtures serve its tests and its subclasses' tests only; the nearest class declaring one wins (an override).
    let found = cls ? this.classFixtures(cls, fixtures, 0) : [];
    if (!found.length) found = at(p);
    for (let dir = p.slice(0, Math.max(0, p.lastIndexOf('/'))); !found.length; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/')))) {
      found = at(dir ? `${dir}/conftest.py` : 'conftest.py');
      if (!dir) break;
    }
    return found.flatMap((r) => {
      const d = this.def(r);
      const frec = this.files.get(r.path)!;
      if (call) return d.fixtureMakes ? this.typeDefs(r.path, frec, d.fixtureMakes, r.i, depth + 1).filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind)) : [];
      if (!d.returns) return [];
      // `return top`, `return serializer_factory()` (pythonFixtures fixtureValue): pytest resolves every fixture of a test's closure
      // from the test's place, so a subclass overriding `serializer_factory` changes what an inherited `serializer` builds.
      if (d.returns.startsWith('fixture:')) {
        const inner = d.returns.slice(8);
        const again = inner.endsWith('()');
        return this.fixtureGives(p, cls, again ? inner.slice(0, -2) : inner, again, depth + 1);
      }
      // Read from inside the fixture: `app.test_client()` of `client(app)` types `app` by its own fixture.
      return this.typeDefs(r.path, frec, d.returns, r.i, depth + 1);
    });
  }

  /** The fixtures among `fixtures` declared in class `cls`, else in its nearest base declaring any (≤ 5 levels). */
  private classFixtures(cls: DefRef, fixtures: DefRef[], depth: number): DefRef[] {
    const own = fixtures.filter((r) => r.path === cls.path && this.def(r).parent === cls.i);
    if (own.length || depth >= 5) return own;
    for (const b of this.bases(cls)) {
      const inherited = this.classFixtures(b, fixtures, depth + 1);
      if (inherited.length) return inherited;
    }
    return [];
  }

  /** The types function `fn` declares it returns (`returns`, read in its file); `this` (a fluent method) is the class declaring it. */
  protected returned(fn: DefRef, returns: string, depth: number): Target[] {
    // Kotlin `this|commonAdd()`: an overload returning what its siblings do (langKotlin selfDelegations), each read alike.
    if (returns.includes('|')) return returns.split('|').flatMap((r) => this.returned(fn, r, depth));
    const frec = this.files.get(fn.path)!;
    if (returns === 'this') {
      const cls = this.enclosingClass(fn.path, frec, fn.i);
      return cls ? [{ def: cls, via: 'receiver' }] : [];
    }
    // C++ reads the type from the function's own place (its namespace and the file's usings: namespaceSees);
    // `return this.queryRunner ?? …` (langTs impliedResult) the field of the function's class (typeDefs' `this.x`).
    // Python `return cls.helper()` (`self.helper()`, langPython defExtra) the call made from the classmethod.
    // Java, C# and Kotlin read it there too: a nested class the method returns (`static Inner of()` in `Outer.Inner`) is named from inside its outer class.
    // Ruby too: a constant is read by the lexical scope of the method (`QueryParser` in `module Rack; module Utils`).
    const from = frec.lang === 'cpp' || frec.lang === 'ruby' || NESTED_RETURNS.has(frec.lang) || returns.startsWith('this.') || returns.startsWith('self.') ? fn.i : -1;
    return this.typeDefs(fn.path, frec, returns, from, depth);
  }

  /**
   * Element types of what a call of `callee` (`f`, `this.list`, `repos.filter`)
   * returns: each target's declared collection element (DefRec.returnsElem);
   * when the callee resolves to nothing, a standard collection method of a
   * declared collection (collectionMethods sameCollection: `repos.filter()` has repos's elements).
   */
  private elementOfCall(p: string, rec: FileRec, callee: string, from: number, depth: number): Target[] {
    const targets = this.calleeTargets(p, rec, callee, from);
    if (!targets.length) return this.collectionMethod(p, rec, callee, from, depth, sameCollection(rec.lang));
    const out: Target[] = [];
    for (const t of targets) {
      // TypeScript `(): Repo[]` (returnsElem); Go `func List() []*Repo` (returns `[]Repo`, langGo resultType).
      const d = this.def(t.def);
      const el = d.returnsElem ?? (d.returns?.startsWith('[]') ? d.returns.slice(2) : undefined);
      if (el) out.push(...this.typeDefs(t.def.path, this.files.get(t.def.path)!, el, -1, depth + 1));
      // Go `func (c *Context) Errs() errorMsgs`: the named slice type's elements.
      else if (d.returns) out.push(...this.namedElements(t.def.path, this.files.get(t.def.path)!, d.returns, -1, depth));
    }
    return out;
  }

  /**
   * `x.m` with `m` one of `names` (graphTypes elementGetters, sameCollection) called on a declared collection `x`: x's element
   * types. The same depth: `x` is shorter than the callee, so a chain (`boxes.stream().filter(f).findFirst().get()`) ends.
   */
  protected collectionMethod(p: string, rec: FileRec, callee: string, from: number, depth: number, names: ReadonlySet<string>): Target[] {
    const dot = callee.lastIndexOf('.');
    return dot > 0 && names.has(callee.slice(dot + 1)) ? this.elementTypeDefs(p, rec, callee.slice(0, dot), from, depth) : [];
  }

  /**
   * Members `name` through fields of an element: `repos[].session` (`r.session.save()`
   * with `r` a callback's element, receivers.ts renameHeads), the field's declared
   * type in the element's class; Go `t[].a.b` (`t[i].a.b.Run()`), each later field's
   * declared type in the class the one before holds. Nothing for any other receiver holding `[]`.
   */
  protected viaElementField(p: string, rec: FileRec, recv: string, from: number, name: string): Target[] {
    const at = recv.lastIndexOf('[].');
    const fields = at > 0 ? recv.slice(at + 3).split('.') : [];
    if (!fields.length || fields.length > 4 || !fields.every((f) => /^[A-Za-z_$][\w$]*$/.test(f))) return [];
    let held = this.fieldOfElement(p, rec, recv.slice(0, at + 2), fields[0], from, 0);
    for (const f of fields.slice(1)) {
      const next: Target[] = [];
      for (const t of held) {
        const ft = CLASS_LIKE_KINDS.has(this.def(t.def).kind) ? this.fieldType(t.def, f) : undefined;
        if (ft) next.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, 1));
      }
      held = next;
    }
    return this.membersOfDefs(held, name);
  }

  /** Types of field `field` (`kids`, or `kids[]` for its elements) of the element types of `elem` (`repos[]`). */
  protected fieldOfElement(p: string, rec: FileRec, elem: string, field: string, from: number, depth: number): Target[] {
    const out: Target[] = [];
    for (const t of this.typeDefs(p, rec, elem, from, depth + 1)) {
      if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
      const ft = this.fieldType(t.def, field);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
    }
    return out;
  }

  /**
   * Element type of `of` (`repos`, `s.repos`) seen from definition `from`:
   * the `repos[]` bind of that variable, or of the field of the variable's
   * type (fileBuilder.ts bindElem / bindRange; Go `range`).
   */
  protected elementTypeDefs(p: string, rec: FileRec, of: string, from: number, depth: number): Target[] {
    if (depth > 4) return [];
    // TypeScript: `f()[0]`, `for (const r of this.list())`; `this.repos[i]`, `for (const r of this.repos)` (field `this.repos[]`).
    if (of.endsWith('()')) return this.elementOfCall(p, rec, of.slice(0, -2), from, depth);
    // Go `range hooks[level]` (`hooks[][]`, langGo finish): the elements of an element of a named collection of slices.
    if (rec.lang === 'go' && of.endsWith('[]')) return this.goElementsOfElements(p, rec, of.slice(0, -2), from, depth);
    if (of.startsWith('this.')) {
      const cls = this.enclosingClass(p, rec, from);
      const ft = cls ? this.fieldType(cls, `${of.slice(5)}[]`) : undefined;
      return ft ? this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1) : [];
    }
    // `repos[].kids` (`r.kids` with `r` a callback's element, receivers.ts renameHeads): the field's element type in the element's class.
    const field = of.lastIndexOf('[].');
    if (field > 0) return this.fieldOfElement(p, rec, of.slice(0, field + 2), `${of.slice(field + 3)}[]`, from, depth);
    const dot = of.indexOf('.');
    if (dot < 0) {
      const b = this.bindFor(p, rec, from, `${of}[]`);
      if (b) return this.typeDefs(b.path, this.files.get(b.path)!, b.type, b.path === p ? from : -1, depth + 1);
      // `repos := store.List()` then `range repos`; TypeScript `const repos = allRepos()` then `for (const r of repos)`.
      const v = this.bindFor(p, rec, from, of);
      if (v) {
        const vrec = this.files.get(v.path)!;
        if (v.type.endsWith('()')) return this.elementOfCall(v.path, vrec, v.type.slice(0, -2), v.path === p ? from : -1, depth);
        // Go `for _, hs := range hooks { for _, h := range hs {…} }` (hs bound `hooks[]`): the elements of an element of hooks.
        if (vrec.lang === 'go' && v.type.endsWith('[]')) return this.elementTypeDefs(v.path, vrec, v.type, v.path === p ? from : -1, depth + 1);
        // Go `a errorMsgs` (`type errorMsgs []*Error`), `for _, e := range a`: the named type's elements.
        const named = this.namedElements(v.path, vrec, v.type, v.path === p ? from : -1, depth);
        // A C# field is also bound by its bare name in its class (`handlers` beside `this.handlers[]`): its elements are the field's, below.
        if (named.length || vrec.lang !== 'csharp') return named;
      }
      // Java/C# `boxes.get(0)`, `for (var b : boxes)` with `boxes` a field of the enclosing class or a base (its bind `this.boxes[]`).
      const ft = RULES[rec.lang]?.implicitThis ? this.enclosingFieldType(p, rec, from, `${of}[]`) : undefined;
      if (!ft) return [];
      // Seen from the class declaring the field: a class nested in it (Polly's `ConcurrentQueue<TimerEntry> TimerEntries` of its own `record TimerEntry`), else from the file.
      const nested = this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, ft.scope, depth + 1);
      return nested.some((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind)) ? nested : this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1);
    }
    const owner = this.bindFor(p, rec, from, of.slice(0, dot));
    if (!owner) return [];
    const out: Target[] = [];
    for (const t of this.typeDefs(owner.path, this.files.get(owner.path)!, owner.type, owner.path === p ? from : -1, depth + 1)) {
      if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
      const ft = this.fieldType(t.def, `${of.slice(dot + 1)}[]`);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
      else if (this.files.get(t.def.path)!.lang === 'go') {
        // Go `Errors errorMsgs` in Context, `range c.Errors`: the field's named type's elements.
        const named = this.fieldType(t.def, of.slice(dot + 1));
        if (named) out.push(...this.namedElements(named.path, this.files.get(named.path)!, named.type, -1, depth));
      }
    }
    return out;
  }

  /**
   * The types an element of an element of `of` (`hooks`, `l.Hooks`: a
   * variable, or a variable's field) holds, when `of` is declared a
   * collection of collections (`hooks [][]Hook`, a field `Hooks
   * map[Level][]Hook`: its bind `hooks[][]`, langGo nestedElements) or is of a
   * Go named collection of slices (logrus `type LevelHooks map[Level][]Hook`,
   * whose DefRec.returnsElem is `[]Hook`, langGo): Hook. [] for any other type.
   */
  private goElementsOfElements(p: string, rec: FileRec, of: string, from: number, depth: number): Target[] {
    const dot = of.indexOf('.');
    if (dot < 0) {
      const nested = this.bindFor(p, rec, from, `${of}[][]`);
      if (nested) return this.typeDefs(nested.path, this.files.get(nested.path)!, nested.type, nested.path === p ? from : -1, depth + 1);
    }
    const head = this.bindFor(p, rec, from, dot < 0 ? of : of.slice(0, dot));
    if (!head) return [];
    const hrec = this.files.get(head.path)!;
    let named = this.typeDefs(head.path, hrec, head.type, head.path === p ? from : -1, depth + 1);
    const out: Target[] = [];
    if (dot > 0) {
      const fields: Target[] = [];
      for (const t of named) {
        if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
        const nested = this.fieldType(t.def, `${of.slice(dot + 1)}[][]`);
        if (nested) {
          out.push(...this.typeDefs(nested.path, this.files.get(nested.path)!, nested.type, -1, depth + 1));
          continue;
        }
        const ft = this.fieldType(t.def, of.slice(dot + 1));
        if (ft) fields.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
      }
      named = fields;
    }
    for (const t of named) {
      const d = this.def(t.def);
      if (d.kind === 'type' && d.returnsElem?.startsWith('[]')) out.push(...this.typeDefs(t.def.path, this.files.get(t.def.path)!, d.returnsElem.slice(2), -1, depth + 1));
    }
    return out;
  }

  /**
   * Element types of Go named collection type `type` written in `p` inside
   * definition `from` (`errorMsgs` of `type errorMsgs []*Error`: Error; a
   * named map's values): the element type each such definition records
   * (DefRec.returnsElem, langGo), read in its own file. [] for any other type
   * and in other languages.
   */
  private namedElements(p: string, rec: FileRec, type: string, from: number, depth: number): Target[] {
    if (rec.lang !== 'go' || depth > 3) return [];
    const out: Target[] = [];
    for (const t of this.typeDefs(p, rec, type, from, depth + 1)) {
      const d = this.def(t.def);
      if (d.kind === 'type' && d.returnsElem) out.push(...this.typeDefs(t.def.path, this.files.get(t.def.path)!, d.returnsElem, -1, depth + 1));
    }
    return out;
  }
  /**
   * The types property `field` has (declared in its class or a base:
   * fieldType) in what variable `held` holds, seen from definition `from`
   * of `p`: Kotlin `builder.taskRunner` with `builder: Builder` and `class
   * Builder(val taskRunner: TaskRunner)` → TaskRunner; TypeScript `c.req`
   * with `c: Context` (a field, else a getter's declared result, `get req():
   * HonoRequest`); Swift `Session.default`, `held` a type: its static
   * property's. [] when the variable is untyped or its type declares no
   * such property.
   */
  protected propertyOfHeld(p: string, rec: FileRec, held: string, field: string, from: number, depth: number): Target[] {
    const bound = this.bindFor(p, rec, from, held);
    // Swift `Session.default` (Alamofire's `public let AF = Session.default`): a static property of the type so named, `static let \`default\` = Session()`.
    const owners = bound
      ? this.typeDefs(bound.path, this.files.get(bound.path)!, bound.type, bound.path === p ? from : -1, depth + 1)
      : rec.lang === 'swift' && /^[A-Z]/.test(held)
        ? this.resolveName(p, rec, held, from, true)
        : [];
    const out: Target[] = [];
    for (const c of owners) {
      if (!CLASS_LIKE_KINDS.has(this.def(c.def).kind)) continue;
      const ft = this.fieldType(c.def, field);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
      else if (rec.lang !== 'kotlin') {
        for (const m of this.member(c.def, field, 'receiver')) {
          const d = this.def(m.def);
          if (accessorKind(d.signature) === 'get' && d.returns && d.returns !== 'this') out.push(...this.typeDefs(m.def.path, this.files.get(m.def.path)!, d.returns, m.def.i, depth + 1));
        }
      }
    }
    return out;
  }

  /** This graph as extensionCalls.ts reads it. */
  private readonly extensionGraph: ExtensionGraph = {
    files: this.files,
    def: (r) => this.def(r),
    defsNamed: (name) => this.defsNamed(name),
    bindFor: (p, rec, from, name, at) => this.bindFor(p, rec, from, name, at),
    typeDefs: (p, rec, type, from) => this.typeDefs(p, rec, type, from),
    bases: (cls) => this.bases(cls),
    callLine: (rec, call) => this.callLine(rec, call),
    importsOf: (p, rec) => (rec.lang === 'csharp' ? [...rec.imports, ...this.csharpGlobalUsings(p)] : rec.imports),
  };

  /** Kotlin extension functions and C# extension methods member call `call` may name (extensionCalls.ts extensionCall). */
  protected extensionCall(p: string, rec: FileRec, call: CallRec): Target[] {
    return extensionCall(this.extensionGraph, p, rec, call);
  }

  /** Kotlin extension functions a bare call names through an implicit receiver (extensionCalls.ts implicitReceiverExtension). */
  protected implicitReceiverExtension(p: string, rec: FileRec, call: CallRec): Target[] {
    return implicitReceiverExtension(this.extensionGraph, p, rec, call);
  }

  /** Whether `call`, on a variable of a type from outside the repository, may call extension `d` though it resolved to none (extensionCalls.ts outsideExtension). */
  protected outsideExtension(p: string, rec: FileRec, call: CallRec, d: DefRec): boolean {
    return outsideExtension(this.extensionGraph, p, rec, call, d);
  }

  /**
   * Whether the last argument of `call` (in `p`) is a variable holding an
   * array: a parameter `Object... args` or `String[] parts`, a local or field
   * `Box[] bs`, C# `params object[] args` (FileBuilder's element binds, named
   * `args[]`), as graph.ts fitting reads it: passed last to a varargs
   * overload of that many parameters, such an array is the varargs array
   * itself (JLS §15.12.2.2, C# §12.6.4.2 normal form).
   */
  lastArgumentIsArray(p: string, call: CallRec): boolean {
    const last = call.argTypes?.[call.argTypes.length - 1];
    if (!last?.startsWith('@') || !/^@[A-Za-z_$][\w$]*$/.test(last)) return false;
    return !!this.bindFor(p, this.files.get(p)!, call.from, `${last.slice(1)}[]`, { line: call.line, col: call.col });
  }

  /**
   * Whether the argument types call `call` of `p` is known to pass
   * (CallRec.argTypes) may be passed to overload `o` (argTypes.ts
   * argumentFits, parameter by parameter as its signature declares them):
   * a variable `@x` takes the type its declaration in scope gives it at the
   * call (bindFor; unknown when none, or a call's result or a union); a
   * class is looked up from the call's place, its ancestors through bases,
   * and a parameter's type from the overload's own place. `no` when an
   * argument contradicts its parameter; `exact` when every argument's type is
   * known and is its parameter's own (JLS §15.12.2.5: then no other
   * overload that fits is more specific); `known` when every argument's and
   * parameter's type is known and each fits (no varargs position); else `fits`. Kotlin by its own
   * rules (argTypesKotlin.ts kotlinArgumentFits: no widening, `T?` takes
   * `T` and `null`), a named argument `name=type` compared with the
   * parameter of that name (none: `no`); a call across Java and Kotlin fits.
   */
  argumentsFit(p: string, call: CallRec, o: DefRef): 'no' | 'fits' | 'known' | 'exact' {
    const types = call.argTypes;
    if (!types) return 'fits';
    const d = this.def(o);
    const inner = parameterListText(fullSignature(d), d.name);
    if (inner === undefined) return 'fits';
    const rec = this.files.get(p)!;
    const own = this.files.get(o.path)!;
    // Swift: the argument labels against the declaration's (swiftLabels.ts), which tell its overloads apart.
    if (own.lang === 'swift' || rec.lang === 'swift') return own.lang === rec.lang ? swiftLabelsFit(types, inner) : 'fits';
    // C++: its own conversions (argTypesCpp.ts).
    if (own.lang === 'cpp' || rec.lang === 'cpp') return own.lang === rec.lang ? this.cppArgumentsFit(p, rec, call, inner) : 'fits';
    // Kotlin's types and rules are its own (argTypesKotlin.ts). A call from Java of a Kotlin overload compares the Kotlin
    // parameter types as Java sees them (kotlinTypeInJava) by Java's rules (moshi's `moshi.adapter(Foo.class)` is
    // `adapter(type: Class<T>)`, not `adapter(type: Type)`; newcomer 47 #7); one from Kotlin of a Java overload is not compared.
    const kotlin = own.lang === 'kotlin';
    const fromJava = kotlin && rec.lang === 'java';
    if (kotlin !== (rec.lang === 'kotlin') && !fromJava) return 'fits';
    const kt = kotlin ? kotlinParams(inner) : undefined;
    const names = kt?.names ?? [];
    const params = fromJava ? kt!.types.map(kotlinTypeInJava) : (kt?.types ?? declaredParamTypes(inner));
    const kotlinRules = kotlin && !fromJava;
    let exact = types.length === params.length;
    let known = exact;
    // Java/C# varargs: each argument from its position on is an element (`params JsonConverter[] converters` takes no
    // JsonSerializerSettings; newcomer 46 #3), or, alone there, the array itself (JLS §15.12.2.2, C# §12.6.4.2 normal form),
    // which argumentFits lets through as any array.
    const spread = kotlin ? undefined : positionTypes(inner, types.length);
    const restAt = spread && spread.rest >= 0 ? spread.rest : -1;
    for (let k = 0; k < types.length; k++) {
      let arg = types[k];
      let at = k;
      // A Kotlin named argument `name=type` goes to the parameter of that name; an overload without one cannot be called so.
      const eq = kotlinRules ? arg.indexOf('=') : -1;
      if (eq >= 0) {
        at = names.indexOf(arg.slice(0, eq));
        if (at < 0) return 'no';
        arg = arg.slice(eq + 1);
      }
      const element = restAt >= 0 && at >= restAt ? spread!.types[at].replace(/<.*$/s, '').replace(/\?$/, '').split('.').pop() ?? '' : undefined;
      if (element === undefined && at >= params.length) {
        known = false;
        continue;
      }
      if (element !== undefined) {
        exact = false;
        known = false;
      }
      const param = element ?? params[at];
      const literal = !arg.startsWith('@');
      if (arg.startsWith('@')) {
        const name = arg.slice(1);
        const field = name.startsWith('this.') ? name.slice(5) : undefined;
        let b: { type: string } | undefined = field === undefined ? this.bindFor(p, rec, call.from, name, { line: call.line, col: call.col }) : undefined;
        // Java/C# `emit(code)` / `emit(this.code)` of no local `code`: the field of the class around the call (or of its bases).
        if (!b && !kotlinRules && /^[A-Za-z_$][\w$]*$/.test(field ?? name)) {
          const cls = this.enclosingClass(p, rec, call.from);
          b = cls ? this.fieldType(cls, field ?? name) : undefined;
        }
        // `val reader = JsonReader.of(…)` bound to the call: what the callee returns (moshi's `fromJson(reader)`).
        const made = b && /^[A-Za-z_][\w.]*\(\)$/.test(b.type) ? b.type.slice(0, -2) : undefined;
        // `int[] cs`, `Object... args`: an array, bound by its elements (`cs[]`).
        const elements = !b && !kotlinRules && field === undefined ? this.bindFor(p, rec, call.from, `${name}[]`, { line: call.line, col: call.col }) : undefined;
        if (elements && /^[A-Za-z_][\w.]*$/.test(elements.type)) arg = `${elements.type}[]`;
        else arg = made ? this.resultType(p, rec, call, made) : !b || /[|()[\]]/.test(b.type) ? '' : b.type.replace(/<.*$/s, '').replace(/`\d+$/, '');
      } else if (arg.startsWith('^')) arg = this.resultType(p, rec, call, arg.slice(1));
      // `Token.Tag` (a nested class, as declared or constructed): looked up by its path, compared by its name.
      const path = arg;
      if (arg.includes('.')) arg = arg.slice(arg.lastIndexOf('.') + 1);
      if (!arg || !param) {
        exact = false;
        known = false;
        continue;
      }
      if (arg === param) continue;
      exact = false;
      const key = `${o.path}\0${o.i}\0${param}`;
      let paramInRepo = this.derived.get(key);
      if (paramInRepo === undefined) {
        paramInRepo = this.typeDefs(o.path, own, param.replace(/\?$/, ''), o.i).some((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
        this.derived.set(key, paramInRepo);
      }
      const argClass = this.argumentClass(p, rec, call.from, path);
      if (!(kotlinRules ? kotlinArgumentFits(arg, literal, param, argClass, paramInRepo) : argumentFits(arg, param, argClass, paramInRepo))) return 'no';
    }
    return exact ? 'exact' : known ? 'known' : 'fits';
  }

  /**
   * The declared type of a variable `name` (`x`, or `x[]` for its elements)
   * that the C/C++ headers of the repository declare at file scope, when
   * their binds agree on one (yaml-cpp's `const char *ex2_1 = …` in
   * test/specexamples.h, passed as `Load(ex2_1)` in a test including it);
   * undefined otherwise. Kept per graph generation.
   */
  private cppHeaderGlobal(name: string): { type: string; path: string } | undefined {
    if (this.headerGlobals?.generation !== this.generation) {
      const byName = new Map<string, { type: string; path: string }[]>();
      for (const [path, frec] of this.files) {
        if ((frec.lang !== 'cpp' && frec.lang !== 'c') || !C_HEADER.test(path)) continue;
        for (const b of frec.binds) if (b.scope === -1) (byName.get(b.name) ?? byName.set(b.name, []).get(b.name)!).push({ type: b.type, path });
      }
      this.headerGlobals = { generation: this.generation, byName };
    }
    const found = this.headerGlobals.byName.get(name);
    return found?.length && found.every((f) => f.type === found[0].type) ? found[0] : undefined;
  }

  private headerGlobals?: { generation: number; byName: Map<string, { type: string; path: string }[]> };

  /**
   * argumentsFit for a C++ call (argTypesCpp.ts): each argument's type, a
   * literal's or the declared type of the variable named (bindFor at the
   * call, else a field of the class around it, else a global a header
   * declares: cppHeaderGlobal), against the parameter's
   * (cppParamTypes of the overload's list `inner`); `no` when one cannot be
   * passed, `exact` when every argument's type is its parameter's, else `fits`.
   */
  private cppArgumentsFit(p: string, rec: FileRec, call: CallRec, inner: string): 'no' | 'fits' | 'exact' {
    const types = call.argTypes!;
    const params = cppParamTypes(inner);
    let exact = types.length === params.length;
    for (let k = 0; k < types.length; k++) {
      let arg = types[k];
      let bases: ReadonlySet<string> | undefined;
      if (arg.startsWith('@')) {
        const name = arg.slice(1);
        let b: { type: string; path: string } | undefined = this.bindFor(p, rec, call.from, name, { line: call.line, col: call.col }) ?? this.enclosingFieldType(p, rec, call.from, name);
        // `const char *s`, `char buf[64]` (bound by their elements, `s[]`): a pointer to that type.
        const elements = b ? undefined : this.bindFor(p, rec, call.from, `${name}[]`, { line: call.line, col: call.col }) ?? this.cppHeaderGlobal(`${name}[]`);
        if (elements && /^[\w ]+$/.test(elements.type)) b = { type: `${elements.type}*`, path: elements.path };
        b ??= this.cppHeaderGlobal(name);
        arg = !b || /[|()[\]]/.test(b.type) ? '' : cppType(b.type);
        if (arg && b) bases = this.argumentClass(b.path, this.files.get(b.path)!, b.path === p ? call.from : -1, arg.replace(/\*$/, ''))?.names;
      } else if (arg.startsWith('^')) {
        // A call's result: the class a constructor call makes (`LocalTag("")` of a struct), else what the function returns.
        const callee = arg.slice(1);
        const made = this.calleeTargets(p, rec, callee, call.from).filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
        arg = made.length === 1 ? this.def(made[0].def).name : cppType(this.resultType(p, rec, call, callee));
        if (arg) bases = this.argumentClass(p, rec, call.from, arg)?.names;
      }
      const fit = cppArgumentFits(arg, params[k] ?? '', bases);
      if (fit === 'no') return 'no';
      if (fit !== 'exact') exact = false;
    }
    return exact ? 'exact' : 'fits';
  }

  /**
   * The type of a call's result passed as an argument of `call` in `p`
   * (argTypes.ts calleePath: `CodeBlock.of`, `rawType.simpleName`), for
   * argumentsFit: the class every target of the callee declares it returns
   * (DefRec.returns; `this`, a fluent method, its own class) when it is a
   * class the call's place names too, or a string or primitive type from
   * outside; '' when the targets disagree or return anything else (a type
   * parameter `T`, a collection), which compares as unknown.
   */
  private resultType(p: string, rec: FileRec, call: CallRec, callee: string): string {
    const targets = this.calleeTargets(p, rec, callee, call.from);
    let type: string | undefined;
    for (const t of targets) {
      const returns = this.def(t.def).returns;
      if (!returns || /[|()[\]?<]/.test(returns)) return '';
      const classes = this.returned(t.def, returns, 0).filter((c) => CLASS_LIKE_KINDS.has(this.def(c.def).kind));
      let name: string;
      if (classes.length === 1) {
        name = this.def(classes[0].def).name;
        // The name must stand for that class where the call is made too, or argumentFits would compare another one.
        if (!this.typeDefs(p, rec, name, call.from).some((c) => defKey(c.def.path, c.def.i) === defKey(classes[0].def.path, classes[0].def.i))) return '';
      } else if (!classes.length && OUTSIDE_RESULTS.has(returns) && !this.argumentClass(p, rec, call.from, returns)) name = returns;
      else return '';
      if (type !== undefined && type !== name) return '';
      type = name;
    }
    return type ?? '';
  }

  /** What the repository knows of class `type` seen from definition `from` of `p` (argTypes.ts ArgumentClass); undefined when it names no class there. */
  private argumentClass(p: string, rec: FileRec, from: number, type: string): ArgumentClass | undefined {
    let level = this.typeDefs(p, rec, type, from).map((t) => t.def).filter((d) => CLASS_LIKE_KINDS.has(this.def(d).kind));
    if (!level.length) return undefined;
    const names = new Set<string>([type]);
    let open = false;
    const seen = new Set<string>();
    for (let depth = 0; depth < 8 && level.length; depth++) {
      const next: DefRef[] = [];
      for (const c of level) {
        const key = defKey(c.path, c.i);
        if (seen.has(key)) continue;
        seen.add(key);
        names.add(this.def(c).name);
        const found = this.bases(c);
        const foundNames = new Set(found.map((f) => this.def(f).name));
        for (const b of this.def(c).bases ?? []) {
          const n = b.replace(/<.*$/s, '').split('.').pop()!;
          names.add(n);
          if (foundNames.has(n)) continue;
          // A base written but not found in the repository is from outside: it may extend anything outside, unless it is
          // a standard interface whose own supertypes are known (gson's JsonWriter implements Closeable and Flushable,
          // so it is no Appendable; newcomer 46 #1–2).
          const supers = CLOSED_STANDARD_TYPES.get(n);
          if (supers) for (const x of supers) names.add(x);
          else open = true;
        }
        next.push(...found);
      }
      level = next;
    }
    return { names, open };
  }

}
