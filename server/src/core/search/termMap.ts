/**
 * The term dictionary behind our minisearch engines (its private `_index`).
 *
 * minisearch keeps terms in a radix tree (SearchableMap) so that prefix and
 * fuzzy queries can walk it; a tree node is a Map, so a 13,000-term index
 * is ~20,000 Maps to build on every load and cold build, and the garbage
 * collector copies each of them (bench/search.mjs `load`, `cold`). Our
 * queries are exact (MS_OPTIONS: prefix and fuzzy off), which need only a
 * hash map. TermMap answers the exact operations from a Map and builds the
 * real radix tree only if a prefix or fuzzy lookup ever asks for it, then
 * hands every operation to the tree.
 *
 * It implements the SearchableMap methods minisearch 7 calls on `_index`
 * (get, set, has, delete, fetch, size, iteration, atPrefix, fuzzyGet);
 * test/core/searchPersist.test.ts checks answers against a stock engine.
 */
import MiniSearch from 'minisearch';

/** The subset of minisearch's SearchableMap that its engine uses. */
interface Tree<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): unknown;
  has(key: string): boolean;
  delete(key: string): void;
  fetch(key: string, initial: () => V): V;
  readonly size: number;
  atPrefix(prefix: string): unknown;
  fuzzyGet(key: string, maxEditDistance: number): unknown;
  entries(): IterableIterator<[string, V]>;
  [Symbol.iterator](): IterableIterator<[string, V]>;
}

/** minisearch's own SearchableMap class, taken from an engine (no second copy bundled). */
let treeClass: (new () => Tree<unknown>) | null = null;
function newTree<V>(): Tree<V> {
  treeClass ??= (new MiniSearch({ fields: ['x'] }) as unknown as { _index: { constructor: new () => Tree<unknown> } })._index.constructor;
  return new treeClass() as Tree<V>;
}

/** A term → value map with SearchableMap's interface, a plain Map until a prefix/fuzzy lookup needs the tree. */
export class TermMap<V> {
  private map: Map<string, V> | null = new Map();
  private tree: Tree<V> | null = null;

  private toTree(): Tree<V> {
    if (!this.tree) {
      const tree = newTree<V>();
      for (const [k, v] of this.map!) tree.set(k, v);
      this.tree = tree;
      this.map = null;
    }
    return this.tree;
  }

  get(key: string): V | undefined {
    return this.map ? this.map.get(key) : this.tree!.get(key);
  }

  set(key: string, value: V): this {
    if (this.map) this.map.set(key, value);
    else this.tree!.set(key, value);
    return this;
  }

  has(key: string): boolean {
    return this.map ? this.map.has(key) : this.tree!.has(key);
  }

  delete(key: string): void {
    if (this.map) this.map.delete(key);
    else this.tree!.delete(key);
  }

  fetch(key: string, initial: () => V): V {
    if (!this.map) return this.tree!.fetch(key, initial);
    let v = this.map.get(key);
    if (v === undefined) {
      v = initial();
      this.map.set(key, v);
    }
    return v;
  }

  get size(): number {
    return this.map ? this.map.size : this.tree!.size;
  }

  atPrefix(prefix: string): unknown {
    return this.toTree().atPrefix(prefix);
  }

  fuzzyGet(key: string, maxEditDistance: number): unknown {
    return this.toTree().fuzzyGet(key, maxEditDistance);
  }

  entries(): IterableIterator<[string, V]> {
    return this.map ? this.map.entries() : this.tree!.entries();
  }

  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.entries();
  }
}

/** Gives `engine` a TermMap dictionary (call on a new, empty engine only). */
export function useTermMap(engine: object): void {
  const e = engine as { _index: { size: number } };
  if (e._index.size !== 0) throw new Error('useTermMap needs an empty engine');
  (engine as { _index: unknown })._index = new TermMap();
}
