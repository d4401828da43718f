/**
 * One case of a type switch (Go `switch v := x.(type) { case *Cart: … }`,
 * langGo typeSwitches) or of a `match` with a class pattern (Python,
 * pythonMatch.ts): binds hold per definition, not per block, so the case's
 * calls on the subject get a receiver name of the case's own,
 * `<name>$<line>_<col>` of the case (`$` is in no identifier of those
 * languages), bound to the type the case names.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** Renames the receivers `name` / `name.…` of the calls inside `clause` to a name of the case's own, bound to `type` in each definition holding such a call. */
export function typeInCase(rec: FileRec, clause: Node, name: string, type: string): void {
  const from = clause.startPosition;
  const to = clause.endPosition;
  const local = `${name}$${from.row + 1}_${from.column}`;
  const scopes = new Set<number>();
  for (const call of rec.calls) {
    const r = call.recv;
    if (r === undefined || (r !== name && !r.startsWith(`${name}.`))) continue;
    const row = call.line - 1;
    if (row < from.row || row > to.row || (row === from.row && call.col < from.column) || (row === to.row && call.col >= to.column)) continue;
    call.recv = local + r.slice(name.length);
    scopes.add(call.from);
  }
  for (const scope of scopes) rec.binds.push({ scope, name: local, type });
}
