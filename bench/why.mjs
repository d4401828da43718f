#!/usr/bin/env node
// Bench: `why path:line` line blame on a real repository (issue 2 targets):
//   first call in a file   p95 ≤ 1.25 × raw `git blame --porcelain -L` p95 + 10 ms
//   repeated calls, same file, same HEAD   p95 ≤ 5 ms
// Both are printed beside raw `git blame -L` p95 measured in the same run, on the
// same files and lines, alternating which goes first so neither gets warmer caches.
// The `why` figures come after the path-history cache is built (the server keeps it per HEAD);
// the cold first call before that is printed on its own line.
// Usage: node bench/why.mjs [repo]   (or KONTEXT_BENCH_REPO; default /tmp/bench/vuejs-core)
import { spawn, execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadEngine, median, ms, p95 } from './lib.mjs';

const repoDir = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const FILES = Number(process.env.BENCH_FILES ?? 30);
const REPEATS = 5;

// Bundle the engine entry points we measure (the same code the server runs).
const core = await loadEngine('why', `export { blameRange, blameIdle, clearBlameCache } from './server/src/core/blame';
export { Repo } from './server/src/core/repo';
export { why } from './server/src/core/why';
export { historyIdle, clearHistoryMemory } from './server/src/core/repoHistory';`);

function rawBlame(file, line) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn('git', ['blame', '--porcelain', '-L', `${line},${line}`, '--', file], { cwd: repoDir });
    let n = 0;
    p.stdout.on('data', (d) => (n += d.length));
    p.on('close', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`git blame ${file} exited ${code}`))));
  });
}


const all = execFileSync('git', ['ls-files', '*.ts'], { cwd: repoDir, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts') && /\/src\//.test(f));
const step = Math.max(1, Math.floor(all.length / FILES));
const sample = [];
for (let i = 0; i < all.length && sample.length < FILES; i += step) {
  const n = fs.readFileSync(path.join(repoDir, all[i]), 'utf8').split('\n').length - 1;
  if (n >= 20) sample.push({ file: all[i], lines: n });
}

const repo = await core.Repo.open(repoDir);
const hasGraph = fs.existsSync(path.join(repoDir, '.git/objects/info/commit-graph')) || fs.existsSync(path.join(repoDir, '.git/objects/info/commit-graphs'));
const commits = execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim();
console.log(`repo ${repoDir} (${commits} commits, commit-graph ${hasGraph ? 'present' : 'absent'}), ${sample.length} files, ${REPEATS} repeated lines each`);

const raw = [], first = [], repeated = [], repeatedWhy = [], firstWhy = [], repeatedCpu = [];
for (const [i, { file, lines }] of sample.entries()) {
  const line = Math.max(1, Math.floor(lines / 2));
  core.clearBlameCache();
  const runRaw = async () => raw.push(await rawBlame(file, line));
  const runOurs = async () => {
    const t0 = performance.now();
    await core.blameRange(repo, file, line, line);
    first.push(performance.now() - t0);
  };
  if (i % 2) { await runRaw(); await runOurs(); } else { await runOurs(); await runRaw(); }
  await core.blameIdle(); // the whole-file fill finishes in the background (hover pattern: the next hover comes later)
  for (let r = 1; r <= REPEATS; r++) {
    const l = Math.max(1, Math.floor((lines * r) / (REPEATS + 1)));
    const t0 = performance.now();
    await core.blameRange(repo, file, l, l);
    repeated.push(performance.now() - t0);
  }
}
console.log(`raw git blame -L      p95 ${ms(p95(raw))}  median ${ms(median(raw))}`);
console.log(`blameRange first call p95 ${ms(p95(first))}  median ${ms(median(first))}  (target ≤ ${ms(1.25 * p95(raw) + 10)})`);
console.log(`blameRange repeated   p95 ${ms(p95(repeated))}  median ${ms(median(repeated))}  (target ≤ 5 ms)`);

{
  // Cold: no repository history cached yet (memory or <W>/node/history.json): why falls back to
  // one `git log --follow` per path while the history builds in the background.
  core.clearHistoryMemory();
  fs.rmSync(path.join(repo.paths.w, 'node', 'history.json'), { force: true });
  const { file, lines } = sample[sample.length - 1];
  core.clearBlameCache();
  let t0 = performance.now();
  await core.why(repo, `${file}:${Math.max(1, Math.floor(lines / 3))}`, { limit: 12 });
  const cold = performance.now() - t0;
  t0 = performance.now();
  await core.historyIdle();
  await core.blameIdle();
  console.log(`why path:line, cold (no history cache yet): ${ms(cold)}; background history build finished ${ms(performance.now() - t0)} later`);
  for (const [i, { file, lines }] of sample.entries()) {
    const line = Math.max(1, Math.floor(lines / 2));
    core.clearBlameCache();
    let t0 = performance.now();
    await core.why(repo, `${file}:${line}`, { limit: 12 });
    firstWhy.push(performance.now() - t0);
    await core.blameIdle();
    t0 = performance.now();
    const c0 = process.cpuUsage();
    await core.why(repo, `${file}:${Math.max(1, line - 3)}`, { limit: 12 });
    repeatedWhy.push(performance.now() - t0);
    const cu = process.cpuUsage(c0);
    repeatedCpu.push((cu.user + cu.system) / 1000);
  }
  console.log(`why path:line first   p95 ${ms(p95(firstWhy))}  median ${ms(median(firstWhy))}`);
  console.log(`why path:line first   target ≤ ${ms(1.25 * p95(raw) + 10)} (1.25 × raw p95 + 10 ms)`);
  console.log(`why path:line repeat  p95 ${ms(p95(repeatedWhy))}  median ${ms(median(repeatedWhy))}  (target ≤ 5 ms; own CPU p95 ${ms(p95(repeatedCpu))} median ${ms(median(repeatedCpu))})`);
  console.log(`machine load average while measuring: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
}
