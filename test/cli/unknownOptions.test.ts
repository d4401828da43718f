/**
 * Newcomer finding 4 (issue 3), through the built CLI on a real temp
 * repository: an unknown flag-like option (`--bogus`, `--force`) is named
 * with the command's options, never "goes after --" with a command that
 * would not run; `--` stays the advice for a negative number; and a kind
 * filter that leaves nothing names the kinds the symbol has.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('CLI: unknown options and an empty kind filter', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-unknown-options');
  repo.commit('code', {
    'src/price.ts': 'export function price(c: number) { return c; }\nexport const hasChanged = (a: unknown, b: unknown): boolean => !Object.is(a, b);\nexport const total = () => price(1);\n',
  });
  const run = (...args: string[]) => runKontext(repo.root, args);

  it('callers price --bogus: unknown option, the options of callers, no -- advice', () => {
    const r = run('callers', 'price', '--bogus');
    assert.equal(r.code, 1);
    assert.equal(
      r.stderr,
      'kontext: callers: unknown option --bogus; callers takes -p/--path, -n/--limit, --offset, --json, -h/--help\n' +
        'usage: kontext [-C dir] callers [<symbol>] [-p path] [-n N] [--offset N] [--json]   (kontext callers --help for the options)\n',
    );
  });

  it('graph index --force: unknown option; graph takes --all, --json and --help', () => {
    const r = run('graph', 'index', '--force');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: graph: unknown option --force; graph takes --all, --json, -h\/--help$/m);
    assert.doesNotMatch(r.stderr, /-- --force/);
  });

  it('a negative number keeps the -- advice, as a command that runs as printed', () => {
    const r = run('search-code', '-3');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /\(kontext search-code -- -3\)$/m);
    const printed = run('search-code', '--', '-3');
    assert.doesNotMatch(printed.stderr, /unknown option/i);
  });

  it('symbol hasChanged -k const: names the kind it has and the command to list it', () => {
    const r = run('symbol', 'hasChanged', '-k', 'const');
    assert.equal(r.code, 1);
    assert.equal(r.stdout, 'No matches: no const hasChanged; it is a function (a const holding a function is kind function) — kontext symbol hasChanged -k function\n');
    const ok = run('symbol', 'hasChanged', '-k', 'function');
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /^src\/price\.ts:2  function hasChanged/);
    // A name defined nowhere keeps its own answer.
    assert.match(run('symbol', 'noSuchName', '-k', 'const').stdout, /^No matches: no symbol noSuchName/);
  });
});

describe('kontext CLI: one wording for unknown options, --offset in code usage lines, names written as used (newcomer 42 #14)', function () {
  this.timeout(120000);
  const root = makeRepo('cli-one-wording').root;
  const run = (...args: string[]) => runKontext(root, args);

  it('impact --dept and callers --dept say it the same way, the first with the option meant', () => {
    const a = run('impact', 'x', '--dept', '2');
    assert.match(a.stderr, /^kontext: impact: unknown option --dept \(did you mean --depth\?\); impact takes -d\/--depth, -p\/--path, -n\/--limit, --offset, --json, -h\/--help$/m);
    const b = run('callers', 'x', '--dept', '2');
    assert.match(b.stderr, /^kontext: callers: unknown option --dept; callers takes -p\/--path, -n\/--limit, --offset, --json, -h\/--help$/m);
  });

  it('the usage lines of the code commands name --offset', () => {
    for (const cmd of ['symbol', 'callers', 'callees', 'impact', 'search-code']) assert.match(run(cmd, '--bogus').stderr, /\[--offset N\] \[--json\]/, cmd);
  });
});
