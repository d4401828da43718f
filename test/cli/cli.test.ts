/**
 * The `kontext` CLI of the built bundle (SPEC §13): help, errors as
 * `kontext: <msg>` with exit 1, `call`, and the friendly commands.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli (built bundle)', function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    const repo = makeRepo('cli');
    repo.commit('initial', { 'README.md': '# Demo\n' });
    dir = repo.root;
  });

  it('prints help with the commands and exits 0', () => {
    const r = runKontext(dir, ['--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /usage: kontext \[-C\|--dir <dir>\] <command>/);
    assert.match(r.stdout, /\bmcp\b/);
    assert.match(r.stdout, /\bcall <tool>/);
    assert.equal(r.stderr, '');
  });

  it('prints the version', () => {
    const r = runKontext(dir, ['--version']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^kontext \d+\.\d+\.\d+\n$/);
  });

  it('shows help and exits 1 without a command', () => {
    const r = runKontext(dir, []);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /commands:/);
  });

  it('refuses an unknown command with kontext: <msg> and exit 1', () => {
    const r = runKontext(dir, ['frobnicate']);
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^kontext: unknown command "frobnicate"/);
  });

  it('refuses an unknown global option and a missing -C value', () => {
    assert.match(runKontext(dir, ['--bogus', 'status']).stderr, /^kontext: unknown option --bogus/);
    const r = runKontext(dir, ['-C']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: -C needs a directory/);
  });

  it('call: unknown tool and bad JSON are errors with exit 1', () => {
    const a = runKontext(dir, ['call', 'ctx_nothing', '{}']);
    assert.equal(a.code, 1);
    assert.match(a.stderr, /^kontext: Unknown tool: ctx_nothing/);
    const b = runKontext(dir, ['call', 'ctx_nothing', '{not json']);
    assert.equal(b.code, 1);
    assert.match(b.stderr, /^kontext: call: the arguments are not valid JSON/);
    const c = runKontext(dir, ['call']);
    assert.equal(c.code, 1);
    assert.match(c.stderr, /^kontext: call: usage/);
  });

  it('mcp --help prints usage without starting the server', () => {
    const r = runKontext(dir, ['mcp', '--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /usage: kontext \[-C dir\] mcp/);
  });
});
