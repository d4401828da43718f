/**
 * A pack temp file left by a process that died mid-index (an MCP client that
 * killed its server during the first index) is removed by the next index;
 * one a live process is writing is left alone (newcomer 8 #14: a 580 KB
 * `<wt>.pack.<pid>.0.tmp` stayed in `<K>/graph/packs/` for good).
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';
import { removeStaleTemps } from '../../server/src/core/graph/store';

/** The pid of a process that has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('code graph: pack temp files of dead processes', function () {
  this.timeout(60000);

  it('removeStaleTemps drops a dead pid’s temp file and keeps a live one’s and other files', () => {
    const dir = fs.mkdtempSync(path.join(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'kx-')), 'packs-'));
    const dead = path.join(dir, `wt-1.pack.${deadPid()}.0.tmp`);
    const live = path.join(dir, `wt-1.pack.${process.pid}.3.tmp`);
    const pack = path.join(dir, 'wt-1.pack');
    for (const f of [dead, live, pack]) fs.writeFileSync(f, 'x');
    removeStaleTemps(dir);
    assert.deepEqual(fs.readdirSync(dir).sort(), [path.basename(pack), path.basename(live)].sort());
  });

  it('the next process reading the graph removes a dead process’s pack temp file', () => {
    const repo = makeRepo('graph-stale-tmp');
    repo.write('src/a.ts', 'export function a() { return 1; }\n');
    repo.commit('a');
    assert.equal(runKontext(repo.root, ['graph', 'index']).code, 0);
    const packs = path.join(repo.root, '.git', 'kontext', 'graph', 'packs');
    const stale = path.join(packs, `${fs.readdirSync(packs).find((n) => n.endsWith('.pack'))}.${deadPid()}.0.tmp`);
    fs.writeFileSync(stale, 'kontext-graph-pack half written');
    assert.equal(runKontext(repo.root, ['graph', 'index']).code, 0);
    assert.ok(!fs.existsSync(stale), fs.readdirSync(packs).join(', '));
  });
});
