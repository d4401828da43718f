import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import MiniSearch from 'minisearch';
import { MS_OPTIONS, newEngine, runQuery, type Engine } from '../../server/src/core/search/engine';
import { decodeIndex, encodeIndex, engineFromFlat, flattenEngine } from '../../server/src/core/search/persist';
import { buildEngine } from '../../server/src/core/search/build';
import type { IndexDoc } from '../../server/src/core/search/documents';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { searchLocal } from '../../server/src/core/search/search';
import { flushIndex, forgetIndex } from '../../server/src/core/search/searchIndex';
import { indexDir } from '../../server/src/core/search/indexFiles';

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

const DOCS: IndexDoc[] = [
  doc('a', 'Prices in cents', 'Every amount is stored as integer cents.', 'price cents', { status: 'accepted', date: '2024-01-01', kind: 'decision' }),
  doc('b', 'Refunds', 'Refunds lose a cent when floats are used.', 'refund'),
  doc('c', 'Cents rounding', 'Round once, at the end; cents cents cents.', 'round'),
  doc('d', 'Unrelated', 'Nothing here about money.'),
  doc('c:0123456789abcdef', 'Ünïcödé title', 'Grüße aus Köln: naïve façade, 東京 cents', 'köln 東京'),
  doc('d:docs/a b.md#2', '', '', ''),
];

/** term → field → [doc, tf] pairs of an engine, as a plain object (order-insensitive comparison). */
function postingsOf(e: Engine): Record<string, Record<number, [string, number][]>> {
  const internals = e as unknown as { _index: Iterable<[string, Map<number, Map<number, number>>]>; _documentIds: Map<number, string> };
  const out: Record<string, Record<number, [string, number][]>> = {};
  for (const [term, fields] of internals._index) {
    const f: Record<number, [string, number][]> = {};
    for (const [fieldId, freqs] of fields) f[fieldId] = [...freqs].map(([d, tf]) => [internals._documentIds.get(d) ?? `#${d}`, tf]);
    out[term] = f;
  }
  return out;
}

const roundTrip = (e: Engine) => {
  const { gen, flat } = decodeIndex(encodeIndex(flattenEngine(e), 'g1'));
  assert.equal(gen, 'g1');
  return engineFromFlat(flat);
};

