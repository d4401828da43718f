/**
 * `search-code` with no hit names next steps, as the other code commands do
 * (newcomer: `search-code zzqxqq` printed a bare `No matches.`): what was
 * searched and how much, the nearest definition names of a one-word query
 * with the command that shows one, the text search, and, when the graph left
 * files out or read some with errors, the command naming them. The built CLI
 * (and `kontext call`, the tool form agents read) on a real temporary
 * repository.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: search-code without a match names next steps (built bundle)', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  before(() => {
    repo = makeRepo('search-code-none');
    repo.commit('A helper and its caller', {
      'pkg/a.py': 'def helper():\n    return 1\n\ndef main():\n    return helper()\n',
    });
  });

  it('a one-word query: the nearest names with the symbol command, and git grep', () => {
    const typo = runKontext(repo.root, ['search-code', 'helpr']);
    assert.equal(typo.code, 1, typo.stderr);
    assert.equal(
      typo.stdout,
      'No matches for helpr in the names, signatures and doc comments of 1 indexed file; did you mean helper? (kontext symbol helper); ' +
        "to search the files' text instead: git grep -n -i helpr\n",
    );
    // The step it names answers.
    assert.match(runKontext(repo.root, ['symbol', 'helper']).stdout, /^pkg\/a\.py:1 {2}function helper/m);
    // Nothing near: the text search only; several words: one -e each.
    assert.equal(runKontext(repo.root, ['search-code', 'zzqxqq']).stdout, "No matches for zzqxqq in the names, signatures and doc comments of 1 indexed file; to search the files' text instead: git grep -n -i zzqxqq\n");
    assert.match(runKontext(repo.root, ['search-code', 'order', "it's"]).stdout, /; to search the files' text instead: git grep -n -i -e order -e 'it'\\''s'$/m);
    // A word with a regular expression's characters is searched as a fixed string (newcomer 40 #11: `git grep -n -i '***'` failed).
    const stars = runKontext(repo.root, ['search-code', 'a[b']).stdout;
    assert.match(stars, /; to search the files' text instead: git grep -n -i -F 'a\[b'$/m);
    const grep = spawnSync('git', ['grep', '-n', '-i', '-F', 'a[b'], { cwd: repo.root, encoding: 'utf8' });
    assert.ok(grep.status === 0 || grep.status === 1, grep.stderr);
    // The tool form for agents.
    assert.match(runKontext(repo.root, ['call', 'search_code', '{"query":"helpr"}']).stdout, /did you mean helper\? \(code_symbol name="helper"\)/);
  });

  it('a graph that left files out or read some with errors says how many and which command names them', () => {
    repo.write('vendor/v.py', 'def vendored():\n    return 2\n');
    repo.write('pkg/bad.py', 'def broken(:\n');
    const r = runKontext(repo.root, ['search-code', 'zzqxqq']);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /; the graph has 1 source file left out and 1 file read with errors \(kontext graph status names them\)$/m, r.stdout);
    // A file in a language the graph does not read is no source left out (newcomer 28 #7: flask's make.bat and .sql files).
    repo.write('db/schema.sql', 'create table t (id int);\n');
    const other = runKontext(repo.root, ['search-code', 'zzqxqq']).stdout;
    assert.match(other, /; the graph has 1 source file left out, 1 file in languages it does not read and 1 file read with errors \(kontext graph status names them\)$/m, other);
    const s = runKontext(repo.root, ['graph', 'status']).stdout;
    assert.match(s, /^skipped folders: vendor\/ 1 file \(vendored code\)$/m, s);
    assert.match(s, /pkg\/bad\.py/, s);
  });
});
