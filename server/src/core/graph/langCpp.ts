/**
 * C and C++ extraction (one grammar): functions, methods defined inline or
 * out of line (`void A::f()`, container A), pure virtual members (`virtual
 * int area() const = 0;`), classes and structs with bases and the member
 * functions they only declare (DefRec.declares), enums; calls by name,
 * `obj.f()`/`p->f()` with declared types (also through `std::unique_ptr<T>` /
 * `shared_ptr<T>`), `A::f()`; constructions as `new` calls of the class
 * (`new T`, `T x(…)`, `T x{…}`, `T{…}`, `std::make_unique<T>(…)`), which also
 * type an `auto` variable, and `T x;` in a function body as a `read` of T (a
 * construction when T declares a default constructor: graphResolve resolveRead). There are no module imports, so bare names fall
 * back to a unique repository-wide definition (`via: name`), never to a
 * `static` function or one in an anonymous namespace of another file
 * (`exported: false`).
 */
import { stripTypeArguments } from './typeArguments';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import { TYPEDEF_BIND } from './types';
import type { LangSpec, SourceText } from './extract';
import { collectBlocks } from './blocks';
import { namespaceMacros, namespaceScopeUses } from './cppMacros';
import { cppSourceText, cppReparse } from './cppSourceText';
import { classDeclarations, operatorName } from './cppDeclarations';
import { prototypes } from './langC';
import { CPP_VALUE_PATTERNS, dropLocalValues } from './cValues';
import { templateHead } from './signatures';
import { innermostDef } from './sourceLines';

const FD = (inner: string) => `[(function_declarator declarator: ${inner}) (pointer_declarator declarator: (function_declarator declarator: ${inner})) (reference_declarator (function_declarator declarator: ${inner}))]`;
const T = `[(type_identifier) @type (template_type name: (type_identifier) @type)]`;
/**
 * A type named with its namespace or class (`shop::Cart`, `SkipList<K, C>::Iterator`, also after `typename`): the bind keeps
 * the whole name without its type arguments (graphData reads it through FileRec.blocks).
 */
const Q = `[(qualified_identifier) @type (dependent_type (qualified_identifier) @type)]`;
/** A type named with one or two scopes (`geo::Square`, `a::b::Square`), for constructions: the whole name is the receiver, its last name trimmed off by `finish`. */
const QN = `(qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name) (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])]) @recv`;
const DECL = `[(identifier) @var (init_declarator declarator: [(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]) (pointer_declarator declarator: (identifier) @var)]`;
const PARAM = `[(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]`;
/** A smart pointer of `inner` (`std::unique_ptr<T>`, `shared_ptr<T>`): a receiver of it calls T's members through `->`. */
const PTR = (inner: string) =>
  `[(template_type name: (type_identifier) @ptr arguments: (template_argument_list . (type_descriptor type: ${inner}))) (qualified_identifier scope: (namespace_identifier) name: (template_type name: (type_identifier) @ptr arguments: (template_argument_list . (type_descriptor type: ${inner}))))]`;
const SMART = `(#any-of? @ptr "unique_ptr" "shared_ptr")`;
/** `std::make_unique<inner>(…)`, `make_shared<inner>(…)` as a call's function. */
const MAKE = (inner: string) =>
  `[(template_function name: (identifier) @fn arguments: (template_argument_list . (type_descriptor type: ${inner}))) (qualified_identifier scope: (namespace_identifier) name: (template_function name: (identifier) @fn arguments: (template_argument_list . (type_descriptor type: ${inner}))))]`;
const MAKES = `(#any-of? @fn "make_unique" "make_shared")`;
/** The variable of `auto x = …` (`auto* p`, `auto& r` alike). */
const AUTO_VAR = `[(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]`;
/** The last two parts of a member's name defined out of line behind further scopes (`Box::vol` of `geo::Box::vol`). */
const OUT_OF_LINE = `(qualified_identifier scope: (_) @container name: [(identifier) (destructor_name) (operator_name)] @name)`;
/** The last two parts of a class's name defined out of line (`DBImpl::Writer`). */
const OUT_OF_LINE_CLASS = `(qualified_identifier scope: (_) @container name: (type_identifier) @name)`;
const FIELD = `[(field_identifier) @var (pointer_declarator declarator: (field_identifier) @var)]`;

