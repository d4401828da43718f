/**
 * The extension's one log: a LogOutputChannel named "kontext" that also
 * receives the language server's log (vscode-languageclient writes the
 * server's window/logMessage and stderr into it).
 */
import * as vscode from 'vscode';

let channel: vscode.LogOutputChannel | undefined;

/** The shared output channel, created on first use. */
export function logChannel(): vscode.LogOutputChannel {
  channel ??= vscode.window.createOutputChannel('kontext', { log: true });
  return channel;
}

/** Logs an error and shows it to the person with a button opening the log. */
export function showError(message: string, e?: unknown): void {
  logChannel().error(`${message}${e ? `: ${(e as Error)?.stack ?? e}` : ''}`);
  void vscode.window.showErrorMessage(`kontext: ${message}${e ? ` (${(e as Error)?.message ?? e})` : ''}`, 'Show Log').then((pick) => {
    if (pick) logChannel().show();
  });
}
