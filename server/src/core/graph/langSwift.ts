/**
 * Swift extraction (tree-sitter-swift 0.7.1, built to WebAssembly by
 * @repomix/tree-sitter-wasms): classes, structs and actors (`class`), enums,
 * protocols (`interface`), functions, methods and initialisers (`init`),
 * type aliases, with inherited types; an `extension T { func f() }` adds
 * method `T.f` (and `init` there is an initialiser of T); calls with and without receivers (a bare call inside a type
 * names its members; `Repo()` constructs, as a call naming the type);
 * `import Module`; declared types of parameters and properties, and
 * `let x = T()`. A Swift module sees all its own files without imports:
 * the module is the folder under `Sources/` or `Tests/` (Swift Package
 * Manager), else the top folder (graphRules.ts `packageKey`). The grammar
 * reads the text swiftSource.ts rewrites (`#if` lines blanked, …).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import type { FileBuilder } from './fileBuilder';
import { dottedReceiver, uncommented } from './receivers';
import { swiftSourceText } from './swiftSource';
import { aliasedTypeName } from './typeArguments';
import { propertyReads } from './langCsProperties';

/**
 * A declared type naming a class or protocol: `Request`, `Request?`, and the existential forms `any EventMonitor`,
 * `(any EventMonitor)?` (Alamofire's `weak var eventMonitor: (any EventMonitor)?`; newcomer 35 #4).
 */
const T = `[(user_type (type_identifier) @type) (optional_type (user_type (type_identifier) @type)) (existential_type (user_type (type_identifier) @type)) (optional_type wrapped: (tuple_type . (tuple_type_item element: (existential_type (user_type (type_identifier) @type))) .))]`;

/** An array's element type, plain or existential (`Order`, `any EventMonitor`: Alamofire's monitors): captures the type. */
const ELEMENT = `[(user_type (type_identifier) @type) (existential_type (user_type (type_identifier) @type))]`;
/** An array type of one element type (`[Order]`, `[Order]?`, `[any EventMonitor]`): captures the element type. */
const ARRAY = `[(array_type ${ELEMENT}) (optional_type (array_type ${ELEMENT}))]`;

/** The operators a Swift `func` may define (`static func == (lhs: A, rhs: A) -> Bool`, a declared custom one): the name they are found by. */
const OPERATORS = `["==" "!=" "<" ">" "<=" ">=" "+" "-" "*" "/" "%" "+=" "-=" "*=" "/=" "%=" "===" "!==" "&&" "||" "!" "&" "|" "^" "<<" ">>" "..." "..<" "??" (custom_operator)]`;

