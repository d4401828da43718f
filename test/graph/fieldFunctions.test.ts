/**
 * Fields typed by what the constructor assigns, and calls of function-valued
 * fields (TS/JS). An untyped private field `#router` assigned
 * `this.#router = new Router()` in the constructor types `this.#router.add()`
 * as the public `this.pub = new Store()` and a JavaScript class's undeclared
 * `this.store = new Store()` do (langTsDecls onAssignment). A field holding a
 * named function of the repository — `handler: Handler = defaultHandler`,
 * `#notFound = notFound`, `this.fn = assigned` in a method — makes
 * `this.handler(c)` a call of that function, via receiver, also from a
 * subclass (fieldFunctions.ts); a field assigned a parameter of the same
 * name as a function resolves to nothing. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const A_TS = [
  'export class Router { add(p: string): void {} }',
  'export class Store { get(k: string): string { return k } }',
  'export type Handler = (c: string) => string',
  'export const defaultHandler = (c: string): string => c',
  'export function notFound(c: string): string { return c }', // 5
  'function onError(c: string): string { return c }',
  '',
  'export class Hono {',
  '  #router',
  '  pub', // 10
  '  handler: Handler = defaultHandler',
  '  #notFound: Handler = notFound',
  '  errorHandler: Handler',
  '  constructor(onError: Handler) {',
  '    this.#router = new Router()', // 15
  '    this.pub = new Store()',
  '    this.errorHandler = onError',
  '  }',
  '  route(p: string): void {',
  '    this.#router.add(p)', // 20
  '    this.pub.get(p)',
  '  }',
  '  run(c: string): string {',
  '    this.handler(c)',
  '    this.errorHandler(c)', // 25
  '    return this.#notFound(c)',
  '  }',
  '}',
  '',
  'export class Sub extends Hono {', // 30
  '  again(c: string): string { return this.handler(c) }',
  '}',
  '',
].join('\n');

const B_JS = [
  "import { Store } from './a'",
  'export const assigned = (c) => c',
  'export class App {',
  '  constructor() {',
  '    this.store = new Store()', // 5
  '    this.fn = assigned',
  '  }',
  '  read(k) { this.fn(k); return this.store.get(k) }',
  '}',
  '',
].join('\n');

describeGraph('code graph: fields typed by the constructor, calls of function-valued fields', { 'src/a.ts': A_TS, 'src/b.js': B_JS }, 'field-functions', (fx) => {
  it('an untyped field assigned a construction in the constructor types the calls through it, private, public and JavaScript', async () => {
    await expectEdges(fx, 'code_callers', {
      'Router.add': ['src/a.ts:Hono.route:receiver'],
      'Store.get': ['src/a.ts:Hono.route:receiver', 'src/b.js:App.read:receiver'],
    });
  });

  it('this.f() of a field holding a named function calls that function through the field', async () => {
    await expectEdges(fx, 'code_callees', {
      'Hono.run': ['src/a.ts:defaultHandler:receiver', 'src/a.ts:notFound:receiver'],
      'Sub.again': ['src/a.ts:defaultHandler:receiver'],
      'App.read': ['src/a.ts:Store.get:receiver', 'src/b.js:assigned:receiver'],
    });
    await expectEdges(fx, 'code_callers', {
      defaultHandler: ['src/a.ts:Hono.run:receiver', 'src/a.ts:Sub.again:receiver'],
      notFound: ['src/a.ts:Hono.run:receiver'],
      onError: [],
      assigned: ['src/b.js:App.read:receiver'],
    });
  });
});
