/**
 * A Ruby method's signature ends at its parameter list, or at its name
 * without one (newcomer 16 #4): one-line methods showed their bodies — rack's
 * `def close; end`, `def body;  get_header(RACK_INPUT)  end`, an endless
 * `def to_s = "x"` (signatures.ts signatureOf).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'lib/person.rb': [
    'class Person', // 1
    '  def name; @name; end', // 2
    '  def to_s = "x"', // 3
    '  def greet(other) = "hi #{other}"', // 4
    '  def warn(progname = nil, &block); end', // 5
    '  def body;            get_header(RACK_INPUT)       end', // 6
    '  def long(a,', // 7
    '           b)', // 8
    '    a', // 9
    '  end', // 10
    '  def self.make(x); new; end', // 11
    '  def noparen a, b', // 12
    '    a', // 13
    '  end', // 14
    '  def ok?() true end', // 15
    '  def script_name=(s); @s = s; end', // 16
    'end', // 17
    '',
  ].join('\n'),
};

describeGraph('code graph: Ruby method signatures stop at the parameters', FILES, 'graph-ruby-signatures', (fx) => {
  it('one-line and endless methods show no body; multi-line parameter lists are joined', async () => {
    const sigs = fx.graph.data.files.get('lib/person.rb')!.defs.map((d) => `${d.line} ${d.signature}`);
    assert.deepEqual(sigs, [
      '1 class Person',
      '2 def name',
      '3 def to_s',
      '4 def greet(other)',
      '5 def warn(progname = nil, &block)',
      '6 def body',
      '7 def long(a, b)',
      '11 def self.make(x)',
      '12 def noparen a, b',
      '15 def ok?()',
      '16 def script_name=(s)',
    ]);
    const r = await fx.call('code_symbol', { name: 'Person#warn' });
    assert.equal(r.text.split('\n')[0], 'lib/person.rb:5  method Person#warn  def warn(progname = nil, &block)');
  });
});
