/**
 * Hints the CLI prints run as printed in the directory they were printed in
 * (cli/cliPaths.ts hintArgsFrom), git's root-anchored `:/path` is accepted in
 * every path argument, and $KONTEXT_DIR is the base of relative paths as -C
 * is: the built CLI in a subdirectory of a real temp repository where
 * `lib/cart.ts` and `src/lib/cart.ts` both define `price`.
 */
import * as assert from 'node:assert/strict';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cliIn(cwd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, encoding: 'utf8', env: gitEnv(env) });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The words of a printed `kontext …` hint (bare words only: these hints need no quoting). */
function hintWords(line: string): string[] {
  const m = /kontext ([^()]*?)\.?(?:\)|$)/.exec(line);
  assert.ok(m, `no hint in ${line}`);
  return m[1].trim().split(/\s+/);
}

const ROOT_CART = 'export function price(c: number): number {\n  return c * 2;\n}\n';
const ROOT_USE = 'import { price } from "./cart";\nexport const u1 = () => price(1);\nexport const u2 = () => price(2);\nexport const u3 = () => price(3);\n';
const SUB_CART = '// the src copy\n\nexport function price(c: number): number {\n  return c + 1;\n}\n';
const SUB_USE = 'import { price } from "./lib/cart";\nexport function total() {\n  return price(5);\n}\n';

