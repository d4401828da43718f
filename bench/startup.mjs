#!/usr/bin/env node
// Startup bench (issue 2): spawn → `initialize` answered by `kontext mcp`,
// beside its floor `node -e 0` (spawn → exit) measured in the same run,
// alternating so both see the same machine load. Target: ≤ 2.5× the floor.
//
// usage: node bench/startup.mjs [repo] [runs]
//   repo: the repository to serve (default $KONTEXT_BENCH_REPO, else /tmp/bench/vuejs-core, else cwd)
//   runs: samples per figure (default 30)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.resolve(here, '..', 'dist', 'kontext.js');
const repo = process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? (existsSync('/tmp/bench/vuejs-core') ? '/tmp/bench/vuejs-core' : process.cwd());
const runs = Number(process.argv[3] ?? 30);
if (!existsSync(bundle)) {
  console.error(`bench/startup: ${bundle} is missing; run npm run build first`);
  process.exit(1);
}

function nodeFloor() {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const p = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    p.on('error', reject);
    p.on('exit', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
  });
}

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
}) + '\n';

function mcpInitialize() {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const p = spawn(process.execPath, [bundle, '-C', repo, 'mcp'], { stdio: ['pipe', 'pipe', 'ignore'] });
    p.on('error', reject);
    let buf = '';
    let done = false;
    p.stdout.setEncoding('utf8');
    p.stdout.on('data', (d) => {
      buf += d;
      if (!done && buf.includes('\n')) {
        done = true;
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        const reply = JSON.parse(buf.slice(0, buf.indexOf('\n')));
        if (!reply.result?.protocolVersion) reject(new Error(`unexpected reply: ${buf}`));
        p.stdin.end();
        p.on('exit', () => resolve(ms));
      }
    });
    // Written at once, as a client does right after spawning.
    p.stdin.write(INIT);
  });
}

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f) => s[Math.min(s.length - 1, Math.floor(f * s.length))];
  return { median: q(0.5), p95: q(0.95), min: s[0] };
}

const floor = [];
const init = [];
// Warm the file cache once for both.
await nodeFloor();
await mcpInitialize();
for (let i = 0; i < runs; i++) {
  floor.push(await nodeFloor());
  init.push(await mcpInitialize());
}
const f = stats(floor);
const m = stats(init);
const fmt = (x) => x.toFixed(1).padStart(7);
console.log(`startup bench: ${runs} runs, repo ${repo}`);
console.log(`  node -e 0 (spawn → exit)               median ${fmt(f.median)} ms   p95 ${fmt(f.p95)} ms   min ${fmt(f.min)} ms`);
console.log(`  kontext mcp (spawn → initialize reply) median ${fmt(m.median)} ms   p95 ${fmt(m.p95)} ms   min ${fmt(m.min)} ms`);
console.log(`  ratio (median) ${(m.median / f.median).toFixed(2)}×   target ≤ 2.50×`);
