/**
 * Dart extraction (tree-sitter-dart, built to WebAssembly by
 * @repomix/tree-sitter-wasms). This grammar puts a function's body beside
 * its signature and a call's arguments in a `selector` after its name, so
 * Dart walks the tree instead of running a query:
 * - definitions: classes and mixins (`class`, bases from `extends`, `with`,
 *   `implements`), enums, typedefs, functions, methods, getters/setters,
 *   constructors (named and factory), local functions; methods of an
 *   `extension … on T` belong to `T`. A definition spans signature + body.
 * - calls: `f()`, `a.f()`, `this.a.f()`, `a?.f()`, `super.f()` (a receiver
 *   that is itself a call is `?`);
 * - imports: `import 'x.dart'` (every name), `as p` (a namespace), `show a, b`
 *   (those names); `package:name/…` resolves through the `pubspec.yaml` of
 *   that package (modules.ts);
 * - declared types of parameters, fields and locals, and `var x = T()`.
 * Names starting with `_` are private to their library.
 */
import { dartValue, DART_VALUE_TYPES, dropDartLocalValues } from './dartValues';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import type { FileBuilder } from './fileBuilder';

const SIGNATURES = new Set(['function_signature', 'getter_signature', 'setter_signature', 'constructor_signature', 'factory_constructor_signature']);
const TYPES = [
  'class_definition', 'mixin_declaration', 'enum_declaration', 'type_alias', 'function_body', 'declaration', 'selector',
  'formal_parameter', 'initialized_variable_definition', 'import_specification', 'for_loop_parts',
  // A function handed on as a value (`xs.map(double)`, `onPressed: save`): dartValues.ts.
  ...DART_VALUE_TYPES,
];

/** Dart collections of one element type (`List<Order>`, dart:core and dart:collection) whose `for (x in xs)` gives x that type. */
const COLLECTIONS: ReadonlySet<string> = new Set(['List', 'Iterable', 'Set', 'Queue', 'ListQueue', 'LinkedHashSet', 'HashSet', 'SplayTreeSet']);

function firstOf(n: Node, type: string): Node | null {
  for (const c of n.namedChildren) if (c?.type === type) return c;
  return null;
}

/** Name node of a signature: its `name` (the last one for `A.named`), else its last identifier (factories). */
function signatureName(sig: Node): Node | null {
  const names = sig.childrenForFieldName('name').filter((c): c is Node => !!c && c.type === 'identifier');
  if (names.length) return names[names.length - 1];
  const ids = sig.namedChildren.filter((c): c is Node => c?.type === 'identifier');
  return ids[ids.length - 1] ?? null;
}

/** A function, method or local function ending with `body`. */
function functionDef(b: FileBuilder, body: Node): void {
  const parent = body.parent;
  if (parent?.type === 'lambda_expression') {
    // A local function (`void f() {…}` in a block); a plain closure has no signature name.
    if (parent.parent?.type !== 'local_function_declaration') return;
    const sig = parent.childForFieldName('parameters');
    if (sig) b.def('function', parent, signatureName(sig), body, null, null);
    return;
  }
  const prev = body.previousNamedSibling;
  if (!prev) return;
  const sig = prev.type === 'method_signature' ? prev.namedChildren.find((c) => !!c && SIGNATURES.has(c.type)) : SIGNATURES.has(prev.type) ? prev : null;
  if (!sig) return;
  // Methods of `extension E on T` are T's.
  const ext = parent?.type === 'extension_body' ? parent.parent?.childForFieldName('class') ?? null : null;
  b.def('function', prev, signatureName(sig), body, ext, null, body);
}

/**
 * Receiver of a call whose name is accessed at `parts[end + 1]`: the primary
 * and the accesses before it (`a`, `this.a`, `super`), or `?` when a call or
 * anything longer stands there.
 */
function receiverOf(parts: Node[], end: number, src: string): string {
  const names: string[] = [];
  let i = end;
  for (; i >= 0; i--) {
    const id = accessName(parts[i]);
    if (!id) break;
    names.unshift(src.slice(id.startIndex, id.endIndex));
  }
  const first = parts[i];
  if (!first || (i > 0 && isChain(parts[i - 1]))) return '?';
  if (first.type === 'identifier') names.unshift(src.slice(first.startIndex, first.endIndex));
  else if (first.type === 'this' || first.type === 'super') names.unshift(first.type);
  else {
    // `5.asMoney()`, `'x'.shout()`: the literal's type, `(int)` (graphResolve reads it as that type's members or extensions).
    const lit = names.length === 0 ? literalType(first) : undefined;
    return lit ? `(${lit})` : '?';
  }
  return names.length > 2 ? '?' : names.join('.');
}

/** Whether `n` continues an expression (a selector), so what follows is not its start. */
function isChain(n: Node): boolean {
  return n.type === 'selector' || n.type === 'unconditional_assignable_selector' || n.type === 'conditional_assignable_selector';
}

