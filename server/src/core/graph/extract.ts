/**
 * Extraction: one parsed file → one FileRec. Each language declares a
 * tree-sitter query (see `lang*.ts`); this module turns its matches into
 * definitions, calls, imports, exports and type bindings, and works out which
 * definition encloses each call. Queries run inside WebAssembly and hand back
 * only the nodes that matter, which is what keeps cold indexing near the
 * parser's own speed (bench/graph-speed.mjs).
 *
 * Capture names a language query may use (one match = one record):
 *   def.<kind> + name [+ body] [+ container] [+ base…]   a definition
 *   call | new | ref.extends + name [+ recv]           a call / construction / base reference
 *   read + name [+ recv]                               a name used without arguments (Scala `obj.size`): a call if it names a parameterless function
 *   import | export                                     handed to the language's hooks
 *   bind | bind.field | bind.this + var + type          a static type of a variable / field
 *   bind.new + var + type                               a variable holding what the class (or function) `type` makes, called right there (`x = Engine()`): BindRec.exact
 *   bind.qualified + var + type                         … whose type keeps its module qualifier (`m.User`)
 *   bind.field.qualified + var + type                   a field's type with its qualifier (Go `repo *store.Repo`)
 *   bind.copy + var + val                               field `var` takes the declared type of `val`
 *   bind.copy.local + var + val                         variable `var` takes the type variable `val` has in its scope or one around it (Go `p := c`)
 *   bind.return + var + val                             `var` holds what the function named `val` returns (`r := store.New()`)
 *   bind.chain + var + val                              `var` holds what the chain of calls `val` returns (`r := s.Open().Repo()`)
 *   bind.elem | bind.field.elem + var + type            `var` (a field) is a slice, array or map of `type` (Go `repos []*Repo`)
 *   bind.range + var + val                              `var` is an element of `val` (a variable or `x.field`: Go `for _, r := range repos`)
 *   pkg + name                                          the file's package / namespace
 *   tokens                                              a macro's unparsed arguments (Rust token tree), read by the language's `tokens` hook
 *   calls                                               a call the query cannot spell (Swift `x * f()`, grouped `(x * f)()`), read by the language's `calls` hook
 *
 * The parts: the records' format and what a language gives (this file),
 * FileBuilder (fileBuilder.ts), a query's matches and extractFile
 * (queryMatches.ts), call receivers (receivers.ts), signatures (signatures.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import { leadingComment } from './docComment';
import type { FileBuilder } from './fileBuilder';

export { leadingComment };

/** The records' format: bumped by hand when their shape changes (v9: DefRec.returns; v10: signatures without parameter-list comments, doc paragraphs; v11: no trailing comma before `)`; v12: call chains as receivers `a().b()`, Go type-switch receivers `v$<line>_<col>`, Lua object binds; v13: C# FileRec.spaces; v14: docs skip annotation comments, TS/JS take JSDoc only, an overloaded function's doc from its first signature; v15: TS method overloads merged, no method signatures of anonymous parameter types in TS or Go; v16: C++ namespace blocks (FileRec.blocks) and qualified binds, Go slice results `[]T`; v17: Lua inline `require("a")` receivers, Rust inline modules as FileRec.blocks and `self::f()` as a bare call, Java qualified binds; v18: TS element binds `repos[]`, for-of, FileRec.aliases, DefRec.returnsElem, `returns: 'this'`, receivers `repos[]`, `(ns.Repo)`; v19: TS/JS collection callbacks' element parameters read as `repos[]` in receivers and binds, `repos[].field`; v20: TS class bases include implemented interfaces, interface bases every extended one; v21: TS interface property types as field binds; v22: overload signatures merged only into an implementation in their own scope; v23: Java/C#/Kotlin DefRec.returns, `var` binds by value; v24: Rust DefRec.returns, path heads `a::B.f()` in chains, Rust let binds by chain; v25: Python `super()` / `cls` receivers; v26: Go embedded fields as bases and generic calls `F[T]()`; v27: TSX/JSX elements `<Icon />`, `<Foo.Bar>` as calls of their component; v28: a TS interface's or abstract class's `get x()` / `set x(v)` signatures stay two definitions, not overloads; v29: a top-level const's object-literal property holding an arrow or anonymous function is a method of the const; v30: TS variables, parameters and fields of built-in scalar types and collections of predefined types bound when call receivers, literal receivers `(Array)` / `(String)`; v31: Rust calls inside macro token trees; v32: Python subscripted bases `Sub(PT[int])`, decorators without a call as calls; v33: Rust trait impl methods' DefRec.bases; v34: Kotlin/C# DefRec.extends; v35: Ruby DefRec.singleton, bases with their constant paths and included modules, `::Foo.new` keeps its `::`; v36: C++ pure virtual members as methods, DefRec.declares, file-static / anonymous-namespace `exported: false`, constructions `Square sq(2)` / `new ns::T` / `make_unique<T>` as `new` calls, binds by construction and smart pointers, FileRec.usings, namespace blocks inside include guards; v37: Ruby `attr_reader`/`attr_writer`/`attr_accessor` methods, bare-name receivers (`headers.key?`) as calls unless local variables, a `def` inside a block not exported; v38: TS/JS DefRec.returns of a one-statement body without a declared type, `this.x` a field's type; v39: TS/JS reads `this.size` of a getter of the file as `read` calls); v40: C++ export macros of class heads blanked before parsing (LangSpec.source), DefRec.returns; v41: JS `const x = require(m).y` is an import of y, not a const, CommonJS `exports.default = X` marks X isDefault, `const C = memo(fn)` / `forwardRef(fn)` is one function C with the body of fn, TS namespaces as definitions of kind namespace holding their functions, `const h = this.x` bound to `this.x`, BindRec.exact for `const x = new C()` and Python `x = C()`, Go package-level vars whose literal holds `Key: func…` as consts with methods, Go `c[i]` receivers as `c[]`; v42: a getter read only where `this` is its class's (not in a `function` callback or an object literal's method; static for a static getter); v43: Ruby names bound by `for x in` and patterns (`in [*x]`, `in {x:}`, `=> {x:}`) are locals, not calls, and a block's parameters are its own); v44: BindRec.line/col/endLine/endCol, the place and reach of a variable bound more than once in its scope (bindPlaces.ts; CompactRec.bindAt); v45: Ruby `super` as a call of the method's own name on `super`, `self.x = v` as a call of `x=` (`+=`/`||=` of both), `attr_accessor :x` also defines `x=`, DefRec.singletonBases (`extend M`) and DefRec.prepends (`prepend M`), constant aliases `U = Utils` as FileRec.aliases, every bare name not a local as a call (`total + 1`, `foo(bar)`, `"#{x}"`), `class << x` reading x outside the singleton class; v46: Ruby: a `def` in a block assigned to a constant not exported, methods of `alias`/`alias_method` (calling what they rename on self) and of `Struct.new(:a)`/`Data.define(:a)` superclasses, `private attr_reader :a` (an attribute call as an argument) defines its methods, `g(x:)` reads x; v47: C++ lines holding only a macro name blanked before parsing, FileRec.macroUses and FileRec.nsMacros (namespaces opened by macros); v48: Ruby `obj.send(:x)`, `public_send(:x)` also call x on obj; v49: TS/JS `super(p)` as a call of `constructor` on super, CommonJS `module.exports = X` marks X isDefault; v50: TS unions of several named types bound as `A|B` (declared, `x as A | B`, casts `(A|B)`), `const r = x as T` bound as declared, `const q = this.x ?? …` / `… || f()` bound to the field or the call's result, an optional constructor parameter property (`protected r?: R`) a field); v51: C++ `::f()` as a call with receiver `::`, FileRec.usings endLine (a using in a function or namespace body); v52: Ruby `X = Struct.new(…)` / `Class.new(Base)` / `Module.new` / `Data.define(…)` assigned to a constant is a class holding its block's methods, `define_method(:x) do … end` a method, no calls for what `defined?` asks about nor for a parameterless block's `it` / `_1`; v53: C++ access labels written with macros, attribute-like macros before a function or alone on a line, and `#if` groups inside a declaration blanked before parsing; v54: Python DefRec.bases as written (`base.Handler`, not `Handler`), parameters typed by a module's class (`h: base.Handler`) bound, DefRec.returns `this` for `-> Self`, `return cls()` and `return self`; v55: a TS/JS named function expression held by a const, a CommonJS export or a field is not a second definition, an arrow's signature ends `=> …`, a class field's arrow has DefRec.returns, a TS/JS base written through a module kept whole (`base.Handler`), `x = c ? new A() : new B()` bound as `A|B`, a dotted TS `namespace App.Util` as nested namespaces App and Util, methods and function properties of `export default {…}`, an argument `f({…})` and `module.exports = {…}` with the container default, f, exports; v56: Java `super(…)`/`this(…)` and C# `: base(…)`/`: this(…)` as calls of the constructor's class name on `super`/`base`/`this`, Kotlin `: Base(…)` as a call of Base, PHP `new self`/`new static`/`new parent` naming the class, Java/C# for-each variables of a declared type, Kotlin `xs: List<T>` element binds and `for (x in xs)` range binds, PHP DefRec.returns and `$m = A::f()` / `$r = f()` binds by the callee's return type; v57: Python `cls(…)` in a classmethod as a call of its class by name; v58: C++ members and classes defined out of line behind scopes (`int geo::Box::vol()`, `struct DBImpl::Writer {`) with DefRec.qualifier, C++ bases keep their scopes (`lib::Handler`), DefRec.usingMembers (`using Base::f;` in a class body); v59: GoogleTest `TEST_F(Suite, Name)` as Suite's member Name; v60: BindRec.declares, a variable declared again inside a block; v61: Swift calls behind an operator (`x * f()`, `-a.f()`, read by the grammar as `(x * f)()`) as calls of f; v62: Swift DefRec.returns, `let v = f()` / `let v = T.make()` binds by the callee's result; v63: Rust parameters typed by a trait — a bounded type parameter, `where`, `dyn`, `impl`, `Box<dyn …>`, slices and Vecs of them and loops over those — bound to the trait; v64: Rust struct literals `Account { … }`, `a::B { … }`, `Self { … }` as constructions (`new` calls); v65: C++ base constructors called from member-initializer lists as `new` calls; v66: C++ calls and types through a namespace alias `namespace u = util;` read through util; v67: Python `x = m.C()` / `x = A.build()` binds exact (bind.new.qualified), DefRec.returns `self.m()` for a classmethod returning `cls.m(…)`; v68: Kotlin secondary constructors as methods `constructor`, their `: this(…)` / `: super(…)` as calls of the class they construct; v69: Java `import static a.b.C.*;` as an import of name `C.*` from a.b; v70: BindRec.ifEndLine/ifEndCol (CompactRec.bindIf) for binds in the then-branch of an `if … else`, an unbraced then-branch as a bind's reach, TS `x = f()` / `x = a.m()` of a variable declared without a type bound to the call's result; v71: PHP PHPDoc element types `@param Item[] $xs` / `@var Item[]` as binds `xs[]` / `this.items[]`, `foreach ($xs as $x)` as range binds; v72: C++ `T x;` in a function body as a `read` of T, a construction when T declares a default constructor; Rust FileRec.impls (`impl Trait for Type {}` defining no method), element binds `xs[]` of `Vec<T>` / `&[T]` / `[T; n]` parameters and lets, loop variables and iterator closures' parameters over them; v73: C FileRec.protos (file-level function prototypes), a Swift `init` in an extension as a method of the extended type, Rust capitalised names as values (`let f = Fees;`, `charge(Fees)`) as `read`s and `let f = Fees` binds, element binds `this.xs[]` of Vec / array / slice / map-valued struct fields; v74: Ruby DefRec.returns (`new(…)`/`self.new(…)` ending a singleton method, `Repo.new`, `self`), Ruby `x = a.b(…)` / `x = Point.origin` binds by chain, a Ruby receiver call's `do … end` block dropped, C++ `Dog d;` at file or namespace scope as a `read` of Dog; TS/JS decorators `@memo`, `@ns.memo` as calls made by the member they decorate, Python decorators as calls made by the decorated definition, Python `@property` signatures and `self.x` reads of them as `read` calls, Go type signatures `type Repo interface` and aliases `type ID = string` as types); v75: C# properties as definitions (kind method, DefRec.property), reads of computed ones in their file as `read` calls); v76: Java/C#/Kotlin/C++ CallRec.args, the argument count (kind code + 4 × (args + 1) in CompactRec.calls); v77: a variable declared inside a nested block (TS/JS `let`/`const`, Go, Java/C# locals, Kotlin/Swift…) placed and BindRec.declares even as its name's only bind, declares only for those; Python `self.x: List[int] = …` / `x: list[int] = …` binds of the generic's class); v78: a bodiless declaration's signature continued while a parenthesis is open; v79: C++ attribute macros after a declarator (`void Unlock() UNLOCK_FUNCTION() {`, `int n_ GUARDED_BY(mu_);`) blanked before parsing, an `#if` group after a constructor's `:` inside its declaration, destructors defined in their class as methods; v80: Kotlin primary constructors (`class A(val x: Int)`) as methods `constructor` of their class, the supertype construction after one made from it; v81: Ruby capitalised method names with arguments (`DIR_FILE_escape(f)`) as calls, Rust trait impls for built-in and referenced types (`impl X for f64`, `for &str`, `for &T`) as methods of that type, Rust and Swift calls on literals with the literal's type as receiver (`(f64)`, `(Double)`); v82: Java/C# for-each variables placed at their name and reaching their loop only; v83: Go variables declared in a switch or select case reach that case only; v84: C++ DefRec.memberDecls (a class body's member function declarations with lines, parameter counts and docs), FileRec.protos in C++ (namespace-level prototypes) and with their doc comments; v85: call chains headed by a callee of up to six dotted names (`com.shop.B.of(1).build()`) kept as receivers; v86: Go composite literals of a named type (`Queue{…}`, `&Queue{…}`, `store.Repo{…}`) as constructions; v87: Swift element binds of `[T]` parameters and properties and Dart ones of `List<T>`…, `for x in xs` range binds in both, Kotlin, Swift and Dart for-in variables placed at their name and reaching their loop only, Python class-level annotations as field binds, Python element binds of `List[T]`… and `for x in xs` range binds; v88: signatures joined from several lines keep `;` between the members of a braced type, `{ a: string; b: number }`; v89: C/C++ FileRec.protos with their parameter counts, C++ prototypes returning a reference `int& f();`; v90: DefRec.overloadSigs, the overload signatures merged into a definition with their lines; v91: a Ruby method's signature ends at its parameter list or name, `def name; @name; end` is `def name`; v92: C++ FileRec.protos with their parameter types; v93: test cases as definitions of kind test — TS/JS `it('…', () => …)`, `test(…)`, hooks `beforeEach(() => …)`, Ruby `it "…" do`, `it { … }`, `before do` in suites — named by their suites' titles and their own, `describe lib › it does` (testCases.ts); v94: a Kotlin file with syntax errors read again with `;` before one-line bodies' `}` (kotlinBraces.ts), Kotlin top-level extension functions as methods of the type they extend; v95: TS/JS jest/vitest tables `test.each(…)('…', fn)` and titles written as templates with `${…}` as test cases, a TS/JS `describe` callback and a Ruby `describe`/`context`/`RSpec.describe` block as the suite's test case holding its cases, Python comprehension variables as range binds placed at the comprehension's start and reaching it only; v96: TS/JS test cases in a suite's `xs.forEach((x) => it(…))` / `.map` callback and Ruby ones in a `xs.each do |x|` block (a loop's) as the suite's; v97: Kotlin and Dart literal call receivers typed, `"s".f()` as `(String)`, `3.f()` as `(Int)` / `(int)`; v98: Python test methods of `Test…` / `…TestCase` classes and module-level `test…` functions of test modules as kind test; v99: Ruby `test_…` methods of Minitest::Test / …TestCase subclasses as kind test; v100: TS/JS test titles summed from a string, `test('loop ' + n, fn)`, as test cases; v101: Ruby `c = new` without parentheses bound as `c = new()`; v102: a field copied from a collection parameter (`self.items = items`, `items: List[Item]`) gets its element bind `this.items[]`, Python `for x in o.items` range binds over any `name.field`; v103: GoogleTest `TEST_F(Suite, Name)` tests as kind test; v104: C++ DefRec.memberDecls with their parameter types; v105: Rails `test "adds items" do` blocks in a test class as kind test `test_adds_items`, a TS/JS object literal passed to a call that makes a value (`return h(C, { onClick() {} })`) names no method after the callee; v106: Ruby FileRec.rubyBlocks (blocks passed to calls), DefRec.evalsBlock (`instance_eval(&block)`) and DefRec.passesBlock (`new(&block)`); v107: Java/C# CallRec.argTypes (CompactRec.callArgs), what each argument's syntax says of its type; v108: C++ attribute macros before a variable's declaration blanked (`ABSL_CONST_INIT static Env* env;`), Rust impls for slices, arrays, tuples and unit as methods of `slice`, `array`, `tuple`, `unit` (rustdoc's names), parameters and lets of built-in types bound to them (`xs: &[u8]` as `slice`, `s: &str` as `str`), TS/JS property reads through a variable bound to a named type (`s.size`, `s: Store`) as `read` calls; v109: PHP nullable types `?T` of parameters and properties bound, PHP binds in an `if`'s then-branch with BindRec.ifEndLine; v110: Java anonymous classes `new T() { … }` as class definitions named `$1`, `$2`… (javac's numbering), with container and base; v111: Go `p := c` / `var q = c` binds copying the other variable's type, package-level `var x = &T{}` / `pkg.T{}` binds, Python element binds by tuple position `xs#k[]` of `list[tuple[A, B]]` and `for a, b in xs` range binds; v112: Ruby DefRec.returns of a singleton attribute by the value its body assigns (`self.parser = Parser.make(1).freeze`), `use X` as a construction of X, Rails `setup do` / `teardown do` blocks in a test class as tests `setup hook` / `teardown hook`; v113: TS/JS property reads through a field of a named type (`this.store.size`, `store: Store`) as `read` calls, Rust `&Foo<T>` parameters and lets bound to Foo and `Box<[T]>` / `Rc<str>` ones to `slice` / `str`, Python FileRec.exports holding a module's literal `__all__`; v114: Go, Rust, Java, Kotlin, C#, PHP and Swift test functions as kind test, by their runners' rules: testFunctions.ts; v115: a record's text is its record without calls, a tab, then its calls (recordCodec.ts CompactCalls), read when first asked; v116: Rust struct fields typed by a type parameter bounded in the struct, a `where` or an impl bound to the trait, parameters, lets and fields of path-qualified types (`grep::searcher::Searcher`) bound whole, DefRec.returns `T?` for `Result<T, E>` / `Option<T>` and receivers and lets unwrapped by `?` / `.unwrap()` / `.expect(…)` written `f()?`, `let w = s.clone()` typed as s, blanket impls' methods with container `<&mut S as Sink>`; Python `with C() as x` / `with m.C() as x` bound to `C.__enter__()` / `m.C.__enter__()`; Go calls on composite literals with receiver `(T)`; v117: a TS/TSX file with errors read again with the `;` before generic call signatures on their own lines (tsGrammarGaps.ts), members named by a statement keyword in error recovery dropped); v118: TS/JS functions of an object literal a module's const holds through a copying call (`const map = extend(base, {…} as T)`, Object.assign) are that const's methods, `map.$el`). */
const RECORD_FORMAT = 118;
/** Set by the build (esbuild.mjs extractId): a digest of the extraction code; absent when run from source (tests). */
declare const __KONTEXT_EXTRACT_ID__: string | undefined;
/**
 * Version of every record, pack and saved graph: the format plus the build's
 * extraction digest (`9.3f2a…`, `9.source` unbundled), so records cached by
 * a build with other extraction code are re-parsed, never reused.
 */
