/**
 * The hard kind filter of SPEC §6.3: store kinds (with their aliases),
 * `doc(s)` for documentation chunks and `commit(s)`/`history` for commits.
 * Unknown kinds are ignored with a note instead of failing the search.
 */
import type { Repo } from '../repo';

/** Built-in kinds of SPEC §2.2. */
const BUILT_IN = ['decision', 'convention', 'learning', 'incident', 'architecture'];

/** Kind aliases of SPEC §2.2 (the `+ tag pitfall` of pitfall/gotcha does not narrow a search). */
const ALIASES: Record<string, string> = {
  adr: 'decision',
  adrs: 'decision',
  decisions: 'decision',
  pitfall: 'learning',
  pitfalls: 'learning',
  gotcha: 'learning',
  gotchas: 'learning',
  note: 'learning',
  notes: 'learning',
  learnings: 'learning',
  lesson: 'learning',
  lessons: 'learning',
  conventions: 'convention',
  rule: 'convention',
  rules: 'convention',
  guideline: 'convention',
  incidents: 'incident',
  postmortem: 'incident',
  outage: 'incident',
  module: 'architecture',
  modules: 'architecture',
  doc: 'doc',
  docs: 'doc',
  commit: 'commit',
  commits: 'commit',
  history: 'commit',
};

/** Names a kind input maps to, or null when unknown (SPEC §2.2 normalisation, §6.3 extras). */
export function searchKind(input: string, known: ReadonlySet<string>): string | null {
  const k = input.trim().toLowerCase();
  if (known.has(k)) return k;
  if (ALIASES[k]) return ALIASES[k];
  if (k.endsWith('s') && known.has(k.slice(0, -1))) return k.slice(0, -1);
  return null;
}

/**
 * Resolves a `kinds` argument into the set of index kinds to keep, or null for
 * no filter (none given, or none recognised). Unknown kinds yield notes.
 */
export function resolveKindFilter(repo: Repo, kinds: string[] | undefined): { filter: Set<string> | null; notes: string[] } {
  const notes: string[] = [];
  const given = (kinds ?? []).map((k) => k.trim()).filter(Boolean);
  if (given.length === 0) return { filter: null, notes };
  const known = new Set([...BUILT_IN, ...Object.keys(repo.config().store.kinds ?? {}), 'doc', 'commit']);
  const filter = new Set<string>();
  for (const k of given) {
    const kind = searchKind(k, known);
    if (kind) filter.add(kind);
    else notes.push(`unknown kind ${k} ignored (kinds: ${[...known].join(', ')})`);
  }
  return { filter: filter.size ? filter : null, notes };
}
