/**
 * Which definitions the TypeScript/JavaScript walk (langTsWalk.ts) records
 * and under what name, where the source leaves it to the reader: a named
 * function expression held by a const, an export or a field (one
 * definition, not two), a dotted namespace (`namespace App.Util`, nested
 * namespaces), the methods of an object literal named by what holds it
 * (`default.method`, `register.start`), a base written through a module
 * (`base.Handler`), and an arrow's signature.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec } from './types';
import type { Walk } from './langTsWalk';
import { field } from './langTsBinds';

/**
 * Expressions that only wrap a value without changing what it is: `(…)`,
 * `… as T`, `… satisfies T`, `<T>…`, `…!`. A function inside one is still
 * the declared function (`const createApp = ((…) => {…}) as CreateAppFunction`).
 */
export const WRAPPERS = new Set(['parenthesized_expression', 'as_expression', 'satisfies_expression', 'type_assertion', 'non_null_expression']);

/**
 * Whether the named function expression `fn` (its name `name`) is the value
 * of what already defines it under that same name: `const g = function g()
 * {…}` (onDeclarator), `exports.helper = function helper() {…}` and
 * `module.exports.helper = …` (onAssignment, JavaScript), a class field
 * `later = function later() {…}` (onField), through WRAPPERS. Such a
 * function is that one definition, not a second one of the name (newcomer
 * review 3: `callers g` answered "Ambiguous: 2 definitions").
 */
export function namedByHolder(fn: Node, name: Node, w: Walk): boolean {
  let v: Node = fn;
  let holder = v.parent;
  while (holder && WRAPPERS.has(holder.type)) {
    v = holder;
    holder = holder.parent;
  }
  if (!holder) return false;
  const ht = holder.type;
  let key: Node | null = null;
  if (ht === 'variable_declarator' && field(holder, w.f.value)?.id === v.id) key = field(holder, w.f.name);
  else if ((ht === 'public_field_definition' || ht === 'field_definition') && field(holder, w.f.value)?.id === v.id) key = field(holder, w.typed ? w.f.name : w.f.property);
  else if (ht === 'assignment_expression' && !w.typed && v === fn && field(holder, w.f.right)?.id === v.id) {
    const left = field(holder, w.f.left);
    const obj = left?.type === 'member_expression' ? field(left, w.f.object) : null;
    const owner = obj?.type === 'member_expression' ? field(obj, w.f.object) : obj;
    const ownerName = owner?.type === 'identifier' ? w.b.text(owner) : '';
    if ((obj?.type === 'identifier' && ownerName === 'exports') || (obj?.type === 'member_expression' && ownerName === 'module')) key = field(left!, w.f.property);
  }
  return key !== null && w.b.text(key) === w.b.text(name);
}

/**
 * The first decorator written for class member or class `n` outside its own
 * node, or null: a TypeScript member's decorators are siblings before it in
 * the class body (`@HostListener('click')` above `onClick() {}`; comments
 * between them skipped), an exported class's are the export statement's
 * (`@Component({…}) export class Comp`). The grammars put a JavaScript
 * member's and an unexported class's inside the node already. The
 * definition's range starts there (FileBuilder.def `from`; issue 3: a
 * `path:line` on the decorator found the class, not the method).
 */
export function outerDecorator(n: Node): Node | null {
  const pt = n.parent?.type;
  if (pt === 'export_statement') {
    const first = n.parent!.firstNamedChild;
    return first?.type === 'decorator' && first.startIndex < n.startIndex ? first : null;
  }
  if (pt !== 'class_body') return null;
  let first: Node | null = null;
  for (let p = n.previousNamedSibling; p && (p.type === 'decorator' || p.type === 'comment'); p = p.previousNamedSibling) {
    if (p.type === 'decorator') first = p;
  }
  return first;
}

export function onMethod(n: Node, w: Walk): void {
  const body = field(n, w.f.body);
  if (!body) return;
  const parent = n.parent;
  // `Object.defineProperties(fastify, { name: { get () {…} } })`: the accessor is named by its property, its owner the object (descriptorOf).
  const described = parent?.type === 'object' ? descriptorOf(n, parent, w) : null;
  if (described) {
    w.b.def('method', n, described.name, body, described.owner, null);
    return;
  }
  // A literal inside a function: its methods (not its arrow properties, which the call hierarchy gives no item) are named by what holds it.
  const owner = parent?.type === 'object' ? (objectOwner(parent, w) ?? (inFunction(parent) ? localHolder(parent, w) : null)) : parent?.type === 'class_body' && parent.parent?.type === 'class' ? classExpressionOwner(parent.parent, w) : null;
  w.b.def('method', n, field(n, w.f.name), body, owner, null, null, parent?.type === 'class_body' ? outerDecorator(n) : null);
}

