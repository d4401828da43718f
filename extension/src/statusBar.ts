/**
 * The status bar item: inbox count and code-graph state from the server's
 * `kontext/status` notification; a click shows the full status report.
 */
import * as vscode from 'vscode';
import type { StatusParams } from '../../server/src/protocol';
import type { KontextClient } from './client';
import { statusText } from './statusText';

export { statusText };

/** Creates the item (shown at once as "starting") and keeps it in step with the server. */
export function registerStatusBar(context: vscode.ExtensionContext, client: KontextClient): vscode.StatusBarItem {
  const item = vscode.window.createStatusBarItem('kontext.status', vscode.StatusBarAlignment.Left, 5);
  item.name = 'kontext';
  item.command = 'kontext.showStatus';
  item.text = '$(loading~spin) kontext';
  item.tooltip = 'kontext: starting the language server…';
  item.show();
  context.subscriptions.push(item, client.onStatus((s) => render(item, s)));
  return item;
}

function render(item: vscode.StatusBarItem, s: StatusParams): void {
  const { text, tooltip } = statusText(s);
  item.text = text;
  item.tooltip = tooltip;
  item.backgroundColor = s.problems?.errors ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
}
