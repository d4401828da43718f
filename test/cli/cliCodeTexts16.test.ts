/**
 * Code-graph answers (newcomer 16), through the built CLI in a real temp
 * repository:
 * 3. `symbol -p <file>` without a name is the file's outline: every
 *    definition in line order, one line each, said in `help symbol`; a
 *    file the graph left out says it is not indexed and why (as a
 *    `-p file:line` does, cliCodeTexts5 #2); a folder alone needs a name.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: code answers texts 16 (file outline)', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-code-texts16');
  repo.commit('shop', {
    'go.mod': 'module example.com/shop\n\ngo 1.21\n',
    'shop/cart.go': [
      'package shop',
      '',
      'type Item struct {',
      '\tPrice int',
      '}',
      '',
      'func Total(items []Item) int {',
      '\treturn len(items)',
      '}',
      '',
      'func (i Item) Total() int {',
      '\treturn i.Price',
      '}',
      '',
      'func Checkout(items []Item) int {',
      '\treturn Total(items)',
      '}',
      '',
    ].join('\n'),
    'vendor/x/x.go': 'package x\n\nfunc X() int {\n\treturn 2\n}\n',
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('symbol -p file without a name lists its definitions in line order; -k and -n apply; help says so (3)', () => {
    const r = run('symbol', '-p', 'shop/cart.go');
    assert.equal(r.code, 0, r.err);
    assert.equal(
      r.out,
      [
        'outline of shop/cart.go: 4 definitions, in line order',
        'shop/cart.go:3  class Item  type Item struct',
        'shop/cart.go:7  function Total  func Total(items []Item) int',
        'shop/cart.go:11  method Item.Total  func (i Item) Total() int',
        'shop/cart.go:15  function Checkout  func Checkout(items []Item) int',
        '',
      ].join('\n'),
    );
    assert.match(run('symbol', '-p', 'shop/cart.go', '-k', 'method').out, /^outline of shop\/cart\.go: 1 method definition, in line order\nshop\/cart\.go:11 {2}method Item\.Total /);
    assert.match(run('symbol', '-p', 'shop/cart.go', '-n', '1').out, /^\(\+3 more — kontext symbol -p shop\/cart\.go -n 4\)$/m);
    const json = JSON.parse(run('symbol', '-p', 'shop/cart.go', '--json').out) as { items: { name: string }[]; total: number };
    assert.deepEqual(json.items.map((i) => i.name), ['Item', 'Total', 'Item.Total', 'Checkout']);
    const none = run('symbol', '-p', 'shop/cart.go', '-k', 'enum');
    assert.equal(none.code, 1);
    assert.equal(none.out, 'No matches: shop/cart.go defines no enum (4 definitions of other kinds)\n');
    // A vendored file is not indexed: said, with why; a folder alone is no outline.
    assert.match(run('symbol', '-p', 'vendor/x/x.go').out, /^No matches: vendor\/x\/x\.go is not indexed: it is under vendor\//);
    assert.match(run('symbol', '-p', 'shop').err, /^kontext: symbol: no symbol name given; shop\/ is a folder, so give the name to look for in it: kontext symbol <name> -p shop\/; or, without a name, a file for its outline \(kontext symbol -p <file>\)/);
    assert.match(run('help', 'symbol').out, /a file alone, without a name, is its outline: every definition in line order/);
  });
});
