/**
 * Public names that only a renaming export gives (`export { createBaseVNode
 * as createElementVNode }`, also `… from './x'`; newcomer 17 #6: vuejs/core's
 * public API is largely so): looked up by that name, they find the
 * definition they rename (graphNames findDefinitions, after the name as
 * written and its other Unicode form found nothing), and the edge answers
 * say so (tools/codeShared renamedNote).
 */
import type { GraphData } from './graphData';
import type { DefRef } from './graphIndex';
import type { SymbolItem } from './graphNames';
import { underScope } from './rank';

/**
 * The definitions a renaming export publishes under the bare `name`,
 * reached through the export as an importer would (graphModules
 * lookupExport), each as `item` makes it, of `opts.kind` and under
 * `opts.path` (a file or folder) when given; each once, by path and line.
 * Empty for a qualified name or one no export gives.
 */
export function renamedDefinitions(data: GraphData, item: (r: DefRef) => SymbolItem, name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
  const bare = name.trim();
  if (!/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(bare)) return [];
  const inScope = underScope(opts.path);
  const seen = new Set<string>();
  const out: SymbolItem[] = [];
  for (const x of data.renamedExports(bare)) {
    for (const r of data.lookupExport(x.path, bare, 0)) {
      const key = `${r.path}\0${r.i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const it = item(r);
      if (opts.kind && it.kind !== opts.kind) continue;
      if (!inScope(it.path)) continue;
      out.push(it);
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/**
 * The files whose renaming exports give something the public name `name`
 * (GraphIndex.renamedExports), sorted, for the note an answer found so adds
 * (`createElementVNode is not defined under that name; answering for
 * createBaseVNode, which … exports as createElementVNode`).
 */
export function exportedUnder(data: GraphData, name: string): string[] {
  return [...new Set(data.renamedExports(name.trim()).map((x) => x.path))].sort();
}
