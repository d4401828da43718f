/**
 * TS/JS functions written inside another function that leave it as values
 * (newcomer 23 #2, fastify's `buildRouting`, which returns `{ route,
 * prepareRoute, findRoute, … }`): DefRec.escapes, and what a function's
 * returned object literal holds, DefRec.returnsLiteral. Run as the
 * language's `finish` (LangSpec), once definitions are nested.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/**
 * Places where a name is handed on as a value: a literal's property, a `return`, an assignment to a member;
 * and declarators (`const x = {…}`, `const { a } = f()`: what a returned name holds).
 * The TS/JS walk (langTsWalk.ts) keeps these nodes as it meets them, in the tree's order, so this
 * pass does not walk the whole tree again (a second `descendantsOfType` cost as much as the walk's own);
 * of declarators and assignments only those this pass reads (`const x = {…}`, `const { a } = f()`,
 * `a.b = x`, `a[k] = x`: langTsDecls onDeclarator, onAssignment), whose fields the walk reads anyway.
 */
export const VALUE_PLACES = ['shorthand_property_identifier', 'pair', 'return_statement', 'assignment_expression', 'variable_declarator'];
/** Nodes that open a function's own body (a `return` belongs to the nearest). */
const FUNCTION_NODES = new Set(['function_declaration', 'generator_function_declaration', 'function_expression', 'generator_function', 'arrow_function', 'method_definition']);
/** Definitions a function may be nested in and escape from. */
const OUTER_KINDS = new Set(['function', 'method', 'test']);

/** The identifier a literal's property or a `return` hands on (`x` of `{ x }`, `{ k: x }`, `return x`), or null (an assignment's is read by escapingFunctions). */
function valueOf(n: Node): Node | null {
  switch (n.type) {
    case 'shorthand_property_identifier':
      return n;
    case 'pair':
      return n.childForFieldName('value');
    case 'return_statement':
      return n.namedChild(0);
    default:
      return null;
  }
}

/** A literal key that is a plain name (`get`, `'get'`, `"get"`), else undefined (computed, numeric, other strings). */
function keyName(k: Node | null): string | undefined {
  if (k?.type === 'property_identifier') return k.text;
  if (k?.type === 'string') {
    const t = k.text.slice(1, -1);
    return /^[A-Za-z_$][\w$]*$/.test(t) ? t : undefined;
  }
  return undefined;
}

/** `a.b.c` when `n` is a path of plain names (`this`, calls and subscripts excluded), else undefined. */
function namePath(n: Node): string | undefined {
  if (n.type === 'identifier') return n.text;
  if (n.type !== 'member_expression') return undefined;
  const obj = n.childForFieldName('object');
  const prop = n.childForFieldName('property');
  const head = obj ? namePath(obj) : undefined;
  return head && prop?.type === 'property_identifier' ? `${head}.${prop.text}` : undefined;
}

/**
 * What key `k` holding value `v` names, as a DefRec.returnsLiteral entry: `k` or `k=x` for a
 * name, `k=a.b` for a path of names (also `a.b.bind(a)`: binding keeps the function), `k=#i`
 * for a function written there that is definition i (`get: function _get () {…}`, a method
 * `k () {…}`); undefined for other values (`null`, calls, literals).
 */
function entryOf(k: string, v: Node, ctx: Ctx): string | undefined {
  if (v.type === 'identifier') {
    const of = ctx.destructured(v) ?? v.text;
    return of === k ? k : `${k}=${of}`;
  }
  if (FUNCTION_NODES.has(v.type)) {
    const i = ctx.defAt(v);
    return i === undefined ? undefined : `${k}=#${i}`;
  }
  let path = v;
  if (v.type === 'call_expression') {
    const fn = v.childForFieldName('function');
    const obj = fn?.type === 'member_expression' && fn.childForFieldName('property')?.text === 'bind' ? fn.childForFieldName('object') : null;
    if (!obj) return undefined;
    path = obj;
  }
  const dotted = namePath(path);
  if (!dotted) return undefined;
  return dotted === k ? k : `${k}=${dotted}`;
}

