/**
 * Whether a cold index leaves the commits' changed paths to a background pass
 * (indexCommits.ts). Long-running front ends (`kontext mcp`, `kontext lsp`)
 * turn it on: their first search answers without waiting for git's tree
 * diffs, and the pass completes the index while they keep running. One-shot
 * CLI commands leave it off: they exit right after answering, so a deferred
 * pass would never run; they read the paths inline (and fill the cache).
 * No imports: safe on the startup path.
 */
let deferFrom = Infinity;

/**
 * Defers the changed paths of a cold index when at least `from` commits have
 * none cached (default 1000: below that one inline `--name-only` read costs
 * less than a second pass). `Infinity` turns deferral off.
 */
export function deferCommitFiles(from = 1000): void {
  deferFrom = from;
}

/** The current threshold (Infinity when off). */
export function commitFilesDeferredFrom(): number {
  return deferFrom;
}

/** Index saves in progress in this process (searchIndex.ts scheduleSave registers each). */
const saves = new Set<Promise<unknown>>();

/** Registers an index save in progress until it settles (searchIndex.ts). */
export function trackIndexSave(p: Promise<unknown>): void {
  saves.add(p);
  void p.finally(() => saves.delete(p));
}

/**
 * Waits until this process's index saves are written, including a save that
 * one of them schedules next. One-shot CLI commands call it after printing
 * their answer (cli.ts), so the index a search built is kept on disk for the
 * next command instead of being lost when the process exits (newcomer3 #6;
 * `status` promises "built on the first search"). The background file-list
 * pass is not waited for: CLI commands never defer paths (above).
 */
export async function settleIndexSaves(): Promise<void> {
  while (saves.size) await Promise.allSettled([...saves]);
}
