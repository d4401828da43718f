/**
 * TypeScript 5 `export type * from './x'` (and `export type * as ns from`)
 * is valid, but the bundled tree-sitter TypeScript grammar reads its `type`
 * as an ERROR node (newcomer 8 #8). The file keeps its other definitions and
 * re-exports, and `graph status` does not list it among the files with
 * syntax errors; a real syntax error is still listed. Real temp repository,
 * the real grammar.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const FILES = {
  'src/types.ts': 'export interface User { id: string }\nexport type Id = string;\n',
  'src/impl.ts': 'export function run() { return 1; }\n',
  'src/index.ts': [
    "export type * from './types';",
    "export type * as T from './types';",
    "export * from './impl';",
    '',
    '/** Makes a user. */',
    'export function makeUser(id: string) {',
    '  return { id };',
    '}',
    '',
  ].join('\n'),
  'src/app.ts': "import { run, makeUser } from './index';\nexport function main() {\n  makeUser('a');\n  return run();\n}\n",
  'src/broken.ts': 'export function fine() { return 1; }\nexport function broken( {\n',
};

describe('code graph: TS 5 export type * (newcomer 8 #8)', () => {
  it('is no syntax error; the file keeps its definitions and re-exports; a real error is still named', async () => {
    const fx = await graphFixture(FILES, 'graph-type-star');
    await fx.graph.ensure(60_000);
    const st = fx.graph.status();
    assert.deepEqual(st.errorFiles, ['src/broken.ts']);
    // The definitions after the type-only re-exports.
    assert.deepEqual(await fx.names('code_symbol', { name: 'makeUser' }), ['src/index.ts:makeUser']);
    // The value re-export after them still resolves: main → run through src/index.ts.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'run' }), ['src/app.ts:main']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'makeUser' }), ['src/app.ts:main']);
    // The broken file keeps what it could recover.
    assert.deepEqual(await fx.names('code_symbol', { name: 'fine' }), ['src/broken.ts:fine']);
  });
});
