/**
 * A definition without a body whose declaration goes on past a line ending
 * in `:`, `=`, `|` or `&` is signed with the lines that complete it, up to
 * three (newcomer 26 #12: vuejs/core's `export const parseCache:` with its
 * type and value on the next lines was signed `parseCache`). A line ending
 * otherwise, or an arrow, still ends it; type arguments opened at a line's
 * end (`Upgrade<⏎ Socket,⏎ any⏎> = helper`) go on to their `>`. Real temp
 * repository, the real grammars.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

const FILES = {
  'src/parse.ts': [
    'export const parseCache:',
    '  Map<string, number> | Set<string> =',
    '  new Map<string, number>()',
    'export type Mode =',
    "  | 'a'",
    "  | 'b'",
    'export const limit = 5',
    'export const upgrade: Upgrade<',
    '  Socket,',
    '  // eslint-disable-next-line',
    '  any,',
    "  Omit<Events<Socket>, 'onOpen'>",
    '> = helper',
    'export const less = a < b',
    '',
  ].join('\n'),
  'src/main/kotlin/a/Consts.kt': ['package a', '', 'const val USER_AGENT: String =', '  "okhttp/5"', ''].join('\n'),
};

describeGraph('code graph: signatures continued over the lines that complete them', FILES, 'continued-signatures', (fx) => {
  it('a const and a Kotlin constant are signed whole; a type alias by its head', async () => {
    const sig = async (name: string) => (await toolItems(fx, 'code_symbol', { name })).items[0]?.signature;
    assert.equal(await sig('parseCache'), 'parseCache: Map<string, number> | Set<string> = new Map<string, number>()');
    // A type alias is signed by its head alone, as before.
    assert.equal(await sig('Mode'), 'type Mode');
    assert.equal(await sig('limit'), 'limit = 5');
    assert.equal(await sig('USER_AGENT'), 'const val USER_AGENT: String = "okhttp/5"');
  });

  it('type arguments opened at a line\'s end are read to their `>`, on one line (hono\'s upgradeWebSocket was signed `upgradeWebSocket: UpgradeWebSocket<`)', async () => {
    const sig = async (name: string) => (await toolItems(fx, 'code_symbol', { name })).items[0]?.signature;
    assert.equal(await sig('upgrade'), "upgrade: Upgrade<Socket, any, Omit<Events<Socket>, 'onOpen'>> = helper");
    assert.equal(await sig('less'), 'less = a < b');
  });
});
