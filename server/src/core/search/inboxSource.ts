/**
 * Where the inbox scan gets its candidates: the one place
 * that knows how the inbox is read — through core/inbox.ts (engineer "inbox",
 * CONTRACTS.md `listInbox`), so search sees exactly what `ctx_inbox` lists.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { extra, inboxDir, listInbox } from '../inbox';
import type { Repo } from '../repo';
import { entrySummary } from '../store/summary';

/** The fields of an inbox candidate the scan and the hit use. */
export interface InboxCandidate {
  id: string;
  kind: string;
  title: string;
  summary: string;
  tags: string[];
  paths: string[];
  body: string;
  date?: string;
  visibility?: 'team' | 'private';
  /** `captured` extra (local RFC 3339), for newest-first order. */
  captured: string;
}

const cache = new WeakMap<Repo, { key: string; items: InboxCandidate[] }>();

/**
 * A cheap fingerprint of the inbox directory (names, mtimes, sizes): every
 * search scans the inbox, and re-parsing unchanged candidates would cost more
 * than the BM25 part of a warm search. null when there is no inbox.
 */
function inboxKey(repo: Repo): string | null {
  const dir = inboxDir(repo);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  const parts: string[] = [];
  for (const n of names.sort()) {
    if (n.startsWith('.') && n !== '.promoted') continue;
    try {
      const st = fs.statSync(path.join(dir, n));
      parts.push(`${n}:${st.mtimeMs}:${st.size}`);
    } catch {
      parts.push(`${n}:-`);
    }
  }
  return parts.join('|');
}

/** Candidates in `<K>/inbox/` (not `.promoted/`), newest `captured` first; re-read only when a file changed. */
export async function listInboxCandidates(repo: Repo): Promise<InboxCandidate[]> {
  const key = inboxKey(repo);
  if (key === null || key === '') return [];
  const hit = cache.get(repo);
  if (hit && hit.key === key) return hit.items;
  const items = await readCandidates(repo);
  cache.set(repo, { key, items });
  return items;
}

async function readCandidates(repo: Repo): Promise<InboxCandidate[]> {
  return (await listInbox(repo)).map((e) => ({
    id: e.id,
    kind: e.kind,
    title: e.title,
    summary: entrySummary(e),
    tags: e.tags,
    paths: e.paths,
    body: e.body,
    date: e.date,
    visibility: e.visibility,
    captured: extra(e, 'captured'),
  }));
}
