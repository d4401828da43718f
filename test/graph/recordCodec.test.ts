/**
 * recordCodec.ts: a record read back from its compact text is the record
 * that was written, calls with and without a receiver and an argument count
 * alike (and argument types, CallRec.argTypes), their keys in the order records always had (name, line, col,
 * endCol, from, kind, then recv, then args).
 */
import * as assert from 'node:assert/strict';
import { callCount, callNameProbe, callsMayName, encodeRec, parseRec } from '../../server/src/core/graph/recordCodec';
import { RECORD_VERSION } from '../../server/src/core/graph/extract';
import type { CallRec, FileRec } from '../../server/src/core/graph/types';

describe('code graph: the compact record form', () => {
  it('reads back every call as written: receiver or not, argument count or not, argument types or not, every kind', () => {
    const calls: CallRec[] = [
      { name: 'f', line: 1, col: 2, endCol: 3, from: -1, kind: 'call' },
      { name: 'g', line: 2, col: 0, endCol: 9, from: 0, kind: 'new', recv: 'this.a' },
      { name: 'h', line: 3, col: 4, endCol: 5, from: 0, kind: 'ref', args: 0 },
      { name: 'k', line: 4, col: 1, endCol: 7, from: 1, kind: 'read', recv: '', args: 3 },
      { name: 'größe', line: 5, col: 1, endCol: 7, from: 1, kind: 'call', recv: 'x', args: 12 },
      { name: 'm', line: 6, col: 1, endCol: 2, from: 1, kind: 'call', args: 3, argTypes: ['', 'StringReader', '@json'] },
    ];
    const rec: FileRec = {
      v: RECORD_VERSION,
      lang: 'typescript',
      defs: [{ name: 'a', kind: 'function', line: 1, endLine: 9, col: 0, endCol: 1, nameLine: 1, nameCol: 9, parent: -1 }],
      calls,
      imports: [{ local: 'x', name: 'y', source: './z', line: 1 }],
      exports: [],
      binds: [{ scope: 0, name: 'a', type: 'T', line: 2, col: 3, endLine: 4, endCol: 5, declares: true }],
    };
    const back = parseRec(encodeRec(rec));
    assert.deepEqual(back, rec);
    for (let i = 0; i < calls.length; i++) assert.deepEqual(Object.keys(back!.calls[i]), Object.keys(calls[i]), `keys of call ${i}`);
  });

  it('keeps calls as text until read: the record without calls, a tab, then the calls; callsMayName and callCount answer from the text', () => {
    const rec: FileRec = {
      v: RECORD_VERSION,
      lang: 'typescript',
      defs: [],
      calls: [
        { name: 'save', line: 1, col: 0, endCol: 4, from: -1, kind: 'call', recv: 'repo' },
        { name: 'größe', line: 2, col: 0, endCol: 5, from: -1, kind: 'call' },
      ],
      imports: [],
      exports: [],
      binds: [],
    };
    const text = encodeRec(rec);
    const [head, calls, more] = text.split('\t');
    assert.equal(more, undefined, 'one tab');
    assert.doesNotMatch(head, /save/, 'the record part holds no call');
    assert.match(calls, /"save"/);
    const back = parseRec(text)!;
    assert.ok(callsMayName(back, callNameProbe('save')));
    assert.ok(callsMayName(back, callNameProbe('größe')), 'a non-ASCII name is found by its escaped text');
    assert.ok(callsMayName(back, callNameProbe('repo')), 'a receiver may be a name: true may be wrong');
    assert.ok(!callsMayName(back, callNameProbe('sav')), 'a name only part of another is not one');
    assert.ok(!callsMayName(back, callNameProbe('load')));
    assert.equal(callCount(back), 2);
    // Written back without being read: the same text (the calls part as it was read).
    assert.equal(encodeRec(back), text);
    assert.deepEqual(back.calls, rec.calls);
    // Once read, every record may name anything (the caller looks at the calls themselves).
    assert.ok(callsMayName(back, callNameProbe('load')));
    assert.equal(encodeRec(back), text);
  });

  it('a record whose calls are set before being read keeps the set ones; damaged calls text gives no calls or no record', () => {
    const rec: FileRec = { v: RECORD_VERSION, lang: 'go', defs: [], calls: [{ name: 'f', line: 1, col: 0, endCol: 1, from: -1, kind: 'call' }], imports: [], exports: [], binds: [] };
    const text = encodeRec(rec);
    const set = parseRec(text)!;
    set.calls = [];
    assert.deepEqual(set.calls, []);
    assert.equal(callCount(set), 0);
    assert.deepEqual(parseRec(encodeRec(set))!.calls, []);
    // A truncated line (a pack cut short): not a record.
    assert.equal(parseRec(text.slice(0, -3)), null);
    assert.equal(parseRec(text.slice(0, text.indexOf('\t'))), null);
    // Calls text that looks whole but does not parse: the record, without calls.
    const damaged = parseRec(`${text.slice(0, text.indexOf('\t'))}\t{"calls":[1,}`)!;
    assert.deepEqual(damaged.calls, []);
  });
});
