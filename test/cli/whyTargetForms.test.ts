/**
 * newcomer 7 on the built CLI: `why` targets in the forms people type —
 * non-ASCII identifiers (#3: `why café` finds the definition as `symbol café`
 * does, also over ctx_why), and paths git accepts (#5: `src/../src/cart.ts`,
 * `../<repo>/src/cart.ts` from the root, and the compiler/editor form
 * `path:line:col`).
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

function ok(r: { code: number | null; stdout: string; stderr: string }): string {
  assert.equal(r.code, 0, r.stdout + r.stderr);
  return r.stdout;
}

describe('cli: why target forms (newcomer 7 #3, #5, built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  before(() => {
    repo = makeRepo('nc7-why');
    repo.commit('uni: prices and sizes', {
      'pkg/uni.py': 'def café():\n    return 1\n\ndef größe():\n    return café()\n\nclass Übersicht:\n    def zählen(self):\n        return größe()\n',
      'src/cart.ts': 'export function total(xs: number[]): number {\n  return xs.reduce((a, b) => a + b, 0);\n}\n',
      'src/use.ts': "import { total } from './cart';\nexport const sum = total([1, 2]);\n",
    });
  });

  it('why of a non-ASCII identifier answers from its definition, on the CLI and over ctx_why', () => {
    const cafe = ok(runKontext(repo.root, ['why', 'café']));
    assert.match(cafe, /^# Why: café\n\n## Code\n- function café pkg\/uni\.py:1\n/);
    assert.match(cafe, /## Lines 1-2 last changed in/);
    const grosse = ok(runKontext(repo.root, ['why', 'größe']));
    assert.match(grosse, /^- function größe pkg\/uni\.py:4$/m);
    const method = ok(runKontext(repo.root, ['why', 'Übersicht.zählen']));
    assert.match(method, /^- method (Übersicht\.)?zählen pkg\/uni\.py:8$/m);
    const tool = ok(runKontext(repo.root, ['call', 'ctx_why', '{"target":"café"}']));
    assert.match(tool, /^# Why: café\n\n## Code\n- function café pkg\/uni\.py:1\n/);
    // Still a topic when no definition has the name.
    const none = runKontext(repo.root, ['why', 'naïveté']);
    assert.equal(none.code, 1, none.stdout);
    assert.match(none.stdout, /^Nothing found for naïveté/m);
  });

  it('why and the code tools take paths git accepts: .. segments that stay inside, and path:line:col as the line', () => {
    const folder = path.basename(repo.root);
    for (const t of ['src/../src/cart.ts', `../${folder}/src/cart.ts`, './src/../src/cart.ts']) {
      const out = ok(runKontext(repo.root, ['why', t]));
      assert.match(out, new RegExp(`^# Why: ${t.replace(/[.]/g, '\\.')}\n`));
      assert.match(out, /## History \(the only commit\)/);
      assert.match(out, /-p src\/cart\.ts/); // the capture nudge names the normalised path
    }
    const lineCol = ok(runKontext(repo.root, ['why', 'src/cart.ts:2:5']));
    // The graph saved by the first test names the definition holding the line (newcomer 9 #22).
    assert.match(lineCol, /^# Why: src\/cart\.ts:2:5\n\nIn function total \(src\/cart\.ts:1-3\); the whole definition: kontext why src\/cart\.ts:1-3\n\n## Line 2 last changed in\n/);
    assert.match(ok(runKontext(path.join(repo.root, 'src'), ['why', 'cart.ts:2:5'])), /^# Why: src\/cart\.ts:2:5\n\nIn function total \(src\/cart\.ts:1-3\); the whole definition: kontext why cart\.ts:1-3\n\n## Line 2 last changed in\n/);
    assert.match(ok(runKontext(repo.root, ['why', `../${folder}/src/cart.ts:1-2`])), /## Lines 1-2 last changed in/);
    // Over the tool too.
    assert.match(ok(runKontext(repo.root, ['call', 'ctx_why', '{"target":"src/../src/cart.ts:1:3"}'])), /## Line 1 last changed in/);
    // Still refused when the path leaves the repository.
    const out = runKontext(repo.root, ['why', '../elsewhere/src/cart.ts']);
    assert.equal(out.code, 1);
    assert.match(out.stderr, /^kontext: why: \.\.\/elsewhere\/src\/cart\.ts is outside the repository/);
    // callers -p: the same paths as a scope.
    for (const p of ['src/../src/cart.ts', `../${folder}/src/cart.ts`, 'src/cart.ts:1:3']) {
      const c = runKontext(repo.root, ['callers', 'total', '-p', p]);
      assert.equal(c.code, 0, c.stdout + c.stderr);
      assert.match(c.stdout, /^src\/use\.ts:2 /m);
    }
    const far = runKontext(repo.root, ['callers', 'total', '-p', '../elsewhere/cart.ts']);
    assert.equal(far.code, 1);
    assert.match(far.stderr, /is outside the repository/);
  });
});
