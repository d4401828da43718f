/**
 * Map stand-ins that a loaded engine hands to minisearch (persist.ts): they
 * answer minisearch's Map calls (get/set/has/delete/size/iteration) but fill
 * themselves from the saved file's arrays only when a query or an update
 * first asks, so a load makes one small object per term and none per
 * document. minisearch 7 never type-checks these (no `instanceof Map`);
 * test/core/searchPersist.test.ts compares answers with a stock engine.
 */

type Freqs = Map<number, number>;

/** Number of int32 values term postings starting at `at` take. */
export function postingsSpan(p: ArrayLike<number>, at: number): number {
  let i = at;
  for (let nf = p[i++]; nf > 0; nf--) i += 2 + 2 * p[i + 1];
  return i - at;
}

/**
 * A term's `fieldId → (docShortId → term frequency)` map, filled from the
 * flat postings on first use. Only the terms a query names are ever filled.
 * Not a Map subclass: constructing 13,000 Map instances was most of a load.
 */
export class LazyFields {
  private src: ArrayLike<number> | null;
  private readonly at: number;
  private map: Map<number, Freqs> | null = null;

  constructor(src: ArrayLike<number>, at: number) {
    this.src = src;
    this.at = at;
  }

  /** The untouched postings slice `[src, at]`, or null once filled (then read the maps). */
  raw(): [ArrayLike<number>, number] | null {
    return this.src ? [this.src, this.at] : null;
  }

  private fill(): Map<number, Freqs> {
    if (this.map) return this.map;
    const m = new Map<number, Freqs>();
    this.map = m;
    const p = this.src!;
    this.src = null;
    let i = this.at;
    for (let nf = p[i++]; nf > 0; nf--) {
      const fieldId = p[i++];
      const freqs: Freqs = new Map();
      for (let nd = p[i++]; nd > 0; nd--) {
        freqs.set(p[i], p[i + 1]);
        i += 2;
      }
      m.set(fieldId, freqs);
    }
    return m;
  }

  get size(): number {
    return this.fill().size;
  }
  get(k: number): Freqs | undefined {
    return this.fill().get(k);
  }
  set(k: number, v: Freqs): this {
    this.fill().set(k, v);
    return this;
  }
  has(k: number): boolean {
    return this.fill().has(k);
  }
  delete(k: number): boolean {
    return this.fill().delete(k);
  }
  clear(): void {
    this.src = null;
    this.map = new Map();
  }
  forEach(cb: (v: Freqs, k: number, m: Map<number, Freqs>) => void, thisArg?: unknown): void {
    this.fill().forEach(cb, thisArg);
  }
  entries(): MapIterator<[number, Freqs]> {
    return this.fill().entries();
  }
  keys(): MapIterator<number> {
    return this.fill().keys();
  }
  values(): MapIterator<Freqs> {
    return this.fill().values();
  }
  [Symbol.iterator](): MapIterator<[number, Freqs]> {
    return this.fill().entries();
  }
}

/** Stored fields of documents by row (position in the saved document table). */
export interface StoredRows {
  readonly length: number;
  /** The STORED_FIELDS values of row `d` (null = absent). */
  row(d: number): (string | null)[];
}

/** Rows kept as arrays (a cold build, a flattened engine). */
export class ArrayRows implements StoredRows {
  constructor(private readonly rows: (string | null)[][]) {}
  get length(): number {
    return this.rows.length;
  }
  row(d: number): (string | null)[] {
    return this.rows[d];
  }
}

/**
 * A document's stored fields (`shortId → {uri, title, …}`), each built from
 * its saved row on first use: a query reads the few documents it matched, a
 * load reads none. Documents added, changed or discarded later live in the
 * overlay like in a plain Map.
 */
export class StoredFields {
  private readonly made = new Map<number, Record<string, unknown>>();
  private readonly gone = new Set<number>();

  constructor(
    private readonly rows: StoredRows,
    private readonly rowOf: Map<number, number>,
    private readonly names: readonly string[],
  ) {}

  get(k: number): Record<string, unknown> | undefined {
    const hit = this.made.get(k);
    if (hit || this.gone.has(k)) return hit;
    const d = this.rowOf.get(k);
    if (d === undefined) return undefined;
    const row = this.rows.row(d);
    const o: Record<string, unknown> = {};
    for (let i = 0; i < this.names.length; i++) if (row[i] !== null && row[i] !== undefined) o[this.names[i]] = row[i];
    this.made.set(k, o);
    return o;
  }
  set(k: number, v: Record<string, unknown>): this {
    this.gone.delete(k);
    this.made.set(k, v);
    return this;
  }
  has(k: number): boolean {
    return this.get(k) !== undefined;
  }
  delete(k: number): boolean {
    const had = this.has(k);
    this.gone.add(k);
    this.made.delete(k);
    return had;
  }
  get size(): number {
    let n = 0;
    for (const _ of this.keys()) n++;
    return n;
  }
  *keys(): IterableIterator<number> {
    for (const k of this.rowOf.keys()) if (!this.gone.has(k) && !this.made.has(k)) yield k;
    yield* this.made.keys();
  }
  *entries(): IterableIterator<[number, Record<string, unknown>]> {
    for (const k of this.keys()) yield [k, this.get(k)!];
  }
  [Symbol.iterator](): IterableIterator<[number, Record<string, unknown>]> {
    return this.entries();
  }
}