/** The entries of object literal `obj` (entryOf): shorthand `{ k }`, pairs `k: v`, methods `k () {}`; spreads and computed keys left out. */
function literalEntries(obj: Node, out: string[], ctx: Ctx): void {
  for (const c of obj.namedChildren) {
    if (c?.type === 'shorthand_property_identifier') {
      const of = ctx.destructured(c);
      out.push(of ? `${c.text}=${of}` : c.text);
    } else if (c?.type === 'pair') {
      const k = keyName(c.childForFieldName('key'));
      const v = c.childForFieldName('value');
      const e = k && v ? entryOf(k, v, ctx) : undefined;
      if (e) out.push(e);
    } else if (c?.type === 'method_definition') {
      const k = keyName(c.childForFieldName('name'));
      const i = k ? ctx.defAt(c) : undefined;
      if (i !== undefined) out.push(`${k}=#${i}`);
    }
  }
}

/**
 * Marks DefRec.escapes on each function nested in a function, method or
 * test case whose name is handed on as a value inside that one: placed in
 * an object literal (`return { prepareRoute }`, `const fastify = { inject
 * }`, `{ get: handler }`), returned (`return route`) or assigned to a member
 * (`router.onBadUrl = onBadUrl`). Such a function is called through other
 * names, outside the function too, so its callers' note does not call it
 * local (displayNames localScope). And sets DefRec.returnsLiteral on a
 * function without a declared or evident result whose own `return { … }`
 * names values (`return { route, find: findRoute }` → `route`,
 * `find=findRoute`): `const router = buildRouting(); router.route()` then
 * reaches that value (graphTypes literalMember). Names are matched by text
 * inside the outer function's lines; a same-named variable there may mark
 * the function too, which only loses the "local" wording. `places`: the
 * file's VALUE_PLACES nodes the walk kept, in the tree's order (depth first, a node before
 * its children), as the walk met them.
 */
export function escapingFunctions(rec: FileRec, places: readonly Node[]): void {
  const defs = rec.defs;
  const nested = new Map<string, number[]>();
  const fnAt = new Map<string, number>();
  defs.forEach((d, i) => {
    if (d.kind !== 'function' && d.kind !== 'method') return;
    fnAt.set(`${d.line}:${d.col}`, i);
    if (d.kind === 'function' && d.parent >= 0 && OUTER_KINDS.has(defs[d.parent].kind)) {
      const same = nested.get(d.name);
      if (same) same.push(i);
      else nested.set(d.name, [i]);
    }
  });
  if (!fnAt.size) return;
  const held: Held = { literals: new Map(), assigned: new Map(), destructured: new Map() };
  const namedReturns: { ret: Node; name: Node }[] = [];
  const ownReturns: OwnReturns = new Map();
  for (const n of places) {
    const nt = n.type;
    if (nt === 'variable_declarator') {
      const name = n.childForFieldName('name');
      const value = n.childForFieldName('value');
      if (name?.type === 'identifier' && value?.type === 'object') push(held.literals, name.text, n);
      else if (name?.type === 'object_pattern' && value?.type === 'call_expression') destructuring(name, value, held.destructured);
      continue;
    }
    // A literal's property only hands on a nested function (each read below is a call into the parser).
    if (!nested.size && (nt === 'pair' || nt === 'shorthand_property_identifier')) continue;
    let v: Node | null;
    if (nt === 'assignment_expression') {
      const left = n.childForFieldName('left');
      const lt = left?.type;
      v = lt === 'member_expression' || lt === 'subscript_expression' ? n.childForFieldName('right') : null;
      const obj = left?.childForFieldName('object');
      if (obj?.type === 'identifier') push(held.assigned, obj.text, n);
    } else v = valueOf(n);
    if (nt === 'return_statement' && v?.type === 'object') returnedLiteral(rec, n, v, fnAt, held);
    else if (nt === 'return_statement' && v?.type === 'identifier') namedReturns.push({ ret: n, name: v });
    if (nt === 'return_statement') countReturn(n, v, fnAt, ownReturns);
    if (!nested.size || (v?.type !== 'identifier' && v?.type !== 'shorthand_property_identifier')) continue;
    const line = n.startPosition.row + 1;
    for (const i of nested.get(v.text) ?? []) {
      const outer = defs[defs[i].parent];
      if (line >= outer.line && line <= outer.endLine) defs[i].escapes = true;
    }
  }
  for (const r of namedReturns) returnedLiteral(rec, r.ret, r.name, fnAt, held);
  // `function addHook (name, fn) { …; return this }`: every return gives `this` (a fluent function, fastify.addHook(…).addHook(…)).
  for (const [i, r] of ownReturns) {
    const d = defs[i];
    if (r.self > 0 && !r.other && !d.returns && !d.returnsElem && !d.returnsLiteral) d.returns = 'this';
  }
}

