/**
 * CLI mistakes read alike and say how to fix them (cli/cli.ts, commands.ts):
 * a flag without its value, a bad integer and an out-of-range one name the
 * flag the same way; `-n=3` is accepted as `--limit=3` is; an unknown flag
 * is named with the command's options (a `-3` is shown moved after `--` in
 * the whole command); capture without -k lists
 * every kind of the store; `kontext call` suggests the tool meant. The built
 * CLI in a real temp repository.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: uniform, actionable error wording', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-wording');
  repo.commit('cart', { 'cart.ts': 'export function price(c: number) {\n  return c;\n}\nexport const a = () => price(1);\nexport const b = () => price(2);\n' });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('a missing value, a non-integer and an out-of-range value name the flag alike', () => {
    const missing = run('callers', 'price', '-n');
    assert.equal(missing.code, 1);
    assert.match(missing.err, /^kontext: callers: -n\/--limit needs a value \(-n <value> or --limit=<value>\)$/m);
    assert.doesNotMatch(missing.err, /argument missing/);
    assert.match(run('callers', 'price', '--offset').err, /^kontext: callers: --offset needs a value \(--offset <value> or --offset=<value>\)$/m);
    const abc = run('callers', 'price', '-n', 'abc');
    assert.equal(abc.code, 1);
    assert.match(abc.err, /^kontext: callers: -n\/--limit: must be an integer \(got "abc"\)$/m);
    assert.match(run('callers', 'price', '-n', '0').err, /^kontext: callers: -n\/--limit: must be between 1 and 50 \(got 0\)$/m);
    assert.match(run('impact', 'price', '-d', 'x').err, /^kontext: impact: -d\/--depth: must be an integer \(got "x"\)$/m);
  });

  it('search-code with -p/--path (or a near miss) points at symbol\'s file or folder scope; the path never becomes a word', () => {
    const hint = (path: string, name = 'price') => `search-code has no -p/--path: it searches every indexed file (search_code takes words only, with -n/--limit and --offset); for a name's definitions in a file or folder: kontext symbol ${name} -p ${path}`;
    for (const [args, flag] of [[['price', '-p', 'src/lib'], '-p'], [['price', '--path', 'src/lib'], '--path'], [['price', '--path=src/lib'], '--path'], [['price', '-psrc/lib'], '-p'], [['price', '--pth', 'src/lib', '-n', '3'], '--pth']] as const) {
      const r = run('search-code', ...args);
      assert.equal(r.code, 1);
      assert.match(r.err, new RegExp(`^kontext: search-code: unknown option ${flag}; ${hint('src/lib').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'), r.err);
      assert.doesNotMatch(r.err, /-- -p|for the word/);
    }
    assert.ok(run('search-code', 'two', 'words', '-p').err.includes(hint('<path>', '<name>')));
  });

  it('-n=3 is read as --limit=3', () => {
    const short = run('callers', 'price', '-n=1');
    assert.equal(short.code, 0, short.err);
    assert.match(short.out, /^\(\+1 more — kontext callers price -n 2\)$/m);
    assert.equal(run('callers', 'price', '--limit=1').out, short.out);
  });

  it('an unknown flag is named with the command\'s options; -- only where a word may be a term or a number', () => {
    const x = run('callers', 'price', '-x');
    assert.equal(x.code, 1);
    assert.match(x.err, /^kontext: callers: unknown option -x; callers takes -p\/--path, .*-n\/--limit, .*--json, -h\/--help$/m);
    assert.doesNotMatch(x.err, /-- -x/);
    assert.match(run('search', 'two words', '-q').err, /; to search for the word -q: kontext search 'two words' -- -q$/m);
    assert.match(run('search-code', '-3').err, /^kontext: search-code: unknown option -3; a word starting with "-" goes after -- \(kontext search-code -- -3\)$/m);
  });

  it('capture without -k lists every kind of the store, architecture too', () => {
    const c = run('capture', '-t', 'x', '-b', 'y');
    assert.equal(c.code, 1);
    assert.match(c.err, /^kontext: capture: -k\/--kind is required; use one of decision, convention, learning, incident, architecture \(aliases: /m);
  });

  it('kontext call suggests the tool a command name or an unprefixed name means', () => {
    assert.match(run('call', 'callers', '{}').err, /^kontext: Unknown tool: callers; did you mean code_callers/m);
    assert.match(run('call', 'serch', '{}').err, /^kontext: Unknown tool: serch; did you mean ctx_search\?$/m);
    assert.match(run('call', 'ctx_serch', '{}').err, /^kontext: Unknown tool: ctx_serch; did you mean ctx_search\?$/m);
    // Nothing near: the list of tools is the help.
    assert.match(run('call', 'nope', '{}').err, /^kontext: Unknown tool: nope\n.*\(tools: ctx_brief, /m);
  });
});
