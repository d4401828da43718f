/**
 * Kotlin extraction (@tree-sitter-grammars/tree-sitter-kotlin): classes,
 * data/enum classes (`enum`), interfaces, objects (`class`, so `Obj.f()` is
 * a static-style call), functions and methods (companion object members
 * belong to their class), type aliases, with base types from `: A(), B`;
 * calls with and without receivers (a bare call inside a class names its
 * members; `Repo()` constructs, as a call naming the class), `import a.b.C`,
 * `import a.b.C as D`, `import a.b.*`; declared types of parameters, class
 * parameters and properties, and `val x = T()`; the file's package;
 * constructors as methods named `constructor`: the primary one written in
 * the class head (`class Account(val id: String)`, primaryConstructors) and
 * secondary ones, with their delegations (`: Base(…)` after a primary
 * constructor, `: this(…)` / `: super(…)`: calls of the class they
 * construct), as Java and C# constructors are methods of their class.
 * Resolution follows Java: package scope and imports by declared package.
 * A file the grammar cannot read whole is read again with `;` before
 * one-line bodies' `}` (kotlinBraces.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec, SourceText } from './extract';
import type { FileBuilder } from './fileBuilder';
import { clip, oneLine } from '../text';
import { constructorModifiersRead, kotlinBraceSemicolons, kotlinSource, SHIFTED_HEADER } from './kotlinBraces';
import { callReceiver, receiverText, uncommented } from './receivers';
import { kotlinArgumentOf, kotlinLiteralType } from './argTypesKotlin';
import { anonymousOrdinal, scopeAround, type AnonymousRules } from './anonymousNames';
import { declaredJvmName, markJvmNames } from './kotlinFacades';
import { implicitReceivers, kotlinReceiver } from './kotlinReceivers';
import { aliasedTypeName } from './typeArguments';

/**
 * A declared type, whole (`Headers`, `Headers.Builder`, `okhttp3.Headers.Builder`, `Map.Entry<K, V>`, each also nullable `?`):
 * bound as `bind.qualified`, which keeps the dots and drops the type arguments, so a nested class is read as nested in its outer
 * one (graphScope qualifiedType), never as the outer class its first name is.
 */
const T = `[(user_type) @type (nullable_type (user_type) @type)]`;

/** A collection of one element type (`List<Shape>`, `Array<Shape>?`): captures the element type. */
const ELEM = `[(user_type . (identifier) @coll . (type_arguments . (type_projection (user_type . (identifier) @type)) .)) (nullable_type (user_type . (identifier) @coll . (type_arguments . (type_projection (user_type . (identifier) @type)) .)))] (#match? @coll "^(List|MutableList|ArrayList|Set|MutableSet|HashSet|LinkedHashSet|Collection|MutableCollection|Iterable|Sequence|Array|ArrayDeque)$")`;

