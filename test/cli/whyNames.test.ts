/**
 * `why <name>` on the built CLI and over ctx_why for names that are not
 * plain identifiers or are also paths: a test case by the name symbol and
 * callers print (`describe cart › it totals 1.5 items`) is found through the
 * code graph, not a text search; a bare word naming both a folder and a
 * symbol (`router/` beside `function router`) answers the symbol and names
 * the folder's why, while `router/` (a separator), a file name, or a folder
 * beside a mere const or several definitions keep the path, naming the code;
 * from a subdirectory, a folder there follows the same rule. `symbol -k test` lists test cases, and `symbol -p <folder>` names
 * the missing field and how to ask. Real repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

function ok(r: { code: number | null; stdout: string; stderr: string }): string {
  assert.equal(r.code, 0, r.stdout + r.stderr);
  return r.stdout;
}

describe('cli: why of test names and of names shared by a folder and a symbol (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  const TEST = 'describe cart › it totals 1.5 items';

  before(() => {
    repo = makeRepo('why-names');
    repo.commit('Add the cart, its router and tests', {
      'src/cart.ts': 'export function total(xs: number[]): number {\n  return xs.reduce((a, b) => a + b, 0);\n}\n',
      'src/app.ts': "import { total } from './cart';\nexport function router(path: string): number {\n  return total([path.length]);\n}\n",
      'router/index.ts': 'export const routes = 1;\n',
      'packages/core/index.ts': 'export const core = 1;\n',
      'scripts/build.ts': "export const packages = ['core'];\n",
      'test/cart.test.ts': "import { total } from '../src/cart';\ndescribe('cart', () => {\n  it('totals 1.5 items', () => {\n    total([1.5]);\n  });\n});\n",
    });
  });

  it('a bare folder name is the folder while no graph was built (no first index for it)', () => {
    const out = ok(runKontext(repo.root, ['why', 'router']));
    assert.match(out, /^# Why: router\n\n## History \(the only commit\)/);
    assert.doesNotMatch(out, /## Code/);
  });

  it('a test case by its name answers from its definition, on the CLI and over ctx_why', () => {
    ok(runKontext(repo.root, ['graph', 'index']));
    const out = ok(runKontext(repo.root, ['why', TEST]));
    assert.match(out, new RegExp(`^# Why: ${TEST.replace(/\./g, '\\.')}\n\n## Code\n- test ${TEST.replace(/\./g, '\\.')} test/cart\\.test\\.ts:3\n\n## Lines 3-5 last changed in\n`));
    assert.match(out, /## History \(the only commit that changed lines 3-5\)/);
    assert.doesNotMatch(out, /## Knowledge and history/);
    const tool = ok(runKontext(repo.root, ['call', 'ctx_why', JSON.stringify({ target: TEST })]));
    assert.match(tool, /## Code\n- test describe cart › it totals 1\.5 items test\/cart\.test\.ts:3\n/);
    // The kind printed is a filter too.
    const listed = ok(runKontext(repo.root, ['symbol', TEST, '-k', 'test']));
    assert.match(listed, /^test\/cart\.test\.ts:3  test describe cart › it totals 1\.5 items/);
    const outline = ok(runKontext(repo.root, ['symbol', '-p', 'test/cart.test.ts', '-k', 'test']));
    assert.match(outline, /test describe cart › it totals 1\.5 items/);
  });

  it('a bare word naming a folder and a symbol answers the symbol and names the folder; router/ is the folder', () => {
    const out = ok(runKontext(repo.root, ['why', 'router']));
    assert.match(out, /^# Why: router\n\n\(router is also a folder, router\/; for the folder: kontext why router\/\)\n\n## Code\n- function router src\/app\.ts:2\n/);
    assert.match(out, /## History \(the only commit that changed lines 2-4\)/);
    const tool = ok(runKontext(repo.root, ['call', 'ctx_why', '{"target":"router"}']));
    assert.match(tool, /\(router is also a folder, router\/; for the folder: ctx_why target="router\/"\)\n\n## Code\n- function router src\/app\.ts:2\n/);
    const folder = ok(runKontext(repo.root, ['why', 'router/']));
    assert.match(folder, /^# Why: router\/\n\n## History \(the only commit\)/);
    assert.doesNotMatch(folder, /## Code/);
    // symbol with only a folder: the error names the field and each way to ask, in the caller's form.
    const cliErr = runKontext(repo.root, ['symbol', '-p', 'router']);
    assert.equal(cliErr.code, 1);
    assert.match(cliErr.stderr, /^kontext: symbol: no symbol name given; router\/ is a folder, so give the name to look for in it: kontext symbol <name> -p router\/; or, without a name, a file for its outline/);
    const toolErr = runKontext(repo.root, ['call', 'code_symbol', '{"path":"router"}']);
    assert.match(toolErr.stdout + toolErr.stderr, /code_symbol: name: no symbol name given; router\/ is a folder, so give the name to look for in it: code_symbol name=<name> path="router\/"/);
    // A folder beside a const of its name (vuejs-core's packages/ and a script's `const packages`) stays the folder, naming the const.
    const pkgs = ok(runKontext(repo.root, ['why', 'packages']));
    assert.match(pkgs, /^# Why: packages\n\n\(packages also names the const packages at scripts\/build\.ts:1; answered as the folder — for the code: kontext why packages -p scripts\/build\.ts\)\n\n## History \(the only commit\)/);
    assert.match(ok(runKontext(repo.root, ['why', 'packages', '-p', 'scripts/build.ts'])), /## Code\n- const packages scripts\/build\.ts:1\n/);
    // A folder no symbol is named after stays the folder.
    assert.match(ok(runKontext(repo.root, ['why', 'src'])), /^# Why: src\n\n## History/);
  });
  it('from a subdirectory, a bare word naming a folder there follows the same rule: one function answers, a const leaves the folder with a note', () => {
    const sub = makeRepo('why-names-sub');
    sub.commit('Add the parser and the app', {
      'src/parse.ts': 'export function parse(s: string): number {\n  return s.length;\n}\n',
      'src/cfg.ts': 'export const cfg = 2;\n',
      'app/parse/index.ts': 'export const p = 1;\n',
      'app/cfg/index.ts': 'export const c = 1;\n',
    });
    ok(runKontext(sub.root, ['graph', 'index']));
    const app = `${sub.root}/app`;
    const out = ok(runKontext(app, ['why', 'parse']));
    assert.match(out, /^# Why: parse\n\n\(parse is also a folder, app\/parse\/; for the folder: kontext why parse\/\)\n\n## Code\n- function parse src\/parse\.ts:1\n/);
    // The printed hint, run where it was printed, is the folder.
    const folder = ok(runKontext(app, ['why', 'parse/']));
    assert.match(folder, /^# Why: app\/parse\n\n## History \(the only commit\)/);
    assert.doesNotMatch(folder, /## Code/);
    // A folder here beside a const of its name stays the folder, naming the code and how to ask for it from here.
    const cfg = ok(runKontext(app, ['why', 'cfg']));
    assert.match(cfg, /^# Why: cfg\n\n\(cfg also names the const cfg at src\/cfg\.ts:1; answered as the folder — for the code: kontext why cfg -p \.\.\/src\/cfg\.ts\)\n\n## History \(the only commit\)/);
    assert.match(ok(runKontext(app, ['why', 'cfg', '-p', '../src/cfg.ts'])), /## Code\n- const cfg src\/cfg\.ts:1\n/);
    // At the root the same word is the function, as before.
    assert.match(ok(runKontext(sub.root, ['why', 'parse'])), /^# Why: parse\n\n## Code\n- function parse src\/parse\.ts:1\n/);
  });
});
