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
 * Places where a name is handed on as a value: a literal's property, a `return`, an assignment to a member.
 * The TS/JS walk (langTsWalk.ts) keeps these nodes as it meets them, in the tree's order, so this
 * pass does not walk the whole tree again (a second `descendantsOfType` cost as much as the walk's own).
 */
export const VALUE_PLACES = ['shorthand_property_identifier', 'pair', 'return_statement', 'assignment_expression'];
/** Nodes that open a function's own body (a `return` belongs to the nearest). */
const FUNCTION_NODES = new Set(['function_declaration', 'generator_function_declaration', 'function_expression', 'generator_function', 'arrow_function', 'method_definition']);
/** Definitions a function may be nested in and escape from. */
const OUTER_KINDS = new Set(['function', 'method', 'test']);

/** The identifier a value place hands on (`x` of `{ x }`, `{ k: x }`, `return x`, `a.b = x`), or null. */
function valueOf(n: Node): Node | null {
  switch (n.type) {
    case 'shorthand_property_identifier':
      return n;
    case 'pair':
      return n.childForFieldName('value');
    case 'return_statement':
      return n.namedChild(0);
    default: {
      const left = n.childForFieldName('left')?.type;
      return left === 'member_expression' || left === 'subscript_expression' ? n.childForFieldName('right') : null;
    }
  }
}

/** `k` of `{ k }`, `k=x` of `{ k: x }`: the properties of a returned literal naming a value (others are left out). */
function literalEntries(obj: Node, out: string[]): void {
  for (const c of obj.namedChildren) {
    if (c?.type === 'shorthand_property_identifier') out.push(c.text);
    else if (c?.type === 'pair') {
      const k = c.childForFieldName('key');
      const v = c.childForFieldName('value');
      if (k?.type === 'property_identifier' && v?.type === 'identifier') out.push(`${k.text}=${v.text}`);
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
 * file's VALUE_PLACES nodes in the tree's order (depth first, a node before
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
  for (const n of places) {
    const v = valueOf(n);
    if (n.type === 'return_statement' && v?.type === 'object') returnedLiteral(rec, n, v, fnAt);
    if (!nested.size || (v?.type !== 'identifier' && v?.type !== 'shorthand_property_identifier')) continue;
    const line = n.startPosition.row + 1;
    for (const i of nested.get(v.text) ?? []) {
      const outer = defs[defs[i].parent];
      if (line >= outer.line && line <= outer.endLine) defs[i].escapes = true;
    }
  }
}

/** Adds the entries of `obj`, returned by `ret`, to DefRec.returnsLiteral of the function the `return` is in (when a definition without a result type). */
function returnedLiteral(rec: FileRec, ret: Node, obj: Node, fnAt: Map<string, number>): void {
  let fn = ret.parent;
  while (fn && !FUNCTION_NODES.has(fn.type)) fn = fn.parent;
  if (!fn) return;
  const at = (x: Node) => fnAt.get(`${x.startPosition.row + 1}:${x.startPosition.column}`);
  // `const make = () => { return {…} }`: the definition is the declarator holding the arrow.
  const i = at(fn) ?? (fn.parent?.type === 'variable_declarator' ? at(fn.parent) : undefined);
  const d = i === undefined ? undefined : rec.defs[i];
  if (!d || d.returns || d.returnsElem) return;
  const entries: string[] = d.returnsLiteral ?? [];
  literalEntries(obj, entries);
  if (entries.length) d.returnsLiteral = [...new Set(entries)];
}
