/**
 * A test case asked for as a runner prints it or a person types it, on the
 * built CLI and over ctx_why / code_symbol: Jest's `Cart › adds items`
 * (titles without describe/it), `>` for `›`, an inner suite and the case
 * (`empty > totals`), the case's title alone when it names one (several are
 * listed as an ambiguity, exit 1, and `-p file:line` picks one). A plain
 * identifier never means a test's title. Real repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

function ok(r: { code: number | null; stdout: string; stderr: string }): string {
  assert.equal(r.code, 0, r.stdout + r.stderr);
  return r.stdout;
}

describe('cli: test cases by the names runners print and people type (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;

  before(() => {
    repo = makeRepo('why-test-names');
    repo.commit('Add the cart and its tests', {
      'src/cart.ts': 'export function add(xs: number[], x: number): number[] {\n  xs.push(x);\n  return xs;\n}\nexport function totals(xs: number[]): number {\n  return xs.length;\n}\n',
      'test/cart.test.ts':
        "import { add } from '../src/cart';\ndescribe('Cart', () => {\n  it('adds items', () => {\n    add([], 1);\n  });\n  it('totals', () => {\n    add([], 2);\n  });\n  describe('empty', () => {\n    it('totals', () => {\n      add([], 0);\n    });\n  });\n});\n",
    });
    ok(runKontext(repo.root, ['graph', 'index']));
  });

  it('Jest\'s form, > for ›, and the case\'s title alone find the one test case', () => {
    for (const q of ['Cart › adds items', 'describe Cart > it adds items', 'Cart > adds items', 'adds items', 'it adds items', 'test adds items']) {
      const out = ok(runKontext(repo.root, ['why', q]));
      assert.ok(out.startsWith(`# Why: ${q}\n\n## Code\n- test describe Cart › it adds items test/cart.test.ts:3\n\n## Lines 3-5 last changed in\n`), `${q}:\n${out}`);
    }
    const inner = ok(runKontext(repo.root, ['why', 'empty > totals']));
    assert.match(inner, /## Code\n- test describe Cart › describe empty › it totals test\/cart\.test\.ts:10\n/);
    // The whole name wins over a tail: `Cart › totals` is the outer case, not the inner one whose name ends so too.
    assert.match(ok(runKontext(repo.root, ['why', 'Cart › totals'])), /## Code\n- test describe Cart › it totals test\/cart\.test\.ts:6\n\n/);
    const tool = ok(runKontext(repo.root, ['call', 'ctx_why', JSON.stringify({ target: 'Cart > adds items' })]));
    assert.match(tool, /## Code\n- test describe Cart › it adds items test\/cart\.test\.ts:3\n/);
    assert.match(ok(runKontext(repo.root, ['symbol', 'adds items'])), /^test\/cart\.test\.ts:3  test describe Cart › it adds items/);
    const sym = ok(runKontext(repo.root, ['call', 'code_symbol', JSON.stringify({ name: 'Cart › adds items' })]));
    assert.match(sym, /test\/cart\.test\.ts:3  test describe Cart › it adds items/);
  });

  it('a title naming several cases lists them (exit 1), -p picks one; an identifier stays the function', () => {
    const amb = runKontext(repo.root, ['why', 'it totals']);
    assert.equal(amb.code, 1, amb.stdout + amb.stderr);
    assert.match(amb.stdout, /## Code\n- test describe Cart › it totals test\/cart\.test\.ts:6\n- test describe Cart › describe empty › it totals test\/cart\.test\.ts:10\n/);
    assert.match(amb.stdout, /2 definitions of it totals: ask for one/);
    const picked = ok(runKontext(repo.root, ['why', 'it totals', '-p', 'test/cart.test.ts:10']));
    assert.match(picked, /## Code\n- test describe Cart › describe empty › it totals test\/cart\.test\.ts:10\n\n/);
    const listed = ok(runKontext(repo.root, ['symbol', 'totals']));
    assert.match(listed, /^src\/cart\.ts:5  function totals/);
    assert.doesNotMatch(listed, /test describe/);
  });
});
