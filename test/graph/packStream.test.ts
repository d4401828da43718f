/**
 * The pack a first index streams (store.ts startPack/put/save): every live
 * record once, streamed texts kept exactly as the workers sent them (never
 * encoded again), records that were not streamed (found in a cache) encoded
 * at the end, keys no longer live left out; the pack reads back the same.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { RecordStore } from '../../server/src/core/graph/store';
import { encodeRec, parseRec } from '../../server/src/core/graph/recordCodec';
import { RECORD_VERSION } from '../../server/src/core/graph/extract';
import type { FileRec } from '../../server/src/core/graph/types';

/** A small record defining `name` and calling `callee`. */
function rec(name: string, callee: string): FileRec {
  return {
    v: RECORD_VERSION,
    lang: 'typescript',
    defs: [{ name, kind: 'function', line: 1, endLine: 3, col: 0, endCol: 1, nameLine: 1, nameCol: 9, parent: -1, exported: true }],
    calls: [{ name: callee, line: 2, col: 2, endCol: 8, from: 0, kind: 'call', args: 1 }],
    imports: [],
    exports: [],
    binds: [],
  };
}

/** The pack's lines after its header, as key → text. */
function packLines(file: string): Map<string, string> {
  const lines = fs.readFileSync(file, 'latin1').split('\n');
  assert.equal(lines[0], `kontext-graph-pack ${RECORD_VERSION}`);
  assert.equal(lines.at(-1), '', 'the pack ends with a newline');
  const out = new Map<string, string>();
  for (const l of lines.slice(1, -1)) {
    const tab = l.indexOf('\t');
    assert.ok(!out.has(l.slice(0, tab)), `${l.slice(0, tab)} written once`);
    out.set(l.slice(0, tab), l.slice(tab + 1));
  }
  return out;
}

describe('code graph: the streamed pack of a first index', () => {
  it('holds each live record once: streamed texts as sent, cached records encoded, the pack reads back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kx-pack-'));
    const store = new RecordStore(dir, 'wt');
    const a = rec('a', 'b');
    const b = rec('b', 'c');
    const c = rec('c', 'a');
    // A worker's text, spelled with a key order encodeRec would not write: kept as is.
    const aText = `{"v":${JSON.stringify(RECORD_VERSION)},"lang":"typescript","calls":["b",0,2,2,8,-1,8],"defs":${JSON.stringify(a.defs)},"imports":[],"exports":[],"binds":[]}`;
    assert.notEqual(aText, encodeRec(a));
    store.startPack((m) => assert.fail(m));
    store.put('aa11', 'typescript', aText, a);
    store.put('bb22', 'typescript', encodeRec(b), b);
    // Not streamed: a record handed over parsed only (as one found in another worktree's pack).
    store.put('cc33', 'typescript', c);
    store.save(new Set(['aa11.typescript', 'bb22.typescript', 'cc33.typescript']), true, (m) => assert.fail(m));
    const file = path.join(dir, 'packs', 'wt.pack');
    const lines = packLines(file);
    assert.deepEqual([...lines.keys()].sort(), ['aa11.typescript', 'bb22.typescript', 'cc33.typescript']);
    assert.equal(lines.get('aa11.typescript'), aText);
    assert.equal(lines.get('bb22.typescript'), encodeRec(b));
    assert.equal(lines.get('cc33.typescript'), encodeRec(c));
    assert.deepEqual(fs.readdirSync(path.join(dir, 'packs')), ['wt.pack'], 'no temp file left');
    // A new store reads every record back as it was.
    const again = new RecordStore(dir, 'wt');
    again.loadOwnPack();
    assert.deepEqual(again.get('aa11', 'typescript'), parseRec(aText));
    assert.deepEqual(again.get('bb22', 'typescript'), b);
    assert.deepEqual(again.get('cc33', 'typescript'), c);
  });

  it('writes every line whole across its write buffer: many records, one larger than the buffer, non-ASCII text', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kx-pack-'));
    const store = new RecordStore(dir, 'wt');
    store.startPack((m) => assert.fail(m));
    const want = new Map<string, string>();
    for (let i = 0; i < 3000; i++) {
      const r = rec(`f${i}`, `g${i}`);
      // Docs of varied lengths, so lines end at every offset of the buffer; one of 1.5 MB, one not ASCII (as an older pack's text).
      r.defs[0].doc = i === 1234 ? 'y'.repeat(1_500_000) : 'x'.repeat((i * 37) % 900);
      const text = i === 77 ? encodeRec(r).replace('"lang":"typescript"', '"lang":"typescript","note":"größe 😀"') : encodeRec(r);
      const key = `${i.toString(16).padStart(4, '0')}.typescript`;
      store.put(key.slice(0, 4), 'typescript', text, r);
      want.set(key, text);
    }
    store.save(new Set(want.keys()), true, (m) => assert.fail(m));
    const file = path.join(dir, 'packs', 'wt.pack');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    assert.equal(lines[0], `kontext-graph-pack ${RECORD_VERSION}`);
    assert.deepEqual(lines.slice(1), [...[...want].map(([k, t]) => `${k}\t${t}`), '']);
  });
});
