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
 * functions, classes, interfaces, types, enums, signatures, fields, imports
 * and exports; declarators and assignments (function consts, require
 * bindings, CommonJS exports) are langTsDecls.ts; calls, constructions, JSX
 * elements and getter reads are langTsCalls.ts; what variables, fields and
 * parameters hold (their types, for receivers) is recorded by the handlers
 * in langTsBinds.ts.
 */
import type { Language, Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { FileBuilder } from './fileBuilder';
import { mayOpenTestCase, tsTestCase, type KnownSuites } from './testCases';
import { getterReads, onCall, onDecorator, onJsx, onNew, typedReads } from './langTsCalls';
import { WRAPPERS, namedByHolder, onMethod, onNamespace, onPropertyFunction, outerDecorator } from './langTsDefs';
import { bindAsserted, bindDeclared, bindNew, bindReturns, constructed, destructure, field, onForIn, onParameter, onPropertySignature, bindScalars, type Later, type Scalar } from './langTsBinds';
import { FIELD_FN, fnBody, onAssignment, onCatch, onDeclarator, onLogicalAssignment, unknownLocals, unwrapValue } from './langTsDecls';
import { assignedMembers } from './langTsAssigned';
import { declaredParams } from './langTsParamTypes';

/** Node types the walk looks at (either grammar; names a grammar lacks simply never occur). */
const WALKED = [
  'function_declaration', 'generator_function_declaration', 'function_expression', 'class_declaration', 'abstract_class_declaration',
  'method_definition', 'variable_declarator', 'call_expression', 'new_expression', 'import_statement', 'export_statement',
  'assignment_expression', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'method_signature',
  'function_signature', 'abstract_method_signature', 'public_field_definition', 'required_parameter', 'optional_parameter',
  'field_definition', 'for_in_statement', 'property_signature', 'jsx_opening_element', 'jsx_self_closing_element',
  'internal_module', 'module', 'arrow_function', 'decorator', 'augmented_assignment_expression', 'catch_clause',
  // Kept for langTsEscapes (with assignment_expression and variable_declarator, above; keepValuePlace): one walk of the tree instead of two.
  'shorthand_property_identifier', 'pair', 'return_statement',
];
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
  /** A subscript's key (`'get'` of `app['get']`). */
  index: number;
}

const fieldsByLanguage = new WeakMap<Language, Fields>();