const QUERY = [
  `(package_header (qualified_identifier) @name) @pkg`,
  `(class_declaration name: (identifier) @name) @def.class`,
  `(object_declaration name: (identifier) @name) @def.class`,
  // `object : Call { override fun execute() … }`: an anonymous object, a class named `$1`, `$2`… in the class around it (anonymousName).
  `(object_literal "object" @name (class_body)) @def.class`,
  `(type_alias type: (identifier) @name) @def.type`,
  // Module-level properties (`const val USER_AGENT = …`, `val DEFAULT: Int`, `var counter`) and an object's or companion
  // object's `const val`s are constants, as Java's static finals are (newcomer 26 #3); a class's own properties are no symbols.
  `(source_file (property_declaration (variable_declaration (identifier) @name)) @def.const)`,
  `(object_declaration (class_body (property_declaration (modifiers (property_modifier) @const) (variable_declaration (identifier) @name)) @def.const) (#eq? @const "const"))`,
  `(companion_object (class_body (property_declaration (modifiers (property_modifier) @const) (variable_declaration (identifier) @name)) @def.const) (#eq? @const "const"))`,
  `(function_declaration name: (identifier) @name) @def.function`,
  `(function_declaration name: (identifier) @name (function_body) @body) @def.function`,
  `(call_expression . (identifier) @name) @call`,
  `(call_expression . (navigation_expression . (_) @recv (identifier) @name .)) @call`,
  // A callable reference hands the function on as a value (`xs.map(::parse)`, `forEach(this::handle)`, `Util::parse`; CallRec kind ref).
  `(callable_reference . (identifier) @name .) @ref.value`,
  `(callable_reference (_) @recv (identifier) @name) @ref.value`,
  `(navigation_expression (_) @recv "::" (identifier) @name) @ref.value`,
  // `class Circle : Base("circle")`: the class constructs its base (a call naming the class, like `Base("circle")` in code).
  `(constructor_invocation (user_type . (identifier) @name)) @call`,
  // `constructor(x: Int) : this(x, 0)`: a secondary constructor, a method named `constructor` (graphResolve CONSTRUCTORS); its
  // delegation constructs its own class (`this`) or its base (`super`): delegations.
  `(secondary_constructor "constructor" @name) @def.method`,
  // `class Account(val id: String)`: the primary constructor, a method `constructor` too (named in defExtra; primaryConstructors).
  `(primary_constructor (class_parameters) @name) @def.method`,
  `(constructor_delegation_call . _ @name) @call`,
  // `headers[name]`, `this[i] = v`, `a.b[k]`: a call of the receiver's `operator fun get` / `set` (indexCalls).
  `(index_expression . [(identifier) (this_expression) (navigation_expression)]) @calls`,
  `(import) @import`,
  // `xs: List<Shape>` (a parameter, class parameter or property): its elements are Shapes, so `for (x in xs)` binds x to one.
  `(parameter (identifier) @var ${ELEM}) @bind.elem`,
  `(class_parameter (identifier) @var ${ELEM}) @bind.elem`,
  `(property_declaration (variable_declaration (identifier) @var ${ELEM})) @bind.elem`,
  `(for_statement (variable_declaration (identifier) @var) . [(identifier) (navigation_expression . (this_expression) (identifier) .)] @val) @bind.range`,
  `(for_statement (variable_declaration (identifier) @var ${T})) @bind.qualified`,
  `(class_parameter (identifier) @var ${T}) @bind.qualified`,
  `(parameter (identifier) @var ${T}) @bind.qualified`,
  `(property_declaration (variable_declaration (identifier) @var ${T})) @bind.qualified`,
  // `val realChain = chain as RealInterceptorChain` (`as?` too): the cast's type (newcomer 27: okhttp's interceptors' `realChain.proceed`).
  `(property_declaration (variable_declaration (identifier) @var .) (as_expression right: ${T})) @bind.qualified`,
  `(property_declaration (variable_declaration (identifier) @var .) (call_expression . (identifier) @type) (#match? @type "^[A-Z]")) @bind`,
  // `val r = make()`, `val r = repo.open().store()`, `val r = KB().set()`: typed by the callee's declared result type, link by link.
  `(property_declaration (variable_declaration (identifier) @var .) (call_expression . (identifier) @val) (#match? @val "^[a-z_]") (#not-match? @val "^(run|with)$")) @bind.return`,
  `(property_declaration (variable_declaration (identifier) @var .) (call_expression . (navigation_expression)) @val (#not-match? @val "[.](let|run) *[{][^]*[}]$")) @bind.chain`,
  // `val x = run { Foo() }`, `x.let { Foo() }`, `with(a) { Foo() }`: what the lambda's last expression gives (lambdaResult).
  `(property_declaration (variable_declaration (identifier) .) (call_expression (annotated_lambda))) @locals`,
  // `private val taskRunner = builder.taskRunner`: the declared type of that property of what builder holds (graphTypes typeDefs), so
  // `val writerQueue = taskRunner.newQueue()` is typed by newQueue's result (newcomer 19 #3).
  `(property_declaration (variable_declaration (identifier) @var .) (navigation_expression . (identifier) . (identifier) .) @type) @bind.qualified`,
].join('\n');

/** First name of a supertype as written (`Base()`, `Logging`, `a.B<T>` → the last identifier before type arguments). */
function superName(spec: Node): string | undefined {
  const t = spec.descendantsOfType('user_type')[0];
  if (!t) return undefined;
  const ids = t.namedChildren.filter((c): c is Node => c?.type === 'identifier');
  return ids[ids.length - 1]?.text;
}

/** A supertype's name as written, its type arguments dropped (`JsonAdapter.Factory` of `JsonAdapter.Factory`, `Base` of `Base<T>()`). */
function superPath(spec: Node): string | undefined {
  const t = spec.descendantsOfType('user_type')[0];
  const ids = t?.namedChildren.filter((c): c is Node => c?.type === 'identifier') ?? [];
  return ids.length ? ids.map((x) => x.text).join('.') : undefined;
}

