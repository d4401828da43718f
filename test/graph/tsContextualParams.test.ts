/**
 * Callback parameters typed by context (newcomer 19 #1 on hono): in
 * `app.get('/', (c) => c.json())` the untyped `c` takes the type the called
 * method declares for that parameter of the callback — through a field
 * declared as an interface of overloaded call signatures (`get!:
 * HandlerInterface`), a union of function type aliases (`type H = Handler |
 * MiddlewareHandler`), a type parameter's constraint (`M1 extends H`), a rest
 * tuple (`...handlers: [H & M1, H]`), an inline function type (`cb: (c:
 * Context) => void`), a method's own parameter typed by an alias, a call
 * chain (`app.get(…).get(…)`, `new Hono().get(…)`), and a getter read off it
 * (`c.req.json()`). A callee declaring no type there (an untyped method), a
 * signature whose position holds another type, or overloads that disagree
 * leave the call unresolved. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/context.ts': [
    'export class HonoRequest {',
    '  json() { return 1 }',
    '}',
    'export class Context {',
    '  #req: HonoRequest | undefined',
    '  get req(): HonoRequest {',
    '    this.#req ??= new HonoRequest()',
    '    return this.#req',
    '  }',
    '  json(o: unknown) { return o }',
    '  text(s: string) { return s }',
    '}',
    'export class Other {',
    '  json(o: unknown) { return o }',
    '}',
  ].join('\n'),
  'src/types.ts': [
    "import type { Context, Other } from './context'",
    "import type { Hono } from './hono'",
    'export type Next = () => Promise<void>',
    'export type Handler<E = any> = (c: Context, next: Next) => unknown',
    'export type MiddlewareHandler<E = any> = (c: Context, next: Next) => Promise<unknown>',
    'export type H<E = any> = Handler<E> | MiddlewareHandler<E>',
    'export type OtherHandler = (o: Other) => unknown',
    'export interface HandlerInterface<E = any> {',
    '  <P extends string = string, M1 extends H<E> = H<E>>(handler: H<E>): Hono',
    '  <P extends string = string>(path: P, handler: H<E>): Hono',
    '  <P extends string = string, M1 extends H<E> = H<E>>(path: P, ...handlers: [H<E> & M1, H<E>]): Hono',
    '}',
    'export interface Mixed {',
    '  (h: Handler): Hono',
    '  (h: OtherHandler): Hono',
    '}',
  ].join('\n'),
  'src/hono.ts': [
    "import type { HandlerInterface, Handler, Mixed } from './types'",
    "import type { Context } from './context'",
    'export class Hono {',
    '  get!: HandlerInterface',
    '  mixed!: Mixed',
    '  on(event: string, cb: (c: Context) => void) {}',
    '  run(h: Handler) {}',
    '  untyped(x, cb) {}',
    '}',
  ].join('\n'),
  'src/app.ts': [
    "import { Hono } from './hono'",
    'const app = new Hono()',
    'export function one() { app.get((c) => c.text("a")) }',
    'export function two() { app.get("/", (c) => c.json(1)) }',
    'export function three() { app.get("/x", (c, next) => { next(); return c.json(2) }, (c) => c.req.json()) }',
    'export function inline() { app.on("e", (c) => c.text("b")) }',
    'export function alias() { app.run((c) => c.json(3)) }',
    'export function chained() { app.get("/a", (c) => c.text("c")).get("/b", (c) => c.json(5)) }',
    'export function made() { new Hono().get("/m", (c) => c.json(6)) }',
    'export function untyped() { app.untyped(1, (c) => c.json(4)) }',
    'export function mixed() { app.mixed((c) => c.json(7)) }',
    'export function path() { app.get((c) => c.json(8), "/p") }',
  ].join('\n'),
};

describeGraph('TS callback parameters typed by the callee\'s declared parameter', FILES, 'ts-contextual-params', (fx) => {
  it('types a callback parameter by the declared handler type, and nothing where it cannot be followed', async () => {
    await expectEdges(fx, 'code_callers', {
      'Context.json': ['src/app.ts:alias:receiver', 'src/app.ts:chained:receiver', 'src/app.ts:made:receiver', 'src/app.ts:three:receiver', 'src/app.ts:two:receiver'],
      'Context.text': ['src/app.ts:chained:receiver', 'src/app.ts:inline:receiver', 'src/app.ts:one:receiver'],
      'HonoRequest.json': ['src/app.ts:three:receiver'],
      'Other.json': [],
    });
  });

  it('leaves the calls on an untyped or disagreeing declaration in the "Not listed" note', async () => {
    const r = await fx.call('code_callers', { symbol: 'Context.json' });
    assert.match(r.text, /Not listed: 3 calls named json/);
    assert.match(r.text, /`c\.json\(4\)`/);
    assert.match(r.text, /`c\.json\(7\)`/);
  });
});

/**
 * A nested function's own parameter of the same name is its own variable
 * (ECMA-262: parameters are bound in the function's environment): the outer
 * callback's contextual type, or a collection callback's element, does not
 * reach it. The inner parameter's declared type, its own element or its own
 * contextual type applies, or nothing; an outer parameter read inside a
 * nested function declaring other names keeps the outer type. An array
 * literal's callback (`[new Ctx()].map((c) => …)`) types its parameter by
 * the literal's one class.
 */
