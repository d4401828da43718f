/**
 * Which store entry an inbox id became (newcomer3 #10). Promotion gives a new
 * id (SPEC §5.3: learnings and conventions drop the `<date>-` of the inbox id),
 * so the `inbox:<id>` printed at capture would otherwise resolve nowhere once
 * the note is promoted. Two sources, in order:
 *   1. the `.promoted/<id>.md` record kept under the inbox until the store file
 *      is in HEAD (SPEC §3, §5.3), whose `promoted_to` names the written file;
 *   2. after that record is pruned (post-commit), **[I]** the store entry of
 *      the same date whose id is the inbox id without its `<date>-` (or ends
 *      with `-<that>`, numbered styles) — only when exactly one matches.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry } from './types';
import type { Store } from './store/store';
import { resolveEntry } from './store/store';
import { extra, promotedDir } from './inbox';
import { parseFrontMatterEntry } from './store/entryFormat';

/** An inbox id and the store entry it was promoted as. */
export interface PromotedRef {
  /** The inbox id as recorded (full, even when `ref` was a prefix or suffix). */
  from: string;
  entry: Entry;
}

/** Inbox ids have the form `<YYYY-MM-DD>-<slug>` (SPEC §5.2). */
const DATED = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

function recordIds(repo: Repo): string[] {
  try {
    return fs
      .readdirSync(promotedDir(repo))
      .filter((n) => n.endsWith('.md') && !n.startsWith('.'))
      .map((n) => n.slice(0, -3));
  } catch {
    return [];
  }
}

/**
 * The store entry that inbox reference `ref` (an id, or a unique prefix or
 * suffix of one, as SPEC §5.2 lookups allow; `inbox:` optional) was promoted
 * as, or null when no promoted note matches or its entry is not in `store`.
 * Never throws: an unreadable record counts as missing.
 */
export function promotedEntryFor(repo: Repo, store: Store, ref: string): PromotedRef | null {
  const r = ref.trim().replace(/^inbox:/, '');
  if (!r) return null;
  const ids = recordIds(repo);
  const hits = ids.includes(r) ? [r] : ids.filter((id) => id.startsWith(r) || id.endsWith(r));
  if (hits.length === 1) {
    const file = path.join(promotedDir(repo), `${hits[0]}.md`);
    try {
      const target = extra(parseFrontMatterEntry(fs.readFileSync(file, 'utf8'), file), 'promoted_to');
      const entry = target ? resolveEntry(store, target) : null;
      if (entry) return { from: hits[0], entry };
    } catch {
      /* unreadable record: try the id form below */
    }
  }
  const m = DATED.exec(r);
  if (!m) return null;
  const [, date, rest] = m;
  const same = store.entries.filter((e) => e.date === date && (e.id === rest || e.id.endsWith(`-${rest}`)));
  return same.length === 1 ? { from: r, entry: same[0] } : null;
}

/** `inbox:<from> was promoted as kx:<id> (<path>)` — the line put before the entry. */
export function promotedBanner(p: PromotedRef): string {
  return `inbox:${p.from} was promoted as kx:${p.entry.id} (${p.entry.path})`;
}
