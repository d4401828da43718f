/**
 * Finding, from a syntax node, the call the query recorded there: the
 * language passes that read what a call's arguments name (Ruby's
 * `send(:x)` and `method(:x)`, Rack's `use Mid`, Bash's `trap f EXIT`, PHP's
 * callables) key the recorded calls by where their name starts.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';

/** A place as CallRec has it: the 1-based line and 0-based column of the called name. */
const key = (line: number, col: number) => `${line}:${col}`;

/**
 * The calls of `rec` that `keep` accepts, by the place of their name; of two at one place, the one with a
 * receiver (the query may also record `x.send`'s name alone, as a bare-name candidate).
 */
export function callsByPlace(rec: FileRec, keep: (c: CallRec) => boolean): Map<string, CallRec> {
  const out = new Map<string, CallRec>();
  for (const c of rec.calls) if (keep(c) && (c.recv !== undefined || !out.has(key(c.line, c.col)))) out.set(key(c.line, c.col), c);
  return out;
}

/** The call of `byPlace` whose name starts where node `n` does, if any. */
export function callNamedAt(byPlace: ReadonlyMap<string, CallRec>, n: Node | null | undefined): CallRec | undefined {
  return n ? byPlace.get(key(n.startPosition.row + 1, n.startPosition.column)) : undefined;
}