const SHADOW_FILES = {
  'src/a.ts': [
    'class Ctx { json() { return 1 } }',
    'class Other { json() { return 2 } }',
    'function on(cb: (c: Ctx) => void) {}',
    'function on2(cb: (c: Other) => void) {}',
    'const ctxs: Ctx[] = []',
    'export function t8() { on((c) => { const f = (c: Other) => c.json(); return f }) }',
    'export function t10() { on2((c) => [new Ctx()].map((c) => c.json())) }',
    'export function elems() { on2((c) => ctxs.map((c) => c.json())) }',
    'export function own() { on2((c) => on((c) => c.json())) }',
    'export function decl() { on((c) => { function g(c) { return c.json() } return g }) }',
    'export function destr() { on((c) => { const d = ({ c }: { c: unknown }) => c.json(); return d }) }',
    'export function outer() { on((c) => { const k = (x: Other) => c.json(); return k }) }',
    'export function each() { ctxs.forEach((c) => { const e = (c: Other) => c.json(); return e }) }',
  ].join('\n'),
};

describeGraph('TS callback parameters shadowed by a nested function\'s own', SHADOW_FILES, 'ts-contextual-shadow', (fx) => {
  it('types the inner parameter by its own binding, never by the outer callback\'s context or element', async () => {
    await expectEdges(fx, 'code_callers', {
      'Ctx.json': ['src/a.ts:elems:receiver', 'src/a.ts:outer.k:receiver', 'src/a.ts:own:receiver', 'src/a.ts:t10:receiver'],
      'Other.json': ['src/a.ts:each.e:receiver', 'src/a.ts:t8.f:receiver'],
    });
  });

  it('leaves an inner parameter of no known type unresolved', async () => {
    const r = await fx.call('code_callers', { symbol: 'Ctx.json' });
    assert.match(r.text, /Not listed: 2 calls named json/);
  });
});

/**
 * A function expression takes the type declared where it is written (hono's
 * middleware: `(): MiddlewareHandler => { return async function
 * bodyLimit(c, next) {…} }`): a const's annotation, the declared result of
 * the function returning it (an arrow's expression body, a `return` in a
 * block, through parentheses), an inline function type; its untyped
 * parameters take that type's parameter types, as the TypeScript checker
 * types them (newcomer 42 on hono). No declared type, or one that is no
 * function type, types nothing.
 */
const DECLARED_FILES = {
  'src/context.ts': FILES['src/context.ts'],
  'src/types.ts': FILES['src/types.ts'],
  'src/hono.ts': FILES['src/hono.ts'],
  'src/mw.ts': [
    "import type { Context } from './context'",
    "import type { MiddlewareHandler, Handler, OtherHandler, H } from './types'",
    'export const logger = (): MiddlewareHandler => {',
    '  return async function logger(c, next) {',
    "    c.text('l')",
    '    await next()',
    '  }',
    '}',
    'export const timing = (): MiddlewareHandler => async (c, next) => { c.json(1) }',
    'export const h: Handler = (c) => c.json(2)',
    "export const paren = (): Handler => ((c) => c.text('p'))",
    'export function declaredFn(): MiddlewareHandler { return async (c) => { c.req.json() } }',
    "export const inline = (): ((c: Context) => void) => (c) => c.text('i')",
    'export const union: H = (c) => c.json(3)',
    'export const other: OtherHandler = (o) => o.json(4)',
    'export const untypedOuter = () => (c) => c.json(5)',
    'export const notFunction = (): Promise<void> => { return Promise.resolve().then(() => undefined) }',
    'export const wrongType: string = ((c) => c.json(6)) as unknown as string',
  ].join('\n'),
};

describeGraph('TS function expressions typed by the type declared where they are written', DECLARED_FILES, 'ts-declared-params', (fx) => {
  it('types untyped parameters by a declarator\'s annotation or the declared result of the function returning them', async () => {
    await expectEdges(fx, 'code_callers', {
      'Context.json': ['src/mw.ts:h:receiver', 'src/mw.ts:timing:receiver', 'src/mw.ts:union:receiver'],
      'Context.text': ['src/mw.ts:inline:receiver', 'src/mw.ts:logger.logger:receiver', 'src/mw.ts:paren:receiver'],
      'HonoRequest.json': ['src/mw.ts:declaredFn:receiver'],
      'Other.json': ['src/mw.ts:other:receiver'],
    });
  });

  it('leaves a function with no declared function type untyped', async () => {
    const r = await fx.call('code_callers', { symbol: 'Context.json' });
    assert.match(r.text, /`c\.json\(5\)`/);
    assert.match(r.text, /`c\.json\(6\)`/);
  });
});
