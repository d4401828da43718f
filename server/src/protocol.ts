/**
 * kontext's custom LSP messages, declared once for both sides (STYLE §10).
 * The server (`server/src/lsp/`) and the extension (`extension/src/`) import
 * this file by relative path; esbuild bundles it into each. Only
 * `vscode-jsonrpc` message types are used, so neither side pulls the other's
 * library.
 */
import { NotificationType, RequestType } from 'vscode-jsonrpc';

/** One content block of an MCP `CallToolResult` (kontext tools only produce text). */
export interface TextContent {
  type: 'text';
  text: string;
}

/** The MCP `CallToolResult` shape, unchanged (SPEC §11b). */
export interface CallToolResult {
  content: TextContent[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** Params of `kontext/callTool`. */
export interface CallToolParams {
  /** Registry tool name, e.g. `ctx_search`, `code_callers`. */
  name: string;
  /** Raw arguments; the registry validates and coerces them (SPEC §11). */
  arguments?: Record<string, unknown>;
  /** Absolute folder whose repository the call runs in; default: the server's repository. */
  folder?: string;
  /**
   * Who reads the answer's "next step" hints: `editor` (default) — a person,
   * shown palette commands; `tool` — a chat model, shown tool calls.
   */
  hints?: 'editor' | 'tool';
}

/**
 * `kontext/callTool` — sent by the extension (chat tools, commands, views) to
 * run any registry tool. Answers the MCP `CallToolResult` unchanged; an
 * unknown tool name is a ResponseError (-32602), every other failure an
 * `isError` result.
 */
export const CallToolRequest = new RequestType<CallToolParams, CallToolResult, void>('kontext/callTool');

/** Params of `kontext/status`: everything the status bar item shows. */
export interface StatusParams {
  /** `starting` until the repository is opened; `error` when it cannot be. */
  state: 'starting' | 'ready' | 'error' | 'no-repo';
  /** Absolute work-tree root, or null outside a repository. */
  root: string | null;
  /** True when the store directory exists (SPEC §2.1). */
  setUp: boolean;
  /** Inbox candidates of this clone (team = promotable, private = stays local). */
  inbox?: { team: number; private: number };
  /** Code-graph state: `idle` (not built yet), `indexing` with progress, `ready`, `unavailable`. */
  graph: { state: 'idle' | 'indexing' | 'ready' | 'unavailable'; done?: number; total?: number };
  /** Errors and warnings from `check` on the working tree (SPEC §2.8). */
  problems?: { errors: number; warnings: number };
  /** A short human line for the tooltip (errors, hints). */
  message?: string;
}

/**
 * `kontext/status` — sent by the server after it opens the repository and
 * whenever the inbox, the store checks or the graph state change. Drives the
 * status bar item.
 */
export const StatusNotification = new NotificationType<StatusParams>('kontext/status');

/** Params of `kontext/refresh`. */
export interface RefreshParams {
  /** What changed: `inbox` after capture/promote/drop, `store` after entries changed. */
  what: ('inbox' | 'store' | 'commitPrep')[];
}

/**
 * `kontext/refresh` — sent by the server after a write it made (capture,
 * promote, drop) so that the inbox and commit-prep views redraw at once.
 */
export const RefreshNotification = new NotificationType<RefreshParams>('kontext/refresh');

/**
 * `workspace/executeCommand` ids the server handles. Each takes one argument
 * object and answers a `CallToolResult`. They differ from the extension's
 * palette commands (`kontext.capture…`) because vscode-languageclient
 * registers server command ids as editor commands itself.
 */
export const ServerCommands = {
  /** `[CaptureArgs]` → `ctx_capture` with origin `editor`. */
  capture: 'kontext.server.capture',
  /** `[{ids: string[], stage?: boolean}]` → promote inbox candidates (SPEC §5.3). */
  promote: 'kontext.server.promote',
  /**
   * `[{ids: string[]}]` → promote private inbox notes the user chose to share
   * (`kontext_promote` with `share`, like `kontext promote <id> --share`; staged).
   */
  share: 'kontext.server.share',
  /** `[{ids: string[]}]` → drop inbox candidates (SPEC §5.2). */
  drop: 'kontext.server.drop',
  /** `[{promote?: string[], drop?: string[]}]` → the prepare-commit report (SPEC §5.5). */
  prepareCommit: 'kontext.server.prepareCommit',
  /** `[{id: string}]` → `structuredContent {file, id, title, kind}` of a store entry (SPEC §2.5 resolution). */
  locate: 'kontext.server.locate',
} as const;

/** Client-side command the code lens and hover links invoke: `[entries: LensEntry[]]`. */
export const ShowKnowledgeCommand = 'kontext.showKnowledge';

/** One entry a code lens points at (client shows a quick pick, opens the file). */
export interface LensEntry {
  id: string;
  kind: string;
  title: string;
  status?: string;
  /** Absolute file path of the entry. */
  file: string;
}

/** Initialization options the extension passes to `kontext lsp`. */
export interface InitOptions {
  /** VS Code language ids that get kontext's call hierarchy (SPEC §11b setting). */
  callHierarchyLanguages?: string[];
  /** Show the "N decisions · M conventions" code lens (default true). */
  codeLens?: boolean;
  /** Show the hover "why" (default true). */
  hover?: boolean;
}
