/**
 * Logical assignments of a construction type the field or variable as a
 * plain assignment does (newcomer 19 #4, hono's `get req() { this.#req ??=
 * new HonoRequest(…) }`): `this.#req ??= new Req()`, `this.#other ||= new
 * Req()`, `r &&= new Req()` make the calls through them `Req`'s; an
 * arithmetic `+=` binds nothing. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/ctx.ts': [
    'export class Req {', // 1
    '  json() { return 1 }',
    '}',
    'export class Other {',
    '  json() { return 2 }', // 5
    '}',
    'export class Ctx {',
    '  #req: unknown',
    '  #other',
    '  count = 0', // 10
    '  req() {',
    '    this.#req ??= new Req()',
    '    return this.#req.json()',
    '  }',
    '  other() {', // 15
    '    this.#other ||= new Req()',
    '    return this.#other.json()',
    '  }',
    '  local() {',
    '    let r',  // 20
    '    r &&= new Req()',
    '    return r.json()',
    '  }',
    '  sum(n: number) {',
    '    this.count += n', // 25
    '  }',
    '}',
  ].join('\n'),
};

describeGraph('TS logical assignments of a construction', FILES, 'ts-logical-assign', (fx) => {
  it('binds a private field, a field and a variable as `=` does', async () => {
    await expectEdges(fx, 'code_callers', {
      'Req.json': ['src/ctx.ts:Ctx.local:receiver', 'src/ctx.ts:Ctx.other:receiver', 'src/ctx.ts:Ctx.req:receiver'],
      'Other.json': [],
    });
  });
});