export const RECORD_VERSION = `${RECORD_FORMAT}.${typeof __KONTEXT_EXTRACT_ID__ === 'string' && __KONTEXT_EXTRACT_ID__ ? __KONTEXT_EXTRACT_ID__ : 'source'}`;

/**
 * A file's text as a language's `source` rewrote it for the grammar: `text`,
 * of the source's length so every position holds, and the lone macro names
 * the rewrite blanked with their 1-based lines (C++; `finish` keeps those at
 * namespace scope as FileRec.macroUses; Kotlin's `retry`: the lines given a
 * `;`, named `;`). The names travel with the text they
 * were found in, so nothing is kept between two files or two rewrites.
 */
export interface SourceText {
  text: string;
  blanked: readonly { name: string; line: number }[];
}

/** What one language contributes to extraction. */
export interface LangSpec {
  /** Query source with the capture names above ('' when `walk` is given). */
  query: string;
  /**
   * The text the grammar parses instead of `src`, of the same length so that
   * every position holds (C++ export macros blanked: langCpp `source`); it is
   * also what extraction reads, with what the rewrite blanked. Absent: `src`
   * itself, nothing blanked.
   */
  source?(src: string, lean?: boolean): SourceText;
  /**
   * Whether the tree parsed from `source(src)` is so broken that `source(src,
   * true)` (less rewritten) should be parsed instead (C++: one error over most
   * of the file); parseSource keeps the better of the two.
   */
  reparse?(root: Node): boolean;
  /**
   * Another text for a file whose first tree has syntax errors (of the same
   * length, every position holding), or undefined when it has none to offer;
   * parseSource keeps its tree when that has fewer errors (Kotlin: `;` before
   * one-line bodies' `}`, kotlinBraces.ts).
   */
  retry?(src: string): SourceText | undefined;
  /** Handles an `import` capture. */
  importNode?(node: Node, rec: FileRec): void;
  /** Handles an `export` capture. */
  exportNode?(node: Node, rec: FileRec): void;
  /** Whether a definition is visible outside its module (default: true). */
  exported?(def: DefRec, node: Node): boolean;
  /** Doc comment of a definition (default: comments right above it). */
  doc?(node: Node): string | undefined;
  /** Node whose preceding comments document `node` (e.g. the export statement around it). */
  docAnchor?(node: Node): Node;
  /** Adds language-specific facts to a definition (parameter names, function types…). */
  defExtra?(def: DefRec, node: Node): void;
  /** False to drop a matched definition (e.g. a const that only holds `require(…)`). */
  keepDef?(node: Node): boolean;
  /**
   * Final per-file fix-ups that do not reorder definitions (`src`: the text
   * parsed, for a cheap test before walking the tree; `blanked`: what
   * `source` blanked in it, SourceText).
   */
  finish?(rec: FileRec, root: Node, src: string, blanked: SourceText['blanked']): void;
  /**
   * The language's own extraction: visits the tree and feeds `b` (instead of
   * `query`, which is then not compiled: compiling a query costs ~0.1–0.5 s
   * per language in every thread).
   */
  walk?(root: Node, b: FileBuilder): void;
  /** Reads the calls inside a `tokens` capture (a macro's token tree, which the grammar leaves unparsed) into `b`. */
  tokens?(node: Node, b: FileBuilder): void;
  /** Reads the call at a `calls` capture into `b`, when the grammar's grouping hides its callee from any query pattern (langSwift), or when no name is written (Kotlin `a[i]`, a call of `get`: langKotlin indexCalls). */
  calls?(node: Node, b: FileBuilder): void;
  /**
   * The type of a literal call receiver as the language infers it without
   * context (Kotlin `"s".loud()` → `String`, `3.triple()` → `Int`), recorded
   * as the receiver `(String)` (FileBuilder.call); undefined for anything
   * else, whose receiver is read as usual (receivers.ts receiverText).
   */
  literalType?(node: Node): string | undefined;
}
