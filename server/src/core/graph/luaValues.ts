/**
 * Lua functions handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue): an argument (`table.sort(t, cmp)`, `pcall(handler, x)`,
 * `vim.keymap.set("n", "x", M.toggle)`), a table field's value (`{ on_click
 * = handler }`), an assigned or `local` value and a returned one, each also
 * written as a module table's member `M.handler`.
 *
 * A module's exports hand nothing on: the chunk's own `return M` /
 * `return { f = f }` and its top-level `M.f = f` (luaSpec reads those as
 * exports). A name the function it is written in declares (a parameter, a
 * `local`, a loop variable) is that local (declaredValues.ts), and one the
 * top level declares or assigns is that variable there; a `local f =
 * function … end` is a function definition, not a local value.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';
import { dropDeclaredValues, ownDescendants, type Declare } from './declaredValues';

/** A bare name or a module table's member as the value. */
const VALUE = ['(identifier) @name @ref.value', '(dot_index_expression table: (identifier) @recv field: (identifier) @name) @ref.value'];

/** The `ref.value` query patterns of Lua. */
export const LUA_VALUE_PATTERNS: readonly string[] = VALUE.flatMap((v) => [
  `(arguments ${v})`,
  `(field value: ${v})`,
  `(expression_list value: ${v})`,
  `(return_statement (expression_list ${v}))`,
]);

/** Whether the `local` or `for` variable list `list` declares its names (not `x = y`, an assignment, nor a `local f = function`). */
function declaresValues(list: Node): boolean {
  const parent = list.parent;
  if (parent?.type === 'for_generic_clause') return true;
  if (parent?.type === 'variable_declaration') return true;
  if (parent?.type !== 'assignment_statement' || parent.parent?.type !== 'variable_declaration') return false;
  const values = parent.namedChildren.find((c) => c?.type === 'expression_list');
  return !(list.namedChildren.length === 1 && values?.namedChildren.length === 1 && values.namedChildren[0]?.type === 'function_definition');
}

/** The names function `fn` declares itself: parameters, `local`s, loop variables. */
function declaredIn(_fn: Node, add: Declare, own: (types: readonly string[]) => Node[]): void {
  for (const n of own(['parameters', 'variable_list', 'for_numeric_clause'])) {
    if (!n) continue;
    if (n.type === 'for_numeric_clause') {
      const name = n.childForFieldName('name');
      if (name) add(name.text, n);
    } else if (n.type === 'parameters' || declaresValues(n)) {
      for (const c of n.namedChildren) if (c?.type === 'identifier') add(c.text, n);
    }
  }
}

/** Where a Lua local's name reaches to: its block, the numeric `for` declaring it. */
const BLOCKS: ReadonlySet<string> = new Set(['block', 'for_statement', 'chunk']);

/** Line ranges of the chunk's top-level `return` and `M.f = …` statements: a module's exports. */
function exportLines(root: Node): [number, number][] {
  const out: [number, number][] = [];
  for (const c of root.namedChildren) {
    if (!c) continue;
    const member = c.type === 'assignment_statement' && c.namedChildren[0]?.namedChildren[0]?.type === 'dot_index_expression';
    if (c.type === 'return_statement' || member) out.push([c.startPosition.row + 1, c.endPosition.row + 1]);
  }
  return out;
}

/** Lua's function nodes: the scopes whose names are their own. */
const FUNCTIONS = ['function_declaration', 'function_definition'];

/**
 * The names the chunk's top-level code declares or assigns a value other than a function (`local a = {}` in a
 * `do … end` block, a global `a = 1`), outside every function: a top-level value of that name is that variable.
 */
function chunkValues(root: Node): Set<string> {
  const out = new Set<string>();
  const own = (types: readonly string[]) => ownDescendants(root, types, FUNCTIONS);
  // What a function body would declare (`local`s, loop variables), at the top level.
  declaredIn(root, (name) => out.add(name), own);
  // And a global assigned there: `a = 1` (not `f = function … end`, a definition).
  for (const n of own(['variable_list'])) {
    const assigned = n.parent;
    if (assigned?.type !== 'assignment_statement' || declaresValues(n)) continue;
    const values = assigned.namedChildren.find((c) => c?.type === 'expression_list');
    if (values?.namedChildren.some((v) => v?.type === 'function_definition')) continue;
    for (const c of n.namedChildren) if (c?.type === 'identifier') out.add(c.text);
  }
  return out;
}

/** Drops the `ref` calls of Lua file `rec` that are a module's exports, a function's locals or the top level's variables (see the file header). */
export function dropLuaLocalValues(rec: FileRec, root: Node): void {
  // Any ref: a module's `return { f = M.f }` exports refs with a receiver too.
  if (!rec.calls.some((c) => c.kind === 'ref')) return;
  const exported = exportLines(root);
  // Top-level code: outside every function, also inside a table a top-level assignment defines (`t = { f }`, a class here).
  const topLevel = (c: CallRec) => {
    for (let s = c.from; s >= 0; s = rec.defs[s].parent) if (rec.defs[s].kind === 'function' || rec.defs[s].kind === 'method') return false;
    return true;
  };
  const top = rec.calls.some((c) => c.kind === 'ref' && topLevel(c)) ? chunkValues(root) : new Set<string>();
  const isExport = (c: CallRec) => topLevel(c) && exported.some(([a, b]) => c.line >= a && c.line <= b);
  rec.calls = rec.calls.filter((c) => c.kind !== 'ref' || (!isExport(c) && !(c.recv === undefined && top.has(c.name) && topLevel(c))));
  dropDeclaredValues(rec, root, FUNCTIONS, BLOCKS, declaredIn);
}
