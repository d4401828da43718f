/**
 * Newcomer 10's confusing answers (#19, #21–#24, #26), through the built CLI
 * in a real temp repository:
 * - names keep their outer modules (`Rack::Utils.escape_html`), are accepted
 *   back as input, and an ambiguity told apart by them is asked by name;
 * - `why` on an ambiguous symbol exits 1, as `callers` does;
 * - `callers -p file:line` without a symbol answers for the definition there;
 * - a file's top level is named as code, not as a module;
 * - `callers Circle` does not offer the constructor `Circle.Circle`;
 * - `why` takes a Ruby method name ending in `?`.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: newcomer 10 texts (qualified names, why exit, -p file:line, top level, constructors)', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-newcomer10');
  repo.commit('two Utils modules', {
    'lib/a.rb': 'module Rack\n  module Utils\n    def self.escape_html(s)\n      s\n    end\n  end\nend\n',
    'lib/b.rb':
      'module Other\n  module Utils\n    def self.escape_html(s)\n      s\n    end\n  end\nend\n' +
      'module Rack\n  class Thing\n    def go\n      Utils.escape_html("x")\n    end\n  end\nend\nRack::Utils.escape_html("top")\n',
    'lib/c.rb': 'class Resp\n  def has_header?(k)\n    true\n  end\nend\n',
    'src/shapes.cpp':
      'class Circle {\npublic:\n  Circle(double r) : r_(r) {}\n  double area() const { return r_; }\nprivate:\n  double r_;\n};\n' +
      'double total() {\n  Circle c(2.0);\n  return c.area();\n}\n',
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('names carry their outer modules, are accepted back, and an ambiguity by name is asked by name (#19)', () => {
    const amb = run('callers', 'Utils.escape_html');
    assert.equal(amb.code, 1, amb.err);
    assert.match(amb.out, /^Ambiguous: 2 definitions of Utils\.escape_html; ask for one by its full name, or pass path — e\.g\. kontext callers Rack::Utils\.escape_html$/m);
    assert.match(amb.out, /^lib\/a\.rb:3 {2}method Rack::Utils\.escape_html /m);
    assert.match(amb.out, /^lib\/b\.rb:3 {2}method Other::Utils\.escape_html /m);
    const one = run('callers', 'Rack::Utils.escape_html');
    assert.equal(one.code, 0, one.err);
    assert.match(one.out, /^callers of method Rack::Utils\.escape_html \(lib\/a\.rb:3\):$/m);
    assert.match(one.out, /^lib\/b\.rb:10 {2}method Rack::Thing#go /m);
    const other = run('callers', 'Other::Utils.escape_html');
    assert.match(other.out, /^No callers found for method Other::Utils\.escape_html \(lib\/b\.rb:3\)/);
  });

  it('a file top level is named as code, not as a module (#21)', () => {
    const r = run('callers', 'Rack::Utils.escape_html');
    assert.match(r.out, /^lib\/b\.rb:15 {2}top-level code \(outside any function\) {2}\(calls it on line 15\)$/m);
    const json = JSON.parse(run('callers', 'Rack::Utils.escape_html', '--json').out) as { items: { kind: string; name: string; line: number }[] };
    // The structured form keeps its kind and name.
    assert.ok(json.items.some((i) => i.kind === 'module' && i.name === 'b.rb' && i.line === 15));
  });

  it('why on an ambiguous symbol lists the definitions, suggests a full name and exits 1 (#23)', () => {
    const r = run('why', 'Utils.escape_html');
    assert.equal(r.code, 1, r.err);
    assert.match(r.out, /^2 definitions of Utils\.escape_html: ask for one by its full name or by its file, e\.g\. kontext why Rack::Utils\.escape_html or kontext why Utils\.escape_html -p lib\/a\.rb\.$/m);
    const one = run('why', 'Rack::Utils.escape_html');
    assert.equal(one.code, 0, one.err);
    assert.match(one.out, /^- method Rack::Utils\.escape_html lib\/a\.rb:3$/m);
  });

  it('why finds the code of a Ruby method whose name ends in ? (newcomer 10 #18)', () => {
    const r = run('why', 'Resp.has_header?');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^# Why: Resp\.has_header\?\n\n## Code\n- method Resp#has_header\? lib\/c\.rb:2$/m);
  });

  it('-p file:line without a symbol answers for the definition on that line (#24)', () => {
    const callers = run('callers', '-p', 'lib/a.rb:4');
    assert.equal(callers.code, 0, callers.err);
    assert.match(callers.out, /^callers of method Rack::Utils\.escape_html \(lib\/a\.rb:3\):$/m);
    const callees = run('callees', '-p', 'lib/b.rb:11');
    assert.match(callees.out, /^callees of method Rack::Thing#go \(lib\/b\.rb:10\):\nlib\/a\.rb:3 {2}method Rack::Utils\.escape_html /m);
    const outside = run('callers', '-p', 'lib/b.rb:15');
    assert.equal(outside.code, 1);
    assert.match(outside.out, /^No definition contains lib\/b\.rb:15; pass symbol/);
    // Past the end of the file: said so, as `why` does (newcomer 13a).
    const past = run('callers', '-p', 'lib/b.rb:999');
    assert.equal(past.code, 1);
    assert.match(past.out, /^lib\/b\.rb has \d+ lines; line 999 is past its end — pass symbol/);
    // The file and line where the symbol goes reads as -p (newcomer 12b: `callers box.cpp:16` answered "no symbol").
    const positional = run('callers', 'lib/a.rb:4');
    assert.equal(positional.code, 0, positional.err);
    assert.match(positional.out, /^callers of method Rack::Utils\.escape_html \(lib\/a\.rb:3\):$/m);
    assert.match(run('impact', 'lib/a.rb:4').out, /^impact of method Rack::Utils\.escape_html \(lib\/a\.rb:3\)/m);
    const fileOnly = run('callers', '-p', 'lib/b.rb');
    assert.equal(fileOnly.code, 1);
    // The -p given is named, and what it lacks (newcomer 24 #6).
    assert.match(fileOnly.err, /-p lib\/b\.rb names no line: add one \(-p lib\/b\.rb:LINE\) for the definition on that line, or give the symbol's name \(kontext callers <name> -p lib\/b\.rb\)/);
    // A trailing colon without a line: the hints keep one colon (newcomer 46 #11: `-p x.cs::LINE`).
    const colon = run('callers', '-p', 'lib/b.rb:');
    assert.equal(colon.code, 1);
    assert.match(colon.err, /add one \(-p lib\/b\.rb:LINE\) for the definition on that line, or give the symbol's name \(kontext callers <name> -p lib\/b\.rb\)/);
    // A GitHub link's tail, `#L4`, is the line.
    const github = run('callers', '-p', 'lib/a.rb#L4');
    assert.equal(github.code, 0, github.err);
    assert.match(github.out, /^callers of method Rack::Utils\.escape_html \(lib\/a\.rb:3\):$/m);
  });

  it('callers of a class do not offer its constructor as another choice (#22)', () => {
    const r = run('callers', 'Circle');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^callers of class Circle \(src\/shapes\.cpp:1\):$/m);
    assert.doesNotMatch(r.out, /chosen over/);
  });
});
