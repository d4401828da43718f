/**
 * Zig functions handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue): an argument (`std.mem.sort(u8, items, {}, lessThan)`,
 * `Thread.spawn(.{}, Worker.run, …)`), a
 * struct literal's field value (`.{ .on = handle }`, `Ops{ .on = handle }`),
 * a declaration's value (`const f = handle;`) and a returned name. A name
 * the function declares itself (a parameter, a `const`/`var`, a `|x|`
 * capture) is that local (declaredValues.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { dropDeclaredValues, type Declare } from './declaredValues';

/** The `ref.value` query patterns of Zig: after a call's callee, the arguments are its children. */
export const ZIG_VALUE_PATTERNS: readonly string[] = [
  `(call_expression function: (_) (identifier) @name @ref.value)`,
  `(initializer_list (assignment_expression left: (field_expression) right: (identifier) @name @ref.value))`,
  // `router.get("/x", Handler.fail, .{})`, `.dispatcher = Handler.infoDispatch`: a container's function (newcomer 32).
  `(call_expression function: (_) (field_expression object: (identifier) @recv member: (identifier) @name) @ref.value)`,
  `(initializer_list (assignment_expression left: (field_expression) right: (field_expression object: (identifier) @recv member: (identifier) @name) @ref.value))`,
  `(variable_declaration (identifier) . (identifier) @name @ref.value)`,
  `(return_expression (identifier) @name @ref.value)`,
];

/** The names function `fn` declares itself: parameters, `const`/`var`s (their first name), captures. */
function declaredIn(_fn: Node, add: Declare, own: (types: readonly string[]) => Node[]): void {
  for (const n of own(['parameter', 'variable_declaration', 'payload'])) {
    if (n.type === 'parameter') {
      const name = n.childForFieldName('name');
      if (name) add(name.text, n);
    } else if (n.type === 'variable_declaration') {
      const name = n.namedChildren.find((c) => c?.type === 'identifier');
      if (name) add(name.text, n);
    } else for (const c of n.namedChildren) if (c?.type === 'identifier') add(c.text, n);
  }
}

/** Where a Zig local's name reaches to: its block, the `if`/`while`/`for` whose payload `|x|` declares it. */
const BLOCKS: ReadonlySet<string> = new Set(['block', 'if_statement', 'while_statement', 'for_statement', 'if_expression', 'while_expression', 'for_expression']);
/** A container's declarations are order-independent (Zig's language reference, "Container Level Variables"): each is named in all of it. */
const CONTAINERS: ReadonlySet<string> = new Set(['struct_declaration', 'union_declaration', 'enum_declaration', 'opaque_declaration']);

/** Drops the `ref` calls of Zig file `rec` that name a local of the function they are made in. */
export function dropZigLocalValues(rec: FileRec, root: Node): void {
  dropDeclaredValues(rec, root, ['function_declaration'], BLOCKS, declaredIn, { unordered: CONTAINERS });
}
