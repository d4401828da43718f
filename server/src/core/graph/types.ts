/**
 * Records of the code graph (SPEC §12). One `FileRec` per file content (blob
 * sha), extracted by tree-sitter and persisted under `<K>/graph/`, so they are
 * shared by every worktree and never depend on the file's path. Lines are
 * 1-based; columns are 0-based UTF-16 code units (what LSP ranges use).
 */

/** Symbol kinds (SPEC §12 `kind`); `module` stands for a file's top level; `test` is a test case's callback (`it('does', () => …)`, testCases.ts), a caller and never a call target. */
export type DefKind = 'function' | 'method' | 'class' | 'interface' | 'type' | 'enum' | 'const' | 'namespace' | 'module' | 'test';

/** Kinds of definitions that hold members (methods, fields, nested types): the owners of `A.b`. */
export const CLASS_LIKE_KINDS: ReadonlySet<DefKind> = new Set<DefKind>(['class', 'interface', 'enum', 'type']);

/** The kinds a caller may filter on (SPEC §12; **[I]** `test` too: answers print it as a kind, so `symbol -k test` lists test cases). */
export const DEF_KINDS = ['function', 'method', 'class', 'interface', 'type', 'enum', 'const', 'test'] as const;

/** One definition in a file. */
export interface DefRec {
  name: string;
  kind: DefKind;
  /** Range of the whole definition. */
  line: number;
  endLine: number;
  col: number;
  endCol: number;
  /** Position of the name (selection range). */
  nameLine: number;
  nameCol: number;
  /** Class, struct, impl target or module that holds it (`A` of `A.b`). */
  container?: string;
  /** C++: the scopes written before `container` in a member defined out of line (`geo` of `int geo::Box::vol()`, `Outer` of `void Outer::In::f()`), joined by `::` (langCpp outOfLineQualifier); Kotlin: the classes written before the type a top-level extension extends (`Dns` of `fun Dns.Call.execute()`), joined by `.`. */
  qualifier?: string;
  /** Index of the enclosing definition in `defs`, or -1 at top level. */
  parent: number;
  signature?: string;
  /** The whole declaration, when it is longer than `signature` keeps (signatures.ts SIGNATURE_MAX): where arity.ts reads parameters (fullSignature). */
  declared?: string;
  doc?: string;
  /** Visible to other modules (export, Go capital, not `_`-private). */
  exported?: boolean;
  /** `export default`. */
  isDefault?: boolean;
  /** Base classes / implemented interfaces as written (last name segment; Ruby constant paths and C++ qualified names whole: `lib::Handler`); union members of a type alias. */
  bases?: string[];
  /**
   * Java, Kotlin, C#: each base as written with its qualifier when it has one
   * (`Call.Factory` of `class Client : Call.Factory`, `Interceptor.Chain`),
   * index by index with `bases`, null for a base written bare; absent when
   * none is qualified. A nested type is not visible by its last name where
   * the class is declared: graphMembers `bases` reads the path from its head.
   */
  qualifiedBases?: (string | null)[];
  /** Kotlin: the supertypes of a class's companion object as written (`JsonAdapter.Factory` of `companion object : JsonAdapter.Factory`), whose members its members (DefRec.companion) override (graphClasses overridden). */
  companionBases?: string[];
  /** Parameter names of a function whose parameters are typed by `fnType` (contextual typing). */
  params?: string[];
  /** Declared function type of a function-valued const (`const f: Handler = (a, b) => …`). */
  fnType?: string;
  /** Parameter types of a function type alias (`type Handler = (a: A, b: B) => R`), '' when untyped. */
  paramTypes?: string[];
  /** TS: the declared parameter types of a function or method (one signature) or of an interface's call signatures, each signature written as langTsParamTypes.ts callSignatures does (`,`-joined entries: `H|M`, `...H`, `P?`, `(Context;Next)`), for contextual typing of a callback's parameters (graphContextual.ts). */
  callSigs?: string[];
  /** Declared return type of a function (`function f(): Repo`, `Promise<Repo>` → `Repo`; `this` for a fluent method `setA(): this`), for `const r = f()` receivers; TS/JS without a declared type, what a one-statement body returns (`this.x`: field x's type; langTs impliedResult). A type alias's (`type Car = Engine;`, `typealias Car = Engine`, kind `type`) in Rust, Go, Kotlin, Swift, Scala and Dart: the type it stands for (their defExtra). */
  returns?: string;
  /**
   * Python: the class each member of a declared tuple result names (`->
   * tuple[str | None, Command | None, list[str]]` → `['', 'Command', '']`,
   * '' where a member names no single class), for `name, cmd, rest = f()`
   * (langPython unpacked binds `f#1`; graphTypes typeDefs). Absent when the
   * result is no fixed-length tuple or names no class.
   */
  returnsTuple?: string[];
  /** Python: a pytest fixture (`@pytest.fixture`, `@pytest.fixture(…)`, `@fixture`), which a test's or another fixture's parameter of its name receives (pythonFixtures.ts). */
  fixture?: boolean;
  /** Python: the class a factory fixture's value builds when called (`return partial(Serializer, …)` → `Serializer`; pythonFixtures fixtureFactory), read in its file. */
  fixtureMakes?: string;
  /**
   * Ruby: a method callable on its class or module itself (`Utils.x`): `only` a singleton method (`def self.x`,
   * a `def` in `class << self`), `also` one that is an instance method too (`module_function`, a module that does
   * `extend self`). Absent for an instance method (langRuby rubyBodies).
   */
  singleton?: 'only' | 'also';
  /** Ruby: modules `extend M` adds to the class or module itself (their instance methods become its singleton methods), constant paths as written, last extended first (langRuby rubyBodies). */
  singletonBases?: string[];
  /**
   * Ruby: the method evaluates the block it is given with `self` changed — `instance_eval(&block)` /
   * `instance_exec(…, &block)` / `class_eval(&block)` on `self` (Rack's `Builder#initialize`): a bare call in
   * a block passed to it runs on the method's receiver (langRubyBlocks.ts, GraphRubyBlocks).
   */
  evalsBlock?: true;
  /** Ruby: where (1-based line, 0-based column of the called name) the method passes its block parameter on (`new(app, &block)`), read as that call's block (langRubyBlocks.ts). */
  passesBlock?: [number, number];
  /** Ruby: modules `prepend M` puts before the class or module itself in method lookup, constant paths as written, last prepended first (langRuby rubyBodies). */
  prepends?: string[];
  /** An extension function / method: the type it extends, last name (Kotlin `fun String.shout()` → `String`, C# `this ParserResult<T> r` → `ParserResult`). */
  extends?: string;
  /**
   * Kotlin: a function of its class's companion object, whose members are the class's (langKotlin): the object's
   * name, `Factory` for `companion object Factory`, `Companion` when it has none. Java calls it through the object,
   * `ClassJsonAdapter.Factory.create(…)`, Kotlin through the class or the object (graphResolve companionMembers); a
   * symbol asked as `ClassJsonAdapter.Factory.create` names it (graphNames companionAsked).
   */
  companion?: string;
  /** Kotlin function annotated `@JvmName("awaitNullable")`: the name Java calls it by, through its file's facade for a top-level one, on its class for a member (companion members too: okhttp's `MediaType.get`; kotlinFacades.ts). */
  jvmName?: string;
  /** C++: member functions a class body declares without defining them there or as pure virtual (`int perim() const;`), whose definitions may be out of line or outside the repository (langCpp memberDeclarations). */
  declares?: string[];
  /**
   * C++: every member function a class body declares without a body (constructors, destructors, operators and
   * member templates too; not `= 0`), with its 1-based line range, its parameter count (absent with `...`), its
   * parameter types (`types`, arity.ts parameterTypes, with one parameter or more, as FileRec.protos) and its doc comment, which a definition written out of line joins (cppDeclarations classDeclarations, graphDecls.ts).
   * `nameLine`: the line of its name when after `line` (a member template's `template <typename U>` above `U as() const;`), where answers point.
   */
  memberDecls?: { name: string; line: number; endLine: number; nameLine?: number; params?: number; types?: string; doc?: string }[];
  /**
   * The overload signatures merged into this definition, each with its own 1-based line range and
   * signature (TS `function pad(x: string): string;` before `function pad(x: any) {…}`, a class's or
   * interface's method signatures, Python `@overload` stubs; signatures.ts mergeOverloads /
   * mergeSignatures), in line order; `signature` stays the implementation's (or, without one, the
   * first stub's). A `symbol -p file:<line>` on one shows its own (newcomer 16 #3). Absent when none was merged.
   */
  overloadSigs?: { line: number; endLine: number; signature: string }[];
  /** C++: base members a class body brings in by using-declarations (`using Base::f;` → `Base::f`), which overload its own (langCpp usingMembers). */
  usingMembers?: string[];
  /** C#: a property (kind `method`): `computed` when reading it runs a body the user wrote (`=> expr`, `get { … }`, `get => …`), whose reads in its file are `read` calls of it; `auto` otherwise (`{ get; set; }`; langCsProperties). */
  property?: 'auto' | 'computed';
  /** Element type of a declared collection return (`(): Repo[]`, `Map<K, Repo>`, `Promise<readonly Repo[]>` → `Repo`), for `f()[0].m()` and `for (const r of f())` (langTsTypes elementType); of a Go named slice, array or map type, its elements' (`type errorMsgs []*Error` → `Error`, langGo), for `range` over a value of it. */
  returnsElem?: string;
  /** TS/JS: a function nested in a function, method or test case that leaves it as a value (returned, put in an object literal, assigned to a member: langTsEscapes), so called by other names than its own outside it too. */
  escapes?: true;
  /** TS/JS: the properties naming a value in the object literal a function without a result type returns (`return { route, find: findRoute }` → `route`, `find=findRoute`; langTsEscapes), the members of what a call of it returns. */
  returnsLiteral?: string[];
}