/** Calls defining properties by descriptors: the argument index of the map of descriptors (Object.defineProperties, Object.create) or, negated, of the one descriptor after the property's name (Object.defineProperty). */
const DEFINERS = new Map([['Object.defineProperties', 1], ['Object.create', 1], ['Object.defineProperty', -2], ['Reflect.defineProperty', -2]]);
/** A property descriptor's members that are functions run for the property. */
const DESCRIPTOR_FUNCTIONS = new Set(['get', 'set', 'value']);

/** The arguments of `args` without comments. */
function argumentsOf(args: Node): Node[] {
  return args.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment');
}

/**
 * A property descriptor's accessor `get () {…}` / `set (v) {…}` / `value ()
 * {…}` (method `n` of literal `desc`), named by the property it defines
 * (newcomer 23 #3, fastify.js: `Object.defineProperties(fastify, {
 * listeningOrigin: { get () {…} } })` was a bare `method get`, eleven of
 * them): the name node (a key, a string's text, a computed key `[k]` as
 * written) and the owner, the
 * object defined on (`fastify`; `Foo` of `Foo.prototype`; null for any
 * other and for Object.create's, whose first argument is the prototype), for `Object.defineProperties(o, {k: desc})`, `Object.create(p,
 * {k: desc})`, `Object.defineProperty(o, 'k', desc)`; null elsewhere.
 */
function descriptorOf(n: Node, desc: Node, w: Walk): { name: Node; owner: Node | null } | null {
  const key = field(n, w.f.name);
  if (!key || !DESCRIPTOR_FUNCTIONS.has(w.b.text(key))) return null;
  const pair = desc.parent?.type === 'pair' ? desc.parent : null;
  const arg = pair ? pair.parent : desc;
  const args = arg?.parent;
  const call = args?.type === 'arguments' ? args.parent : null;
  const fn = call?.type === 'call_expression' ? field(call, w.f.function) : null;
  const at = fn ? DEFINERS.get(w.b.text(fn).replace(/\s+/g, '')) : undefined;
  if (at === undefined || (at > 0) !== (pair !== null)) return null;
  const list = argumentsOf(args!);
  if (list[Math.abs(at)]?.id !== arg!.id) return null;
  let name = pair ? field(pair, w.f.key) : list[1];
  if (name?.type === 'string') name = name.namedChild(0);
  // `[kRouteContext]: { get () {…} }`: a computed key named as written, as the compiler names a computed member.
  const computed = name?.type === 'computed_property_name' && /^\[[\w$.]+\]$/.test(w.b.text(name));
  if (!computed && name?.type !== 'property_identifier' && name?.type !== 'string_fragment') return null;
  // Object.create's first argument is the prototype, not the object made.
  let owner: Node | null = w.b.text(fn!).startsWith('Object.create') ? null : list[0];
  if (owner?.type === 'member_expression' && w.b.text(field(owner, w.f.property)!) === 'prototype') owner = field(owner, w.f.object);
  return { name: name!, owner: owner?.type === 'identifier' ? owner : null };
}

/**
 * The name of a class expression's methods' owner, as the TypeScript call
 * hierarchy gives it (its containerName): its own name (`class Named {…}`,
 * also held by a declarator: `const K = class Named { go() {} }` → `Named.go`,
 * while `new K()` constructs the const K), else the property or variable it
 * is assigned to (`globalThis.EventSource = class {…}` → `EventSource.run`);
 * null for an anonymous one a declarator holds (`const K = class {…}`: the
 * const's, FileBuilder.finish) or any other.
 */
function classExpressionOwner(cls: Node, w: Walk): Node | null {
  const own = field(cls, w.f.name);
  if (own) return own;
  const { holder, v } = unwrapped(cls);
  if (holder?.type === 'variable_declarator') return null;
  return holder?.type === 'assignment_expression' && field(holder, w.f.right)?.id === v.id ? assignedName(holder, w) : null;
}

