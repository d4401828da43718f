#!/usr/bin/env node
// Bench: the editor's hover "why" through the LSP connection (issue 4 targets):
//   first hover in a file     p95 ≤ 1.25 × raw `git blame --porcelain -L` p95 + 10 ms
//   later hovers, same file   p95 ≤ 10 ms
// The built server (`dist/kontext.js lsp`) is spawned and spoken to over stdio,
// as the extension does: each file is opened (didOpen with its text, so the
// server blames the buffer) and hovered; raw `git blame -L` of the same line is
// measured in the same run, alternating which goes first. Later hovers come
// after a 1 s pause (a person reading the first hover), at 5 other lines.
// Also prints the packaged .vsix size and, when the real-editor tests have run,
// the extension's activation time measured inside code-server
// (.test-artifacts/editor/results.json; load + activate, server in background).
// Usage: node bench/hover.mjs [repo]   (or KONTEXT_BENCH_REPO; default /tmp/bench/vuejs-core)
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import rpc from 'vscode-languageserver-protocol/node.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const repoDir = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const FILES = Number(process.env.BENCH_FILES ?? 30);
const LATER = 5;
const PAUSE_MS = 1000;

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;
const sleep = (t) => new Promise((r) => setTimeout(r, t));

function rawBlame(file, line) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const p = spawn('git', ['blame', '--porcelain', '-L', `${line},${line}`, '--', file], { cwd: repoDir, stdio: ['ignore', 'pipe', 'ignore'] });
    p.stdout.resume();
    p.on('close', (code) => (code === 0 ? resolve(performance.now() - t0) : reject(new Error(`git blame ${file} exited ${code}`))));
  });
}

if (!fs.existsSync(path.join(root, 'dist', 'kontext.js'))) execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });

const all = execFileSync('git', ['ls-files', '*.ts'], { cwd: repoDir, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts') && /\/src\//.test(f));
const step = Math.max(1, Math.floor(all.length / (FILES + 1)));
const sample = [];
for (let i = step; i < all.length && sample.length < FILES; i += step) {
  const text = fs.readFileSync(path.join(repoDir, all[i]), 'utf8');
  const lines = text.split('\n').length - 1;
  if (lines >= 20) sample.push({ file: all[i], text, lines });
}
const commits = execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim();

// BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it exits (open it in DevTools or speedscope).
const profArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
const child = spawn(process.execPath, [...profArgs, path.join(root, 'dist', 'kontext.js'), 'lsp'], { cwd: repoDir, stdio: ['pipe', 'pipe', 'ignore'] });

/** CPU time of a process from /proc (ms): its own (user+system) and its reaped children's (git). Linux only; zeros elsewhere. */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of proc(5) (utime, stime, cutime, cstime) are at 11-14 after the command name.
    return { self: (Number(f[11]) + Number(f[12])) * TICK_MS, children: (Number(f[13]) + Number(f[14])) * TICK_MS };
  } catch {
    return { self: 0, children: 0 };
  }
}
const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
conn.onRequest('client/registerCapability', () => null);
conn.onNotification('window/logMessage', () => {});
conn.listen();
const t0 = performance.now();
await conn.sendRequest(rpc.InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(repoDir).href, capabilities: {}, workspaceFolders: [{ uri: pathToFileURL(repoDir).href, name: 'bench' }] });
const initMs = performance.now() - t0;
await conn.sendNotification(rpc.InitializedNotification.type, {});

/** Server CPU (its own thread work, ms) spent inside first and later hovers. */
const hoverCpu = { first: 0, later: 0 };
const hover = async (file, line, phase) => {
  const c0 = phase ? cpuOf(child.pid).self : 0;
  const t = performance.now();
  const h = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: pathToFileURL(path.join(repoDir, file)).href }, position: { line: line - 1, character: 0 } });
  const dt = performance.now() - t;
  if (phase) hoverCpu[phase] += cpuOf(child.pid).self - c0;
  if (!h) throw new Error(`no hover for ${file}:${line}`);
  return dt;
};
const open = (f) => conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri: pathToFileURL(path.join(repoDir, f.file)).href, languageId: 'typescript', version: 1, text: f.text } });

