/**
 * Newcomer text nits, through the built CLI in a real temp repository:
 * - C++ names use `::` throughout (`shop::Cart::Add`, not `shop::Cart.Add`),
 *   and both spellings are still found;
 * - `callers --json` items carry the names the text shows;
 * - `callers` and `impact`'s depth 1 list in one order (same-file first).
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: C++ qualified names, JSON names and one caller order', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-name-nits');
  repo.commit('a shop and a writer', {
    'src/cart.h': 'namespace shop {\nclass Cart {\npublic:\n  int Add(int n);\n  int Twice(int n) { return Add(n) + Add(n); }\n};\n}\n',
    'src/cart.cc': '#include "cart.h"\nnamespace shop {\nint Cart::Add(int n) { return n; }\n}\n',
    'src/main.cc': '#include "cart.h"\nint main() {\n  shop::Cart c;\n  return c.Add(1);\n}\n',
    'lib/fsutil.ts': 'export function atomicWrite(p: string): void {}\nexport function createExclusive(p: string): void {\n  atomicWrite(p);\n}\n',
    'lib/a.ts': "import { atomicWrite } from './fsutil';\nexport class Store {\n  write(p: string): void {\n    atomicWrite(p);\n  }\n}\n",
    'lib/b.ts': "import { atomicWrite } from './fsutil';\nexport function save(p: string): void {\n  atomicWrite(p);\n}\n",
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('C++ names are written with :: throughout and found by either spelling', () => {
    for (const asked of ['shop::Cart::Add', 'shop::Cart.Add', 'Cart::Add', 'Cart.Add']) {
      const r = run('callers', asked);
      assert.equal(r.code, 0, `${asked}: ${r.out}${r.err}`);
      assert.match(r.out, /^callers of method shop::Cart::Add \(src\/cart\.cc:3\):$/m, asked);
      assert.match(r.out, /^src\/cart\.h:5 {2}method shop::Cart::Twice /m, asked);
    }
    assert.doesNotMatch(run('symbol', 'Twice').out, /Cart\.Twice/);
  });

  it('callers --json items carry the full names the text shows', () => {
    const text = run('callers', 'atomicWrite').out;
    const json = JSON.parse(run('callers', 'atomicWrite', '--json').out) as { items: { name: string; path: string; line: number }[] };
    for (const it of json.items) assert.ok(text.includes(`${it.path}:${it.line}  ${it.name.includes('.') ? 'method' : 'function'} ${it.name}  `), `${it.name} in ${text}`);
    assert.ok(json.items.some((i) => i.name === 'Store.write'), JSON.stringify(json.items));
  });

  it('callers and impact depth 1 list the callers in one order, same-file first', () => {
    const places = (out: string) => out.split('\n').filter((l) => /^lib\/\S+:\d+ {2}/.test(l)).map((l) => l.split('  ')[0]);
    const callers = places(run('callers', 'atomicWrite').out);
    const impact = run('impact', 'atomicWrite', '--depth', '1').out;
    assert.deepEqual(callers, ['lib/fsutil.ts:2', 'lib/a.ts:3', 'lib/b.ts:2']);
    assert.deepEqual(places(impact), callers);
  });
});
