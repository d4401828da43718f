/**
 * The similar-entry notes of a capture (SPEC §5.1: same-kind store entries,
 * top 3 by title, word-set Jaccard ≥ 0.6 → a note naming each). Their advice
 * has to fit the entry found: one the capture already supersedes needs no
 * note; a superseded one points to its active successor (superseding an
 * already superseded entry changes nothing), or gets no note when it has
 * none. **[ours]** The inbox is compared too (same rule): a second capture of
 * the same learning before the first was promoted is a duplicate as well.
 */
import type { Entry } from './types';
import type { InboxItem } from './inbox';
import { resolveEntry, type Store } from './store/store';
import { isActive } from './store/summary';
import { nextStep } from './hints';

/** The words used by the similar-entry check: lowercase, longer than 2 characters. */
export function titleWords(s: string): Set<string> {
  return new Set((s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2));
}

/** Jaccard index of two word sets (|A∩B| / |A∪B|; 0 for two empty sets). */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/**
 * Entries of `kind` similar to `title` (SPEC §5.1): the 3 whose titles share
 * the most words with it, kept when their word-set Jaccard index is ≥ 0.6.
 * Ranking by the same overlap that decides is equivalent to a title search's
 * top 3 for this purpose and needs no search index.
 */
export function similarEntries<T extends Entry>(entries: T[], kind: string, title: string): { entry: T; score: number }[] {
  const mine = titleWords(title);
  return entries
    .filter((e) => e.kind === kind)
    .map((entry) => ({ entry, score: jaccard(mine, titleWords(entry.title)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || (a.entry.id < b.entry.id ? -1 : 1))
    .slice(0, 3)
    .filter((x) => x.score >= 0.6);
}

/** The active entry that (transitively) supersedes `e`, or null (none recorded, or the chain ends inactive). */
function activeSuccessor(store: Store, e: Entry): Entry | null {
  const seen = new Set([e.id]);
  let cur = e;
  for (let depth = 0; depth < 8; depth++) {
    const next = cur.superseded_by.map((ref) => resolveEntry(store, ref)).find((x): x is Entry => !!x && !seen.has(x.id));
    if (!next) return null;
    if (isActive(next)) return next;
    seen.add(next.id);
    cur = next;
  }
  return null;
}

/**
 * Notes for a capture of `kind`/`title` that supersedes `supersedes` (ids as
 * given): similar store entries (advice per the file comment) and similar
 * team candidates in this worktree's inbox (drop one of the two).
 */
export function similarNotes(store: Store, inbox: InboxItem[], kind: string, title: string, supersedes: string[]): string[] {
  const replaced = new Set(supersedes.map((s) => resolveEntry(store, s)?.id ?? s.replace(/^kx:/, '')));
  const notes: string[] = [];
  const named = new Set<string>();
  for (const { entry: other } of similarEntries(store.entries, kind, title)) {
    if (replaced.has(other.id)) continue;
    if (isActive(other)) {
      if (named.has(other.id)) continue;
      named.add(other.id);
      notes.push(
        `similar ${kind} already recorded: \`${other.id}\` "${other.title}" — if this replaces it, capture it as superseding that one (${nextStep.capture({ kind, supersedes: [other.id] })}); if it repeats it, drop this capture`,
      );
      continue;
    }
    const next = activeSuccessor(store, other);
    if (!next || replaced.has(next.id) || named.has(next.id)) continue;
    named.add(next.id);
    notes.push(
      `similar ${kind} \`${other.id}\` "${other.title}" was superseded by \`${next.id}\` "${next.title}" — if this replaces that one, capture it as superseding it (${nextStep.capture({ kind, supersedes: [next.id] })}); if it repeats it, drop this capture`,
    );
  }
  const team = inbox.filter((i) => i.visibility !== 'private' && i.where !== 'elsewhere');
  for (const { entry: item } of similarEntries(team, kind, title)) {
    notes.push(`similar ${kind} already in the inbox (not promoted yet): \`${item.id}\` "${item.title}" — if this repeats it, drop one of the two (${nextStep.drop([item.id])})`);
  }
  return notes;
}