/**
 * The 1-based line answers print for definition `d` (SymbolItem.line): its name's (DefRec.nameLine), past the
 * annotations, decorators and modifiers its range starts with, when the name lies inside that range; else its first.
 */
export function shownLine(d: DefRec): number {
  return d.nameLine > d.line && d.nameLine <= d.endLine ? d.nameLine : d.line;
}

/**
 * One call or `new`; `read` is a name used without an argument list (Scala
 * `obj.size`, a bare `run`), a call only when it resolves to a function or
 * method that takes no arguments (graphData); `ref` is a function handed on
 * as a value, not called there (a callback argument `xs.map(helper)`, a
 * literal's or struct's field value `{ onClick: handle }`, Go `RunE: run`),
 * an edge only to a function or method (GraphReads resolveValue).
 */
export interface CallRec {
  /** Called name (last segment). */
  name: string;
  /** Receiver as written when simple: `this`, `self`, `super`, `x`, `this.x`, `a::b`; `?` when complex. */
  recv?: string;
  line: number;
  col: number;
  /** The name's end column; equal to `col` when no name is written (Kotlin `a[i]`, a call of `get` at the `[`: nameUnwritten). */
  endCol: number;
  /** Enclosing definition index, -1 = top level of the file. */
  from: number;
  kind: 'call' | 'new' | 'ref' | 'read';
  /**
   * Kotlin: a bare call's implicit receiver, as a receiver is written (`x` of `x.apply { connect() }`, `with(x) { … }`;
   * kotlinReceivers implicitReceivers), tried as that receiver's member before the call is resolved bare. Absent elsewhere.
   */
  implicit?: string;
  /** How many arguments the call passes (Java, C#, Kotlin, C++: arity.ts argCount), which tells overloads apart; absent when unknown (another language, a spread `*xs` or pack `args...`, no argument list). */
  args?: number;
  /** What each argument's syntax says of its type (Java, C#, Kotlin: argTypes.ts argumentTypes; `String`, `StringReader`, `@name` a variable, '' unknown), which tells same-count overloads apart; absent when nothing is known. */
  argTypes?: string[];
  /**
   * C#: how many type arguments a construction's type or a call's method is written with (`new Policy<int>()`, `Policy<int>
   * p = new()`, `Map<A, B>(x)`; csharpArity csharpGenericBinds); absent for `new Policy()`, `Map(x)` and in other languages.
   * With `Policy` and `Policy<TResult>` both declared it names one of them (C# spec §7.6: a type is its name and its number
   * of type parameters); of generic method overloads, those declaring that many (graph.ts fitting).
   */
  typeArgs?: number;
  /** Swift: the call is written under `await` or as an `async let`'s value (swiftLabels swiftAwaited), so it may call an `async` overload; absent otherwise and in other languages. */
  awaited?: true;
}

