/**
 * The code-graph CLI commands (`symbol`, `callers`, `callees`, `impact`,
 * `search-code`): each one code_* registry call through the built CLI on a
 * real temp repository, with `--json` printing structuredContent, and the
 * follow-up hints (more rows, an ambiguous name, a name defined nowhere)
 * written as commands that run as printed.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Splits a printed `kontext …` command into its arguments (words here are bare or single-quoted). */
function words(cmd: string): string[] {
  return [...cmd.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

const FILES = {
  'src/total.ts': [
    "import { add } from './math';",
    '/** Sums prices in cents. */',
    'export function total(prices: number[]) { return prices.reduce((s, p) => add(s, p), 0); }',
    'export function subtotal(prices: number[]) { return total(prices.slice(1)); }',
    'export function grand(prices: number[]) { return total(prices) + subtotal(prices); }',
    'export function report(prices: number[]) { return `${total(prices)} ${grand(prices)}`; }',
    '',
  ].join('\n'),
  'src/math.ts': 'export function add(a: number, b: number) { return a + b; }\n',
  'src/other.ts': '/** A decoy: another add. */\nexport function add(a: string, b: string) { return a + b; }\nexport function join2() { return add("a", "b"); }\n',
};

describe('code graph: CLI commands', () => {
  const repo = makeRepo('cli-code');
  repo.commit('code', FILES);

  it('callers, callees, impact and symbol answer in path:line lines; --json prints {items, truncated}', () => {
    const callers = cli(repo.root, 'callers', 'total');
    assert.equal(callers.code, 0, callers.err);
    const [head, ...rows] = callers.out.trim().split('\n');
    assert.equal(head, 'callers of function total (src/total.ts:3):');
    assert.deepEqual(rows.map((l) => l.split('  ')[0]).sort(), ['src/total.ts:4', 'src/total.ts:5', 'src/total.ts:6']);
    const callees = cli(repo.root, 'callees', 'total', '--json');
    assert.equal(callees.code, 0, callees.err);
    const j = JSON.parse(callees.out);
    assert.deepEqual(j.items.map((i: any) => `${i.name} ${i.path}:${i.line} ${i.via}`), ['add src/math.ts:1 import']);
    assert.equal(j.truncated, false);
    const impact = cli(repo.root, 'impact', 'add', '-p', 'src/math.ts', '-d', '3');
    assert.equal(impact.code, 0, impact.err);
    assert.match(impact.out, /^depth 1 — direct callers\nsrc\/total\.ts:3  function total/m);
    // report calls total itself: depth 2, its shortest path.
    assert.match(impact.out, /^depth 2 — callers of depth 1\n(.*\n)*src\/total\.ts:6  function report/m);
    assert.doesNotMatch(impact.out, /join2/);
    const sym = cli(repo.root, 'symbol', 'total', '-k', 'function');
    assert.match(sym.out, /^src\/total\.ts:3  function total  function total\(prices: number\[\]\)$/m);
    const found = cli(repo.root, 'search-code', 'sums', 'prices');
    assert.match(found.out, /^src\/total\.ts:3  function total/m);
  });

  it('"+K more" names the command with a raised -n, and that command lists them all', () => {
    const cut = cli(repo.root, 'callers', 'total', '-n', '1');
    const m = /^\(\+2 more — (kontext -C \S+ callers total -n 3)\)$/m.exec(cut.out);
    assert.ok(m, cut.out);
    const all = cli(repo.root, ...words(m[1]).slice(1));
    assert.equal(all.out.trim().split('\n').length, 4, all.out);
    assert.doesNotMatch(all.out, /more/);
  });

  it('an ambiguous name shows a runnable example with -p path:line; a name defined nowhere suggests search-code', () => {
    const amb = cli(repo.root, 'callers', 'add');
    // Candidates only, no answer: exit 1 (README "Exit status").
    assert.equal(amb.code, 1, amb.err);
    const m = /^Ambiguous: 2 definitions of add; pass path \(the file, or path:line\) — e\.g\. (kontext -C \S+ callers add -p src\/\S+:\d+)$/m.exec(amb.out);
    assert.ok(m, amb.out);
    const picked = cli(repo.root, ...words(m[1]).slice(1));
    assert.equal(picked.code, 0, picked.err);
    assert.doesNotMatch(picked.out, /Ambiguous/);
    const none = cli(repo.root, 'callees', 'nowhereDefined');
    assert.match(none.out, /^No matches: no symbol nowhereDefined \(or search the code: kontext -C \S+ search-code nowhereDefined\)$/m);
  });

  it('why of an ambiguous name gives a path:start-end example covering a whole definition (path:line for a one-line one)', () => {
    const r = cli(repo.root, 'why', 'add');
    // It answers for no definition: exit 1, as callers does (newcomer 10 #23).
    assert.equal(r.code, 1, r.err);
    const m = /^2 definitions of add: ask for one by its file, e\.g\. kontext -C \S+ why add -p src\/\S+ \(or by its lines: (kontext -C \S+ why src\/\S+:\d+(?:-\d+)?)\)\.$/m.exec(r.out);
    assert.ok(m, r.out);
    const ranged = cli(repo.root, ...words(m[1]).slice(1));
    assert.equal(ranged.code, 0, ranged.err);
    assert.match(ranged.out, /^## Lines? \d+/m);
  });

  it('bad input: a missing symbol, a non-integer -n, an unknown flag and an out-of-range depth are refused', () => {
    const none = cli(repo.root, 'callers');
    assert.equal(none.code, 1);
    assert.match(none.err, /kontext callers <name>/);
    const n = cli(repo.root, 'callers', 'total', '-n', 'x');
    assert.equal(n.code, 1);
    assert.match(n.err, /-n\/--limit: must be an integer \(got "x"\)/);
    const flag = cli(repo.root, 'callers', 'total', '--dpeth', '2');
    assert.equal(flag.code, 1);
    const depth = cli(repo.root, 'impact', 'total', '-d', '9');
    assert.equal(depth.code, 1);
    assert.match(depth.err, /-d\/--depth/);
  });
});
