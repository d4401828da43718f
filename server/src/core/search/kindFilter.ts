/**
 * The hard kind filter of SPEC §6.3: store kinds (with the aliases of SPEC
 * §2.2, through core/store `normalizeKind`), `doc(s)` for documentation chunks
 * and `commit(s)`/`history` for commits. Unknown kinds are ignored with a note
 * instead of failing the search.
 */
import type { Repo } from '../repo';
import type { KindInfo } from '../types';
import { normalizeKind, resolveKinds, unknownKindMessage } from '../store/kinds';

/** Index kinds beyond the store's (SPEC §6.3). */
const EXTRA: Record<string, string> = { doc: 'doc', docs: 'doc', commit: 'commit', commits: 'commit', history: 'commit' };

/** How the unknown-kind message lists them (the plural and `history` forms are accepted too). */
const SEARCH_ONLY = ['doc', 'commit'];

/** The kind a `kinds` item selects, or null when unknown. */
export function searchKind(input: string, kinds: KindInfo[]): string | null {
  const k = input.trim().toLowerCase();
  return EXTRA[k] ?? normalizeKind(k, kinds)?.kind ?? null;
}

/**
 * Resolves a `kinds` argument into the set of kinds to keep, or null for no
 * filter (none given, or none recognised). Unknown kinds yield notes.
 */
export async function resolveKindFilter(
  repo: Repo,
  kinds: string[] | undefined,
): Promise<{ filter: Set<string> | null; notes: string[] }> {
  const notes: string[] = [];
  const given = (kinds ?? []).map((k) => k.trim()).filter(Boolean);
  if (given.length === 0) return { filter: null, notes };
  const known = await resolveKinds(repo);
  const filter = new Set<string>();
  for (const k of given) {
    const kind = searchKind(k, known);
    if (kind) filter.add(kind);
    else notes.push(`${unknownKindMessage(k, known, SEARCH_ONLY)} — ignored, so it does not filter`);
  }
  return { filter: filter.size ? filter : null, notes };
}
