/**
 * A TS variable holding `a ?? b` or `a || b` (newcomer 11 #4): typeorm's
 * `const queryRunner = this.queryRunner ?? this.dataSource.createQueryRunner()`
 * (EntityPersistExecutor, MigrationExecutor, EntityManager) left
 * `queryRunner.release()` unresolved. The variable takes the field's type
 * when the first operand is `this.x`, else the result of a call as the
 * second operand (`given || this.source.create()`); langTsBinds defaulted.
 * The field here is an optional constructor parameter property (`protected
 * runner?: PgRunner`, MigrationExecutor's queryRunner), a field as a required
 * one is (it was not bound).
 * Decoys: an unrelated Other with the same methods, and `a && b`, which is
 * no default (nothing bound).
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: a variable holding this.x ?? … or … || f()', () => {
  it('takes the field type of this.x, else the called function’s result; && binds nothing', async () => {
    const fx = await graphFixture(
      {
        'src/runner.ts': [
          'export class PgRunner {',
          '  release(): void {}',
          '  query(): number { return 1; }',
          '}',
          'export class Other {',
          '  release(): void {}',
          '  query(): number { return 2; }',
          '}',
          'export class Source {',
          '  create(): PgRunner { return new PgRunner(); }',
          '}',
          '',
        ].join('\n'),
        'src/exec.ts': [
          "import { PgRunner, Other, Source } from './runner';",
          'export class Exec {',
          '  private other?: Other;',
          '  constructor(',
          '    private readonly source: Source,',
          '    protected runner?: PgRunner,',
          '  ) {}',
          '  viaField() {',
          '    const queryRunner =',
          '      this.runner ?? this.source.create();',
          '    queryRunner.release();',
          '  }',
          '  viaOr() {',
          '    const q = this.runner || new PgRunner();',
          '    q.query();',
          '  }',
          '  viaCall(given?: unknown) {',
          '    const q = given ?? this.source.create();',
          '    q.query();',
          '  }',
          '  notDefault() {',
          '    const q = this.runner && this.other;',
          '    q?.release();',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      'graph-defaulted-binds',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'PgRunner.release' }), ['src/exec.ts:Exec.viaField']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'PgRunner.query' }), ['src/exec.ts:Exec.viaCall', 'src/exec.ts:Exec.viaOr']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.release' }), []);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.query' }), []);
  });
});