/**
 * Whether `call` is made without its name written (CallRec.endCol = col):
 * an operator's call, Kotlin `a[i]` calling `get`. Only its receiver's known
 * type makes it an edge: never a "may call" of a same-named definition, nor
 * an unresolved callee (an index on a value of unknown type is most often a
 * list's, a map's or an array's).
 */
export function nameUnwritten(call: CallRec): boolean {
  return call.endCol === call.col;
}

/** An imported binding: `local` names `name` of module `source` (`*` = the whole module, `default`). */
export interface ImportRec {
  local: string;
  name: string;
  source: string;
  line: number;
}

/** An export that is not a definition's own `export` keyword. */
export interface ExportRec {
  /** Exported name (`*` for `export * from`). */
  name: string;
  /** Local name when exporting a local binding (`export { a as b }`, `export default a`). */
  local?: string;
  /** Module re-exported from. */
  source?: string;
  /** Name in `source` (`*` = the module as a namespace). */
  from?: string;
}

/**
 * `name` has static type `type` inside definition `scope` (-1 = file); `this.x` names a field.
 * A type ending in `()` (`createRepo()`) is the declared return type of the function so named.
 */
export interface BindRec {
  scope: number;
  name: string;
  type: string;
  /**
   * The variable holds what was constructed right there (TypeScript `const x =
   * new Engine()`, Python `x = Engine()`; Python's also when the name called is
   * a function, then not a construction): exactly that class, so a call
   * through it never dispatches to a subclass's override. Absent: false.
   */
  exact?: boolean;
  /**
   * Where the bind takes effect (the end of its binding node: 1-based line,
   * 0-based UTF-16 column) and where its reach ends (the end of the block
   * around it; absent: the scope's end), only for a variable bound more than
   * once in `scope`: a call reads the nearest bind before it that reaches it
   * (bindPlaces.ts).
   */
  line?: number;
  col?: number;
  endLine?: number;
  endCol?: number;
  /**
   * A placed bind that declares a new variable in a block nested in its
   * scope's body (Go `d := …`, Swift/Kotlin `let`/`val`, Lua `local`, TS
   * `let`/`const`, Java/C# locals…), which shadows an outer variable or a
   * field of the name until the block ends instead of assigning it: it never
   * joins the outer one after the block (bindPlaces mayAlsoHold) nor answers
   * where it does not reach (bindsAt). Placed even when it is the name's
   * only bind in the scope. Absent: false.
   */
  declares?: boolean;
  /**
   * For a placed bind in the then-branch of an `if` that has an `else`: where
   * that whole `if` statement ends (line, UTF-16 column). A call after the
   * bind's reach but before this place is in the `else` (or an `else if`),
   * where the bind never ran (bindPlaces mayAlsoHold).
   */
  ifEndLine?: number;
  ifEndCol?: number;
}