/** The name of `.x` / `?.x` (a selector or a bare assignable selector), else null. */
function accessName(n: Node): Node | null {
  const a = n.type === 'selector' ? n.namedChildren[0] : n;
  if (a?.type === 'unconditional_assignable_selector' || a?.type === 'conditional_assignable_selector') return firstOf(a, 'identifier');
  return null;
}

/** A call: a selector holding arguments, after a name (`f(`) or an access (`a.f(`). */
function callAt(b: FileBuilder, sel: Node): void {
  if (!firstOf(sel, 'argument_part')) return;
  const parent = sel.parent;
  if (!parent) return;
  const parts = parent.namedChildren.filter((c): c is Node => !!c);
  const k = parts.findIndex((c) => c.id === sel.id);
  if (k < 1) return;
  const prev = parts[k - 1];
  if (prev.type === 'identifier' && (k === 1 || !isChain(parts[k - 2]))) {
    b.callNamed('call', prev, undefined);
    return;
  }
  const id = accessName(prev);
  if (id) b.callNamed('call', id, receiverOf(parts, k - 2, b.src));
}

function typeIn(n: Node): Node | null {
  return firstOf(n, 'type_identifier');
}

/** The element type of a declaration's collection type (`Order` of `List<Order> xs`), null when it declares none (COLLECTIONS). */
function elementType(n: Node): Node | null {
  const type = typeIn(n);
  if (!type || !COLLECTIONS.has(type.text)) return null;
  const args = type.nextNamedSibling;
  if (args?.type !== 'type_arguments' || args.namedChildCount !== 1) return null;
  const elem = args.namedChildren[0];
  return elem?.type === 'type_identifier' ? elem : null;
}

/**
 * `for (var x in xs)` / `for (final Order x in xs)` (`parts` is the loop's
 * for_loop_parts): x is of its declared type, else an element of xs (a
 * variable or `this.xs`), inside the loop only (bindPlaces LOOP_DECLARATIONS).
 */
function loopVariable(b: FileBuilder, parts: Node): void {
  const loop = parts.parent;
  const name = parts.childForFieldName('name');
  const value = parts.childForFieldName('value');
  if (!loop || loop.type !== 'for_statement' || !name || !value) return;
  const declared = typeIn(parts);
  if (declared) b.bind(false, loop, name, declared);
  else if (value.type === 'identifier') b.bindRange(loop, name, value);
}

function walk(root: Node, b: FileBuilder): void {
  for (const n of root.descendantsOfType(TYPES)) {
    if (!n) continue;
    switch (n.type) {
      case 'class_definition':
        b.def('class', n, n.childForFieldName('name'), n.childForFieldName('body'), null, null);
        break;
      case 'mixin_declaration':
        b.def('class', n, firstOf(n, 'identifier'), firstOf(n, 'class_body'), null, null);
        break;
      case 'enum_declaration':
        b.def('enum', n, n.childForFieldName('name'), n.childForFieldName('body'), null, null);
        break;
      case 'type_alias':
        b.def('type', n, typeIn(n), null, null, null);
        break;
      case 'function_body':
        functionDef(b, n);
        break;
      case 'declaration': {
        // A constructor without a body (`Book(this.title);`, `Book.untitled() : this('u');`, `R(t) : super(t);`) is one too.
        const sig = n.namedChildren.find((c) => !!c && SIGNATURES.has(c.type));
        if (sig) b.def('function', n, signatureName(sig), null, null, null);
        if (sig?.type === 'constructor_signature') constructorCalls(b, n);
        const type = typeIn(n);
        const list = firstOf(n, 'initialized_identifier_list');
        if (type && list) for (const v of list.namedChildren) if (v) b.bind(false, n, firstOf(v, 'identifier') ?? v, type);
        const elem = list && elementType(n);
        if (elem) for (const v of list.namedChildren) if (v) b.bindElem(false, n, firstOf(v, 'identifier') ?? v, elem);
        break;
      }
      case 'selector':
        callAt(b, n);
        break;
      case 'formal_parameter': {
        const type = typeIn(n);
        const name = n.childForFieldName('name');
        if (type && name) b.bind(false, n, name, type);
        const elem = name && elementType(n);
        if (elem) b.bindElem(false, n, name!, elem);
        break;
      }
      case 'for_loop_parts':
        loopVariable(b, n);
        break;
      case 'argument':
      case 'named_argument':
      case 'return_statement':
        dartValue(b, n);
        break;
      case 'initialized_variable_definition': {
        const name = n.childForFieldName('name');
        if (!name) break;
        dartValue(b, n);
        const declared = typeIn(n);
        if (declared) {
          b.bind(false, n, name, declared);
          break;
        }
        const values = n.childrenForFieldName('value').filter((v): v is Node => !!v);
        const made = constructedType(values);
        // Through an import prefix the type keeps it (`util.Member`), resolved in that library.
        if (made) b.bindText(n, name, made.id === values[0].id ? made.text : `${values[0].text}.${made.text}`);
        break;
      }
      case 'import_specification':
        importSpec(n, b.rec);
        break;
    }
  }
}

