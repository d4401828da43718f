/**
 * The code tools' arguments as newcomer4 used them (built CLI on real temp
 * repositories, and the registry as agents reach it): absolute paths inside
 * the repository, CLI paths relative to the directory it runs in, `offset`
 * paging named by the "(+K more — …)" line, `-n -1`, the tool prefix on path
 * errors, "did you mean" for a wrong-case name and none for `*`; `graph
 * status` naming files with syntax errors, a saved graph's JSON state, and a
 * second `graph index` reusing every cached record.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cliIn, makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { Registry } from '../../server/src/tools/registry';
import { graphTools } from '../../server/src/tools/codeTools';
import { silentLogger } from '../../server/src/core/logger';

/** Splits a printed `kontext …` command into its arguments (words here are bare or single-quoted). */
function words(cmd: string): string[] {
  return [...cmd.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

const CALLERS = 60;

function files(): Record<string, string> {
  const out: Record<string, string> = {
    'src/base.ts': 'export function base(x: number) { return x; }\nexport function atomicWrite(p: string) { return p; }\n',
    'src/broken.ts': 'export function good1() { return 1; }\nexport function bad() { const x = ; if (x) }\n',
  };
  for (let i = 0; i < CALLERS; i++) out[`src/m${i}.ts`] = `import { base } from './base';\n/** Pipeline step ${i}. */\nexport function step${i}(x: number) { return base(x) + ${i}; }\n`;
  return out;
}

describe('code graph: paths, paging, status and argument errors (newcomer4)', function () {
  this.timeout(120_000);
  const repo = makeRepo('graph-args');
  repo.commit('code', files());
  const root = repo.root;
  const cli = (...args: string[]) => cliIn(root, ...args);

  it('a second graph index parses nothing, an edit only that file; status names the files with syntax errors; the JSON of a saved graph says "saved"', () => {
    const first = cli('graph', 'index');
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, new RegExp(`^parsed: ${CALLERS + 2} files$`, 'm'));
    const again = cli('graph', 'index');
    assert.match(again.out, new RegExp(`^all ${CALLERS + 2} files up to date \\(nothing to parse\\)$`, 'm'));
    assert.doesNotMatch(again.out, /^parsed:/m);
    repo.write('src/m0.ts', "import { base } from './base';\nexport function step0(x: number) { return base(x) + 100; }\n");
    const edited = cli('graph', 'index');
    assert.match(edited.out, new RegExp(`^parsed: 1 file; ${CALLERS + 1} unchanged, from the cache$`, 'm'));
    const st = cli('graph', 'status');
    assert.match(st.out, /^files the parser could not read whole \(a syntax error, or code its grammar does not know; what it read is kept; definitions past an error may be missing\): 1 — src\/broken\.ts:2$/m);
    const j = JSON.parse(cli('call', 'kontext_graph', '--json').out);
    assert.equal(j.state, 'saved');
    assert.equal(j.progress, undefined);
    assert.deepEqual(j.errorFiles, ['src/broken.ts']);
    assert.match(st.out, /^code graph: saved from an earlier index \(the next code question loads it and re-reads changed files\)$/m);
  });

  it('an absolute path inside the repository is taken as repository-relative; outside, the error names the tool and the fix', () => {
    const abs = cli('call', 'code_callers', JSON.stringify({ symbol: 'base', path: path.join(root, 'src', 'base.ts'), limit: 1 }));
    assert.equal(abs.code, 0, abs.err);
    // The hint repeats the path as understood.
    assert.match(abs.out, /^\(\+59 more — code_callers symbol="base" path="src\/base\.ts" offset=1 limit=50\)$/m);
    const dir = cli('symbol', 'base', '-p', path.join(root, 'src'), '--json');
    assert.deepEqual(JSON.parse(dir.out).items.map((i: { path: string }) => i.path), ['src/base.ts']);
    const out = cli('call', 'code_callers', JSON.stringify({ symbol: 'base', path: '/etc' }));
    assert.equal(out.code, 1);
    assert.match(out.err, new RegExp(`^kontext: code_callers: path: /etc is outside the repository; pass a repository-relative path, or an absolute one inside ${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    assert.match(cli('callers', 'base', '-p', '../x.ts').err, /^kontext: callers: -p\/--path: \.\.\/x\.ts is outside the repository/m);
    assert.match(cli('call', 'code_symbol', '{"name":"base","path":"nope/x.ts"}').err, /^kontext: code_symbol: path: nope\/x\.ts does not exist in the repository/m);
    // A glob is not a path: the answer says so and names the folder before the wildcard (newcomer 6 #12).
    assert.match(cli('callers', 'base', '-p', 'src/*.ts').err, /^kontext: callers: -p\/--path: src\/\*\.ts is a glob; pass one file or folder \(e\.g\. src\)$/m);
    // A symbolic link out of the work tree is outside the repository, not an empty scope.
    fs.symlinkSync('/etc', path.join(root, 'link_etc'));
    try {
      assert.match(cli('callers', 'base', '-p', 'link_etc/passwd').err, /^kontext: callers: -p\/--path: link_etc\/passwd is outside the repository/m);
    } finally {
      fs.rmSync(path.join(root, 'link_etc'));
    }
  });

  it('in the CLI, a path relative to the directory it runs in (a subdirectory, or -C) is understood as git does; agents keep repository-relative paths', async () => {
    const sub = path.join(root, 'src');
    const here = cliIn(sub, 'callers', 'base', '-p', 'base.ts', '-n', '1');
    assert.equal(here.code, 0, here.err);
    // The hint is written from src/, where it was printed (cli/cliPaths.ts hintArgsFrom).
    assert.match(here.out, /^\(\+59 more — kontext callers base -p base\.ts --offset 1 -n 50\)$/m);
    const viaC = cliIn(root, '-C', sub, 'call', 'code_symbol', '{"name":"base","path":"base.ts"}', '--json');
    assert.deepEqual(JSON.parse(viaC.out).items.map((i: { path: string }) => i.path), ['src/base.ts']);
    // A path that exists from the root still means that one.
    assert.equal(cliIn(sub, 'symbol', 'base', '-p', 'src/base.ts').code, 0);
    // Agents (no working directory of their own) get the not-found answer with the near match.
    const registry = new Registry(graphTools());
    const engine = await Repo.open(sub);
    const r = await registry.call('code_symbol', { name: 'base', path: 'base.ts' }, { repo: engine, log: silentLogger, origin: 'agent' });
    assert.equal(r.isError, true);
    assert.match(r.text, /^Error: code_symbol: path: base\.ts does not exist in the repository; did you mean src\/base\.ts\?$/);
  });

  it('offset pages past the limit; each "(+K more — …)" runs as printed and the pages hold every caller once', () => {
    const first = cli('callers', 'base');
    const m = /^\(\+40 more — (kontext callers base --offset 20 -n 40)\)$/m.exec(first.out);
    assert.ok(m, first.out);
    const next = cli(...words(m[1]).slice(1));
    assert.equal(next.code, 0, next.err);
    assert.doesNotMatch(next.out, /more/);
    const items = (out: string) => out.split('\n').filter((l) => /^src\/m\d+\.ts:/.test(l));
    assert.equal(items(first.out).length, 20);
    assert.equal(new Set([...items(first.out), ...items(next.out)]).size, CALLERS);
    assert.match(cli('search-code', 'pipeline', 'step', '-n', '5').out, /^\(\+55 more — kontext search-code 'pipeline step' --offset 5 -n 50\)$/m);
    assert.match(cli('callers', 'base', '--offset', '100').out, /^No matches at offset 100: there are 60 \(pass an offset below 60\)$/m);
    assert.match(cli('callers', 'base', '--offset', '-1').err, /^kontext: callers: --offset: .*-1/m);
    assert.match(cli('call', 'code_callees', '{"symbol":"step1","offset":"x"}').err, /^kontext: code_callees: offset: expected/m);
  });

  it('-n -1 gets the range error that -n 0 gets', () => {
    for (const [cmd, range] of [['why', '3 and 40'], ['callers', '1 and 50']] as const) {
      const neg = cli(cmd, 'base', '-n', '-1');
      assert.equal(neg.code, 1);
      assert.match(neg.err, new RegExp(`^kontext: ${cmd}: -n/--limit: must be between ${range} \\(got -1\\)$`, 'm'));
      assert.equal(cli(cmd, 'base', '--limit', '-1').err, neg.err);
      assert.equal(cli(cmd, 'base', '-n', '0').err, neg.err.replace('-1', '0'));
    }
  });

  it('"did you mean" finds a wrong-case name and suggests no one-letter names for *', () => {
    assert.match(cli('call', 'code_symbol', '{"name":"atomicwrite"}').out, /^No matches: no symbol atomicwrite; did you mean atomicWrite\?/m);
    repo.write('src/gen.ts', 'export function B<T>(x: T) { return x; }\nexport function M() { return 1; }\n');
    const star = cli('call', 'code_callers', '{"symbol":"*"}');
    assert.match(star.out, /^No matches: no symbol \* \(or search the code/m);
  });
});