/** Type parameters declared by a function or class node (`T` of `<T : X>`). */
function typeParams(node: Node): string[] {
  const list = node.namedChildren.find((c) => c?.type === 'type_parameters');
  return (list?.namedChildren ?? []).map((p) => p?.namedChildren.find((c) => c?.type === 'identifier')?.text).filter((x): x is string => !!x);
}

/**
 * A function's declared result type (`fun set(): KB`, `: KB?`, `: a.KB`), for
 * chains and locals holding a call (`KB().set().done()`, `val r = make()`):
 * the type after the parameters' `:` (an extension's receiver type comes
 * before the name), whole (`Headers.Builder`, read as a class nested in
 * Headers; graphScope qualifiedType), type arguments dropped; none for a
 * type parameter of the function or of an enclosing class. Read from the
 * function's own place (graphElements NESTED_RETURNS): `fun set(): Builder`
 * inside Headers.Builder is that Builder.
 */
function resultType(node: Node): string | undefined {
  let afterParams = false;
  let colon = false;
  for (let i = 0; i < node.childCount; i++) {
    const c = node.child(i);
    if (!c) continue;
    if (c.type === 'function_value_parameters') afterParams = true;
    else if (afterParams && c.type === ':') colon = true;
    else if (colon) {
      const t = c.type === 'nullable_type' ? c.namedChildren.find((x) => x?.type === 'user_type') : c.type === 'user_type' ? c : null;
      const ids = t?.namedChildren.filter((x): x is Node => x?.type === 'identifier') ?? [];
      if (!ids.length) return undefined;
      if (ids.length === 1) for (let n: Node | null = node; n; n = n.parent) if (typeParams(n).includes(ids[0].text)) return undefined;
      return ids.map((x) => x.text).join('.');
    } else if (afterParams) return undefined;
  }
  return undefined;
}

/** Scope functions returning their receiver (`apply`, `also`; `let`, `run` and `with` return their lambda's result). */
const RECEIVER_SCOPE_FUNCTIONS: ReadonlySet<string> = new Set(['apply', 'also']);

/**
 * What a function without a declared result type returns when its body is
 * one expression (`fun add(line: String) = …`), as DefRec.returns: `this`
 * for `= apply { … }` / `= also { … }` on the implicit receiver (Kotlin's
 * scope functions: both return their receiver, the class declaring the
 * function or the type it extends), and a call's result for `= commonAdd(name,
 * value)`, `= this.add(x)`, `= a.b().c()`, `= Builder()` (receivers.ts
 * callReceiver's form, `commonAdd()`, typed where the function is:
 * graphElements returned). okhttp's `Headers.Builder` declares `add` and
 * `set` so: `Headers.Builder().add(…).set(…)` is a chain through them.
 * Undefined for any other body.
 */
function expressionResult(node: Node): string | undefined {
  const body = node.namedChildren.find((c) => c?.type === 'function_body');
  const expr = body?.firstChild?.type === '=' ? body.namedChild(0) : null;
  if (expr?.type !== 'call_expression') return undefined;
  const callee = expr.namedChild(0);
  if (callee?.type === 'identifier' && RECEIVER_SCOPE_FUNCTIONS.has(callee.text) && expr.namedChild(1)?.type === 'annotated_lambda') return 'this';
  if (expr.text.length > 300 || expr.namedChildren.some((c) => c?.type === 'annotated_lambda')) return undefined;
  return callReceiver(uncommented(expr, expr.text));
}

/**
 * An overload whose expression body calls its own name, `fun add(name: String,
 * value: Date) = add(name, value.toHttpDateString())`, returns what its
 * siblings of that name return (expressionResult recorded `add()`): their
 * results, joined by `|` when they differ (`this|commonAdd()`, each read by
 * graphElements returned), else nothing. Resolving `add()` from there would
 * reach every overload again, itself included, at each step of a chain.
 */
function selfDelegations(rec: FileRec): void {
  for (const d of rec.defs) {
    if (d.returns !== `${d.name}()`) continue;
    const others = new Set(rec.defs.filter((o) => o !== d && o.parent === d.parent && o.name === d.name && o.returns && o.returns !== `${d.name}()`).map((o) => o.returns));
    if (others.size) d.returns = [...others].join('|');
    else delete d.returns;
  }
}

