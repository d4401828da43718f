/**
 * A method asked for through a subclass that inherits it (newcomer: typeorm
 * `callers PostgresQueryRunner.getCachedTable` found no symbol while
 * `BaseQueryRunner.getCachedTable` had callers), through the built CLI in a
 * real temp repository: callers, callees, impact, symbol and why answer for
 * the base's definition and say so in one line.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: a method named through a subclass that inherits it', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-inherited-names');
  repo.commit('runners', {
    'src/base.ts':
      'export class BaseRunner {\n  protected getCached(name: string): string {\n    return this.load(name);\n  }\n  load(name: string): string {\n    return name;\n  }\n}\n',
    'src/postgres.ts':
      "import { BaseRunner } from './base';\nexport class PostgresRunner extends BaseRunner {\n  drop(name: string): string {\n    return this.getCached(name);\n  }\n}\n",
    'src/deep.ts': "import { PostgresRunner } from './postgres';\nexport class DeepRunner extends PostgresRunner {}\n",
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);
  const note = 'PostgresRunner inherits getCached from BaseRunner';

  it('callers, callees and impact answer for the base definition with a note', () => {
    const callers = run('callers', 'PostgresRunner.getCached');
    assert.equal(callers.code, 0, callers.err);
    assert.equal(callers.out.split('\n')[0], note);
    assert.match(callers.out, /^callers of method BaseRunner\.getCached \(src\/base\.ts:2\):$/m);
    assert.match(callers.out, /^src\/postgres\.ts:3 {2}method PostgresRunner\.drop /m);
    const callees = run('callees', 'PostgresRunner.getCached');
    assert.equal(callees.out.split('\n')[0], note);
    assert.match(callees.out, /^src\/base\.ts:5 {2}method BaseRunner\.load /m);
    const impact = run('impact', 'PostgresRunner.getCached');
    assert.equal(impact.out.split('\n')[0], note);
    assert.match(impact.out, /method PostgresRunner\.drop/);
    // --json (structuredContent) says the same in answeredFor.
    for (const cmd of ['callers', 'callees', 'impact', 'symbol']) {
      const json = JSON.parse(run(cmd, 'PostgresRunner.getCached', '--json').out) as { answeredFor?: string };
      assert.equal(json.answeredFor, note, cmd);
    }
    // Two levels down, and the name's own class first.
    assert.match(run('callers', 'DeepRunner.getCached').out, /^DeepRunner inherits getCached from BaseRunner$/m);
  });

  it('symbol and why name the base definition with the note', () => {
    const symbol = run('symbol', 'PostgresRunner.getCached');
    assert.equal(symbol.code, 0, symbol.err);
    assert.equal(symbol.out.split('\n')[0], note);
    assert.match(symbol.out, /^src\/base\.ts:2 {2}method BaseRunner\.getCached /m);
    const why = run('why', 'PostgresRunner.getCached');
    assert.equal(why.code, 0, why.err);
    assert.match(why.out, /^- method BaseRunner\.getCached src\/base\.ts:2 — PostgresRunner inherits getCached from BaseRunner$/m);
  });

  it('a name neither the class nor its bases define is still no symbol', () => {
    const r = run('callers', 'PostgresRunner.nothing');
    assert.notEqual(r.code, 0);
    assert.doesNotMatch(r.out, /inherits/);
  });
});
