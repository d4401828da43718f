/**
 * A TS/JS module-level `let` is recorded as a definition of kind const (the
 * spec's kinds have no variable kind, and a Go package-level var is recorded
 * the same way), found by `-k const` and `-k var`, but its signature keeps
 * the keyword, `let counter = 0`, and answers name its kind `var` (codeText
 * shownKind), so an answer never shows a reassignable variable as if it were declared
 * `const` (nor a `var` holding assigned methods). A `const`'s signature stays `limit = 5`; a `let` holding a
 * function stays a function; a `let` inside a function is no definition.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const FILES = {
  'src/state.ts': [
    'export let counter = 0;',
    'export const limit = 5;',
    'let handler = () => counter;',
    'let a = 1, b = "two";',
    'export function bump(): number {',
    '  let local = counter + 1;',
    '  counter = local;',
    '  return handler();',
    '}',
    '',
  ].join('\n'),
  'src/hooks.ts': [
    'export let onDone: (() => void) | undefined;',
    'export function setDone(f: () => void) { onDone = f; }',
    'export function finish(): void {',
    '  onDone?.();',
    '  onDone!();',
    '}',
    'export function both(): void { finish(); onDone?.(); }',
    '',
  ].join('\n'),
  'src/plain.js': 'let cache = new Map();\nconst size = 3;\nvar res = {};\nres.send = function (body) { return body; };\nmodule.exports = { cache, size, res };\n',
};

describeGraph('code graph: a module-level let keeps its keyword in the signature', FILES, 'ts-module-let', (fx) => {
  it('code_symbol shows a module-level let as a var with its `let`, a const with no keyword', async () => {
    const sig = async (name: string) => {
      const { items } = await toolItems(fx, 'code_symbol', { name });
      assert.equal(items.length, 1, name);
      return `${(items[0] as { kind?: string }).kind} ${items[0].signature}`;
    };
    assert.equal(await sig('counter'), 'var let counter = 0');
    assert.equal(await sig('limit'), 'const limit = 5');
    assert.equal(await sig('a'), 'var let a = 1');
    assert.equal(await sig('b'), 'var let b = "two"');
    assert.equal(await sig('handler'), 'function handler = () => …');
    assert.equal(await sig('cache'), 'var let cache = new Map()');
    assert.equal(await sig('size'), 'const size = 3');
    // A `var` holding assigned methods is a const too (langTsAssigned), written with its keyword.
    assert.equal(await sig('res'), 'var var res = {}');
  });

  it('-k var and -k const both find a module-level let', async () => {
    for (const kind of ['var', 'const']) {
      const { items } = await toolItems(fx, 'code_symbol', { name: 'counter', kind });
      assert.deepEqual(items.map((i) => i.name), ['counter'], kind);
    }
  });

  it('why of a module-level let names it a var (newcomer 26 #5: it said const)', async () => {
    installSymbolLocator();
    try {
      const text = await why(fx.engine, 'counter', { limit: 12 });
      assert.match(text, /var counter src\/state\.ts:1/, text);
      assert.doesNotMatch(text, /const counter/, text);
    } finally {
      setSymbolLocator(null);
    }
  });

  it('callees names the variables a function calls on a line of their own, as callers of the variable lists them (newcomer 26 #4)', async () => {
    const only = await fx.call('code_callees', { symbol: 'finish' });
    assert.match(only.text, /^No callees found in function finish \(src\/hooks\.ts:3\): the calls it makes that the graph resolves are of variables, named below/, only.text);
    assert.match(only.text, /^Also calls a variable, not listed as callees .*: var onDone \(src\/hooks\.ts:1\) on lines 4, 5$/m, only.text);
    const vars = (only.structured as { calledVariables?: { name: string; kind: string; calls?: number[] }[] }).calledVariables;
    assert.deepEqual(vars?.map((v) => [v.name, v.kind, v.calls]), [['onDone', 'var', [4, 5]]]);
    const mixed = await fx.call('code_callees', { symbol: 'both' });
    assert.match(mixed.text, /^src\/hooks\.ts:3 {2}function finish/m, mixed.text);
    assert.match(mixed.text, /^Also calls a variable, .*var onDone \(src\/hooks\.ts:1\) on line 7$/m, mixed.text);
    const back = await fx.call('code_callers', { symbol: 'onDone' });
    assert.match(back.text, /function finish .*lines 4, 5/, back.text);
  });

  it('a let inside a function is no definition', async () => {
    const r = await fx.call('code_symbol', { name: 'local' });
    assert.match(r.text, /No matches/);
  });
});