/** Kind by keyword (`interface`, `enum class`) and the supertypes after `:`; a function's result type; a primary constructor's name and signature. */
function defExtra(def: DefRec, node: Node): void {
  // `typealias Car = Engine`: the type it stands for (graphTypes typeDefs follows it; `Car()` constructs an Engine).
  if (node.type === 'type_alias') {
    const aliased = aliasedTypeName(node);
    if (aliased && aliased !== def.name) def.returns = aliased;
    return;
  }
  if (node.type === 'primary_constructor') {
    // Named as secondary constructors are (graphResolve CONSTRUCTORS), its signature as written (`private constructor(…)`) or with the keyword it may leave out.
    const text = oneLine(node.text).replace(/\( /g, '(').replace(/,? \)/g, ')');
    def.name = 'constructor';
    def.signature = clip(/\bconstructor\b/.test(text) ? text : `constructor${text}`, 200);
    return;
  }
  if (node.type === 'function_declaration') {
    // `companion object Factory { fun create() }`: a member of the class, reached through the object's name too.
    const holder = node.parent?.type === 'class_body' ? node.parent.parent : null;
    if (holder?.type === 'companion_object') def.companion = holder.childForFieldName('name')?.text ?? 'Companion';
    const r = resultType(node) ?? expressionResult(node);
    if (r) def.returns = r;
    // `fun String.shout()`: the type before the `.` ahead of the name is the one it extends.
    for (let i = 0; i + 1 < node.childCount; i++) {
      const c = node.child(i);
      if (c?.type === 'function_value_parameters') break;
      if (node.child(i + 1)?.type !== '.') continue;
      const t = c?.type === 'nullable_type' ? c.namedChildren.find((x) => x?.type === 'user_type') : c?.type === 'user_type' ? c : null;
      const ids = t?.namedChildren.filter((x): x is Node => x?.type === 'identifier') ?? [];
      if (ids.length) def.extends = ids[ids.length - 1].text;
      // A top-level extension is a method of the type it extends (`Car.go`, `Int.triple`), as a Swift or Dart extension's are; its
      // `this` and implicit receiver are that type (graphMembers enclosingClass). Calls on other files' instances still reach it by
      // visibility (graphElements extensionCall): a JVM class's members are only those of its body.
      // `fun Headers.Builder.commonAdd(…) = apply { … }`: the type it extends, whole (`this` would be read as a class around it).
      if (def.returns === 'this' && ids.length) def.returns = ids.map((x) => x.text).join('.');
      if (def.extends && node.parent?.type === 'source_file') {
        def.kind = 'method';
        def.container = def.extends;
        // `fun Dns.Call.execute()`: the classes written before the one it extends (`Dns`), for its name (displayNames outerNames, packageOf).
        if (ids.length > 1) def.qualifier = ids.slice(0, -1).map((x) => x.text).join('.');
      }
      break;
    }
    return;
  }
  if (node.type === 'object_literal') {
    def.name = anonymousName(node);
    // Named after the class around it, past the function holding it (displayNames outerNames), as Java's anonymous classes are.
    def.container = enclosingClassName(node);
  } else if (node.type !== 'class_declaration' && node.type !== 'object_declaration') return;
  for (let i = 0; i < node.childCount; i++) {
    const c = node.child(i);
    if (!c) continue;
    if (c.type === 'interface') def.kind = 'interface';
    else if (c.type === 'modifiers' && c.namedChildren.some((m) => m?.type === 'class_modifier' && m.text === 'enum')) def.kind = 'enum';
    else if (c.type === 'delegation_specifiers') {
      const bases = supertypes(c);
      if (bases.length) def.bases = bases;
      const quals = bases.length ? qualifiedSupertypes(c) : undefined;
      if (quals) def.qualifiedBases = quals;
    } else if (c.type === 'class_body') {
      // `companion object : JsonAdapter.Factory { override fun create(…) }`: its members are the class's (DefRec.companion) and override
      // the object's supertypes' members, not the class's (moshi's ClassJsonAdapter).
      const specs = c.namedChildren.find((m) => m?.type === 'companion_object')?.namedChildren.find((m) => m?.type === 'delegation_specifiers');
      const bases = specs ? specs.namedChildren.map((t) => (t ? superPath(t) : undefined)).filter((b): b is string => !!b) : [];
      if (bases.length) def.companionBases = bases;
    }
  }
}

/** The supertypes a `delegation_specifiers` node names, as written (superName). */
function supertypes(specs: Node): string[] {
  return specs.namedChildren.map((s) => (s ? superName(s) : undefined)).filter((b): b is string => !!b);
}

