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
