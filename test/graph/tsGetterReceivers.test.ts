/**
 * A method called on a getter's result through a typed variable (newcomer
 * 42 #3, hono): `c.req.header('x')` with `c: Context<Env>` and `get req():
 * HonoRequest<P, I['out']>` is HonoRequest's header, as `const r = c.req;
 * r.header()` already was; so is a getter of a base class. Before, the
 * path `c.req` was typed by fields only, and 43 of hono's `c.req.header`
 * calls were "Not listed". A getter returning `this`, or one declaring no
 * type, types nothing. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/request.ts': ['export class HonoRequest<P = string, I = unknown> {', '  header(name: string): string | undefined {', '    return name', '  }', '}', ''].join('\n'),
  'src/context.ts': [
    "import { HonoRequest } from './request'",
    'class Base {',
    '  get raw(): HonoRequest {',
    '    return new HonoRequest()',
    '  }',
    '}',
    'export class Context<E = any, I = any> extends Base {',
    '  #req: HonoRequest | undefined',
    "  get req(): HonoRequest<E, I['out']> {",
    '    this.#req ??= new HonoRequest()',
    '    return this.#req',
    '  }',
    '  get self(): this {',
    '    return this',
    '  }',
    '  get loose() {',
    '    return undefined',
    '  }',
    '  header(name: string, value: string) {}',
    '}',
    '',
  ].join('\n'),
  'src/use.ts': [
    "import type { Context } from './context'",
    'type Env = { Bindings: {} }',
    'export const getConnInfo = (c: Context<Env>) => {',
    "  const xff = c.req.header('x-forwarded-for')",
    "  return xff ?? c.raw.header('x')",
    '}',
    'export function viaSelf(c: Context) {',
    "  c.self.header('a', 'b')",
    "  return c.loose.header('y')",
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: TS methods called on a getter’s result through a typed variable', FILES, 'ts-getter-receivers', (fx) => {
  it('types c.req by the getter’s declared result, generic arguments and all, and a base class’s getter too', async () => {
    await expectEdges(fx, 'code_callees', {
      getConnInfo: ['src/context.ts:Base.raw:receiver', 'src/context.ts:Context.req:receiver', 'src/request.ts:HonoRequest.header:receiver'],
    });
  });

  it('a getter returning this, or declaring no type, gives no HonoRequest.header', async () => {
    await expectEdges(fx, 'code_callers', {
      'HonoRequest.header': ['src/use.ts:getConnInfo:receiver'],
    });
  });
});
