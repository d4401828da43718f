/**
 * Store entries as retrieval sees them (SPEC §6.1 "store entries"): the
 * fields of each entry plus a refresh stamp. Reads the store through
 * core/store/store.ts `loadStore` (engineer "store", CONTRACTS.md) once that
 * module is on main; until then a repository contributes no entries.
 */
import type { Repo } from '../repo';
import type { EntryFields } from './documents';

/** One entry to index and the stamp that says when to re-index it. */
export interface IndexedEntry {
  fields: EntryFields;
  stamp: string;
}

/** Entries of the store, in store order. */
export async function listIndexedEntries(_repo: Repo): Promise<IndexedEntry[]> {
  return [];
}
