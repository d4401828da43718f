/**
 * A Ruby call of unknown receiver that passes fewer positional arguments
 * than a method requires, or more than it takes, cannot call it: rack's
 * `request.params` (no argument) was offered as a "may call" of the class
 * method `MediaType.params(content_type)`, 45 times (newcomer 45 #5). A
 * splat, keyword arguments, a block pass, or an assignment `obj.x = v` say
 * nothing of the count; optional and splat parameters widen it; keyword and
 * block parameters take no positional argument. Real temp repository, the
 * real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { rubyParamRange } from '../../server/src/core/graph/arity';

const FILES: Record<string, string> = {
  'lib/media_type.rb': [
    'class MediaType',
    '  class << self',
    '    def params(content_type)',
    '      content_type',
    '    end',
    '  end',
    'end',
  ].join('\n'),
  'lib/app.rb': [
    'def handle(request, ct, xs, h)', // 1
    '  request.params', // 2
    '  h.params(ct)', // 3
    '  h.params(*xs)', // 4
    '  h.params ct, ct', // 5
    '  h.params(type: ct)', // 6
    'end',
  ].join('\n'),
};

describeGraph('Ruby calls by their positional argument count', FILES, 'ruby-argument-counts', (fx) => {
  it('leaves out of the note a call passing too few or too many; keeps one of the count or of no count known', async () => {
    const r = await fx.call('code_callers', { symbol: 'MediaType.params' });
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    assert.deepEqual([...(u?.examples ?? [])].sort(), ['lib/app.rb:3', 'lib/app.rb:4', 'lib/app.rb:6'], r.text);
  });

  it('reads positional parameter ranges', () => {
    assert.deepEqual(rubyParamRange('def params(content_type)', 'params'), { min: 1, max: 1 });
    assert.deepEqual(rubyParamRange('def f(a, b = 1, *rest, key:, opt: 2, **kw, &blk)', 'f'), { min: 1, max: Infinity });
    assert.deepEqual(rubyParamRange('def name', 'name'), { min: 0, max: 0 });
    assert.deepEqual(rubyParamRange('def self.call(env)', 'call'), { min: 1, max: 1 });
  });
});
