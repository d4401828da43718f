/**
 * Rust's imports (langRust.ts rustSpec `importNode`): `use` trees flattened
 * into FileRec.imports — `use a::b::{c, d as e, self, *}` gives one record
 * per name, `source` the path before it (resolved against the module later,
 * langRust resolveRustPath) — and `mod x;` as an import of module `x`.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

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

/**
 * Rust's LangSpec.importNode: a `use` declaration's names as FileRec.imports
 * (each `{local, name, source}` of its tree, useTree), `mod x;` as an
 * import of every item of `self::x` under the local name `x`, and `extern
 * crate x as y;` as `use x as y;` (the Rust Reference, "Extern crate
 * declarations": the crate bound to that name in the module).
 */
export function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  if (node.type === 'mod_item') {
    const name = node.childForFieldName('name')?.text;
    if (name) rec.imports.push({ local: name, name: '*', source: `self::${name}`, line });
    return;
  }
  if (node.type === 'extern_crate_declaration') {
    const name = node.childForFieldName('name')?.text;
    const local = node.childForFieldName('alias')?.text ?? name;
    if (name && local && name !== 'self') rec.imports.push({ local, name, source: '', line });
    return;
  }
  const arg = node.childForFieldName('argument');
  if (!arg) return;
  const out: { local: string; name: string; source: string }[] = [];
  useTree(arg, '', out);
  for (const o of out) rec.imports.push({ ...o, line });
}
