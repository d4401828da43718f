/**
 * `why` of a target nothing matches (issue 3, newcomer finding 3), over MCP
 * (built server, raw JSON-RPC) and the built CLI on a real temp repository:
 * a name that is no path, revision or symbol and that nothing mentions is
 * answered "Nothing found for …" naming what was tried (never commits that
 * share one of its words), and the CLI exits 1 on it; a name commits do
 * mention, a symbol and a topic word keep their answers.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { McpProcess, runKontext, type Msg } from '../helpers/mcpProcess';

function text(r: Msg): string {
  return r.result.content[0].text;
}

describe('why: a target nothing matches', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  let p: McpProcess;

  before(async () => {
    repo = makeRepo('why-nothing');
    repo.commit('add the symbol table', { 'src/symbols.ts': '/** Looks a symbol up. */\nexport function lookupSymbol(name: string) { return name; }\n' });
    repo.commit('fix: cache the symbol table so retryPolicy stays cheap', { 'src/cache.ts': 'export const cache = new Map();\n' });
    p = new McpProcess(repo.root);
    await p.initialize('2025-11-25');
  });
  after(() => p.kill());

  it('MCP ctx_why: an unknown identifier says what was tried, not commits about one of its words', async () => {
    const r = await p.callTool('ctx_why', { target: 'noSuchSymbolXyz' });
    assert.equal(r.result.isError, undefined, text(r));
    const t = text(r);
    assert.match(
      t,
      /^# Why: noSuchSymbolXyz\n\nNothing found for noSuchSymbolXyz: not a file or directory here or in history, not a git revision, not a symbol in the code graph, and no knowledge entry, doc or commit message mentions it\.$/m,
    );
    // The verb agrees with the count (newcomer 8 #21: "(1 result share …)").
    // A one-word name: the parts the hits mention instead (newcomer 21 #5).
    assert.match(t, /\((1 result mentions|(?!1 )\d+ results mention) no, such, symbol or xyz, not noSuchSymbolXyz: ctx_search query="noSuchSymbolXyz"\)/);
    assert.doesNotMatch(t, /symbol table/);
    assert.doesNotMatch(t, /## Knowledge and history/);
  });

  it('one loose hit is "1 result mentions"', () => {
    const one = makeRepo('why-one-loose');
    one.commit('add the symbol table', { 'src/symbols.ts': 'export const table = 1;\n' });
    const r = runKontext(one.root, ['why', 'noSuchSymbolXyz']);
    assert.match(r.stdout, /^\(1 result mentions no, such, symbol or xyz, not noSuchSymbolXyz: .*noSuchSymbolXyz.*\)$/m, r.stdout + r.stderr);
  });

  it('CLI why: nothing found exits 1; a near name is suggested', () => {
    const r = runKontext(repo.root, ['why', 'nonexist_fn']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^Nothing found for nonexist_fn: .*not a symbol in the code graph, and no knowledge entry, doc or commit message mentions it\.$/m);
    const near = runKontext(repo.root, ['why', 'lookupSymbl']);
    assert.equal(near.code, 1);
    assert.match(near.stdout, /^\(no symbol lookupSymbl; did you mean lookupSymbol\?\)$/m);
  });

  it('a name a commit mentions, a symbol and a topic word still answer (exit 0)', () => {
    const mentioned = runKontext(repo.root, ['why', 'retryPolicy']);
    assert.equal(mentioned.code, 0, mentioned.stdout);
    assert.match(mentioned.stdout, /## Knowledge and history\n1\. fix: cache the symbol table so retryPolicy stays cheap/);
    const sym = runKontext(repo.root, ['why', 'lookupSymbol']);
    assert.equal(sym.code, 0, sym.stdout);
    assert.match(sym.stdout, /^## Code\n- function lookupSymbol src\/symbols\.ts:2$/m);
    const word = runKontext(repo.root, ['why', 'table']);
    assert.equal(word.code, 0, word.stdout);
    assert.match(word.stdout, /## Knowledge and history\n1\. /);
  });

  it('words nothing mentions: nothing found, exit 1', () => {
    const r = runKontext(repo.root, ['why', 'quantum flux capacitor']);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stdout, /^Nothing found for quantum flux capacitor: no knowledge entry, doc or commit message mentions it\.$/m);
  });
});
