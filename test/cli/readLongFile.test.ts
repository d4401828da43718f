/**
 * newcomer 7 #6 on the built CLI: a file longer than read's clip (80,000 code
 * points at level 2) can be read to its end — the clip line names the next
 * lines as `path:a-b`, and following those commands returns the whole file —
 * and `path:a-b` / `path:n` read a file's lines (from a subdirectory too,
 * and over ctx_read). #8: a never-read file is refused with the rule in words.
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: read past the clip (newcomer 7 #6, built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  const lines = Array.from({ length: 4000 }, (_, i) => `export const value${i} = 'a line of generated source text, number ${i}, to be long';`);
  before(() => {
    repo = makeRepo('nc7-read');
    repo.commit('long', { 'src/long.ts': lines.join('\n') + '\n', '.env': 'TOKEN=x\n' });
  });

  it('the clip line names the next lines, and following it reads the whole file', () => {
    const got: string[] = [];
    let args = ['read', 'src/long.ts'];
    for (let round = 0; round < 10; round++) {
      const r = runKontext(repo.root, args);
      assert.equal(r.code, 0, r.stderr);
      const out = r.stdout.replace(/\n$/, '').split('\n');
      const last = out[out.length - 1];
      const m = /^… \(lines (\d+)–(\d+) of 4001; the next lines: kontext read (src\/long\.ts:(\d+)-4001) -l 2\)$/.exec(last);
      if (!m) {
        got.push(...out);
        break;
      }
      assert.equal(Number(m[1]), got.length + 1);
      assert.equal(Number(m[4]), Number(m[2]) + 1);
      assert.ok([...r.stdout].length <= 80_001, `${[...r.stdout].length} code points`);
      got.push(...out.slice(0, -1));
      args = ['read', m[3], '-l', '2'];
    }
    assert.deepEqual(got, [...lines, ''].slice(0, got.length));
    assert.equal(got.filter((l) => l !== '').length, lines.length);
  });

  it('path:a-b and path:n read those lines, from a subdirectory and over ctx_read; bad ranges are errors', () => {
    assert.equal(runKontext(repo.root, ['read', 'src/long.ts:10-12']).stdout, lines.slice(9, 12).join('\n') + '\n');
    assert.equal(runKontext(path.join(repo.root, 'src'), ['read', 'long.ts:10-12']).stdout, lines.slice(9, 12).join('\n') + '\n');
    assert.equal(runKontext(repo.root, ['read', 'file:src/long.ts:7']).stdout, lines[6] + '\n');
    const tool = runKontext(repo.root, ['call', 'ctx_read', '{"uri":"src/long.ts","level":2}']);
    assert.match(tool.stdout, /\n… \(lines 1–\d+ of 4001; the next lines: ctx_read uri="src\/long\.ts:\d+-4001" level=2\)\n$/);
    const l1 = runKontext(repo.root, ['read', 'src/long.ts', '-l', '1']).stdout;
    assert.match(l1, /\n… \(lines 1–\d+ of 4001; kontext read src\/long\.ts -l 2 for more\)\n$/);
    const past = runKontext(repo.root, ['read', 'src/long.ts:5000-5001']);
    assert.equal(past.code, 1);
    assert.match(past.stderr, /src\/long\.ts has 4001 lines/);
    const backwards = runKontext(repo.root, ['read', 'src/long.ts:20-10']);
    assert.equal(backwards.code, 1);
    assert.match(backwards.stderr, /lines are 1-based and start ≤ end/);
  });

  it('a never-read file is refused with the rule in words, not a SPEC section (#8)', () => {
    const r = runKontext(repo.root, ['read', '.env']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: read: \.env is never read: kontext does not read files that usually hold secrets — \.env files \(except \.env\.example/);
    assert.doesNotMatch(r.stderr, /SPEC/);
  });
});
