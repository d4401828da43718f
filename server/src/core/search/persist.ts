/**
 * A compact saved form of the minisearch engine. minisearch's own `toJSON()`
 * writes every posting list as an object with numeric keys, and `loadJS`
 * turns each back into a Map through `Object.keys` + `parseInt`: on a 5000
 * commit index that is most of the load time (bench/search.mjs `load`).
 * Here postings are one flat number array and stored fields are arrays; the
 * loader inserts each term with a LazyFields map that turns its slice of the
 * postings into real maps only when a query or an update first touches it.
 *
 * This reads and writes minisearch's private fields (`_index`, `_documentIds`,
 * …) of the 7.x line pinned in package.json; test/core/searchPersist.test.ts
 * checks that a reloaded engine answers exactly like the one that was saved,
 * so an upgrade that changes them fails loudly instead of searching wrongly.
 */
import MiniSearch from 'minisearch';
import type { IndexDoc } from './documents';
import { MS_OPTIONS, STORED_FIELDS, type Engine } from './engine';

/** The private state of a minisearch 7 engine that a save must carry. */
interface Internals {
  _index: { set(term: string, value: Map<number, Map<number, number>>): unknown; [Symbol.iterator](): Iterator<[string, Map<number, Map<number, number>>]> };
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
  _dirtCount: number;
}

/** Saved engine (JSON). */
export interface SavedEngine {
  format: 1;
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Per document: short id, id, then one length per field, then the stored fields (null = absent). */
  docs: (string | number | null)[][];
  terms: string[];
  /** Per term: field count, then per field: field id, doc count, then (short id, term frequency) pairs. */
  postings: number[];
}

function internals(engine: Engine): Internals {
  return engine as unknown as Internals;
}

/** The compact saved form of `engine`. */
export function saveEngine(engine: Engine): SavedEngine {
  const e = internals(engine);
  const nFields = Object.keys(e._fieldIds).length;
  const docs: (string | number | null)[][] = [];
  for (const [shortId, id] of e._documentIds) {
    const lengths = e._fieldLength.get(shortId) ?? [];
    const stored = e._storedFields.get(shortId) ?? {};
    const row: (string | number | null)[] = [shortId, id];
    for (let f = 0; f < nFields; f++) row.push(lengths[f] ?? 0);
    for (const k of STORED_FIELDS) row.push((stored[k] as string | undefined) ?? null);
    docs.push(row);
  }
  const terms: string[] = [];
  const postings: number[] = [];
  for (const [term, fields] of e._index) {
    terms.push(term);
    postings.push(fields.size);
    for (const [fieldId, freqs] of fields) {
      postings.push(fieldId, freqs.size);
      for (const [doc, tf] of freqs) postings.push(doc, tf);
    }
  }
  return {
    format: 1,
    documentCount: e._documentCount,
    nextId: e._nextId,
    dirtCount: e._dirtCount,
    fieldIds: e._fieldIds,
    averageFieldLength: e._avgFieldLength,
    docs,
    terms,
    postings,
  };
}

type Freqs = Map<number, number>;

/**
 * A term's `fieldId → (docShortId → term frequency)` map, filled from the
 * flat postings on first use. Only the terms a query names are ever filled,
 * so loading costs one small object per term instead of ~10 map entries.
 */
class LazyFields extends Map<number, Freqs> {
  private src: number[] | null;
  private readonly at: number;

  constructor(src: number[], at: number) {
    super();
    this.src = src;
    this.at = at;
  }

  private fill(): void {
    const p = this.src;
    if (!p) return;
    this.src = null;
    let i = this.at;
    for (let nf = p[i++]; nf > 0; nf--) {
      const fieldId = p[i++];
      const freqs: Freqs = new Map();
      for (let nd = p[i++]; nd > 0; nd--) {
        freqs.set(p[i], p[i + 1]);
        i += 2;
      }
      super.set(fieldId, freqs);
    }
  }

  override get size(): number {
    this.fill();
    return super.size;
  }
  override get(k: number): Freqs | undefined {
    this.fill();
    return super.get(k);
  }
  override set(k: number, v: Freqs): this {
    this.fill();
    return super.set(k, v);
  }
  override has(k: number): boolean {
    this.fill();
    return super.has(k);
  }
  override delete(k: number): boolean {
    this.fill();
    return super.delete(k);
  }
  override clear(): void {
    this.src = null;
    super.clear();
  }
  override forEach(cb: (v: Freqs, k: number, m: Map<number, Freqs>) => void, thisArg?: unknown): void {
    this.fill();
    super.forEach(cb, thisArg);
  }
  override entries(): MapIterator<[number, Freqs]> {
    this.fill();
    return super.entries();
  }
  override keys(): MapIterator<number> {
    this.fill();
    return super.keys();
  }
  override values(): MapIterator<Freqs> {
    this.fill();
    return super.values();
  }
  override [Symbol.iterator](): MapIterator<[number, Freqs]> {
    this.fill();
    return super.entries();
  }
}

/** Rebuilds an engine from saveEngine's form. Throws on a malformed save (the caller rebuilds). */
export function restoreEngine(saved: SavedEngine): Engine {
  if (saved.format !== 1 || !Array.isArray(saved.terms) || !Array.isArray(saved.postings)) throw new Error('unknown saved index format');
  const engine = new MiniSearch<IndexDoc>(MS_OPTIONS);
  const e = internals(engine);
  e._documentCount = saved.documentCount;
  e._nextId = saved.nextId;
  e._dirtCount = saved.dirtCount;
  e._fieldIds = saved.fieldIds;
  e._avgFieldLength = saved.averageFieldLength;
  const nFields = Object.keys(saved.fieldIds).length;
  for (const row of saved.docs) {
    const shortId = row[0] as number;
    const id = row[1] as string;
    e._documentIds.set(shortId, id);
    e._idToShortId.set(id, shortId);
    e._fieldLength.set(shortId, row.slice(2, 2 + nFields) as number[]);
    const stored: Record<string, unknown> = {};
    for (let k = 0; k < STORED_FIELDS.length; k++) {
      const v = row[2 + nFields + k];
      if (v !== null && v !== undefined) stored[STORED_FIELDS[k]] = v;
    }
    e._storedFields.set(shortId, stored);
  }
  const p = saved.postings;
  let i = 0;
  for (const term of saved.terms) {
    e._index.set(term, new LazyFields(p, i));
    // Skip this term's postings: per field, id + count + 2 numbers per document.
    for (let nf = p[i++]; nf > 0; nf--) i += 2 + 2 * p[i + 1];
  }
  if (i !== p.length) throw new Error('saved index postings do not match its terms');
  return engine;
}
