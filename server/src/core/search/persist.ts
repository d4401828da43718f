/**
 * The saved form of the minisearch engine (`<W>/index-node/index.bin`) and
 * the flat form both saving and a cold build go through.
 *
 * minisearch's own `toJSON()` writes every posting list as an object with
 * numeric keys and `loadJS` rebuilds each as a Map: on a 5000-commit index
 * that was most of the load time, and even a compact JSON form spends most of
 * a load in JSON.parse and the garbage it leaves (bench/search.mjs `load`).
 * So the saved form is binary: ids, terms and stored fields as text blocks
 * split once, document field lengths and all postings as one Int32Array
 * copied straight out of the file. Terms go into minisearch's radix tree with
 * a LazyFields map that turns its slice of the postings into real maps only
 * when a query or an update first touches it.
 *
 * File layout (little-endian; a big-endian host rebuilds instead of reading):
 *   bytes 0..7   "kxindex" NUL-free magic + format byte (FORMAT)
 *   bytes 8..11  uint32 length H of the header JSON
 *   H bytes      header JSON: {gen, documentCount, nextId, dirtCount, fieldIds,
 *                averageFieldLength, docs, terms, idsBytes, termsBytes, storedBytes, ints}
 *   idsBytes     document ids joined by NUL (ids are `c:`/`d:`/`e:` + sha or
 *                git path, which never hold NUL)
 *   termsBytes   terms joined by NUL (tokens are letters, digits and `_` only)
 *   storedBytes  per document the STORED_FIELDS values joined by NUL (absent
 *                ones empty; NUL in a value is saved as U+FFFD), decoded per
 *                document when a query first returns it (lazyMaps.ts StoredFields)
 *   padding to a multiple of 4, then `ints` int32 values:
 *                docs short ids, docs × fields lengths, docs presence masks of
 *                the stored fields (bit k = STORED_FIELDS[k] present), docs + 1
 *                byte offsets of each document's stored values, postings
 *   postings     per term: field count, then per field: field id, doc count,
 *                then (short id, term frequency) pairs
 *
 * This reads and writes minisearch's private fields (`_index`, `_documentIds`,
 * …) of the 7.x line pinned in package.json; test/core/searchPersist.test.ts
 * checks that a reloaded engine answers exactly like the one that was saved,
 * so an upgrade that changes them fails loudly instead of searching wrongly.
 */
import * as os from 'node:os';
import { newEngine, STORED_FIELDS, type Engine } from './engine';
import { ArrayRows, LazyFields, postingsSpan, StoredFields, type StoredRows } from './lazyMaps';

type Freqs = Map<number, number>;

/** The private state of a minisearch 7 engine that a save must carry. */
interface Internals {
  _index: {
    set(term: string, value: Map<number, Freqs>): unknown;
    [Symbol.iterator](): Iterator<[string, Map<number, Freqs>]>;
  };
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

function internals(engine: Engine): Internals {
  return engine as unknown as Internals;
}

/** An engine's state as flat arrays (what is saved, and what a cold build produces). */
export interface FlatIndex {
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Document ids in short-id order of insertion. */
  ids: string[];
  /** Short id of each document of `ids`. */
  shortIds: Int32Array;
  /** Per document, one length per field (minisearch: distinct terms of the field). */
  fieldLengths: Int32Array;
  /** Per document, the STORED_FIELDS values (null = absent). */
  stored: StoredRows;
  terms: string[];
  /** Per term: field count, then per field: field id, doc count, (short id, tf) pairs. */
  postings: Int32Array;
}

/** Growable int32 buffer (a plain number[] of 300k entries costs more to build and to copy). */
export class IntBuf {
  data = new Int32Array(1 << 16);
  length = 0;

  push(v: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = v;
  }

  /** Appends `n` values of `src` from `at`. */
  append(src: ArrayLike<number>, at: number, n: number): void {
    if (this.length + n > this.data.length) this.grow(this.length + n);
    for (let i = 0; i < n; i++) this.data[this.length + i] = src[at + i];
    this.length += n;
  }

