/**
 * A command given `-C <dir>` prints its next steps with that `-C <dir>`, as
 * typed and shell-quoted (cli/commandLine.ts kontextWords, cli/hintForm.ts
 * cliFormIn, core/hints.ts kontextCommand and gitCommand), so a hint run as printed from
 * another directory answers (newcomer: `kontext -C /tmp/nc-rich callers
 * print` suggested `kontext callers print -p rich/console.py:1648`, which
 * failed "not inside a git work tree" elsewhere). The built CLI on a real
 * temporary repository whose folder has a space in its name, where
 * `pkg/a.py` and `pkg/b.py` both define `helper`.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo, type TestRepo } from '../helpers/gitRepo';

/** Runs the CLI in `cwd`. */
function cliIn(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Runs a printed `kontext …` line through a POSIX shell in `cwd`, `kontext` being the built bundle. */
function runPrinted(line: string, cwd: string) {
  assert.match(line, /^kontext /, line);
  const r = spawnSync('sh', ['-c', `"$NODE" "$KONTEXT" ${line.slice('kontext '.length)}`], {
    cwd,
    encoding: 'utf8',
    env: gitEnv({ NODE: process.execPath, KONTEXT: KONTEXT_JS }),
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('cli: hints carry the -C <dir> the command was given (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  let elsewhere: string;
  before(() => {
    repo = makeRepo('dir hints');
    repo.commit('Two helpers', {
      'pkg/a.py': 'def helper():\n    return 1\n\ndef main():\n    return helper()\n',
      'pkg/b.py': 'def helper():\n    return 2\n\ndef other():\n    return helper()\n',
    });
    // Not a git work tree: a hint without -C fails here.
    elsewhere = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-elsewhere-')));
  });
  after(() => fs.rmSync(elsewhere, { recursive: true, force: true }));

  it('a code command\'s hint starts kontext -C <dir> (quoted) and runs as printed from elsewhere', () => {
    const r = cliIn(elsewhere, ['-C', repo.root, 'callers', 'helper']);
    assert.equal(r.code, 1, r.err);
    const hint = `kontext -C '${repo.root}' callers helper -p pkg/a.py:1`;
    assert.ok(r.out.startsWith(`Ambiguous: 2 definitions of helper; pass path (the file, or path:line) — e.g. ${hint}\n`), r.out);
    const again = runPrinted(hint, elsewhere);
    assert.equal(again.code, 0, again.err);
    assert.equal(again.out, 'callers of function helper (pkg/a.py:1):\npkg/a.py:4  function main  def main()  (calls it on line 5)\n');
    // -C to a subdirectory: its paths are written from there, and the -C keeps them right.
    const sub = cliIn(elsewhere, [`--dir=${repo.root}/pkg`, 'callers', 'helper']);
    const subHint = `kontext -C '${repo.root}/pkg' callers helper -p a.py:1`;
    assert.ok(sub.out.includes(`e.g. ${subHint}\n`), sub.out);
    assert.equal(runPrinted(subHint, elsewhere).code, 0);
    // Without -C, in the repository: no -C either.
    assert.ok(cliIn(repo.root, ['callers', 'helper']).out.includes('e.g. kontext callers helper -p pkg/a.py:1\n'));
  });

  it('notes naming a command (status, graph status) and option mistakes carry it too', () => {
    const status = cliIn(elsewhere, ['-C', repo.root, 'status']);
    assert.equal(status.code, 0, status.err);
    assert.match(status.out, /^Index: not built yet \(built on the first search; `kontext -C '[^']+' reindex` builds it now\)$/m, status.out);
    assert.ok(status.out.includes(`\`kontext -C '${repo.root}' check --staged\` runs the pre-commit checks`), status.out);
    const line = /`(kontext -C '[^']+' reindex)`/.exec(status.out)![1];
    assert.equal(runPrinted(line, elsewhere).code, 0);
    // A graph saved, then a file added: the note names the index command with -C.
    assert.equal(cliIn(elsewhere, ['-C', repo.root, 'graph', 'index']).code, 0);
    repo.write('pkg/c.py', 'def third():\n    return 3\n');
    const g = cliIn(elsewhere, ['-C', repo.root, 'graph', 'status']);
    assert.ok(g.out.includes(`(1 new; not indexed yet) — \`kontext -C '${repo.root}' graph index\` updates it now`), g.out);
    const mistake = cliIn(elsewhere, ['-C', repo.root, 'search', '-x']);
    assert.equal(mistake.code, 1);
    assert.ok(mistake.err.includes(`to search for the word -x: kontext -C '${repo.root}' search -- -x\n`), mistake.err);
    // A git command it suggests runs in the same folder.
    repo.commit('Vendor a lib', { 'vendor/lib.py': 'def thing():\n    return 4\n' });
    const vendored = cliIn(elsewhere, ['-C', repo.root, 'symbol', 'thing', '-p', 'vendor/lib.py']);
    const grep = /(git -C '[^']+' grep -n -w 'thing' -- 'vendor\/lib\.py')/.exec(vendored.out);
    assert.ok(grep, vendored.out);
    const found = spawnSync('sh', ['-c', grep[1]], { cwd: elsewhere, encoding: 'utf8', env: gitEnv() });
    assert.equal(found.stdout, 'vendor/lib.py:1:def thing():\n', found.stderr);
    const depth = cliIn(elsewhere, ['-C', repo.root, 'callers', 'helper', '--depth', '2']);
    assert.ok(depth.err.includes(`are impact's: kontext -C '${repo.root}' impact helper -d 2\n`), depth.err);
  });

  it('-C <dir> typed after the command is the global option (before a --); two different ones are refused', () => {
    const after = cliIn(elsewhere, ['callers', 'helper', '-p', 'pkg/b.py', '-C', repo.root]);
    assert.equal(after.code, 0, after.err);
    assert.equal(after.out, 'callers of function helper (pkg/b.py:1):\npkg/b.py:4  function other  def other()  (calls it on line 5)\n');
    assert.equal(cliIn(elsewhere, ['callers', `--dir=${repo.root}`, 'helper', '-p', 'pkg/b.py']).out, after.out);
    const twice = cliIn(elsewhere, ['-C', elsewhere, 'callers', 'helper', '-C', repo.root]);
    assert.equal(twice.code, 1);
    assert.match(twice.err, /two directories given: .* give -C <dir> once/);
    // After `--` it is a word to search for.
    const words = cliIn(repo.root, ['search-code', '--', '-C', 'helper']);
    assert.doesNotMatch(words.err, /two directories|needs a directory/, words.err);
  });
});
