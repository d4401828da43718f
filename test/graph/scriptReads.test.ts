/**
 * A file without an ending is read for its `#!` line once per listing
 * (languages.ts classify answers both "which language it is parsed as" and
 * "which language it is in that the graph does not read"): LICENSE, hook
 * stubs and `ci/*` scripts were opened twice by indexer.ts admit. And
 * `[graph] include` brings a script in a hidden tool folder (`.husky/…`)
 * into the graph, read by its `#!` line like any other. Real temp git repos;
 * the listing in this process, the built CLI for the setting.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { classify, languageFor } from '../../server/src/core/graph/languages';
import { listFiles, listNamed } from '../../server/src/core/graph/indexer';
import { skipRulesAt } from '../../server/src/core/graph/skipRules';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Runs `fn` counting the fs.openSync calls per path under `root` (repo-relative). */
async function countOpens<T>(root: string, fn: () => Promise<T>): Promise<{ result: T; opens: Map<string, number> }> {
  const real = fs.openSync;
  const opens = new Map<string, number>();
  const mod = require('node:fs') as typeof fs;
  mod.openSync = ((p: fs.PathLike, ...rest: unknown[]) => {
    const s = String(p);
    if (s.startsWith(`${root}/`)) opens.set(path.relative(root, s), (opens.get(path.relative(root, s)) ?? 0) + 1);
    return (real as (...a: unknown[]) => number)(p, ...rest);
  }) as typeof fs.openSync;
  try {
    return { result: await fn(), opens };
  } finally {
    mod.openSync = real;
  }
}

describe('code graph: a file without an ending is read once per listing', () => {
  const repo = makeRepo('script-reads');
  repo.commit('files', {
    'src/a.ts': 'export function a() { return 1; }\n',
    'ci/build': '#!/bin/sh\nbuild_all() {\n  echo hi\n}\n',
    'ci/complete': '#!/usr/bin/env zsh\necho hi\n',
    LICENSE: 'MIT License\n',
    '.husky/pre-commit': '#!/bin/sh\nnpx lint-staged\n',
    '.githooks/deploy': '#!/usr/bin/env python3\ndef deploy_site():\n    return 1\n',
  });

  it('classify: the language it is parsed as, the one it is in, or neither', () => {
    assert.equal((classify('ci/build', 'cpp', repo.root) as { lang: { id: string } }).lang.id, 'bash');
    assert.deepEqual(classify('ci/complete', 'cpp', repo.root), { other: 'zsh' });
    assert.equal(classify('LICENSE', 'cpp', repo.root), null);
    assert.deepEqual(classify('api/x.proto'), { other: 'protobuf' });
    assert.equal((classify('lib/x.h', 'c') as { lang: { id: string } }).lang.id, 'c');
    assert.equal((classify('Rakefile') as { lang: { id: string } }).lang.id, 'ruby');
    // Without the repository's folder a file without an ending is not read.
    assert.equal(classify('ci/build'), null);
    // A hidden tool folder's script is read only when [graph] include names it.
    assert.equal(classify('.githooks/deploy', 'cpp', repo.root), null);
    assert.equal(languageFor('.githooks/deploy', 'cpp', repo.root, (p) => p.startsWith('.githooks/'))?.id, 'python');
  });

  it('listFiles opens each file without an ending once (its #! line), and lists the same files as before', async () => {
    const { result, opens } = await countOpens(repo.root, () => listFiles(repo.root));
    for (const f of ['ci/build', 'ci/complete', 'LICENSE']) assert.equal(opens.get(f), 1, `${f} opened ${opens.get(f)} times`);
    // A hook stub in a tool folder is not read at all.
    assert.equal(opens.get('.husky/pre-commit'), undefined);
    assert.deepEqual(result.files.map((f) => `${f.path}:${f.lang.id}`).sort(), ['ci/build:bash', 'src/a.ts:typescript']);
    assert.deepEqual(result.otherLanguageFiles, [{ path: 'ci/complete', language: 'zsh' }]);
    assert.deepEqual(result.skipped, { zsh: 1 });
  });

  it('listNamed (files the editor reports) opens each once too', async () => {
    const { result, opens } = await countOpens(repo.root, () => listNamed(repo.root, ['ci/build', 'LICENSE', 'ci/complete'], 'cpp'));
    for (const f of ['ci/build', 'ci/complete', 'LICENSE']) assert.equal(opens.get(f), 1, `${f} opened ${opens.get(f)} times`);
    assert.deepEqual(result.map((f) => f.path), ['ci/build']);
  });

  it('[graph] include brings a script in a hidden tool folder in, read by its #! line; exclude still wins', async () => {
    const rules = skipRulesAt(repo.root, { include: ['.githooks/'], exclude: [] });
    assert.ok(rules.included('.githooks/deploy'));
    assert.ok(!rules.included('.husky/pre-commit'));
    assert.ok(!skipRulesAt(repo.root, { include: ['.githooks/'], exclude: ['.githooks/deploy'] }).included('.githooks/deploy'));
    const listed = await listFiles(repo.root, { include: ['.githooks/'], exclude: [] });
    assert.deepEqual(listed.files.map((f) => `${f.path}:${f.lang.id}`).sort(), ['.githooks/deploy:python', 'ci/build:bash', 'src/a.ts:typescript']);
    assert.deepEqual((await listNamed(repo.root, ['.githooks/deploy', '.husky/pre-commit'], 'cpp', { include: ['.githooks/'], exclude: [] })).map((f) => f.path), ['.githooks/deploy']);
  });

  it('through kontext.toml: the included script is indexed, and a file asked for says why not only when it is not', () => {
    const r = makeRepo('script-include');
    r.commit('files', {
      'src/a.ts': 'export function a() { return 1; }\n',
      '.githooks/deploy': '#!/usr/bin/env python3\ndef deploy_site():\n    return 1\n',
      '.husky/pre-commit': '#!/bin/sh\nnpx lint-staged\n',
      '.ai/kontext.toml': '[graph]\ninclude = [".githooks/"]\n',
    });
    const idx = cli(r.root, 'graph', 'index');
    assert.equal(idx.code, 0, idx.err);
    assert.match(idx.out, /^languages: python 1, typescript 1$/m);
    assert.match(cli(r.root, 'symbol', 'deploy_site').out, /^\.githooks\/deploy:2 {2}function deploy_site/m);
    assert.match(cli(r.root, 'symbol', '-p', '.husky/pre-commit').out, /\.husky\/pre-commit is not indexed: it is a script in a hidden tool folder/);
  });
});
