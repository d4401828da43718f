/**
 * A minified or bundled JavaScript file not named `.min.js` (lines averaging
 * over 300 bytes, at least 20 KiB) is skipped and counted as `minified`
 * (newcomer 8 #12: a 0.98 MiB one-line bundle.js gave 30,069 definitions and
 * 213 MiB of peak RSS); a hand-written file of the same size is indexed.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('code graph: minified JavaScript', function () {
  this.timeout(60000);
  it('skips a one-line bundle and keeps a long hand-written file', () => {
    const repo = makeRepo('graph-minified');
    const fns = Array.from({ length: 1200 }, (_, i) => `function m${i}(a){return a+${i}}`);
    repo.write('public/bundle.js', `${fns.join(';')};\n`);
    repo.write('src/long.js', Array.from({ length: 1200 }, (_, i) => `export function h${i}(a) {\n  return a + ${i};\n}\n`).join(''));
    repo.commit('files');
    const r = runKontext(repo.root, ['graph', 'index']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /skipped: .*minified 1/);
    assert.match(r.stdout, /^files: 1\nlanguages: javascript 1$/m);
    assert.equal(runKontext(repo.root, ['symbol', 'm7']).code, 1);
    assert.match(runKontext(repo.root, ['symbol', 'h7']).stdout, /src\/long\.js:22/);
  });
});
