/**
 * Switching branches back and forth parses each side once: when the pack is
 * rewritten after a large change (a checkout), the records of files the
 * worktree held before stay in it (up to as many as the live ones), so going
 * back finds them (newcomer 8 #11: vuejs/core re-parsed ~190 files on every
 * switch between two commits, 7–9 s each time).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

/** `parsed: N files` from `kontext graph index` (the files parsed by this index); 0 for `all N files up to date (nothing to parse)`. */
function parsed(root: string): number {
  const r = runKontext(root, ['graph', 'index']);
  assert.equal(r.code, 0, r.stderr);
  if (/^all \d+ files up to date \(nothing to parse\)$/m.test(r.stdout)) return 0;
  const m = /parsed: (\d+) file/.exec(r.stdout);
  assert.ok(m, r.stdout);
  return Number(m[1]);
}

describe('code graph: records kept across a branch switch', function () {
  this.timeout(120000);
  it('going back to a branch parses nothing again, both ways', () => {
    const repo = makeRepo('graph-branch-switch');
    // More changed files than the loose-record limit (store.ts maxLoose 64): the pack is rewritten.
    for (let i = 0; i < 80; i++) repo.write(`src/f${i}.ts`, `export function f${i}() { return ${i}; }\n`);
    repo.commit('main side');
    repo.git('checkout', '-q', '-b', 'other');
    for (let i = 0; i < 80; i++) repo.write(`src/f${i}.ts`, `export function f${i}() { return ${i} + 1; }\nexport function g${i}() { return f${i}(); }\n`);
    repo.commit('other side');
    repo.git('checkout', '-q', 'main');

    assert.equal(parsed(repo.root), 80);
    repo.git('checkout', '-q', 'other');
    assert.equal(parsed(repo.root), 80);
    repo.git('checkout', '-q', 'main');
    assert.equal(parsed(repo.root), 0);
    repo.git('checkout', '-q', 'other');
    assert.equal(parsed(repo.root), 0);
    // The answers are the branch's own.
    const r = runKontext(repo.root, ['callers', 'f3']);
    assert.match(r.stdout, /src\/f3\.ts:2 +function g3/);
  });
});
