/**
 * TypeScript/JavaScript facts about collections and values that the walk
 * (langTsWalk.ts, langTsBinds.ts) records for receiver resolution beyond one named type:
 * - the element type of a declared collection (`Repo[]`, `readonly Repo[]`,
 *   `Array<Repo>`, `Set<Repo>`, `Map<K, Repo>`, `Record<K, Repo>`), kept as
 *   the bind `repos[]` (`this.repos[]`) as Go's slices are (FileBuilder.bindElem);
 * - `for (const r of repos)`: `r` is an element of `repos` (its type written
 *   `repos[]`, `this.repos[]`, `f()[]`);
 * - `repos.forEach((r) => r.open())`, `.map`, `.find`, `.reduce((acc, r) => …)`
 *   …: the callback's untyped parameter is an element of `repos` inside the
 *   callback (FileBuilder.rename);
 * - value aliases (FileRec.aliases): a destructured member (`const { a: b } =
 *   ns` → `b` is `ns.a`), a top-level object literal's properties naming
 *   other values (`const utils = { setup, run: impl }` → `utils.setup` is
 *   `setup`, `utils.run` is `impl`), and a top-level const standing for
 *   another (`const a = b`, `… as typeof b`, `const a: typeof b = …`).
 * Each function reads as few node properties as it can: every read is a call
 * into the parser's WebAssembly (bench/graph-crossings.mjs).
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import { callReceiver } from './receivers';
import { shadowingFunctions } from './langTsShadows';

/**
 * Generic collection types of the standard library whose last type argument
 * is what an element access, iteration, `.get()`/`.at()`/`.find()` gives:
 * the element of an array or set, the value of a map or record.
 */
export const COLLECTIONS: ReadonlySet<string> = new Set([
  'Array', 'ReadonlyArray', 'Set', 'ReadonlySet', 'Map', 'ReadonlyMap', 'WeakMap', 'Record', 'Iterable', 'IterableIterator', 'AsyncIterable',
]);

const WORD = /[A-Za-z_$][\w$]*/y;

/** Whether the name starting at `start` in `src` is one of COLLECTIONS (read from the source: one read of the tree, where the node's text costs two). */
export function collectionAt(src: string, start: number): boolean {
  WORD.lastIndex = start;
  const m = WORD.exec(src);
  return m !== null && COLLECTIONS.has(m[0]);
}

/** A node naming one type: `Repo`, `ns.Repo`, or the name of `Repo<T>` (`nameField`: the grammar's `name` field id). */
export function namedType(t: Node | null, nameField: number): Node | null {
  const tt = t?.type;
  if (tt === 'type_identifier' || tt === 'nested_type_identifier') return t;
  if (tt !== 'generic_type') return null;
  const n = t!.childForFieldId(nameField);
  const nt = n?.type;
  return nt === 'type_identifier' || nt === 'nested_type_identifier' ? n : null;
}

/**
 * The element type of the collection type `t` (the node inside a type
 * annotation): `Repo[]`, `readonly Repo[]`, `Array<Repo>`, `ReadonlyArray<Repo>`,
 * `Set<Repo>`, `Map<K, Repo>`, `Record<K, Repo>`, `Iterable<Repo>`, also as the
 * one collection of a union with `undefined`/`null`; the element must be one
 * named type (`Repo`, `ns.Repo`, `Box<T>` → `Box`). Null otherwise (`Repo[][]`,
 * tuples, `Map<K, A | B>`).
 */
export function elementType(t: Node | null, nameField: number): Node | null {
  let tt = t?.type;
  if (tt === 'readonly_type') {
    t = t!.namedChild(0);
    tt = t?.type;
  }
  if (tt === 'array_type') return namedType(t!.namedChild(0), nameField);
  if (tt === 'generic_type') {
    const name = t!.childForFieldId(nameField);
    if (name?.type !== 'type_identifier' || !COLLECTIONS.has(name.text)) return null;
    const args = name.nextNamedSibling;
    if (args?.type !== 'type_arguments') return null;
    return namedType(args.namedChild(args.namedChildCount - 1), nameField);
  }
  if (tt !== 'union_type') return null;
  let found: Node | null = null;
  for (const m of t!.namedChildren) {
    const mt = m?.type;
    if (mt === 'literal_type' || mt === 'predefined_type') continue;
    if (found) return null;
    found = elementType(m, nameField);
    if (!found) return null;
  }
  return found;
}

