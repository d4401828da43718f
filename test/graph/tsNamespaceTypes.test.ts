/**
 * TypeScript types written through a namespace import (`import * as frames
 * from './frames'` then `frame: frames.Frame`, `new frames.Frame()`): the
 * receivers typed by them resolve like a named import's (newcomer 6 #4:
 * playwright's `this._frame.waitForSelector()` with `_frame: frames.Frame`
 * was no caller). A same-named class of another module stays out.
 */
import * as assert from 'node:assert/strict';
import { callers, indexedGraph } from './helpers';

describe('code graph: TypeScript types qualified by a namespace import', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'src/lib/cart.ts': 'export class Cart {\n  total(): number { return 1; }\n}\nexport class Box<T> {\n  open(): T | undefined { return undefined; }\n}\n',
      'src/decoy/cart.ts': 'export class Cart {\n  total(): number { return 2; }\n}\n',
      'src/use.ts': [
        "import * as cartMod from './lib/cart';",
        "import * as decoy from './decoy/cart';",
        'export class Holder {',
        '  readonly a: cartMod.Cart;',
        '  readonly made = new cartMod.Cart();',
        '  constructor(private readonly injected: cartMod.Cart) { this.a = new cartMod.Cart(); }',
        '  viaField() { return this.a.total(); }',
        '  viaInit() { return this.made.total(); }',
        '  viaCtorParam() { return this.injected.total(); }',
        '}',
        'export function param(c: cartMod.Cart) { return c.total(); }',
        'export function maybe(c: cartMod.Cart | undefined) { return c?.total(); }',
        'export function local() { const c = new cartMod.Cart(); return c.total(); }',
        'export function generic(b: cartMod.Box<number>) { return b.open(); }',
        'export function other(d: decoy.Cart) { return d.total(); }',
        '',
      ].join('\n'),
    },
    'ts-namespace-types',
  );

  it('fields, parameters, unions, constructions and generics typed ns.Type reach that module\'s class', async () => {
    assert.deepEqual(await callers(fx, 'total', 'src/lib/cart.ts'), [
      'src/use.ts:Holder.viaCtorParam:receiver',
      'src/use.ts:Holder.viaField:receiver',
      'src/use.ts:Holder.viaInit:receiver',
      'src/use.ts:local:receiver',
      'src/use.ts:maybe:receiver',
      'src/use.ts:param:receiver',
    ]);
    assert.deepEqual(await callers(fx, 'open', 'src/lib/cart.ts'), ['src/use.ts:generic:receiver']);
  });

  it('the same class name through another namespace is the other module\'s class', async () => {
    assert.deepEqual(await callers(fx, 'total', 'src/decoy/cart.ts'), ['src/use.ts:other:receiver']);
  });
});
