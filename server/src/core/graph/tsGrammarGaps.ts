/**
 * Valid TypeScript the bundled grammar (@vscode/tree-sitter-wasm's
 * tree-sitter-typescript) does not know, so that a file using it is not
 * listed among the files with syntax errors (newcomer 8 #8).
 *
 * TypeScript 5.0's type-only star re-exports, `export type * from './x'`
 * and `export type * as ns from './x'`, parse as an export_statement whose
 * `type` keyword is an ERROR node: `(export_statement (ERROR) source: …)`,
 * or with `(namespace_export …)` after it. The rest of the statement is
 * whole, so the TS extraction already records it as the star re-export
 * (or namespace re-export) it is; only the error count was wrong. Each such
 * ERROR node (text `type`, inside an export_statement with a `source`,
 * followed by `*` or a namespace_export) is one error countErrors counted.
 */
import type { Node } from 'web-tree-sitter';

/** How many of the tree's error nodes are the `type` of a TS 5 `export type *` (0 when the tree has no error). */
export function typeStarExportErrors(root: Node): number {
  if (!root.hasError) return 0;
  let n = 0;
  for (const e of root.descendantsOfType('ERROR')) {
    const stmt = e?.parent;
    if (!e || stmt?.type !== 'export_statement' || e.text !== 'type' || !stmt.childForFieldName('source')) continue;
    const next = e.nextSibling?.type;
    if (next === '*' || next === 'namespace_export') n++;
  }
  return n;
}
