/**
 * The calls by name behind `callers` are indexed per name when first asked
 * (graphIndex.ts callsNamed), not for every name at load: an edit after a
 * name was asked must still add and drop that name's calls, and a name first
 * asked after edits must find the calls as they are now. Real repository,
 * real index, files changed on disk and handed to updateFiles (as the editor's
 * watcher does). Past a dozen names asked (impact asks one per caller), every
 * call is indexed at once: edits must be upkept the same way then.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { callers, describeGraph } from './helpers';

const CART = 'export function priceCents(x: number) {\n  return x * 100;\n}\nexport function taxCents(x: number) {\n  return x * 20;\n}\nexport function total() {\n  return priceCents(2);\n}\n';

describeGraph(
  'code graph: calls indexed by name on first ask, upkept by edits',
  {
    'src/cart.ts': CART,
    'src/fees.ts': "import { priceCents } from './cart';\nexport function fee() {\n  return priceCents(1);\n}\n",
  },
  'graph-calls-named',
  (fx) => {
    it('a call added, a call removed and a file deleted after the name was asked', async () => {
      assert.deepEqual(await callers(fx, 'priceCents'), ['src/cart.ts:total:same-file', 'src/fees.ts:fee:import']);
      // fees.ts stops calling it; a new file starts; cart.ts calls it twice more, once from a new function.
      fx.repo.write('src/fees.ts', 'export function fee() {\n  return 1;\n}\n');
      fx.repo.write('src/live.ts', "import { priceCents, taxCents } from './cart';\nexport function live() {\n  return priceCents(3) + taxCents(3);\n}\n");
      fx.repo.write('src/cart.ts', `${CART}export function double() {\n  return priceCents(2) + priceCents(4);\n}\n`);
      await fx.graph.updateFiles(['src/fees.ts', 'src/live.ts', 'src/cart.ts']);
      assert.deepEqual(await callers(fx, 'priceCents'), ['src/cart.ts:double:same-file', 'src/cart.ts:total:same-file', 'src/live.ts:live:import']);
      // taxCents was never asked before these edits: its calls are found as they are now.
      assert.deepEqual(await callers(fx, 'taxCents'), ['src/live.ts:live:import']);
      fs.rmSync(path.join(fx.repo.root, 'src/live.ts'));
      await fx.graph.updateFiles(['src/live.ts']);
      assert.deepEqual(await callers(fx, 'priceCents'), ['src/cart.ts:double:same-file', 'src/cart.ts:total:same-file']);
      assert.deepEqual(await callers(fx, 'taxCents'), []);
    });
  },
);

/** `src/many.ts`: functions f0…f15, each called once by `use`. */
const MANY = `${Array.from({ length: 16 }, (_, i) => `export function f${i}() {\n  return ${i};\n}\n`).join('')}export function use() {\n  return ${Array.from({ length: 16 }, (_, i) => `f${i}()`).join(' + ')};\n}\n`;

describeGraph(
  'code graph: every call indexed once many names were asked, upkept by edits',
  { 'src/many.ts': MANY, 'src/other.ts': 'export function lone() {\n  return 0;\n}\n' },
  'graph-calls-all',
  (fx) => {
    it('answers as before for every name, and after a call is added, removed or a file deleted', async () => {
      for (let i = 0; i < 16; i++) assert.deepEqual(await callers(fx, `f${i}`), ['src/many.ts:use:same-file'], `f${i}`);
      // Asked after every call was indexed: a name nothing calls, then one a new file calls.
      assert.deepEqual(await callers(fx, 'lone'), []);
      fx.repo.write('src/more.ts', "import { f3 } from './many';\nimport { lone } from './other';\nexport function more() {\n  return f3() + lone() + fresh();\n}\nexport function fresh() {\n  return 1;\n}\n");
      fx.repo.write('src/many.ts', MANY.replace(' + f5()', ''));
      await fx.graph.updateFiles(['src/more.ts', 'src/many.ts']);
      assert.deepEqual(await callers(fx, 'f3'), ['src/many.ts:use:same-file', 'src/more.ts:more:import']);
      assert.deepEqual(await callers(fx, 'f5'), []);
      assert.deepEqual(await callers(fx, 'lone'), ['src/more.ts:more:import']);
      assert.deepEqual(await callers(fx, 'fresh'), ['src/more.ts:more:same-file']);
      fs.rmSync(path.join(fx.repo.root, 'src/more.ts'));
      await fx.graph.updateFiles(['src/more.ts']);
      assert.deepEqual(await callers(fx, 'f3'), ['src/many.ts:use:same-file']);
      assert.deepEqual(await callers(fx, 'lone'), []);
    });
  },
);
