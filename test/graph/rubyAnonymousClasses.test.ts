/**
 * Ruby anonymous classes and Minitest::Spec suites (newcomer, rack's
 * test/spec_request.rb): `c = Class.new(Rack::QueryParser::Params) do def
 * initialize(*) … end end` in an `it` block showed its method as
 * `RackRequestTest#initialize`, and the `it` blocks of a `class … <
 * Minitest::Spec` were no tests (their calls the class's). A `Class.new(Base)
 * do … end` not assigned to a constant is a class `$1`, `$2`… in its
 * enclosing definition (langRubyAnonymous), its base Base, named through that
 * definition; a Minitest::Spec class's `it`/`before` blocks are test cases
 * and its `test_*` methods kind test.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const SPEC = [
  "require 'minitest/autorun'",
  'class Params',
  '  def initialize(*); end',
  'end',
  'class RequestTest < Minitest::Spec',
  '  before do',
  '    @p = 1',
  '  end',
  '  it "uses params" do',
  '    c = Class.new(Params) do', // 10
  '      def initialize(*)',
  '        super()',
  '      end',
  '    end',
  '    d = Class.new(Params) { def initialize(*); end }', // 15
  '  end',
  '  def test_interface',
  '    Params.new',
  '  end',
  '  Known = Class.new(Params) do',
  '    def initialize(*); end',
  '  end',
  '  def make',
  '    Class.new(Params) do',
  '      def go; end',
  '    end',
  '  end',
  'end',
  '',
].join('\n');

describeGraph('code graph: Ruby anonymous classes and Minitest::Spec suites', { 'test/spec_request.rb': SPEC }, 'ruby-anonymous', (fx) => {
  it('names a Class.new block $1, $2… in its test case, Base its base; a constant-assigned one keeps its constant', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'initialize' }), [
      'test/spec_request.rb:Params#initialize',
      'test/spec_request.rb:RequestTest#it uses params::$1#initialize',
      'test/spec_request.rb:RequestTest#it uses params::$2#initialize',
      'test/spec_request.rb:RequestTest::Known#initialize',
    ]);
    assert.deepEqual(await fx.names('code_symbol', { name: 'RequestTest#initialize' }), []);
    await expectEdges(fx, 'code_callers', {
      'Params#initialize': ['test/spec_request.rb:RequestTest#it uses params::$1#initialize:receiver', 'test/spec_request.rb:RequestTest#test_interface:same-file'],
    });
  });

  it("makes a Minitest::Spec class's it/before blocks test cases and its test_* methods tests", async () => {
    const r = await fx.call('code_symbol', { name: 'test_interface' });
    assert.match(r.text, /spec_request\.rb:17 {2}test RequestTest#test_interface /);
    assert.deepEqual(await fx.names('code_symbol', { name: 'RequestTest#it uses params' }), ['test/spec_request.rb:RequestTest#it uses params']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'RequestTest#before hook' }), ['test/spec_request.rb:RequestTest#before hook']);
  });

  it('finds each anonymous class and its methods by the names answers give them, and suggests them for a near miss', async () => {
    for (const name of ['RequestTest#it uses params::$1', 'RequestTest#it uses params::$1#initialize', 'RequestTest#it uses params::$2#initialize', 'RequestTest#make::$1', 'RequestTest#make::$1#go']) {
      assert.deepEqual(await fx.names('code_symbol', { name }), [`test/spec_request.rb:${name}`], name);
    }
    const near = await fx.call('code_callers', { symbol: 'RequestTest#make::$1#og' });
    assert.match(near.text, /did you mean RequestTest#make::\$1#go\?/, near.text);
    const typo = await fx.call('code_callers', { symbol: 'RequestTest#it uses params::$2#initialise' });
    assert.match(typo.text, /did you mean `RequestTest#it uses params::\$2#initialize`/, typo.text);
  });
});
