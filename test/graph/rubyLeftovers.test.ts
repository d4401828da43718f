/**
 * Ruby leftovers of a newcomer's look at rack: a singleton attribute typed
 * by the value its body assigns it (`class << self; attr_accessor
 * :default_query_parser; end` and `self.default_query_parser =
 * QueryParser.make_default(32).freeze`, rack lib/rack/utils.rb), so calls on
 * what it returns reach the class's methods. Real repositories made with git.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

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
