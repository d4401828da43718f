/**
 * A capture body too long to send (SPEC §11: a call's arguments are at most
 * 65,536 characters) is refused by the CLI saying how much it received, the
 * limit, and what to do instead — not "arguments are N characters" — and a
 * body piped to stdin is kept in a temp file named in the error (newcomer 8
 * #4). stdin far over the limit is not held in memory whole, and still kept.
 * Built bundle, real temp repository with a store.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, input: string | undefined, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv(), input, maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** `n` bytes of Markdown-ish ASCII text, one line per 80 characters. */
function text(n: number): string {
  const line = 'The cart total is kept in cents so that rounding never drifts across!!\n'.padEnd(80, '.');
  return line.repeat(Math.ceil(n / 80)).slice(0, n);
}

const LIMIT = /a capture's arguments may be at most 65,536 characters together \(about 64 KiB of plain text\) — shorten the body to what the team must know, and keep the long material in a file in the repository, named with -p\/--paths/;

describe('cli: capture body over the size limit (newcomer 8 #4, built bundle)', function () {
  this.timeout(60_000);
  const repo = makeRepo('capture-body-size');
  repo.commit('store', { '.ai/kontext.toml': '', 'src/cart.ts': 'export const total = 1;\n' });

  function keptFile(err: string): string {
    const m = /The text read from stdin is kept in (\S+)\.$/m.exec(err);
    assert.ok(m, err);
    return m[1];
  }

  it('stdin far over the limit: what it held, the limit, what to do; the text is kept whole; nothing captured', () => {
    const body = text(3 * 1024 * 1024);
    const r = cli(repo.root, body, 'capture', '-k', 'learning', '-t', 'Cents', '-b', '-');
    assert.equal(r.code, 1);
    assert.match(r.err, /^kontext: capture: -b -: stdin held 3\.0 MiB; /);
    assert.match(r.err, LIMIT);
    assert.match(r.err, /\(a file given with --file has the same limit\)/);
    const kept = keptFile(r.err);
    assert.equal(fs.readFileSync(kept, 'utf8'), body);
    fs.rmSync(kept);
    assert.doesNotMatch(r.err, /arguments are \d+ characters/);
    assert.doesNotMatch(cli(repo.root, undefined, 'inbox').out, /Cents/);
  });

  it('stdin a little over: the body in characters and bytes, kept in a temp file', () => {
    const body = text(100_000);
    const r = cli(repo.root, body, 'capture', '-k', 'learning', '-t', 'Cents', '-b', '-');
    assert.equal(r.code, 1);
    assert.match(r.err, /^kontext: capture: -b -: the body is 10\d,\d{3} characters as sent \(97\.7 KiB\); /);
    assert.match(r.err, LIMIT);
    const kept = keptFile(r.err);
    assert.equal(fs.readFileSync(kept, 'utf8'), body);
    fs.rmSync(kept);
  });

  it('--file too long: named with its size, no temp copy (the file is the user\'s)', () => {
    const file = path.join(repo.root, 'long.md');
    fs.writeFileSync(file, text(100_000));
    const r = cli(repo.root, undefined, 'capture', '-k', 'learning', '-t', 'Cents', '--file', 'long.md');
    assert.equal(r.code, 1);
    assert.match(r.err, /^kontext: capture: --file long\.md: the body is 10\d,\d{3} characters as sent \(97\.7 KiB\); /);
    assert.match(r.err, LIMIT);
    assert.doesNotMatch(r.err, /kept in|has the same limit/);
    fs.writeFileSync(file, text(600_000));
    const big = cli(repo.root, undefined, 'capture', '-k', 'learning', '-t', 'Cents', '--file', 'long.md');
    assert.match(big.err, /^kontext: capture: --file long\.md: the file is 585\.9 KiB; /);
  });

  it('a body that fits is captured as before', () => {
    const r = cli(repo.root, text(20_000), 'capture', '-k', 'learning', '-t', 'Cents fit', '-b', '-');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /inbox:/);
  });
});
