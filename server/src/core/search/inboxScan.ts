/**
 * The inbox group of a search (SPEC §6.3): local candidates are few, so they
 * are scanned, not indexed. Terms = distinct lowercase words >2 chars of the
 * query and its expansion; per matching term title 3, summary/tags/paths 2,
 * body 1; a candidate is kept when ≥½ of the terms match and it scores ≥2.
 */
import type { Repo } from '../repo';
import { clip } from '../text';
import type { Hit } from './search';
import { expansionText, rawTokens, type PreparedQuery } from './terms';
import { listInboxCandidates, type InboxCandidate } from './inboxSource';

/** Distinct lowercase words longer than 2 chars of `text` plus its identifier expansion. */
export function scanWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of rawTokens(`${text}\n${expansionText(text)}`)) if (t.length > 2) out.add(t.toLowerCase());
  return out;
}

/** Score of one candidate for `terms` (SPEC §6.3), or null when it does not qualify. */
export function scoreCandidate(c: InboxCandidate, terms: string[]): number | null {
  if (terms.length === 0) return null;
  const title = scanWords(c.title);
  const mid = scanWords([c.summary, c.tags.join(' '), c.paths.join(' ')].join('\n'));
  const body = scanWords(c.body);
  let score = 0;
  let matched = 0;
  for (const t of terms) {
    let s = 0;
    if (title.has(t)) s += 3;
    if (mid.has(t)) s += 2;
    if (body.has(t)) s += 1;
    if (s > 0) matched++;
    score += s;
  }
  return matched * 2 >= terms.length && score >= 2 ? score : null;
}

/**
 * Inbox hits for a query, best first: URI `inbox:<id>`, status `local note`
 * (`local note, private` for private ones), kind filter applied like the index's.
 */
export async function scanInbox(repo: Repo, q: PreparedQuery, filter: ReadonlySet<string> | null): Promise<Hit[]> {
  const terms = q.terms.filter((t) => t.length > 2);
  if (terms.length === 0) return [];
  const candidates = await listInboxCandidates(repo);
  if (candidates.length === 0) return [];
  const scored: { c: InboxCandidate; score: number }[] = [];
  for (const c of candidates) {
    if (filter && !filter.has(c.kind)) continue;
    const score = scoreCandidate(c, terms);
    if (score !== null) scored.push({ c, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.map(({ c, score }) => ({
    source: 'inbox',
    uri: `inbox:${c.id}`,
    title: c.title,
    snippet: clip(c.summary, 220),
    kind: c.kind,
    status: c.visibility === 'private' ? 'local note, private' : 'local note',
    ...(c.date ? { date: c.date } : {}),
    score,
  }));
}
