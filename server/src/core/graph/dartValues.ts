/**
 * Dart functions handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue), read by langDart's walk: a lone name as an argument
 * (`xs.map(double)`), a named argument's value (`onPressed: save`), a
 * variable's initial value (`final cb = save`) and a returned name. A name
 * the function it is written in declares (a parameter, a closure's
 * parameter, a local, a loop variable) is that local (declaredValues.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { FileBuilder } from './fileBuilder';
import { dropDeclaredValues, type Declare } from './declaredValues';

/** The node types whose lone name dartValue reads. */
export const DART_VALUE_TYPES: readonly string[] = ['argument', 'named_argument', 'return_statement'];

/** The name node `n` (an argument, a named argument, a return, a variable's definition) hands on, or null when its value is more than one name. */
function valueName(n: Node): Node | null {
  if (n.type === 'initialized_variable_definition') {
    const values = n.childrenForFieldName('value');
    return values.length === 1 && values[0]?.type === 'identifier' ? values[0] : null;
  }
  const parts = n.namedChildren.filter((c): c is Node => !!c && c.type !== 'label');
  return parts.length === 1 && parts[0].type === 'identifier' ? parts[0] : null;
}

/** Records the `ref` of node `n`'s lone name, when it has one (see the file header). */
export function dartValue(b: FileBuilder, n: Node): void {
  const name = valueName(n);
  if (name) b.callNamed('ref', name, undefined);
}

/** Names a formal parameter, a local or a loop declares: its `name`, else (a closure's untyped `(save)`) its last identifier. */
function declaredName(n: Node): string | undefined {
  const name = n.childForFieldName('name');
  if (name) return name.text;
  const ids = n.namedChildren.filter((c) => c?.type === 'identifier');
  return ids[ids.length - 1]?.text;
}

const DECLARING = ['formal_parameter', 'initialized_variable_definition', 'initialized_identifier', 'for_loop_parts'];

/** The names function body, closure or constructor initializer list `fn` declares itself, with a body's or a list's parameters from the signature before it (`R.value({T value}) : super.value(value: value)`). */
function declaredIn(fn: Node, add: Declare, own: (types: readonly string[]) => Node[]): void {
  const nodes = [...own(DECLARING)];
  const sig = fn.type === 'function_body' || fn.type === 'initializers' ? fn.previousNamedSibling : null;
  if (sig) for (const p of sig.descendantsOfType('formal_parameter')) if (p) nodes.push(p);
  for (const n of nodes) {
    const name = declaredName(n);
    if (name) add(name, n);
  }
}

/** Where a Dart local's name reaches to: its block, the loop declaring it (`for (var i = 0; …)`, `for (final x in xs)`). */
const BLOCKS: ReadonlySet<string> = new Set(['block', 'for_statement']);

/** Drops the `ref` calls of Dart file `rec` that name a local of the function they are made in. */
export function dropDartLocalValues(rec: FileRec, root: Node): void {
  dropDeclaredValues(rec, root, ['function_body', 'function_expression', 'initializers'], BLOCKS, declaredIn);
}
