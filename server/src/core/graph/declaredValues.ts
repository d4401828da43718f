/**
 * The local-name filter of functions handed on as values (CallRec kind `ref`) in
 * languages whose grammar cannot tell a function's name from a variable's where a
 * value is written (C, C++, Lua, Dart, Zig): a bare ref whose name the function it is
 * made in declares — a parameter, a local, a loop variable — is that local, not a
 * function, and is dropped. A function's names are its own and those of the
 * functions around it, not those of the functions nested in it (a closure's
 * parameter does not hide the function elsewhere in the body); within one function
 * a local reaches from its declaration to the end of its block, a parameter all of
 * it. (TS/JS, Python and Go place their locals' reach from the text: valueLocals.ts;
 * Rust: langRustClosures localValues.)
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';

/** Adds a name a scope declares and the node declaring it (a parameter, a declaration, a loop's clause). */
export type Declare = (name: string, at: Node) => void;

/**
 * Drops from `rec.calls` the bare `ref` calls that `drop` rules out (a macro's
 * name, a module's export) and those made inside a node of a type in `scopes`
 * (a function, a lambda) where a name `declared` adds for that node reaches.
 * `declared(scope, add, own)` adds each name a scope declares with its declaring
 * node, read from the nodes `own(types)` gives: the descendants of those types not
 * inside a nested scope. A declaration reaches from its start to the end of the
 * nearest node around it (or itself) of a type in `blocks` (a block, a loop that
 * declares its variable), else to the scope's end (a parameter): the four languages
 * declare a local before it is used, and its name is gone past its block. A
 * declaration whose parent's type is in `unordered` (a member of a C++ class body,
 * of a Zig container) reaches all of that parent, before it too. With `calls`,
 * a bare call of such a local (a lambda, a function pointer) is dropped too.
 */
export function dropDeclaredValues(
  rec: FileRec,
  root: Node,
  scopes: readonly string[],
  blocks: ReadonlySet<string>,
  declared: (scope: Node, add: Declare, own: (types: readonly string[]) => Node[]) => void,
  { drop, unordered = new Set(), calls = false }: { drop?: (c: CallRec) => boolean; unordered?: ReadonlySet<string>; calls?: boolean } = {},
): void {
  // With `calls`, bare calls too: `auto helper = [](int y) {…}; helper(2);` calls the local, not the function helper.
  const refs = rec.calls.filter((c) => (c.kind === 'ref' || (calls && c.kind === 'call')) && c.recv === undefined);
  if (!refs.length) return;
  const dropped = new Set<CallRec>(drop ? refs.filter((c) => c.kind === 'ref' && drop(c)) : []);
  for (const fn of root.descendantsOfType([...scopes])) {
    if (!fn) continue;
    const first = fn.startPosition.row + 1;
    const last = fn.endPosition.row + 1;
    const inside = refs.filter((c) => c.line >= first && c.line <= last && !dropped.has(c));
    if (!inside.length) continue;
    const locals = new Map<string, Node[]>();
    declared(fn, (name, at) => {
      const all = locals.get(name);
      if (all) all.push(at);
      else locals.set(name, [at]);
    }, (types) => ownDescendants(fn, types, scopes));
    for (const c of inside) if (locals.get(c.name)?.some((d) => reaches(d, fn, blocks, unordered, c))) dropped.add(c);
  }
  if (dropped.size) rec.calls = rec.calls.filter((c) => !dropped.has(c));
}

/** Whether 1-based `line`, 0-based `col` lies in `n` (its end excluded). */
function holds(n: Node, line: number, col: number): boolean {
  const s = n.startPosition;
  const e = n.endPosition;
  const row = line - 1;
  return (row > s.row || (row === s.row && col >= s.column)) && (row < e.row || (row === e.row && col < e.column));
}

/** Whether declaration `d` of scope `fn` reaches call `c` (see dropDeclaredValues). Parents are read only here, for a name a ref has. */
function reaches(d: Node, fn: Node, blocks: ReadonlySet<string>, unordered: ReadonlySet<string>, c: CallRec): boolean {
  const p = unordered.size ? d.parent : null;
  if (p && unordered.has(p.type)) return holds(p, c.line, c.col);
  const s = d.startPosition;
  if (c.line - 1 < s.row || (c.line - 1 === s.row && c.col < s.column)) return false;
  for (let n: Node | null = d; n && n.id !== fn.id; n = n.parent) if (blocks.has(n.type)) return holds(n, c.line, c.col);
  return true;
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
