/**
 * Zig extraction (@tree-sitter-grammars/tree-sitter-zig): functions, test
 * blocks (`test "title" {…}`, decltests `test add {…}`: kind test), and
 * containers bound to a name (`const P = struct {…}` → `class`, `enum {…}`
 * → `enum`, `union`/`opaque` → `class`) whose functions are their methods;
 * calls `f()`, `x.f()`, `self.f()`; `const m = @import("m.zig")` (a module),
 * `const P = @import("p.zig").P` and, after the module's import, `const P =
 * m.P` (one declaration) as imports; declared
 * types of parameters, variables and fields (`Self` means the enclosing
 * container), and `var x = T.init(…)` (or `m.T.init(…)`) as a `T`. Only `pub` declarations are
 * visible to other files. Resolution (graphData.ts): same file, then
 * imported files only (Zig has no globals across files).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { dropZigLocalValues, ZIG_VALUE_PATTERNS } from './zigValues';

const T = `[(identifier) @type (pointer_type (identifier) @type) (nullable_type (identifier) @type) (nullable_type (pointer_type (identifier) @type))]`;
/**
 * A type through its module, `pm.Pool`, `*pm.Pool`, `?pm.Pool` or `?*pm.Pool` (which the grammar reads as a field of the
 * pointer or optional `*pm`, `?pm`; finish strips the `*` and `?`).
 */
const MT = `(field_expression object: [(identifier) (pointer_type (identifier)) (nullable_type (identifier)) (nullable_type (pointer_type (identifier)))] member: (identifier)) @type`;
const IMPORT = `(builtin_function (builtin_identifier) @b (arguments . (string)) (#eq? @b "@import"))`;

