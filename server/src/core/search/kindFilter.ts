/**
 * The hard kind filter of SPEC §6.3: store kinds (with the aliases of SPEC
 * §2.2, through core/store `normalizeKind`), `doc(s)` for documentation chunks
 * and `commit(s)`/`history` for commits. An unknown kind is refused, with the
 * nearest kinds, as `capture -k` and `log -k` refuse one (newcomer 19 #3:
 * `-k decisoin` searched everything and exited 0) **[ours: SPEC §6.3 ignores
 * it with a note; a filter silently not applied reads as a filtered answer]**.
 */
import { KontextError } from '../errors';
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
 * filter (none given). Throws KontextError('invalid-argument') naming the
 * first unknown kind, the nearest known ones and every kind accepted.
 * `notes` stays for callers' sake (always empty).
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
    else throw new KontextError('invalid-argument', `kinds: ${unknownKindMessage(k, known, SEARCH_ONLY)}`);
  }
  return { filter: filter.size ? filter : null, notes };
}
