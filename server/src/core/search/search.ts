/**
 * Retrieval entry points (SPEC §6.2–§6.6): local BM25 search over the index,
 * the inbox scan, fusion of the groups, and the text listing agents read.
 */
import { KontextError } from '../errors';
import type { Repo } from '../repo';
import { clip, oneLine, tokens } from '../text';
import { forReader, moreLine } from '../hints';
import { runQuery } from './engine';
import { getIndex, rebuildIndex } from './searchIndex';
import { indexExists as savedIndexExists, indexTexts } from './indexFiles';
import { hasPhraseIn, prepareQuery, type PreparedQuery } from './terms';
import { resolveKindFilter } from './kindFilter';
import { scanInbox } from './inboxScan';
import { redactSecrets } from '../secrets';
import { withoutRepeatedMerges } from './mergedCommits';

/** One search hit (CONTRACTS.md; SPEC §6.6 `--json`). */
export interface Hit {
  /** `local`, `inbox`, `<sub>/` or an adapter name. */
  source: string;
  uri: string;
  title: string;
  snippet: string;
  kind?: string;
  status?: string;
  date?: string;
  score: number;
}

export interface SearchArgs {
  query: string;
  kinds?: string[];
  sources?: string[];
  /** 1–50, default 10 (SPEC §6.5). */
  limit?: number;
  /** Text budget, default 1200 (SPEC §6.6). */
  budgetTokens?: number;
}

/** Default and bounds of SPEC §6.5/§6.6. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
export const DEFAULT_BUDGET_TOKENS = 1200;

/** Group weights of SPEC §6.5. */
const WEIGHT_LOCAL = 1.0;
const WEIGHT_INBOX = 0.9;

/** Hits ranked past the limit that may fill the places of merge commits left out (withoutRepeatedMerges). */
const MERGE_SLACK = 10;

/** How many ranked candidates get the phrase check before the cut. */
const PHRASE_WINDOW = 100;

/** True when a saved index exists (SPEC §3). */
export function indexExists(repo: Repo): boolean {
  return savedIndexExists(repo);
}

/** Rebuilds the index from scratch (`kontext reindex`); returns the number of indexed documents. */
export async function reindex(repo: Repo): Promise<{ docs: number }> {
  return rebuildIndex(repo);
}

/**
 * Local search (store entries, docs, commits; no inbox), best first. `kinds`
 * is a hard filter (unknown kinds ignored). Throws KontextError
 * ('invalid-argument') when the query has no searchable word.
 */
export async function searchLocal(repo: Repo, query: string, opts: { kinds?: string[]; limit?: number } = {}): Promise<Hit[]> {
  const q = prepared(query);
  const { filter } = await resolveKindFilter(repo, opts.kinds);
  return localGroup(repo, q, filter, opts.limit ?? DEFAULT_LIMIT);
}

function prepared(query: string): PreparedQuery {
  const q = prepareQuery(query);
  if (q.terms.length === 0) {
    throw new KontextError('invalid-argument', 'query: no searchable words left; pass words, identifiers or paths');
  }
  return q;
}

async function localGroup(
  repo: Repo,
  q: PreparedQuery,
  filter: ReadonlySet<string> | null,
  limit: number,
): Promise<Hit[]> {
  const st = await getIndex(repo);
  let results = runQuery(st.engine, q.terms, filter ?? undefined);
  if (q.phrases.length > 0 && results.length > 1) {
    const texts = await indexTexts(repo, st);
    if (texts) {
      const window = results.slice(0, Math.max(PHRASE_WINDOW, limit));
      for (const r of window) {
        const text = texts.get(r.id as string);
        if (text && q.phrases.some((p) => hasPhraseIn(text, p))) r.score *= 2;
      }
      window.sort((a, b) => b.score - a.score);
      results = window;
    }
  }
  // A merge commit repeating a commit it merged, ranked above it, gives way to the next hit (mergedCommits.ts).
  const ranked = await withoutRepeatedMerges(repo.root, results.slice(0, limit + MERGE_SLACK));
  const hits = ranked.slice(0, limit).map(
    (r): Hit => ({
      source: 'local',
      uri: r.uri,
      title: r.title,
      snippet: r.snippet,
      kind: r.kind,
      ...(r.status ? { status: r.status } : {}),
      ...(r.date ? { date: r.date } : {}),
      score: r.score,
    }),
  );
  return hits;
}

/**
 * Federated search (SPEC §6.5, §6.6): the local group and the inbox scan,
 * fused by rank (`weight/(9+i)`), deduplicated by URI and by the first 90
 * lowercase alphanumerics of `title snippet`, cut at `limit`, rendered as
 * numbered lines within `budgetTokens`. `sources` selects groups (`local`
 * = local + inbox); unknown sources are noted and do not filter. Throws KontextError
 * ('invalid-argument') for an empty query or a limit outside 1–50.
 */
