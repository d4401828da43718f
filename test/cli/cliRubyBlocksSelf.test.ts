/**
 * Newcomer findings on Ruby, through the built CLI in a real temp repository:
 * - callees' "Not listed" names a call on `self` as the source writes it
 *   (`self.GET.merge`, `@store.fetch`), not as the records spell it (`this.`);
 * - a bare call inside a block whose method evaluates it with `self` changed
 *   (`instance_eval(&block)` in `initialize`, Rack's Builder) is a call of
 *   that class's method, also through a method passing its block on
 *   (`def self.app(&block) new(&block) end`, a spec's `def builder(&block)`).
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: Ruby self as written, blocks evaluated with instance_eval', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-ruby-blocks');
  repo.commit('a builder', {
    'lib/builder.rb':
      'class Builder\n  def initialize(app = nil, &block)\n    @use = []\n    instance_eval(&block) if block\n  end\n\n' +
      '  def self.app(default = nil, &block)\n    self.new(default, &block).to_app\n  end\n\n' +
      '  def use(middleware)\n    @use << middleware\n  end\n\n  def to_app\n    @use\n  end\nend\n',
    'lib/request.rb':
      'class Request\n  def initialize\n    @store = {}\n  end\n\n  def GET\n    {}\n  end\n\n  def params\n    self.GET.merge(@store.fetch(:a))\n  end\nend\n',
    'lib/config.rb':
      'class Config\n  def build\n    Builder.new do\n      use :logger\n    end\n  end\n\n  def build_app\n    Builder.app do\n      use :static\n    end\n  end\nend\n',
    'test/spec_builder.rb':
      'def builder(&block)\n  Builder.new(&block)\nend\n\ndef check\n  builder do\n    use :auth\n  end\n  [1].each do\n    use :plain\n  end\nend\n',
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('callees names a call on self as written, in text and JSON (#1)', () => {
    const r = run('callees', 'Request#params');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^lib\/request\.rb:6 {2}method Request#GET /m);
    assert.match(r.out, /Not listed: 2 calls .*: self\.GET\.merge, @store\.fetch$/m);
    assert.doesNotMatch(r.out, /this\./);
    const json = JSON.parse(run('callees', 'Request#params', '--json').out) as { unresolvedCallees: { names: { name: string }[] } };
    assert.deepEqual(json.unresolvedCallees.names.map((n) => n.name), ['self.GET.merge', '@store.fetch']);
  });

  it('bare calls in a block its class instance_evals are that class\'s methods (#2)', () => {
    const r = run('callers', 'Builder#use');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^lib\/config\.rb:2 {2}method Config#build {2}def build {2}\(calls it on line 4\)$/m);
    assert.match(r.out, /^lib\/config\.rb:8 {2}method Config#build_app {2}def build_app {2}\(calls it on line 10\)$/m);
    assert.match(r.out, /^test\/spec_builder\.rb:5 {2}function check {2}def check {2}\(calls it on line 7\)$/m);
    // An ordinary block (`each`) keeps the self around it: no Builder there.
    assert.match(r.out, /^Not listed: 1 call named use .*: test\/spec_builder\.rb:10 `use`$/m);
  });
});
