/**
 * Ruby constant lookup through ancestors and local variables named by
 * patterns (issue 3, newcomer 11 #1 and #2). A constant is looked up in the
 * lexical scopes around the code, then in the ancestors of the innermost one
 * (superclass chain and included modules), then at the top level: `Helper`
 * in `class Thing < Lib::Base` is `Lib::Base::Helper`, not a top-level
 * `Helper`. A name bound by `for x in`, `in [*x]`, `in {x:}`, `in x`, `=> {x:}`
 * is a local variable, so reading it later calls no `attr_reader :x`; a
 * block's parameter is that block's only. Decoys: a top-level Helper and Fmt
 * with the same functions, a class outside the hierarchy, a lexical Helper
 * that wins over the superclass's. A `def` in a block assigned to a constant
 * (`Shared = proc do def prepare … end end`) is the block's, not a top-level
 * method another file calls.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/lib/base.rb': lines(
    'module Lib',
    '  class Base',
    '    module Helper',
    '      def self.x',
    '        1',
    '      end',
    '    end',
    '  end',
    '',
    '  module Tools',
    '    module Fmt',
    '      def self.y',
    '        2',
    '      end',
    '    end',
    '  end',
    'end',
  ),
  'lib/helper.rb': lines('module Helper', '  def self.x', '    3', '  end', 'end', '', 'module Fmt', '  def self.y', '    4', '  end', 'end'),
  'lib/thing.rb': lines(
    'class Thing < Lib::Base',
    '  include Lib::Tools',
    '  attr_reader :items',
    '',
    '  def go',
    '    Helper.x',
    '    Fmt.y',
    '  end',
    '',
    '  def a(list)',
    '    for items in list',
    '      items.size',
    '    end',
    '    items.size',
    '  end',
    '',
    '  def b(h)',
    '    case h',
    '    in [*items] then items.size',
    '    end',
    '  end',
    '',
    '  def c(h)',
    '    case h',
    '    in {items:} then items.size',
    '    end',
    '  end',
    '',
    '  def d(h)',
    '    h => { items: }',
    '    items.first',
    '  end',
    '',
    '  def e(h)',
    '    case h',
    '    in items then items.size',
    '    end',
    '  end',
    '',
    '  def f(h)',
    '    items.size',
    '  end',
    '',
    '  def g(list)',
    '    list.each { |items| items.size }',
    '    items.size',
    '  end',
    'end',
  ),
  'lib/deeper.rb': lines('class Deeper < Thing', '  def go', '    Helper.x', '  end', 'end'),
  'lib/plain.rb': lines('class Plain', '  def go', '    Helper.x', '    Fmt.y', '  end', 'end'),
  'lib/app/page.rb': lines(
    'module App',
    '  module Helper',
    '    def self.x',
    '      5',
    '    end',
    '  end',
    '',
    '  class Page < Lib::Base',
    '    def go',
    '      Helper.x',
    '    end',
    '  end',
    'end',
  ),
  // A `def` in a block assigned to a constant is the block's: another test's bare `prepare` is not its caller.
  'test/shared_test.rb': lines('Shared = proc do', '  def prepare', '    1', '  end', '', '  it "runs" do', '    prepare', '  end', 'end'),
  'test/other_test.rb': lines('describe "other" do', '  setup do', '    prepare', '  end', 'end'),
};

describeGraph('code graph: Ruby constants through ancestors, pattern-bound locals', FILES, 'ruby-lookup', (fx) => {
  it('a constant is looked up in the lexical scopes, then the ancestors of the innermost one, then the top level', async () => {
    await expectEdges(fx, 'code_callers', {
      'x @ lib/lib/base.rb': ['lib/deeper.rb:Deeper#go:receiver', 'lib/thing.rb:Thing#go:receiver'],
      'y @ lib/lib/base.rb': ['lib/thing.rb:Thing#go:receiver'],
      'x @ lib/helper.rb': ['lib/plain.rb:Plain#go:receiver'],
      'y @ lib/helper.rb': ['lib/plain.rb:Plain#go:receiver'],
      'x @ lib/app/page.rb': ['lib/app/page.rb:App::Page#go:receiver'],
    });
  });

  it('names bound by for, case/in and => patterns are locals, not calls of a reader; a block parameter is the block own', async () => {
    await expectEdges(fx, 'code_callers', {
      'Thing.items': ['lib/thing.rb:Thing#f:same-file', 'lib/thing.rb:Thing#g:same-file'],
    });
  });

  it('a def inside a block assigned to a constant is called from its own file only', async () => {
    await expectEdges(fx, 'code_callers', {
      // The call is in `it "runs"`, a test case (newcomer 16 #1), in the same file.
      prepare: ['test/shared_test.rb:it runs:same-file'],
    });
  });
});
