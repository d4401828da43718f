/**
 * Files over the size limit (issue 3, newcomer finding 2), through the built
 * CLI on a real temp repository: `graph index` and `graph status` name the
 * source files left out as larger than 1 MiB (bounded, like the files with
 * syntax errors; JSON `tooLargeFiles` + `maxFileBytes`), and a symbol found
 * nowhere says that those files are not indexed.
 */
import * as assert from 'node:assert/strict';
import { runKontext } from '../helpers/mcpProcess';
import { makeRepo } from '../helpers/gitRepo';

/** A TypeScript file just over 1 MiB defining `name`. */
function huge(name: string): string {
  const filler = `// ${'x'.repeat(97)}\n`;
  return `export function ${name}() { return 1; }\n${filler.repeat(10600)}`;
}

describe('code graph: files over 1 MiB', () => {
  const repo = makeRepo('graph-large');
  repo.commit('code', {
    'src/app.ts': "import { hugeFn } from './big/data';\nexport function main() { return hugeFn(); }\n",
    'src/big/data.ts': huge('hugeFn'),
  });

  it('graph index and graph status name the file and the limit', () => {
    const idx = runKontext(repo.root, ['graph', 'index']);
    assert.equal(idx.code, 0, idx.stderr);
    assert.match(idx.stdout, /^files over 1 MiB \(not indexed\): 1 — src\/big\/data\.ts$/m);
    assert.match(idx.stdout, /^skipped: .*too large 1/m);
    const st = runKontext(repo.root, ['graph', 'status']);
    assert.equal(st.code, 0, st.stderr);
    assert.match(st.stdout, /^files over 1 MiB \(not indexed\): 1 — src\/big\/data\.ts$/m);
    const json = JSON.parse(runKontext(repo.root, ['call', 'kontext_graph', '{"action":"status"}', '--json']).stdout);
    assert.deepEqual(json.tooLargeFiles, ['src/big/data.ts']);
    assert.equal(json.maxFileBytes, 1 << 20);
  });

  it('a symbol found nowhere says the large files are not indexed (symbol, callers)', () => {
    const sym = runKontext(repo.root, ['symbol', 'hugeFn']);
    assert.equal(sym.code, 1);
    assert.match(sym.stdout + sym.stderr, /no symbol hugeFn/);
    assert.match(sym.stdout + sym.stderr, /^1 file over 1 MiB is not indexed: src\/big\/data\.ts$/m);
    const callers = runKontext(repo.root, ['callers', 'hugeFn']);
    assert.equal(callers.code, 1);
    assert.match(callers.stdout + callers.stderr, /^1 file over 1 MiB is not indexed: src\/big\/data\.ts$/m);
  });

  it('without large files the no-match answer has no such line', () => {
    const small = makeRepo('graph-small');
    small.commit('code', { 'src/a.ts': 'export function a() { return 1; }\n' });
    const sym = runKontext(small.root, ['symbol', 'nothingHere']);
    assert.equal(sym.code, 1);
    assert.doesNotMatch(sym.stdout + sym.stderr, /not indexed/);
  });
});
