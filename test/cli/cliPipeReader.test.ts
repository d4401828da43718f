/**
 * A reader that goes away keeps the saved work (newcomer 20 #1): `kontext
 * callers x | head -3` closes stdout early and `… 2>&1 | head -3` closes
 * stderr mid-index; the EPIPE used to end the process before the first index
 * was saved, so every such command indexed from 0 again. Real child
 * processes of the built CLI whose pipes the test closes, on real temp repos.
 */
import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

/** 20 files, each calling `helper` once: enough lines that a reader stopping after the first one leaves some unread. */
function files(): Record<string, string> {
  const f: Record<string, string> = { 'src/helper.ts': 'export function helper(n: number) { return n * 2; }\n' };
  for (let i = 0; i < 20; i++) f[`src/use${i}.ts`] = `import { helper } from './helper';\nexport function use${i}() { return helper(${i}); }\n`;
  return f;
}

/**
 * Runs the CLI in `dir` and closes its `closed` pipe: at once (`now`), or
 * after the first line arrived on it, as `head -1` does. Resolves to the exit
 * code (null when killed by a signal) and what the other pipe carried.
 */
function runClosing(dir: string, args: string[], closed: 'stdout' | 'stderr', now: boolean): Promise<{ code: number | null; signal: string | null; other: string; first: string }> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: gitEnv() });
    const pipe = closed === 'stdout' ? c.stdout : c.stderr;
    const other = closed === 'stdout' ? c.stderr : c.stdout;
    let otherText = '';
    let first = '';
    other.on('data', (d) => (otherText += d));
    if (now) pipe.destroy();
    else
      pipe.on('data', (d) => {
        if (first.includes('\n')) return;
        first += d;
        if (first.includes('\n')) pipe.destroy();
      });
    c.on('error', reject);
    c.on('exit', (code, signal) => resolve({ code, signal, other: otherText, first: first.split('\n')[0] }));
  });
}

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('CLI: a pipe reader that goes away (| head) keeps the saved graph', function () {
  this.timeout(60_000);

  it('stdout closed after the first line: exits 0 or 141 quietly, and the next command loads the saved graph', async () => {
    const repo = makeRepo('pipe-stdout');
    repo.commit('code', files());
    const r = await runClosing(repo.root, ['callers', 'helper'], 'stdout', false);
    assert.match(r.first, /^callers of function helper \(src\/helper\.ts:1\):$/);
    assert.equal(r.signal, null);
    assert.ok(r.code === 0 || r.code === 141, `exit ${r.code}; stderr: ${r.other}`);
    assert.doesNotMatch(r.other, /EPIPE|Error|kontext: \[error\]/);
    const again = cli(repo.root, 'callers', 'helper');
    assert.equal(again.code, 0, again.err);
    assert.doesNotMatch(again.err, /indexing/);
    assert.match(again.out, /use19/);
    // A file changed since: the command re-reads it and saves that before exiting (cli.ts settled → flushOpenGraphs).
    repo.write('src/use3.ts', "import { helper } from './helper';\nexport function use3() { return helper(33); }\n");
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 1 /);
    assert.equal(cli(repo.root, 'callers', 'helper').code, 0);
    assert.match(cli(repo.root, 'graph', 'status').out, /files changed since: 0$/m);
  });

  it('stdout closed before the answer: exit 141, nothing on stderr, graph saved', async () => {
    const repo = makeRepo('pipe-stdout-now');
    repo.commit('code', files());
    const r = await runClosing(repo.root, ['callers', 'helper'], 'stdout', true);
    assert.equal(r.code, 141, r.other);
    assert.equal(r.other, '');
    assert.match(cli(repo.root, 'graph', 'status').out, /^code graph: saved from an earlier index/m);
    assert.doesNotMatch(cli(repo.root, 'callers', 'helper').err, /indexing/);
  });

  it('stderr closed while progress is printed (2>&1 | head): the index is finished and saved, the answer printed', async () => {
    const repo = makeRepo('pipe-stderr');
    repo.commit('code', files());
    const r = await runClosing(repo.root, ['graph', 'index'], 'stderr', true);
    assert.equal(r.code, 0);
    assert.match(r.other, /^code graph: indexed and up to date$/m);
    assert.match(r.other, /^files: 21$/m);
    const st = cli(repo.root, 'graph', 'status');
    assert.match(st.out, /^code graph: saved from an earlier index/m);
    assert.match(st.out, /^files: 21$/m);
  });
});
