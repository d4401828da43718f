/**
 * Lua 5.5 syntax the Lua grammar does not know (luaSource.ts): `global`
 * declarations (`global <const> *`, `global a, b`, `do global X; … end`),
 * `global function f()` and `global x = v`, an attribute before a local's
 * names (`local<const> a = 1`) and named varargs (`function (a, ...t)`). The
 * file parses whole, and its functions and calls are read as written.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, toolItems } from './helpers';

describeGraph('Lua 5.5: global declarations, attributes before names, named varargs', {
  'calls.lua': [
    'global <const> *',
    'global _soft, _port',
    'global fact = false',
    'global function fat(x)',
    '  if x <= 1 then return 1 else return x * fat(x - 1) end',
    'end',
    'local<const> minint, maxint = 1, 2',
    'local function pack(...t) return t end',
    'local function vararg(... t) return t end',
    'do global X; X = 20 end',
    'assert(fat(3) == 6 and pack(1) and vararg(2))',
    'local f = function (...) return ... end',
    '',
  ].join('\n'),
}, 'lua-55', (fx) => {
  it('the file parses whole: its functions and calls are read', async () => {
    assert.equal(fx.graph.data.files.get('calls.lua')!.errors ?? 0, 0);
    assert.deepEqual(defsIn(fx, 'calls.lua'), ['function fat 4', 'function pack 8', 'function vararg 9', 'function f 12']);
    const callers = (await toolItems(fx, 'code_callers', { symbol: 'fat' })).items.map((i) => [i.name, i.line]);
    assert.deepEqual(callers, [['fat', 4], ['calls.lua', 11]]);
  });
});
