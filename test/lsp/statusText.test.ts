/**
 * The editor's status bar tooltip words the code graph's state as a
 * sentence, never the raw state word of `kontext/status` (`idle`, `ready`,
 * `unavailable`; newcomer 8 #1), in the words `kontext graph status` uses.
 */
import * as assert from 'node:assert/strict';
import { graphStateText, statusText } from '../../extension/src/statusText';
import type { StatusParams } from '../../server/src/protocol';

function tooltip(graph: StatusParams['graph']): string {
  return statusText({ state: 'ready', root: '/r', setUp: true, graph }).tooltip;
}

describe('extension: code graph state in the status bar tooltip (newcomer 8 #1)', () => {
  it('every state reads as a sentence', () => {
    assert.match(tooltip({ state: 'idle' }), /^code graph: not built yet; the first code question \(call hierarchy, a code tool\) builds it, or run `kontext graph index`$/m);
    assert.match(tooltip({ state: 'indexing', done: 3, total: 10 }), /^code graph: being built \(3\/10 files\)$/m);
    assert.match(tooltip({ state: 'ready' }), /^code graph: indexed and up to date$/m);
    assert.equal(graphStateText({ state: 'unavailable' }), 'code graph: not available (no git repository here)');
    for (const state of ['idle', 'indexing', 'ready', 'unavailable'] as const) {
      assert.doesNotMatch(graphStateText({ state }), /: (idle|indexing|ready|unavailable)\b/);
    }
  });
});