/** Per definition index, how many of its own `return`s give `this` and whether another does (or a bare `return`). */
type OwnReturns = Map<number, { self: number; other: boolean }>;

/** Counts `return` statement `ret` (its value `v`) for the function it belongs to (OwnReturns). */
function countReturn(ret: Node, v: Node | null, fnAt: Map<string, number>, out: OwnReturns): void {
  const fn = functionOf(ret);
  if (!fn) return;
  const at = (x: Node) => fnAt.get(`${x.startPosition.row + 1}:${x.startPosition.column}`);
  const i = at(fn) ?? (fn.parent?.type === 'variable_declarator' ? at(fn.parent) : undefined);
  if (i === undefined) return;
  let r = out.get(i);
  if (!r) out.set(i, (r = { self: 0, other: false }));
  if (v?.type === 'this') r.self++;
  else r.other = true;
}

/**
 * Object literals variables hold (`const x = {…}`), assignments to their members (`x.k = v`),
 * and names destructured from a call's result (`const { listen } = createServer(o)`, the
 * pattern and the path `createServer().listen`), by the variable's name, in document order.
 */
interface Held {
  literals: Map<string, Node[]>;
  assigned: Map<string, Node[]>;
  destructured: Map<string, { at: Node; of: string }[]>;
}

/** How literal entries are written in a file: the definition a function node is (`#i`), the call result member a name was destructured from in its function. */
interface Ctx {
  defAt(n: Node): number | undefined;
  destructured(name: Node): string | undefined;
}

/** Records the names `pattern` takes from the result of `call` (`{ listen, server: s }` of `createServer(o)`: listen → `createServer().listen`, s → `createServer().server`). */
function destructuring(pattern: Node, call: Node, out: Map<string, { at: Node; of: string }[]>): void {
  const fn = call.childForFieldName('function');
  const callee = fn ? namePath(fn) : undefined;
  if (!callee) return;
  for (const c of pattern.namedChildren) {
    let name: Node | null = null;
    let key: string | undefined;
    if (c?.type === 'shorthand_property_identifier_pattern') [name, key] = [c, c.text];
    else if (c?.type === 'pair_pattern') [name, key] = [c.childForFieldName('value'), keyName(c.childForFieldName('key'))];
    if (name?.type !== 'identifier' && name?.type !== 'shorthand_property_identifier_pattern') continue;
    if (!key) continue;
    const l = out.get(name.text);
    const rec = { at: pattern, of: `${callee}().${key}` };
    if (l) l.push(rec);
    else out.set(name.text, [rec]);
  }
}

function push(m: Map<string, Node[]>, k: string, n: Node): void {
  const l = m.get(k);
  if (l) l.push(n);
  else m.set(k, [n]);
}

/** Declared results that name no members of their own: a function returning one may still return a literal's or a mixin's. */
const OPAQUE: ReadonlySet<string> = new Set(['Function', 'Object', 'object']);

/** Calls copying an object's members into their first argument (`mixin(app, proto, false)` of merge-descriptors, `Object.assign(app, proto)`, `extend`, `merge`). */
const MIXINS: ReadonlySet<string> = new Set(['mixin', 'merge', 'extend', 'assign', 'Object.assign']);

