/**
 * How `kontext lsp` (the built binary, spawned) ends: LSP `exit` gives 0
 * after `shutdown` and 1 without; end of input gives 0 after `shutdown`, 0
 * when no client ever connected, and 1 when an initialized client vanished —
 * the last two with one line on stderr saying which.
 */
import * as assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { ExitNotification, ShutdownRequest } from 'vscode-languageserver-protocol/node';
import { startLsp } from './lspClient';

/** The exit code, once the process has exited and its output streams are read to the end. */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((r) => {
    if (child.exitCode !== null && child.stdout?.readableEnded !== false) r(child.exitCode);
    else child.once('close', (code) => r(code));
  });
}

describe('lsp: exit codes and end of input (built server)', function () {
  this.timeout(60_000);
  let root: string;
  before(() => {
    const repo = makeRepo('lsp-exit');
    repo.commit('init', { 'src/a.ts': 'export const a = 1;\n' });
    root = repo.root;
  });

  it('input that ends before any client connected: exit 0 with a line saying so', async () => {
    const child = spawn(process.execPath, [KONTEXT_JS, 'lsp'], { cwd: root, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    let out = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => (out += d));
    child.stdin.end();
    assert.equal(await exitOf(child), 0);
    assert.equal(out, '');
    assert.match(err, /^kontext lsp: input ended before a client connected; nothing to serve/m);
  });

  it('a client that initialized and went away without shutdown: exit 1 with a line saying so', async () => {
    const s = await startLsp(root);
    s.child.stdin!.end();
    assert.equal(await exitOf(s.child), 1);
    assert.match(s.stderr(), /kontext lsp: the client closed the connection without shutdown; exiting with code 1/);
    s.conn.dispose();
  });

  it('shutdown, then end of input: exit 0, quietly', async () => {
    const s = await startLsp(root);
    await s.conn.sendRequest(ShutdownRequest.method);
    s.child.stdin!.end();
    assert.equal(await exitOf(s.child), 0);
    assert.doesNotMatch(s.stderr(), /kontext lsp: (input ended|the client closed)/);
    s.conn.dispose();
  });

  it('LSP exit: 0 after shutdown, 1 without', async () => {
    const a = await startLsp(root);
    await a.conn.sendRequest(ShutdownRequest.method);
    await a.conn.sendNotification(ExitNotification.method);
    assert.equal(await exitOf(a.child), 0);
    a.conn.dispose();
    const b = await startLsp(root);
    await b.conn.sendNotification(ExitNotification.method);
    assert.equal(await exitOf(b.child), 1);
    b.conn.dispose();
  });

  it('documents the exit codes in kontext lsp --help', async () => {
    const child = spawn(process.execPath, [KONTEXT_JS, 'lsp', '--help'], { cwd: root, env: gitEnv() });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    assert.equal(await exitOf(child), 0);
    assert.match(out, /Exit code: 0 after shutdown \+ exit, or when\ninput ends before any client sent initialize; 1 on exit without shutdown/);
  });
});
