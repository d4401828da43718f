/**
 * A variable declared again inside a block is another variable (bindPlaces
 * DECLARATIONS, BindRec.declares; newcomer 13a #2): after the block, the
 * outer one keeps its type; a PHP closure's variables are its own. JavaScript's function-scoped `var` declared
 * again is the same variable: its block's value joins (either type), as an
 * assignment inside a block does (conditionalBinds).
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/s\n\ngo 1.21\n',
  's.go': [
    'package s', // 1
    'type Meters struct{ v float64 }', // 2
    'type Feet struct{ v float64 }', // 3
    'func (m Meters) Show() string { return "m" }', // 4
    'func (f Feet) Show() string   { return "ft" }', // 5
    'func (m Meters) ToFeet() Feet  { return Feet{m.v * 3.28} }', // 6
    'func Convert(v float64) string {', // 7
    '\td := Meters{v}', // 8
    '\tif v > 10 {', // 9
    '\t\td := d.ToFeet()', // 10
    '\t\treturn d.Show()', // 11
    '\t}', // 12
    '\treturn d.Show()', // 13
    '}', // 14
    '',
  ].join('\n'),
  'conv.swift': [
    'class SM { func show() -> String { return "m" } }', // 1
    'class SF { func show() -> String { return "f" } }', // 2
    'func sconvert(c: Bool) -> String {', // 3
    '  let d = SM()', // 4
    '  if c {', // 5
    '    let d = SF()', // 6
    '    return d.show()', // 7
    '  }', // 8
    '  return d.show()', // 9
    '}', // 10
    '',
  ].join('\n'),
  'conv.lua': [
    'local LM = {}', // 1
    'LM.__index = LM', // 2
    'function LM.new() return setmetatable({}, LM) end', // 3
    'function LM:show() return "m" end', // 4
    'local LF = {}', // 5
    'LF.__index = LF', // 6
    'function LF.new() return setmetatable({}, LF) end', // 7
    'function LF:show() return "f" end', // 8
    'local function lconvert(v)', // 9
    '  local d = LM.new()', // 10
    '  if v > 10 then', // 11
    '    local d = LF.new()', // 12
    '    return d:show()', // 13
    '  end', // 14
    '  return d:show()', // 15
    'end', // 16
    'return lconvert', // 17
    '',
  ].join('\n'),
  'conv.ts': [
    'class TM { show() { return "m"; } }', // 1
    'class TF { show() { return "f"; } }', // 2
    'export function tconvert(c: boolean) {', // 3
    '  let d = new TM();', // 4
    '  if (c) {', // 5
    '    const d = new TF();', // 6
    '    d.show();', // 7
    '  }', // 8
    '  return d.show();', // 9
    '}', // 10
    '',
  ].join('\n'),
  'conv.php': [
    '<?php', // 1
    'class PM { function show() { return "m"; } }', // 2
    'class PF { function show() { return "f"; } }', // 3
    'function pconv($v) {', // 4
    '    $d = new PM();', // 5
    '    $x = function () { $d = new PF(); return $d->show(); };', // 6
    '    return $d->show();', // 7
    '}', // 8
    '',
  ].join('\n'),
  'conv.js': [
    'class JM { show() { return "m"; } }', // 1
    'class JF { show() { return "f"; } }', // 2
    'export function jconvert(c) {', // 3
    '  var d = new JM();', // 4
    '  if (c) {', // 5
    '    var d = new JF();', // 6
    '    d.show();', // 7
    '  }', // 8
    '  return d.show();', // 9
    '}', // 10
    '',
  ].join('\n'),
};

describeGraph('code graph: a variable declared again inside a block shadows the outer one only there', FILES, 'graph-block-shadowing', (fx) => {
  const lines = async (symbol: string, caller: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    const item = ((r.structured!.items ?? []) as { name: string; calls?: number[] }[]).find((i) => i.name === caller);
    return item?.calls ?? [];
  };

  it('Go: d := inside the if is Feet there only', async () => {
    assert.deepEqual(await lines('Feet.Show', 'Convert'), [11]);
    assert.deepEqual(await lines('Meters.Show', 'Convert'), [13]);
  });

  it('Swift let, Lua local and TypeScript const inside a block shadow only there', async () => {
    assert.deepEqual(await lines('SF.show', 'sconvert'), [7]);
    assert.deepEqual(await lines('SM.show', 'sconvert'), [9]);
    assert.deepEqual(await lines('LF.show', 'lconvert'), [13]);
    assert.deepEqual(await lines('TF.show', 'tconvert'), [7]);
    assert.deepEqual(await lines('TM.show', 'tconvert'), [9]);
  });

  it('PHP: a closure\'s $d is its own', async () => {
    assert.deepEqual(await lines('PF.show', 'pconv'), [6]);
    assert.deepEqual(await lines('PM.show', 'pconv'), [7]);
  });

  it('JavaScript var is the function\'s one variable: the block\'s construction joins', async () => {
    assert.deepEqual(await lines('JF.show', 'jconvert'), [7, 9]);
    assert.ok((await callers(fx, 'JM.show')).length === 1);
  });
});
