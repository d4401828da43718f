/**
 * C and C++ extraction (one grammar): functions, methods defined inline or
 * out of line (`void A::f()`, container A), classes and structs with bases,
 * enums; calls by name, `obj.f()`/`p->f()` with declared types, `A::f()`,
 * `new T`. There are no module imports, so bare names fall back to a unique
 * repository-wide definition (`via: name`).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec } from './types';
import type { LangSpec } from './extract';

const FD = (inner: string) => `[(function_declarator declarator: ${inner}) (pointer_declarator declarator: (function_declarator declarator: ${inner})) (reference_declarator (function_declarator declarator: ${inner}))]`;
const T = `[(type_identifier) @type (template_type name: (type_identifier) @type) (qualified_identifier name: (type_identifier) @type)]`;

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
  `(declaration type: ${T} declarator: [(identifier) @var (init_declarator declarator: [(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]) (pointer_declarator declarator: (identifier) @var)]) @bind`,
  `(parameter_declaration type: ${T} declarator: [(identifier) @var (pointer_declarator declarator: (identifier) @var) (reference_declarator (identifier) @var)]) @bind`,
  `(field_declaration type: ${T} declarator: [(field_identifier) @var (pointer_declarator declarator: (field_identifier) @var)]) @bind.field`,
].join('\n');

function defExtra(def: DefRec, node: Node): void {
  for (const c of node.namedChildren) {
    if (c?.type !== 'base_class_clause') continue;
    const bases = c.namedChildren.filter((b) => b && (b.type === 'type_identifier' || b.type === 'qualified_identifier' || b.type === 'template_type')).map((b) => b!.text.replace(/<.*$/s, '').split('::').pop()!);
    if (bases.length) def.bases = bases;
  }
}

export const cppSpec: LangSpec = { query: QUERY, defExtra };
