/**
 * TypeScript/JavaScript module records (langTs.ts's LangSpec importNode and
 * exportNode): ES imports (default, namespace, named with aliases), CommonJS
 * `require` bindings (whole, destructured, one property), and exports
 * (declarations, `export default`, export clauses, re-exports, `export *`,
 * `export * as ns`) into FileRec.imports / FileRec.exports.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';


/** The text inside a string literal node's quotes, or null. */
function stringValue(n: Node | null): string | null {
  if (!n) return null;
  const t = n.text;
  return t.length >= 2 ? t.slice(1, -1) : null;
}

/** Adds the imports of an `import` statement or a `require` declarator to `rec.imports` (one per local name). */
export function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  if (node.type === 'variable_declarator') {
    // const x = require('m') / const { a, b: c } = require('m') / const x = require('m').default (or .y)
    let value = node.childForFieldName('value');
    let member: string | null = null;
    if (value?.type === 'member_expression') {
      member = value.childForFieldName('property')?.text ?? null;
      value = value.childForFieldName('object');
    }
    const args = value?.childForFieldName('arguments');
    const source = stringValue(args?.namedChildren[0] ?? null);
    const pattern = node.childForFieldName('name');
    if (!source || !pattern) return;
    if (pattern.type === 'identifier') rec.imports.push({ local: pattern.text, name: member ?? '*', source, line });
    else if (member) return;
    else if (pattern.type === 'object_pattern') {
      for (const p of pattern.namedChildren) {
        if (!p) continue;
        if (p.type === 'shorthand_property_identifier_pattern') rec.imports.push({ local: p.text, name: p.text, source, line });
        else if (p.type === 'pair_pattern') {
          const k = p.childForFieldName('key');
          const v = p.childForFieldName('value');
          if (k && v?.type === 'identifier') rec.imports.push({ local: v.text, name: k.text, source, line });
        }
      }
    }
    return;
  }
  const source = stringValue(node.childForFieldName('source'));
  if (!source) return;
  const clause = node.namedChildren.find((c) => c?.type === 'import_clause');
  if (!clause) return;
  for (const c of clause.namedChildren) {
    if (!c) continue;
    if (c.type === 'identifier') rec.imports.push({ local: c.text, name: 'default', source, line });
    else if (c.type === 'namespace_import') {
      const id = c.namedChildren.find((x) => x?.type === 'identifier');
      if (id) rec.imports.push({ local: id.text, name: '*', source, line });
    } else if (c.type === 'named_imports') {
      for (const s of c.namedChildren) {
        if (s?.type !== 'import_specifier') continue;
        const name = s.childForFieldName('name')?.text;
        const alias = s.childForFieldName('alias')?.text;
        if (name) rec.imports.push({ local: alias ?? name, name, source, line });
      }
    }
  }
}

/** True when an export statement is `export default …`. */
export function isDefault(exportStmt: Node): boolean {
  for (const c of exportStmt.children) if (c?.type === 'default') return true;
  return false;
}

/** Adds the exports of an `export` statement to `rec.exports`: local names, `default`, re-exports (`from`), `*`. */
export function exportNode(node: Node, rec: FileRec): void {
  const source = stringValue(node.childForFieldName('source'));
  const decl = node.childForFieldName('declaration');
  if (decl) {
    if (isDefault(node)) {
      const n = decl.childForFieldName('name');
      if (n) rec.exports.push({ name: 'default', local: n.text });
    }
    return;
  }
  const value = node.childForFieldName('value');
  if (value && isDefault(node)) {
    if (value.type === 'identifier') rec.exports.push({ name: 'default', local: value.text });
    else {
      const n = value.childForFieldName('name');
      if (n) rec.exports.push({ name: 'default', local: n.text });
    }
    return;
  }
  let clause = false;
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (c.type === 'export_clause') {
      clause = true;
      for (const s of c.namedChildren) {
        if (s?.type !== 'export_specifier') continue;
        const name = s.childForFieldName('name')?.text;
        const alias = s.childForFieldName('alias')?.text;
        if (!name) continue;
        if (source) rec.exports.push({ name: alias ?? name, source, from: name });
        else rec.exports.push({ name: alias ?? name, local: name });
      }
    } else if (c.type === 'namespace_export' && source) {
      clause = true;
      const id = c.namedChildren.find((x) => x?.type === 'identifier' || x?.type === 'string');
      if (id) rec.exports.push({ name: id.text.replace(/^['"]|['"]$/g, ''), source, from: '*' });
    }
  }
  if (!clause && source) rec.exports.push({ name: '*', source, from: '*' });
}
