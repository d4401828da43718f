/**
 * Keeps the code graph in step with the editor (issue 3): a saved document
 * (`textDocument/didSave`) and source files the client's watcher reports
 * created, changed or deleted (`workspace/didChangeWatchedFiles`) are
 * re-indexed at once through `CodeGraph.updateFiles`, instead of on the
 * mtime sweep before the next question or, for a new file nobody saved, the
 * relisting every 5 s. Call hierarchy requests and `kontext/callTool` wait
 * for the updates reported before them (`settled`), so an answer right after
 * a save sees the saved file.
 *
 * A document the editor opens has its syntax tree kept (and freed when it is
 * closed), so that its saves re-parse only what changed (keptTrees.ts).
 *
 * Only repositories whose graph is already indexed are updated: a save never
 * starts a first index (the first question does). When the client allows
 * dynamic registration, the server asks it to watch the source files the
 * graph parses, by ending or name and in script folders (engine.ts
 * graphScriptGlob: scripts without an ending); the extension's own watcher
 * covers only `.ai/` and config.
 */
import { DidChangeWatchedFilesNotification, FileChangeType, type FileEvent } from 'vscode-languageserver/node';
import type { Repo } from '../core/repo';
import type { LspContext } from './context';
import type { FileChangeKind } from './engine';
import { engine } from './lazy';

export interface GraphSync {
  /** Re-indexes the files at `uris` (file: URIs; others are ignored), all changed the same way. */
  changed(uris: string[], kind: FileChangeKind): void;
  /** Takes a `workspace/didChangeWatchedFiles` report: each event by its type. */
  watched(events: FileEvent[]): void;
  /** Resolves when every update reported so far is done (never rejects). */
  settled(): Promise<void>;
  /** Registers a watcher for the graph's source files with the client (after `initialized`). */
  watch(): Promise<void>;
}

const WATCHED_KIND: Record<number, FileChangeKind> = {
  [FileChangeType.Created]: 'created',
  [FileChangeType.Changed]: 'changed',
  [FileChangeType.Deleted]: 'deleted',
};

export function registerGraphSync(ctx: LspContext): GraphSync {
  let pending: Promise<void> = Promise.resolve();

  async function update(changes: { uri: string; kind: FileChangeKind }[]): Promise<void> {
    const byRepo = new Map<string, { repo: Repo; files: { rel: string; kind: FileChangeKind }[] }>();
    for (const { uri, kind } of changes) {
      const target = await ctx.workspace.target(uri);
      if (!target) continue;
      const entry = byRepo.get(target.repo.root) ?? { repo: target.repo, files: [] };
      entry.files.push({ rel: target.rel, kind });
      byRepo.set(target.repo.root, entry);
    }
    if (!byRepo.size) return;
    const e = await engine();
    for (const { repo, files } of byRepo.values()) await e.graphFilesChanged(repo, files);
  }

  /** Chains `job` after the work reported before it; a failure is logged as `what` failed. */
  function chain(job: () => Promise<void>, what: string): void {
    // Chained synchronously, before any await: a request that arrives after the notification waits for it.
    pending = pending.then(job).catch((err) => ctx.log.log('warning', `${what} failed: ${(err as Error).message}`));
  }

  function enqueue(changes: { uri: string; kind: FileChangeKind }[]): void {
    if (changes.length) chain(() => update(changes), 'code graph update after a file change');
  }

  const sync: GraphSync = {
    changed: (uris, kind) => enqueue(uris.map((uri) => ({ uri, kind }))),
    watched: (events) => enqueue(events.filter((ev) => WATCHED_KIND[ev.type]).map((ev) => ({ uri: ev.uri, kind: WATCHED_KIND[ev.type] }))),
    settled: () => pending,
    async watch() {
      const e = await engine();
      // Files by ending or name, and the script folders' files (scripts without an ending, read by their `#!` line).
      await ctx.connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: e.graphSourceGlob() }, { globPattern: e.graphScriptGlob() }] });
    },
  };
  ctx.documents.onDidSave((e) => sync.changed([e.document.uri], 'saved'));
  // An open document's tree is kept, so its saves re-parse only what changed; a closed one's is freed.
  const opened = (uri: string, open: boolean): void =>
    chain(async () => {
      const target = await ctx.workspace.target(uri);
      if (target) await (await engine()).graphFilesOpened(target.repo, [target.rel], open);
    }, 'code graph: keeping the tree of an open document');
  ctx.documents.onDidOpen((e) => opened(e.document.uri, true));
  ctx.documents.onDidClose((e) => opened(e.document.uri, false));
  return sync;
}
