/**
 * A Ruby local variable hides the reader method of its name (newcomer 42
 * #8, sinatra's process_route): after `params = pattern.params(route)`,
 * `params.delete('ignore')` is a call on that local (whose type is not
 * known), not on `attr_accessor :params`'s `@params`, an IndifferentHash.
 * Before, the reader's field type answered and IndifferentHash#delete
 * counted process_route as its caller. `@params.delete(k)` still reaches
 * it. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const HASH = ['module Sinatra', '  class IndifferentHash < Hash', '    def delete(key)', '      super(key)', '    end', '  end', 'end', ''].join('\n');

const BASE = [
  'module Sinatra',
  '  class Base',
  '    attr_accessor :params',
  '',
  '    def call(env)',
  '      @params = IndifferentHash.new',
  '      process_route(nil, nil)',
  '    end',
  '',
  '    def process_route(pattern, conditions)',
  '      params = pattern.params(conditions)',
  '      return unless params',
  '',
  "      params.delete('ignore')",
  '    end',
  '',
  '    def cleanup(keys)',
  '      keys.each { |k| @params.delete(k) }',
  '      params.delete(keys.first)',
  '    end',
  '  end',
  'end',
  '',
].join('\n');

describeGraph('code graph: a Ruby local variable hides the reader of its name', { 'lib/hash.rb': HASH, 'lib/base.rb': BASE }, 'ruby-local-hides-reader', (fx) => {
  it('params.delete on the local is no call of IndifferentHash#delete; @params.delete and the reader’s params.delete are', async () => {
    await expectEdges(fx, 'code_callers', {
      'Sinatra::IndifferentHash#delete': ['lib/base.rb:Sinatra::Base#cleanup:receiver'],
    });
    await expectEdges(fx, 'code_callees', {
      'Sinatra::Base#process_route': [],
    });
  });
});
