/**
 * The local-name filter of functions handed on as values (CallRec kind `ref`) in
 * languages whose grammar cannot tell a function's name from a variable's where a
 * value is written (C, C++, Lua, Swift): a bare ref whose name the function it is
 * made in declares — a parameter, a local, a loop variable — is that local, not a
 * function, and is dropped. A function's names are its own and those of the
 * functions around it, not those of the functions nested in it (a closure's
 * parameter does not hide the function elsewhere in the body); within one function
 * they are function-wide, so a name declared in one block is taken as local in all
 * of it: a value is left out rather than guessed. (TS/JS, Python and Go place their locals' reach instead:
 * valueLocals.ts; Rust: langRustClosures localValues.)
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';

/**
 * Drops from `rec.calls` the bare `ref` calls that `drop` rules out (a macro's
 * name, a module's export) and those made inside a node of a type in `scopes`
 * (a function, a lambda) whose name `declared` adds for that node.
 * `declared(scope, out, own)` adds the names a scope declares to `out`, reading
 * the declaring nodes `own(types)` gives: the descendants of those types not
 * inside a nested scope.
 */
export function dropDeclaredValues(
  rec: FileRec,
  root: Node,
  scopes: readonly string[],
  declared: (scope: Node, out: Set<string>, own: (types: readonly string[]) => Node[]) => void,
  drop?: (c: CallRec) => boolean,
): void {
  const refs = rec.calls.filter((c) => c.kind === 'ref' && c.recv === undefined);
  if (!refs.length) return;
  const dropped = new Set<CallRec>(drop ? refs.filter(drop) : []);
  for (const fn of root.descendantsOfType([...scopes])) {
    if (!fn) continue;
    const first = fn.startPosition.row + 1;
    const last = fn.endPosition.row + 1;
    const inside = refs.filter((c) => c.line >= first && c.line <= last && !dropped.has(c));
    if (!inside.length) continue;
    const locals = new Set<string>();
    declared(fn, locals, (types) => ownDescendants(fn, types, scopes));
    for (const c of inside) if (locals.has(c.name)) dropped.add(c);
  }
  if (dropped.size) rec.calls = rec.calls.filter((c) => !dropped.has(c));
}

/**
 * The descendants of `scope` of `types` that no node of a type in `scopes` holds below `scope` (a parameter of
 * `scope` itself counts). Told by the nested scopes' spans, not by reading each node's parents (web-tree-sitter
 * finds a parent by walking down from the root).
 */
export function ownDescendants(scope: Node, types: readonly string[], scopes: readonly string[]): Node[] {
  const nested = scope.descendantsOfType([...scopes]).filter((s): s is Node => !!s && s.id !== scope.id);
  const out: Node[] = [];
  for (const n of scope.descendantsOfType([...types])) {
    if (n && !nested.some((s) => n.startIndex >= s.startIndex && n.endIndex <= s.endIndex)) out.push(n);
  }
  return out;
}
