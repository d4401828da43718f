/**
 * Lua objects: a constructor returning `setmetatable({}, Cart)`, a variable
 * set by `setmetatable(o, {__index = Cart})` or (Programming in Lua's
 * `Account:new`) `setmetatable(o, self)`, makes an object whose `obj:m()`
 * calls reach the class table's `m`: through `local c = Cart.new()`,
 * `Account:new()`, `Cart.new():total()`, and a module's field aliasing a
 * class (`M.Basket = Cart`, `shop.Basket.new()`, also in its own file); a
 * subclass `setmetatable({}, {__index = Cart})` answers with its own `total`
 * and Cart's `add`, and Cart's own `self:total()` may run the override
 * (`via: base`, newcomer 13a #10: overrides of `function M:f()` had no callers).
 * Decoys: another class with the same method names (Invoice), reached the
 * same ways from its own constructor.
 */
import { expectEdges, graphFixture } from './helpers';

const CART = [
  '--- A shopping cart.',
  'local Cart = {}',
  'Cart.__index = Cart',
  '',
  'function Cart.new(owner)',
  '  local self = setmetatable({}, Cart)',
  '  self.owner = owner',
  '  return self',
  'end',
  '',
  'function Cart:add(item)',
  '  return self',
  'end',
  '',
  'function Cart:total()',
  '  return 0',
  'end',
  '',
  'function Cart:summary()',
  '  return self:total()',
  'end',
  '',
  'return Cart',
  '',
].join('\n');

const INVOICE = [
  'local Invoice = {}',
  '',
  'function Invoice.new()',
  '  return setmetatable({}, {__index = Invoice})',
  'end',
  '',
  'function Invoice:add(item)',
  '  return self',
  'end',
  '',
  'function Invoice:total()',
  '  return 1',
  'end',
  '',
  'return Invoice',
  '',
].join('\n');

const ACCOUNT = [
  'local Account = {}',
  '',
  'function Account:new(o)',
  '  o = o or {}',
  '  setmetatable(o, self)',
  '  self.__index = self',
  '  return o',
  'end',
  '',
  'function Account:deposit(v)',
  '  self.balance = v',
  'end',
  '',
  'return Account',
  '',
].join('\n');

/** A subclass of the required Cart overriding `total`: its own functions first, then Cart's. */
const SPECIAL = [
  'local Cart = require("cart")',
  'local Special = setmetatable({}, {__index = Cart})',
  'Special.__index = Special',
  '',
  'function Special.new()',
  '  return setmetatable({}, Special)',
  'end',
  '',
  'function Special:total()',
  '  return 99',
  'end',
  '',
  'return Special',
  '',
].join('\n');

const SHOP = [
  'local Cart = require("cart")',
  'local M = {}',
  '',
  'local Tote = {}',
  '',
  'function Tote.new()',
  '  local t = {}',
  '  setmetatable(t, {__index = Tote})',
  '  return t',
  'end',
  '',
  'function Tote:total()',
  '  return 2',
  'end',
  '',
  'M.Basket = Cart',
  'M.Bag = Tote',
  '',
  'function M.open()',
  '  local b = M.Basket.new("me")',
  '  b:add(1)',
  '  M.Bag.new():total()',
  'end',
  '',
  'return M',
  '',
].join('\n');

const MAIN = [
  'local Cart = require("cart")',
  'local Invoice = require("invoice")',
  'local Account = require("account")',
  'local shop = require("shop")',
  'local Special = require("special")',
  '',
  'function checkout()',
  '  local c = Cart.new("ann")',
  '  c:add(1)',
  '  Cart.new("bob"):total()',
  'end',
  '',
  'function bill()',
  '  local i = Invoice.new()',
  '  i:add(2)',
  '  Invoice.new():total()',
  'end',
  '',
  'function bank()',
  '  local a = Account:new()',
  '  a:deposit(5)',
  'end',
  '',
  'function promo()',
  '  local s = Special.new()',
  '  s:total()',
  '  s:add(3)',
  'end',
  '',
  'function aliased()',
  '  local b = shop.Basket.new("cy")',
  '  b:total()',
  '  local t = shop.Bag.new()',
  '  t:total()',
  'end',
  '',
].join('\n');

describe('code graph: Lua objects made by setmetatable constructors', () => {
  it('resolves obj:m() to the class table\'s m through constructors and module aliases, never to the decoy', async () => {
    const fx = await graphFixture({ 'cart.lua': CART, 'special.lua': SPECIAL, 'invoice.lua': INVOICE, 'account.lua': ACCOUNT, 'shop.lua': SHOP, 'main.lua': MAIN }, 'graph-lua-objects');
    await expectEdges(fx, 'code_callers', {
      'Cart.add': ['main.lua:checkout:receiver', 'main.lua:promo:receiver', 'shop.lua:M.open:receiver'],
      // A Cart made by Cart.new() is typed by what new returns, as a factory's result is elsewhere: its total() may be an override's (via base).
      'Special.total': ['cart.lua:Cart.summary:base', 'main.lua:aliased:base', 'main.lua:checkout:base', 'main.lua:promo:receiver'],
      'Cart.total': ['cart.lua:Cart.summary:receiver', 'main.lua:aliased:receiver', 'main.lua:checkout:receiver'],
      'Cart.new': ['main.lua:aliased:import', 'main.lua:checkout:import', 'shop.lua:M.open:import'],
      'Invoice.add': ['main.lua:bill:receiver'],
      'Invoice.total': ['main.lua:bill:receiver'],
      'Account.deposit': ['main.lua:bank:receiver'],
      'Tote.total': ['main.lua:aliased:receiver', 'shop.lua:M.open:receiver'],
      'Tote.new': ['main.lua:aliased:import', 'shop.lua:M.open:receiver'],
    });
  });
});
