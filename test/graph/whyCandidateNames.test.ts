/**
 * `why <symbol>` names same-named definitions as the callers ambiguity list
 * does (binds13 #5): two Java classes `Tools` of packages com.a and com.b
 * were listed as `Tools.helper` twice with a path:start-end example, where
 * `callers helper` lists `com.a.Tools.helper` and `com.b.Tools.helper`; two
 * Go packages' `Helper` are asked for as `g1.Helper` (the list keeps
 * `Helper`, as callers' does).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';
import { Registry } from '../../server/src/tools/registry';
import { graphTools } from '../../server/src/tools/codeTools';
import { silentLogger } from '../../server/src/core/logger';

describe('code graph: why <symbol> candidates named as callers names them', function () {
  this.timeout(60000);
  after(() => setSymbolLocator(null));

  it('Java packages and Go packages', async () => {
    const repo = makeRepo('graph-why-candidates');
    repo.commit('fixture', {
      'a/Tools.java': 'package com.a;\npublic class Tools {\n  public static int helper() { return 1; }\n}\n',
      'b/Tools.java': 'package com.b;\npublic class Tools {\n  public static int helper() { return 2; }\n}\n',
      'go.mod': 'module ex\n\ngo 1.21\n',
      'g1/h.go': 'package g1\n\nfunc Helper() int { return 1 }\n',
      'g2/h.go': 'package g2\n\nfunc Helper() int { return 2 }\n',
    });
    const engine = await Repo.open(repo.root);
    installSymbolLocator();
    const registry = new Registry(graphTools());
    const callers = await registry.call('code_callers', { symbol: 'helper' }, { repo: engine, log: silentLogger, origin: 'cli' });
    const listed = (callers.structured!.candidates as { name: string }[]).map((c) => c.name).sort();
    assert.deepEqual(listed, ['com.a.Tools.helper', 'com.b.Tools.helper']);
    const java = await why(engine, 'helper', { limit: 12 });
    assert.match(java, /- method com\.a\.Tools\.helper a\/Tools\.java:3/);
    assert.match(java, /- method com\.b\.Tools\.helper b\/Tools\.java:3/);
    assert.match(java, /2 definitions of helper: ask for one by its full name .*com\.[ab]\.Tools\.helper/);
    const go = await why(engine, 'Helper', { limit: 12 });
    assert.match(go, /- function Helper g1\/h\.go:3/);
    assert.match(go, /2 definitions of Helper: ask for one by its full name .*g[12]\.Helper/);
  });

  it('lists each candidate by its short name where that names it alone, and honours the limit (newcomer 21 #1)', async () => {
    const repo = makeRepo('graph-candidates-limit');
    repo.commit('fixture', {
      'a/Tools.java': 'package com.a;\npublic class Tools {\n  public static int convert() { return 1; }\n}\n',
      'b/Tools.java': 'package com.b;\npublic class Tools {\n  public static int convert() { return 2; }\n}\n',
      'c/Retro.java': 'package com.c;\npublic class Retro {\n  public static int convert() { return 3; }\n}\n',
    });
    const engine = await Repo.open(repo.root);
    const registry = new Registry(graphTools());
    const call = (args: Record<string, unknown>) => registry.call('code_callers', args, { repo: engine, log: silentLogger, origin: 'cli' });
    const all = await call({ symbol: 'convert' });
    assert.deepEqual((all.structured!.candidates as { name: string }[]).map((c) => c.name).sort(), ['Retro.convert', 'com.a.Tools.convert', 'com.b.Tools.convert']);
    const two = await call({ symbol: 'convert', limit: 2 });
    assert.equal((two.structured!.candidates as unknown[]).length, 2);
    assert.match(two.text, /^Ambiguous: 3 definitions of convert; /);
    assert.match(two.text, /\n\(\+1 more — code_callers symbol="convert" limit=3\)$/);
    assert.equal(two.text.split('\n').length, 4);
  });
});