const QUERY = [
  // Before the plain function pattern: the same node keeps the record made first (FileBuilder.def).
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (function_declaration name: (simple_identifier) @name body: (_) @body) @def.function))`,
  // `extension Money { init(cents: Int) {…} }`: an initialiser of Money (graphClasses constructedClass), as one in its body is.
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (init_declaration name: _ @name body: (_) @body) @def.function))`,
  // A computed property (`var array: [JSON]? { … }`) and a subscript are code a type runs: definitions of their own, whose
  // calls are theirs, not the file's top-level code (SwiftyJSON's `description`; newcomer 47 #5). In an extension first.
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name) computed_value: (computed_property) @body) @def.function))`,
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (subscript_declaration "subscript" @name (computed_property) @body) @def.function))`,
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (function_declaration ${OPERATORS} @name body: (_) @body) @def.function))`,
  `(class_declaration name: (type_identifier) @name body: (_) @body) @def.class`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @name) computed_value: (computed_property) @body) @def.function`,
  // An operator function (SwiftyJSON's `public func == (lhs: JSON, rhs: JSON)`): named by its operator.
  `(function_declaration ${OPERATORS} @name body: (_) @body) @def.function`,
  `(subscript_declaration "subscript" @name (computed_property) @body) @def.function`,
  `(protocol_declaration name: (type_identifier) @name body: (_) @body) @def.interface`,
  `(typealias_declaration name: (type_identifier) @name) @def.type`,
  `(function_declaration name: (simple_identifier) @name body: (_) @body) @def.function`,
  `(protocol_function_declaration name: (simple_identifier) @name) @def.function`,
  `(init_declaration name: _ @name body: (_) @body) @def.function`,
  `(call_expression . (simple_identifier) @name) @call`,
  // Member calls and calls behind an operator go to `calls` (the grammar reads `x * f()` as `(x * f)()`).
  `(call_expression . [(navigation_expression) (additive_expression) (multiplicative_expression) (prefix_expression)]) @calls`,
  `(import_declaration) @import`,
  `(parameter name: (simple_identifier) @var ${T}) @bind`,
  // `items: [Order]`: elements of type Order, which `for item in items` gives its variable (bindRange; bindPlaces LOOP_DECLARATIONS).
  `(parameter name: (simple_identifier) @var ${ARRAY}) @bind.elem`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) (type_annotation ${ARRAY})) @bind.elem`,
  `(for_statement item: (pattern bound_identifier: (simple_identifier) @var) collection: (simple_identifier) @val) @bind.range`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) (type_annotation ${T})) @bind`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) value: (call_expression . (simple_identifier) @type) (#match? @type "^[A-Z]")) @bind`,
  // `let v = make()`, `let v = Vehicle.make()`: what the function returns (DefRec.returns).
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) value: (call_expression . (simple_identifier) @val) (#match? @val "^[a-z_]")) @bind.return`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) value: (call_expression . (navigation_expression)) @val) @bind.chain`,
  // `guard let r = retrier(for: request) else {…}`, `if let r = self.make() {…}`: the unwrapped result (Alamofire's Session.swift:1350).
  `(guard_statement bound_identifier: (simple_identifier) @var (call_expression . (simple_identifier) @val) (#match? @val "^[a-z_]")) @bind.return`,
  `(if_statement bound_identifier: (simple_identifier) @var (call_expression . (simple_identifier) @val) (#match? @val "^[a-z_]")) @bind.return`,
  `(guard_statement bound_identifier: (simple_identifier) @var (call_expression . (navigation_expression)) @val) @bind.chain`,
  `(if_statement bound_identifier: (simple_identifier) @var (call_expression . (navigation_expression)) @val) @bind.chain`,
  // `let AF = Session.default`: a member read (readBind).
  `(property_declaration value: (navigation_expression)) @locals`,
  `(property_declaration value: (self_expression)) @locals`,
].join('\n');

/**
 * A function's declared result type (DefRec.returns), for locals holding a
 * call (`let bike = Vehicle.make()`): one named type, or an optional of it
 * (`-> Vehicle?`), or an existential of a protocol (`-> any Shape`,
 * `-> (any RequestRetrier)?`); `Self` is the enclosing type (`this`). None for arrays,
 * tuples, generic types and the function's own type parameters.
 */
function resultType(node: Node): string | undefined {
  let arrow = false;
  for (const c of node.children) {
    if (!c) continue;
    if (c.type === '->') arrow = true;
    else if (arrow && c.isNamed) {
      let t = c.type === 'optional_type' ? c.childForFieldName('wrapped') : c;
      // `-> (any RequestRetrier)?`, `-> any Shape`: the protocol.
      if (t?.type === 'tuple_type' && t.namedChildren.length === 1) t = t.namedChildren[0]?.childForFieldName('element') ?? null;
      if (t?.type === 'existential_type') t = t.namedChildren[0] ?? null;
      const ids = t?.type === 'user_type' ? t.namedChildren : [];
      if (ids.length !== 1 || ids[0]?.type !== 'type_identifier') return undefined;
      const name = ids[0].text;
      if (name === 'Self') return 'this';
      const params = node.namedChildren.find((x) => x?.type === 'type_parameters');
      return params?.descendantsOfType('type_identifier').some((p) => p?.text === name) ? undefined : name;
    }
  }
  return undefined;
}

