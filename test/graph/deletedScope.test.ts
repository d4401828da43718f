/**
 * A scope naming a tracked file deleted from the working tree (newcomer 9
 * #18): the answer was "does not exist in the repository; did you mean
 * <the same path>?". Now it says the path is deleted in the working tree,
 * that git still tracks it, and how to bring it back; a folder whose
 * tracked files are all deleted alike. A mistyped path keeps its near match.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphFixture, type GraphFixture } from './helpers';

describe('code graph: a scope deleted in the working tree', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(
      {
        'src/car.ts': 'export function mk() {\n  return 1;\n}\n',
        'src/use.ts': "import { mk } from './car';\nexport function go() {\n  return mk();\n}\n",
        'old/a.ts': 'export function a() {}\n',
      },
      'graph-deleted-scope',
    );
    fs.rmSync(path.join(fx.repo.root, 'src', 'car.ts'));
    fs.rmSync(path.join(fx.repo.root, 'old'), { recursive: true });
  });

  it('says the tracked file or folder is deleted, not "did you mean" itself', async () => {
    const file = await fx.call('code_callers', { symbol: 'mk', path: 'src/car.ts:1' });
    assert.equal(file.isError, true);
    assert.match(file.text, /code_callers: path: src\/car\.ts is deleted in the working tree \(git still tracks it; the graph reads the working tree — git restore src\/car\.ts brings it back\)$/);
    const folder = await fx.call('code_symbol', { name: 'a', path: 'old' });
    assert.match(folder.text, /code_symbol: path: old is deleted in the working tree/);
    const typo = await fx.call('code_symbol', { name: 'go', path: 'src/use.tx' });
    assert.match(typo.text, /path: src\/use\.tx does not exist in the repository; did you mean src\/use\.ts\?$/);
  });
});