/**
 * `name` holds the value of `of` inside definition `scope` (-1 = file): a
 * destructured member (`const { a: b } = ns` → `b` is `ns.a`), a property of a
 * top-level object literal naming another value (`const utils = { setup }` →
 * `utils.setup` is `setup`), or a top-level const standing for another
 * (`const a = b`, `… as typeof b` → `a` is `b`). TypeScript/JavaScript (langTsTypes.ts). Ruby: a
 * constant standing for another (`U = Utils` → `U` is `Utils`; scope: the class or module body, langRuby).
 */
export interface AliasRec {
  scope: number;
  name: string;
  of: string;
  /** JS: the value is `of` bound to an object (`const bound = s.close.bind(s)`, `this.onClose = this.close.bind(this)`): calling it calls `of`, whatever holds `of`. Absent: false. */
  bound?: true;
}

/** Everything the graph keeps about one file's content. */
export interface FileRec {
  /** Record format version (bumped when extraction changes). */
  v: string;
  lang: string;
  /** Package / namespace declared by the file (Go, Java, C#, PHP). */
  pkg?: string;
  /** Kotlin: the facade class name `@file:JvmName("…")` gives the file's top-level functions as Java sees them (kotlinFacades.ts). */
  jvmName?: string;
  defs: DefRec[];
  calls: CallRec[];
  imports: ImportRec[];
  exports: ExportRec[];
  binds: BindRec[];
  /** Value aliases (TS/JS; Python's module-level `Car = Engine`; Ruby's constant aliases `U = Utils`), absent when none. */
  aliases?: AliasRec[];
  /** Syntax errors seen (the rest of the file is still indexed). */
  errors?: number;
  /** The 1-based line of the first of them (parse.ts firstErrorLine; `graph status` names it: newcomer 24 #5). */
  errorLine?: number;
  /**
   * TS/JS: the file is a script, not a module (no `import`, `export`, `require`, `module.exports` or `exports.x`):
   * its top-level declarations are globals other files call by name (langTs scriptFile, GraphScope scriptGlobals).
   */
  script?: true;
  /** TS/JS scripts: the names the file declares as variables or parameters, at any depth (langTs scriptLocals), which hide globals of the same names; absent when none. */
  scriptLocals?: string[];
  /**
   * A file with syntax errors: the types its text declares inside an error, `class JsonReader` the parser could not
   * read as a class (parse.ts lostTypeNames), so no definition bears the name; a receiver of one is still of a type of
   * the repository, never one from outside it (outsideTypes.ts), and the callers note names this file (unresolvedCalls.ts).
   */
  lostTypes?: string[];
  /**
   * Rust: `impl Trait for Type {}` blocks that define no method (the trait's default methods serve the type), as the
   * type's and the trait's last names (langRust finish); an impl defining methods is seen through them (DefRec.bases).
   */
  impls?: { type: string; trait: string }[];
  /**
   * C and C++: function prototypes at file or namespace level (`int total(int a);`), with the declaration's 1-based
   * line range, parameter count (`params`; absent with `...`), C++ parameter types (`types`, arity.ts parameterTypes: `conststd::string&,int`;
   * with one parameter or more) and doc comment (langC prototypes; graphNames declaredAt, graphDecls.ts); `nameLine`, the line of
   * its name when after `line` (GNU style `extern int` above `count_items (const char *s);`, a C++ `template <typename T>` above it).
   */
  protos?: { name: string; line: number; endLine: number; nameLine?: number; params?: number; types?: string; doc?: string }[];
  /** C#: the namespace blocks of a file that declares more than one namespace (full names, 1-based line ranges); `pkg` is then the first. */
  spaces?: { name: string; line: number; endLine: number }[];
  /**
   * C++ using-directives (`using namespace geo;` → `geo::*`) and using-declarations (`using leveldb::DestroyDB;`), as written,
   * with their 1-based lines and, inside a function or namespace body, that body's last line (blocks.ts namespaceSees).
   */
  usings?: { name: string; line: number; endLine?: number }[];
  /**
   * Ruby: the blocks (`do … end`, `{ … }`) passed to calls, as [line, col, endLine, endCol] of the block
   * (1-based lines, 0-based columns) and [line, col] of the called name (`Builder.new do`: `new`), for what
   * `self` is inside them (langRubyBlocks.ts, GraphRubyBlocks); absent when there are none.
   */
  rubyBlocks?: [number, number, number, number, number, number][];
  /**
   * Ruby: the modules a top-level `include M` names (constant paths as written), which it mixes into Object, so a
   * constant no scope around the code holds is looked up in them last (jekyll's test/helper.rb `include Jekyll`:
   * `Site` is `Jekyll::Site`; GraphRubyConst rubyTopIncludes); absent when none.
   */
  rubyIncludes?: string[];
  /**
   * Ruby: the features the file's top level loads by a literal name, as written: `require "helper"` → `helper`,
   * `require_relative "../helper"` → `./../helper` (`./` marks a path relative to the file); absent when none.
   */
  rubyRequires?: string[];
  /**
   * C# `global using Polly;` (C# 10): namespaces this file imports for every
   * file of its project (graphScope csharpGlobalUsings), also kept in imports.
   */
  globalUsings?: string[];
  /** C++ namespace blocks and Rust inline modules (`mod inner { … }`): full names joined by `::` (Rust: relative to the file's module), 1-based line ranges, outer first (blocks.ts). */
  blocks?: { name: string; line: number; endLine: number }[];
  /**
   * Rust: macros invoked at item level (a file's or an inline module's top level: `make_getter!(answer, 42);`,
   * `my_macro! { … }`), which may define items the graph does not see (it expands no macro): the macro's name as
   * written and the invocation's 1-based lines (langRustMacroItems.ts; the callees note, unresolvedCalls.ts macroHint).
   */
  itemMacros?: { name: string; line: number; endLine: number }[];
  /** C++: lines holding only a macro name at namespace scope (`NLOHMANN_JSON_NAMESPACE_BEGIN`), blanked before parsing (cppSource.ts readableCpp). */
  macroUses?: { name: string; line: number }[];
  /** C++: object-like macros whose `#define` body only opens and closes namespaces, with their steps: a name opened ('' adds none), `}` a close (cppMacros.ts namespaceMacros). */
  nsMacros?: { name: string; ops: string[] }[];
  /**
   * C++: the namespace blocks with those macro uses open, as the repository's namespace macros say (cppMacros.ts
   * CppMacroScopes, kept by GraphIndex); read before `blocks` (blocks.ts blockAt). Made in memory, never stored.
   */
  macroBlocks?: { name: string; line: number; endLine: number }[];
}

/** How an edge was resolved, best first (SPEC §12 `via`). */
/** How an edge was resolved; `base`: the call names a base method the callee overrides or implements (graphClasses `overridden`). */
export type Via = 'same-file' | 'import' | 'alias' | 'receiver' | 'base' | 'name';

/** Rank of each `via` for ordering answers (lower is surer). */
export const VIA_RANK: Record<Via, number> = { 'same-file': 0, import: 1, alias: 1, receiver: 2, base: 3, name: 3 };

/** The bind name under which a C++ type alias of a scope is kept, `typedef:Table` (langCpp typedefBinds; graphTypes cppTypedef). */
export const TYPEDEF_BIND = 'typedef:';
/** Prefix of a Python bind holding a bound method (`method:console.render_lines`; fileBuilder bindMethod): no type, a bare call of it calls the method. */
export const METHOD_ALIAS = 'method:';
