/**
 * Which Node runs kontext's processes (the language server and the MCP
 * server): the configured `kontext.nodePath`, else the editor's own runtime.
 * Under Electron that is the editor executable with ELECTRON_RUN_AS_NODE=1,
 * set only in that child's environment (SPEC §11b, issue 4); the server scrubs
 * it again before it starts git or hooks (core/git.ts childEnv).
 */
import * as vscode from 'vscode';

/** An absolute command plus the environment additions it needs. */
export interface NodeRuntime {
  /** Absolute path of the executable. */
  command: string;
  /** Variables to add to the child's environment (never to our own). */
  env: Record<string, string>;
  /** True when `command` is the editor's own executable. */
  editorRuntime: boolean;
}

/** Resolves the runtime from `kontext.nodePath` (empty = the editor's runtime). */
export function nodeRuntime(): NodeRuntime {
  const configured = vscode.workspace.getConfiguration('kontext').get<string>('nodePath', '').trim();
  if (configured) return { command: configured, env: {}, editorRuntime: false };
  const electron = Boolean(process.versions.electron);
  return { command: process.execPath, env: electron ? { ELECTRON_RUN_AS_NODE: '1' } : {}, editorRuntime: true };
}
