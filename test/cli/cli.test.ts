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
    assert.match(c.stderr, /^kontext: call: name a tool; usage: .*\ntools: .*\bctx_search\b/);
  });

  it('mcp --help prints usage without starting the server', () => {
    const r = runKontext(dir, ['mcp', '--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /usage: kontext \[-C dir\] mcp/);
  });

  describe('friendly commands in a repository with a store', () => {
    let root: string;
    before(() => {
      const repo = makeRepo('cli-store');
      repo.commit('Adopt integer cents instead of floats', {
        '.ai/decisions/2026-01-02-integer-cents.md': '---\ntitle: Integer cents\nstatus: accepted\ndate: 2026-01-02\npaths: [src/**]\n---\n\nAll money is integer cents.\n',
        'src/money.ts': 'export const cents = 100;\n',
        'docs/guide.md': '# Guide\n\nMoney is kept in cents.\n',
      });
      root = repo.root;
    });

    it('log, log --json, read and why print the tool answers', () => {
      const log = runKontext(root, ['log']);
      assert.equal(log.code, 0, log.stderr);
      assert.match(log.stdout, /2026-01-02 {2}2026-01-02-integer {2}Integer cents {2}\[accepted\]/);
      const rows = JSON.parse(runKontext(root, ['log', '--json']).stdout);
      assert.equal(rows[0].id, '2026-01-02-integer-cents');
      const read = runKontext(root, ['read', 'kx:2026-01-02-integer-cents']);
      assert.match(read.stdout, /^---\n/, 'read defaults to level 2 on the CLI');
      assert.match(runKontext(root, ['read', 'kx:2026-01-02-integer-cents', '-l', '0']).stdout, /Integer cents/);
      const why = runKontext(root, ['-C', root, 'why', 'src/money.ts:1']);
      assert.equal(why.code, 0, why.stderr);
      assert.match(why.stdout, /# Why: src\/money.ts:1/);
    });

    it('search --json prints {hits, notes}', () => {
      const r = runKontext(root, ['search', 'money', 'cents', '--json']);
      assert.equal(r.code, 0, r.stderr);
      const out = JSON.parse(r.stdout);
      assert.ok(out.hits.length >= 1);
      assert.deepEqual(Object.keys(out), ['hits', 'notes']);
    });

    it('capture (body from stdin with -b -) → inbox → promote --no-stage → log -k learning', () => {
      const c = runKontext(root, ['capture', '-k', 'gotcha', '-t', 'Rounding happens twice', '-p', 'src/money.ts', '--tags', 'money,rounding', '-b', '-'], { input: 'Both cart and refund round.\n' });
      assert.equal(c.code, 0, c.stderr);
      const m = /^captured inbox:(\S+)$/m.exec(c.stdout);
      assert.ok(m, c.stdout);
      const list = runKontext(root, ['inbox']);
      assert.match(list.stdout, new RegExp('`' + m![1] + '` \\[learning\\] Rounding happens twice'));
      const show = runKontext(root, ['inbox', 'show', m![1]]);
      assert.match(show.stdout, /Both cart and refund round/);
      const p = runKontext(root, ['promote', m![1], '--no-stage']);
      assert.equal(p.code, 0, p.stderr);
      assert.match(p.stdout, /promoted .* → \.ai\/learnings\//);
      assert.match(runKontext(root, ['log', '-k', 'learning']).stdout, /Rounding happens twice/);
    });

    it('capture --summary alone uses it as the body; --promote writes the store', () => {
      const r = runKontext(root, ['capture', '-k', 'convention', '-t', 'Name money fields *Cents', '--summary', 'Suffix money fields with Cents.', '--promote']);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /^wrote \.ai\/conventions\/.+\.md \(staged\)$/m);
    });

    it('reports tool errors as kontext: <msg> with exit 1', () => {
      const a = runKontext(root, ['capture', '-k', 'spaceship', '-t', 'x', '-b', 'y']);
      assert.equal(a.code, 1);
      assert.match(a.stderr, /^kontext: .*kind/);
      const b = runKontext(root, ['read', 'kx:does-not-exist']);
      assert.equal(b.code, 1);
      assert.match(b.stderr, /^kontext: /);
      const c = runKontext(root, ['why', 'src/money.ts', '-n', '99']);
      assert.equal(c.code, 1);
      assert.match(c.stderr, /^kontext: why: -n\/--limit: must be between 3 and 40/);
      const d = runKontext(root, ['log', '--bogus']);
      assert.equal(d.code, 1);
      assert.match(d.stderr, /^kontext: log: unknown option --bogus; log takes -k\/--kind, /);
      const e = runKontext(root, ['capture', '-t', 'no kind']);
      assert.equal(e.code, 1);
      assert.match(e.stderr, /^kontext: capture: -k\/--kind is required/);
      const f = runKontext(root, ['inbox', 'drop']);
      assert.match(f.stderr, /^kontext: inbox: drop needs an id/);
    });

    it('call prints text, --json prints structuredContent, isError exits 1', () => {
      const t = runKontext(root, ['call', 'ctx_log', '{"limit":1}']);
      assert.equal(t.code, 0, t.stderr);
      assert.match(t.stdout, /Integer cents/);
      const j = runKontext(root, ['call', 'ctx_log', '{"limit":"1"}', '--json']);
      assert.equal(JSON.parse(j.stdout).rows.length, 1);
      const e = runKontext(root, ['call', 'ctx_log', '{"limit":0}']);
      assert.equal(e.code, 1);
      assert.match(e.stderr, /^kontext: ctx_log: limit: must be between 1 and 500 \(got 0\)/);
    });

    it('brief (text, json, claude-hook), status, check with exit 1 on errors', () => {
      const b = runKontext(root, ['brief', '-f', 'src/money.ts']);
      assert.equal(b.code, 0, b.stderr);
      assert.match(b.stdout, /Integer cents/);
      assert.match(JSON.parse(runKontext(root, ['brief', '--format', 'json']).stdout).brief, /team context/);
      const hook = JSON.parse(runKontext(root, ['brief', '--format', 'claude-hook']).stdout);
      assert.equal(hook.hookSpecificOutput.hookEventName, 'SessionStart');
      assert.match(runKontext(root, ['brief', '--format', 'xml']).stderr, /^kontext: brief: --format must be/);
      const st = runKontext(root, ['status']);
      assert.equal(st.code, 0, st.stderr);
      assert.match(st.stdout, /Store: \.ai\//);
      const ok = runKontext(root, ['check']);
      assert.equal(ok.code, 0, ok.stdout + ok.stderr);
      assert.match(ok.stdout, /file\(s\) checked, 0 error\(s\)/);
      const repo = makeRepo('cli-check');
      repo.write('.ai/learnings/leak.md', '---\ntitle: Leak\n---\n\naws_key AKIAABCDEFGHIJKLMNOP here\n');
      const bad = runKontext(repo.root, ['check']);
      assert.equal(bad.code, 1, bad.stdout);
      assert.match(bad.stdout, /error: \.ai\/learnings\/leak\.md:\d+: possible secret \(aws-access-key\)/);
    });

    it('prepare-commit prints the report', () => {
      const r = runKontext(root, ['prepare-commit']);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /^# Prepare commit/);
      assert.match(runKontext(root, ['prepare-commit', 'extra']).stderr, /^kontext: prepare-commit: unexpected argument/);
    });

    it('per-command help and reindex', () => {
      const h = runKontext(root, ['capture', '--help']);
      assert.equal(h.code, 0);
      assert.match(h.stdout, /usage: kontext \[-C dir\] capture -k <kind>/);
      assert.match(h.stdout, /--private/);
      const r = runKontext(root, ['reindex']);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /^indexed \d+ document\(s\)/);
    });
  });

  it('refuses team capture and promotion without a store, suggesting --private', () => {
    const r = runKontext(dir, ['capture', '-k', 'learning', '-t', 'x', '-b', 'y', '--promote']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: /);
    const ok = runKontext(dir, ['capture', '-k', 'learning', '-t', 'Private note', '-b', 'y', '--private']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /^captured inbox:/);
  });

  it('answers outside a repository with kontext: … run inside a git repository', () => {
    const r = runKontext('/', ['log']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: .*run inside a git repository/);
  });
});
