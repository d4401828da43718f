/**
 * Store entries as retrieval sees them (SPEC §6.1 "store entries"): the
 * fields of each entry of core/store `loadStore` plus a refresh stamp
 * (`mtime_ns:size` of its file, kind and id, SPEC §6.4).
 */
import * as fs from 'node:fs';
import type { Repo } from '../repo';
import { loadStore } from '../store/store';
import { entrySummary } from '../store/summary';
import type { EntryFields } from './documents';

/** One entry to index and the stamp that says when to re-index it. */
export interface IndexedEntry {
  fields: EntryFields;
  stamp: string;
}

/** Entries of the store, in store order; an entry whose file vanished meanwhile is skipped. */
export async function listIndexedEntries(repo: Repo): Promise<IndexedEntry[]> {
  const store = await loadStore(repo);
  const out: IndexedEntry[] = [];
  for (const e of store.entries) {
    let st: fs.BigIntStats;
    try {
      st = fs.statSync(repo.abs(e.path), { bigint: true });
    } catch {
      continue;
    }
    out.push({
      fields: {
        id: e.id,
        kind: e.kind,
        title: e.title,
        status: e.status,
        date: e.date,
        tags: e.tags,
        paths: e.paths,
        body: e.body,
        path: e.path,
        summary: entrySummary(e),
      },
      stamp: `${st.mtimeNs}:${st.size}:${e.kind}:${e.id}`,
    });
  }
  return out;
}
