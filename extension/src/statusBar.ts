/**
 * The status bar item: inbox count and code-graph state from the server's
 * `kontext/status` notification; a click shows the full status report.
 */
import * as vscode from 'vscode';
import type { StatusParams } from '../../server/src/protocol';
import { SETUP_HINT } from '../../server/src/core/setup';
import type { KontextClient } from './client';

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

/** Text and tooltip for one status (exported for the editor tests' view of the item). */
export function statusText(s: StatusParams): { text: string; tooltip: string } {
  if (s.state === 'no-repo') return { text: '$(book) kontext', tooltip: 'kontext: no git repository in this workspace' };
  if (s.state === 'error') return { text: '$(error) kontext', tooltip: `kontext: ${s.message ?? 'the server failed'}` };
  if (s.state === 'starting') return { text: '$(loading~spin) kontext', tooltip: 'kontext: opening the repository…' };
  const inbox = s.inbox ? s.inbox.team + s.inbox.private : 0;
  const graph =
    s.graph.state === 'indexing'
      ? ` $(sync~spin) ${s.graph.done ?? 0}/${s.graph.total ?? '?'}`
      : s.graph.state === 'unavailable'
        ? ''
        : '';
  const problems = s.problems?.errors ? ` $(error) ${s.problems.errors}` : '';
  const lines = [
    `kontext — ${s.root ?? ''}`,
    s.setUp ? 'store set up' : `not set up: team knowledge needs a store — ${SETUP_HINT} (private notes still work)`,
    s.inbox ? `inbox: ${s.inbox.team} team, ${s.inbox.private} private candidate(s)` : '',
    `code graph: ${s.graph.state}${s.graph.state === 'indexing' ? ` (${s.graph.done ?? 0}/${s.graph.total ?? '?'} files)` : ''}`,
    s.problems ? `checks: ${s.problems.errors} error(s), ${s.problems.warnings} warning(s)` : '',
    s.message ?? '',
    'Click for the full status.',
  ].filter(Boolean);
  return { text: `$(book) kontext${inbox ? ` $(inbox) ${inbox}` : ''}${graph}${problems}`, tooltip: lines.join('\n') };
}

function render(item: vscode.StatusBarItem, s: StatusParams): void {
  const { text, tooltip } = statusText(s);
  item.text = text;
  item.tooltip = tooltip;
  item.backgroundColor = s.problems?.errors ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
}
