/**
 * TypeScript facts about collections that the walk
 * (langTsWalk.ts) records for receiver resolution beyond one named type:
 * - the element type of a declared collection (`Repo[]`, `readonly Repo[]`,
 *   `Array<Repo>`, `Set<Repo>`, `Map<K, Repo>`, `Record<K, Repo>`), kept as
 *   the bind `repos[]` (`this.repos[]`) as Go's slices are (FileBuilder.bindElem);
 * - `for (const r of repos)`: `r` is an element of `repos` (its type written
 *   `repos[]`, `this.repos[]`, `f()[]`).
 * Each function reads as few node properties as it can: every read is a call
 * into the parser's WebAssembly (bench/graph-crossings.mjs).
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import { callReceiver } from './receivers';

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