/** Kind by keyword (`enum` → enum) and the inherited types; a function's result type. */
function defExtra(def: DefRec, node: Node): void {
  // `typealias Rotor = Motor`: the type it stands for (graphTypes typeDefs follows it; `Rotor()` constructs a Motor).
  if (node.type === 'typealias_declaration') {
    const aliased = aliasedTypeName(node);
    if (aliased && aliased !== def.name) def.returns = aliased;
    return;
  }
  // A computed property runs when read (DefRec.property, as a C# one): never handed on as a value, never called with arguments.
  if (node.type === 'property_declaration') {
    def.property = 'computed';
    return;
  }
  if (node.type === 'function_declaration') {
    const r = resultType(node);
    if (r) def.returns = r;
    return;
  }
  if (node.type !== 'class_declaration') return;
  if (node.childForFieldName('declaration_kind')?.text === 'enum') def.kind = 'enum';
  const bases: string[] = [];
  for (const c of node.namedChildren) {
    if (c?.type !== 'inheritance_specifier') continue;
    const t = c.descendantsOfType('type_identifier')[0];
    if (t) bases.push(t.text);
  }
  if (bases.length) def.bases = bases;
}

/**
 * The operand a postfix really applies to. tree-sitter-swift 0.7.1 binds
 * `(…)` and `.m` looser than `+`, `*` and a prefix `-`/`!`: `x * f()` is
 * read `(x * f)()`, `-a.f()` as `(-a).f()`. The call belongs to the right
 * operand (and the operator's own operand, through nesting: `a + b * f()`).
 * An implicit member (`.gas`, prefix `.`) is no operator: null.
 */
function operand(n: Node): Node | null {
  for (;;) {
    const t = n.type;
    if (t === 'additive_expression' || t === 'multiplicative_expression') {
      const r = n.childForFieldName('rhs');
      if (!r) return null;
      n = r;
    } else if (t === 'prefix_expression') {
      const r = n.childForFieldName('target');
      if (!r || n.childForFieldName('operation')?.type === '.') return null;
      n = r;
    } else return n;
  }
}

/**
 * Where a receiver chain really starts (source offset): the chain's head,
 * past any operator the grammar put around it (`x * a.b().c()`: the receiver
 * of `c` is `a.b()`, not `x * a.b()`); -1 for an implicit member head.
 */
function chainStart(n: Node): number {
  for (;;) {
    const t = n.type;
    let next: Node | null;
    if (t === 'call_expression') next = n.namedChild(0);
    else if (t === 'navigation_expression' || t === 'postfix_expression') next = n.childForFieldName('target');
    else if (t === 'additive_expression' || t === 'multiplicative_expression' || t === 'prefix_expression') {
      next = operand(n);
      if (!next) return n.type === 'prefix_expression' ? n.startIndex : -1;
    } else return n.startIndex;
    if (!next) return n.startIndex;
    n = next;
  }
}

/**
 * A call the query hands over (`calls`): `a.f()`, or a call behind an
 * operator (`x * f()`, `-f()`, `x + a.f()`), recorded as the call of the
 * name nearest its parentheses, its receiver the chain after the operator.
 */
function calls(node: Node, b: FileBuilder): void {
  const head = node.namedChild(0);
  if (!head) return;
  if (head.type !== 'navigation_expression') {
    const callee = operand(head);
    if (callee && callee !== head) {
      if (callee.type === 'simple_identifier') b.call('call', node, callee, null);
      else if (callee.type === 'navigation_expression') member(node, callee, b);
    }
    return;
  }
  member(node, head, b);
  elementClosure(node, head, b);
}

