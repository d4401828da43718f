/**
 * Cold build of the search index: the documents go straight into the flat
 * form of persist.ts instead of through `MiniSearch.add` one by one.
 *
 * `add` walks minisearch's radix tree once per (document, field, distinct
 * term) — about 130,000 walks for 5000 commits — and allocates a Map per
 * posting list; here postings collect in typed arrays (terms numbered by one
 * hash map) and the tree gets each distinct term once, when `engineFromFlat`
 * wraps the result (its maps are filled lazily per term, like a loaded
 * index). The result is the engine `addAll(docs)` gives on an empty engine,
 * in the same order: test/core/searchPersist.test.ts compares the two.
 */
import type { IndexDoc } from './documents';
import { MS_OPTIONS, STORED_FIELDS, type Engine } from './engine';
import { engineFromFlat, IntBuf, type FlatIndex } from './persist';
import { ArrayRows } from './lazyMaps';

/**
 * The flat index `MiniSearch.addAll(docs)` would hold on a new engine with
 * MS_OPTIONS (SPEC §6.3 fields, tokenizer and identity processTerm).
 * Throws on a duplicate id, like minisearch.
 *
 * Postings are collected as (term × field, doc, tf) triples in typed arrays
 * and ordered with one stable counting sort, so no object is made per term:
 * per term the fields come in the order the term was first met in them, and
 * per field the documents in insertion order — the order minisearch's maps keep.
 */
export function buildFlat(docs: readonly IndexDoc[]): FlatIndex {
  const fieldNames = MS_OPTIONS.fields;
  const nFields = fieldNames.length;
  const tokenize = MS_OPTIONS.tokenize!;
  const fieldIds: Record<string, number> = {};
  fieldNames.forEach((f, i) => (fieldIds[f] = i));
  const n = docs.length;
  const ids: string[] = new Array(n);
  const shortIds = new Int32Array(n);
  const fieldLengths = new Int32Array(n * nFields);
  const stored: (string | null)[][] = new Array(n);
  const avg: number[] = [];
  const seenIds = new Set<string>();
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  /** Per (term × nFields + field): 0 = not met yet, else 1 + the field's rank among the term's fields. */
  const rank = new IntBuf();
  const fieldsOfTerm = new IntBuf();
  const keys = new IntBuf();
  const pairs = new IntBuf();
  // Per term id: the field pass that last met it, and its count in that pass (no string-keyed map per field).
  const stamp = new IntBuf();
  const count = new IntBuf();
  const met: number[] = [];
  let pass = 0;

  for (let d = 0; d < n; d++) {
    const doc = docs[d];
    if (seenIds.has(doc.id)) throw new Error(`MiniSearch: duplicate ID ${doc.id}`);
    seenIds.add(doc.id);
    ids[d] = doc.id;
    shortIds[d] = d;
    const row: (string | null)[] = new Array(STORED_FIELDS.length);
    for (let k = 0; k < STORED_FIELDS.length; k++) row[k] = (doc[STORED_FIELDS[k]] as string | undefined) ?? null;
    stored[d] = row;
    for (let f = 0; f < nFields; f++) {
      const value = (doc as unknown as Record<string, unknown>)[fieldNames[f]];
      if (value == null) continue;
      pass++;
      met.length = 0;
      let empty = 0;
      // Term frequencies in first-occurrence order: the order `add` meets them.
      for (const t of tokenize(String(value), fieldNames[f])) {
        if (!t) {
          empty = 1; // counted in the length, never indexed (as in `add`)
          continue;
        }
        let id = termIds.get(t);
        if (id === undefined) {
          id = terms.length;
          termIds.set(t, id);
          terms.push(t);
          fieldsOfTerm.push(0);
          for (let k = 0; k < nFields; k++) rank.push(0);
          stamp.push(0);
          count.push(0);
        }
        if (stamp.data[id] !== pass) {
          stamp.data[id] = pass;
          count.data[id] = 1;
          met.push(id);
        } else count.data[id]++;
      }
      // minisearch's field length is the number of distinct tokens.
      const length = met.length + empty;
      fieldLengths[d * nFields + f] = length;
      avg[f] = ((avg[f] || 0) * d + length) / (d + 1);
      for (const id of met) {
        const key = id * nFields + f;
        if (rank.data[key] === 0) rank.data[key] = ++fieldsOfTerm.data[id];
        keys.push(key);
        pairs.push(d);
        pairs.push(count.data[id]);
      }
    }
  }

  // Stable counting sort of the (doc, tf) pairs by term × field.
  const nKeys = terms.length * nFields;
  const start = new Int32Array(nKeys + 1);
  const k = keys.view();
  for (let i = 0; i < k.length; i++) start[k[i] + 1]++;
  for (let i = 0; i < nKeys; i++) start[i + 1] += start[i];
  const sorted = new Int32Array(k.length * 2);
  const fill = start.slice(0, nKeys);
  const pv = pairs.view();
  for (let i = 0; i < k.length; i++) {
    const at = fill[k[i]]++ * 2;
    sorted[at] = pv[2 * i];
    sorted[at + 1] = pv[2 * i + 1];
  }

  const postings = new IntBuf();
  const order = new Array<number>(nFields);
  for (let t = 0; t < terms.length; t++) {
    const nf = fieldsOfTerm.data[t];
    postings.push(nf);
    for (let f = 0; f < nFields; f++) {
      const r = rank.data[t * nFields + f];
      if (r > 0) order[r - 1] = f;
    }
    for (let r = 0; r < nf; r++) {
      const key = t * nFields + order[r];
      const from = start[key];
      const count = start[key + 1] - from;
      postings.push(order[r]);
      postings.push(count);
      postings.append(sorted, from * 2, count * 2);
    }
  }
  return {
    documentCount: n,
    nextId: n,
    dirtCount: 0,
    fieldIds,
    averageFieldLength: avg,
    ids,
    shortIds,
    fieldLengths,
    stored: new ArrayRows(stored),
    terms,
    postings: postings.view(),
  };
}

/** A new engine holding `docs` (same answers as `newEngine()` + `addAll(docs)`, built faster). */
export function buildEngine(docs: readonly IndexDoc[]): Engine {
  return engineFromFlat(buildFlat(docs));
}
