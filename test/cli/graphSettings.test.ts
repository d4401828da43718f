/**
 * The `[graph]` table of .ai/kontext.toml (skipRules.ts GraphPaths) on the
 * built CLI, in a real git repository: `include` brings a vendored folder
 * into the graph (its definitions answer, calls into it resolve), `exclude`
 * leaves a folder out (status names it and the reason), a change of either
 * takes effect on the next question without `graph index`, answers about a
 * skipped path say how to include it, and a malformed table is named in
 * status and ignored, never fatal. A kontext.toml that is not TOML at all
 * fails the code commands and code tools as it fails brief and why (SPEC §4:
 * invalid TOML is an error naming the file), and graph status says the
 * [graph] settings are not applied.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { McpProcess, runKontext } from '../helpers/mcpProcess';
import { skipRulesAt } from '../../server/src/core/graph/skipRules';

describe('cli: [graph] include / exclude in kontext.toml (built bundle)', function () {
  this.timeout(180_000);
  let repo: TestRepo;
  const kontext = (...args: string[]) => runKontext(repo.root, args);

  before(() => {
    repo = makeRepo('graph-settings');
    repo.commit('Add the app, a vendored formatter and legacy code', {
      'src/app.ts': "import { fmtMoney } from '../vendor/acme/fmt';\nexport function price(): string {\n  return fmtMoney(2);\n}\n",
      'vendor/acme/fmt.ts': 'export function fmtMoney(n: number): string {\n  return n.toFixed(2);\n}\n',
      'vendor/other/x.ts': 'export function otherThing(): number {\n  return 1;\n}\n',
      'legacy/old.ts': "import { fmtMoney } from '../vendor/acme/fmt';\nexport function oldPrice(): string {\n  return fmtMoney(1);\n}\n",
    });
  });

  it('without settings a vendored file is skipped, and the answer says how to include it', () => {
    const r = kontext('callers', 'fmtMoney');
    assert.equal(r.code, 1);
    assert.match(r.stdout, /fmtMoney appears in 1 file the graph skips: vendor\/acme\/fmt\.ts \(vendored code\)/);
    assert.match(r.stdout, /To index it, add it to \[graph\] include in \.ai\/kontext\.toml \(include = \["vendor\/acme\/fmt\.ts"\]\)/);
  });

  it('include brings a folder in and exclude leaves one out, on the next question; status says both', () => {
    repo.write('.ai/kontext.toml', '[graph]\ninclude = ["vendor/acme/"]\nexclude = ["legacy/"]\n');
    // Status before any question: its counts are the saved graph's, listed with the old settings, and it says so (newcomer 25 #13).
    const before = kontext('graph', 'status').stdout;
    assert.match(before, /^files: 2$/m, before);
    assert.match(before, /^saved: .*; \[graph\] include\/exclude changed since, so the counts above are from before — `kontext graph index` lists the files again$/m, before);
    const r = kontext('callers', 'fmtMoney');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.stdout.trim(), 'callers of function fmtMoney (vendor/acme/fmt.ts:1):\nsrc/app.ts:2  function price  function price(): string  (calls it on line 3)');
    const s = kontext('graph', 'status').stdout;
    assert.doesNotMatch(s, /changed since, so the counts/, 'listed with the settings in force: nothing to say');
    assert.match(s, /^skipped: excluded 1, vendored 1$/m, s);
    assert.match(s, /^skipped folders: legacy\/ 1 file \(left out by \[graph\] exclude in kontext\.toml\), vendor\/ 1 file \(vendored code\)$/m, s);
    assert.match(s, /^settings: \[graph\] include vendor\/acme\/; exclude legacy\/$/m, s);
    const old = kontext('symbol', '-p', 'legacy/old.ts');
    assert.match(old.stdout, /^No matches: legacy\/old\.ts is not indexed: \[graph\] exclude in kontext\.toml leaves legacy\/ out\. Search its text instead: git grep/m, old.stdout);
    // The rest of vendor/ is still vendored.
    assert.match(kontext('symbol', '-p', 'vendor/other/x.ts').stdout, /under vendor\/, and the code graph skips every folder named vendor as vendored code/);
  });

  it('removing the settings takes the included folder out again and the excluded one back', () => {
    repo.write('.ai/kontext.toml', '# no graph settings\n');
    const r = kontext('callers', 'fmtMoney');
    assert.equal(r.code, 1);
    const old = kontext('symbol', '-p', 'legacy/old.ts');
    assert.match(old.stdout, /legacy\/old\.ts:2 {2}function oldPrice/, old.stdout);
  });

  it('a malformed [graph] table is named in status with the fix, and ignored', () => {
    repo.write('.ai/kontext.toml', '[graph]\ninclude = "vendor/acme/"\nskip = 1\n');
    const s = kontext('graph', 'status');
    assert.equal(s.code, 0, s.stderr);
    assert.match(s.stdout, /^kontext\.toml: graph\.include must be a list of globs, e\.g\. include = \["vendor\/acme\/"\]; ignored$/m, s.stdout);
    assert.match(s.stdout, /^kontext\.toml: graph\.skip is not a setting \(graph takes include and exclude\); ignored$/m, s.stdout);
    assert.equal(kontext('callers', 'price').code, 1);
  });

  it('a pattern ending in / leaves out folders of that name, never a file of that name (gitignore semantics)', () => {
    // Newcomer: exclude = ["test/"] also left out the script script/test (a file with a #! line).
    const r = makeRepo('graph-folder-only');
    r.commit('A test folder and a script named test', {
      '.ai/kontext.toml': '[graph]\nexclude = ["test/", "lib/**"]\n',
      'test/app_test.py': 'def test_run():\n    run()\n',
      'script/test': '#!/usr/bin/env python3\ndef run_tests():\n    return 1\n',
      'lib/helpers.py': 'def helper():\n    return 2\n',
      'tools/lib': '#!/usr/bin/env python3\ndef lib_main():\n    return 3\n',
      'app.py': 'def run():\n    return 0\n',
    });
    const s = runKontext(r.root, ['graph', 'index']);
    assert.equal(s.code, 0, s.stderr);
    assert.match(s.stdout, /^skipped folders: lib\/ 1 file \(left out by \[graph\] exclude in kontext\.toml\), test\/ 1 file \(left out by \[graph\] exclude in kontext\.toml\)$/m, s.stdout);
    assert.doesNotMatch(s.stdout, /script\/test|tools\/lib/, s.stdout);
    assert.match(s.stdout, /^languages: python 3$/m, s.stdout);
    assert.match(runKontext(r.root, ['symbol', 'run_tests']).stdout, /^script\/test:2 {2}function run_tests/m);
    assert.match(runKontext(r.root, ['symbol', 'lib_main']).stdout, /^tools\/lib:2 {2}function lib_main/m);
    // include reads folder patterns the same way: a file named like the folder is not named by it.
    const rules = skipRulesAt(r.root, { include: ['script/'], exclude: [] });
    assert.equal(rules.included('script/test'), true);
    assert.equal(rules.included('bin/script'), false);
  });

  it('an unreadable kontext.toml fails callers, symbol and graph index like brief, naming the file, line:column and fix; status says the settings are not applied', async () => {
    // Newcomer: `[graph` unclosed was dropped in silence, the exclude with it, while brief and why failed.
    for (const [toml, at] of [
      ['[graph\nexclude = ["legacy/"]\n', ':1:7'],
      ['[graph]\nexclude = [\n', ':3:1'],
    ] as const) {
      repo.write('.ai/kontext.toml', toml);
      const file = `${repo.root}/.ai/kontext.toml${at}`;
      for (const args of [['callers', 'fmtMoney'], ['symbol', 'oldPrice'], ['search-code', 'price'], ['graph', 'index'], ['brief']]) {
        const r = kontext(...args);
        assert.equal(r.code, 1, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
        assert.equal(r.stdout, '', args.join(' '));
        const said = r.stderr.trim().split('\n').pop() ?? '';
        assert.ok(said.startsWith(`kontext: ${args[0]}: invalid TOML in ${file}: `), `${args.join(' ')}: ${r.stderr}`);
        assert.match(said, /; fix the file at that line \(none of its settings apply until then\)$/, said);
      }
      const s = kontext('graph', 'status');
      assert.equal(s.code, 0, s.stderr);
      const line = s.stdout.split('\n').find((l) => l.startsWith('settings: ')) ?? '';
      assert.ok(line.startsWith(`settings: the [graph] settings are not applied: invalid TOML in ${file}: `), s.stdout);
      assert.ok(s.stderr.includes(`kontext: graph: warning: the [graph] settings are not applied: invalid TOML in ${file}: `), s.stderr);
      const j = kontext('graph', 'status', '--json');
      assert.ok(String(JSON.parse(j.stdout).configError).startsWith(`invalid TOML in ${file}: `), j.stdout);
    }
    // The MCP tools answer the same way: an isError result naming the file and the fix.
    const mcp = new McpProcess(repo.root);
    try {
      await mcp.initialize();
      for (const [tool, args] of [['code_callers', { symbol: 'fmtMoney' }], ['code_symbol', { name: 'oldPrice' }], ['ctx_brief', {}]] as const) {
        const r = await mcp.callTool(tool, args);
        assert.equal(r.result.isError, true, JSON.stringify(r));
        assert.match(r.result.content[0].text, new RegExp(`^Error: ${tool}: invalid TOML in \\S+/\\.ai/kontext\\.toml:3:1: .*; fix the file at that line`), r.result.content[0].text);
      }
    } finally {
      await mcp.close();
    }
    repo.write('.ai/kontext.toml', '# no graph settings\n');
    assert.equal(kontext('symbol', 'oldPrice').code, 0);
  });

  it('a declaration file (.d.ts) the answer says to include is read as TypeScript once included (newcomer 26 #2)', () => {
    repo.commit('Add ambient types', { 'types/shapes.d.ts': 'declare namespace Geo {\n  interface Shape {\n    area(): number;\n  }\n}\ndeclare function makeShape(kind: string): Geo.Shape;\n' });
    const hint = kontext('symbol', '-p', 'types/shapes.d.ts');
    assert.match(hint.stdout, /To index it, add it to \[graph\] include in \.ai\/kontext\.toml \(include = \["types\/shapes\.d\.ts"\]\)/, hint.stdout);
    repo.write('.ai/kontext.toml', '[graph]\ninclude = ["types/shapes.d.ts"]\n');
    const r = kontext('symbol', '-p', 'types/shapes.d.ts');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /^types\/shapes\.d\.ts:2 {2}interface Geo\.Shape/m, r.stdout);
    assert.match(r.stdout, /^types\/shapes\.d\.ts:6 {2}function makeShape/m, r.stdout);
    assert.match(kontext('graph', 'status').stdout, /^languages: typescript \d+$/m);
    repo.write('.ai/kontext.toml', '# no graph settings\n');
  });
});