/** DefRec.qualifiedBases of the supertypes `supertypes(specs)` names: each one's path when written qualified (`Call.Factory`), else null; undefined when none is. */
function qualifiedSupertypes(specs: Node): (string | null)[] | undefined {
  const out = specs.namedChildren.filter((s): s is Node => !!s && superName(s) !== undefined).map((s) => {
    const p = superPath(s);
    return p?.includes('.') ? p : null;
  });
  return out.some((p) => p !== null) ? out : undefined;
}

/** Kotlin declarations whose body numbers the anonymous objects in it (a companion object's are its class's). */
const CLASS_NODES: ReadonlySet<string> = new Set(['class_declaration', 'object_declaration', 'object_literal']);

/**
 * The name of anonymous object `node` (`object : Call { … }`): `$` and its
 * number among the anonymous objects of the class around it (or of the file),
 * 1 for the first in source order, those inside another anonymous object or
 * a nested class numbered in that one — the numbering Java's anonymous
 * classes have here (langJvm anonymousName; kotlinc's own class names,
 * `Outer$call$1`, count per function). So a member of one is a method
 * (`KotlinSourceModernTest.$1.execute`), never a top-level function a bare
 * name may pick (newcomer 19 #5).
 */
function anonymousName(node: Node): string {
  return heldBy(node) ?? anonymousOrdinal(node, CLASS_NODES, KOTLIN_ANONYMOUS);
}

/** The nodes of a chain of calls made on a value, which is their first child (`object : T {…}.wrap()`). */
const CHAIN_NODES: ReadonlySet<string> = new Set(['call_expression', 'navigation_expression']);

/** Whether call chain `n` is headed by an anonymous object (`object : T {…}.wrap()`). */
function heldObject(n: Node): boolean {
  let h: Node | null = n;
  while (h && CHAIN_NODES.has(h.type)) h = h.namedChild(0);
  return h?.type === 'object_literal';
}

/**
 * The property anonymous object `node` is the value of (or heads the calls made on it), when that property is a member of a class or object
 * or of the file (`private val CHARACTER_JSON_ADAPTER: JsonAdapter<Char> = object : JsonAdapter<Char>() {…}`): its
 * name, which the object is then named by (`StandardJsonAdapters.CHARACTER_JSON_ADAPTER.fromJson`, as TypeScript names
 * a const's object literal; newcomer 47 #11: moshi's adapters were `$3`). A function's local keeps the number.
 */
function heldBy(node: Node): string | undefined {
  // Through calls made on it (`object : JsonAdapter<Float?>() {…}.unsafeNonNull()`, moshi's FLOAT_JSON_ADAPTER; newcomer 48).
  let held = node;
  while (held.parent && CHAIN_NODES.has(held.parent.type) && held.parent.namedChild(0)?.id === held.id) held = held.parent;
  const prop = held.parent;
  if (prop?.type !== 'property_declaration' || (prop.parent?.type !== 'class_body' && prop.parent?.type !== 'source_file')) return undefined;
  const v = prop.namedChildren.find((c) => c?.type === 'variable_declaration');
  return v?.namedChildren.find((c) => c?.type === 'identifier' || c?.type === 'simple_identifier')?.text;
}

/** Kotlin's anonymous objects: their supertypes' arguments belong to the class around them, their body numbers its own. */
const KOTLIN_ANONYMOUS: AnonymousRules = {
  isAnonymous: (n) => n.type === 'object_literal',
  outerPart: (c) => c.type !== 'class_body',
  ownsNumbering: (n) => n.type === 'class_declaration' || n.type === 'object_declaration',
};

/** The name of the class around `node` (passing companion objects, functions and properties; an anonymous object's as anonymousName gives it), or undefined at the top level. */
function enclosingClassName(node: Node): string | undefined {
  const owner = scopeAround(node, CLASS_NODES);
  if (!owner) return undefined;
  return owner.type === 'object_literal' ? anonymousName(owner) : owner.childForFieldName('name')?.text ?? owner.namedChildren.find((c) => c?.type === 'identifier')?.text;
}

/** A `private` declaration is not visible to other files. */
function exported(_def: DefRec, node: Node): boolean {
  const mods = node.namedChildren.find((c) => c?.type === 'modifiers');
  return !mods?.namedChildren.some((m) => m?.type === 'visibility_modifier' && m.text === 'private');
}

