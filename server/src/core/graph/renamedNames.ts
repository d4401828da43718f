/**
 * Public names that only a renaming export gives (`export { createBaseVNode
 * as createElementVNode }`, also `… from './x'`; newcomer 17 #6: vuejs/core's
 * public API is largely so): looked up by that name, they find the
 * definition they rename (graphNames findDefinitions, after the name as
 * written and its other Unicode form found nothing), and the edge answers
 * say so (tools/codeShared renamedNote). A class so renamed names its
 * members too (`export { Hono as HonoBase }`: `HonoBase.route` is
 * Hono.route; newcomer 19 #3).
 */
import type { GraphData } from './graphData';
import type { DefRef } from './graphIndex';
import type { SymbolItem } from './graphNames';
import { CLASS_LIKE_KINDS } from './types';
import { nameParts } from './nameParts';
import { underScope } from './rank';

/** A bare identifier, the only public name an export gives. */
const BARE = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/**
 * The definitions a renaming export publishes under the bare `name`,
 * reached through the export as an importer would (graphModules
 * lookupExport), each as `item` makes it, of `opts.kind` and under
 * `opts.path` (a file or folder) when given; each once, by path and line.
 * Empty for a qualified name or one no export gives.
 */
export function renamedDefinitions(data: GraphData, item: (r: DefRef) => SymbolItem, name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
  const bare = name.trim();
  if (!BARE.test(bare)) return [];
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
 * The members `name` (`HonoBase.route`: a class's public name given only by
 * a renaming export, then a member's) means: for each class-like
 * definition the export renames (reached as renamedDefinitions reaches it),
 * what `member(owner, bare)` finds for its own name and the member's
 * (`Hono`, `route`: its own member, or one it inherits), each once, by path
 * and line; `member` applies findDefinitions' kind and path options. Empty
 * for a name of other than two parts, or whose first no export gives to a
 * class.
 */
export function renamedMemberDefinitions(data: GraphData, item: (r: DefRef) => SymbolItem, member: (owner: string, bare: string) => SymbolItem[], name: string): SymbolItem[] {
  const parts = nameParts(name);
  if (parts.length !== 2 || !BARE.test(parts[0])) return [];
  const [owner, bare] = parts;
  const seen = new Set<string>();
  const out: SymbolItem[] = [];
  for (const x of data.renamedExports(owner)) {
    for (const r of data.lookupExport(x.path, owner, 0)) {
      if (!CLASS_LIKE_KINDS.has(data.def(r).kind)) continue;
      for (const it of member(item(r).name, bare)) {
        const key = `${it.ref.path}\0${it.ref.i}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(it);
      }
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
