/**
 * Ruby (newcomer 37, sidekiq): `@redis_client = Client.new(…)` in `module
 * Sidekiq` holds a Sidekiq::Client, the constant read where the field is
 * assigned (graphPaths viaFieldChain), so `@redis_client.push(item)` calls
 * Sidekiq::Client#push; and `new.push(item)` in `class << self` calls the
 * class's own instance method (graphRuby rubyCall). `Sidekiq::Client#push`
 * names that method only, not a top-level `Client#push` (displayNames
 * outerMatch).
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Ruby field types read in their module, and new.x in a singleton method', {
  'lib/sidekiq/client.rb': [
    'module Sidekiq',
    '  class Client',
    '    def initialize(pool: nil)',
    '      @pool = pool',
    '    end',
    '',
    '    def push(item)',
    '      item',
    '    end',
    '',
    '    class << self',
    '      def push(item)',
    '        new.push(item)',
    '      end',
    '    end',
    '  end',
    'end',
    '',
  ].join('\n'),
  'lib/sidekiq/transaction_aware_client.rb': [
    'require "sidekiq/client"',
    '',
    'module Sidekiq',
    '  class TransactionAwareClient',
    '    def initialize(pool: nil)',
    '      @redis_client = Client.new(pool: pool)',
    '    end',
    '',
    '    def push(item)',
    '      @redis_client.push(item)',
    '    end',
    '  end',
    'end',
    '',
  ].join('\n'),
  'lib/other.rb': ['class Client', '  def push(item)', '  end', 'end', ''].join('\n'),
}, 'ruby-field-constants', (fx) => {
  it('Sidekiq::Client#push is not ambiguous with a top-level Client#push', async () => {
    const r = await fx.call('code_symbol', { name: 'Sidekiq::Client#push' });
    assert.deepEqual(((r.structured?.items ?? []) as { path: string }[]).map((i) => i.path), ['lib/sidekiq/client.rb']);
  });

  it('@redis_client = Client.new in module Sidekiq is a Sidekiq::Client; new.push in class << self is the instance method', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Sidekiq::Client#push' })).items), [
      'lib/sidekiq/client.rb:Sidekiq::Client.push:13',
      'lib/sidekiq/transaction_aware_client.rb:Sidekiq::TransactionAwareClient#push:10',
    ]);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Client#push', path: 'lib/other.rb' })).items), []);
  });
});
