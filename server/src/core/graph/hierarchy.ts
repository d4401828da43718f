/**
 * Call hierarchy data for the editor's language server (LSP
 * `textDocument/prepareCallHierarchy`, `callHierarchy/incomingCalls`,
 * `callHierarchy/outgoingCalls`, SPEC §11b/§12), from the same graph the
 * code_* tools use, so the editor and agents always agree. Plain records:
 * repo-relative paths, 1-based lines, 0-based UTF-16 columns; `lsp/`
 * converts them to protocol types.
 */
import type { Repo } from '../repo';
import type { DefKind, Via } from './types';
import { openGraph } from './graph';
import { defKey, type DefRef } from './graphIndex';

/** A 1-based-line, 0-based-column range (end exclusive). */
export interface GraphRange {
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

/** A call hierarchy item: one definition (or a file's top level, kind `module`). */
export interface HierarchyItem {
  name: string;
  kind: DefKind;
  path: string;
  /** Whole definition. */
  range: GraphRange;
  /** The name. */
  selectionRange: GraphRange;
  detail?: string;
  /** Opaque handle to pass back to incoming/outgoing (`path#index`). */
  id: string;
}

/** An incoming or outgoing call: the other definition and the call sites (in the caller's file). */
export interface HierarchyCall {
  item: HierarchyItem;
  via: Via;
  fromRanges: GraphRange[];
}

function toItem(repo: Repo, ref: DefRef): HierarchyItem {
  const g = openGraph(repo);
  if (ref.i < 0) {
    const name = ref.path.slice(ref.path.lastIndexOf('/') + 1);
    const r = { line: 1, col: 0, endLine: 1, endCol: 0 };
    return { name, kind: 'module', path: ref.path, range: r, selectionRange: r, id: `${ref.path}#-1` };
  }
  const d = g.data.def(ref);
  // Named and kinded as every other answer names it (CodeGraph.item): `geo::helper` a function, `geo::Square::area`, `Web::Base#make`.
  const named = g.item(ref);
  const item: HierarchyItem = {
    name: named.name,
    kind: named.kind,
    path: ref.path,
    range: { line: d.line, col: d.col, endLine: d.endLine, endCol: d.endCol },
    selectionRange: { line: d.nameLine, col: d.nameCol, endLine: d.nameLine, endCol: d.nameCol + d.name.length },
    id: defKey(ref.path, ref.i),
  };
  if (d.signature) item.detail = d.signature;
  return item;
}

function fromId(repo: Repo, id: string): DefRef | null {
  const k = id.lastIndexOf('#');
  if (k < 0) return null;
  const ref = { path: id.slice(0, k), i: Number(id.slice(k + 1)) };
  const rec = openGraph(repo).data.files.get(ref.path);
  return rec && Number.isInteger(ref.i) && ref.i >= 0 && ref.i < rec.defs.length ? ref : null;
}

/**
 * Definitions at a position of `relPath` (1-based line, 0-based column): the
 * one whose name is under the cursor, else the innermost one around it.
 * Waits for the first index like the tools (throws KontextError 'busy').
 */
export async function prepareCallHierarchy(repo: Repo, relPath: string, line: number, col: number): Promise<HierarchyItem[]> {
  const g = openGraph(repo);
  await g.ensure();
  return g.definitionsAt(relPath, line, col).slice(0, 1).map((d) => toItem(repo, d.ref));
}

/** Callers of `item` with their call sites. Unknown or stale ids give []. */
export function incomingCalls(repo: Repo, item: Pick<HierarchyItem, 'id'>): Promise<HierarchyCall[]> {
  return hierarchyCalls(repo, item, 'callers');
}

/** Callees of `item` with the call sites inside it. Unknown or stale ids give []. */
export function outgoingCalls(repo: Repo, item: Pick<HierarchyItem, 'id'>): Promise<HierarchyCall[]> {
  return hierarchyCalls(repo, item, 'callees');
}

/** One direction of the call hierarchy: the graph's edges of `item`, as items with their call-site ranges. */
async function hierarchyCalls(repo: Repo, item: Pick<HierarchyItem, 'id'>, direction: 'callers' | 'callees'): Promise<HierarchyCall[]> {
  const g = openGraph(repo);
  await g.ensure();
  const ref = fromId(repo, item.id);
  if (!ref) return [];
  return g[direction](ref).map((e) => ({
    item: toItem(repo, e.ref),
    via: e.via,
    fromRanges: e.sites.map((s) => ({ line: s.line, col: s.col, endLine: s.line, endCol: s.endCol })),
  }));
}
