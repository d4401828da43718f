/**
 * Which workspace folder a command acts on: the active editor's, else the
 * first. Paths for capture are made relative to that folder with forward
 * slashes (SPEC: repo-relative paths).
 */
import * as path from 'node:path';
import * as vscode from 'vscode';

/** The folder of the active file, else the first folder, else undefined. */
export function activeFolder(): vscode.WorkspaceFolder | undefined {
  const uri = vscode.window.activeTextEditor?.document.uri;
  return (uri && vscode.workspace.getWorkspaceFolder(uri)) ?? vscode.workspace.workspaceFolders?.[0];
}

/** `uri` relative to `folder`, forward slashes; undefined outside it. */
export function relativePath(folder: vscode.WorkspaceFolder, uri: vscode.Uri): string | undefined {
  const rel = path.relative(folder.uri.fsPath, uri.fsPath);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}
