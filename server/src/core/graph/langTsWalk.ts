/**
 * The TypeScript/TSX/JavaScript walk: one pass over the nodes that matter
 * (fetched by type in a single call into the parser), reading their fields
 * directly; the same records langTs.ts's query describes, without compiling
 * that query in every thread.
 *
 * Shaped for a cold worker thread (bench/graph-speed.mjs): most of a first
 * index runs before the JIT has optimised anything, so
 * - each node type has its own small handler: the hot ones (calls,
 *   declarators, parameters) are optimised alone and quickly, the rare ones
 *   never cost an optimising compile (one function with every case was
 *   compiled, deoptimised by a rarely seen case and compiled again);
 * - fields are read by id (`childForFieldId`), looked up once per file,
 *   instead of by name (a search of the grammar's field list per read);
 * - text comes from slices of the source string (FileBuilder.text).
 *
 * Here: the walk itself, its shared state (Walk) and the handlers of
 * definitions, imports and exports; calls, constructions, JSX elements and
 * getter reads are langTsCalls.ts; what variables, fields and parameters
 * hold (their types, for receivers) is recorded by the handlers in
 * langTsBinds.ts.
 */
import type { Language, Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { FileBuilder } from './fileBuilder';
import { valueAliases } from './langTsTypes';
import { mayOpenTestCase, tsTestCase } from './testCases';
import { getterReads, onCall, onDecorator, onJsx, onNew } from './langTsCalls';
import { WRAPPERS, namedByHolder, onMethod, onNamespace, onPropertyFunction } from './langTsDefs';
import { bindAsserted, bindDeclared, bindNew, bindTernary, defaulted, thisField, bindReturns, constructed, destructure, field, onForIn, onParameter, onPropertySignature, bindScalars, type Later, type Scalar } from './langTsBinds';

/** Node types the walk looks at (either grammar; names a grammar lacks simply never occur). */
const WALKED = [
  'function_declaration', 'generator_function_declaration', 'function_expression', 'class_declaration', 'abstract_class_declaration',
  'method_definition', 'variable_declarator', 'call_expression', 'new_expression', 'import_statement', 'export_statement',
  'assignment_expression', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'method_signature',
  'function_signature', 'abstract_method_signature', 'public_field_definition', 'required_parameter', 'optional_parameter',
  'field_definition', 'for_in_statement', 'property_signature', 'jsx_opening_element', 'jsx_self_closing_element',
  'internal_module', 'module', 'arrow_function', 'decorator',
];
const FN_VALUES = new Set(['arrow_function', 'function_expression', 'generator_function']);
const FIELD_FN = new Set(['arrow_function', 'function_expression']);
/** Field ids of one grammar (0 = the grammar has no such field). */
export interface Fields {
  name: number;
  body: number;
  value: number;
  type: number;
  function: number;
  property: number;
  object: number;
  constructor: number;
  left: number;
  right: number;
  pattern: number;
  arguments: number;
  declaration: number;
  parameter: number;
  parameters: number;
  key: number;
}

const fieldsByLanguage = new WeakMap<Language, Fields>();

function fieldsOf(language: Language): Fields {
  let f = fieldsByLanguage.get(language);
  if (!f) {
    const id = (n: string) => language.fieldIdForName(n) ?? 0;
    f = {
      name: id('name'), body: id('body'), value: id('value'), type: id('type'), function: id('function'), property: id('property'),
      object: id('object'), constructor: id('constructor'), left: id('left'), right: id('right'), pattern: id('pattern'),
      arguments: id('arguments'), declaration: id('declaration'), parameter: id('parameter'), parameters: id('parameters'), key: id('key'),
    };
    fieldsByLanguage.set(language, f);
  }
  return f;
}

/** What one file's walk shares with the handlers. */
export interface Walk {
  b: FileBuilder;
  src: string;
  typed: boolean;
  f: Fields;
  /** Ids of top-level `const`/`let` declarators (definitions of kind const). */
  topConst: Set<number>;
  /** `x = f(…)` seen so far, bound at the walk's end when `x` is a call receiver (langTsBinds bindReturns). */
  later: Later[];
  /** Built-in scalars and collections of predefined types declared so far, bound at the walk's end when call receivers (langTsBinds bindScalars). */
  scalars: Scalar[];
  /** Object patterns destructuring a name or `a.b` (`const { x } = ssrUtils`), kept at the walk's end when that value is module-level (destructure). */
  destructs: { n: Node; pattern: Node; value: Node }[];
  /** Names of the top-level const declarators seen (their text read only if a destructuring needs it). */
  topNames: Node[];
  /** Ids of the functions wrapped by `memo` / `forwardRef` in a const's value: the const is their definition (wrappedComponent). */
  wrapped: Set<number>;
  /** Where variables and parameters declared with a type so far are (name → start offsets, -1 for a module-level variable; langTsBinds bindDeclared): an assignment `x = f()` does not rebind them (typedInStatement). */
  declared: Map<string, number[]>;
  /** Ids of decorator calls (`@Get('/x')`) with the member they decorate, whose call they are (langTsCalls onDecorator). */
  decorated?: Map<number, Node>;
  importNode(node: Node, rec: FileRec): void;
  exportNode(node: Node, rec: FileRec): void;
}

/** Body of a function-valued node (arrow, function expression, generator), else null. */
function fnBody(value: Node | null, w: Walk, kinds: Set<string> = FN_VALUES): Node | null {
  return value && kinds.has(value.type) ? field(value, w.f.body) : null;
}

/**
 * The value inside any WRAPPERS around `value` (`value` itself when it is
 * none). The wrapped expression is the first named child, except in `<T>x`
 * where the type comes first; a parenthesized sequence (`(a, b)`) is not unwrapped.
 */
export function unwrapValue(value: Node | null): Node | null {
  let v = value;
  while (v && WRAPPERS.has(v.type)) {
    const inner = v.type === 'type_assertion' ? v.namedChild(v.namedChildCount - 1) : v.namedChild(0);
    if (!inner || inner.type === 'sequence_expression') return v;
    v = inner;
  }
  return v;
}

/** Whether the call expression `value` (a declarator's value) is `require('m')` (`arguments` starting with a string). */
function isRequire(value: Node, w: Walk): boolean {
  const fn = field(value, w.f.function);
  if (fn?.type !== 'identifier' || w.b.text(fn) !== 'require') return false;
  return field(value, w.f.arguments)?.namedChild(0)?.type === 'string';
}

/**
 * Whether a declarator's value of type `vt` only re-binds what a module
 * exports: `require('m')`, or one property of it (`require('m').default`,
 * `require('m').x`). Such a const is an import binding (langTs importNode,
 * keepDef), not a definition.
 */
function isRequireBinding(value: Node, vt: string, w: Walk): boolean {
  if (vt === 'call_expression') return isRequire(value, w);
  if (vt !== 'member_expression' || field(value, w.f.property)?.type !== 'property_identifier') return false;
  const obj = field(value, w.f.object);
  return obj?.type === 'call_expression' && isRequire(obj, w);
}

/** React's component wrappers: `memo(fn)`, `forwardRef(fn)`, also as `React.memo` / `React.forwardRef`. */
const COMPONENT_WRAPPERS = new Set(['memo', 'forwardRef']);

/**
 * The function a component wrapper call wraps: `forwardRef(function Button(props, ref) {…})`,
 * `React.memo((props) => …)`, `memo(forwardRef(…))` (nested, through WRAPPERS); null when
 * `call` is no such call or its first argument is no function written there.
 */
function wrappedComponent(call: Node, w: Walk): Node | null {
  let v: Node | null = call;
  for (let depth = 0; depth < 3 && v?.type === 'call_expression'; depth++) {
    const fn = field(v, w.f.function);
    let name: Node | null = fn;
    if (fn?.type === 'member_expression') {
      const obj = field(fn, w.f.object);
      name = obj?.type === 'identifier' && w.b.text(obj) === 'React' ? field(fn, w.f.property) : null;
    } else if (fn?.type !== 'identifier') return null;
    if (!name || !COMPONENT_WRAPPERS.has(w.b.text(name))) return null;
    v = unwrapValue(field(v, w.f.arguments)?.namedChild(0) ?? null);
    if (v && FN_VALUES.has(v.type)) return v;
  }
  return null;
}

type Handler = (n: Node, w: Walk) => void;

function onFunction(n: Node, w: Walk): void {
  // The function of `const Button = forwardRef(function Button(…) {…})` is the const's body (onDeclarator), not a second Button.
  if (w.wrapped.size && w.wrapped.has(n.id)) return;
  const name = field(n, w.f.name);
  const body = field(n, w.f.body);
  if (!name && body && n.type !== 'function_declaration' && n.type !== 'generator_function_declaration') onPropertyFunction(n, w);
  if (name?.type !== 'identifier' || !body) return;
  if (n.type === 'function_expression' && namedByHolder(n, name, w)) return;
  w.b.def('function', n, name, body, null, null);
}

function onClass(n: Node, w: Walk): void {
  if (!w.typed && n.type !== 'class_declaration') return;
  const body = field(n, w.f.body);
  if (!body) return;
  const bases: Node[] = [];
  const heritage = n.namedChildren.find((c) => c?.type === 'class_heritage');
  if (heritage) {
    // TypeScript: the `extends` value, then each implemented interface (a method implementing one is
    // reached by calls through it: graphClasses overridden); JavaScript: the expression.
    if (w.typed) {
      for (const clause of heritage.namedChildren) {
        if (clause?.type === 'extends_clause') {
          const v = field(clause, w.f.value);
          if (v) bases.push(v);
        } else if (clause?.type === 'implements_clause') for (const t of clause.namedChildren) if (t) bases.push(t);
      }
    } else {
      const first = heritage.namedChild(0);
      if (first) bases.push(first);
    }
  }
  w.b.def('class', n, field(n, w.f.name), body, null, bases.length ? bases : null);
}

function onDeclarator(n: Node, w: Walk): void {
  const { b, f } = w;
  const name = field(n, f.name);
  const value = field(n, f.value);
  // The value's type is read once (each read is a call into the parser).
  const vt = value?.type;
  const nt = name?.type;
  const isId = nt === 'identifier';
  // Only the function test looks through wrappers: the other records keep reading the value as written.
  const fn = vt !== undefined && WRAPPERS.has(vt) ? unwrapValue(value) : value;
  const ft = fn === value ? vt : fn?.type;
  let body = isId && ft !== undefined && FN_VALUES.has(ft) ? field(fn!, f.body) : null;
  // A React component wrapped by memo / forwardRef: the const is the function, its body the wrapped function's.
  if (!body && isId && ft === 'call_expression') {
    const inner = wrappedComponent(fn!, w);
    if (inner) {
      body = field(inner, f.body);
      w.wrapped.add(inner.id);
    }
  }
  if (body) b.def('function', n, name, body, null, null);
  const ann = w.typed ? field(n, f.type) : null;
  if (isId && w.topConst.has(n.id)) {
    b.def('const', n, name, null, null, null);
    w.topNames.push(name!);
    valueAliases(n, name!, value, vt, b);
  }
  if ((vt === 'call_expression' || vt === 'member_expression') && isRequireBinding(value!, vt, w)) w.importNode(n, b.rec);
  if (!isId) {
    if (nt === 'object_pattern' && (vt === 'identifier' || vt === 'member_expression')) w.destructs.push({ n, pattern: name!, value: value! });
    return;
  }
  // The declared type first (it comes first in the source, and the resolver takes the first bind), else an asserted one (`x as T`).
  const t = ann ? bindDeclared(w, false, n, name!, ann) : w.typed && (vt === 'as_expression' || vt === 'type_assertion') && bindAsserted(w, false, n, name!, value);
  const ctor = vt === 'new_expression' ? constructed(value, w) : null;
  if (ctor) bindNew(w, false, n, name!, ctor);
  // `const s = c ? new A() : new B()`: either.
  else if (!t && vt === 'ternary_expression' && bindTernary(w, false, n, name!, value!)) return;
  // `const r = createRepo()`: typed by the function's declared return type (TypeScript), or in JavaScript by its JSDoc `@returns {T}` or its one `return new T()`; `const r = repos[0]` by the element type.
  else if (!t && (w.typed || vt === 'call_expression') && (vt === 'call_expression' || vt === 'await_expression' || vt === 'subscript_expression')) w.later.push({ field: false, node: n, name: name!, value: value!, vt });
  // `const h = this.helper`: h holds what the field does (its declared or constructed type, graphTypes typeDefs).
  else if (!t && vt === 'member_expression' && thisField(value!, w)) w.later.push({ field: false, node: n, name: name!, value: value!, vt });
  // `const q = this.queryRunner ?? this.dataSource.createQueryRunner()` (also `||`): the field's type, else the call's result.
  else if (!t && w.typed && vt === 'binary_expression') {
    const d = defaulted(value!, w);
    if (d) w.later.push({ field: false, node: n, name: name!, value: d, vt: d.type });
  }
}

function onAssignment(n: Node, w: Walk): void {
  const { b, f } = w;
  const left = field(n, f.left);
  if (left?.type === 'identifier') {
    // `dep = new Dep()` (also inside an expression: `map.set(k, (dep = new Dep()))`): dep is a Dep; `s = c ? new A() : new B()` either.
    const right = field(n, f.right);
    const ctor = constructed(right, w);
    if (ctor) bindNew(w, false, n, left, ctor);
    else if (right?.type === 'ternary_expression') bindTernary(w, false, n, left, right);
    // `c = c.item()` of a variable declared without a type: from here on c holds what item() returns (a declared type stays the variable's).
    else if (w.typed && right && (right.type === 'call_expression' || right.type === 'await_expression') && !typedInStatement(n, b.text(left), w)) {
      w.later.push({ field: false, node: n, name: left, value: right, vt: right.type });
    }
    return;
  }
  if (left?.type !== 'member_expression') return;
  const obj = field(left, f.object);
  const prop = field(left, f.property);
  if (prop?.type !== 'property_identifier') return;
  const right = field(n, f.right);
  if (obj?.type === 'this') {
    const ctor = constructed(right, w);
    if (ctor) bindNew(w, true, n, prop, ctor);
    // `this.repo = repo` with `repo: Repo` a parameter: the field is a Repo.
    else if (w.typed && right?.type === 'identifier') b.bindCopy(n, prop, right);
    else if (w.typed && right) {
      const rt = right.type;
      if (rt === 'call_expression' || rt === 'await_expression') w.later.push({ field: true, node: n, name: prop, value: right, vt: rt });
    }
  } else if (!w.typed) {
    // CommonJS: `module.<x>.name = function …` and `exports.name = function …`.
    if (!obj) return;
    const ot = obj.type;
    const owner = ot === 'member_expression' ? field(obj, f.object) : ot === 'identifier' ? obj : null;
    const ownerName = owner?.type === 'identifier' ? b.text(owner) : '';
    // `module.exports = Store`: the module is Store, read by `const Store = require('./store')` (graphScope namespaceDefault).
    if (ot === 'identifier' && ownerName === 'module' && b.text(prop) === 'exports' && right?.type === 'identifier') {
      b.markDefault(b.text(right));
      return;
    }
    if (!((ot === 'member_expression' && ownerName === 'module' && field(obj, f.property)?.type === 'property_identifier') || (ot === 'identifier' && ownerName === 'exports'))) return;
    // `exports.default = Service` (what a compiler writes for `export default Service`): Service is the module's default,
    // read by `require('./svc').default`.
    if (right?.type === 'identifier' && b.text(prop) === 'default') {
      b.markDefault(b.text(right));
      return;
    }
    const body = fnBody(right, w, FIELD_FN);
    if (body) b.def('function', n, prop, body, null, null);
  }
}

/**
 * Whether a variable or parameter `name` declared with a type lies in the
 * top-level statement holding `n` (the whole function or class around an
 * assignment), or is a module-level variable (vuejs/core `export let
 * singletonApp: App`, assigned in a function): such a variable keeps its
 * declared type whatever is assigned to it. Coarse on purpose: a same-named
 * typed one in a sibling function of that statement counts too, which only
 * leaves an assignment unbound.
 */
function typedInStatement(n: Node, name: string, w: Walk): boolean {
  const starts = w.declared.get(name);
  if (!starts) return false;
  if (starts.includes(-1)) return true;
  // The root's child holding `n` (one lookup at the root: walking up by `parent` costs a
  // descent from the root per step in tree-sitter, the extraction's dearest node read).
  const top = n.tree.rootNode.firstChildForIndex(n.startIndex) ?? n;
  const end = top.endIndex;
  return starts.some((s) => s >= top.startIndex && s < end);
}

function onInterface(n: Node, w: Walk): void {
  const body = field(n, w.f.body);
  if (!w.typed || !body) return;
  // Every interface extended (`extends A, B<T>`).
  const ext = n.namedChildren.find((c) => c?.type === 'extends_type_clause');
  const bases = ext ? ext.namedChildren.filter((c): c is Node => c !== null) : [];
  w.b.def('interface', n, field(n, w.f.name), body, null, bases.length ? bases : null);
}

function onTypeAlias(n: Node, w: Walk): void {
  const value = field(n, w.f.value);
  if (w.typed && value) w.b.def('type', n, field(n, w.f.name), value, null, null);
}

function onEnum(n: Node, w: Walk): void {
  const body = field(n, w.f.body);
  if (w.typed && body) w.b.def('enum', n, field(n, w.f.name), body, null, null);
}

function onMethodSignature(n: Node, w: Walk): void {
  if (w.typed) w.b.methodSignature(n, field(n, w.f.name));
}

function onFunctionSignature(n: Node, w: Walk): void {
  const name = field(n, w.f.name);
  if (w.typed && name?.type === 'identifier') w.b.overload(n, name);
}

function onField(n: Node, w: Walk): void {
  const { b, f, typed } = w;
  if (typed !== (n.type === 'public_field_definition')) return;
  const name = field(n, typed ? f.name : f.property);
  const value = field(n, f.value);
  const vt = value?.type;
  // A function inside (…), as, satisfies, <T> or ! is still the field's method (as for declarators).
  const body = fnBody(vt !== undefined && WRAPPERS.has(vt) ? unwrapValue(value) : value, w, FIELD_FN);
  if (body) b.def('method', n, name, body, null, null);
  if (name?.type !== 'property_identifier') return;
  const ann = typed ? field(n, f.type) : null;
  const t = ann ? bindDeclared(w, true, n, name, ann) : typed && (vt === 'as_expression' || vt === 'type_assertion') && bindAsserted(w, true, n, name, value);
  const ctor = constructed(value, w);
  if (ctor) bindNew(w, true, n, name, ctor);
  else if (!t && typed && (vt === 'call_expression' || vt === 'await_expression')) w.later.push({ field: true, node: n, name, value: value!, vt });
}

const HANDLERS = new Map<string, Handler>([
  ['function_declaration', onFunction],
  ['generator_function_declaration', onFunction],
  ['function_expression', onFunction],
  ['class_declaration', onClass],
  ['abstract_class_declaration', onClass],
  ['method_definition', onMethod],
  ['variable_declarator', onDeclarator],
  ['call_expression', onCallOrTest],
  ['new_expression', onNew],
  ['import_statement', (n, w) => w.importNode(n, w.b.rec)],
  ['export_statement', (n, w) => w.exportNode(n, w.b.rec)],
  ['assignment_expression', onAssignment],
  ['interface_declaration', onInterface],
  ['type_alias_declaration', onTypeAlias],
  ['enum_declaration', onEnum],
  ['internal_module', onNamespace],
  ['module', onNamespace],
  ['method_signature', onMethodSignature],
  ['abstract_method_signature', onMethodSignature],
  ['function_signature', onFunctionSignature],
  ['public_field_definition', onField],
  ['property_signature', onPropertySignature],
  ['field_definition', onField],
  ['required_parameter', onParameter],
  ['optional_parameter', onParameter],
  ['for_in_statement', onForIn],
  ['jsx_opening_element', onJsx],
  ['jsx_self_closing_element', onJsx],
  ['decorator', onDecorator],
  ['arrow_function', onPropertyFunction],
]);

/** A call (onCall), which may open a test case (`it('does', () => …)`: testCases.ts), whose callback's calls are then its own. */
function onCallOrTest(n: Node, w: Walk): void {
  onCall(n, w);
  if (!mayOpenTestCase(w.src, n.startIndex)) return;
  const t = tsTestCase(n);
  if (t) w.b.testCase(n, field(n, w.f.function)!, t.name, t.signature);
}

/**
 * The walk of TypeScript/TSX (`typed`) or JavaScript for LangSpec.walk;
 * `importNode`/`exportNode` handle import and export statements (langTs.ts).
 */
export function tsWalker(typed: boolean, importNode: Walk['importNode'], exportNode: Walk['exportNode']): (root: Node, b: FileBuilder) => void {
  return (root, b) => {
    const f = fieldsOf(root.tree.language);
    const topConst = new Set<number>();
    // A file whose recovery failed has an ERROR root: its children are not top-level statements.
    if (root.type === 'program') {
      for (const c of root.namedChildren) {
        const decl = c?.type === 'export_statement' ? field(c, f.declaration) : c;
        if (decl?.type !== 'lexical_declaration') continue;
        for (const d of decl.namedChildren) if (d?.type === 'variable_declarator') topConst.add(d.id);
      }
    }
    const w: Walk = { b, src: b.src, typed, f, topConst, later: [], scalars: [], destructs: [], topNames: [], wrapped: new Set(), declared: new Map(), importNode, exportNode };
    for (const n of root.descendantsOfType(WALKED)) HANDLERS.get(n.type)?.(n, w);
    if (w.later.length || w.scalars.length) {
      const recvs = b.receivers();
      if (w.later.length) bindReturns(w, recvs);
      if (w.scalars.length) bindScalars(w, recvs);
    }
    if (w.destructs.length) destructure(w);
    getterReads(b);
  };
}