/** The node holding `n` past WRAPPERS (`holder`), and the outermost wrapper (or `n`) it holds (`v`). */
function unwrapped(n: Node): { holder: Node | null; v: Node } {
  let v: Node = n;
  let holder = v.parent;
  while (holder && WRAPPERS.has(holder.type)) {
    v = holder;
    holder = holder.parent;
  }
  return { holder, v };
}

/** The name an assignment gives its value: `x` of `x = …`, `app` of `context.app = …`; null for any other left side. */
function assignedName(assignment: Node, w: Walk): Node | null {
  const left = field(assignment, w.f.left);
  if (left?.type === 'identifier') return left;
  if (left?.type !== 'member_expression') return null;
  const prop = field(left, w.f.property);
  return prop?.type === 'property_identifier' ? prop : null;
}

/**
 * The name a literal inside a function or method gets from what holds it,
 * as the TypeScript call hierarchy names its methods' container: the
 * variable declared with it (`const z = {…}`, also through an assignment,
 * vuejs/core's `const app: App = (context.app = {…})` → `app`), else the
 * variable or property assigned (`y = {…}`, `context.app = {…}` → `app`).
 * Null elsewhere (a top-level const's literal is the const's:
 * FileBuilder.finish; `module.exports = {…}`: objectOwner).
 */
function localHolder(obj: Node, w: Walk): Node | null {
  const { holder, v } = unwrapped(obj);
  if (holder?.type === 'variable_declarator') return field(holder, w.f.value)?.id === v.id && !w.topConst.has(holder.id) ? field(holder, w.f.name) : null;
  if (holder?.type !== 'assignment_expression' || field(holder, w.f.right)?.id !== v.id) return null;
  if (w.b.text(field(holder, w.f.left)!).replace(/\s+/g, '') === 'module.exports') return null;
  // `const app: App = (context.app = {…})`: the declared variable.
  const outer = unwrapped(holder);
  if (outer.holder?.type === 'variable_declarator' && field(outer.holder, w.f.value)?.id === outer.v.id) return w.topConst.has(outer.holder.id) ? null : field(outer.holder, w.f.name);
  return assignedName(holder, w);
}

/**
 * What names the owner of an object literal's methods where no const holds
 * it (newcomer review 3 #6): `export default { method() {} }` → the
 * `default` keyword (`default.method`), an argument `register({ start() {}
 * })` → the function called (`register.start`; `app.use({…})` → `use`) when
 * that call defines something (definingCall), a top-level const's name
 * when that call copies the literal into its value (`const map =
 * extend(base, { $el: i => … })` → `map.$el`: COPYING, heldBy), `module.exports = { f() {} }`
 * → `exports`. Null for any other literal (a top-level const's is the
 * const's: FileBuilder.finish), and for an argument of a call that makes a
 * value in an expression (`return h(Child, { onInc() {…} })`, Vue's props:
 * its functions are no `h.onInc`).
 */
function objectOwner(obj: Node, w: Walk): Node | null {
  let holder = obj.parent;
  // An argument may be wrapped (`extend(target, {…} as Map)`): the literal is still the argument.
  while (holder?.type !== 'arguments' && holder && WRAPPERS.has(holder.type)) holder = holder.parent;
  const ht = holder?.type;
  if (ht === 'export_statement') return holder!.children.find((c) => c?.type === 'default') ?? null;
  if (ht === 'arguments') {
    const call = holder!.parent?.type === 'call_expression' ? holder!.parent : null;
    const fn = call && definingCall(call) ? field(call, w.f.function) : null;
    const held = fn && copyingCall(fn, w) ? heldBy(call!, w) : null;
    if (held) return held;
    if (fn?.type === 'identifier') return fn;
    return fn?.type === 'member_expression' ? field(fn, w.f.property) : null;
  }
  if (ht === 'assignment_expression' && field(holder!, w.f.right)?.id === obj.id) {
    const left = field(holder!, w.f.left);
    if (left?.type === 'member_expression' && w.b.text(left).replace(/\s+/g, '') === 'module.exports') return field(left, w.f.property);
  }
  return null;
}

/** Node types of the code a local literal is written in. */
const FUNCTION_BODIES = new Set(['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function']);

/** Whether `n` is written inside a function or method (a literal at a module's top level is named by its const: FileBuilder.finish). */
function inFunction(n: Node): boolean {
  for (let p = n.parent, guard = 0; p && guard < 200; p = p.parent, guard++) if (FUNCTION_BODIES.has(p.type)) return true;
  return false;
}

