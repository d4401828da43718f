/**
 * Newcomer 8 #21, the code graph's small texts: a file deleted while an
 * index reads the files is not counted as indexed; a 20,000-character symbol
 * is echoed once, clipped; `kontext graph bogus` names `bogus` and the valid
 * actions; `graph status` lists the languages found with their counts.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';
import { runKontext } from '../helpers/mcpProcess';
import { makeRepo } from '../helpers/gitRepo';
import { formatGraphStatus } from '../../server/src/tools/codeGraph';
import { echoed } from '../../server/src/core/text';

// The module the engine's `import * as fs` reads through (esbuild's namespace object forwards to it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeFs = require('node:fs') as typeof import('node:fs');

describe('code graph: small texts (newcomer 8 #21)', function () {
  this.timeout(60000);

  it('a file deleted while the index reads it is neither done nor in the total', async () => {
    const fx = await graphFixture(
      { 'src/a.ts': 'export function a() { return 1; }\n', 'src/b.ts': 'export function b() { return 2; }\n', 'src/gone.ts': 'export function gone() {}\n' },
      'graph-deleted-meanwhile',
    );
    // The file is really deleted, at the moment the index first reads it (after the listing saw it):
    // the race of an editor or a checkout deleting files during an index, made exact.
    // The index opens each file once to read it (indexer.ts readBlob); the file goes just before.
    const open = nodeFs.openSync;
    let deleted = false;
    nodeFs.openSync = function (this: unknown, ...args: Parameters<typeof open>) {
      if (!deleted && typeof args[0] === 'string' && args[0].endsWith('gone.ts')) {
        deleted = true;
        nodeFs.unlinkSync(args[0]);
      }
      return open.apply(this, args);
    } as typeof open;
    const reports: string[] = [];
    try {
      await fx.graph.reindex((done, total) => reports.push(`${done}/${total}`));
    } finally {
      nodeFs.openSync = open;
    }
    assert.ok(deleted, 'the index read gone.ts');
    assert.equal(reports[reports.length - 1], '2/2');
    assert.ok(reports.every((r) => r.endsWith('/2')), reports.join(' '));
    assert.equal(fx.graph.status().files, 2);
  });

  it('a 20,000-character symbol is echoed once, clipped, with its length', async () => {
    const fx = await graphFixture({ 'src/a.ts': 'export function a() { return 1; }\n' }, 'graph-long-symbol');
    const long = 'x'.repeat(20_000);
    assert.equal(echoed(long), `${'x'.repeat(59)}… (20,000 characters)`);
    assert.equal(echoed('  render '), 'render');
    for (const [tool, args] of [
      ['code_symbol', { name: long }],
      ['code_callers', { symbol: long }],
      ['code_impact', { symbol: long }],
      ['code_callers', { symbol: long, path: 'src' }],
    ] as const) {
      const r = await fx.call(tool, args);
      assert.ok(!r.isError, r.text);
      assert.equal(r.text.match(/x{20,}/g)?.length, 1, `${tool}: ${r.text.slice(0, 300)}`);
      assert.ok(r.text.includes(`${'x'.repeat(59)}… (20,000 characters)`), r.text.slice(0, 300));
      assert.ok(r.text.length < 400, `${tool}: ${r.text.length} characters`);
    }
    // A name of ordinary length keeps its search hint.
    assert.match((await fx.call('code_symbol', { name: 'nothingLikeIt' })).text, /search the code: .*nothingLikeIt/);
  });

  it('kontext graph bogus names bogus and the valid actions', () => {
    const repo = makeRepo('graph-bogus');
    repo.commit('code', { 'src/a.ts': 'export function a() {}\n' });
    const r = runKontext(repo.root, ['graph', 'bogus']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /unknown action "bogus"; the actions are index \(build or update the graph now\) and status \(what it holds\); usage: kontext graph \[index \| status\]/);
    assert.match(runKontext(repo.root, ['graph', 'indx']).stderr, /unknown action "indx" \(did you mean index\?\); the actions are index/);
    assert.match(runKontext(repo.root, ['graph', 'index', 'now']).stderr, /one action at most, got 2: "index" "now"; usage: kontext graph \[index \| status\]/);
    const help = runKontext(repo.root, ['graph', '--help']);
    assert.match(help.stdout, /^ {2}index {3}list, hash and update every file now/m);
    assert.match(help.stdout, /^languages read: typescript, tsx, javascript, /m);
  });

  it('status lists the languages found with their counts, not every supported one', async () => {
    const fx = await graphFixture({ 'src/a.ts': 'export function a() {}\n', 'src/b.ts': 'export function b() {}\n', 'lib/c.py': 'def c():\n    pass\n' }, 'graph-languages-line');
    await fx.graph.ensure(60_000);
    const text = formatGraphStatus(fx.graph.status());
    assert.match(text, /^files: 3\nlanguages: typescript 2, python 1$/m);
    assert.doesNotMatch(text, /\bkotlin\b/);
    const none = await graphFixture({ 'README.md': '# docs\n' }, 'graph-languages-none');
    await none.graph.ensure(60_000);
    assert.match(formatGraphStatus(none.graph.status()), /^languages: none indexed \(the graph reads typescript, tsx, javascript, .*dart\)$/m);
  });
});
