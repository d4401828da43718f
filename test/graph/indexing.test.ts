/**
 * Indexing behaviour: worker threads for the first index, the "indexing;
 * retry" answer, persistence keyed by blob sha and shared by worktrees,
 * incremental updates when files change or HEAD moves, skipped files, and
 * files with syntax errors keeping their other symbols.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphFixture } from './helpers';
import { Repo } from '../../server/src/core/repo';
import { openGraph } from '../../server/src/core/graph/graph';
import { statusReport } from '../../server/src/core/status';
import { graphStatusLine } from '../../server/src/core/graph/summary';

function manyFiles(n: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    files[`src/m${i}.ts`] = `import { base } from './base';\nexport function f${i}(x: number) { return base(x) + ${i}; }\n`;
  }
  files['src/base.ts'] = 'export function base(x: number) { return x; }\n';
  return files;
}

describe('code graph: indexing', () => {
  it('indexes many files in worker threads, answering "indexing; retry" until done', async () => {
    const fx = await graphFixture(manyFiles(80), 'graph-many');
    await assert.rejects(fx.graph.ensure(0), /^KontextError: code graph is indexing \((listing files|(?!0\/0 )\d+\/\d+ files)\); retry$/);
    await fx.graph.ensure(120_000);
    const st = fx.graph.status();
    assert.equal(st.state, 'ready');
    assert.equal(st.files, 81);
    const r = await fx.call('code_callers', { symbol: 'base', limit: 50 });
    assert.equal((r.structured!.items as unknown[]).length, 50);
    assert.equal(r.structured!.truncated, true);
    // More than code_callers' maximum (50) in all: the next page, by offset.
    assert.match(r.text, /\(\+30 more — code_callers symbol="base" offset=50 limit=30\)$/);
  });

  it('persists records by blob sha in one pack per worktree, shared by a second worktree', async () => {
    const fx = await graphFixture({ 'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n", 'src/b.ts': 'export function b() { return 1; }\n' }, 'graph-persist');
    await fx.graph.ensure(120_000);
    const sha = fx.repo.git('hash-object', 'src/a.ts');
    const packs = path.join(fx.engine.paths.k, 'graph', 'packs');
    const pack = fs.readFileSync(path.join(packs, `${fx.engine.paths.worktreeKey}.pack`), 'utf8');
    assert.match(pack, new RegExp(`^${sha}\\.typescript\\t\\{`, 'm'));
    const state = JSON.parse(fs.readFileSync(path.join(fx.engine.paths.w, 'graph.json'), 'utf8'));
    assert.equal(state.files['src/a.ts'][0], sha);
    assert.equal(fx.graph.status().parsed, 2);
    // A new process (a new Repo object) loads the pack instead of parsing.
    const again = openGraph(await Repo.open(fx.repo.root));
    await again.ensure(120_000);
    assert.equal(again.status().parsed, 0);
    assert.deepEqual(again.callers(again.findDefinitions('b')[0].ref).map((c) => c.name), ['a']);
    const wt2 = `${fx.repo.root}-wt2`;
    fx.repo.git('worktree', 'add', '-q', wt2);
    try {
      const other = openGraph(await Repo.open(wt2));
      await other.ensure(120_000);
      assert.deepEqual(other.callers(other.findDefinitions('b')[0].ref).map((c) => c.name), ['a']);
      assert.equal(other.status().parsed, 0, 'the second worktree reuses the first one\'s records');
    } finally {
      fx.repo.git('worktree', 'remove', '--force', wt2);
    }
  });

  it('saves an edited file as a loose record and loads it in a new process', async () => {
    const fx = await graphFixture({ 'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n", 'src/b.ts': 'export function b() { return 1; }\n' }, 'graph-loose');
    await fx.graph.ensure(120_000);
    fx.repo.write('src/c.ts', "import { b } from './b';\nexport function c() { return b(); }\n");
    await fx.graph.updateFiles(['src/c.ts']);
    await fx.graph.flush();
    const sha = fx.repo.git('hash-object', 'src/c.ts');
    assert.ok(fs.existsSync(path.join(fx.engine.paths.k, 'graph', sha.slice(0, 2), `${sha.slice(2)}.typescript.json`)));
    const again = openGraph(await Repo.open(fx.repo.root));
    await again.ensure(120_000);
    assert.equal(again.status().parsed, 0);
    assert.deepEqual(again.callers(again.findDefinitions('b')[0].ref).map((c) => c.name).sort(), ['a', 'c']);
  });

  it('rewrites the pack after many edits in the process that first indexed, with every record (kept parsed, not as text)', async () => {
    // A first index in workers streams its pack and keeps the parsed records only (store.ts put);
    // 70 edits are more loose records than maxLoose (64), so the next save writes a new pack,
    // encoding every record again: a new process must find all 81 and parse none.
    const fx = await graphFixture(manyFiles(80), 'graph-repack');
    await fx.graph.ensure(120_000);
    const edited: string[] = [];
    for (let i = 0; i < 70; i++) {
      fx.repo.write(`src/m${i}.ts`, `import { base } from './base';\nexport function f${i}(x: number) { return base(x) * ${i}; }\n`);
      edited.push(`src/m${i}.ts`);
    }
    await fx.graph.updateFiles(edited);
    await fx.graph.flush();
    const again = openGraph(await Repo.open(fx.repo.root));
    await again.ensure(120_000);
    assert.equal(again.status().parsed, 0);
    assert.equal(again.status().files, 81);
    assert.equal(again.callers(again.findDefinitions('base')[0].ref).length, 80);
  });

  it('follows edits, new and deleted files, and HEAD moves', async () => {
    const fx = await graphFixture({ 'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n", 'src/b.ts': 'export function b() { return 1; }\n' }, 'graph-incr');
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/a.ts:a']);
    // A new file, not yet committed or staged, after an explicit update.
    fx.repo.write('src/c.ts', "import { b } from './b';\nexport function c() { return b(); }\n");
    await fx.graph.updateFiles(['src/c.ts']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/a.ts:a', 'src/c.ts:c']);
    // Switch to a branch where a.ts no longer calls b: HEAD moved, so the files are listed again.
    fx.repo.git('checkout', '-q', '-b', 'other');
    fx.repo.commit('a stops calling b', { 'src/a.ts': 'export function a() { return 2; }\n' });
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/c.ts:c']);
    fs.rmSync(path.join(fx.repo.root, 'src/c.ts'));
    await fx.graph.updateFiles(['src/c.ts']); // as an editor's file watcher reports it
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), []);
  });

  it('a file reported new is indexed when the listing\'s rules (.gitignore, skip rules) admit it; a new config file lists again', async () => {
    const fx = await graphFixture({
      '.gitignore': 'ignored/\n',
      'src/a.ts': "import { b } from '@lib/b';\nexport function a() { return b(); }\n",
      'src/lib/b.ts': 'export function b() { return 1; }\n',
    }, 'graph-named');
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), []);
    const caller = (name: string, from: string) => `import { b } from '${from}';\nexport function ${name}() { return b(); }\n`;
    fx.repo.write('src/c.ts', caller('c', './lib/b'));
    fx.repo.write('ignored/d.ts', caller('d', '../src/lib/b'));
    fx.repo.write('vendor/e.ts', caller('e', '../src/lib/b'));
    fx.repo.write('src/f.min.js', "const { b } = require('./lib/b');\nfunction f() { return b(); }\n");
    await fx.graph.updateFiles(['src/c.ts', 'ignored/d.ts', 'vendor/e.ts', 'src/f.min.js', 'src/gone.ts']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/c.ts:c']);
    assert.equal(fx.graph.knows('ignored/d.ts') || fx.graph.knows('vendor/e.ts') || fx.graph.knows('src/f.min.js'), false);
    // tsconfig.json is no source file, but a new one changes how '@lib/b' resolves.
    fx.repo.write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['src/lib/*'] } } }));
    await fx.graph.updateFiles(['tsconfig.json']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/a.ts:a', 'src/c.ts:c']);
    // A deleted folder's indexed files, as the editor's watcher may report the folder alone.
    assert.deepEqual(fx.graph.knownUnder('src/lib'), ['src/lib/b.ts']);
    assert.deepEqual(fx.graph.knownUnder('src/c.ts'), ['src/c.ts']);
    assert.deepEqual(fx.graph.knownUnder('src/l'), []);
  });

  it('skips ignored, vendored, generated and minified files and counts unsupported languages', async () => {
    const fx = await graphFixture({
      '.gitignore': 'ignored/\n',
      'src/a.ts': 'export function keep() {}\n',
      'vendor/lib.ts': 'export function vendored() {}\n',
      'src/gen.ts': '// Code generated by protoc. DO NOT EDIT.\nexport function generated() {}\n',
      'src/app.min.js': 'function minified(){}\n',
      'src/main.ex': 'defmodule Main do\nend\n',
      'README.md': '# hi\n',
    }, 'graph-skip');
    fx.repo.write('ignored/x.ts', 'export function ignoredFn() {}\n');
    await fx.graph.ensure(120_000);
    const names = [...fx.graph.data.allDefs()].map((r) => fx.graph.data.def(r).name);
    assert.deepEqual(names, ['keep']);
    const st = fx.graph.status();
    assert.equal(st.skipped.elixir, 1);
    // Counted by reason (skipRules.ts): a vendored folder, a generated mark, a minified name.
    assert.deepEqual([st.skipped.vendored, st.skipped.generated, st.skipped.minified], [1, 1, 1]);
  });

  it('keeps the other symbols of a file with syntax errors', async () => {
    const fx = await graphFixture({
      'src/broken.ts': 'export function good1() { return 1; }\nexport function bad() { const x = ; if (x) }\nexport class Fine { ok() { return good1(); } }\nexport function good2() { return good1(); }\n',
    }, 'graph-broken');
    await fx.graph.ensure(120_000);
    const names = [...fx.graph.data.allDefs()].map((r) => fx.graph.data.def(r).name);
    for (const n of ['good1', 'Fine', 'ok', 'good2']) assert.ok(names.includes(n), `${n} in ${names.join(',')}`);
    assert.equal(fx.graph.status().errors, 1);
    assert.ok((await fx.names('code_callers', { symbol: 'good1' })).includes('src/broken.ts:good2'));
  });

  it('shows its state in kontext status: not indexed, indexing, ready, saved by an earlier process', async () => {
    const fx = await graphFixture({ 'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n", 'src/b.ts': 'export function b() { return 1; }\n', 'src/main.ex': 'defmodule Main do\nend\n' }, 'graph-status');
    assert.match(await statusReport(fx.engine), /^Code graph: not indexed yet \(the first code question builds it; `kontext graph index` builds it now\)$/m);
    const pending = fx.graph.ensure(0).catch(() => undefined);
    // Read right after the index started (a three-file index may finish while statusReport runs git).
    assert.equal(graphStatusLine(fx.engine), 'Code graph: indexing (listing files)');
    await pending;
    await fx.graph.ensure(60_000);
    assert.match(await statusReport(fx.engine), /^Code graph: ready — 2 file\(s\) \(typescript 2\), 2 definition\(s\); skipped: elixir 1$/m);
    // Another process (a new Repo) reads what the last index saved, without loading the graph.
    assert.match(await statusReport(await Repo.open(fx.repo.root)), /^Code graph: saved — 2 file\(s\) \(typescript 2\); skipped: elixir 1$/m);
  });

  it('says so when there is no supported source file', async () => {
    const fx = await graphFixture({ 'README.md': '# docs only\n' }, 'graph-none');
    const r = await fx.call('code_symbol', { name: 'x' });
    assert.match(r.text, /^No supported source files \(languages: typescript, tsx, javascript, python, go, rust, java, csharp, c, cpp, ruby, php, bash, scala, lua, zig, kotlin, swift, dart\)$/);
  });
});
