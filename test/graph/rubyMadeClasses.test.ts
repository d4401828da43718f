/**
 * Ruby classes and methods made by calls (issue 3, newcomer 11 "missing"),
 * on a small real program: `Point = Struct.new(:x, :y) do … end` is a class
 * Point whose block defines its methods (and the members x, x=…);
 * `Dyn = Class.new(Base) do … end` a class Dyn with superclass Base;
 * `Error = Class.new(StandardError)` a class; `define_method(:shout) do … end`
 * defines method shout. Also what is not a call: the name `defined?` asks
 * about (`defined?(foo)`, `defined?(o.bar)`), and a block's implicit
 * parameter (`it`, `_1`) where the block has no parameters of its own.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/base.rb': lines('class Base', '  def greet', '    helper', '  end', '', '  def helper', '    1', '  end', 'end'),
  'lib/made.rb': lines(
    'Point = Struct.new(:x, :y) do',
    '  def norm',
    '    scale(x)',
    '  end',
    '',
    '  def scale(v)',
    '    v * 2',
    '  end',
    'end',
    '',
    'Dyn = Class.new(Base) do',
    '  def run',
    '    greet',
    '  end',
    'end',
    '',
    'NotFound = Class.new(StandardError)',
    '',
    'class Meta',
    '  define_method(:shout) do',
    '    compute(:s)',
    '  end',
    '',
    '  def compute(n)',
    '    n',
    '  end',
    'end',
  ),
  'lib/probe.rb': lines(
    'class Probe',
    '  def foo',
    '    1',
    '  end',
    '',
    '  def bar',
    '    2',
    '  end',
    '',
    '  def it',
    '    3',
    '  end',
    '',
    '  def ask',
    '    o = Probe.new',
    '    a = defined?(foo) ? 1 : 0',
    '    b = defined?(o.bar)',
    '    [1].each { it.to_s }',
    '    [1].map { _1 + 1 }',
    '    [1].map { |q| it }',
    '    foo',
    '  end',
    'end',
  ),
  // Newcomer 12b #7, #8: an instance made through a constant path, and a bare `new` in a singleton method.
  'lib/web.rb': lines('module Web', '  class Base', '    def self.make', '      new', '    end', '', '    def make', '      1', '    end', '  end', 'end', '', 'def use_web', '  Web::Base.new.make', '  Web::Base.new(2).make', 'end'),
  'lib/main.rb': lines(
    'def main',
    '  p = Point.new(1, 2)',
    '  p.norm',
    '  d = Dyn.new',
    '  d.run',
    '  Meta.new.shout',
    '  raise NotFound',
    'end',
  ),
};

describeGraph('code graph: Ruby classes made by Struct.new / Class.new, define_method, defined?, implicit block parameters', FILES, 'ruby-made', (fx) => {
  it('a constant assigned Struct.new / Class.new with a block is a class holding the block’s methods; define_method defines a method', () => {
    assert.deepEqual(defsIn(fx, 'lib/made.rb'), [
      'class Point 1',
      'method Point.norm 2',
      'method Point.scale 6',
      'class Dyn 11',
      'method Dyn.run 12',
      'class NotFound 17',
      'class Meta 19',
      'method Meta.shout 20',
      'method Meta.compute 24',
      'method Point.x 1',
      'method Point.x= 1',
      'method Point.y 1',
      'method Point.y= 1',
    ]);
  });

  it('their methods are called through instances, the superclass of Class.new(Base) is Base, and a define_method block’s calls are the method’s', async () => {
    await expectEdges(fx, 'code_callers', {
      'Point.scale': ['lib/made.rb:Point#norm:same-file'],
      'Point.x': ['lib/made.rb:Point#norm:same-file'],
      'Point.norm': ['lib/main.rb:main:receiver'],
      'Dyn.run': ['lib/main.rb:main:receiver'],
      'Base.greet': ['lib/made.rb:Dyn#run:receiver'],
      'Meta.shout': ['lib/main.rb:main:receiver'],
      'Meta.compute': ['lib/made.rb:Meta#shout:same-file'],
    });
  });

  it('Web::Base.new.make calls the instance method; a bare new in def self.make constructs the class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Web::Base#make': ['lib/web.rb:use_web:receiver'],
      'Web::Base.make': [],
      'Web::Base': ['lib/web.rb:Web::Base.make:same-file', 'lib/web.rb:use_web:same-file'],
    });
  });

  it('defined? calls nothing; it and _1 are a parameterless block’s parameter, but it in a block with parameters calls the method', async () => {
    await expectEdges(fx, 'code_callees', {
      'Probe.ask': ['lib/probe.rb:Probe#foo:same-file', 'lib/probe.rb:Probe#it:same-file', 'lib/probe.rb:Probe:same-file'],
    });
    const foo = await fx.call('code_callers', { symbol: 'Probe.foo' });
    assert.deepEqual((foo.structured!.items as { lines?: number[]; line: number }[]).length, 1);
    assert.match(foo.text, /calls it on line 21\)/);
    assert.doesNotMatch(foo.text, /16/);
    const bar = await fx.call('code_callers', { symbol: 'Probe.bar' });
    assert.deepEqual(bar.structured!.items, []);
    const it = await fx.call('code_callers', { symbol: 'Probe.it' });
    assert.match(it.text, /calls it on line 20\)/);
  });
});