/**
 * `for (const <left> of <right>)`: `left` is an element of what `right`
 * names (FileBuilder.bindElementOf with the iterated form); `for … in` and
 * other expressions bind nothing.
 */
export function forOf(n: Node, left: Node, right: Node | null, b: FileBuilder): void {
  // The keyword right before the iterated expression (`for (const of in x)` too): `of`, not `in`.
  const at = right ? right.startIndex : 0;
  if (!right || !/(?:^|[^\w$])of\s*$/.test(b.src.slice(Math.max(0, at - 16), at))) return;
  const of = iterated(b.text(right));
  if (of) b.bindElementOf(n, left, of);
}

/**
 * What `for (const r of <text>)` iterates, as a receiver form the resolver
 * reads element types of: `repos`, `this.repos`, `a.repos`, a call or chain
 * `f()`, `this.list()`, `repos.filter()` (arguments dropped; `await` read
 * through). Undefined for any other expression.
 */
export function iterated(text: string): string | undefined {
  let t = text.trim();
  if (t.startsWith('await ') || t.startsWith('await\n')) t = t.slice(6).trimStart();
  if (t.length < 80 && /^(?:this\s*\.\s*)?[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?$/.test(t)) return t.replace(/\s+/g, '');
  if (t.charCodeAt(t.length - 1) !== 41 /* ) */) return undefined;
  const chain = callReceiver(t);
  return chain?.endsWith('()') ? chain : undefined;
}

/**
 * Standard collection methods taking a callback first, and which of its
 * parameters receive an element (ECMA-262 Array.prototype.forEach / map /
 * filter / find / some / every / flatMap / reduce / sort, Map.prototype.forEach,
 * Set.prototype.forEach): the first, the second after `reduce`'s accumulator,
 * both of `sort`'s comparator. A Map's `forEach` passes the value first, the
 * element type kept for a Map (COLLECTIONS).
 */
export const CALLBACK_ELEMENT: ReadonlyMap<string, readonly number[]> = new Map<string, readonly number[]>([
  ...['forEach', 'map', 'flatMap', 'filter', 'find', 'findLast', 'findIndex', 'findLastIndex', 'some', 'every'].map((m) => [m, [0]] as const),
  ['reduce', [1]],
  ['reduceRight', [1]],
  ['sort', [0, 1]],
  ['toSorted', [0, 1]],
]);

/** Field ids (langTsWalk's Fields) callbackElements reads. */
/**
 * The name of callback parameter `p` when it is written without a type
 * (`c`, `(c)`, `c?`, `c = 1`), else null (typed, destructured, rest): what
 * a callback's context or its collection's element may type
 * (callbackElements here, langTsParamTypes contextualParams). `f`: the
 * TypeScript grammar's field ids.
 */
export function untypedParam(p: Node | null, f: { type: number; pattern: number }): Node | null {
  const pt = p?.type;
  if (pt === 'identifier') return p!;
  if ((pt !== 'required_parameter' && pt !== 'optional_parameter') || p!.childForFieldId(f.type)) return null;
  const pat = p!.childForFieldId(f.pattern);
  return pat?.type === 'identifier' ? pat : null;
}

export interface CallbackFields {
  object: number;
  constructor: number;
  pattern: number;
  type: number;
  parameter: number;
  parameters: number;
}

/**
 * `X.m(cb)` with `m` a CALLBACK_ELEMENT method (`k`: which parameters) and
 * `cb` (the first of `args`) an arrow function or function expression: each
 * such parameter without a type annotation is an element of what `X` names
 * (`repos`, `this.repos`, `a.repos`, a call or chain `f()`, `repos.filter()`:
 * iterated's forms; `X!` too), recorded as a rename inside `cb` to `X[]`; an
 * array literal of constructions of one class (`[new Ctx()].map((c) =>
 * c.run())`: literalElement) to the cast form `(Ctx)`. An explicitly typed
 * parameter keeps its own type (langTsBinds onParameter binds it).
 */
export function callbackElements(fn: Node, args: Node | null, k: readonly number[], b: FileBuilder, f: CallbackFields): void {
  const cb = args?.namedChild(0);
  const ct = cb?.type;
  if (ct !== 'arrow_function' && ct !== 'function_expression') return;
  const obj = fn.childForFieldId(f.object);
  if (!obj) return;
  const made = obj.type === 'array' ? literalElement(obj, f.constructor) : null;
  const text = made ? '' : b.text(obj);
  const of = made ? `(${b.text(made)})` : iterated(text.charCodeAt(text.length - 1) === 33 /* ! */ ? text.slice(0, -1) : text);
  if (!of) return;
  // `r => …` has one parameter (field `parameter`); `(a, r) => …` and function expressions a list.
  const single = f.parameter ? cb!.childForFieldId(f.parameter) : null;
  const params = single ? null : cb!.childForFieldId(f.parameters);
  for (const i of k) {
    const id = untypedParam(single ? (i === 0 ? single : null) : (params?.namedChild(i) ?? null), f);
    // `(r) => { const f = (r: Other) => r.json() }`: the inner r is f's own (langTsShadows).
    if (id) b.rename(cb!, b.text(id), made ? of : `${of}[]`, shadowingFunctions(cb!, b.text(id)));
  }
}

/**
 * The class every element of array literal `arr` constructs (`[new A(),
 * new A(1)]` → the identifier `A` of the first), as the checker types the
 * literal `A[]`; null for an empty literal, a spread, any other element, or
 * two classes (`[new A(), new B()]`, whose element type is a union or a base).
 * `ctorField`: the grammar's `constructor` field id.
 */
export function literalElement(arr: Node, ctorField: number): Node | null {
  let found: Node | null = null;
  let name = '';
  for (const e of arr.namedChildren) {
    const c = e?.type === 'new_expression' ? e.childForFieldId(ctorField) : null;
    if (c?.type !== 'identifier') return null;
    if (!found) {
      found = c;
      name = c.text;
    } else if (c.text !== name) return null;
  }
  return found;
}

/** One alias: `name` is the value of `of`. */
export interface PendingAlias {
  name: string;
  of: string;
}

/**
 * `const { setupComponent, a: b } = ssrUtils` (the declarator `n`, its
 * pattern and the value's text `from`): each name is that member of the value
 * (`ssrUtils.setupComponent`, `ssrUtils.a`), when the value is a name or `a.b`.
 */
export function destructuring(n: Node, pattern: Node, from: string, b: FileBuilder): void {
  const value = from.replace(/\s+/g, '');
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(value)) return;
  for (const a of destructured(pattern, value, (x) => b.text(x))) b.alias(n, a.name, a.of);
}