/**
 * Standard-library methods of Swift's Sequence and Collection whose closure
 * is given elements of the sequence they are called on, by method: which of
 * the closure's parameters are elements (`reduce(0) { sum, x in … }`: the
 * second; `sorted { $0.rank < $1.rank }`: both). The Swift Standard Library
 * reference, protocols Sequence, Collection, MutableCollection and
 * RangeReplaceableCollection.
 */
const ELEMENT_CLOSURES: ReadonlyMap<string, readonly number[]> = new Map<string, readonly number[]>([
  ...['forEach', 'map', 'compactMap', 'flatMap', 'filter', 'first', 'last', 'contains', 'allSatisfy', 'firstIndex', 'lastIndex', 'drop', 'prefix', 'removeAll', 'partition', 'split'].map(
    (m) => [m, [0]] as const,
  ),
  ...['sorted', 'sort', 'min', 'max'].map((m) => [m, [0, 1]] as const),
  ['reduce', [1]],
]);

/**
 * `monitors.forEach { $0.request() }`, `monitors.map { m in m.name() }`,
 * `items.first(where: { $0.ok() })`: the closure's element parameters
 * (ELEMENT_CLOSURES) are elements of the variable the method is called on
 * (a plain name, as `for m in monitors` reads it: bind `monitors[]`). A named
 * parameter without a type is bound (FileBuilder.bindRange); `$0`, `$1` are
 * renamed inside the closure, except inside closures nested in it, whose
 * `$0` is their own (The Swift Programming Language, "Closures: Shorthand
 * Argument Names"). A typed parameter keeps its type (not bound here).
 */
function elementClosure(node: Node, nav: Node, b: FileBuilder): void {
  const name = nav.childForFieldName('suffix')?.childForFieldName('suffix');
  const k = name ? ELEMENT_CLOSURES.get(name.text) : undefined;
  const target = nav.childForFieldName('target');
  if (!k || target?.type !== 'simple_identifier') return;
  const suffix = node.namedChildren.find((c) => c?.type === 'call_suffix');
  let lambda = suffix?.namedChildren.find((c) => c?.type === 'lambda_literal') ?? null;
  if (!lambda) {
    const args = suffix?.namedChildren.find((c) => c?.type === 'value_arguments')?.namedChildren.filter((c) => c?.type === 'value_argument');
    const value = args?.length ? args[args.length - 1]!.childForFieldName('value') : null;
    if (value?.type === 'lambda_literal') lambda = value;
  }
  if (!lambda) return;
  const params = lambda.childForFieldName('type')?.namedChildren.find((c) => c?.type === 'lambda_function_type_parameters');
  if (params) {
    const list = params.namedChildren.filter((c) => c?.type === 'lambda_parameter');
    for (const i of k) {
      const p = list[i];
      const id = p?.childForFieldName('name');
      if (p && id?.type === 'simple_identifier' && !p.namedChildren.some((c) => c?.type?.endsWith('type'))) b.bindRange(lambda, id, target);
    }
    return;
  }
  const holes = lambda.descendantsOfType('lambda_literal').filter((l): l is Node => !!l && l.id !== lambda!.id).map((l) => ({ start: l.startIndex, end: l.endIndex }));
  for (const i of k) b.rename(lambda, `$${i}`, `${target.text}[]`, holes);
}

/** The call of `nav`'s suffix name (`recv.name(…)`) at `node`. */
function member(node: Node, nav: Node, b: FileBuilder): void {
  const name = nav.childForFieldName('suffix')?.childForFieldName('suffix');
  const target = nav.childForFieldName('target');
  if (name?.type !== 'simple_identifier' || !target) return;
  const lit = literalType(target);
  if (lit) return b.callNamed('call', name, `(${lit})`);
  const start = chainStart(target);
  if (start === target.startIndex || start < 0) b.call('call', node, name, target);
  else b.callNamed('call', name, dottedReceiver(uncommented(node, b.src.slice(start, target.endIndex), start)));
}

