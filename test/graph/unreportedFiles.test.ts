/**
 * Without an editor's file watcher (`kontext mcp`, the CLI's registry), a
 * file created, deleted or renamed since the last listing is seen by the next
 * question after the ≤ 1/s sweep: the folders' mtimes say the listing is stale
 * (graph.ts stampFolders / foldersChanged), untracked files included.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphFixture } from './helpers';

/** Past the sweep interval (graph.ts SWEEP_MS, SPEC §6.4: refreshed at most once a second). */
const pastSweep = () => new Promise((r) => setTimeout(r, 1100));

describe('code graph: files nobody reported', () => {
  it('answers with an untracked new file, a file in a new folder, and without a deleted one, on the next question', async () => {
    const fx = await graphFixture({ 'src/cart.ts': 'export function priceCents(x: number) { return x * 100; }\nexport function total() { return priceCents(2); }\n' }, 'graph-unreported');
    assert.deepEqual(await fx.names('code_callers', { symbol: 'priceCents' }), ['src/cart.ts:total']);

    fx.repo.write('src/live.ts', "import { priceCents } from './cart';\nexport function liveCaller() { return priceCents(3); }\n");
    fx.repo.write('src/deep/er/more.ts', "import { priceCents } from '../../cart';\nexport function deepCaller() { return priceCents(4); }\n");
    await pastSweep();
    assert.deepEqual(await fx.names('code_callers', { symbol: 'priceCents' }), ['src/cart.ts:total', 'src/deep/er/more.ts:deepCaller', 'src/live.ts:liveCaller']);

    fs.rmSync(path.join(fx.repo.root, 'src/live.ts'));
    fs.renameSync(path.join(fx.repo.root, 'src/deep/er/more.ts'), path.join(fx.repo.root, 'src/deep/moved.ts'));
    fs.writeFileSync(path.join(fx.repo.root, 'src/deep/moved.ts'), "import { priceCents } from '../cart';\nexport function deepCaller() { return priceCents(4); }\n");
    await pastSweep();
    assert.deepEqual(await fx.names('code_callers', { symbol: 'priceCents' }), ['src/cart.ts:total', 'src/deep/moved.ts:deepCaller']);
  });
});
