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

  it('a let inside a function is no definition', async () => {
    const r = await fx.call('code_symbol', { name: 'local' });
    assert.match(r.text, /No matches/);
  });
});
