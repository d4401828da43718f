import * as assert from 'node:assert/strict';
import { newEngine, runQuery } from '../../server/src/core/search/engine';
import { restoreEngine, saveEngine } from '../../server/src/core/search/persist';
import type { IndexDoc } from '../../server/src/core/search/documents';

const doc = (id: string, title: string, body: string, aux = '', extra: Partial<IndexDoc> = {}): IndexDoc => ({
  id,
  title,
  aux,
  body,
  phrases: '',
  uri: `u:${id}`,
  kind: 'doc',
  snippet: body.slice(0, 20),
  ...extra,
});

describe('core/search/persist', () => {
  it('restores an engine that answers exactly like the saved one (guards minisearch internals)', () => {
    const e = newEngine();
    e.addAll([
      doc('a', 'Prices in cents', 'Every amount is stored as integer cents.', 'price cents', { status: 'accepted', date: '2024-01-01', kind: 'decision' }),
      doc('b', 'Refunds', 'Refunds lose a cent when floats are used.', 'refund'),
      doc('c', 'Cents rounding', 'Round once, at the end; cents cents cents.', 'round'),
      doc('d', 'Unrelated', 'Nothing here about money.'),
    ]);
    e.discard('d'); // a dirty engine (discarded doc not vacuumed) must survive too
    e.add(doc('e', 'Late', 'Added after a discard: cents again.'));
    const restored = restoreEngine(JSON.parse(JSON.stringify(saveEngine(e))));
    for (const terms of [['cents'], ['refund', 'floats'], ['round', 'price'], ['nothing'], ['missing']]) {
      assert.deepEqual(runQuery(restored, terms), runQuery(e, terms), terms.join(' '));
    }
    assert.deepEqual(runQuery(restored, ['cents'], new Set(['decision'])).map((r) => r.id), ['a']);
    assert.equal(restored.documentCount, e.documentCount);
    assert.ok(restored.has('e') && !restored.has('d'));
    // The restored engine keeps working incrementally.
    restored.discard('a');
    restored.add(doc('f', 'Cents forever', 'cents'));
    assert.deepEqual(runQuery(restored, ['forever']).map((r) => r.id), ['f']);
    assert.ok(!runQuery(restored, ['cents']).some((r) => r.id === 'a'));
    assert.throws(() => restoreEngine({ ...saveEngine(e), postings: [1] }), /postings/);
  });
});