/** `import a.b.C` → C of package a.b; `as D` renames; `a.b.*` imports the package. */
function importNode(node: Node, rec: FileRec): void {
  const q = node.namedChildren.find((c) => c?.type === 'qualified_identifier');
  if (!q) return;
  const line = node.startPosition.row + 1;
  const path = q.text.replace(/\s+/g, '');
  if (/\.\*\s*$/.test(node.text) || node.text.trimEnd().endsWith('*')) {
    rec.imports.push({ local: '*', name: '*', source: path, line });
    return;
  }
  const i = path.lastIndexOf('.');
  if (i < 0) return;
  const name = path.slice(i + 1);
  const alias = node.namedChildren.find((c, k) => k > 0 && c?.type === 'identifier')?.text;
  rec.imports.push({ local: alias ?? name, name, source: path.slice(0, i), line });
}

/**
 * A secondary constructor's delegation — `: this(…)`, `: super(…)`, read as
 * a call of `this` / `super` — becomes a bare call of the class it
 * constructs, as `class Circle : Base(…)` is: its own class for `this`, its
 * first supertype for `super` (callers of the class and of its
 * constructors). A `super(…)` in a class without supertypes stays as read.
 */
function delegations(rec: FileRec): void {
  for (const c of rec.calls) {
    if (c.recv !== undefined || c.kind !== 'call' || (c.name !== 'this' && c.name !== 'super')) continue;
    const ctor = c.from >= 0 ? rec.defs[c.from] : undefined;
    const cls = ctor?.name === 'constructor' && ctor.parent >= 0 ? rec.defs[ctor.parent] : undefined;
    const name = c.name === 'this' ? cls?.name : cls?.bases?.[0];
    if (name) c.name = name;
  }
}

/**
 * A primary constructor (a method `constructor` inside its class's head)
 * runs the supertype construction written after it (`class Savings(id:
 * String) : Account(id)`): that call is made from the constructor, as a
 * secondary constructor's `: super(…)` is, so callers of Account's
 * constructor list Savings' (Java `super(id)` in `Sav(String id)`). The class
 * parameters stay the class's (binds scoped to the class, as before the
 * constructor was a definition): properties `val store: Store` are fields
 * its methods read.
 */
function primaryConstructors(rec: FileRec, root: Node): void {
  if (!rec.defs.some((d) => d.name === 'constructor')) return;
  const at = (n: Node) => rec.defs.findIndex((d) => d.line === n.startPosition.row + 1 && d.col === n.startPosition.column);
  for (const cls of root.descendantsOfType('class_declaration')) {
    const primary = cls?.namedChildren.find((c) => c?.type === 'primary_constructor');
    if (!cls || !primary) continue;
    const ctor = at(primary);
    const k = ctor >= 0 ? rec.defs[ctor].parent : -1;
    if (k < 0 || rec.defs[ctor].name !== 'constructor') continue;
    for (const b of rec.binds) if (b.scope === ctor) b.scope = k;
    const specs = cls.namedChildren.find((c) => c?.type === 'delegation_specifiers');
    if (!specs) continue;
    const s = specs.startPosition;
    const e = specs.endPosition;
    const inside = (line: number, col: number) => (line > s.row + 1 || (line === s.row + 1 && col >= s.column)) && (line < e.row + 1 || (line === e.row + 1 && col < e.column));
    for (const c of rec.calls) if (c.from === k && inside(c.line, c.col)) c.from = ctor;
  }
}

/**
 * Signatures on a line that kotlinBraceSemicolons gave a `;` before a `}`
 * (its `blanked`, named `;`) as written: `{ fun price(): Int }`, not `;}`.
 */
function writtenSignatures(rec: FileRec, blanked: SourceText['blanked']): void {
  const lines = new Set(blanked.filter((b) => b.name === ';').map((b) => b.line));
  if (!lines.size) return;
  for (const d of rec.defs) if (lines.has(d.line) && d.signature) d.signature = d.signature.replace(/;\}/g, ' }');
}

/**
 * Signatures holding a nested class's primary constructor that
 * kotlinBraceSemicolons wrote as an annotated one (its `blanked` other than
 * `;`: the line's indentation and modifiers) as written: `private
 * constructor(…)`, not `@rivate constructor(…)`.
 */
function writtenConstructors(rec: FileRec, blanked: SourceText['blanked'], src: string): void {
  let lines: string[] | undefined;
  for (const b of blanked) {
    if (b.name === ';') continue;
    if (b.name === SHIFTED_HEADER) {
      lines ??= src.split('\n');
      shiftedHeader(rec, b.line, lines[b.line] ?? '');
      continue;
    }
    const { read, written } = constructorModifiersRead(b.name);
    for (const d of rec.defs) if (d.line <= b.line && b.line <= d.endLine && d.signature?.includes(read)) d.signature = d.signature.replace(read, written);
  }
}

