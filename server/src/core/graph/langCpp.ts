/**
 * C and C++ extraction (one grammar): functions, methods defined inline or
 * out of line (`void A::f()`, container A), classes and structs with bases,
 * enums; calls by name, `obj.f()`/`p->f()` with declared types, `A::f()`,
 * `new T`. There are no module imports, so bare names fall back to a unique
 * repository-wide definition (`via: name`).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { collectBlocks } from './blocks';

const FD = (inner: string) => `[(function_declarator declarator: ${inner}) (pointer_declarator declarator: (function_declarator declarator: ${inner})) (reference_declarator (function_declarator declarator: ${inner}))]`;
const T = `[(type_identifier) @type (template_type name: (type_identifier) @type)]`;
/** A type named with its namespace or class (`shop::Cart`): the bind keeps the whole name (graphData reads it through FileRec.blocks). */
const Q = `(qualified_identifier) @type`;
const DECL = `[(identifier) @var (init_declarator declarator: [(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]) (pointer_declarator declarator: (identifier) @var)]`;
const PARAM = `[(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]`;
const FIELD = `[(field_identifier) @var (pointer_declarator declarator: (field_identifier) @var)]`;

const QUERY = [
  `(function_definition declarator: ${FD('(identifier) @name')} body: (_) @body) @def.function`,
  `(function_definition declarator: ${FD('(field_identifier) @name')} body: (_) @body) @def.method`,
  `(function_definition declarator: ${FD('(qualified_identifier scope: (_) @container name: [(identifier) (destructor_name)] @name)')} body: (_) @body) @def.method`,
  `(class_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  `(struct_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  `(enum_specifier name: (type_identifier) @name body: (_) @body) @def.enum`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (field_expression argument: (_) @recv field: (field_identifier) @name)) @call`,
  `(call_expression function: (qualified_identifier scope: (_) @recv name: (identifier) @name)) @call`,
  `(call_expression function: (template_function name: (identifier) @name)) @call`,
  `(new_expression type: (type_identifier) @name) @new`,
  // `shop::Cart::make()`, `a::b::C::make()`: the whole qualified callee as the receiver, its last name trimmed off by `finish`.
  `(call_expression function: (qualified_identifier name: (qualified_identifier name: (identifier) @name)) @recv) @call`,
  `(call_expression function: (qualified_identifier name: (qualified_identifier name: (qualified_identifier name: (identifier) @name))) @recv) @call`,
  `(declaration type: ${T} declarator: ${DECL}) @bind`,
  `(declaration type: ${Q} declarator: ${DECL}) @bind.qualified`,
  `(parameter_declaration type: ${T} declarator: ${PARAM}) @bind`,
  `(parameter_declaration type: ${Q} declarator: ${PARAM}) @bind.qualified`,
  `(field_declaration type: ${T} declarator: ${FIELD}) @bind.field`,
  `(field_declaration type: ${Q} declarator: ${FIELD}) @bind.field.qualified`,
].join('\n');

function defExtra(def: DefRec, node: Node): void {
  for (const c of node.namedChildren) {
    if (c?.type !== 'base_class_clause') continue;
    const bases = c.namedChildren.filter((b) => b && (b.type === 'type_identifier' || b.type === 'qualified_identifier' || b.type === 'template_type')).map((b) => b!.text.replace(/<.*$/s, '').split('::').pop()!);
    if (bases.length) def.bases = bases;
  }
}

/**
 * Namespace blocks as FileRec.blocks (`namespace shop { … }`, `namespace
 * a::b { … }`; an anonymous or inline namespace adds no name), so a qualified name
 * `shop::Cart` is matched against the namespaces around each definition;
 * and the receiver of a call through a qualified callee (`shop::Cart::make`,
 * captured whole) without its last name.
 */
function finish(rec: FileRec, root: Node, src: string): void {
  // An inline namespace (`inline namespace v1`) adds no name: `shop::Cart` is the Cart of `shop::v1`.
  const blocks = collectBlocks(root, src, 'namespace', 'namespace_definition', (n) => (n.child(0)?.type === 'inline' ? undefined : n.childForFieldName('name')?.text.replace(/\s+/g, '')));
  if (blocks.length) rec.blocks = blocks;
  for (const c of rec.calls) {
    if (!c.recv?.endsWith(`::${c.name}`)) continue;
    let r = c.recv.slice(0, -c.name.length - 2);
    // `shop::Box<int>::make()`: type arguments name no scope.
    while (r.includes('<')) {
      const next = r.replace(/<[^<>]*>/g, '');
      if (next === r) break;
      r = next;
    }
    c.recv = r;
  }
}

export const cppSpec: LangSpec = { query: QUERY, defExtra, finish };