export async function search(repo: Repo, args: SearchArgs): Promise<{ hits: Hit[]; notes: string[]; text: string }> {
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new KontextError('invalid-argument', `limit: must be an integer from 1 to ${MAX_LIMIT} (got ${args.limit})`);
  }
  const q = prepared(args.query);
  const notes: string[] = [];
  const wanted = args.sources?.map((s) => s.trim().toLowerCase()).filter(Boolean);
  // An unknown source is ignored, as an unknown kind is (§6.3): it does not filter, so naming
  // only unknown sources searches all of them rather than returning nothing.
  const known = (wanted ?? []).filter((s) => s === 'local' || s === 'all');
  const useLocal = !known.length || known.includes('local') || known.includes('all');
  for (const s of wanted ?? []) {
    if (s !== 'local' && s !== 'all') notes.push(`unknown source ${s} ignored, so it does not filter (sources: local)`);
  }
  const groups: { weight: number; hits: Hit[] }[] = [];
  if (useLocal) {
    const kinds = await resolveKindFilter(repo, args.kinds);
    notes.push(...kinds.notes);
    const [local, inbox] = await Promise.all([localGroup(repo, q, kinds.filter, limit), scanInbox(repo, q, kinds.filter)]);
    groups.push({ weight: WEIGHT_LOCAL, hits: local }, { weight: WEIGHT_INBOX, hits: inbox.slice(0, limit) });
  }
  let redacted = 0;
  const hits = fuse(groups, limit).map((h) => {
    const r = redactHit(h);
    redacted += r.count;
    return r.hit;
  });
  if (redacted) notes.push(`${redacted} secret value(s) redacted in titles and snippets`);
  return { hits, notes, text: renderHits(hits, notes, args.budgetTokens ?? DEFAULT_BUDGET_TOKENS) };
}

/**
 * A hit with secret values in its title and snippet redacted (SPEC §9.2
 * rules; **[I]** search shows what `read` would, never a raw secret from a
 * doc or commit message). Returns the hit and how many values were replaced.
 */
export function redactHit(hit: Hit): { hit: Hit; count: number } {
  const t = redactSecrets(hit.title);
  const s = redactSecrets(hit.snippet);
  if (!t.count && !s.count) return { hit, count: 0 };
  return { hit: { ...hit, title: t.text, snippet: s.text }, count: t.count + s.count };
}

/**
 * Rank fusion of SPEC §6.5: a hit at 0-based rank i of a group scores
 * `weight/(9+i)`; stable sort (earlier group wins ties); dedupe by URI and by
 * the first 90 lowercase alphanumerics of `title snippet`; cut at `limit`.
 */
export function fuse(groups: { weight: number; hits: Hit[] }[], limit: number): Hit[] {
  const all: { hit: Hit; fused: number }[] = [];
  for (const g of groups) g.hits.forEach((hit, i) => all.push({ hit, fused: g.weight / (9 + i) }));
  all.sort((a, b) => b.fused - a.fused);
  const seenUri = new Set<string>();
  const seenText = new Set<string>();
  const out: Hit[] = [];
  for (const { hit } of all) {
    if (seenUri.has(hit.uri)) continue;
    const key = `${hit.title} ${hit.snippet}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '').slice(0, 90);
    if (key && seenText.has(key)) continue;
    seenUri.add(hit.uri);
    if (key) seenText.add(key);
    out.push(hit);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * The text listing of SPEC §6.6: `N. <title≤140> — <snippet≤240> [<kind> ·
 * <status> · <date:10> · <source unless local>] <<uri>>`; a line that would
 * overflow the budget (never the first) ends the list with a `(+K more …)`
 * line; no hits → `No matches.`; notes → `(notes: a; b)`.
 */
export function renderHits(hits: Hit[], notes: string[], budgetTokens: number): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = 0; i < hits.length; i++) {
    const line = hitLine(hits[i], i + 1);
    const cost = tokens(line) + 1;
    if (i > 0 && used + cost > budgetTokens) {
      // The CLI's budget is fixed (cli/commands.ts search: 4000 tokens): a person is only told to narrow the query.
      lines.push(moreLine(hits.length - i, forReader({ agent: 'narrow the query or raise budget_tokens', person: 'narrow the query' })));
      break;
    }
    used += cost;
    lines.push(line);
  }
  if (hits.length === 0) lines.push('No matches.');
  if (notes.length) lines.push(`(notes: ${notes.join('; ')})`);
  return lines.join('\n');
}

/** One numbered hit line (SPEC §6.6). */
export function hitLine(h: Hit, n: number): string {
  const title = clip(oneLine(h.title), 140);
  const snippet = oneLine(h.snippet);
  const showSnippet = snippet !== '' && snippet !== oneLine(h.title);
  const meta = [h.kind, h.status, h.date?.slice(0, 10), h.source !== 'local' ? h.source : undefined].filter((x) => x);
  return (
    `${n}. ${title}` +
    (showSnippet ? ` — ${clip(snippet, 240)}` : '') +
    (meta.length ? ` [${meta.join(' · ')}]` : '') +
    ` <${h.uri}>`
  );
}
