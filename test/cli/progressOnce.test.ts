/**
 * Each progress line of a first code-graph index is printed once (newcomer
 * 16 #6): the CLI's wait for the graph ticked every 2 s and printed the same
 * `graph: indexing 0/97 files` two or three times while the parse workers
 * started (core/progress.ts changedLinesOnly now drops a line equal to the
 * last one, for readyGraph, the why locator and `graph index`). Checked on
 * the helper itself and on cold runs of the built CLI over a real temp repo.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { changedLinesOnly } from '../../server/src/core/progress';
import { cliIn, makeRepo } from '../helpers/gitRepo';

/** Source files enough for the index to run in parse workers (a first index of a few hundred files). */
function files(): Record<string, string> {
  const out: Record<string, string> = { 'src/base.ts': 'export function base(x: number) { return x; }\n' };
  for (let i = 0; i < 400; i++) out[`src/m${i}.ts`] = `import { base } from './base';\n/** Step ${i}. */\nexport function f${i}(x: number) {\n  return base(x) + ${i};\n}\n`;
  return out;
}

/** The `kontext: …` progress lines of a run's stderr. */
function progressLines(err: string): string[] {
  return err.split('\n').filter((l) => l.startsWith('kontext: ') && /files/.test(l));
}

describe('CLI: each progress line of a first index once', function () {
  this.timeout(180_000);

  it('changedLinesOnly passes a line on only when it differs from the last one', () => {
    const got: string[] = [];
    const report = changedLinesOnly((m, at) => got.push(`${m} ${at?.done ?? '-'}`));
    for (const m of ['graph: indexing 0/97 files', 'graph: indexing 0/97 files', 'graph: indexing 4/97 files', 'graph: indexing 4/97 files', 'graph: indexing 0/97 files']) report(m, { done: 1, total: 2 });
    assert.deepEqual(got, ['graph: indexing 0/97 files 1', 'graph: indexing 4/97 files 1', 'graph: indexing 0/97 files 1']);
  });

  it('a cold graph index, callers and why print no progress line twice', () => {
    const repo = makeRepo('progress-once');
    repo.commit('code', files());
    const kontextDir = path.join(repo.root, '.git', 'kontext');
    const cold = (...args: string[]) => {
      fs.rmSync(kontextDir, { recursive: true, force: true });
      const r = cliIn(repo.root, ...args);
      assert.equal(r.code, 0, r.err);
      return progressLines(r.err);
    };
    const idx = cold('graph', 'index');
    assert.match(idx[idx.length - 1], /^kontext: graph: 401\/401 files indexed$/);
    for (const lines of [idx, cold('callers', 'base'), cold('why', 'base')]) {
      assert.deepEqual(lines, [...new Set(lines)], lines.join('\n'));
    }
  });
});
