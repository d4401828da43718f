/**
 * newcomer 7 #8 on the built CLI: `-C <bare repository>` says it is a bare
 * repository and how to get a work tree, instead of "not inside a git work
 * tree; run inside a git repository" (it is one).
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gitEnv, makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: a bare repository (newcomer 7 #8, built bundle)', function () {
  this.timeout(60_000);

  it('names the bare repository and the ways to a work tree', () => {
    const src = makeRepo('nc7-bare-src');
    src.commit('one', { 'a.txt': 'a\n' });
    const bare = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-nc7-bare-')));
    execFileSync('git', ['clone', '-q', '--bare', src.root, bare], { env: gitEnv() });
    const r = runKontext(src.root, ['-C', bare, 'status']);
    fs.rmSync(bare, { recursive: true, force: true });
    assert.equal(r.code, 1);
    assert.equal(
      r.stderr,
      `kontext: status: ${bare} is a bare git repository (no work tree); kontext needs a work tree: clone it (git clone ${bare} <dir>) or add one (git -C ${bare} worktree add <dir>), then run there\n`,
    );
  });
});