/**
 * Names of the function that copies its later arguments' properties into
 * its first and returns it: `Object.assign`, and the names libraries give it
 * (Vue's shared `extend = Object.assign`, lodash `_.assign` / `_.extend`,
 * jQuery `$.extend`).
 */
const COPYING = new Set(['assign', 'extend']);

/** Whether callee `fn` is a copying function (COPYING): `Object.assign`, `extend`, `_.assign`, `$.extend`. */
function copyingCall(fn: Node, w: Walk): boolean {
  const name = fn.type === 'identifier' ? fn : fn.type === 'member_expression' ? field(fn, w.f.property) : null;
  return !!name && COPYING.has(w.b.text(name));
}

/**
 * The name of the top-level const whose value `call` is, through WRAPPERS
 * (`export const publicPropertiesMap = extend(Object.create(null), { $el:
 * i => … } as Map)`); null when the call is not a declarator's value. A
 * copying call's value holds its object literals' members (COPYING), so
 * their functions are that const's methods (`publicPropertiesMap.$el`), as
 * `const o = { f: () => … }` makes `o.f` (langTsTypes valueAliases).
 */
function heldBy(call: Node, w: Walk): Node | null {
  let v: Node = call;
  let holder = v.parent;
  while (holder && WRAPPERS.has(holder.type)) {
    v = holder;
    holder = holder.parent;
  }
  return holder?.type === 'variable_declarator' && field(holder, w.f.value)?.id === v.id ? field(holder, w.f.name) : null;
}

/** Where a call's value goes when the call defines something: a statement of its own, a declaration's, field's or assignment's value, `export default`. */
const DEFINING_HOLDERS = new Set(['expression_statement', 'variable_declarator', 'public_field_definition', 'field_definition', 'assignment_expression', 'export_statement']);

/**
 * Whether a call, through WRAPPERS and `await`, stands where it defines
 * something (DEFINING_HOLDERS: `register({…});`, `Object.defineProperty(o,
 * k, { get() {…} })`, `export default defineComponent({…})`, a module's
 * top-level `const Child = defineComponent({ setup() {…} })` — a `const`
 * inside a function holds a local value), so the functions of its object
 * literal arguments are members of what it defines, named after it. A call
 * whose value is returned, passed on or built into another value (`return
 * h(Comp, { onClick() {…} })`, `render: () => h(…)`, `[h(A, {…})]`) makes a
 * value: false. The rule is kontext's own (the members the TypeScript call
 * hierarchy lists as their own items are object-literal methods anywhere;
 * naming them after the callee is what needs the call to define).
 */
function definingCall(call: Node): boolean {
  let v: Node = call;
  let holder = v.parent;
  while (holder && (WRAPPERS.has(holder.type) || holder.type === 'await_expression')) {
    v = holder;
    holder = holder.parent;
  }
  if (!holder || !DEFINING_HOLDERS.has(holder.type)) return false;
  // A declaration's value names what it defines at a module's top level (`export const Child = defineComponent({…})`); inside a
  // function it is a local value (`const vnode = h(Wrapper, null, { default: () => … })`), as a local literal's methods are bare.
  if (holder.type !== 'variable_declarator') return true;
  const decl = holder.parent;
  const top = decl?.parent?.type === 'export_statement' ? decl.parent.parent : decl?.parent;
  return top?.type === 'program';
}

/**
 * An object literal's property holding an anonymous function (`stop: () =>
 * {…}`, `fn: function () {…}`) in a literal objectOwner names: a method of
 * that owner (`register.stop`), as `stop() {}` written in it is; the calls in
 * it are the method's, not top-level code's. A top-level const's literal has
 * its own rule (langTsTypes valueAliases).
 */
export function onPropertyFunction(n: Node, w: Walk): void {
  const pair = n.parent;
  if (pair?.type !== 'pair' || field(pair, w.f.value)?.id !== n.id) return;
  const obj = pair.parent;
  const key = field(pair, w.f.key);
  const body = field(n, w.f.body);
  if (obj?.type !== 'object' || key?.type !== 'property_identifier' || !body) return;
  const owner = objectOwner(obj, w);
  if (owner) w.b.def('method', pair, key, body, owner, null);
}

