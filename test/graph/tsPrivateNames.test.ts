/**
 * ECMAScript private members (`#newResponse`, `#dispatch`; newcomer 19 #1 on
 * hono): every name the answers print is accepted back, `Hono.#dispatch`
 * and `#dispatch` name the private member (not a public or free `dispatch`:
 * a private name is distinct from a same-spelled public property),
 * `this.#x()` calls are the private member's callers, and `path:line` inside
 * one answers for it (callers, callees, impact, why); a private field's type
 * types the calls through it (`this.#store.get()`). Ruby's `#save` (its
 * documentation's instance method) still finds `Cart#save`. Real temp
 * repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const CONTEXT = [
  'export class Context {', // 1
  '  #status?: number',
  '',
  '  newResponse(body: string): Response {',
  '    return this.#newResponse(body)', // 5
  '  }',
  '',
  '  #newResponse(body: string): Response {',
  '    return new Response(body, { status: this.#status })',
  '  }', // 10
  '',
  '  json(o: unknown): Response {',
  '    return this.#newResponse(JSON.stringify(o))',
  '  }',
  '', // 15
  '  text(s: string): Response {',
  '    return this.newResponse(s)',
  '  }',
  '}',
  '', // 20
].join('\n');

const HONO = [
  "import { Context } from './context'",
  "import { dispatch } from './compose'",
  '',
  'export class Base {',
  '  #dispatch(req: Request): Response {', // 5
  '    dispatch()',
  '    return new Context().json(req)',
  '  }',
  '',
  '  fetch(req: Request): Response {', // 10
  '    return this.#dispatch(req)',
  '  }',
  '',
  '  route(): void {}',
  '}', // 15
  '',
  'export class Hono extends Base {}',
  '',
].join('\n');

const COMPOSE = ['export function dispatch(): void {', '  done()', '}', 'function done(): void {}', ''].join('\n');

// A private field and a public one of the same spelling, of different types: each call goes to its own field's type.
const CACHE = [
  'export class Store {',
  '  get(k: string): string { return k }',
  '}',
  'export class Mirror {',
  '  get(k: string): string { return k }', // 5
  '}',
  'export class Cache {',
  '  #store: Store = new Store()',
  '  store: Mirror = new Mirror()',
  '  read(k: string): string {', // 10
  '    return this.#store.get(k)',
  '  }',
  '  readPublic(k: string): string {',
  '    return this.store.get(k)',
  '  }', // 15
  '}',
  '',
].join('\n');

const CART_RB = ['class Cart', '  def save', '    true', '  end', 'end', ''].join('\n');

describeGraph(
  'code graph: TS private members #x (newcomer 19 #1)',
  { 'src/context.ts': CONTEXT, 'src/hono.ts': HONO, 'src/compose.ts': COMPOSE, 'lib/cart.rb': CART_RB, 'src/cache.ts': CACHE },
  'ts-private-names',
  (fx) => {
    it('a private member is found by the names answers print, apart from the public one of the same spelling', async () => {
      assert.deepEqual(await fx.names('code_symbol', { name: 'Context.#newResponse' }), ['src/context.ts:Context.#newResponse']);
      assert.deepEqual(await fx.names('code_symbol', { name: '#newResponse' }), ['src/context.ts:Context.#newResponse']);
      assert.deepEqual(await fx.names('code_symbol', { name: 'Context.newResponse' }), ['src/context.ts:Context.newResponse']);
      assert.deepEqual(await fx.names('code_symbol', { name: 'Base.#dispatch' }), ['src/hono.ts:Base.#dispatch']);
      assert.deepEqual(await fx.names('code_symbol', { name: 'dispatch' }), ['src/compose.ts:dispatch']);
    });

    it('this.#x() calls are the private member\'s callers; its own calls its callees', async () => {
      await expectEdges(fx, 'code_callers', {
        'Context.#newResponse': ['src/context.ts:Context.json:receiver', 'src/context.ts:Context.newResponse:receiver'],
        '#newResponse': ['src/context.ts:Context.json:receiver', 'src/context.ts:Context.newResponse:receiver'],
        'Context.newResponse': ['src/context.ts:Context.text:receiver'],
        'Base.#dispatch': ['src/hono.ts:Base.fetch:receiver'],
        dispatch: ['src/hono.ts:Base.#dispatch:import'],
      });
      await expectEdges(fx, 'code_callees', {
        '#dispatch': ['src/compose.ts:dispatch:import', 'src/context.ts:Context.json:receiver', 'src/context.ts:Context:import'],
        'Base.#dispatch': ['src/compose.ts:dispatch:import', 'src/context.ts:Context.json:receiver', 'src/context.ts:Context:import'],
      });
    });

    it('a call through a private field goes to the field\'s type, not the public field\'s of the same spelling', async () => {
      await expectEdges(fx, 'code_callers', { 'Store.get': ['src/cache.ts:Cache.read:receiver'], 'Mirror.get': ['src/cache.ts:Cache.readPublic:receiver'] });
    });

    it('path:line inside a private method answers for it: callers, callees, impact', async () => {
      for (const tool of ['code_callers', 'code_impact'] as const) {
        const r = await fx.call(tool, { path: 'src/context.ts:9' });
        assert.ok(!r.isError, r.text);
        assert.match(r.text, /^(callers|impact) of method Context\.#newResponse \(src\/context\.ts:8\)/m, r.text);
      }
      const r = await fx.call('code_callees', { path: 'src/hono.ts:6' });
      assert.ok(!r.isError, r.text);
      assert.match(r.text, /^callees of method Base\.#dispatch \(src\/hono\.ts:5\):\n/, r.text);
    });

    it('a near miss suggests the private name; a private name is not looked up through a subclass', async () => {
      const miss = await fx.call('code_callers', { symbol: 'Base.#dispach' });
      assert.match(miss.text, /no symbol Base\.#dispach; did you mean Base\.#dispatch\?/, miss.text);
      // `Hono.route` is Base's, inherited; `Hono.#dispatch` names nothing (Base's private name is Base's own).
      assert.deepEqual(await fx.names('code_symbol', { name: 'Hono.route' }), ['src/hono.ts:Base.route']);
      assert.deepEqual(await fx.names('code_symbol', { name: 'Hono.#dispatch' }), []);
    });

    it("Ruby's `#save` still names the instance method Cart#save", async () => {
      assert.deepEqual(await fx.names('code_symbol', { name: '#save' }), ['lib/cart.rb:Cart#save']);
    });

    it('why of a private member has its code section', async () => {
      installSymbolLocator();
      try {
        const text = await why(fx.engine, 'Context.#newResponse', { limit: 12 });
        assert.match(text, /## Code\n- method Context\.#newResponse src\/context\.ts:8/, text);
      } finally {
        setSymbolLocator(null);
      }
    });
  },
);
