/**
 * The test extension's entry in code-server: when KONTEXT_EDITOR_TEST_OUT is
 * set in the editor's environment it runs the checks once the editor has
 * started, writing results there (screenshots handshake through
 * KONTEXT_EDITOR_SHOTS when set).
 */
import * as vscode from 'vscode';
import { runChecks } from './checks';

export function activate(context: vscode.ExtensionContext): void {
  const out = process.env.KONTEXT_EDITOR_TEST_OUT;
  // Under @vscode/test-electron the runner calls electron.ts's run() instead.
  if (!out || process.env.KONTEXT_EDITOR_RUNNER === 'electron') return;
  void runChecks(out, process.env.KONTEXT_EDITOR_SHOTS || undefined).catch((e) => {
    void vscode.window.showErrorMessage(`kontext editor checks crashed: ${(e as Error).message}`);
  });
  context.subscriptions.push({ dispose() {} });
}
