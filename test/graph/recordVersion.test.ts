/**
 * Records are versioned by their format and by a digest of the extraction
 * code as built (esbuild.mjs extractId → core/graph/extract.ts
 * RECORD_VERSION): a graph cached by a build with other extraction code is
 * re-parsed, never reused, even when nobody bumped the format number.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

const ROOT = path.resolve(__dirname, '..', '..');

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Every file under `dir` (recursively). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

describe('code graph: record version includes the build\'s extraction digest', () => {
  it('extractId covers exactly the files the index worker runs and the rewrites of web-tree-sitter: an extraction file or a rewrite changes it, a query-only file does not', async () => {
    const { extractId, extractInputs, WEB_TREE_SITTER_REWRITES } = (await import(pathToFileURL(path.join(ROOT, 'esbuild.mjs')).href)) as {
      extractId: (root?: string) => string;
      extractInputs: (root?: string) => string[];
      WEB_TREE_SITTER_REWRITES: { what: string; from: string; to: string }[];
    };
    // This checkout: the worker's import graph holds parsing and extraction, not the query side.
    const inputs = extractInputs();
    for (const f of ['worker.ts', 'parse.ts', 'extract.ts', 'fileBuilder.ts', 'langTs.ts', 'langPython.ts', 'recordCodec.ts', 'grammars.json']) {
      assert.ok(inputs.includes(`server/src/core/graph/${f}`), `${f} in ${inputs.join(', ')}`);
    }
    for (const f of ['rank.ts', 'graph.ts', 'graphData.ts', 'searchIndex.ts', 'indexer.ts', 'skipRules.ts']) {
      assert.ok(!inputs.includes(`server/src/core/graph/${f}`), `${f} is query-side`);
    }
    assert.ok(!inputs.some((f) => f.startsWith('server/src/tools/')), 'no tool code');
    // A small tree: the worker entry imports langX; rank.ts is beside it, imported by nothing the worker runs.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-extract-id-'));
    const dir = path.join(tmp, 'server', 'src', 'core', 'graph');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'package.json'), '{}');
    fs.writeFileSync(path.join(dir, 'worker.ts'), "import { a } from './langX';\nimport type { R } from './rank';\nexport const out: R = a;\n");
    fs.writeFileSync(path.join(dir, 'langX.ts'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(dir, 'rank.ts'), 'export type R = number;\nexport const rank = 1;\n');
    assert.deepEqual(extractInputs(tmp), ['server/src/core/graph/langX.ts', 'server/src/core/graph/worker.ts']);
    const a = extractId(tmp);
    assert.match(a, /^[0-9a-f]{12}$/);
    assert.equal(extractId(tmp), a);
    // A query-only change (the ranking) keeps every cached record…
    fs.writeFileSync(path.join(dir, 'rank.ts'), 'export type R = number;\nexport const rank = 2;\n');
    assert.equal(extractId(tmp), a);
    // … an extraction change does not…
    fs.writeFileSync(path.join(dir, 'langX.ts'), 'export const a = 2;\n');
    assert.notEqual(extractId(tmp), a);
    // … nor does a change to the build's rewrites of web-tree-sitter, which the worker runs rewritten.
    const b = extractId(tmp);
    WEB_TREE_SITTER_REWRITES.push({ what: 'a test rewrite', from: 'x', to: 'y' });
    try {
      assert.notEqual(extractId(tmp), b);
    } finally {
      WEB_TREE_SITTER_REWRITES.pop();
    }
    assert.equal(extractId(tmp), b);
    fs.rmSync(tmp, { recursive: true, force: true });
    // The shipped bundle carries the digest of this checkout.
    assert.ok(fs.readFileSync(path.join(ROOT, 'dist', 'graph-worker.js'), 'utf8').includes(JSON.stringify(extractId())));
  });

  it('a graph saved by a build with other extraction code is re-parsed, and answers stay right', () => {
    const repo = makeRepo('record-version');
    repo.commit('code', {
      'src/a.ts': "import { helper } from './b';\nexport function run() { return helper(2); }\n",
      'src/b.ts': 'export function helper(n: number) { return n * 2; }\n',
    });
    assert.equal(cli(repo.root, 'graph', 'index').code, 0);
    const common = repo.git('rev-parse', '--git-common-dir').trim();
    const saved = filesUnder(path.resolve(repo.root, common, 'kontext')).filter((f) => /graph/.test(f));
    const version = /"v":"(\d+\.[0-9a-f]{12})"/.exec(saved.map((f) => fs.readFileSync(f, 'utf8')).join('\n'))?.[1];
    assert.ok(version, 'saved graph carries a versioned record');
    // Another build: same format number, other digest.
    for (const f of saved) fs.writeFileSync(f, fs.readFileSync(f, 'utf8').split(version).join(version.replace(/\.[0-9a-f]+$/, '.0123456789ab')));
    // Nothing of it is reused: the saved graph reads as empty until it is indexed again.
    assert.match(cli(repo.root, 'graph', 'status').out, /^files: none indexed yet$/m);
    const callers = cli(repo.root, 'callers', 'helper');
    assert.equal(callers.code, 0, callers.err);
    assert.match(callers.out, /^src\/a\.ts:2  function run/m);
    assert.match(cli(repo.root, 'graph', 'status').out, /^files: 2\nlanguages: typescript 2$/m);
    const again = filesUnder(path.resolve(repo.root, common, 'kontext')).filter((f) => /graph/.test(f)).map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    assert.ok(again.includes(`"v":"${version}"`), 'the re-parsed records carry this build\'s version');
  });
});