// Warm-up on a file outside the sample: opens the repository, store and caches once.
const warm = all.find((f) => !sample.some((s) => s.file === f));
await open({ file: warm, text: fs.readFileSync(path.join(repoDir, warm), 'utf8') });
const warmMs = await hover(warm, 1);

const raw = [], first = [], later = [];
const server0 = cpuOf(child.pid);
const bench0 = cpuOf(process.pid);
for (const [i, f] of sample.entries()) {
  const line = Math.max(1, Math.floor(f.lines / 2));
  await open(f);
  if (i % 2) {
    raw.push(await rawBlame(f.file, line));
    first.push(await hover(f.file, line, 'first'));
  } else {
    first.push(await hover(f.file, line, 'first'));
    raw.push(await rawBlame(f.file, line));
  }
  await sleep(PAUSE_MS);
  for (let r = 1; r <= LATER; r++) later.push(await hover(f.file, Math.max(1, Math.floor((f.lines * r) / (LATER + 1))), 'later'));
}
const server1 = cpuOf(child.pid);
// The raw blames are this process's only reaped children, so their CPU is its children's CPU.
const rawCpu = cpuOf(process.pid).children - bench0.children;
const load = fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : '?';
await conn.sendRequest('shutdown').catch(() => undefined);
await conn.sendNotification('exit').catch(() => undefined);
// Let the server exit by itself (a CPU profile is written on exit), then make sure it is gone.
await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
child.kill();

console.log(`repo ${repoDir} (${commits} commits), ${sample.length} files, ${LATER} later hovers each after a ${PAUSE_MS} ms pause`);
console.log(`spawn → initialize answered   ${ms(initMs)}; first hover ever (opens the repository) ${ms(warmMs)}`);
console.log(`raw git blame -L          p95 ${ms(p95(raw))}  median ${ms(median(raw))}`);
console.log(`first hover in a file     p95 ${ms(p95(first))}  median ${ms(median(first))}  (target ≤ ${ms(1.25 * p95(raw) + 10)})`);
console.log(`later hovers, same file   p95 ${ms(p95(later))}  median ${ms(median(later))}  (target ≤ 10 ms)`);
const per = (x, n) => ms(x / Math.max(1, n));
console.log(`CPU: raw git blame -L ${per(rawCpu, raw.length)}/call; server thread ${per(hoverCpu.first, first.length)}/first hover, ${per(hoverCpu.later, later.length)}/later hover; ` +
  `server + its git children ${per(server1.self + server1.children - server0.self - server0.children, sample.length)}/file in all (incl. background whole-file blame); load average ${load}`);

const vsix = path.join(root, 'kontext.vsix');
if (process.env.BENCH_SKIP_PACKAGE !== '1') execFileSync('npm', ['run', '-s', 'package'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (fs.existsSync(vsix)) {
  const listing = execFileSync('unzip', ['-l', vsix], { encoding: 'utf8' }).trim().split('\n').at(-1).trim();
  console.log(`kontext.vsix              ${(fs.statSync(vsix).size / 1024).toFixed(1)} KiB (${listing})`);
}
const results = path.join(root, '.test-artifacts', 'editor', 'results.json');
if (fs.existsSync(results)) {
  const r = JSON.parse(fs.readFileSync(results, 'utf8'));
  if (typeof r.info?.activationMs === 'number') console.log(`extension activation      ${ms(r.info.activationMs)} (bundle load ${ms(r.info.loadMs ?? 0)} + activate, in code-server ${r.info.vscodeVersion}, from the last \`npm run test:editor\`; target ≤ 100 ms)`);
} else {
  console.log('extension activation      (run `npm run test:editor` first: it is measured inside code-server)');
}