const QUERY = [
  `(variable_declaration (identifier) @name [(struct_declaration) (union_declaration) (opaque_declaration)] @body) @def.class`,
  `(variable_declaration (identifier) @name (enum_declaration) @body) @def.enum`,
  `(function_declaration name: (identifier) @name body: (_) @body) @def.function`,
  // A top-level `pub const default_pool = Pool.init(4);`, `var counter: u32 = 0;`: a module constant or variable (kind const),
  // through which impact goes on to its users (graph.ts heldBy); not a type, an import, `@This()` or an alias of a name or
  // path (`const Stack = stack.Stack;`, an import of the name it reads: importNode).
  `(source_file (variable_declaration . (identifier) @name (_) @val .) @def.const (#not-match? @val "^((packed|extern) +)?(struct|enum|union|opaque)([^A-Za-z0-9_]|$)|^@(import|This|cImport)[(]|^[A-Za-z_][A-Za-z0-9_.]*$"))`,
  // `test "add works" { … }` and a decltest `test add { … }`: test cases, so their calls are theirs, not top-level code's.
  `(test_declaration [(string (string_content) @name) (identifier) @name] (block) @body) @def.test`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (field_expression object: (_) @recv member: (identifier) @name)) @call`,
  `(variable_declaration (identifier) ${IMPORT}) @import`,
  `(variable_declaration (identifier) (field_expression object: ${IMPORT} member: (identifier))) @import`,
  // `const Stack = stack.Stack;` after `const stack = @import("stack.zig");`: the usual two-step alias (importNode).
  `(source_file (variable_declaration (identifier) (field_expression object: (identifier) member: (identifier))) @import)`,
  `(parameter name: (identifier) @var type: ${T}) @bind`,
  `(variable_declaration (identifier) @var type: ${T}) @bind`,
  `(variable_declaration (identifier) @var !type (call_expression function: (field_expression object: (identifier) @type member: (identifier) @m (#match? @m "^(init|create|new)$")))) @bind`,
  // `var c = calc.Calc.init()`: a type through its module, resolved there.
  `(variable_declaration (identifier) @var !type (call_expression function: (field_expression object: (field_expression object: (identifier) member: (identifier)) @type member: (identifier) @m (#match? @m "^(init|create|new)$")))) @bind.qualified`,
  `(container_field name: (identifier) @var type: ${T}) @bind.field`,
  // `p: *pm.Pool`, `q: pm.Pool`, `f: pm.Pool` in a container: a type through its module (newcomer 34 #3, http.zig's `res: *httpz.Response`).
  `(parameter name: (identifier) @var type: ${MT}) @bind.qualified`,
  `(variable_declaration (identifier) @var type: ${MT}) @bind.qualified`,
  `(container_field name: (identifier) @var type: ${MT}) @bind.field.qualified`,
  // `var pool = try Pool.init(…)`, `var p = Pool.initPlain(1)`: what the container's function returns (DefRec.returns, defExtra).
  `(variable_declaration (identifier) @var !type (try_expression (call_expression function: (field_expression object: (identifier) member: (identifier))) @val)) @bind.chain`,
  `(variable_declaration (identifier) @var !type (call_expression function: (field_expression object: (identifier) @o member: (identifier) @m)) @val (#match? @o "^[A-Z]") (#not-match? @m "^(init|create|new)$")) @bind.chain`,
  // A function handed on as a value (`std.mem.sort(u8, xs, {}, lessThan)`, `.{ .on = handle }`): zigValues.ts.
  ...ZIG_VALUE_PATTERNS,
].join('\n');

/** The `"path"` of an `@import(…)` node. */
function importPath(b: Node): string | undefined {
  const str = b.namedChildren.find((c) => c?.type === 'arguments')?.namedChildren[0];
  return str?.namedChildren.find((c) => c?.type === 'string_content')?.text;
}

/** `const m = @import("m.zig")` → `m` is the module; `const P = @import("p.zig").P` → `P` is its `P`. Packages (`std`) are not files here and are skipped. */
function importNode(node: Node, rec: FileRec): void {
  const local = node.namedChildren.find((c) => c?.type === 'identifier')?.text;
  const value = node.namedChildren.find((c) => c?.type === 'builtin_function' || c?.type === 'field_expression');
  if (!local || !value) return;
  const line = node.startPosition.row + 1;
  if (value.type === 'builtin_function') {
    const source = importPath(value);
    if (source?.endsWith('.zig')) rec.imports.push({ local, name: '*', source, line });
    return;
  }
  const obj = value.childForFieldName('object');
  const member = value.childForFieldName('member')?.text;
  // `const Stack = stack.Stack;`: `stack` a module this file imported above.
  const source = obj?.type === 'identifier' ? rec.imports.find((i) => i.local === obj.text && i.name === '*')?.source : obj ? importPath(obj) : undefined;
  if (member && source?.endsWith('.zig')) rec.imports.push({ local, name: member, source, line });
}

/** The type a Zig function's declared result names: `Pool`, `!Pool`, `E!Pool`, `*Pool`, `?Pool` (an identifier only). */
function returnedType(t: Node | null): string | undefined {
  for (let n = t, guard = 0; n && guard < 4; guard++) {
    if (n.type === 'identifier') return n.text;
    n = n.type === 'error_union_type' ? n.childForFieldName('ok') : n.type === 'pointer_type' || n.type === 'nullable_type' ? n.namedChildren[n.namedChildren.length - 1] : null;
  }
  return undefined;
}

/** A function's DefRec.returns: the type its result names (returnedType), `Self` read in finish. */
function defExtra(def: DefRec, node: Node): void {
  if (node.type !== 'function_declaration') return;
  const r = returnedType(node.childForFieldName('type'));
  if (r) def.returns = r;
}

/** Only `pub` declarations are visible to importing files. */
function exported(_def: DefRec, node: Node): boolean {
  return node.child(0)?.type === 'pub';
}

/**
 * `Self` (the usual `const Self = @This()`) in a bind means the container the bind sits in; then the values' locals are
 * dropped (zigValues.ts). A decltest `test add { … }` (Zig's documentation tests of declaration `add`) is named `test add`,
 * so asking for `add` finds the function, not its test.
 */
function finish(rec: FileRec, root: Node): void {
  if (rec.defs.some((d) => d.kind === 'test')) {
    for (const t of root.descendantsOfType('test_declaration')) {
      if (t?.namedChild(0)?.type !== 'identifier') continue;
      const d = rec.defs.find((x) => x.kind === 'test' && x.line === t.startPosition.row + 1 && x.col === t.startPosition.column);
      if (d) d.name = `decltest ${d.name}`;
    }
  }
  dropZigLocalValues(rec, root);
  const container = (from: number): string | undefined => {
    let s = from;
    while (s >= 0 && rec.defs[s].kind !== 'class' && rec.defs[s].kind !== 'enum') s = rec.defs[s].parent;
    return s >= 0 ? rec.defs[s].name : undefined;
  };
  for (const b of rec.binds) {
    // `*pm.Pool` (the grammar reads the pointer as the module's): the type through its module.
    if (b.type.startsWith('*') || b.type.startsWith('?')) b.type = b.type.replace(/^[*?]+/, '');
    if (b.type !== 'Self' && b.type !== '@This') continue;
    const c = container(b.scope);
    if (c) b.type = c;
  }
  for (const d of rec.defs) {
    if (d.returns !== 'Self') continue;
    const c = container(d.parent);
    if (c) d.returns = c;
    else delete d.returns;
  }
}

export const zigSpec: LangSpec = { query: QUERY, importNode, exported, defExtra, finish };
