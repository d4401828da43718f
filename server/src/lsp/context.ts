/**
 * What every LSP feature gets: the connection, the open documents, the
 * workspace's repositories, the tool registry and the logger. Features are
 * registered from one list in server.ts, each in its own file.
 */
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Logger } from '../core/logger';
import type { InitOptions } from '../protocol';
import type { Registry } from '../tools/registry';
import type { LspWorkspace } from './workspace';

export interface LspContext {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  workspace: LspWorkspace;
  log: Logger;
  /** Loaded and built on first use: no tool module is loaded before `initialize` is answered. */
  registry(): Promise<Registry>;
  /** Options from the client's `initialize` (filled before `initialized`). */
  options: InitOptions;
  /** Client capabilities that features branch on. */
  caps: { dynamicCallHierarchy: boolean; dynamicWatchers: boolean };
  /** Asks the status feature to recompute and send `kontext/status` (debounced). */
  statusChanged(): void;
  /** Tells the client which views to redraw after a write, and recomputes status. */
  wrote(what: ('inbox' | 'store' | 'commitPrep')[]): void;
  /** Resolves when the code graph has taken in every save reported so far (lsp/graphSync.ts). */
  graphSettled(): Promise<void>;
}
