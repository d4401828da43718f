/**
 * Ruby's `&:name` (Symbol#to_proc): `users.map(&:name)` calls `name` on each
 * element, `obj.tap(&:save)` on obj (langRubyCalls symbolProcs). The element's
 * type is rarely known, so such calls show in the callers' "may call it" note
 * and the callees' note as written (also when passed to a method that is no
 * known iterator); on self through `tap` they resolve.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

describeGraph('Ruby: a symbol passed as a block', {
  'lib/team.rb': [
    'class User',
    '  def name; @name; end',
    '  def save; true; end',
    'end',
    'class Team',
    '  def initialize(users); @users = users; end',
    '  def names',
    '    @users.map(&:name)',
    '  end',
    '  def store',
    '    tap(&:save)',
    '  end',
    '  def save; @users.each(&:save); end',
    '  def passed(x)',
    '    x.run(&:name)',
    '  end',
    'end',
    '',
  ].join('\n'),
}, 'ruby-symbol-procs', (fx) => {
  it('`@users.map(&:name)` may call User#name, shown as written', async () => {
    const r = await toolItems(fx, 'code_callers', { symbol: 'User#name' });
    assert.deepEqual(r.items, []);
    assert.match(r.text, /may call it: lib\/team\.rb:8 `@users\.map\(&:name\)`/);
    // Passed to a method that is no known iterator, what it is called on is unknown: still a call that may be one.
    assert.match(r.text, /team\.rb:15 `x\.run\(&:name\)`/);
  });
  it('`tap(&:save)` calls save on self; `@users.each(&:save)` is listed as a call on elements', async () => {
    const r = await toolItems(fx, 'code_callers', { symbol: 'Team#save' });
    assert.deepEqual(r.items.map((i) => [i.name, i.line]), [['Team#store', 10]]);
    const c = await toolItems(fx, 'code_callees', { symbol: 'Team#save' });
    assert.match(c.text, /@users\.each\(&:save\)/);
  });
});
