/**
 * Every front end names a definition the same way, and says when it
 * answered for another one (newcomer 13 #4, #5). The editor's call
 * hierarchy called the C++ namespace function `int geo::helper() {…}`
 * `geo.helper` (a method of a class geo) where symbol, search-code and the
 * edge answers say `geo::helper`; it now takes the answers' name and kind
 * (geo::Square::area for a member). A search for `geo::helper` ranks that
 * name as an exact match. Ruby `callers Point.norm`, where only the
 * instance method Point#norm exists, answered for it without a word, and
 * `Point#make` (only `def self.make` exists) found nothing: both answer for
 * the method that exists, and the text's first line says so.
 *
 * A Rust or PHP member is shown with its language's own separator, as
 * rustdoc and the PHP manual write it (`Account::deposit`, was
 * `Account.deposit`), in text, structured items and call hierarchy items
 * alike; every spelling a person could type still finds it.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';
import { incomingCalls, outgoingCalls, prepareCallHierarchy } from '../../server/src/core/graph/hierarchy';

const FILES: Record<string, string> = {
  'geo.cpp': [
    'namespace geo {',
    'int helper();',
    'struct Square {',
    '    int area() { return 4; }',
    '};',
    '}',
    'int geo::helper() { return 1; }',
    'int user() {',
    '    geo::Square s{};',
    '    return geo::helper() + s.area();',
    '}',
    '',
  ].join('\n'),
  'src/a.rs': ['pub struct Account { pub n: i64 }', 'impl Account {', '    pub fn deposit(&mut self) { self.n += 1; }', '}', ''].join('\n'),
  'src/main.rs': ['mod a;', 'use a::Account;', 'fn run(acc: &mut Account) {', '    acc.deposit();', '}', ''].join('\n'),
  'src/Account.php': ['<?php', 'namespace App;', '', 'class Account {', '    public function deposit(): void {}', '}', ''].join('\n'),
  'src/main.php': ['<?php', 'namespace App;', '', 'function pay(Account $acc): void {', '    $acc->deposit();', '}', ''].join('\n'),
  'lib/rack/utils.rb': ['module Rack', '  module Utils', '    def self.escape_html(s)', '      s', '    end', '', '    def self.escape_path(s)', '      s', '    end', '  end', 'end', ''].join('\n'),
  'src/Dispatcher.php': ['<?php', 'namespace App;', '', 'class Dispatcher {', '    public function a() { return new class () { public function handle(): void {} }; }', '    public function b() { return new class () { public function handle(): void {} }; }', '}', ''].join('\n'),
  'src/Other.php': ['<?php', 'namespace App;', '', 'class Other {', '    public function a() { return new class () { public function handle(): void {} }; }', '}', ''].join('\n'),
  'pt.rb': ['class Point', '  def norm', '    1', '  end', '', '  def self.make', '    new', '  end', 'end', '', 'def go', '  Point.make', '  Point.new.norm', 'end', ''].join('\n'),
};

describe('code answers: one name in every front end', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'answer-names');
    await fx.graph.ensure(60000);
  });

  it('the call hierarchy names geo::helper and geo::Square::area as symbol and search-code do', async () => {
    const [helper] = await prepareCallHierarchy(fx.engine, 'geo.cpp', 7, 10);
    assert.equal(helper.name, 'geo::helper');
    assert.equal(helper.kind, 'function');
    const [user] = await prepareCallHierarchy(fx.engine, 'geo.cpp', 10, 5);
    const out = await outgoingCalls(fx.engine, user);
    assert.deepEqual(out.map((o) => `${o.item.name}:${o.item.kind}`).sort(), ['geo::Square::area:method', 'geo::Square:class', 'geo::helper:function']);
    assert.deepEqual((await incomingCalls(fx.engine, helper)).map((o) => o.item.name), ['user']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'geo::helper' }), ['geo.cpp:geo::helper']);
    const found = await fx.call('search_code', { query: 'geo::helper' });
    assert.deepEqual(((found.structured?.items ?? []) as { name: string }[]).map((i) => i.name)[0], 'geo::helper');
  });

  it('Ruby: Point.norm answers for Point#norm and Point#make for Point.make, saying so', async () => {
    const norm = await fx.call('code_callers', { symbol: 'Point.norm' });
    assert.equal(norm.text.split('\n')[0], 'Point.norm is not defined; answering for Point#norm');
    assert.equal((norm.structured?.definition as { name: string }).name, 'Point#norm');
    assert.deepEqual((norm.structured?.items as { name: string }[]).map((i) => i.name), ['go']);
    const make = await fx.call('code_callers', { symbol: 'Point#make' });
    assert.equal(make.text.split('\n')[0], 'Point#make is not defined; answering for Point.make');
    assert.deepEqual((make.structured?.items as { name: string }[]).map((i) => i.name), ['go']);
    // Asked by the name it has: no such line.
    const plain = await fx.call('code_callers', { symbol: 'Point#norm' });
    assert.match(plain.text.split('\n')[0], /^callers of method Point#norm/);
    const callees = await fx.call('code_callees', { symbol: 'Point::norm' });
    assert.equal(callees.text.split('\n')[0], 'Point::norm is not defined; answering for Point#norm');
  });

  it('Rust and PHP members are named with `::`, and every spelling a person types finds them', async () => {
    for (const [lang, path, caller] of [['rs', 'src/a.rs', 'run'], ['php', 'src/Account.php', 'pay']]) {
      assert.deepEqual(await fx.names('code_symbol', { name: 'deposit', path }), [`${path}:Account::deposit`], lang);
      const asked = lang === 'rs' ? ['Account.deposit', 'Account::deposit', 'a::Account::deposit'] : ['Account.deposit', 'Account::deposit', 'App\\Account::deposit', '\\App\\Account::deposit', 'Account->deposit'];
      for (const name of asked) assert.deepEqual(await fx.names('code_symbol', { name, path }), [`${path}:Account::deposit`], name);
      const r = await fx.call('code_callees', { symbol: caller });
      assert.match(r.text, new RegExp(`^${path.replace('.', '\\.')}:\\d+ {2}method Account::deposit `, 'm'));
      assert.deepEqual((r.structured?.items as { name: string }[]).map((i) => i.name), ['Account::deposit']);
      const line = lang === 'rs' ? 3 : 5;
      const [item] = await prepareCallHierarchy(fx.engine, path, line, 12);
      assert.equal(item.name, 'Account::deposit');
    }
  });

  it('a near miss written with `::`, `\\`, `->` or `#` suggests the member as answers name it', async () => {
    for (const name of ['Acount::deposit', 'App\\Acount::deposit', 'Acount.deposit', 'Acount->deposit']) {
      const r = await fx.call('code_callers', { symbol: name });
      assert.match(r.text, /did you mean Account::deposit\?/, `${name}: ${r.text}`);
    }
    const ruby = await fx.call('code_callers', { symbol: 'Point#nrm' });
    assert.match(ruby.text, /did you mean Point#norm\?/, ruby.text);

  });

  it('a near miss of a name through Ruby modules or an anonymous class suggests it by its whole name, however much of it was written', async () => {
    const near = async (symbol: string) => /did you mean (.*)\? \(or search/.exec((await fx.call('code_callers', { symbol })).text)?.[1] ?? '';
    // The member records only its innermost module (Utils), or `$1`: the display name is compared.
    assert.equal(await near('Rack::Utils.escape_htm'), 'Rack::Utils.escape_html or Rack::Utils.escape_path');
    assert.equal(await near('Rak::Utils.escape_html'), 'Rack::Utils.escape_html');
    assert.equal(await near('Utils.escape_htm'), 'Rack::Utils.escape_html or Rack::Utils.escape_path');
    // Each class's `$1` is its own: Dispatcher's first, not the first `$1::handle` of the repository.
    assert.match(await near('Dispatcher::$1::handl'), /^Dispatcher::\$1::handle( or|,|$)/);
    assert.match(await near('App\\Dispatchr::$2::handle'), /^Dispatcher::\$2::handle( or|,|$)/);
    assert.match(await near('Other::$1::handl'), /^Other::\$1::handle( or|,|$)/);
  });
});
