/**
 * Swift extraction (tree-sitter-swift 0.7.1, built to WebAssembly by
 * @repomix/tree-sitter-wasms): classes, structs and actors (`class`), enums,
 * protocols (`interface`), functions, methods and initialisers (`init`),
 * type aliases, with inherited types; an `extension T { func f() }` adds
 * method `T.f`; calls with and without receivers (a bare call inside a type
 * names its members; `Repo()` constructs, as a call naming the type);
 * `import Module`; declared types of parameters and properties, and
 * `let x = T()`. A Swift module sees all its own files without imports:
 * the module is the folder under `Sources/` or `Tests/` (Swift Package
 * Manager), else the top folder (graphRules.ts `packageKey`).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';

const T = `[(user_type (type_identifier) @type) (optional_type (user_type (type_identifier) @type))]`;

const QUERY = [
  // Before the plain function pattern: the same node keeps the record made first (FileBuilder.def).
  `(class_declaration name: (user_type (type_identifier) @container) body: (class_body (function_declaration name: (simple_identifier) @name body: (_) @body) @def.function))`,
  `(class_declaration name: (type_identifier) @name body: (_) @body) @def.class`,
  `(protocol_declaration name: (type_identifier) @name body: (_) @body) @def.interface`,
  `(typealias_declaration name: (type_identifier) @name) @def.type`,
  `(function_declaration name: (simple_identifier) @name body: (_) @body) @def.function`,
  `(protocol_function_declaration name: (simple_identifier) @name) @def.function`,
  `(init_declaration name: _ @name body: (_) @body) @def.function`,
  `(call_expression . (simple_identifier) @name) @call`,
  `(call_expression . (navigation_expression target: (_) @recv suffix: (navigation_suffix suffix: (simple_identifier) @name))) @call`,
  `(import_declaration) @import`,
  `(parameter name: (simple_identifier) @var ${T}) @bind`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) (type_annotation ${T})) @bind`,
  `(property_declaration name: (pattern bound_identifier: (simple_identifier) @var) value: (call_expression . (simple_identifier) @type) (#match? @type "^[A-Z]")) @bind`,
].join('\n');

/** Kind by keyword (`enum` → enum) and the inherited types. */
function defExtra(def: DefRec, node: Node): void {
  if (node.type !== 'class_declaration') return;
  if (node.childForFieldName('declaration_kind')?.text === 'enum') def.kind = 'enum';
  const bases: string[] = [];
  for (const c of node.namedChildren) {
    if (c?.type !== 'inheritance_specifier') continue;
    const t = c.descendantsOfType('type_identifier')[0];
    if (t) bases.push(t.text);
  }
  if (bases.length) def.bases = bases;
}

/** `private` and `fileprivate` declarations are not visible to other files. */
function exported(_def: DefRec, node: Node): boolean {
  const mods = node.namedChildren.find((c) => c?.type === 'modifiers');
  return !mods?.namedChildren.some((m) => m?.type === 'visibility_modifier' && /^(private|fileprivate)\b/.test(m.text));
}

/** `import Module` (also `import struct Module.Type`): every public declaration of that module. */
function importNode(node: Node, rec: FileRec): void {
  const id = node.namedChildren.find((c) => c?.type === 'identifier');
  const module = id?.namedChildren[0]?.text;
  if (module) rec.imports.push({ local: '*', name: '*', source: module, line: node.startPosition.row + 1 });
}

/** Swift module of a repo-relative path: the folder under `Sources/` or `Tests/`, else the top folder ('' at the root). */
export function swiftModule(p: string): string {
  const segs = p.split('/');
  for (let i = segs.length - 3; i >= 0; i--) if (segs[i] === 'Sources' || segs[i] === 'Tests') return segs[i + 1];
  return segs.length > 1 ? segs[0] : '';
}

export const swiftSpec: LangSpec = { query: QUERY, importNode, defExtra, exported };