  private grow(min: number): void {
    let size = this.data.length * 2;
    while (size < min) size *= 2;
    const next = new Int32Array(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  /** The values pushed so far (a view). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The flat form of `engine` (terms never touched since a load are copied without being filled). */
export function flattenEngine(engine: Engine): FlatIndex {
  const e = internals(engine);
  const nFields = Object.keys(e._fieldIds).length;
  const n = e._documentIds.size;
  const ids: string[] = [];
  const shortIds = new Int32Array(n);
  const fieldLengths = new Int32Array(n * nFields);
  const stored: (string | null)[][] = [];
  let d = 0;
  for (const [shortId, id] of e._documentIds) {
    ids.push(id);
    shortIds[d] = shortId;
    const lengths = e._fieldLength.get(shortId) ?? [];
    for (let f = 0; f < nFields; f++) fieldLengths[d * nFields + f] = lengths[f] ?? 0;
    const s = e._storedFields.get(shortId) ?? {};
    stored.push(STORED_FIELDS.map((k) => (s[k] as string | undefined) ?? null));
    d++;
  }
  const terms: string[] = [];
  const postings = new IntBuf();
  for (const [term, fields] of e._index) {
    terms.push(term);
    const raw = (fields as unknown) instanceof LazyFields ? (fields as unknown as LazyFields).raw() : null;
    if (raw) {
      postings.append(raw[0], raw[1], postingsSpan(raw[0], raw[1]));
      continue;
    }
    postings.push(fields.size);
    for (const [fieldId, freqs] of fields) {
      postings.push(fieldId);
      postings.push(freqs.size);
      for (const [doc, tf] of freqs) {
        postings.push(doc);
        postings.push(tf);
      }
    }
  }
  return {
    documentCount: e._documentCount,
    nextId: e._nextId,
    dirtCount: e._dirtCount,
    fieldIds: { ...e._fieldIds },
    averageFieldLength: [...e._avgFieldLength],
    ids,
    shortIds,
    fieldLengths,
    stored: new ArrayRows(stored),
    terms,
    postings: postings.view(),
  };
}

/** An engine holding `flat` (shared, not copied: do not change `flat` afterwards). Throws on a malformed form. */
export function engineFromFlat(flat: FlatIndex): Engine {
  const engine = newEngine();
  const e = internals(engine);
  const nFields = Object.keys(e._fieldIds).length;
  if (JSON.stringify(flat.fieldIds) !== JSON.stringify(e._fieldIds)) throw new Error('saved index fields differ from the engine options');
  const n = flat.ids.length;
  if (flat.shortIds.length !== n || flat.fieldLengths.length !== n * nFields || flat.stored.length !== n) {
    throw new Error('saved index document tables do not match');
  }
  e._documentCount = flat.documentCount;
  e._nextId = flat.nextId;
  e._dirtCount = flat.dirtCount;
  e._avgFieldLength = flat.averageFieldLength;
  const rowOf = new Map<number, number>();
  for (let d = 0; d < n; d++) {
    const shortId = flat.shortIds[d];
    const id = flat.ids[d];
    e._documentIds.set(shortId, id);
    e._idToShortId.set(id, shortId);
    const lengths: number[] = new Array(nFields);
    for (let f = 0; f < nFields; f++) lengths[f] = flat.fieldLengths[d * nFields + f];
    e._fieldLength.set(shortId, lengths);
    rowOf.set(shortId, d);
  }
  // Stored fields are built per document when a query first returns it.
  (e as unknown as { _storedFields: unknown })._storedFields = new StoredFields(flat.stored, rowOf, STORED_FIELDS);
  const p = flat.postings;
  let i = 0;
  for (const term of flat.terms) {
    if (i >= p.length) throw new Error('saved index postings do not match its terms');
    e._index.set(term, new LazyFields(p, i) as unknown as Map<number, Freqs>);
    i += postingsSpan(p, i);
  }
  if (i !== p.length) throw new Error('saved index postings do not match its terms');
  return engine;
}

/** Format byte of index.bin; bump when the layout changes (old files are then rebuilt). */
export const FORMAT = 3;
const MAGIC = Buffer.from('kxindex', 'latin1');

interface Header {
  gen: string;
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  docs: number;
  terms: number;
  idsBytes: number;
  termsBytes: number;
  storedBytes: number;
  ints: number;
}

/** index.bin bytes of `flat` tagged with generation `gen` (see the layout above). */
export function encodeIndex(flat: FlatIndex, gen: string): Buffer {
  if (os.endianness() !== 'LE') throw new Error('saving the search index needs a little-endian host');
  const ids = Buffer.from(flat.ids.join('\0'), 'utf8');
  const terms = Buffer.from(flat.terms.join('\0'), 'utf8');
  const nDocs = flat.ids.length;
  const present = new Int32Array(nDocs);
  const starts = new Int32Array(nDocs + 1);
  const parts: Buffer[] = [];
  let bytes = 0;
  for (let d = 0; d < nDocs; d++) {
    const row = flat.stored.row(d);
    const values: string[] = [];
    for (let k = 0; k < STORED_FIELDS.length; k++) {
      const v = row[k];
      if (v !== null && v !== undefined) present[d] |= 1 << k;
      values.push(v ? v.replace(/\0/g, '\uFFFD') : '');
    }
    const b = Buffer.from(values.join('\0'), 'utf8');
    starts[d] = bytes;
    bytes += b.length;
    parts.push(b);
  }
  starts[nDocs] = bytes;
  const stored = Buffer.concat(parts);
  const ints = flat.shortIds.length + flat.fieldLengths.length + present.length + starts.length + flat.postings.length;
  const header: Header = {
    gen,
    documentCount: flat.documentCount,
    nextId: flat.nextId,
    dirtCount: flat.dirtCount,
    fieldIds: flat.fieldIds,
    averageFieldLength: flat.averageFieldLength,
    docs: flat.ids.length,
    terms: flat.terms.length,
    idsBytes: ids.length,
    termsBytes: terms.length,
    storedBytes: stored.length,
    ints,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length);
  const textEnd = MAGIC.length + 1 + 4 + head.length + ids.length + terms.length + stored.length;
  const pad = Buffer.alloc((4 - (textEnd % 4)) % 4);
  const intBytes = (a: Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return Buffer.concat([MAGIC, Buffer.from([FORMAT]), len, head, ids, terms, stored, pad, intBytes(flat.shortIds), intBytes(flat.fieldLengths), intBytes(present), intBytes(starts), intBytes(flat.postings)]);
}

/**
 * Reads index.bin bytes back into the flat form and its generation. Throws on
 * another format, a big-endian host, or a torn or corrupt file (the caller rebuilds).
 */
export function decodeIndex(buf: Buffer): { gen: string; flat: FlatIndex } {
  if (os.endianness() !== 'LE') throw new Error('the saved search index is little-endian');
  if (buf.length < MAGIC.length + 5 || !buf.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a kontext search index');
  if (buf[MAGIC.length] !== FORMAT) throw new Error(`saved search index format ${buf[MAGIC.length]} (this version reads ${FORMAT})`);
  let at = MAGIC.length + 1;
  const headLen = buf.readUInt32LE(at);
  at += 4;
  if (at + headLen > buf.length) throw new Error('saved search index is truncated');
  const h = JSON.parse(buf.toString('utf8', at, (at += headLen))) as Header;
  const nFields = Object.keys(h.fieldIds ?? {}).length;
  const textEnd = at + h.idsBytes + h.termsBytes + h.storedBytes;
  const intsAt = textEnd + ((4 - (textEnd % 4)) % 4);
  if (!(h.ints >= 0) || intsAt + h.ints * 4 !== buf.length) throw new Error('saved search index is truncated or has trailing bytes');
  const ids = h.docs === 0 ? [] : buf.toString('utf8', at, (at += h.idsBytes)).split('\0');
  if (h.docs === 0) at += h.idsBytes;
  const terms = h.terms === 0 ? [] : buf.toString('utf8', at, (at += h.termsBytes)).split('\0');
  if (h.terms === 0) at += h.termsBytes;
  // The stored block is kept as bytes (its own copy, so the file buffer can go) and decoded per document on use.
  const storedBlock = Buffer.from(buf.subarray(at, (at += h.storedBytes)));
  if (ids.length !== h.docs || terms.length !== h.terms) throw new Error('saved search index tables do not match its header');
  // Copy the ints into their own aligned buffer (the file's Buffer may start at any byte offset).
  const ints = new Int32Array(h.ints);
  new Uint8Array(ints.buffer).set(buf.subarray(intsAt, intsAt + h.ints * 4));
  const nDocLen = h.docs * nFields;
  const postAt = 3 * h.docs + 1 + nDocLen;
  if (postAt > h.ints) throw new Error('saved search index tables do not match its header');
  const present = ints.subarray(h.docs + nDocLen, 2 * h.docs + nDocLen);
  const starts = ints.subarray(2 * h.docs + nDocLen, postAt);
  if (starts[h.docs] !== h.storedBytes) throw new Error('saved search index stored fields do not match its header');
  return {
    gen: h.gen,
    flat: {
      documentCount: h.documentCount,
      nextId: h.nextId,
      dirtCount: h.dirtCount,
      fieldIds: h.fieldIds,
      averageFieldLength: h.averageFieldLength,
      ids,
      shortIds: ints.subarray(0, h.docs),
      fieldLengths: ints.subarray(h.docs, h.docs + nDocLen),
      stored: new BinaryRows(storedBlock, starts, present),
      terms,
      postings: ints.subarray(postAt),
    },
  };
}

/** Stored-field rows read from index.bin: row d is bytes `starts[d]..starts[d+1]`, values NUL-separated, `present` bit k = value k set. */
class BinaryRows implements StoredRows {
  constructor(
    private readonly block: Buffer,
    private readonly starts: Int32Array,
    private readonly present: Int32Array,
  ) {}

  get length(): number {
    return this.present.length;
  }

  row(d: number): (string | null)[] {
    const values = this.block.toString('utf8', this.starts[d], this.starts[d + 1]).split('\0');
    const out: (string | null)[] = new Array(STORED_FIELDS.length);
    for (let k = 0; k < STORED_FIELDS.length; k++) out[k] = this.present[d] & (1 << k) ? (values[k] ?? '') : null;
    return out;
  }
}
