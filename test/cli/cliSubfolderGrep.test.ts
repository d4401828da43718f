/**
 * Issue 3: the git commands the CLI prints carry the `-C <dir>` it was given
 * and, from a subfolder of the repository, still search the files the answer
 * named and print repository-relative paths, as every answer does (SPEC §12):
 * `git -C <sub> grep --full-name … -- ':/app/dist/out.ts'` (core/hints.ts
 * gitGrepCommand). At the top the command is unchanged. `status`'s
 * commit-graph line writes `git -C <dir> commit-graph write …`, as its
 * kontext hints write `kontext -C <dir>`. The built CLI on a real temporary
 * repository; each printed git line run through a shell from elsewhere.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo, type TestRepo } from '../helpers/gitRepo';

function cliIn(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The `git …` command a text prints (up to `;` or the end of its line). */
function gitLine(text: string): string {
  const m = /(git -C \S+ [^;\n]+)/.exec(text);
  assert.ok(m, text);
  return m[1].trim();
}

/** Runs a printed git line through a POSIX shell in `cwd`: its stdout lines. */
function runGit(line: string, cwd: string): string[] {
  const r = spawnSync('sh', ['-c', line], { cwd, encoding: 'utf8', env: gitEnv() });
  assert.equal(r.status, 0, `${line}\n${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

describe('cli: printed git commands from a subfolder (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  let sub: string;
  let elsewhere: string;
  before(() => {
    repo = makeRepo('sub-grep');
    repo.commit('app', {
      'app/src/a.ts': 'export function used() { return 1; }\n',
      'app/dist/out.ts': 'export function onlyBuilt() { return 1; }\n',
      'lib/vendor/acme/lib.ts': 'export function onlyVendored() { return onlyBuilt(); }\n',
    });
    sub = path.join(repo.root, 'app', 'src');
    elsewhere = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-elsewhere-')));
  });
  after(() => fs.rmSync(elsewhere, { recursive: true, force: true }));

  it('a skipped file\'s grep hint from -C <subfolder> finds it and prints repository-relative paths', () => {
    const r = cliIn(elsewhere, ['-C', sub, 'symbol', 'onlyVendored']);
    assert.match(r.out, /onlyVendored appears in 1 file the graph skips: lib\/vendor\/acme\/lib\.ts \(vendored code\)/, r.out);
    const line = gitLine(r.out);
    assert.equal(line, `git -C ${sub} grep --full-name -n -w 'onlyVendored' -- ':/lib/vendor/acme/lib.ts'`);
    assert.deepEqual(runGit(line, elsewhere), ['lib/vendor/acme/lib.ts:1:export function onlyVendored() { return onlyBuilt(); }']);
    // Several files: the whole tree from its top.
    const many = cliIn(elsewhere, ['-C', sub, 'callers', 'onlyBuilt']);
    const all = gitLine(many.out);
    assert.equal(all, `git -C ${sub} grep --full-name -n -w 'onlyBuilt' -- ':/'`);
    assert.deepEqual(runGit(all, elsewhere), ['app/dist/out.ts:1:export function onlyBuilt() { return 1; }', 'lib/vendor/acme/lib.ts:1:export function onlyVendored() { return onlyBuilt(); }']);
  });

  it('search-code\'s text search from a subfolder covers the tree, paths from its top', () => {
    const r = cliIn(sub, ['search-code', 'zzqxqq']);
    const m = /to search the files' text instead: (git grep [^;]+);/.exec(r.out);
    assert.ok(m, r.out);
    assert.equal(m[1], "git grep --full-name -n -i zzqxqq -- ':/'");
    fs.writeFileSync(path.join(repo.root, 'lib', 'notes.txt'), 'zzqxqq here\n');
    try {
      // Untracked files are not searched by git grep: track it for the check.
      repo.git('add', 'lib/notes.txt');
      assert.deepEqual(runGit(m[1], sub), ['lib/notes.txt:1:zzqxqq here']);
    } finally {
      repo.git('rm', '-q', '--cached', 'lib/notes.txt');
      fs.rmSync(path.join(repo.root, 'lib', 'notes.txt'));
    }
  });

  it('at the top the grep hint is unchanged', () => {
    const r = cliIn(elsewhere, ['-C', repo.root, 'symbol', 'onlyVendored']);
    assert.equal(gitLine(r.out), `git -C ${repo.root} grep -n -w 'onlyVendored' -- 'lib/vendor/acme/lib.ts'`);
  });

  it('status writes the commit-graph command with the -C <dir> it was given', () => {
    const r = cliIn(elsewhere, ['-C', sub, 'status']);
    assert.equal(r.code, 0, r.err);
    const line = r.out.split('\n').find((l) => l.startsWith('Commit graph:')) ?? '';
    assert.match(line, new RegExp(`Write it with: git -C ${sub.replace(/[/.]/g, '\\$&')} commit-graph write --reachable --changed-paths \\(or \`kontext -C `), line);
  });
});
