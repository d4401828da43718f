/**
 * Second round of newcomer findings on the built CLI: huge queries answer
 * quickly instead of overflowing a regular expression, and `--supersedes`
 * with a short prefix never matches the entry being written.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

/** A deterministic mixed-case letters-and-digits word of `n` characters. */
function noiseWord(n: number): string {
  const abc = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let x = 12345;
  let s = '';
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += abc[x % abc.length];
  }
  return s;
}

describe('cli: newcomer fixes, round 2 (built bundle)', function () {
  this.timeout(180_000);
  let root: string;
  before(() => {
    const repo = makeRepo('cli-newcomer2');
    repo.commit('Set up kontext', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      'server/app.ts': 'export const orderTotal = 1;\n',
    });
    root = repo.root;
    const c = runKontext(root, ['capture', '-k', 'decision', '-t', 'Use the low level server', '-b', 'we do', '--promote']);
    assert.equal(c.code, 0, c.stderr);
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'first decision');
  });

  it('answers a 20,000-character noise query and a 60,000-character why without a regex overflow', () => {
    const s = runKontext(root, ['search', noiseWord(20_000)]);
    assert.equal(s.code, 0, s.stderr.slice(0, 500));
    assert.doesNotMatch(s.stderr, /Invalid regular expression|Stack overflow/);
    const w = runKontext(root, ['why', noiseWord(60_000)]);
    assert.equal(w.code, 0, w.stderr.slice(0, 500));
    assert.doesNotMatch(w.stderr, /Invalid regular expression|Stack overflow/);
  });

  it('--supersedes with a prefix shared by the new title marks the old entry, not the new one', () => {
    const date = fs.readdirSync(path.join(root, '.ai', 'decisions'))[0].slice(0, 10);
    const c = runKontext(root, ['capture', '-k', 'decision', '-t', 'Use the high level server', '-b', 'now', '--supersedes', `${date}-use`, '--promote']);
    assert.equal(c.code, 0, c.stderr);
    assert.doesNotMatch(c.stderr + c.stdout, /no entry with that id/);
    const old = fs.readFileSync(path.join(root, '.ai', 'decisions', `${date}-use-the-low-level-server.md`), 'utf8');
    assert.match(old, /status: superseded/);
    assert.match(old, new RegExp(`superseded_by: \\[${date}-use-the-high-level-server\\]`));
    const fresh = fs.readFileSync(path.join(root, '.ai', 'decisions', `${date}-use-the-high-level-server.md`), 'utf8');
    assert.match(fresh, /status: accepted/);
  });
});
