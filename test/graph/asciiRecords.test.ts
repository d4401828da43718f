/**
 * Saved records are ASCII (non-ASCII characters as JSON `\u` escapes, store.ts
 * asciiJson), so a pack is read as a one-byte string; the characters come back
 * unchanged, and a pack written with raw UTF-8 (before this rule) still reads.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphFixture } from './helpers';
import { Repo } from '../../server/src/core/repo';
import { openGraph } from '../../server/src/core/graph/graph';

const SOURCE = [
  '/** Größe in mm — never < 0 😀 */',
  "export function größe(label = 'Ü') { return label.length; }",
  'export function caller() { return größe(); }',
  '',
].join('\n');

const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

describe('code graph: ASCII records', () => {
  it('writes packs and loose records as ASCII and reads the same characters back', async () => {
    const fx = await graphFixture({ 'src/size.ts': SOURCE }, 'graph-ascii');
    await fx.graph.ensure(120_000);
    const packFile = path.join(fx.engine.paths.k, 'graph', 'packs', `${fx.engine.paths.worktreeKey}.pack`);
    const pack = fs.readFileSync(packFile, 'utf8');
    assert.ok(isAscii(pack), 'the pack is ASCII');
    assert.match(pack, /\\u00f6/, 'ö is written as an escape');

    // An edit is saved as a loose record: ASCII too.
    fx.repo.write('src/more.ts', "/** Ünïcode ✓ */\nexport function mehr() { return 'ß'; }\n");
    await fx.graph.updateFiles(['src/more.ts']);
    await fx.graph.flush();
    const sha = fx.repo.git('hash-object', 'src/more.ts');
    const loose = fs.readFileSync(path.join(fx.engine.paths.k, 'graph', sha.slice(0, 2), `${sha.slice(2)}.typescript.json`), 'utf8');
    assert.ok(isAscii(loose), 'the loose record is ASCII');

    // A new process reads both back with their characters.
    const again = openGraph(await Repo.open(fx.repo.root));
    await again.ensure(120_000);
    assert.equal(again.status().parsed, 0, 'loaded, not parsed again');
    const [def] = again.findDefinitions('größe');
    assert.equal(again.data.def(def.ref).doc, 'Größe in mm — never < 0 😀');
    assert.match(again.data.def(def.ref).signature ?? '', /label = 'Ü'/);
    assert.deepEqual(again.callers(def.ref).map((c) => c.name), ['caller']);
    assert.equal(again.data.def(again.findDefinitions('mehr')[0].ref).doc, 'Ünïcode ✓');
  });

  it('still reads a pack whose records hold raw UTF-8 (written before records were ASCII)', async () => {
    const fx = await graphFixture({ 'src/size.ts': SOURCE }, 'graph-utf8-pack');
    await fx.graph.ensure(120_000);
    const packFile = path.join(fx.engine.paths.k, 'graph', 'packs', `${fx.engine.paths.worktreeKey}.pack`);
    // The same pack as an older version wrote it: characters as UTF-8, not escapes.
    const raw = fs.readFileSync(packFile, 'utf8').replace(/\\u([0-9a-f]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    assert.ok(!isAscii(raw));
    fs.writeFileSync(packFile, raw);
    const again = openGraph(await Repo.open(fx.repo.root));
    await again.ensure(120_000);
    assert.equal(again.status().parsed, 0, 'loaded, not parsed again');
    assert.equal(again.data.def(again.findDefinitions('größe')[0].ref).doc, 'Größe in mm — never < 0 😀');
  });
});