/**
 * Aliases of a top-level const (the declarator `n` named `name`): the
 * properties of an object literal naming other values (`const utils = {
 * setup, run: impl }`), or the value it stands for (`const a = b`, `… as
 * typeof b`). A property of that literal holding an arrow function or an
 * anonymous function expression (`save: () => store()`) is a method of the
 * const (`api.save`, as `load() {}` written in the literal is): the calls in
 * it are that method's, and `api.save()` reaches it (newcomer 9 #21). The
 * literal may be wrapped in `as const` or `satisfies T`.
 */
export function valueAliases(n: Node, name: Node, value: Node | null, vt: string | undefined, b: FileBuilder): void {
  const text = (x: Node) => b.text(x);
  let obj = vt === 'object' ? value : null;
  if (!obj && (vt === 'as_expression' || vt === 'satisfies_expression')) {
    const inner = value!.namedChild(0);
    if (inner?.type === 'object') obj = inner;
  }
  if (obj) {
    const methods: ObjectMethod[] = [];
    for (const a of objectMembers(text(name), obj, text, methods)) b.alias(n, a.name, a.of);
    for (const m of methods) {
      const body = m.fn.childForFieldName('body');
      if (body) b.def('method', m.pair, m.key, body, null, null);
    }
    return;
  }
  if (vt !== 'identifier' && vt !== 'as_expression') return;
  const of = standsFor(value!, vt, text);
  if (of) b.alias(n, text(name), of);
}