describe('CLI: printed hints run as printed from a subdirectory; :/ paths; $KONTEXT_DIR as -C', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-hint-paths');
  repo.commit('root cart', { 'lib/cart.ts': ROOT_CART, 'lib/use.ts': ROOT_USE });
  repo.commit('src cart', { 'src/lib/cart.ts': SUB_CART, 'src/main.ts': SUB_USE });
  const src = path.join(repo.root, 'src');
  const here = (...args: string[]) => cliIn(src, args);

  it('the ambiguous-name hint, run from src/, answers for the definition listed first', () => {
    const amb = here('callers', 'price');
    const lines = amb.out.split('\n');
    assert.match(lines[0], /^Ambiguous: 2 definitions of price/);
    const first = /^(\S+:\d+) /.exec(lines[1])?.[1];
    assert.ok(first, amb.out);
    const words = hintWords(lines[0]);
    assert.equal(words[0], 'callers');
    // The hint names the file as reached from src/, not as from the root.
    const p = words[words.indexOf('-p') + 1];
    assert.equal(path.relative(repo.root, path.resolve(src, p.replace(/:\d+$/, ''))) + p.slice(p.lastIndexOf(':')), first);
    const run = here(...words);
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, new RegExp(`^callers of function price \\(${first.replace(/[.]/g, '\\.')}\\):$`, 'm'));
  });

  it('why <symbol>: the -p and path:start-end examples run from src/ for the intended definition', () => {
    const why = here('why', 'price');
    const line = why.out.split('\n').find((l) => /definitions of price: ask for one by its file/.test(l));
    assert.ok(line, why.out);
    // `kontext why price -p ../lib/cart.ts` (texts issue 3 #5), the file as reached from src/.
    const byFile = /e\.g\. kontext (why price -p \S+) \(/.exec(line);
    assert.ok(byFile, line);
    const picked = here(...byFile[1].split(' '));
    assert.equal(picked.code, 0, picked.err);
    assert.match(picked.out, /^- function price (lib\/cart\.ts:1|src\/lib\/cart\.ts:3)$/m);
    const words = hintWords(line);
    assert.equal(words[0], 'why');
    const run = here(...words);
    assert.equal(run.code, 0, run.err);
    const target = /^# Why: (\S+)$/m.exec(run.out)?.[1];
    assert.ok(target === 'lib/cart.ts:1-3' || target === 'src/lib/cart.ts:3-5', run.out);
    assert.equal(path.resolve(src, words[1].replace(/:\d+-\d+$/, '')), path.join(repo.root, target.replace(/:\d+-\d+$/, '')));
  });

  it('the "+K more" hint of a page, run from src/, pages the same definition', () => {
    const page = here('callers', 'price', '-p', '../lib/cart.ts:1', '-n', '1');
    assert.equal(page.code, 0, page.err);
    assert.match(page.out, /^callers of function price \(lib\/cart\.ts:1\):$/m);
    const more = page.out.split('\n').find((l) => /^\(\+2 more — kontext /.test(l));
    assert.ok(more, page.out);
    assert.match(more, /-p \.\.\/lib\/cart\.ts:1/);
    const run = here(...hintWords(more));
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^callers of function price \(lib\/cart\.ts:1\):$/m);
    assert.deepEqual(run.out.match(/^lib\/use\.ts:\d+/gm), ['lib/use.ts:2', 'lib/use.ts:3', 'lib/use.ts:4']);
  });

  it(':/path (and :/path:line) is from the repository root in every path argument', () => {
    const callers = here('callers', 'price', '-p', ':/lib/cart.ts:1');
    assert.equal(callers.code, 0, callers.err);
    assert.match(callers.out, /^callers of function price \(lib\/cart\.ts:1\):$/m);
    assert.match(here('why', ':/lib/cart.ts').out, /^# Why: lib\/cart\.ts$/m);
    assert.match(here('why', ':/lib/cart.ts:1-3').out, /^# Why: lib\/cart\.ts:1-3$/m);
    // Without the anchor the same words mean src/lib/cart.ts.
    assert.match(here('why', 'lib/cart.ts').out, /^# Why: src\/lib\/cart\.ts$/m);
    assert.equal(here('read', ':/lib/cart.ts').out, ROOT_CART);
    assert.equal(here('read', 'file::/lib/cart.ts').out, ROOT_CART);
    assert.deepEqual(JSON.parse(here('symbol', 'price', '-p', ':/lib', '--json').out).items.map((i: { path: string }) => i.path), ['lib/cart.ts']);
    // At the root the anchor is accepted too.
    assert.match(cliIn(repo.root, ['why', ':/lib/cart.ts']).out, /^# Why: lib\/cart\.ts$/m);
    const cap = here('capture', '-k', 'learning', '-t', 'carts', '-b', 'Two carts.', '-p', ':/lib/**,:/lib/cart.ts');
    assert.equal(cap.code, 0, cap.err);
    const id = /^captured inbox:(\S+)$/m.exec(cap.out)?.[1];
    assert.match(here('read', `inbox:${id}`).out, /^paths: \[lib\/\*\*, lib\/cart\.ts\]$/m);
  });

  it("an error names the path as typed from src/, not from the root (newcomer 24 #6)", () => {
    const bad = here('symbol', '-p', 'lib/cart.ts:0');
    assert.equal(bad.code, 1);
    assert.match(bad.err, /-p\/--path: lib\/cart\.ts:0: lines are 1-based and start ≤ end; pass lib\/cart\.ts:1$/m);
    assert.doesNotMatch(bad.err, /src\/lib/);
  });

  it('$KONTEXT_DIR is the base of relative paths, exactly as -C is', () => {
    const elsewhere = os.tmpdir();
    const viaEnv = cliIn(elsewhere, ['why', 'lib/cart.ts'], { KONTEXT_DIR: src });
    assert.equal(viaEnv.code, 0, viaEnv.err);
    assert.match(viaEnv.out, /^# Why: src\/lib\/cart\.ts$/m);
    assert.match(cliIn(elsewhere, ['-C', src, 'why', 'lib/cart.ts']).out, /^# Why: src\/lib\/cart\.ts$/m);
    // Its hints are written from that directory too, so they run under the same $KONTEXT_DIR.
    const amb = cliIn(elsewhere, ['callers', 'price'], { KONTEXT_DIR: src });
    const words = hintWords(amb.out.split('\n')[0]);
    const run = cliIn(elsewhere, words, { KONTEXT_DIR: src });
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^callers of function price \(/m);
    assert.match(cliIn(repo.root, ['--help']).out, /\$KONTEXT_DIR, else the current directory; that same\ndirectory is where relative paths are read from/);
  });
});