/**
 * The class whose header line kotlinPrimaryConstructors moved two columns
 * left to end it with `@_` (`  class E` → `class E@_`, on 1-based line
 * `line`), and the primary constructor the grammar then read from that
 * `@_`, put back where they are written: the class's columns two to the
 * right, its signature without `@_`; the constructor on the next line
 * (`ctorLine`, its text), at its keyword, its signature from there.
 */
function shiftedHeader(rec: FileRec, line: number, ctorLine: string): void {
  const at = ctorLine.search(/\bconstructor\b/);
  for (const d of rec.defs) {
    if (d.line !== line) continue;
    if (d.name === 'constructor' && at >= 0) {
      d.line = d.nameLine = line + 1;
      d.col = at;
      d.nameCol = Math.max(at, ctorLine.indexOf('(', at));
      if (d.signature) d.signature = d.signature.replace(/^@_\s*/, '');
    } else {
      d.col += 2;
      if (d.nameLine === line) d.nameCol += 2;
      if (d.signature) d.signature = d.signature.replace(/@_$/, '');
    }
  }
}

/** Scope functions returning their lambda's result: `run { }`, `x.run { }`, `x.let { }`, `with(x) { }` (Kotlin standard library, "Scope functions"). */
const RESULT_SCOPE_FUNCTIONS: ReadonlySet<string> = new Set(['run', 'let', 'with']);

/**
 * `val x = run { Foo() }`, `val x = a.let { Foo() }`, `val x = with(a) {
 * Foo() }` (LangSpec.locals of a property whose value is a call with a
 * trailing lambda): x holds the lambda's result, its last expression — a
 * class constructed (`Foo()`: x is a Foo), a function called (typed by its
 * declared result) or a call chain (`a.b().c()`, link by link). Any other
 * callee, or a lambda ending otherwise, binds nothing here.
 */
function lambdaResult(node: Node, b: FileBuilder): void {
  const v = node.namedChildren.find((c) => c?.type === 'variable_declaration')?.namedChild(0);
  const call = node.namedChildren.find((c) => c?.type === 'call_expression');
  if (v?.type !== 'identifier' || !call) return;
  const callee = call.namedChild(0);
  let name: string | undefined;
  if (callee?.type === 'identifier') name = callee.text;
  else if (callee?.type === 'navigation_expression') name = callee.namedChild(callee.namedChildCount - 1)?.text;
  else if (callee?.type === 'call_expression' && callee.namedChild(0)?.type === 'identifier') name = callee.namedChild(0)!.text;
  if (!name || !RESULT_SCOPE_FUNCTIONS.has(name) || (name === 'with') !== (callee?.type === 'call_expression')) return;
  const lambda = call.namedChildren.find((c) => c?.type === 'annotated_lambda')?.namedChildren.find((c) => c?.type === 'lambda_literal');
  const body = lambda?.namedChildren.filter((c) => c && c.type !== 'lambda_parameters' && !c.type.endsWith('comment'));
  let last = body?.[body.length - 1];
  if (last?.type === 'statements') last = last.namedChildren.filter((c) => c && !c.type.endsWith('comment')).pop();
  if (last?.type !== 'call_expression') return;
  const head = last.namedChild(0);
  if (head?.type === 'identifier') {
    if (/^[A-Z]/.test(head.text)) b.bind(false, node, v, head);
    else b.bindReturn(false, node, v, head);
  } else if (head?.type === 'navigation_expression') {
    const chain = callReceiver(uncommented(last, b.text(last)));
    if (chain?.endsWith('()')) b.bindChain(false, node, v, chain);
  }
}

/** The file's fix-ups after the query: primary constructors' supertype calls and class parameters, then delegations; overloads' results through a sibling; signatures as written; bare calls' implicit receivers in scope-function lambdas. */
function finish(rec: FileRec, root: Node, src: string, blanked: SourceText['blanked']): void {
  // `@file:JvmName("KotlinExtensions")`: the class Java calls the file's top-level functions through (kotlinFacades.ts).
  const jvmName = declaredJvmName(src);
  if (jvmName) rec.jvmName = jvmName;
  markJvmNames(rec, src);
  primaryConstructors(rec, root);
  delegations(rec);
  selfDelegations(rec);
  writtenSignatures(rec, blanked);
  writtenConstructors(rec, blanked, src);
  implicitReceivers(rec, root, src);
}