describe('core/search/persist', () => {
  it('restores an engine that answers exactly like the saved one (guards minisearch internals)', () => {
    const e = newEngine();
    e.addAll(DOCS);
    e.discard('d'); // a dirty engine (discarded doc not vacuumed) must survive too
    e.add(doc('e', 'Late', 'Added after a discard: cents again.'));
    const restored = roundTrip(e);
    for (const terms of [['cents'], ['refund', 'floats'], ['round', 'price'], ['nothing'], ['missing'], ['köln'], ['東京']]) {
      assert.deepEqual(runQuery(restored, terms), runQuery(e, terms), terms.join(' '));
    }
    assert.deepEqual(runQuery(restored, ['cents'], new Set(['decision'])).map((r) => r.id), ['a']);
    assert.equal(restored.documentCount, e.documentCount);
    assert.ok(restored.has('e') && !restored.has('d'));
    // Stored fields are read per document on first use (lazyMaps.ts StoredFields).
    for (const id of ['a', 'b', 'e', 'c:0123456789abcdef', 'd:docs/a b.md#2']) assert.deepEqual(restored.getStoredFields(id), e.getStoredFields(id), id);
    assert.equal(restored.getStoredFields('d'), undefined);
    // Saving a loaded engine whose terms were never touched copies them as they are.
    assert.deepEqual(postingsOf(roundTrip(restored)), postingsOf(e));
    // The restored engine keeps working incrementally.
    restored.discard('a');
    restored.add(doc('f', 'Cents forever', 'cents'));
    assert.deepEqual(runQuery(restored, ['forever']).map((r) => r.id), ['f']);
    assert.ok(!runQuery(restored, ['cents']).some((r) => r.id === 'a'));
    const again = roundTrip(restored);
    assert.deepEqual(runQuery(again, ['cents']), runQuery(restored, ['cents']));
    assert.equal(again.getStoredFields('a'), undefined);
    assert.deepEqual(again.getStoredFields('f'), { uri: 'u:f', title: 'Cents forever', snippet: 'cents', kind: 'doc' });
    // Stored fields: absent stays absent, empty stays empty, a NUL is kept as U+FFFD.
    const odd = newEngine();
    odd.add(doc('x', '', 'odd\0text', '', { snippet: 'a\0b' }));
    const [hit] = runQuery(roundTrip(odd), ['odd']);
    assert.equal(hit.snippet, 'a\uFFFDb');
    assert.equal(hit.title, '');
    assert.ok(!('status' in hit) && !('date' in hit));
  });

  it('builds the same engine at once as adding the documents one by one', () => {
    const added = newEngine();
    added.addAll(DOCS);
    const built = buildEngine(DOCS);
    assert.deepEqual(postingsOf(built), postingsOf(added));
    assert.deepEqual(flattenEngine(built), flattenEngine(added));
    for (const terms of [['cents'], ['refund', 'cent'], ['grüße'], ['nothing', 'round']]) assert.deepEqual(runQuery(built, terms), runQuery(added, terms));
    assert.throws(() => buildEngine([DOCS[0], DOCS[0]]), /duplicate ID a/);
    assert.equal(buildEngine([]).documentCount, 0);
  });

  it('answers like a stock minisearch engine with its radix tree (TermMap guard)', () => {
    const stock = new MiniSearch<IndexDoc>(MS_OPTIONS);
    const ours = newEngine();
    for (const e of [stock, ours]) {
      e.addAll(DOCS);
      e.discard('b');
      e.add(doc('g', 'Grams', 'cents per gram'));
    }
    assert.deepEqual(postingsOf(ours), postingsOf(stock));
    for (const terms of [['cents'], ['refund'], ['gram', 'köln'], ['round', 'nothing']]) assert.deepEqual(runQuery(ours, terms), runQuery(stock, terms));
    // Prefix and fuzzy lookups build the tree on demand and agree too; exact ones keep working after.
    assert.deepEqual(ours.search('cen', { prefix: true }), stock.search('cen', { prefix: true }));
    assert.deepEqual(ours.search('cants', { fuzzy: 1 }), stock.search('cants', { fuzzy: 1 }));
    ours.add(doc('h', 'After', 'centaur'));
    stock.add(doc('h', 'After', 'centaur'));
    assert.deepEqual(runQuery(ours, ['centaur']), runQuery(stock, ['centaur']));
    ours.discard('a');
    stock.discard('a');
    assert.deepEqual(postingsOf(ours), postingsOf(stock));
  });

  it('refuses torn, foreign and corrupt files with an error (the caller rebuilds)', () => {
    const e = newEngine();
    e.addAll(DOCS);
    const bytes = encodeIndex(flattenEngine(e), 'g');
    assert.throws(() => decodeIndex(bytes.subarray(0, bytes.length - 3)), /truncated/);
    assert.throws(() => decodeIndex(Buffer.concat([bytes, Buffer.alloc(4)])), /truncated|trailing/);
    assert.throws(() => decodeIndex(Buffer.from('{"gen":"g","index":{}}')), /not a kontext search index/);
    assert.throws(() => decodeIndex(Buffer.alloc(0)), /not a kontext search index/);
    const other = Buffer.from(bytes);
    other[7] = 99;
    assert.throws(() => decodeIndex(other), /format 99/);
    // Postings that do not add up to the terms.
    const flat = flattenEngine(e);
    assert.throws(() => engineFromFlat({ ...flat, postings: flat.postings.subarray(0, flat.postings.length - 1) }), /postings/);
    assert.throws(() => engineFromFlat({ ...flat, ids: flat.ids.slice(1) }), /document tables/);
  });

  it('rebuilds an old JSON index, a corrupt index.bin and a missing one instead of failing', async () => {
    const r = makeRepo('persist-formats');
    r.commit('feat: zeppelin hangar', { 'README.md': '# Hangar\n\nThe zeppelin lives here.\n' });
    const repo = await Repo.open(r.root);
    const dir = indexDir(repo);
    const find = async () => (await searchLocal(repo, 'zeppelin', { limit: 5 })).map((h) => h.uri).sort();
    const want = await find();
    assert.equal(want.length, 2);
    await flushIndex(repo);
    assert.ok(fs.existsSync(path.join(dir, 'index.bin')));

    // An index of version 3 (JSON index.json): the manifest version differs, so it is rebuilt.
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, version: 3 }));
    fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify({ gen: manifest.gen, index: { format: 1, terms: [], postings: [] } }));
    fs.rmSync(path.join(dir, 'index.bin'));
    forgetIndex(repo);
    assert.deepEqual(await find(), want);
    await flushIndex(repo);
    assert.ok(!fs.existsSync(path.join(dir, 'index.json')), 'the old JSON form is removed on save');

    // Garbage, a torn file, and no file at all.
    for (const damage of [
      () => fs.writeFileSync(path.join(dir, 'index.bin'), 'garbage'),
      () => fs.truncateSync(path.join(dir, 'index.bin'), 100),
      () => fs.rmSync(path.join(dir, 'index.bin')),
    ]) {
      damage();
      forgetIndex(repo);
      assert.deepEqual(await find(), want);
      await flushIndex(repo);
      assert.ok(fs.statSync(path.join(dir, 'index.bin')).size > 100);
    }
  });
});
