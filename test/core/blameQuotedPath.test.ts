/**
 * Paths git prints C-quoted (non-ASCII bytes, `"`, `\`; core.quotePath) are
 * read back as the path: `why src/café.ts:1` no longer reports the line as
 * coming from `"src/caf\303\251.ts"` (a rename that never happened,
 * newcomer 8 #19). Unit cases for gitPath, and the built CLI on a real repo.
 */
import * as assert from 'node:assert/strict';
import { gitPath } from '../../server/src/core/blameParse';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('blame: C-quoted paths', function () {
  this.timeout(60000);

  it('gitPath unquotes octal UTF-8 bytes and C escapes, and leaves plain paths alone', () => {
    assert.equal(gitPath('"src/caf\\303\\251.ts"'), 'src/café.ts');
    assert.equal(gitPath('"a\\"b\\\\c\\td.ts"'), 'a"b\\c\td.ts');
    assert.equal(gitPath('"\\346\\227\\245\\346\\234\\254.py"'), '日本.py');
    assert.equal(gitPath('src/plain.ts'), 'src/plain.ts');
    assert.equal(gitPath('"'), '"');
  });

  for (const name of ['src/café.ts', 'src/say "hi".ts']) {
    it(`why ${name}:1 names no rename`, () => {
      const repo = makeRepo('blame-quoted');
      repo.write(name, 'export function f() {}\n');
      repo.commit('add it');
      repo.write(name, 'export function f() {}\nexport function g() {}\n');
      repo.commit('g');
      const r = runKontext(repo.root, ['why', `${name}:1`]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /add it {2}\(line 1\)/);
      assert.doesNotMatch(r.stdout, /\(as /);
    });
  }
});
