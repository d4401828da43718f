/**
 * Newcomer5: Go package functions asked for as `pkg.Func` (`callers
 * store.Total`, the package named by its package clause or its folder, the
 * import path's last element), with a same-named `Total` in package main
 * kept apart; Lua functions stored in a module table (`function M.price`,
 * `M.f = function`) are kind function with container M, `function M:f`
 * stays a method, and calls keep resolving through the table; a table of
 * a required module is reached through it (`cart.Cart.new()`).
 */
import * as assert from 'node:assert/strict';
import { defsIn, expectEdges, indexedGraph } from './helpers';

const STORE = [
  'package store',
  '',
  'type Store struct{ items map[string]int }',
  '',
  'func New() *Store { return &Store{} }',
  '',
  'func (s *Store) Price(name string) int { return s.items[name] }',
  '',
  'func Total(s *Store, names []string) int {',
  '\tt := 0',
  '\tfor _, n := range names {',
  '\t\tt += s.Price(n)',
  '\t}',
  '\treturn t',
  '}',
  '',
].join('\n');

const MAIN = [
  'package main',
  '',
  'import "example.com/shop/store"',
  '',
  'func Total() int { return 42 }',
  '',
  'func checkout(s *store.Store) int {',
  '\treturn store.Total(s, []string{"apple"})',
  '}',
  '',
  'func main() {',
  '\ts := store.New()',
  '\tprintln(checkout(s), Total())',
  '}',
  '',
].join('\n');

const CART = [
  'local M = {}',
  '',
  'local Cart = {}',
  '',
  'function Cart.new()',
  '  return setmetatable({}, Cart)',
  'end',
  '',
  'function Cart:total()',
  '  return M.price(1)',
  'end',
  '',
  'function M.price(c)',
  '  return c',
  'end',
  '',
  'M.tax = function(c)',
  '  return c',
  'end',
  '',
  'M.Cart = Cart',
  'return M',
  '',
].join('\n');

const LUA_MAIN = [
  'local cart = require("lib.cart")',
  '',
  'local function price(x) return x * 2 end',
  '',
  'local Cart = {}',
  'function Cart.new() return {} end',
  '',
  'local function main()',
  '  local c = cart.Cart.new()',
  '  return cart.price(5) + cart.tax(1) + price(3)',
  'end',
  '',
  'main()',
  '',
].join('\n');

describe('code graph: Go pkg.Func names, Lua table functions', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'go.mod': 'module example.com/shop\n\ngo 1.21\n',
      'main.go': MAIN,
      'store/store.go': STORE,
      'lib/cart.lua': CART,
      'main.lua': LUA_MAIN,
    },
    'qualified-names',
  );

  it('store.Total names the package function, not main.Total; main.Total the other', async () => {
    await expectEdges(fx, 'code_callers', {
      'store.Total': ['main.go:checkout:import'],
      'main.Total': ['main.go:main:same-file'],
      'Store.Price': ['store/store.go:Total:receiver'],
    });
    await expectEdges(fx, 'code_callees', { 'store.Total': ['store/store.go:Store.Price:receiver'] });
  });

  it('a package name matches only Go package functions', async () => {
    const r = await fx.call('code_callers', { symbol: 'store.Nothing' });
    assert.match(r.text, /^No matches/);
  });

  it('Lua M.f is a function of container M, M:f a method, and calls still resolve through the table', async () => {
    assert.deepEqual(
      defsIn(fx, 'lib/cart.lua').filter((d) => !d.startsWith('class')),
      ['function Cart.new 5', 'method Cart.total 9', 'function M.price 13', 'function M.tax 17'],
    );
    await expectEdges(fx, 'code_callers', {
      'M.price': ['lib/cart.lua:Cart.total:receiver', 'main.lua:main:import'],
      'M.tax': ['main.lua:main:import'],
      'price @ main.lua': ['main.lua:main:same-file'],
      'Cart.new @ lib/cart.lua': ['main.lua:main:import'],
      'Cart.new @ main.lua': [],
    });
  });
});