function fieldsOf(language: Language): Fields {
  let f = fieldsByLanguage.get(language);
  if (!f) {
    const id = (n: string) => language.fieldIdForName(n) ?? 0;
    f = {
      name: id('name'), body: id('body'), value: id('value'), type: id('type'), function: id('function'), property: id('property'),
      object: id('object'), constructor: id('constructor'), left: id('left'), right: id('right'), pattern: id('pattern'),
      arguments: id('arguments'), declaration: id('declaration'), parameter: id('parameter'), parameters: id('parameters'), key: id('key'), index: id('index'),
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
  /** Module-level `var`/`const` declarators holding one member of a name, `var resolve = path.resolve` (aliases of it when the name is imported: langTsBinds destructure). */
  members: { n: Node; name: Node; value: Node }[];
  /** Variables declared inside a function or block (not at the top level), with their declarator: bound to no known type at the walk's end when nothing else binds them and they hide a module-level name (langTsDecls unknownLocals). */
  locals: { n: Node; name: Node }[];
  /** Catch clauses with their parameter (`catch (e)`): bound to no known type when the name is a call receiver (langTsDecls unknownLocals). */
  catches: { n: Node; name: Node }[];
  /** Top-level `var`, `let` and `const` declarators (their names read only if a local may hide one: langTsDecls unknownLocals). */
  topDecls: Node[];
  /** Ids of top-level `var` declarators. */
  topVars: Set<number>;
  /** Names of the top-level const declarators seen (their text read only if a destructuring needs it). */
  topNames: Node[];
  /** Ids of the functions wrapped by `memo` / `forwardRef` in a const's value (the const is their definition: wrappedComponent), or assigned to a member at the top level (`res.send = function send…` is `res.send`: langTsAssigned.ts). */
  wrapped: Set<number>;
  /** Where variables and parameters declared with a type so far are (name → start offsets, -1 for a module-level variable; langTsBinds bindDeclared): an assignment `x = f()` does not rebind them (typedInStatement). */
  declared: Map<string, number[]>;
  /** Ids of decorator calls (`@Get('/x')`) with the member they decorate, whose call they are (langTsCalls onDecorator). */
  decorated?: Map<number, Node>;
  /** Where the text was last searched for `=>` and the first one found from there (src.length: none; langTsCalls callbackArgs). */
  arrowAt: [number, number];
  /** The same for `function`. */
  functionAt: [number, number];
  /** The test suites around the file's code read so far (testCases tsTestCase). */
  suites: KnownSuites;
  importNode(node: Node, rec: FileRec): void;
  exportNode(node: Node, rec: FileRec): void;
}

type Handler = (n: Node, w: Walk) => void;

function onFunction(n: Node, w: Walk): void {
  // `(): MiddlewareHandler => { return async function bodyLimit(c, next) {…} }`: c typed by the declared result (langTsParamTypes).
  if (w.typed && n.type === 'function_expression' && n.parent?.type !== 'arguments') declaredParams(n, w.b, w.f);
  // The function of `const Button = forwardRef(function Button(…) {…})` is the const's body (onDeclarator), not a second Button; `res.send = function send…` is res.send (langTsAssigned).
  if (w.wrapped.size && w.wrapped.has(n.id)) return;
  const name = field(n, w.f.name);
  const body = field(n, w.f.body);
  if (!name && body && n.type !== 'function_declaration' && n.type !== 'generator_function_declaration') {
    if (n.parent?.type === 'arguments') w.b.callbackSpan(n);
    else onPropertyFunction(n, w);
  }
  if (name?.type !== 'identifier' || !body) return;
  if (n.type === 'function_expression' && namedByHolder(n, name, w)) return;
  w.b.def('function', n, name, body, null, null);
  // `createProxy(function proxyCallback(opts) {…})` (hono's hc): the function written as an argument is handed on by the
  // definition around the call, a `ref` of it there (as `createProxy(proxyCallback)` would be), so callers and impact
  // reach that definition through it (newcomer 42 #5). The call's argument list places the ref outside the function.
  if (n.type === 'function_expression' && n.parent?.type === 'arguments') w.b.callNamed('ref', name, undefined, undefined, n.parent);
}

/** An arrow function: a method when an object literal's property holds it, a callback's span when a call's argument is it (FileBuilder.callbackSpan). */
function onArrow(n: Node, w: Walk): void {
  if (n.parent?.type === 'arguments') return w.b.callbackSpan(n);
  onPropertyFunction(n, w);
  // `const h: MiddlewareHandler = (c, next) => …`: c typed by the declared type (langTsParamTypes).
  if (w.typed) declaredParams(n, w.b, w.f);
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
  w.b.def('class', n, field(n, w.f.name), body, null, bases.length ? bases : null, null, outerDecorator(n));
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
  // Not a member of an object type written as a type argument (`getBunServer<{ upgrade<T>(…): boolean }>(c)`, newcomer 42 #9): a shape, no method of what holds the call.
  if (n.parent?.type === 'object_type' && n.parent.parent?.type === 'type_arguments') return;
  if (w.typed) w.b.methodSignature(n, field(n, w.f.name));
}

function onFunctionSignature(n: Node, w: Walk): void {
  const name = field(n, w.f.name);
  if (!w.typed || name?.type !== 'identifier') return;
  // A definition of its own, which an implementation after it absorbs (an overload: signatures.ts mergeOverloads); with none,
  // the first such signature stands for the function: `declare function makeShape(kind: string): Shape;` (a .d.ts file's API).
  const own = w.b.def('function', n, name, null, null, null);
  // Its signature as an overload's reads (FileBuilder.finish): without the `;` ending the declaration.
  if (own?.signature) own.signature = own.signature.replace(/\s*;$/, '');
  w.b.overload(n, name);
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
  // A private field `#node: Node` too: bound as `#node`, the receiver `this.#node` (receivers dottedReceiver).
  if (name?.type !== 'property_identifier' && name?.type !== 'private_property_identifier') return;
  const ann = typed ? field(n, f.type) : null;
  const t = ann ? bindDeclared(w, true, n, name, ann) : typed && (vt === 'as_expression' || vt === 'type_assertion') && bindAsserted(w, true, n, name, value);
  const ctor = constructed(value, w);
  if (ctor) bindNew(w, true, n, name, ctor);
  else if (!t && typed && (vt === 'call_expression' || vt === 'await_expression')) w.later.push({ field: true, node: n, name, value: value!, vt });
  // `handler: Handler = defaultHandler`: `this.handler(c)` calls what the name holds (FileRec.aliases `this.handler`; fieldFunctions.ts).
  if (vt === 'identifier') b.alias(n, `this.${b.text(name)}`, b.text(value!));
}

/**
 * A value place of langTsEscapes (VALUE_PLACES), kept in the tree's order for the language's `finish`;
 * declarators and assignments are kept by their handlers (onDeclarator, onAssignment), which read the
 * fields that tell whether the escapes pass has anything to read there.
 */
function keepValuePlace(n: Node, w: Walk): void {
  w.b.walked.push(n);
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
  ['augmented_assignment_expression', onLogicalAssignment],
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
  ['arrow_function', onArrow],
  ['catch_clause', onCatch],
  ['shorthand_property_identifier', keepValuePlace],
  ['pair', keepValuePlace],
  ['return_statement', keepValuePlace],
]);

/** A call (onCall), which may open a test case (`it('does', () => …)`: testCases.ts), whose callback's calls are then its own. */
function onCallOrTest(n: Node, w: Walk): void {
  onCall(n, w);
  if (!mayOpenTestCase(w.src, n.startIndex)) return;
  const t = tsTestCase(n, w.suites);
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
    // Top-level `x.name = …` statements and `var` declarators, for the functions assigned to members (langTsAssigned.ts).
    const stmts: Node[] = [];
    const vars: Node[] = [];
    const tops: Node[] = [];
    // A file whose recovery failed has an ERROR root: its children are not top-level statements.
    if (root.type === 'program') {
      for (const c of root.namedChildren) {
        if (c?.type === 'expression_statement') {
          stmts.push(c);
          continue;
        }
        const decl = c?.type === 'export_statement' ? field(c, f.declaration) : c;
        if (decl?.type === 'variable_declaration') {
          for (const d of decl.namedChildren) if (d?.type === 'variable_declarator') vars.push(d);
        }
        if (decl?.type !== 'lexical_declaration') continue;
        for (const d of decl.namedChildren) {
          if (d?.type !== 'variable_declarator') continue;
          topConst.add(d.id);
          tops.push(d);
        }
      }
    }
    const w: Walk = { b, src: b.src, typed, f, topConst, later: [], scalars: [], destructs: [], members: [], locals: [], catches: [], topDecls: [...vars, ...tops], topVars: new Set(vars.map((v) => v.id)), topNames: [], wrapped: new Set(), declared: new Map(), arrowAt: [-1, -1], functionAt: [-1, -1], suites: new Map(), importNode, exportNode };
    if (stmts.length) assignedMembers(stmts, vars, w);
    for (const n of root.descendantsOfType(WALKED)) HANDLERS.get(n.type)?.(n, w);
    if (w.later.length || w.scalars.length || w.locals.length || w.catches.length) {
      const recvs = b.receivers();
      if (w.later.length) bindReturns(w, recvs);
      if (w.scalars.length) bindScalars(w, recvs);
      if (w.locals.length || w.catches.length) unknownLocals(w, recvs);
    }
    if (w.destructs.length || w.members.length) destructure(w);
    // Accessor uses are found in the code, not in comments or strings (inText).
    getterReads(b, root);
    typedReads(b, root);
  };
}
