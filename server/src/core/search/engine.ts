/**
 * The minisearch engine configuration of SPEC §6.3 and its (de)serialisation.
 * Everything that must agree between building, saving and loading an index
 * lives here, so a change of any of it bumps INDEX_VERSION and forces a rebuild.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { IndexDoc } from './documents';
import { indexTokenize, tokenize } from './terms';
import { useTermMap } from './termMap';

/** Bump when documents, fields, tokenisation or the saved layout change: saved indexes are rebuilt (SPEC §6.4). 4: binary index.bin (persist.ts). 5: a commit's snippet counts its files in words (`1 file`, `2 files`, documents.ts). */
export const INDEX_VERSION = 5;

/** BM25+ parameters and field boosts of SPEC §6.3. */
export const BM25 = { k: 1.2, b: 0.75, d: 0.5 };
export const BOOST = { title: 2.5, aux: 1.5, body: 1 };

/** Fields kept in the index to render a hit without the source. */
export const STORED_FIELDS = ['uri', 'title', 'snippet', 'kind', 'status', 'date'] as const;

/** Stored fields of a hit as minisearch returns them. */
export type StoredDoc = Pick<IndexDoc, 'uri' | 'title' | 'snippet' | 'kind' | 'status' | 'date'>;

/** Tokens arrive lowercased from `tokenize`; skipping minisearch's own lowercasing saves a pass. */
const identity = (t: string): string => t;

/** minisearch options (shared by new, loadJS and search). */
export const MS_OPTIONS: Options<IndexDoc> = {
  idField: 'id',
  fields: ['title', 'aux', 'body'],
  storeFields: [...STORED_FIELDS],
  tokenize: indexTokenize,
  processTerm: identity,
  autoVacuum: false,
  searchOptions: {
    boost: BOOST,
    bm25: BM25,
    combineWith: 'OR',
    prefix: false,
    fuzzy: false,
    tokenize,
    processTerm: identity,
  },
};

export type Engine = MiniSearch<IndexDoc>;

/** A new empty engine (its term dictionary a hash map: termMap.ts). */
export function newEngine(): Engine {
  const engine = new MiniSearch<IndexDoc>(MS_OPTIONS);
  useTermMap(engine);
  return engine;
}

/**
 * Runs a query of already-prepared lowercase terms (OR), optionally keeping
 * only the given kinds. Results are minisearch's, best first.
 */
export function runQuery(engine: Engine, terms: string[], kinds?: ReadonlySet<string>): (SearchResult & StoredDoc)[] {
  if (terms.length === 0) return [];
  const filter = kinds ? (r: SearchResult) => kinds.has(r.kind as string) : undefined;
  return engine.search({ combineWith: 'OR', queries: terms }, filter ? { filter } : {}) as (SearchResult & StoredDoc)[];
}