/**
 * An indexed access `a[i]` (the query's `calls`: an index_expression on a
 * name, `this` or a member `a.b`): a call of `get` on `a`, `a[i] = v` of
 * `set`, a compound `a[i] += v` of both (Kotlin spec, "Indexing
 * expressions": `a.get(i)`, `a.set(i, v)`, `a.set(i, a.get(i).plus(v))`),
 * at the `[`, so `impact Headers.get` reaches `headers[name]` in
 * Request.header (newcomer 19 #2). Resolved as any call on that receiver:
 * an edge only when its type is known to have such a method.
 */
function indexCalls(node: Node, b: FileBuilder): void {
  const recvNode = node.namedChild(0);
  const open = node.children.find((c) => c?.type === '[');
  if (!recvNode || !open) return;
  const recv = receiverText(recvNode);
  if (recv === '?') return;
  const parent = node.parent;
  const assigned = parent?.type === 'assignment' && parent.childForFieldName('left')?.id === node.id;
  const op = assigned ? parent!.children.find((c) => c && !c.isNamed && /=$/.test(c.type))?.type : undefined;
  // The indices are get's arguments, and set's with the value after them (its type unknown for `+=`: a result of get), so
  // same-count overloads are told apart as a written call's are (argTypesKotlin.ts): `builder["e"] = Date(0L)` is set(String, Date).
  const indices = node.namedChildren.slice(1).filter((c): c is Node => !!c && !/comment/.test(c.type));
  const types = indices.map(kotlinArgumentOf);
  const withArgs = (extra: string[]) => {
    const c = b.lastCall;
    c.args = indices.length + extra.length;
    const all = [...types, ...extra];
    if (all.some((t) => t !== '')) c.argTypes = all;
  };
  if (op !== '=') {
    b.callNamed('call', open, recv, 'get');
    withArgs([]);
  }
  if (assigned) {
    const value = parent!.childForFieldName('right') ?? parent!.namedChildren[parent!.namedChildren.length - 1];
    b.callNamed('call', open, recv, 'set');
    withArgs([op === '=' && value && value.id !== node.id ? kotlinArgumentOf(value) : '']);
  }
}

/** The type Kotlin infers for a literal receiver (LangSpec.literalType): argTypesKotlin's, but `null`, which is no receiver type. */
function literalType(n: Node): string | undefined {
  const t = kotlinLiteralType(n);
  return t === 'null' ? undefined : t;
}

/**
 * Prefix expressions the grammar (@tree-sitter-grammars/tree-sitter-kotlin
 * 1.1.0) makes the callee, receiver or indexed value of what follows them:
 * `!canEvaluate(x)` is parsed as a call of `!canEvaluate`, `!o.f()` as f on
 * `!o`, `-a[i]` as an index of `-a`, so those calls were lost (timber's
 * `!canEvaluateExpression(…)`, newcomer 2). Their operators are blanked and
 * the file parsed again (parse.ts unbindPrefixes).
 */
const MISBOUND_PREFIXES = [
  `(call_expression . (unary_expression) @op)`,
  `(navigation_expression . (unary_expression) @op)`,
  `(index_expression . (unary_expression) @op)`,
].join('\n');

/**
 * Whether a matched definition node is kept: a property with a receiver type
 * (`val Response.exchangeAccessor: Exchange? get() = …`, an extension
 * property) is no constant of the file, but a property of that type, which,
 * as a class's own properties, is no symbol (newcomer 27 F: it was listed
 * as `const exchangeAccessor`, its receiver dropped).
 */
function keepDef(node: Node): boolean {
  if (node.type !== 'property_declaration') return true;
  // A property holding an anonymous object (also with calls on it) is that object, named after it (heldBy): not a second definition of the name.
  if (node.namedChildren.some((c) => c?.type === 'object_literal' || (c?.type === 'call_expression' && heldObject(c)))) return false;
  for (let i = 0; i < node.namedChildCount; i++) {
    const t = node.namedChild(i)?.type;
    if (t === 'variable_declaration') return true;
    if (t === 'user_type' || t === 'nullable_type' || t === 'function_type') return false;
  }
  return true;
}

export const kotlinSpec: LangSpec = { misboundPrefixes: MISBOUND_PREFIXES, query: QUERY, importNode, defExtra, keepDef, exported, finish, source: kotlinSource, retry: kotlinBraceSemicolons, literalType, calls: indexCalls, receiver: kotlinReceiver, locals: lambdaResult };
