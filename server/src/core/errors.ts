/**
 * Typed errors. Callers branch on `reason`, never on message text. A
 * KontextError's message is written for the person or agent who sees it: it
 * names the field or thing that is wrong and what to do instead.
 */
export type ErrorReason =
  | 'git' // a git command failed
  | 'not-a-repo' // the directory is not inside a git work tree
  | 'invalid-argument' // a tool or CLI argument is wrong (names the field)
  | 'not-found' // an id, uri, path or symbol does not exist
  | 'refused' // the operation is not allowed here (no store, private, outside repo)
  | 'config' // a configuration file cannot be read
  | 'busy' // a lock is held or an index is still being built
  | 'io'; // a file could not be read or written

export class KontextError extends Error {
  readonly reason: ErrorReason;
  readonly original?: unknown;
  constructor(reason: ErrorReason, message: string, original?: unknown) {
    super(message);
    this.name = 'KontextError';
    this.reason = reason;
    this.original = original;
  }
  /** True when `e` is a KontextError, optionally of the given reason. */
  static is(e: unknown, reason?: ErrorReason): e is KontextError {
    return e instanceof KontextError && (reason === undefined || e.reason === reason);
  }
}
