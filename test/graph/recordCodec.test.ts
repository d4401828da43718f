/**
 * recordCodec.ts: a record read back from its compact text is the record
 * that was written, calls with and without a receiver and an argument count
 * alike (and argument types, CallRec.argTypes), their keys in the order records always had (name, line, col,
 * endCol, from, kind, then recv, then args).
 */
import * as assert from 'node:assert/strict';
import { encodeRec, parseRec } from '../../server/src/core/graph/recordCodec';
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
});
