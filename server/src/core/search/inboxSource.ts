/**
 * Where the inbox scan gets its candidates: the one place that knows how the
 * inbox is read, so it can switch to core/inbox.ts `listInbox` (engineer
 * "inbox", CONTRACTS.md) when that lands. Until the inbox and the store's
 * front-matter parser are on main, no candidates are read.
 */
import type { Repo } from '../repo';

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
}

/** Candidates in `<K>/inbox/`, newest first. */
export async function listInboxCandidates(_repo: Repo): Promise<InboxCandidate[]> {
  return [];
}
