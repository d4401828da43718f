/**
 * A TS/JS function without a declared return type whose body is one
 * `return` statement: what it returns types the variable its call result is
 * bound to (langTs impliedResult). typeorm's query builders do
 * `const queryRunner = this.obtainQueryRunner()` with `protected
 * obtainQueryRunner() { return this.queryRunner ?? this.dataSource.createQueryRunner() }`
 * and then release it: those calls were no callers of any runner's release.
 * Decoys: a same-named release of an unrelated class. A longer body is read
 * only when it returns a local it constructed (`const o = new Other(); …
 * return o;`, commander's makeProgram, newcomer 39 #5).
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: results of functions without a declared return type', () => {
  it('this.field (?? …, || …, in parentheses), new X(…), x as X and this: the call result holds that type', async () => {
    const fx = await graphFixture(
      {
        'src/runner.ts': [
          'export interface Runner {',
          '  release(): void;',
          '}',
          'export class PgRunner implements Runner {',
          '  release(): void {}',
          '  query(): number { return 1; }',
          '}',
          'export class Other {',
          '  release(): void {}',
          '  query(): number { return 2; }',
          '}',
          '',
        ].join('\n'),
        'src/builder.ts': [
          "import { Runner, PgRunner, Other } from './runner';",
          'export class Builder {',
          '  protected runner?: Runner;',
          '  protected obtain() {',
          '    return (this.runner ?? this.make());',
          '  }',
          '  protected make() {',
          '    return new PgRunner();',
          '  }',
          '  protected cast(x: unknown) {',
          '    return x as PgRunner;',
          '  }',
          '  protected longer() {',
          '    const o = new Other();',
          '    return o;',
          '  }',
          '  plain() {',
          '    return this.runner || this.make();',
          '  }',
          '  fluent() {',
          '    return this;',
          '  }',
          '  run() {',
          '    const r = this.obtain();', // 24
          '    r.release();', // 25
          '    const p = this.make();',
          '    p.query();', // 27
          '    const c = this.cast(null);',
          '    c.query();', // 29
          '    const l = this.longer();',
          '    l.query();', // 31
          '    this.fluent().run();', // 32
          '    this.plain().release();', // 33
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      'graph-implied-results',
    );
    // Through the interface method: a base caller of the implementation, not of Other.release.
    const rel = await fx.call('code_callers', { symbol: 'PgRunner.release' });
    assert.match(rel.text, /src\/builder\.ts:23 +method Builder\.run.*\(calls Runner\.release on lines 25, 33\)/);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Runner.release' }), ['src/builder.ts:Builder.run']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.release' }), []);
    // new PgRunner() and `as PgRunner`: PgRunner.query at 27 and 29.
    const q = await fx.call('code_callers', { symbol: 'PgRunner.query' });
    assert.match(q.text, /Builder\.run.*\(calls it on lines 27, 29\)/);
    // A longer body that constructs a local and returns it (langTs builtAndReturned; commander's makeProgram): an Other.
    const o = await fx.call('code_callers', { symbol: 'Other.query' });
    assert.match(o.text, /Builder\.run.*\(calls it on line 31\)/);
    // return this: the fluent call's run() is Builder.run itself.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Builder.run' }), ['src/builder.ts:Builder.run']);
  });
});
