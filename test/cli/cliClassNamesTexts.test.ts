/**
 * Code answers a newcomer misread (issue 3), through the built CLI in a real
 * temp repository:
 * - a Ruby class with `def self.make` and `def make` names them apart
 *   (`Web::Base.make`, `Web::Base#make`) and takes either name back;
 * - `-p file:line` on an `attr_accessor :name` line (a reader and a writer)
 *   asks which, instead of silently answering for the writer;
 * - call lines read as sentences: `(calls it on line 18)`, `(called on
 *   line 8)`, `(calls Widget.draw on line 26)`;
 * - impact says the depth it reached when the callers ran out before the
 *   depth asked, and names what a deeper caller calls.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';
import { PY_WIDGET_BUTTON } from '../helpers/programs';

describe('CLI: Ruby singleton and instance methods apart, attr_accessor lines, call-line wording, impact depth', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-class-names');
  repo.commit('web and widgets', {
    'web.rb': [
      'module Web', // 1
      '  class Base', // 2
      '    attr_accessor :name', // 3
      '', // 4
      '    def self.make', // 5
      '      Base.new', // 6
      '    end', // 7
      '', // 8
      '    def make', // 9
      '      name', // 10
      '    end', // 11
      '  end', // 12
      'end', // 13
      '', // 14
      'def run', // 15
      '  Web::Base.make', // 16
      '  b = Web::Base.new', // 17
      '  b.make', // 18
      '  b.name = "x"', // 19
      'end', // 20
      '',
    ].join('\n'),
    'w.py': [
      ...PY_WIDGET_BUTTON,
      'def paint(w: Widget):', // 11
      '    w.draw()', // 12
      '', // 13
      '', // 14
      'def main():', // 15
      '    paint(Button())', // 16
      '',
    ].join('\n'),
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  before(() => {
    const r = run('graph', 'index');
    assert.equal(r.code, 0, r.err);
  });

  it('Ruby: the singleton method is Web::Base.make, the instance method Web::Base#make, each asked for by that name', () => {
    const amb = run('callers', 'make');
    assert.equal(amb.code, 1, amb.out);
    assert.match(amb.out, /^Ambiguous: 2 definitions of make; ask for one by its full name, or pass path — e\.g\. kontext callers Web::Base\.make$/m);
    assert.match(amb.out, /^web\.rb:5 {2}method Web::Base\.make {2}def self\.make$/m);
    assert.match(amb.out, /^web\.rb:9 {2}method Web::Base#make {2}def make$/m);
    const one = run('callers', 'Web::Base.make');
    assert.match(one.out, /^callers of method Web::Base\.make \(web\.rb:5\):\nweb\.rb:15 {2}function run {2}def run {2}\(calls it on line 16\)$/m);
    const inst = run('callers', 'Web::Base#make');
    assert.match(inst.out, /^callers of method Web::Base#make \(web\.rb:9\):\nweb\.rb:15 {2}function run {2}def run {2}\(calls it on line 18\)$/m);
    // `::` between class and method asks for the singleton method, as Ruby's `Web::Base::make` calls it.
    assert.match(run('callers', 'Web::Base::make').out, /^callers of method Web::Base\.make \(web\.rb:5\):/m);
  });

  it('Ruby: -p on an attr_accessor line lists its reader and writer to choose from', () => {
    const r = run('callers', '-p', 'web.rb:3');
    assert.equal(r.code, 1, r.out);
    assert.equal(
      r.out,
      "web.rb:3 defines 2 methods; ask for one by its full name — e.g. kontext callers 'Web::Base#name'\n" + 'web.rb:3  method Web::Base#name  attr_accessor :name\n' + 'web.rb:3  method Web::Base#name=  attr_accessor :name\n',
    );
    assert.match(run('callers', 'Web::Base#name').out, /^callers of method Web::Base#name \(web\.rb:3\):\nweb\.rb:9 {2}method Web::Base#make {2}def make {2}\(calls it on line 10\)$/m);
    assert.match(run('callers', 'Web::Base#name=').out, /^web\.rb:15 {2}function run {2}def run {2}\(calls it on line 19\)$/m);
  });

  it('call lines read as sentences: calls it / called / calls the base method, on line N', () => {
    assert.match(run('callers', 'Button.draw').out, /^w\.py:11 {2}function paint {2}def paint\(w: Widget\) {2}\(calls Widget\.draw on line 12\)$/m);
    assert.match(run('callees', 'Button.draw').out, /^w\.py:2 {2}method Widget\.draw {2}def draw\(self\) {2}\(called on line 8\)$/m);
  });

  it('impact says the depth reached when the callers run out first, and what a deeper caller calls', () => {
    const r = run('impact', 'Widget.draw', '-d', '3');
    assert.equal(
      r.out,
      'impact of method Widget.draw (w.py:2), callers to depth 2 — the chain ends there: no callers beyond depth 2, so depth 3 adds none:\n' +
        'depth 1 — direct callers\n' +
        'w.py:7  method Button.draw  def draw(self)  (calls it on line 8)\n' +
        'w.py:11  function paint  def paint(w: Widget)  (calls it on line 12)\n' +
        'depth 2 — callers of depth 1\n' +
        'w.py:15  function main  def main()  (calls paint on line 16)\n',
    );
    assert.match(run('impact', 'Widget.draw', '-d', '2').out, /^impact of method Widget\.draw \(w\.py:2\), callers up to depth 2:$/m);
  });
});