const QUERY = [
  `(preproc_include path: (string_literal)) @import`,
  `(function_definition declarator: ${FD('(identifier) @name')} body: (_) @body) @def.function`,
  `(function_definition declarator: ${FD('(field_identifier) @name')} body: (_) @body) @def.method`,
  // A destructor defined in its class (`~MutexLock() { mu_->Unlock(); }`), named `~MutexLock` as one defined out of line.
  `(function_definition declarator: (function_declarator declarator: (destructor_name) @name) body: (_) @body) @def.method`,
  `(function_definition declarator: ${FD('(qualified_identifier scope: (_) @container name: [(identifier) (destructor_name)] @name)')} body: (_) @body) @def.method`,
  // Operators (`bool operator==(…)`, `Num::operator+`) and conversions (`operator bool() const`): named by operatorName (defExtra).
  `(function_definition declarator: ${FD('(operator_name) @name')} body: (_) @body) @def.function`,
  `(function_definition declarator: ${FD('(qualified_identifier scope: (_) @container name: (operator_name) @name)')} body: (_) @body) @def.method`,
  `(function_definition declarator: (operator_cast) @name body: (_) @body) @def.function`,
  `(function_definition declarator: (qualified_identifier scope: (_) @container name: (operator_cast) @name) body: (_) @body) @def.method`,
  // `geo::Box::operator bool() const`, `a::b::C::operator T()`: behind further scopes (DefRec.qualifier).
  `(function_definition declarator: (qualified_identifier name: (qualified_identifier scope: (_) @container name: (operator_cast) @name)) body: (_) @body) @def.method`,
  `(function_definition declarator: (qualified_identifier name: (qualified_identifier name: (qualified_identifier scope: (_) @container name: (operator_cast) @name))) body: (_) @body) @def.method`,
  // `int geo::Box::vol()`, `void Outer::In::f()`, `a::b::C::f()`: the container is the last scope, the ones before it DefRec.qualifier (defExtra).
  `(function_definition declarator: ${FD(`(qualified_identifier name: ${OUT_OF_LINE})`)} body: (_) @body) @def.method`,
  `(function_definition declarator: ${FD(`(qualified_identifier name: (qualified_identifier name: ${OUT_OF_LINE}))`)} body: (_) @body) @def.method`,
  `(function_definition declarator: ${FD(`(qualified_identifier name: (qualified_identifier name: (qualified_identifier name: ${OUT_OF_LINE})))`)} body: (_) @body) @def.method`,
  `(class_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  `(struct_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  // Explicit specialisations, `template <> void f<int>(int x) { … }`, `template <> struct S<int> { … }`, `void ns::f<int>(…)`: definitions of
  // their own, named as the primary template (one symbol with it, as overloads are; the signature says which: `template <> void f<int>(int x)`).
  `(function_definition declarator: ${FD('(template_function name: (identifier) @name)')} body: (_) @body) @def.function`,
  `(function_definition declarator: ${FD('(qualified_identifier scope: (_) @container name: (template_function name: (identifier) @name))')} body: (_) @body) @def.method`,
  `(class_specifier name: (template_type name: (type_identifier) @name) body: (_) @body) @def.class`,
  `(struct_specifier name: (template_type name: (type_identifier) @name) body: (_) @body) @def.class`,
  // A nested class defined out of line (`struct DBImpl::Writer { … }`, `class a::B::C { … }`): container and DefRec.qualifier as for members.
  ...['class_specifier', 'struct_specifier'].flatMap((t) => [
    `(${t} name: ${OUT_OF_LINE_CLASS} body: (_) @body) @def.class`,
    `(${t} name: (qualified_identifier name: ${OUT_OF_LINE_CLASS}) body: (_) @body) @def.class`,
  ]),
  `(enum_specifier name: (type_identifier) @name body: (_) @body) @def.enum`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (field_expression argument: (_) @recv field: (field_identifier) @name)) @call`,
  `(call_expression function: (qualified_identifier scope: (_) @recv name: (identifier) @name)) @call`,
  // `::f()`: the global f (receiver `::`, set by `finish`).
  `(call_expression function: (qualified_identifier !scope name: (identifier) @name) @recv) @call`,
  `(call_expression function: (template_function name: (identifier) @name)) @call`,
  `(new_expression type: (type_identifier) @name) @new`,
  // A pure virtual member (`virtual int area() const = 0;`): a method of its class with no body anywhere, which a bare `area()` in the class names.
  `(field_declaration declarator: ${FD('(field_identifier) @name')} default_value: (number_literal) @zero (#eq? @zero "0")) @def.method`,
  // Constructions, as calls of the class: `new geo::Square(4)`, `new Box<int>()`, `Square sq(2)`, `Square sq{2}`, `geo::Square{1}`, `std::make_unique<Square>(…)`.
  `(new_expression type: [(template_type name: (type_identifier) @name) ${QN}]) @new`,
  `(declaration type: [(type_identifier) @name (template_type name: (type_identifier) @name) ${QN}] declarator: (init_declarator value: [(argument_list) (initializer_list)])) @new`,
  // Not `_{…}`: a braced default cppSource.ts readableDefaults wrote so (`= {}` → `=_{}`), no construction of the repository's.
  `(compound_literal_expression type: [(type_identifier) @name (template_type name: (type_identifier) @name) ${QN}] (#not-eq? @name "_")) @new`,
  // A base class's constructor called from a member-initializer list (`Rect::Rect(…) : Shape("rect"), w_(w)`, `: geo::Base(1)`): a capitalised name, as base classes are written; a member (`w_`) is none.
  `(field_initializer . (field_identifier) @name (#match? @name "^[A-Z]")) @new`,
  `(field_initializer . (qualified_identifier scope: (_) @recv name: (field_identifier) @name) (#match? @name "^[A-Z]")) @new`,
  // `Dog d;` in a function body: a construction only when Dog declares a default constructor, so a read (graphResolve resolveRead).
  `(compound_statement (declaration type: [(type_identifier) @name (template_type name: (type_identifier) @name) ${QN}] declarator: (identifier)) @read)`,
  // …and at file or namespace scope (a global `Dog d;`), where the type must come first: `extern Dog d;` only declares it.
  ...['translation_unit', 'declaration_list'].map((scope) => `(${scope} (declaration . type: [(type_identifier) @name (template_type name: (type_identifier) @name) ${QN}] declarator: (identifier)) @read)`),
  `(call_expression function: [(template_function name: (identifier) @fn arguments: (template_argument_list . (type_descriptor type: [(type_identifier) @name ${QN}]))) (qualified_identifier scope: (namespace_identifier) @std name: (template_function name: (identifier) @fn arguments: (template_argument_list . (type_descriptor type: [(type_identifier) @name ${QN}]))))] (#any-of? @fn "make_unique" "make_shared")) @new`,
  // `shop::Cart::make()`, `a::b::C::make()`: the whole qualified callee as the receiver, its last name trimmed off by `finish`.
  `(call_expression function: (qualified_identifier name: (qualified_identifier name: (identifier) @name)) @recv) @call`,
  `(call_expression function: (qualified_identifier name: (qualified_identifier name: (qualified_identifier name: (identifier) @name))) @recv) @call`,
  // `Repairer repairer(dbname, options);` in a body: the grammar reads it as a local function's declaration whose parameters are types
  // (C++'s "most vexing parse"); parameters named in lower case (not `size_t`-like) are variables passed to a constructor (leveldb's
  // RepairDB, newcomer 31 #4).
  `(compound_statement (declaration type: [(type_identifier) @name (template_type name: (type_identifier) @name) ${QN}] declarator: (function_declarator declarator: (identifier) parameters: (parameter_list . (parameter_declaration type: (type_identifier) @arg !declarator))) (#match? @arg "^[a-z_]") (#not-match? @arg "_t$")) @new)`,
  `(compound_statement (declaration type: ${T} declarator: (function_declarator declarator: (identifier) @var parameters: (parameter_list . (parameter_declaration type: (type_identifier) @arg !declarator))) (#match? @arg "^[a-z_]") (#not-match? @arg "_t$")) @bind)`,
  `(compound_statement (declaration type: ${Q} declarator: (function_declarator declarator: (identifier) @var parameters: (parameter_list . (parameter_declaration type: (type_identifier) @arg !declarator))) (#match? @arg "^[a-z_]") (#not-match? @arg "_t$")) @bind.qualified)`,
  `(declaration type: ${T} declarator: ${DECL}) @bind`,
  `(declaration type: ${Q} declarator: ${DECL}) @bind.qualified`,
  `(parameter_declaration type: ${T} declarator: ${PARAM}) @bind`,
  `(parameter_declaration type: ${Q} declarator: ${PARAM}) @bind.qualified`,
  // A pointer or array of a built-in type (`const char *example_yaml = "…"`, `char buf[64]`, a `const char* s` parameter): bound by its
  // elements (`example_yaml[]` → char), so an argument `Load(example_yaml)` is a `char*` (argTypesCpp.ts, graphElements cppArgumentsFit).
  `(declaration type: (primitive_type) @type declarator: [(pointer_declarator declarator: (identifier) @var) (array_declarator declarator: (identifier) @var) (init_declarator declarator: [(pointer_declarator declarator: (identifier) @var) (array_declarator declarator: (identifier) @var)])]) @bind.elem`,
  `(parameter_declaration type: (primitive_type) @type declarator: [(pointer_declarator declarator: (identifier) @var) (array_declarator declarator: (identifier) @var)]) @bind.elem`,
  // A parameter of a built-in type (`bool v`, `char ch`), for the argument it is passed as (`emitter.Write(v)`: Write(bool)).
  `(parameter_declaration type: (primitive_type) @type declarator: [(identifier) @var (reference_declarator (identifier) @var)]) @bind`,
  // A range-based for's variable of a declared type (`for (const Node& item : node)`, BOOST_FOREACH read so too).
  `(for_range_loop type: ${T} declarator: ${PARAM}) @bind`,
  `(for_range_loop type: ${Q} declarator: ${PARAM}) @bind.qualified`,
  `(field_declaration type: ${T} declarator: ${FIELD}) @bind.field`,
  `(field_declaration type: ${Q} declarator: ${FIELD}) @bind.field.qualified`,
  // `std::unique_ptr<Square> p`, `const std::shared_ptr<geo::Square>& s`: typed by what they point to (the pointer's own bind is dropped by `finish`).
  `(declaration type: ${PTR(T)} declarator: ${DECL} ${SMART}) @bind`,
  `(declaration type: ${PTR(Q)} declarator: ${DECL} ${SMART}) @bind.qualified`,
  `(parameter_declaration type: ${PTR(T)} declarator: ${PARAM} ${SMART}) @bind`,
  `(parameter_declaration type: ${PTR(Q)} declarator: ${PARAM} ${SMART}) @bind.qualified`,
  `(field_declaration type: ${PTR(T)} declarator: ${FIELD} ${SMART}) @bind.field`,
  `(field_declaration type: ${PTR(Q)} declarator: ${FIELD} ${SMART}) @bind.field.qualified`,
  // `auto p = new Square(4)`, `auto s = geo::Square{1}`, `auto u = std::make_unique<Square>(…)`: typed by the class constructed.
  `(declaration type: (placeholder_type_specifier) declarator: (init_declarator declarator: ${AUTO_VAR} value: [(new_expression type: ${T}) (compound_literal_expression type: ${T})])) @bind`,
  `(declaration type: (placeholder_type_specifier) declarator: (init_declarator declarator: ${AUTO_VAR} value: [(new_expression type: ${Q}) (compound_literal_expression type: ${Q})])) @bind.qualified`,
  `(declaration type: (placeholder_type_specifier) declarator: (init_declarator declarator: ${AUTO_VAR} value: (call_expression function: ${MAKE(T)})) ${MAKES}) @bind`,
  `(declaration type: (placeholder_type_specifier) declarator: (init_declarator declarator: ${AUTO_VAR} value: (call_expression function: ${MAKE(Q)})) ${MAKES}) @bind.qualified`,
  // `auto sq = Square(3)`, `auto r = geo::make()`: what the name called gives (a class called constructs it; graphTypes typeDefs).
  `(declaration type: (placeholder_type_specifier) declarator: (init_declarator declarator: ${AUTO_VAR} value: (call_expression function: [(identifier) (qualified_identifier name: [(identifier) (qualified_identifier name: (identifier))])] @val))) @bind.return`,
  // A function handed on as a value (`std::sort(…, less)`, `&Shape::area`, `{ .read = my_read }`): cValues.ts.
  ...CPP_VALUE_PATTERNS,
].join('\n');

/**
 * The base members a class body names in using-declarations (`using
 * Base::f;` → `Base::f`, type arguments dropped), which join the class's own
 * overloads of that name; not `using namespace` (not allowed in a class).
 */
function usingMembers(body: Node): string[] {
  const out: string[] = [];
  for (const u of body.namedChildren) {
    if (u?.type !== 'using_declaration') continue;
    const named = u.namedChildren.find((c) => c?.type === 'qualified_identifier');
    if (named) out.push(stripTypeArguments(named.text.replace(/\s+/g, '')));
  }
  return out;
}

/**
 * The class a function returns, as its head names it (DefRec.returns):
 * `Status f()`, `DBImpl* dbfull()`, `const Slice& key()`, `leveldb::Status
 * f()` (kept qualified), `std::unique_ptr<Table> open()` (the pointee).
 * Undefined for built-in types, `auto`, `void` and other templates
 * (`std::vector<T>` is a collection, not a T).
 */
function returnType(node: Node): string | undefined {
  const t = node.childForFieldName('type');
  if (t?.type === 'type_identifier') return t.text;
  const template = t?.type === 'qualified_identifier' ? t.childForFieldName('name') : t;
  if (template?.type === 'template_type') {
    if (!SMART_POINTERS.has(template.childForFieldName('name')?.text ?? '')) return undefined;
    const arg = template.childForFieldName('arguments')?.namedChild(0)?.childForFieldName('type');
    if (arg?.type === 'type_identifier') return arg.text;
    return arg?.type === 'qualified_identifier' ? stripTypeArguments(arg.text.replace(/\s+/g, '')).replace(/^::/, '') : undefined;
  }
  return t?.type === 'qualified_identifier' ? stripTypeArguments(t.text.replace(/\s+/g, '')).replace(/^::/, '') : undefined;
}

/**
 * The scopes written before the container of a member or class defined out
 * of line (DefRec.qualifier): `geo` of `int geo::Box::vol()`, `a::Outer` of `void
 * a::Outer::In::f()` and of `struct a::Outer::In {`, type arguments dropped (`Box<T>::In::f` → `Box`);
 * undefined for `int Box::vol()` and for a name without scopes.
 */
function outOfLineQualifier(node: Node): string | undefined {
  let d = node.childForFieldName('declarator');
  while (d && (d.type === 'pointer_declarator' || d.type === 'reference_declarator')) d = d.type === 'pointer_declarator' ? d.childForFieldName('declarator') : d.namedChild(0);
  let q = d?.type === 'function_declarator' ? d.childForFieldName('declarator') : d?.type === 'qualified_identifier' ? d : node.childForFieldName('name');
  const scopes: string[] = [];
  while (q?.type === 'qualified_identifier') {
    const name = q.childForFieldName('name');
    if (name?.type !== 'qualified_identifier') break;
    const scope = q.childForFieldName('scope');
    if (scope) scopes.push(stripTypeArguments(scope.text.replace(/\s+/g, '')));
    q = name;
  }
  return scopes.length ? scopes.join('::') : undefined;
}

/**
 * GoogleTest's test macros (googletest docs, "Assertions" and "Test
 * Fixtures"): `TEST_F(DBTest, Empty) { … }` defines the test Empty of suite
 * DBTest, and for the fixture forms its body is a member function of a
 * subclass of the fixture class, so a bare `dbfull()` there is the fixture's
 * member. Google Benchmark's `BENCHMARK(f)` is a registration, not a definition, and is not here.
 */
const GTEST_MACROS = new Set(['TEST', 'TEST_F', 'TEST_P', 'TYPED_TEST', 'TYPED_TEST_P', 'GTEST_TEST']);

/** Whether a definition's signature is a GoogleTest test's head (`TEST(Suite, Name)`): its container is a test suite, not a namespace. */
export function isGtestHead(signature: string | undefined): boolean {
  const m = /^([A-Z_]+)\s*\(/.exec(signature ?? '');
  return !!m && GTEST_MACROS.has(m[1]);
}

/**
 * A GoogleTest test `TEST_F(Suite, Name) { … }`, parsed as a function named
 * TEST_F with two untyped parameters: named `Name` with container `Suite`
 * (a member of the suite: `DBTest.Empty`, found as `DBTest.Empty`), of
 * kind `test`, where every one of them was a `function TEST_F` before
 * (newcomer 12). The signature keeps the macro as written.
 */
function gtestName(def: DefRec, node: Node): void {
  const fd = node.childForFieldName('declarator');
  const params = fd?.type === 'function_declarator' ? fd.childForFieldName('parameters')?.namedChildren : undefined;
  if (params?.length !== 2) return;
  const names = params.map((p) => (p?.type === 'parameter_declaration' && /^[A-Za-z_]\w*$/.test(p.text) ? p.text : ''));
  if (!names[0] || !names[1]) return;
  def.container = names[0];
  def.name = names[1];
  // The test runner runs it, no code calls it: a test, as `it(…)` callbacks and pytest functions are (testCases.ts).
  def.kind = 'test';
}

/**
 * Functions defined in a class body as `friend` (hiredis's qt.h `friend void RedisQtAddRead(void *) {…}`): no members of the
 * class but functions of the namespace around it ([class.friend] 11.8.4/6-7: a friend function defined in a class is in the
 * class's scope for lookup, a non-member all the same); `finish` writes them so.
 */
const friends = new WeakSet<DefRec>();

function defExtra(def: DefRec, node: Node): void {
  if (node.parent?.type === 'friend_declaration') friends.add(def);
  if (def.name.startsWith('operator')) def.name = operatorName(def.name);
  if (def.kind === 'function' && !def.container && GTEST_MACROS.has(def.name)) gtestName(def, node);
  if (def.kind === 'class') {
    const body = node.childForFieldName('body');
    const { names, decls } = body ? classDeclarations(body) : { names: [], decls: [] };
    if (names.length) def.declares = names;
    if (decls.length) def.memberDecls = decls;
    const qualifier = outOfLineQualifier(node);
    if (qualifier) def.qualifier = qualifier;
    const used = body ? usingMembers(body) : [];
    if (used.length) def.usingMembers = used;
  } else if (def.kind === 'function' || def.kind === 'method') {
    const returns = returnType(node);
    if (returns) def.returns = returns;
    const qualifier = outOfLineQualifier(node);
    if (qualifier) def.qualifier = qualifier;
  }
  for (const c of node.namedChildren) {
    if (c?.type !== 'base_class_clause') continue;
    // `lib::Handler` keeps its scopes (GraphMembers.bases reads it as a qualified name), `Base<T>` drops its type arguments.
    const bases = c.namedChildren.filter((b) => b && (b.type === 'type_identifier' || b.type === 'qualified_identifier' || b.type === 'template_type')).map((b) => stripTypeArguments(b!.text.replace(/\s+/g, '')));
    if (bases.length) def.bases = bases;
  }
}

/**
 * False for what only its own translation unit sees: a namespace-scope
 * `static` function that is not `inline` (as in C: `static inline` is the
 * idiom for helpers in headers), and anything inside an anonymous namespace
 * (`namespace { … }`). A `static` member function is a class's, not the file's.
 */
function exported(_def: DefRec, node: Node): boolean {
  let isStatic = false;
  let isInline = false;
  for (const c of node.namedChildren) {
    if (c?.type !== 'storage_class_specifier') continue;
    if (c.text === 'static') isStatic = true;
    else if (c.text === 'inline') isInline = true;
  }
  let up = node.parent;
  while (up?.type === 'template_declaration') up = up.parent;
  if (isStatic && !isInline && up?.type !== 'field_declaration_list') return false;
  // A template's definition sits in a template_declaration; a namespace's body is a declaration_list.
  for (let n = up; n; n = n.parent) if (n.type === 'namespace_definition' && !n.childForFieldName('name')) return false;
  return true;
}

/**
 * Namespace blocks as FileRec.blocks (`namespace shop { … }`, `namespace
 * a::b { … }`; an anonymous or inline namespace adds no name), so a qualified name
 * `shop::Cart` is matched against the namespaces around each definition;
 * and the receiver of a call through a qualified callee (`shop::Cart::make`,
 * captured whole) without its last name; using-directives and
 * -declarations as FileRec.usings.
 */
/**
 * `namespace u = util;` (a namespace alias, [namespace.alias]): calls and
 * types written through the alias (`u::total(v)`, `u::Box b`) are read as
 * through the namespace it names, in the whole file (newcomer 13b #10: such
 * calls were resolved nowhere, not even counted as unresolved).
 */
function namespaceAliases(rec: FileRec, root: Node): void {
  const aliases = new Map<string, string>();
  for (const a of root.descendantsOfType('namespace_alias_definition')) {
    const name = a?.childForFieldName('name');
    const target = a?.namedChildren.find((c) => c && c.id !== name?.id);
    if (name && target) aliases.set(name.text, target.text.replace(/\s+/g, '').replace(/^::/, ''));
  }
  if (!aliases.size) return;
  const expand = (q: string): string => {
    const cut = q.indexOf('::');
    const head = cut < 0 ? q : q.slice(0, cut);
    const to = aliases.get(head);
    return to === undefined ? q : `${to}${q.slice(head.length)}`;
  };
  for (const c of rec.calls) if (c.recv) c.recv = expand(c.recv);
  for (const b of rec.binds) if (b.type.includes('::')) b.type = expand(b.type);
}

function finish(rec: FileRec, root: Node, src: string, blanked: SourceText['blanked']): void {
  for (const d of rec.defs) {
    if (!friends.has(d)) continue;
    d.kind = 'function';
    d.container = undefined;
    d.parent = -1;
  }
  const uses = blanked.length ? namespaceScopeUses(root, blanked) : [];
  if (uses.length) rec.macroUses = uses;
  const macros = namespaceMacros(src);
  if (macros.length) rec.nsMacros = macros;
  // An inline namespace (`inline namespace v1`) adds no name: `shop::Cart` is the Cart of `shop::v1`.
  const blocks = collectBlocks(root, src, 'namespace', 'namespace_definition', (n) => (n.child(0)?.type === 'inline' ? undefined : n.childForFieldName('name')?.text.replace(/\s+/g, '')), PREPROC_BLOCKS);
  if (blocks.length) rec.blocks = blocks;
  // Functions declared at file or namespace scope (`Status DestroyDB(…);` in a header), as C's prototypes.
  prototypes(rec, root);
  if (/\bnamespace\s+\w+\s*=/.test(src)) namespaceAliases(rec, root);
  for (const c of rec.calls) {
    if (!c.recv?.includes('::')) continue;
    // `shop::Box<int>::make()`, `new geo::Box<int>()`.
    const r = stripTypeArguments(c.recv);
    if (r.endsWith(`::${c.name}`)) c.recv = r.slice(0, -c.name.length - 2) || '::';
  }
  if (src.includes('using ')) {
    const usings: NonNullable<FileRec['usings']> = [];
    for (const u of root.descendantsOfType(['using_declaration', 'alias_declaration'])) {
      if (!u) continue;
      if (u.type === 'alias_declaration') {
        // `using byte_container = nlohmann::byte_container<…>;` names the class it aliases by that class's own name: a using-declaration.
        const target = u.childForFieldName('type')?.childForFieldName('type');
        const full = target?.type === 'qualified_identifier' ? stripTypeArguments(target.text.replace(/\s+/g, '')).replace(/^::/, '') : '';
        if (full.endsWith(`::${u.childForFieldName('name')?.text}`)) usings.push(usingScope({ name: full, line: u.startPosition.row + 1 }, u));
        continue;
      }
      const named = u.namedChildren.find((c) => c?.type === 'identifier' || c?.type === 'qualified_identifier');
      if (!named) continue;
      const directive = u.children.some((c) => c?.type === 'namespace');
      usings.push(usingScope({ name: `${named.text.replace(/\s+/g, '').replace(/^::/, '')}${directive ? '::*' : ''}`, line: u.startPosition.row + 1 }, u));
    }
    if (usings.length) rec.usings = usings;
  }
  if (src.includes('typedef') || src.includes('using ')) typedefBinds(rec, root);
  // A smart pointer's own bind (`std::unique_ptr<Square> p` → `std::unique_ptr`) gives way to the bind of what it points to.
  if (src.includes('_ptr')) rec.binds = rec.binds.filter((b) => !SMART_POINTERS.has(b.type.replace(/^(::)?std::/, '')));
  dropLocalValues(rec, root);
}

/**
 * `using` record `rec` of node `u` with the last line of the block it is
 * written in (a function body or a namespace's): its names are seen to that
 * block's end only ([basic.scope.block], [namespace.udir]); none at the
 * file's top level, nor in a class body, whose names the class's members
 * defined out of line see too (and a class the grammar cut short at a
 * syntax error would end them early).
 */
function usingScope(rec: { name: string; line: number; endLine?: number }, u: Node): { name: string; line: number; endLine?: number } {
  for (let n = u.parent; n; n = n.parent) {
    if (n.type === 'field_declaration_list') break;
    if (n.type === 'compound_statement' || n.type === 'declaration_list') {
      rec.endLine = n.endPosition.row + 1;
      break;
    }
  }
  return rec;
}

/**
 * `typedef SkipList<const char*, KeyComparator> Table;` and `using Table = SkipList<…>;` in a class or at file scope
 * (newcomer 34 #1: leveldb's MemTable): a bind `typedef:Table` of that scope holding the type it names without type
 * arguments (`SkipList`), so a variable or field declared `Table table_` is a SkipList (graphTypes typeDefs). Aliases
 * of pointers, functions and arrays are left out.
 */
function typedefBinds(rec: FileRec, root: Node): void {
  for (const n of root.descendantsOfType(['type_definition', 'alias_declaration'])) {
    if (!n) continue;
    const name = n.type === 'type_definition' ? n.childForFieldName('declarator') : n.childForFieldName('name');
    let type = n.childForFieldName('type');
    if (type?.type === 'type_descriptor') type = type.childForFieldName('type');
    if (name?.type !== 'type_identifier' || !type || (type.type !== 'type_identifier' && type.type !== 'template_type' && type.type !== 'qualified_identifier')) continue;
    const target = stripTypeArguments(type.text.replace(/\s+/g, '')).replace(/^::/, '');
    if (!/^[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*$/.test(target) || target === name.text) continue;
    const at = n.startPosition;
    rec.binds.push({ scope: innermostDef(rec.defs, at.row + 1, at.column), name: TYPEDEF_BIND + name.text, type: target });
  }
}

/** Preprocessor conditionals (include guards, `#if` branches) and `extern "C++" { … }`, which namespaces are often written inside. */
const PREPROC_BLOCKS: ReadonlySet<string> = new Set(['preproc_ifdef', 'preproc_if', 'preproc_else', 'preproc_elif', 'preproc_elifdef', 'linkage_specification', 'declaration_list']);

/** Smart pointer templates of the standard library, whose `->` reaches the pointee's members. */
const SMART_POINTERS = new Set(['unique_ptr', 'shared_ptr']);

// A template's range starts at its `template <…>` (signatures templateHead): a path:line there means it, its doc is above it.
/**
 * `#include "../cJSON.c"` in a header (parsed as C++): a source file included
 * as text, the unit-test idiom for reaching its `static` functions (cJSON's
 * tests/common.h), kept as an import for graphScope textualIncludes. Other
 * includes stay unrecorded: C++ resolves names without them.
 */
function importNode(node: Node, rec: FileRec): void {
  const source = node.childForFieldName('path')?.text.replace(/^"|"$/g, '');
  if (source && /\.(?:c|cc|cpp|cxx)$/.test(source)) rec.imports.push({ local: '*', name: '*', source, line: node.startPosition.row + 1 });
}

export const cppSpec: LangSpec = { query: QUERY, importNode, defExtra, finish, exported, source: cppSourceText, reparse: cppReparse, rangeStart: templateHead };