/**
 * Adds `...=Y` for each statement of function `fn`'s own body copying the members of a path Y into variable
 * `name` (`mixin(app, proto, false)`, `Object.assign(app, proto)`): what `fn` returns as `name` has Y's members
 * (express's createApplication, whose app gets the application prototype's use, set, listen…). Only the
 * body's own statements are read.
 */
function mixedIn(fn: Node, name: string, out: string[]): void {
  const body = fn.childForFieldName('body');
  if (body?.type !== 'statement_block') return;
  for (const st of body.namedChildren) {
    const call = st?.type === 'expression_statement' ? st.namedChild(0) : null;
    if (call?.type !== 'call_expression') continue;
    const callee = call.childForFieldName('function');
    if (!callee || !MIXINS.has(callee.text)) continue;
    const args = call.childForFieldName('arguments')?.namedChildren ?? [];
    if (args[0]?.type !== 'identifier' || args[0].text !== name || !args[1]) continue;
    const from = namePath(args[1]);
    if (from) out.push(`...=${from}`);
  }
}

/** The function node a node is written in (its nearest), or null at the top level. */
function functionOf(n: Node): Node | null {
  let fn = n.parent;
  while (fn && !FUNCTION_NODES.has(fn.type)) fn = fn.parent;
  return fn;
}

/**
 * Adds what `ret` returns to DefRec.returnsLiteral of the function the `return` is in (when a
 * definition without a result type): the entries of a returned literal `value`, or for a
 * returned name, of the literal a `const`/`let`/`var` of that name holds in the function's own
 * body and of the members the body assigns it (`name.k = v`): fastify's `const fastify = { get:
 * function _get () {…}, addHook, … }; fastify.ready = ready; return fastify`. Definitions
 * an entry names by index (`k=#i`) leave the function as values (DefRec.escapes).
 */
function returnedLiteral(rec: FileRec, ret: Node, value: Node, fnAt: Map<string, number>, held: Held): void {
  const fn = functionOf(ret);
  if (!fn) return;
  const at = (x: Node) => fnAt.get(`${x.startPosition.row + 1}:${x.startPosition.column}`);
  const ctx: Ctx = {
    defAt: at,
    destructured: (name) => held.destructured.get(name.text)?.find((d) => functionOf(d.at)?.id === fn.id)?.of,
  };
  // `const make = () => { return {…} }`: the definition is the declarator holding the arrow.
  const i = at(fn) ?? (fn.parent?.type === 'variable_declarator' ? at(fn.parent) : undefined);
  const d = i === undefined ? undefined : rec.defs[i];
  // A JSDoc `@return {Function}` / `{Object}` says nothing of the members (express's createApplication).
  if (!d || (d.returns && !OPAQUE.has(d.returns)) || d.returnsElem) return;
  const entries: string[] = d.returnsLiteral ?? [];
  const before = entries.length;
  if (value.type === 'object') literalEntries(value, entries, ctx);
  else {
    heldLiteral(fn, value.text, held, entries, ctx);
    mixedIn(fn, value.text, entries);
  }
  if (entries.length === before) return;
  for (const e of entries.slice(before)) {
    const m = /=#(\d+)$/.exec(e);
    if (m) rec.defs[Number(m[1])].escapes = true;
  }
  d.returnsLiteral = [...new Set(entries)];
}

/** The entries of the object literal variable `name` holds in function `fn` (declared in its own body, not a nested function's) and of the members `fn` assigns it (`name.k = v`). */
function heldLiteral(fn: Node, name: string, held: Held, out: string[], ctx: Ctx): void {
  const own = (n: Node) => functionOf(n)?.id === fn.id;
  const decl = held.literals.get(name)?.find(own);
  if (!decl) return;
  literalEntries(decl.childForFieldName('value')!, out, ctx);
  for (const a of held.assigned.get(name) ?? []) {
    const left = a.childForFieldName('left');
    const right = a.childForFieldName('right');
    const prop = left?.type === 'member_expression' ? left.childForFieldName('property') : null;
    const e = prop?.type === 'property_identifier' && right && own(a) ? entryOf(prop.text, right, ctx) : undefined;
    if (e) out.push(e);
  }
}
