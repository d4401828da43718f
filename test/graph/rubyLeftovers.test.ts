/**
 * Ruby leftovers of a newcomer's look at rack: a singleton attribute typed
 * by the value its body assigns it (`class << self; attr_accessor
 * :default_query_parser; end` and `self.default_query_parser =
 * QueryParser.make_default(32).freeze`, rack lib/rack/utils.rb), so calls on
 * what it returns reach the class's methods; a rackup file's `use X` as a
 * construction of X and its bare calls as Rack::Builder's (rack
 * test/rackup/config.ru); Rails' `setup do` / `teardown do` blocks as hooks
 * of the test class; Rails test methods whose titles hold punctuation
 * (`test "parses 1.5"` is `test_parses_1.5`) found by that name. Real
 * repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph, expectEdges } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const PARSER = [
  'module Q', // 1
  '  class QueryParser', // 2
  '    def self.make_default(depth)', // 3
  '      new(depth)', // 4
  '    end', // 5
  '', // 6
  '    def initialize(depth)', // 7
  '      @depth = depth', // 8
  '    end', // 9
  '', // 10
  '    attr_reader :depth', // 11
  '', // 12
  '    def parse_nested_query(qs)', // 13
  '      qs', // 14
  '    end', // 15
  '', // 16
  '    def new_depth(v)', // 17
  '      self.class.new(v)', // 18
  '    end', // 19
  '  end', // 20
  '', // 21
  '  class Store', // 22
  '    def fetch(k)', // 23
  '      k', // 24
  '    end', // 25
  '  end', // 26
  'end', // 27
  '',
].join('\n');

const UTILS = [
  'module Q', // 1
  '  module Utils', // 2
  '    class << self', // 3
  '      attr_accessor :default_query_parser', // 4
  '      attr_reader :store, :copy', // 5
  '    end', // 6
  '    self.default_query_parser = QueryParser.make_default(32).freeze', // 7
  '    self.store = Store.new.tap { |s| s }', // 8
  '    self.copy = Q::Store.new.dup', // 9
  '', // 10
  '    module_function', // 11
  '', // 12
  '    def self.depth', // 13
  '      default_query_parser.depth', // 14
  '    end', // 15
  '', // 16
  '    def self.depth=(v)', // 17
  '      self.default_query_parser = self.default_query_parser.new_depth(v)', // 18
  '    end', // 19
  '', // 20
  '    def parse_nested_query(qs)', // 21
  '      Q::Utils.default_query_parser.parse_nested_query(qs)', // 22
  '    end', // 23
  '', // 24
  '    def parse_other(qs)', // 25
  '      Utils.default_query_parser.parse_nested_query(qs)', // 26
  '      Utils.copy.fetch(qs)', // 27
  '      Utils.store.fetch(qs)', // 28
  '    end', // 29
  '  end', // 30
  'end', // 31
  '',
].join('\n');

describeGraph('code graph: Ruby singleton attributes typed by their assigned value', { 'lib/q/query_parser.rb': PARSER, 'lib/q/utils.rb': UTILS }, 'graph-ruby-singleton-attr', (fx) => {
  it('a singleton attr_accessor returns what the body assigns it, through make_default (new), .freeze, .dup and .tap', async () => {
    const rec = fx.graph.data.files.get('lib/q/utils.rb')!;
    assert.deepEqual(rec.defs.filter((d) => d.returns).map((d) => `${d.name} ${d.returns}`), ['default_query_parser QueryParser.make_default()', 'store Store', 'copy Q::Store']);
    await expectEdges(fx, 'code_callers', {
      'Q::QueryParser#parse_nested_query': ['lib/q/utils.rb:Q::Utils.parse_nested_query:receiver', 'lib/q/utils.rb:Q::Utils.parse_other:receiver'],
      'Q::QueryParser#depth': ['lib/q/utils.rb:Q::Utils.depth:receiver'],
      'Q::QueryParser#new_depth': ['lib/q/utils.rb:Q::Utils.depth=:receiver'],
      'Q::Store#fetch': ['lib/q/utils.rb:Q::Utils.parse_other:receiver'],
    });
  });
});

const RACKUP: Record<string, string> = {
  'lib/rack/builder.rb': [
    'module Rack', // 1
    '  class Lint', // 2
    '    def initialize(app)', // 3
    '      @app = app', // 4
    '    end', // 5
    '  end', // 6
    '', // 7
    '  class Builder', // 8
    '    def initialize(&block)', // 9
    '      instance_eval(&block) if block', // 10
    '    end', // 11
    '', // 12
    '    def use(middleware, *args)', // 13
    '      middleware', // 14
    '    end', // 15
    '', // 16
    '    def run(app)', // 17
    '      app', // 18
    '    end', // 19
    '', // 20
    '    def map(path, &block)', // 21
    '      path', // 22
    '    end', // 23
    '  end', // 24
    'end', // 25
    '',
  ].join('\n'),
  'lib/app.rb': [
    'class Mid', // 1
    '  def initialize(app, level: 1)', // 2
    '    @app = app', // 3
    '  end', // 4
    'end', // 5
    '', // 6
    'class App', // 7
    '  def initialize', // 8
    '  end', // 9
    '', // 10
    '  def self.build', // 11
    '    Rack::Builder.new do', // 12
    '      use Mid, level: 3', // 13
    '      run App.new', // 14
    '    end', // 15
    '  end', // 16
    'end', // 17
    '',
  ].join('\n'),
  'config.ru': [
    '# frozen_string_literal: true', // 1
    'require_relative "lib/app"', // 2
    '', // 3
    'use Rack::Lint', // 4
    'use Mid, level: 2', // 5
    'map "/x" do', // 6
    '  use ::Mid', // 7
    '  run App.new', // 8
    'end', // 9
    'run App.new', // 10
    '',
  ].join('\n'),
};

describeGraph('code graph: a rackup file\'s use X constructs X; its bare calls are Rack::Builder\'s', RACKUP, 'graph-ruby-rackup', (fx) => {
  it('config.ru is Ruby; `use X` (bare, with options, in a map block, in a Builder block) is a construction of X', async () => {
    assert.equal(fx.graph.data.files.get('config.ru')?.lang, 'ruby');
    await expectEdges(fx, 'code_callers', {
      'Rack::Lint#initialize': ['config.ru:config.ru:receiver'],
      'Mid#initialize': ['config.ru:config.ru:receiver', 'lib/app.rb:App.build:same-file'],
      'Rack::Builder#use': ['config.ru:config.ru:receiver', 'lib/app.rb:App.build:receiver'],
      'Rack::Builder#run': ['config.ru:config.ru:receiver', 'lib/app.rb:App.build:receiver'],
      'Rack::Builder#map': ['config.ru:config.ru:receiver'],
    });
    // Asked with the singleton separator, the constructor is still found (rubyMethodSide).
    assert.deepEqual(await callers(fx, 'Rack::Lint.initialize'), ['config.ru:config.ru:receiver']);
  });
});

const RAILS: Record<string, string> = {
  'app/models/cart.rb': ['class Cart', '  def add(item)', '    item', '  end', '', '  def self.reset', '  end', 'end', ''].join('\n'),
  'test/models/cart_test.rb': [
    'require "test_helper"', // 1
    '', // 2
    'class CartTest < ActiveSupport::TestCase', // 3
    '  setup do', // 4
    '    @cart = Cart.new', // 5
    '  end', // 6
    '', // 7
    '  teardown do', // 8
    '    Cart.reset', // 9
    '  end', // 10
    '', // 11
    '  test "parses 1.5" do', // 12
    '    @cart.add(1.5)', // 13
    '  end', // 14
    '', // 15
    '  test "adds (two) items, then: checks!" do', // 16
    '    Cart.new.add(2)', // 17
    '  end', // 18
    'end', // 19
    '', // 20
    'class Plain', // 21
    '  def self.setup; end', // 22
    '  setup do', // 23
    '    Cart.reset', // 24
    '  end', // 25
    'end', // 26
    '',
  ].join('\n'),
};

describeGraph('code graph: Rails setup/teardown hooks and test names with punctuation', RAILS, 'graph-ruby-rails-hooks', (fx) => {
  after(() => setSymbolLocator(null));

  it('`setup do` / `teardown do` in an ActiveSupport::TestCase are hooks of the class; elsewhere the block stays the class body\'s', async () => {
    assert.deepEqual(defsIn(fx, 'test/models/cart_test.rb'), [
      'class CartTest 3',
      'test CartTest.setup hook 4',
      'test CartTest.teardown hook 8',
      'test CartTest.test_parses_1.5 12',
      'test CartTest.test_adds_(two)_items,_then:_checks! 16',
      'class Plain 21',
      'method Plain.setup 22',
    ]);
    const setup = await fx.call('code_callees', { symbol: 'CartTest#setup hook' });
    assert.match(setup.text, /^callees of test CartTest#setup hook \(test\/models\/cart_test\.rb:4\):\napp\/models\/cart\.rb:1 {2}class Cart/, setup.text);
    await expectEdges(fx, 'code_callers', {
      'Cart#add': ['test/models/cart_test.rb:CartTest#test_adds_(two)_items,_then:_checks!:receiver', 'test/models/cart_test.rb:CartTest#test_parses_1.5:receiver'],
      'Cart.reset': ['test/models/cart_test.rb:CartTest#teardown hook:receiver', 'test/models/cart_test.rb:Plain:receiver'],
    });
  });

  it('a Rails test method keeping its title\'s punctuation is found by that name, with or without its class, and by its title', async () => {
    const cases: Record<string, string[]> = {
      'CartTest#test_parses_1.5': ['lib'],
      'test_parses_1.5': ['lib'],
      'parses 1.5': ['lib'],
      'CartTest#test_adds_(two)_items,_then:_checks!': ['lib'],
      'adds (two) items, then: checks!': ['lib'],
    };
    for (const [q] of Object.entries(cases)) {
      const r = await fx.call('code_callees', { symbol: q });
      assert.ok(!r.isError && /^callees of test CartTest#test_/.test(r.text), `${q}: ${r.text}`);
    }
    assert.deepEqual(fx.graph.findDefinitions('Other#test_parses_1.5'), []);
    installSymbolLocator();
    for (const q of ['CartTest#test_parses_1.5', 'test_parses_1.5', 'CartTest#test_adds_(two)_items,_then:_checks!']) {
      assert.match(await why(fx.engine, q, { limit: 5 }), /^## Code\n- test CartTest#test_(parses_1\.5|adds_\(two\)_items,_then:_checks!) test\/models\/cart_test\.rb:1[26]$/m, q);
    }
  });
});
