/**
 * Status bar text and tooltip from the server's `kontext/status` (no
 * `vscode` import, so mocha checks the wording outside the editor).
 */
import type { StatusParams } from '../../server/src/protocol';
import { SETUP_HINT } from '../../server/src/core/setup';

/**
 * The code graph's state as a sentence for the tooltip — never the raw state
 * word (`idle`, `ready`: newcomer 8 #1), with what builds it when it is not
 * built (the same wording as `kontext graph status`).
 */
export function graphStateText(g: StatusParams['graph']): string {
  switch (g.state) {
    case 'indexing':
      return `code graph: being built (${g.done ?? 0}/${g.total ?? '?'} files)`;
    case 'ready':
      return 'code graph: indexed and up to date';
    case 'unavailable':
      return 'code graph: not available (no git repository here)';
    default:
      return 'code graph: not built yet; the first code question (call hierarchy, a code tool) builds it, or run `kontext graph index`';
  }
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
    graphStateText(s.graph),
    s.problems ? `checks: ${s.problems.errors} error(s), ${s.problems.warnings} warning(s)` : '',
    s.message ?? '',
    'Click for the full status.',
  ].filter(Boolean);
  return { text: `$(book) kontext${inbox ? ` $(inbox) ${inbox}` : ''}${graph}${problems}`, tooltip: lines.join('\n') };
}