/**
 * The type of a literal receiver (`4.0.normalized()`, `(4.0).f()`, `3.twice()`,
 * `"s".loud()`), as Swift infers it without context: a float literal is a
 * Double, an integer literal an Int, a string literal a String, `true` a
 * Bool; undefined for anything else.
 */
function literalType(n: Node): string | undefined {
  while (n.type === 'tuple_expression' && n.namedChildCount === 1 && n.namedChild(0)) n = n.namedChild(0)!;
  switch (n.type) {
    case 'real_literal':
      return 'Double';
    case 'integer_literal':
    case 'hex_literal':
    case 'oct_literal':
    case 'bin_literal':
      return 'Int';
    case 'line_string_literal':
    case 'multi_line_string_literal':
    case 'raw_string_literal':
      return 'String';
    case 'boolean_literal':
      return 'Bool';
    default:
      return undefined;
  }
}

/**
 * `let AF = Session.default` (Alamofire.swift), `let q = session.rootQueue`:
 * the variable holds what the member read gives, a static property of a
 * type or a property of a value (the bind's `default` declared `static let
 * \`default\` = Session()`, or with its type), typed link by link when
 * resolving (FileBuilder.bindChain, `read`). Only a path of plain names,
 * without a type annotation (which the bind patterns read).
 */
/** Swift declarations whose body has a `self` of its own (a method, an initializer, a computed property, a subscript). */
const SELF_HOLDERS: ReadonlySet<string> = new Set(['function_declaration', 'init_declaration', 'computed_property', 'subscript_declaration']);

function readBind(node: Node, b: FileBuilder): void {
  if (node.namedChildren.some((c) => c?.type === 'type_annotation')) return;
  const name = node.childForFieldName('name');
  const v = name?.type === 'pattern' ? name.childForFieldName('bound_identifier') : null;
  const value = node.childForFieldName('value');
  // `var merged = self` (a value type's copy, SwiftyJSON's `merged(with:)`): `merged.merge(…)` is a call on the type's own
  // members, the variable read as `self` in the function declaring it.
  if (v?.type === 'simple_identifier' && value?.type === 'self_expression') {
    let fn = node.parent;
    while (fn && !SELF_HOLDERS.has(fn.type)) fn = fn.parent;
    if (fn) b.rename(fn, b.text(v), 'self');
    return;
  }
  if (!v || v.type !== 'simple_identifier' || value?.type !== 'navigation_expression') return;
  const path = b.text(value).replace(/\s+/g, '').replace(/`/g, '');
  if (/^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(path)) b.bindChain(false, node, v, path, true);
}

/** `private` and `fileprivate` declarations are not visible to other files. */
function exported(_def: DefRec, node: Node): boolean {
  const mods = node.namedChildren.find((c) => c?.type === 'modifiers');
  return !mods?.namedChildren.some((m) => m?.type === 'visibility_modifier' && /^(private|fileprivate)\b/.test(m.text));
}

/** `import Module` (also `import struct Module.Type`): every public declaration of that module. */
function importNode(node: Node, rec: FileRec): void {
  const id = node.namedChildren.find((c) => c?.type === 'identifier');
  const module = id?.namedChildren[0]?.text;
  if (module) rec.imports.push({ local: '*', name: '*', source: module, line: node.startPosition.row + 1 });
}

/** Swift module of a repo-relative path: the folder under `Sources/` or `Tests/`, else the top folder ('' at the root). */
export function swiftModule(p: string): string {
  const segs = p.split('/');
  for (let i = segs.length - 3; i >= 0; i--) if (segs[i] === 'Sources' || segs[i] === 'Tests') return segs[i + 1];
  return segs.length > 1 ? segs[0] : '';
}

// Reads of the file's computed properties through a receiver (`j.description`, `self.array`) are calls of them, as C#'s are (langCsProperties).
export const swiftSpec: LangSpec = { query: QUERY, source: swiftSourceText, importNode, defExtra, exported, calls, locals: readBind, finish: (rec, _root, src) => propertyReads(rec, src, false) };
