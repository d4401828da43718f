/**
 * Code-graph answers' texts (newcomer 16), through the built CLI in a real
 * temp repository:
 * 1. `why Total` where a Go package has the free function `Total` and the
 *    method `Item.Total`: the free function answers, and the answer says it
 *    was chosen over the method, as `callers Total` does (one rule:
 *    core/graph/rank.ts chooseDefinition), on the CLI and over ctx_why; so
 *    is a name defined in the library and in a test file (the library's);
 * 2. `-p <file>:<line>` without a name into a file the graph left out
 *    (vendored, build output, .gitignored, not a language it reads): every
 *    tool says the file is not indexed and why, not "No definition contains";
 *    the git grep offered for its text finds it (`--no-index` where git
 *    ignores the file: a plain git grep searches nothing there).
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: code answers texts 5 (newcomer 16)', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-code-texts5');
  repo.commit('programs', {
    'go.mod': 'module example.com/shop\n\ngo 1.21\n',
    'cart/cart.go': [
      'package cart', // 1
      '', // 2
      'type Item struct {', // 3
      '\tPrice int', // 4
      '\tQty   int', // 5
      '}', // 6
      '', // 7
      '// Total of one item.', // 8
      'func (i Item) Total() int {', // 9
      '\treturn i.Price * i.Qty', // 10
      '}', // 11
      '', // 12
      '// Total of many items.', // 13
      'func Total(items []Item) int {', // 14
      '\tsum := 0', // 15
      '\tfor _, it := range items {', // 16
      '\t\tsum += it.Total()', // 17
      '\t}', // 18
      '\treturn sum', // 19
      '}', // 20
      '', // 21
      'func Checkout(items []Item) int {', // 22
      '\treturn Total(items)', // 23
      '}', // 24
      '',
    ].join('\n'),
    'vendor/lib/v.ts': 'export function vend() {\n  return 2;\n}\n',
    'dist/d.ts': 'export function dd() {\n  return 3;\n}\n',
    'src/a.ts': 'export function live(a: number) {\n  return a + 1;\n}\nexport function twice(a: number) {\n  return live(live(a));\n}\n',
    '.gitignore': 'local.ts\n',
    'test/helpers.ts': 'export function live(a: number) {\n  return a;\n}\n',
  });
  // On disk, ignored by git: never committed.
  repo.write('local.ts', 'export function loc() {\n  return 4;\n}\n');
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('why of a name a free function and a method share says which it chose, as callers does (1)', () => {
    const callers = run('callers', 'Total');
    assert.equal(callers.code, 0, callers.err);
    assert.match(callers.out, /^callers of function Total \(cart\/cart\.go:14\) — chosen over the method Item\.Total \(ask for it: kontext callers Item\.Total\):$/m);
    const why = run('why', 'Total');
    assert.equal(why.code, 0, why.err);
    assert.match(why.out, /^# Why: Total\n\n## Code\n- function Total cart\/cart\.go:14 — chosen over the method Item\.Total \(ask for it: kontext why Item\.Total\)\n\n## Lines 14-20 last changed in\n/);
    // The hint answers for the method.
    assert.match(run('why', 'Item.Total').out, /^## Code\n- method Item\.Total cart\/cart\.go:9\n\n## Lines 9-11 /m);
    // Over the tool (MCP's ctx_why), in the tool form.
    const tool = run('call', 'ctx_why', '{"target":"Total"}');
    assert.equal(tool.code, 0, tool.err);
    assert.match(tool.out, /^- function Total cart\/cart\.go:14 — chosen over the method Item\.Total \(ask for it: ctx_why target="Item\.Total"\)$/m);
    // A name the library and a test file define: the library's, as callers chooses it, the test one named with its ask.
    assert.match(run('callers', 'live').out, /^callers of function live \(src\/a\.ts:1\) — chosen over the function live in a test file, test\/helpers\.ts:1 \(ask for it: kontext callers live -p test\/helpers\.ts:1\):$/m);
    const live = run('why', 'live');
    assert.equal(live.code, 0, live.out + live.err);
    assert.match(live.out, /^## Code\n- function live src\/a\.ts:1 — chosen over the function live in a test file, test\/helpers\.ts:1 \(ask for it: kontext why live -p test\/helpers\.ts:1\)\n\n## Lines 1-3 /m);
    assert.match(run('why', 'live', '-p', 'test/helpers.ts:1').out, /^## Code\n- function live test\/helpers\.ts:1\n\n/m);
    // With a path that holds both, the same choice, said the same way.
    assert.match(run('why', 'Total', '-p', 'cart/cart.go').out, /^- function Total cart\/cart\.go:14 — chosen over the method Item\.Total /m);
  });

  it('-p file:line into a file the graph left out says it is not indexed and why, for every tool (2)', () => {
    const cases: [string, RegExp][] = [
      ['vendor/lib/v.ts', /^No matches: vendor\/lib\/v\.ts is not indexed: it is under vendor\/, and the code graph skips every folder named vendor as vendored code\. /],
      ['dist/d.ts', /^No matches: dist\/d\.ts is not indexed: it is under dist\/, and the code graph skips every folder named dist as build output\. /],
      ['local.ts', /^No matches: local\.ts is not indexed: git ignores it \(\.gitignore\), and the graph reads only the files git lists\. /],
      // A file without an ending is read by its `#!` line, and this one has none (newcomer 19 #2).
      ['.gitignore', /^No matches: \.gitignore is not indexed: it has no file ending and no `#!` line naming a language the graph reads /],
    ];
    for (const [file, said] of cases) {
      for (const tool of ['symbol', 'callers', 'callees', 'impact']) {
        const r = run(tool, '-p', `${file}:1`);
        assert.equal(r.code, 1, `${tool} ${file}: ${r.out}${r.err}`);
        assert.match(r.out, said, `${tool} ${file}`);
        assert.doesNotMatch(r.out, /No definition contains/);
      }
    }
    // An indexed file's line outside every definition keeps its answer.
    assert.match(run('symbol', '-p', 'src/a.ts:7').out, /past its end|No definition contains/);
    assert.match(run('callers', '-p', 'src/a.ts:1').out, /^callers of function live \(src\/a\.ts:1\):$/m);
    // Over the tool too.
    assert.match(run('call', 'code_callers', '{"path":"dist/d.ts:1"}').out, /^No matches: dist\/d\.ts is not indexed: /);
    // The search offered for the text works: --no-index for the file git ignores, a plain git grep for a tracked one.
    const grep = (out: string) => {
      const m = /[Ss]earch its text(?: instead)?: git grep (.*) -- '([^']+)'$/m.exec(out);
      assert.ok(m, out);
      const args = m[1].split(' ').map((a) => a.replace(/^'|'$/g, ''));
      return execFileSync('git', ['grep', ...args, '--', m[2]], { cwd: repo.root, encoding: 'utf8' });
    };
    const ignored = run('callers', 'loc', '-p', 'local.ts').out;
    assert.match(ignored, /git grep --no-index -n -w 'loc' -- 'local\.ts'$/m);
    assert.equal(grep(ignored), 'local.ts:1:export function loc() {\n');
    const tracked = run('callers', 'vend', '-p', 'vendor/lib/v.ts').out;
    assert.match(tracked, /git grep -n -w 'vend' -- 'vendor\/lib\/v\.ts'$/m);
    assert.equal(grep(tracked), 'vendor/lib/v.ts:1:export function vend() {\n');
  });
});