/**
 * A TypeScript namespace `namespace NS { … }` (also the older `module NS { … }`):
 * a definition holding its functions and classes (`NS.inner`), reached by
 * `NS.inner()` and by bare `inner()` inside it (graphScope). A dotted
 * `namespace App.Util { … }` is the namespaces it declares, as if nested
 * (`namespace App { export namespace Util { … } }`): App at the statement,
 * each further one from its name to the statement's end, so that each holds
 * the next and the last the body (`App.Util.fmt`; newcomer review 3 #1). An
 * ambient `declare module 'm'` is none.
 */
export function onNamespace(n: Node, w: Walk): void {
  const name = field(n, w.f.name);
  const body = field(n, w.f.body);
  if (!w.typed || !body || !name) return;
  if (name.type === 'identifier') {
    w.b.def('namespace', n, name, body, null, null);
    return;
  }
  if (name.type !== 'nested_identifier') return;
  const parts = dottedNames(name, w);
  if (!parts) return;
  w.b.def('namespace', n, parts[0], body, null, null);
  for (let k = 1; k < parts.length; k++) w.b.def('namespace', parts[k], parts[k], body, null, null, n);
}

/** The names of a dotted name `A.B.C` (nested_identifier / member_expression of identifiers), outer first; null for another shape. */
function dottedNames(name: Node, w: Walk): Node[] | null {
  const out: Node[] = [];
  let n: Node | null = name;
  for (let guard = 0; n && guard < 16; guard++) {
    if (n.type === 'identifier') {
      out.unshift(n);
      return out;
    }
    if (n.type !== 'nested_identifier' && n.type !== 'member_expression') return null;
    const prop = field(n, w.f.property);
    if (!prop) return null;
    out.unshift(prop);
    n = field(n, w.f.object);
  }
  return null;
}

/**
 * Keeps a class's base written through a module (`extends base.Handler`,
 * `implements api.Shape`: an `import * as base` or `const base =
 * require(…)`) whole in `def.bases`, in the order FileBuilder gave them
 * (the last name only): the resolver reads it in that module
 * (graphMembers bases), never as a same-named class of this file (newcomer
 * review 3 #3). A longer path (`a.b.C`) keeps its last name.
 */
export function qualifiedBases(def: DefRec, node: Node): void {
  if (!def.bases?.length) return;
  const heritage = node.namedChildren.find((c) => c?.type === 'class_heritage');
  if (!heritage) return;
  const written: Node[] = [];
  for (const c of heritage.namedChildren) {
    if (!c) continue;
    if (c.type === 'extends_clause') {
      const v = c.childForFieldName('value');
      if (v) written.push(v);
    } else if (c.type === 'implements_clause') {
      for (const t of c.namedChildren) if (t) written.push(t);
    } else if (written.length === 0) written.push(c);
  }
  if (written.length !== def.bases.length) return;
  written.forEach((w, k) => {
    if (w.type === 'generic_type') w = w.childForFieldName('name') ?? w;
    if (w.type !== 'member_expression' && w.type !== 'nested_type_identifier') return;
    const text = w.text.replace(/\s+/g, '');
    if (/^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/.test(text)) def.bases![k] = text;
  });
}

/**
 * Marks an arrow function's signature as one (`later = () => …`, `save:
 * (r: Repo): Repo => …`): the source up to the body ends at its parameters
 * and result type (signatures.ts drops the `=>`), which read as an
 * assignment of `()` (newcomer review 3 #5: `later = ()`). A `function`
 * expression says what it is already (`f = function (q)`).
 */
export function arrowSignature(def: DefRec, value: Node): void {
  if (value.type === 'arrow_function' && def.signature && !def.signature.endsWith('…')) def.signature = `${def.signature} => …`;
}

/** The signature of a namespace of a dotted `namespace App.Util { … }` after the first (its name node `node`): `namespace App.Util`. */
export function namespaceSignature(def: DefRec, node: Node): void {
  // A namespace of a dotted `namespace App.Util { … }` after the first (langTsWalk onNamespace): `namespace App.Util`.
  let stmt: Node | null = node.parent;
  while (stmt && stmt.type !== 'internal_module' && stmt.type !== 'module') stmt = stmt.parent;
  const name = stmt?.childForFieldName('name');
  if (stmt && name) def.signature = `${stmt.text.slice(0, name.startIndex - stmt.startIndex)}${name.text.slice(0, node.endIndex - name.startIndex).replace(/\s+/g, '')}`;
}
