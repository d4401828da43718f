/**
 * Rust module paths: `src/lib.rs`/`src/main.rs` → `crate`, `src/a.rs` and
 * `src/a/mod.rs` → `crate::a`, `src/a/b.rs` → `crate::a::b`. The crate is the
 * folder that holds `src/` (one Cargo package), so two crates never mix.
 * Extraction: functions, impl methods (container = the impl's type), structs,
 * enums, traits, type aliases, consts; calls by name, path (`a::b()`,
 * `Type::new()`) and typed receivers; `use` trees and `mod x;`.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { LangSpec } from './extract';

/** `crate::…` module path of a repo-relative `.rs` file. */
export function rustModulePath(p: string): string {
  const i = p.lastIndexOf('src/');
  const rel = i >= 0 ? p.slice(i + 4) : p.slice(p.lastIndexOf('/') + 1);
  const segs = rel.replace(/\.rs$/, '').split('/');
  const last = segs[segs.length - 1];
  if (last === 'mod' || ((last === 'lib' || last === 'main') && segs.length === 1)) segs.pop();
  return ['crate', ...segs].join('::');
}

/** Folder of the crate a `.rs` file belongs to (the part before `src/`). */
export function rustCrate(p: string): string {
  const i = p.lastIndexOf('src/');
  return i >= 0 ? p.slice(0, i) : '';
}


const RT = `[(type_identifier) @type (reference_type type: (type_identifier) @type) (generic_type type: (type_identifier) @type)]`;

const QUERY = [
  `(function_item name: (identifier) @name body: (_) @body) @def.function`,
  `(impl_item type: [(type_identifier) @container (generic_type type: (type_identifier) @container)] body: (declaration_list (function_item name: (identifier) @name body: (_) @body) @def.method))`,
  `(struct_item name: (type_identifier) @name) @def.class`,
  `(enum_item name: (type_identifier) @name) @def.enum`,
  `(union_item name: (type_identifier) @name) @def.class`,
  `(trait_item name: (type_identifier) @name body: (_) @body) @def.interface`,
  `(function_signature_item name: (identifier) @name) @def.method`,
  `(type_item name: (type_identifier) @name) @def.type`,
  `(const_item name: (identifier) @name) @def.const`,
  `(static_item name: (identifier) @name) @def.const`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (scoped_identifier path: (_) @recv name: (identifier) @name)) @call`,
  `(call_expression function: (field_expression value: (_) @recv field: (field_identifier) @name)) @call`,
  `(call_expression function: (generic_function function: (identifier) @name)) @call`,
  `(call_expression function: (generic_function function: (scoped_identifier path: (_) @recv name: (identifier) @name))) @call`,
  `(use_declaration) @import`,
  `(mod_item name: (identifier) !body) @import`,
  `(let_declaration pattern: (identifier) @var type: ${RT}) @bind`,
  `(let_declaration pattern: (identifier) @var value: (call_expression function: (scoped_identifier path: (identifier) @type))) @bind`,
  `(let_declaration pattern: (identifier) @var value: (struct_expression name: (type_identifier) @type)) @bind`,
  `(parameter pattern: (identifier) @var type: ${RT}) @bind`,
  `(field_declaration name: (field_identifier) @var type: ${RT}) @bind.field`,
].join('\n');

/** Flattens a `use` tree into (local, name, source path) triples. */
function useTree(n: Node, prefix: string, out: { local: string; name: string; source: string }[]): void {
  switch (n.type) {
    case 'identifier':
    case 'self':
    case 'crate':
    case 'super':
      if (n.type === 'self') {
        const i = prefix.lastIndexOf('::');
        out.push({ local: prefix.slice(i + 2), name: '*', source: prefix });
      } else out.push({ local: n.text, name: n.text, source: prefix });
      break;
    case 'scoped_identifier': {
      const path = n.childForFieldName('path')?.text ?? '';
      const name = n.childForFieldName('name')?.text ?? '';
      out.push({ local: name, name, source: [prefix, path].filter(Boolean).join('::') });
      break;
    }
    case 'use_as_clause': {
      const p = n.childForFieldName('path');
      const alias = n.childForFieldName('alias')?.text;
      if (!p || !alias) break;
      const tmp: { local: string; name: string; source: string }[] = [];
      useTree(p, prefix, tmp);
      for (const t of tmp) out.push({ ...t, local: alias });
      break;
    }
    case 'scoped_use_list': {
      const path = n.childForFieldName('path')?.text ?? '';
      const list = n.childForFieldName('list');
      const pre = [prefix, path].filter(Boolean).join('::');
      for (const c of list?.namedChildren ?? []) if (c) useTree(c, pre, out);
      break;
    }
    case 'use_list':
      for (const c of n.namedChildren) if (c) useTree(c, prefix, out);
      break;
    case 'use_wildcard': {
      const path = n.namedChildren[0]?.text ?? '';
      out.push({ local: '*', name: '*', source: [prefix, path].filter(Boolean).join('::') });
      break;
    }
  }
}

function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  if (node.type === 'mod_item') {
    const name = node.childForFieldName('name')?.text;
    if (name) rec.imports.push({ local: name, name: '*', source: `self::${name}`, line });
    return;
  }
  const arg = node.childForFieldName('argument');
  if (!arg) return;
  const out: { local: string; name: string; source: string }[] = [];
  useTree(arg, '', out);
  for (const o of out) rec.imports.push({ ...o, line });
}

export const rustSpec: LangSpec = {
  query: QUERY,
  importNode,
};
