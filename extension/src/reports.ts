/**
 * Read-only Markdown documents for text answers (status, brief, why, search,
 * prepare-commit report) under the `kontext-report:` scheme, so closing them
 * never asks to save.
 */
import * as vscode from 'vscode';

const SCHEME = 'kontext-report';
const texts = new Map<string, string>();
let changed: vscode.EventEmitter<vscode.Uri> | undefined;

/** Registers the content provider (once, at activation). */
export function registerReports(context: vscode.ExtensionContext): void {
  changed = new vscode.EventEmitter<vscode.Uri>();
  context.subscriptions.push(
    changed,
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, {
      onDidChange: changed.event,
      provideTextDocumentContent: (uri) => texts.get(uri.path) ?? '',
    }),
  );
}

/** Shows `text` as a read-only Markdown document named `name` (reused and refreshed when shown again). */
export async function showReport(name: string, text: string): Promise<vscode.TextEditor> {
  const uri = vscode.Uri.from({ scheme: SCHEME, path: `/${name}.md` });
  texts.set(uri.path, text);
  changed?.fire(uri);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.languages.setTextDocumentLanguage(doc, 'markdown');
  return vscode.window.showTextDocument(doc, { preview: true });
}