/**
 * The class a variable's initial value constructs, from the value's parts (an
 * identifier, then selectors): `T(…)`, through an import prefix `p.T(…)`, a
 * named or factory constructor `T.named(…)` / `p.T.named(…)` — a capitalised
 * name followed by at most one access, then the arguments. Null otherwise.
 */
function constructedType(values: Node[]): Node | null {
  const last = values[values.length - 1];
  if (values[0]?.type !== 'identifier' || values.length < 2 || values.length > 4 || last.type !== 'selector' || !firstOf(last, 'argument_part')) return null;
  const names = [values[0], ...values.slice(1, -1).map(accessName)];
  if (names.some((x) => !x)) return null;
  // `T(…)`, `T.named(…)`; `p.T(…)`, `p.T.named(…)` with a lower-case prefix.
  const at = /^[A-Z]/.test(names[0]!.text) ? 0 : names.length > 1 && /^[A-Z]/.test(names[1]!.text) ? 1 : -1;
  return at >= 0 && names.length - at <= 2 ? names[at] : null;
}

/**
 * A bodyless constructor's redirection `: this(…)` and initializer `: super(…)`:
 * calls of the unnamed constructor of the class (`this`) or of its superclass
 * (`super`), named after that class (Dart constructors bear their class's name).
 */
function constructorCalls(b: FileBuilder, decl: Node): void {
  let cls: Node | null = decl.parent;
  while (cls && cls.type !== 'class_definition') cls = cls.parent;
  if (!cls) return;
  const redirect = firstOf(decl, 'redirection');
  const self = redirect ? firstOf(redirect, 'this') : null;
  if (self && firstOf(redirect!, 'arguments')) {
    const name = cls.childForFieldName('name')?.text;
    if (name) b.callNamed('call', self, 'this', name);
  }
  const init = firstOf(decl, 'initializers');
  for (const e of init?.namedChildren ?? []) {
    const sup = e && e.type === 'initializer_list_entry' ? firstOf(e, 'super') : null;
    const base = cls.childForFieldName('superclass')?.descendantsOfType('type_identifier')[0]?.text;
    if (sup && base && firstOf(e!, 'arguments')) b.callNamed('call', sup, 'super', base);
  }
}

/** `import 'uri' [as p] [show a, b] [hide c]`. */
function importSpec(n: Node, rec: FileRec): void {
  const uri = n.descendantsOfType('string_literal')[0];
  const source = uri?.text.replace(/^['"]|['"]$/g, '');
  if (!source || source.startsWith('dart:')) return;
  const line = n.startPosition.row + 1;
  const alias = n.namedChildren.find((c) => c?.type === 'identifier');
  if (alias) {
    rec.imports.push({ local: alias.text, name: '*', source, line });
    return;
  }
  const show = n.namedChildren.find((c) => c?.type === 'combinator' && c.text.startsWith('show'));
  if (show) {
    for (const id of show.namedChildren) if (id?.type === 'identifier') rec.imports.push({ local: id.text, name: id.text, source, line });
    return;
  }
  rec.imports.push({ local: '*', name: '*', source, line });
}

/** Bases from `extends A with M implements I`. */
function defExtra(def: DefRec, node: Node): void {
  // `typedef Cog = Gear;` (`typedef Map2 = Map<String, int>;`): the type it stands for, after its name (graphTypes typeDefs
  // follows it); an old-style function typedef (`typedef int Fn(int x);`) none.
  if (node.type === 'type_alias') {
    const types = node.namedChildren.filter((c) => c?.type === 'type_identifier');
    const target = types.length >= 2 && node.text.includes('=') ? types[1]!.text : undefined;
    if (target && target !== def.name) def.returns = target;
    return;
  }
  if (node.type !== 'class_definition') return;
  const bases: string[] = [];
  for (const f of ['superclass', 'interfaces']) {
    const part = node.childForFieldName(f);
    if (part) for (const t of part.descendantsOfType('type_identifier')) if (t) bases.push(t.text);
  }
  if (bases.length) def.bases = bases;
}

/**
 * The type Dart infers for a literal receiver (receiverOf): an
 * integer literal is an int, a floating-point one a double, a string a
 * String, `true`/`false` a bool (Dart language spec, "Literals"); so
 * `5.asMoney()` reaches `extension IntMoney on int { String asMoney() … }`.
 */
function literalType(n: Node): string | undefined {
  switch (n.type) {
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
      return 'int';
    case 'decimal_floating_point_literal':
      return 'double';
    case 'string_literal':
      return 'String';
    case 'true':
    case 'false':
      return 'bool';
    default:
      return undefined;
  }
}

export const dartSpec: LangSpec = {
  query: '',
  walk,
  finish: (rec, root) => dropDartLocalValues(rec, root),
  defExtra,
  exported: (def: DefRec) => !def.name.startsWith('_'),
};
