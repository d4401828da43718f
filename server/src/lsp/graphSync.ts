/**
 * Keeps the code graph in step with the editor (issue 3): a saved document
 * (`textDocument/didSave`) and source files the client's watcher reports
 * changed (`workspace/didChangeWatchedFiles`) are re-indexed at once through
 * `CodeGraph.updateFiles`, instead of on the mtime sweep before the next
 * question. Call hierarchy requests wait for the updates reported before
 * them (`settled`), so an answer right after a save sees the saved file.
 *
 * Only repositories whose graph is already indexed are updated: a save never
 * starts a first index (the first question does). When the client allows
 * dynamic registration, the server asks it to watch the source files the
 * graph parses (the extension's own watcher covers only `.ai/` and config).
 */
import { DidChangeWatchedFilesNotification } from 'vscode-languageserver/node';
import type { Repo } from '../core/repo';
import type { LspContext } from './context';
import { engine } from './lazy';

export interface GraphSync {
  /**
   * Re-indexes the files at `uris` (file: URIs; others are ignored).
   * `knownOnly`: only files the graph already indexes (watcher events).
   */
  changed(uris: string[], knownOnly: boolean): void;
  /** Resolves when every update reported so far is done (never rejects). */
  settled(): Promise<void>;
  /** Registers a watcher for the graph's source files with the client (after `initialized`). */
  watch(): Promise<void>;
}

export function registerGraphSync(ctx: LspContext): GraphSync {
  let pending: Promise<void> = Promise.resolve();

  async function update(uris: string[], knownOnly: boolean): Promise<void> {
    const byRepo = new Map<string, { repo: Repo; rels: string[] }>();
    for (const uri of uris) {
      const target = await ctx.workspace.target(uri);
      if (!target) continue;
      const entry = byRepo.get(target.repo.root) ?? { repo: target.repo, rels: [] };
      entry.rels.push(target.rel);
      byRepo.set(target.repo.root, entry);
    }
    if (!byRepo.size) return;
    const e = await engine();
    for (const { repo, rels } of byRepo.values()) await e.graphSaved(repo, rels, knownOnly);
  }

  const sync: GraphSync = {
    changed(uris, knownOnly) {
      if (!uris.length) return;
      // Chained synchronously, before any await: a request that arrives after the notification waits for it.
      pending = pending.then(() => update(uris, knownOnly)).catch((err) => ctx.log.log('warning', `code graph update after a save failed: ${(err as Error).message}`));
    },
    settled: () => pending,
    async watch() {
      const glob = (await engine()).graphSourceGlob();
      await ctx.connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: glob }] });
    },
  };
  ctx.documents.onDidSave((e) => sync.changed([e.document.uri], false));
  return sync;
}
