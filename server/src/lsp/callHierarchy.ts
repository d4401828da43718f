/**
 * Call hierarchy (prepare, incoming, outgoing) from kontext's code graph
 * (SPEC §12, issue 3), for every language it indexes. Registered dynamically
 * for the languages the client chose (`kontext.callHierarchy.languages`), so
 * languages with their own provider keep it.
 */
import { CallHierarchyPrepareRequest, type CallHierarchyItem, type Range } from 'vscode-languageserver/node';
import type { EdgeItem } from '../core/graph/graph';
import type { SymbolItem } from '../core/graph/graphNames';
import type { Repo } from '../core/repo';
import type { LspContext } from './context';
import { toCallHierarchyItem } from './convert';
import { engine } from './lazy';
import { runSafe } from './safe';
import { redactShown } from './redact';

/** What an item carries between requests: the repository root and the definition. */
interface ItemData {
  root: string;
  path: string;
  i: number;
  name: string;
}

/** Default languages when the client sends none: everything the graph parses except TS/JS (built-in provider). */
export const DEFAULT_CALL_HIERARCHY_LANGUAGES = ['python', 'go', 'rust', 'java', 'csharp', 'cpp', 'c', 'ruby', 'php', 'shellscript', 'scala', 'lua', 'zig', 'kotlin', 'swift', 'dart'];

/** The item of a definition; its name and signature (a default value may hold a key) redacted (lsp/redact.ts). */
function item(repo: Repo, s: SymbolItem): CallHierarchyItem {
  const name = redactShown(repo, s.name);
  const data: ItemData = { root: repo.root, path: s.ref.path, i: s.ref.i, name };
  return toCallHierarchyItem(repo, { ...s, name, signature: redactShown(repo, s.signature) }, data);
}

function sites(e: EdgeItem): Range[] {
  return e.sites.map((s) => ({ start: { line: s.line - 1, character: s.col }, end: { line: s.line - 1, character: s.endCol } }));
}

/** The repository and definition an item points at; null for top-level (module) items, which have no calls of their own. */
async function resolve(ctx: LspContext, it: CallHierarchyItem): Promise<{ repo: Repo; ref: { path: string; i: number } } | null> {
  const d = it.data as ItemData | undefined;
  if (!d || d.i < 0) return null;
  const repo = await ctx.workspace.repoForDir(d.root);
  return repo ? { repo, ref: { path: d.path, i: d.i } } : null;
}

export function registerCallHierarchy(ctx: LspContext): void {
  const ch = ctx.connection.languages.callHierarchy;
  ch.onPrepare((params, token) =>
    runSafe(ctx.log, 'prepareCallHierarchy', token, null, async () => {
      const target = await ctx.workspace.target(params.textDocument.uri);
      if (!target) return null;
      await ctx.graphSettled();
      const graph = await (await engine()).graphFor(target.repo);
      const defs = graph.definitionsAt(target.rel, params.position.line + 1, params.position.character);
      return defs.length ? defs.map((s) => item(target.repo, s)) : null;
    }),
  );
  ch.onIncomingCalls((params, token) =>
    runSafe(ctx.log, 'incomingCalls', token, [], async () => {
      const r = await resolve(ctx, params.item);
      if (!r) return [];
      await ctx.graphSettled();
      const graph = await (await engine()).graphFor(r.repo);
      return graph.callers(r.ref).map((e) => ({ from: item(r.repo, e), fromRanges: sites(e) }));
    }),
  );
  ch.onOutgoingCalls((params, token) =>
    runSafe(ctx.log, 'outgoingCalls', token, [], async () => {
      const r = await resolve(ctx, params.item);
      if (!r) return [];
      await ctx.graphSettled();
      const graph = await (await engine()).graphFor(r.repo);
      return graph.callees(r.ref).map((e) => ({ to: item(r.repo, e), fromRanges: sites(e) }));
    }),
  );
}

/** Registers the capability for `languages` (dynamic registration; called after `initialized`). */
export async function announceCallHierarchy(ctx: LspContext, languages: string[]): Promise<void> {
  if (!languages.length) return;
  await ctx.connection.client.register(CallHierarchyPrepareRequest.type, {
    documentSelector: languages.map((language) => ({ language, scheme: 'file' })),
  });
}
