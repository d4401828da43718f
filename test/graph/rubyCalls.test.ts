/**
 * Ruby calls the graph missed (issue 3, newcomer 11 #3–#10), each on a small
 * real program: `super` reaches the same-named method of the next ancestor
 * (not a prepended module's, which runs before the class; a mixin's `super`
 * reaches what follows it in its host); `extend M` makes M's instance methods
 * callable on the class (`Model.shout`, `self.class.shout`), never on an
 * instance, and so does including a module with a `ClassMethods` module;
 * `self.class.kind` is the class's singleton method; `U = Utils` makes
 * `U.escape` Utils.escape; `self.status = 200` calls the writer `status=`
 * (attr_accessor, attr_writer, `def level=`), `self.level += 1` the reader
 * and the writer; `Model.new(…)` is a caller of Model#initialize (`Leaf.new`
 * of Base#initialize when Leaf has none); a bare name read in an expression
 * (`total + 1`, `status == 200`, `whisper(total)`, `"#{total}"`) calls the
 * method unless a local of that name (assigned, a parameter) is in scope.
 * `class Point < Struct.new(:x, :y)` defines `x`, `x=`…; `alias left x` and
 * `alias_method :top, :y` define `left` and `top`, callers of `x` and `y`.
 * `send(:helper)` and `obj.public_send(:log)` call what the symbol names.
 * Answers name a Ruby module a module, not a class.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/mixins.rb': lines(
    'module Loud',
    '  def shout(s)',
    '    s.upcase',
    '  end',
    'end',
    '',
    'module Quiet',
    '  def whisper(s)',
    '    s.downcase',
    '  end',
    'end',
    '',
    'module Audit',
    '  def save',
    '    super',
    '  end',
    'end',
  ),
  'lib/utils.rb': lines('module Utils', '  def self.escape(s)', '    s', '  end', 'end'),
  // Decoy: a top-level U with the same function; inside Model, U is Model's alias of Utils.
  'lib/u.rb': lines('module U', '  def self.escape(s)', '    s', '  end', 'end'),
  'lib/base.rb': lines(
    'class Base',
    '  def initialize(a)',
    '    @a = a',
    '  end',
    '',
    '  def save',
    '    1',
    '  end',
    '',
    '  def self.build',
    '    2',
    '  end',
    'end',
  ),
  'lib/model.rb': lines(
    'class Model < Base',
    '  extend Loud',
    '  include Quiet',
    '  prepend Audit',
    '  U = Utils',
    '  attr_accessor :status',
    '  attr_writer :name',
    '  attr_reader :total, :level',
    '',
    '  def initialize(a, b)',
    '    super(a)',
    '    @b = b',
    '  end',
    '',
    '  def level=(v)',
    '    @level = v',
    '  end',
    '',
    '  def self.kind',
    '    :model',
    '  end',
    '',
    '  def save',
    '    self.status = 200',
    "    self.name = 'x'",
    '    self.level += 1',
    '    super',
    '  end',
    '',
    '  def self.build',
    '    super',
    '  end',
    '',
    '  def log',
    '    U.escape(total + 1)',
    "    self.class.shout('hi')",
    '    self.class.kind',
    '    if status == 200',
    '      whisper(total)',
    '    end',
    '    "#{total}"',
    '  end',
    '',
    '  def local(level)',
    '    total = 3',
    '    status = 5',
    '    total + level + status',
    '  end',
    '',
    '  def self.make',
    "    Model.shout('x')",
    '    Model.new(1, 2)',
    '  end',
    'end',
  ),
  // Decoys: an instance method kind in the reopened class, a class that extends nothing.
  'lib/model_ext.rb': lines('class Model', '  def kind', '    :instance', '  end', '', '  def loud', "    Model.new(1, 2).shout('no')", '  end', 'end'),
  // Methods made without def: Struct members (readers and writers), alias and alias_method (which call what they rename).
  'lib/point.rb': lines(
    'class Point < Struct.new(:x, :y)',
    '  alias left x',
    '  alias_method :top, :y',
    '',
    '  def sum',
    '    x + y',
    '  end',
    '',
    '  def move',
    '    self.x = 1',
    '  end',
    'end',
  ),
  'lib/drawer.rb': lines('class Drawer', '  def draw', '    Point.new(1, 2).left', '    Point.new(1, 2).top', '  end', 'end'),
  // An included module's ClassMethods are the host's singleton methods (the included-hook / Concern convention); a class that only has a same-named module nested does not get them.
  'lib/cacheable.rb': lines(
    'module Cacheable',
    '  def self.included(base)',
    '    base.extend(ClassMethods)',
    '  end',
    '',
    '  module ClassMethods',
    '    def cached(key)',
    '      key',
    '    end',
    '  end',
    'end',
  ),
  'lib/store.rb': lines('class Store', '  include Cacheable', '', '  def self.load', '    cached(:a)', '  end', '', '  def fetch', '    Store.cached(:b)', '    cached(:c)', '  end', 'end'),
  // Attributes made under `private` (also on the class itself), and `g(secret:)` passing what the reader returns.
  'lib/config.rb': lines(
    'class Config',
    '  class << self',
    '    private attr_accessor :conf',
    '  end',
    '  private attr_reader :secret',
    '',
    '  def self.setup',
    '    self.conf = 1',
    '  end',
    '',
    '  def pass(other)',
    '    other.take(secret:, other:)',
    '  end',
    'end',
  ),
  // send and public_send with a symbol call the method it names on the same receiver.
  'lib/sender.rb': lines(
    'class Sender',
    '  def go(m)',
    '    send(:helper, 1)',
    '    Model.new(1, 2).public_send(:log)',
    '  end',
    '',
    '  private def helper(n)',
    '    n',
    '  end',
    'end',
  ),
  // super of a class whose superclass is outside the repository: no call of Base#initialize that the answers could count as unresolved.
  'lib/errors.rb': lines('class AppError < StandardError', '  def initialize(msg)', '    super(msg)', '  end', 'end'),
  // A subclass without its own initialize runs Base's: Leaf.new is a caller of Base#initialize, Model.new (own initialize) is not.
  'lib/leaf.rb': lines('class Leaf < Base', 'end', '', 'class Grower', '  def grow', '    Leaf.new(1)', '  end', 'end'),
  'lib/plain.rb': lines('class Plain', '  def save', '    Plain.shout(1)', '  end', '', '  def model', '    Model.new(3, 4)', '  end', 'end'),
};

describeGraph('code graph: Ruby super, extend, self.class, constant aliases, writers, new, bare reads', FILES, 'ruby-calls', (fx) => {
  it('super reaches the next ancestor: the superclass, past a prepended module; a mixin super its host; one reaching outside the repository is no unresolved call', async () => {
    await expectEdges(fx, 'code_callers', {
      'Base.save': ['lib/model.rb:Model#save:receiver'],
      'Audit.save': [],
      'Model.save': ['lib/mixins.rb:Audit#save:receiver'],
      'Base.build': ['lib/model.rb:Model.build:receiver'],
      'Base.initialize': ['lib/leaf.rb:Grower#grow:same-file', 'lib/model.rb:Model#initialize:receiver'],
    });
    const init = await fx.call('code_callers', { symbol: 'Base.initialize' });
    assert.doesNotMatch(init.text, /Not listed/);
  });

  it('extend lends singleton methods (so does an included module with ClassMethods); self.class.x is a singleton method; U = Utils makes U.escape Utils.escape', async () => {
    await expectEdges(fx, 'code_callers', {
      'Loud.shout': ['lib/model.rb:Model#log:receiver', 'lib/model.rb:Model.make:receiver'],
      'kind @ lib/model.rb': ['lib/model.rb:Model#log:receiver'],
      'kind @ lib/model_ext.rb': [],
      'escape @ lib/utils.rb': ['lib/model.rb:Model#log:receiver'],
      'escape @ lib/u.rb': [],
      'Cacheable::ClassMethods.cached': ['lib/store.rb:Store#fetch:receiver', 'lib/store.rb:Store.load:receiver'],
    });
  });

  it('self.x = v calls the writer (private attributes too); Model.new calls initialize; bare reads in expressions (and g(x:)) are calls unless locals; send(:x) calls x', async () => {
    await expectEdges(fx, 'code_callers', {
      'Model.status=': ['lib/model.rb:Model#save:same-file'],
      'Model.name=': ['lib/model.rb:Model#save:same-file'],
      'level= @ lib/model.rb:15': ['lib/model.rb:Model#save:same-file'],
      'Model.initialize': ['lib/model.rb:Model.make:same-file', 'lib/model_ext.rb:Model#loud:same-file', 'lib/plain.rb:Plain#model:receiver', 'lib/sender.rb:Sender#go:receiver'],
      'Model.total': ['lib/model.rb:Model#log:same-file'],
      'Model.status': ['lib/model.rb:Model#log:same-file'],
      'Model.level': ['lib/model.rb:Model#save:same-file'],
      'Quiet.whisper': ['lib/model.rb:Model#log:receiver'],
      'Config.conf=': ['lib/config.rb:Config.setup:same-file'],
      'Config.secret': ['lib/config.rb:Config#pass:same-file'],
      'Sender.helper': ['lib/sender.rb:Sender#go:same-file'],
      'Model.log': ['lib/sender.rb:Sender#go:receiver'],
    });
  });

  it('Struct members, alias and alias_method define methods; an alias calls the method it renames', async () => {
    await expectEdges(fx, 'code_callers', {
      'Point.x': ['lib/point.rb:Point#left:same-file', 'lib/point.rb:Point#sum:same-file'],
      'Point.x=': ['lib/point.rb:Point#move:same-file'],
      'Point.y': ['lib/point.rb:Point#sum:same-file', 'lib/point.rb:Point#top:same-file'],
      'Point.left': ['lib/drawer.rb:Drawer#draw:receiver'],
      'Point.top': ['lib/drawer.rb:Drawer#draw:receiver'],
    });
  });

  it('answers call a Ruby module a module, which nothing constructs', async () => {
    const sym = await fx.call('code_symbol', { name: 'Quiet' });
    assert.deepEqual((sym.structured!.items as { kind: string }[]).map((i) => i.kind), ['module']);
    assert.match(sym.text, /lib\/mixins\.rb:7 {2}module Quiet/);
    const callers = await fx.call('code_callers', { symbol: 'Quiet' });
    assert.match(callers.text, /^No callers found for module Quiet \(lib\/mixins\.rb:7\): a module is not constructed; calls of its methods are callers of those — Quiet#whisper/);
    // A nested module is named by its full constant path.
    const nested = await fx.call('code_symbol', { name: 'Cacheable::ClassMethods' });
    assert.deepEqual(nested.structured!.items, [{ name: 'Cacheable::ClassMethods', kind: 'module', path: 'lib/cacheable.rb', line: 6, endLine: 10, signature: 'module ClassMethods' }]);
    const base = await fx.call('code_symbol', { name: 'Base' });
    assert.deepEqual((base.structured!.items as { kind: string }[]).map((i) => i.kind), ['class']);
  });
});
