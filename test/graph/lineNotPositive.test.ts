/**
 * Line 0 and negative lines in a code tool's `path` (`callers src/x.py:0`,
 * `symbol Entry -p entry.go:0`, `callees -p entry.go:-5`, `entry.go:0-3`) are
 * refused as `why` refuses them — `…:0: lines are 1-based …; pass …:1` —
 * through the registry (isError, naming the field) and on the built CLI
 * alike, while a valid line still answers.
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { describeGraph } from './helpers';
import { runKontext } from '../helpers/mcpProcess';

const FILES: Record<string, string> = {
  'entry.go': 'package main\n\nfunc Entry() {\n\thelper()\n}\n\nfunc helper() {}\n',
  'src/x.py': 'def f():\n    g()\n\ndef g():\n    pass\n',
};

describeGraph('code tools: line 0 and negative lines are refused as why refuses them', FILES, 'line-not-positive', (fx) => {
  it('over the registry (MCP): an isError naming path and the fix, for every code tool', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['code_callers', { path: 'src/x.py:0' }, 'src/x.py:0: lines are 1-based and start ≤ end; pass src/x.py:1'],
      ['code_symbol', { name: 'Entry', path: 'entry.go:0' }, 'entry.go:0: lines are 1-based and start ≤ end; pass entry.go:1'],
      ['code_callees', { path: 'entry.go:-5' }, 'entry.go:-5: lines are 1-based and start ≤ end; pass entry.go:1'],
      ['code_callees', { symbol: 'Entry', path: 'entry.go:0-3' }, 'entry.go:0-3: lines are 1-based and start ≤ end; pass entry.go:1-3'],
      ['code_impact', { symbol: 'helper', path: 'entry.go:0:4' }, 'entry.go:0:4: lines are 1-based and start ≤ end; pass entry.go:1'],
    ];
    for (const [tool, args, said] of cases) {
      const r = await fx.call(tool, args);
      assert.equal(r.isError, true, `${tool} ${JSON.stringify(args)}: ${r.text}`);
      assert.equal(r.text, `Error: ${tool}: path: ${said}`);
    }
    // A valid line still answers.
    const ok = await fx.call('code_callees', { path: 'entry.go:4' });
    assert.equal(ok.isError, undefined, ok.text);
    assert.match(ok.text, /^callees of function Entry \(entry\.go:3\):\nentry\.go:7  function helper/);
  });

  it('on the built CLI, in the words of why', () => {
    const refused = (args: string[], said: string) => {
      const r = runKontext(fx.repo.root, args);
      assert.equal(r.code, 1, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', `${args.join(' ')} answers nothing`);
      assert.equal(r.stderr.trim(), said);
    };
    refused(['callers', 'src/x.py:0'], 'kontext: callers: -p/--path: src/x.py:0: lines are 1-based and start ≤ end; pass src/x.py:1');
    refused(['symbol', 'Entry', '-p', 'entry.go:0'], 'kontext: symbol: -p/--path: entry.go:0: lines are 1-based and start ≤ end; pass entry.go:1');
    refused(['callees', '-p', 'entry.go:-5'], 'kontext: callees: -p/--path: entry.go:-5: lines are 1-based and start ≤ end; pass entry.go:1');
    refused(['callees', '-p', 'entry.go:0-3'], 'kontext: callees: -p/--path: entry.go:0-3: lines are 1-based and start ≤ end; pass entry.go:1-3');
    // From a subdirectory the path is read from there first, as for a valid line (cli/cliPaths.ts).
    // From src/ the error names the file as typed there (newcomer 24 #6).
    const sub = runKontext(path.join(fx.repo.root, 'src'), ['callers', 'x.py:-2']);
    assert.equal(sub.code, 1, sub.stdout);
    assert.equal(sub.stderr.trim(), 'kontext: callers: -p/--path: x.py:-2: lines are 1-based and start ≤ end; pass x.py:1');
    // why says it the same way, negative lines included (they were searched as a topic).
    refused(['why', 'entry.go:0'], 'kontext: why: entry.go:0: lines are 1-based and start ≤ end; pass entry.go:1');
    refused(['why', 'entry.go:-5'], 'kontext: why: entry.go:-5: lines are 1-based and start ≤ end; pass entry.go:1');
    // A valid line still works.
    const ok = runKontext(fx.repo.root, ['symbol', 'Entry', '-p', 'entry.go:3']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(ok.stdout, 'entry.go:3  function Entry  func Entry()\n');
    const callers = runKontext(fx.repo.root, ['callers', 'entry.go:7']);
    assert.equal(callers.code, 0, callers.stderr);
    assert.match(callers.stdout, /^callers of function helper \(entry\.go:7\):\nentry\.go:3  function Entry/);
  });
});
