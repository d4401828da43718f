/**
 * Functions defined by assigning them to a member at a module's top level,
 * the classic Node.js way (langTsWalk.ts runs it before its walk):
 *
 * - `res.send = function send(body) {…}`, `app.handle = (x) => …` → method
 *   `res.send` / `app.handle` (container the object: `obj.name`, as an object
 *   literal's methods held by a const are `api.f`, ARCHITECTURE "methods of an
 *   object literal held by a top-level const");
 * - `Foo.prototype.bar = function () {…}` → method `Foo.bar` (a constructor
 *   function's, or a class's, instance method);
 * - `app['get'] = function (path) {…}` → method `app.get`: a key written as a
 *   string literal that is a plain name is that property. A computed key
 *   (`app[method] = function`, express's `methods.forEach`) names nothing
 *   anyone could ask for, so it defines nothing (decision "a member assigned
 *   under a computed key is no definition"); `this` in it still reads as
 *   the object (`this.set()` → `app.set()`: langTsDecls thisOfAssignedFunction).
 *
 * The function's name, when it has one, names nothing else (`res.type =
 * function contentType(…)` is `res.type`: calls write the property; the
 * TypeScript call hierarchy names the item after the expression's own name,
 * `contentType`, and gives an anonymous one no item at all, its calls the
 * module's). The calls inside are the method's, not top-level code's.
 * A `var` holding such an object (`var res = Object.create(null)`) is a
 * definition of kind const, as a top-level `const`/`let` is, so that its
 * members are reached through it (`res.send()`, `this.json()` in one of
 * them, graphMembers enclosingClass/member) and `module.exports = res` makes
 * it the module's default (also `var app = exports = module.exports = {}`).
 *
 * Only statements directly at the top level: inside a function the
 * object is a local value (vuejs/core `app.mount = (…) => {…}` in
 * createApp), whose functions the compiler's call hierarchy leaves to the
 * function around them. `exports.x = …` / `module.exports.x = …` keep their
 * CommonJS rule (langTsDecls onAssignment: exported function `x`).
 */
import type { Node } from 'web-tree-sitter';
import type { Walk } from './langTsWalk';
import { field } from './langTsBinds';
import { unwrapValue } from './langTsDecls';

/** Function values an assignment may define (function expressions, generators, arrows). */
const ASSIGNED_FN = new Set(['arrow_function', 'function_expression', 'generator_function']);

/** Holders whose members are CommonJS exports, read by langTsDecls onAssignment instead. */
const COMMONJS_HOLDERS = new Set(['module', 'exports']);

/** A string key that is a plain name (`'get'`, `"json"`): a property a reader writes `obj.get`. */
const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/**
 * The property node of member `left`: the name of `X.name`, or the string
 * content of `X['name']` when that is a plain name (PLAIN_KEY); null for a
 * computed key (`X[method]`, `X['a-b']`, `X[`k${i}`]`).
 */
function memberProperty(left: Node, w: Walk): Node | null {
  if (left.type === 'member_expression') {
    const prop = field(left, w.f.property);
    return prop?.type === 'property_identifier' ? prop : null;
  }
  if (left.type !== 'subscript_expression') return null;
  const key = field(left, w.f.index);
  const content = key?.type === 'string' && key.namedChildCount === 1 ? key.namedChild(0) : null;
  return content?.type === 'string_fragment' && PLAIN_KEY.test(w.b.text(content)) ? content : null;
}

/**
 * The holder (`res`, `Foo` of `Foo.prototype`) and property of the left side
 * `left` of an assignment, or null when it is no `X.name` / `X.prototype.name`
 * (or `X['name']`, memberProperty) with X a plain name (not `module` or `exports`).
 */
function memberTarget(left: Node | null, w: Walk): { holder: Node; prop: Node } | null {
  const { f } = w;
  if (!left) return null;
  const prop = memberProperty(left, w);
  if (!prop) return null;
  let holder = field(left, f.object);
  // `Foo.prototype.bar`: Foo's.
  if (holder?.type === 'member_expression') {
    const p = field(holder, f.property);
    holder = p && w.b.text(p) === 'prototype' ? field(holder, f.object) : null;
  }
  if (holder?.type !== 'identifier' || COMMONJS_HOLDERS.has(w.b.text(holder))) return null;
  return { holder, prop };
}

/** One member a statement assigns a function to: the assignment, its holder and property. */
interface Assigned {
  node: Node;
  holder: Node;
  prop: Node;
}

/**
 * What the top-level expression statement `stmt` assigns a function to:
 * the member the function is assigned to directly (`def`, its function
 * `fn`), and the members a chain assigns the same function to before it
 * (`outer`: `res.set = res.header = function header…` → def res.header,
 * outer res.set); null when the statement assigns no function to a member.
 */
function memberAssignment(stmt: Node, w: Walk): { def: Assigned; fn: Node; outer: Assigned[] } | null {
  const chain: Assigned[] = [];
  let v = stmt.namedChild(0);
  for (let guard = 0; v?.type === 'assignment_expression' && guard < 6; guard++) {
    const t = memberTarget(field(v, w.f.left), w);
    if (t) chain.push({ node: v, ...t });
    // `res.x = exports.x = function…`: the function is the CommonJS export's (langTsDecls onAssignment).
    else if (chain.length) return null;
    v = unwrapValue(field(v, w.f.right));
  }
  if (!v || !ASSIGNED_FN.has(v.type) || !chain.length) return null;
  return { def: chain.pop()!, fn: v, outer: chain };
}

/** Whether a declarator's value `v` is, or assigns along a chain, `module.exports = …` (`var app = exports = module.exports = {}`). */
function assignsModuleExports(v: Node | null, w: Walk): boolean {
  for (let guard = 0; v?.type === 'assignment_expression' && guard < 4; guard++) {
    const left = field(v, w.f.left);
    if (left && w.b.text(left).replace(/\s+/g, '') === 'module.exports') return true;
    v = field(v, w.f.right);
  }
  return false;
}

/**
 * Defines the functions the top-level expression statements `stmts` assign
 * to members (see the file header), marks their function expressions as
 * defined (Walk.wrapped: not a second definition of their own name), and
 * makes the top-level `var` declarators `vars` that hold such an object
 * definitions of kind const (Walk.topConst), the module's default when
 * the declaration assigns `module.exports` too (JavaScript).
 */
export function assignedMembers(stmts: Node[], vars: Node[], w: Walk): void {
  const holders = new Set<string>();
  for (const stmt of stmts) {
    const m = memberAssignment(stmt, w);
    const body = m && field(m.fn, w.f.body);
    if (!m || !body) continue;
    const { def } = m;
    w.b.def('method', def.node, def.prop, body, def.holder, null);
    w.wrapped.add(m.fn.id);
    holders.add(w.b.text(def.holder));
    // `res.set = res.header = function…`: `res.set` names res.header (FileRec.aliases at the top level; graphMembers member).
    const of = `${w.b.text(def.holder)}.${w.b.text(def.prop)}`;
    for (const o of m.outer) {
      w.b.alias(o.node, `${w.b.text(o.holder)}.${w.b.text(o.prop)}`, of);
      holders.add(w.b.text(o.holder));
    }
  }
  if (!holders.size) return;
  for (const d of vars) {
    const name = field(d, w.f.name);
    if (name?.type !== 'identifier' || !holders.has(w.b.text(name))) continue;
    w.topConst.add(d.id);
    if (!w.typed && assignsModuleExports(field(d, w.f.value), w)) w.b.markDefault(w.b.text(name));
  }
}
