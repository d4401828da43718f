/**
 * Swift functions handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue): an argument (`xs.map(double)`, `Button(action: save)`,
 * `run(self.handle)`), a `let`/`var`'s value, an assigned and a returned
 * one. A name the function it is written in declares (a parameter, a
 * closure's parameter, a `let`/`var`, a loop or `if let` variable) is that
 * local (declaredValues.ts); a property is no function, and resolves to none.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { dropDeclaredValues } from './declaredValues';

/** The `ref.value` query patterns of Swift. */
export const SWIFT_VALUE_PATTERNS: readonly string[] = [
  `(value_argument value: (simple_identifier) @name @ref.value)`,
  `(value_argument value: (navigation_expression target: (self_expression) @recv suffix: (navigation_suffix suffix: (simple_identifier) @name)) @ref.value)`,
  `(property_declaration value: (simple_identifier) @name @ref.value)`,
  `(assignment result: (simple_identifier) @name @ref.value)`,
  `(control_transfer_statement result: (simple_identifier) @name @ref.value)`,
];

/** The names function or closure `fn` declares itself (declaredValues ownDescendants). */
function declaredIn(_fn: Node, out: Set<string>, own: (types: readonly string[]) => Node[]): void {
  for (const n of own(['parameter', 'lambda_parameter', 'pattern'])) {
    if (!n) continue;
    const names = n.type === 'pattern' ? n.childrenForFieldName('bound_identifier') : n.childrenForFieldName('name');
    for (const c of names) if (c?.type === 'simple_identifier') out.add(c.text);
  }
}

/** Drops the `ref` calls of Swift file `rec` that name a local of the function they are made in. */
export function dropSwiftLocalValues(rec: FileRec, root: Node): void {
  dropDeclaredValues(rec, root, ['function_declaration', 'init_declaration', 'lambda_literal'], declaredIn);
}
