/**
 * Waiting for the first index (newcomer4 #9, #13): the "still indexing"
 * error carries an estimate of the time left from the measured rate, and
 * `why <symbol>` on a saved graph says nothing about indexing even when the
 * thread was too busy for its progress timer to fire on time (real temp
 * repositories, the engine in this process).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { openGraph } from '../../server/src/core/graph/graph';
import { busyText, estimateMs, etaText, progressText } from '../../server/src/core/graph/indexProgress';
import { locateSymbol } from '../../server/src/core/graph/locator';

describe('code graph: waiting for the first index', () => {
  it('estimates the time left from the bytes parsed since parsing began', () => {
    // 670,000 bytes in 2 s since parsing began: 3,500,000 left take about 10.4 s.
    const eta = estimateMs({ at: 0, bytes: 0 }, { at: 2000, bytes: 670_000 }, 4_170_000)!;
    assert.equal(Math.round(eta), 10448);
    assert.equal(etaText(eta), 'about 11 s left');
    assert.equal(etaText(200), 'about 1 s left');
    assert.equal(etaText(150_000), 'about 3 min left');
    // Too early to say: nothing parsed yet, under 500 ms, or under a tenth of the bytes to parse
    // (the first files come back while the workers start: 11/1566 files once said "about 3 min" of 13 s).
    assert.equal(estimateMs({ at: 0, bytes: 0 }, { at: 5000, bytes: 0 }, 517_000), undefined);
    assert.equal(estimateMs({ at: 0, bytes: 0 }, { at: 400, bytes: 60_000 }, 517_000), undefined);
    assert.equal(estimateMs({ at: 0, bytes: 0 }, { at: 900, bytes: 51_000 }, 517_000), undefined);
    assert.equal(Math.round(estimateMs({ at: 0, bytes: 0 }, { at: 900, bytes: 52_000 }, 517_000)!), 8048);
    // Bytes, not files (newcomer 8 #21: the estimate jumped): 90 files of 1 KB done in 1 s and
    // 10 of 100 KB left is no "nearly done" (a file count said 0.1 s left, then kept rising) …
    assert.equal(estimateMs({ at: 0, bytes: 0 }, { at: 1000, bytes: 90_000 }, 1_090_000), undefined);
    // … and once measurable, the estimate holds as the large files come in at the same rate.
    const at = (ms: number, bytes: number) => Math.round(estimateMs({ at: 0, bytes: 0 }, { at: ms, bytes }, 1_000_000)!);
    assert.deepEqual([at(1000, 200_000), at(2000, 400_000), at(3000, 600_000)], [4000, 3000, 2000]);
    assert.equal(busyText({ done: 167, total: 517, etaMs: 5400 }), 'code graph is indexing (167/517 files, about 6 s left); retry');
    assert.equal(busyText({ done: 0, total: 0, listing: true }), 'code graph is indexing (listing files); retry');
    assert.equal(progressText({ done: 3, total: 10 }), '3/10 files');
  });

  it('why <symbol> on a saved graph reports no "indexing" while the graph loads, even when its progress timer fires late', async () => {
    const repo = makeRepo('graph-late-tick');
    repo.commit('code', { 'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n", 'src/b.ts': 'export function b() { return 1; }\n' });
    const first = openGraph(await Repo.open(repo.root));
    await first.ensure(60_000);
    await first.flush();
    // A new process: the saved graph is loaded, and git lists the files again.
    const engine = await Repo.open(repo.root);
    const lines: string[] = [];
    const located = locateSymbol(engine, 'b', { waitMs: 60_000, progress: (m) => lines.push(m) });
    // Hold the thread past the 1 s progress tick, as a slow load on a busy machine does.
    const until = Date.now() + 1100;
    while (Date.now() < until) {
      /* busy */
    }
    assert.deepEqual((await located).map((d) => `${d.path}:${d.line}`), ['src/b.ts:1']);
    assert.deepEqual(lines, []);
    assert.equal(openGraph(engine).status().parsed, 0);
  });
});