/** A property of an object literal holding a function (`save: () => …`): the pair, its key and the function. */
export interface ObjectMethod {
  pair: Node;
  key: Node;
  fn: Node;
}

/** Function values a property may hold as a method; a named function expression is a definition of its own already (langTsWalk onFunction). */
const PROPERTY_FNS = new Set(['arrow_function', 'function_expression', 'generator_function']);

/**
 * Names an object pattern destructures from `source` (`const { a, b: c, d = 1 } = source`):
 * `a` → `source.a`, `c` → `source.b`, `d` → `source.d`. Nested patterns and rest elements are skipped.
 */
export function destructured(pattern: Node, source: string, text: (n: Node) => string): PendingAlias[] {
  const out: PendingAlias[] = [];
  for (const p of pattern.namedChildren) {
    const pt = p?.type;
    if (pt === 'shorthand_property_identifier_pattern') {
      const n = text(p!);
      out.push({ name: n, of: `${source}.${n}` });
    } else if (pt === 'pair_pattern') {
      const k = p!.namedChild(0);
      const v = p!.namedChild(1);
      if (k?.type === 'property_identifier' && v?.type === 'identifier') out.push({ name: text(v), of: `${source}.${text(k)}` });
    } else if (pt === 'object_assignment_pattern') {
      const left = p!.namedChild(0);
      if (left?.type === 'shorthand_property_identifier_pattern') {
        const n = text(left);
        out.push({ name: n, of: `${source}.${n}` });
      }
    }
  }
  return out;
}

/**
 * Properties of the object literal `obj` held by the top-level const `owner`
 * that name another value: `{ setup }` → `owner.setup` is `setup`, `{ run:
 * impl }` → `impl`, `{ run: ns.impl }` → `ns.impl`. Methods written in the
 * literal (`load() {}`) are already methods of `owner` (FileBuilder.finish);
 * properties holding a function (`save: () => …`) are added to `methods`.
 */
export function objectMembers(owner: string, obj: Node, text: (n: Node) => string, methods: ObjectMethod[]): PendingAlias[] {
  const out: PendingAlias[] = [];
  for (const p of obj.namedChildren) {
    const pt = p?.type;
    if (pt === 'shorthand_property_identifier') {
      const n = text(p!);
      out.push({ name: `${owner}.${n}`, of: n });
    } else if (pt === 'pair') {
      const k = p!.namedChild(0);
      const v = p!.namedChild(1);
      const vt = v?.type;
      if (k?.type !== 'property_identifier') continue;
      if (vt === 'identifier') out.push({ name: `${owner}.${text(k)}`, of: text(v!) });
      else if (vt !== undefined && PROPERTY_FNS.has(vt)) {
        if (vt === 'arrow_function' || !v!.childForFieldName('name')) methods.push({ pair: p!, key: k, fn: v! });
      }
      else if (vt === 'member_expression') {
        const of = text(v!).replace(/\s+/g, '');
        if (/^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/.test(of)) out.push({ name: `${owner}.${text(k)}`, of });
      }
    }
  }
  return out;
}

/**
 * The value a top-level const stands for, for member lookups: `const a = b`
 * → `b`; `… as typeof b` (vuejs/core `ssrUtils = (__SSR__ ? _ssrUtils :
 * null) as typeof _ssrUtils`) → `b`. `value` is the declarator's value, of type `vt`.
 */
export function standsFor(value: Node, vt: string, text: (n: Node) => string): string | undefined {
  if (vt === 'identifier') return text(value);
  const t = value.namedChild(1);
  if (t?.type !== 'type_query') return undefined;
  const q = t.namedChild(0);
  return q?.type === 'identifier' ? text(q) : undefined;
}
