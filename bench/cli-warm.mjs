#!/usr/bin/env node
// Warm CLI latency of a code-graph question: `kontext -C <repo> callers <symbol>`
// (or any question given) in a new process each time, the repository already
// indexed and unchanged, so each run loads the saved graph (<W>/graph.json and
// the records under <K>/graph), checks it is current, and answers. Prints the
// median and p90 wall time and the median CPU (user + sys of the child) over
// the runs, beside `node -e 0` measured in the same run (alternating, so both
// see the same machine load; the machine is shared, so compare figures of one
// run, not across runs).
//
// usage: node bench/cli-warm.mjs [--base <other kontext.js> [--base-repo <clone>]] [repo] [runs] [-- question…]
//   --base: also time another build's bundle (say a copy of dist/ made before a
//     change), interleaved with this one, and check both answer the same.
//   --base-repo: the base build answers in this clone of the repository (the
//     same commit) instead: needed when the builds differ in RECORD_VERSION
//     (extract.ts: format and extraction digest), else each run re-indexes the
//     other's cache and the figures are of cold indexes
// Each build gets its own V8 code cache folder for the run (KONTEXT_COMPILE_CACHE,
// compileCache.ts): the shared one holds one file per bundle name, so two
// builds run in turn (or other worktrees' builds run meanwhile) replaced each
// other's and every run compiled the program again.
//   repo: default $KONTEXT_BENCH_REPO, else /tmp/bench/typeorm
//   runs: samples per figure (default 10)
//   question: default `callers EntityManager.save` (typeorm), `callers createVNode` (else)
// One untimed run goes first (indexes the repository if it is not yet, and
// writes the V8 code cache, compileCache.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.resolve(here, '..', 'dist', 'kontext.js');
const dash = process.argv.indexOf('--');
const args = dash < 0 ? process.argv.slice(2) : process.argv.slice(2, dash);
const baseAt = args.indexOf('--base');
const base = baseAt < 0 ? null : path.resolve(args.splice(baseAt, 2)[1] ?? '');
const baseRepoAt = args.indexOf('--base-repo');
const baseRepo = baseRepoAt < 0 ? null : path.resolve(args.splice(baseRepoAt, 2)[1] ?? '');
if (baseRepo !== null && (base === null || !existsSync(baseRepo))) {
  console.error(`bench/cli-warm: --base-repo ${baseRepo} ${base === null ? 'needs --base' : 'is missing; give a clone of the repository'}`);
  process.exit(1);
}
if (base !== null && !existsSync(base)) {
  console.error(`bench/cli-warm: --base ${base} is missing; give the path of another build's kontext.js`);
  process.exit(1);
}
const repo = path.resolve(args[0] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/typeorm');
const runs = Number(args[1] ?? 10);
const question = dash >= 0 ? process.argv.slice(dash + 1) : ['callers', path.basename(repo) === 'typeorm' ? 'EntityManager.save' : 'createVNode'];
if (!existsSync(bundle)) {
  console.error(`bench/cli-warm: ${bundle} is missing; run npm run build first`);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench/cli-warm: runs must be a whole number ≥ 1, not ${args[1]}`);
  process.exit(1);
}

/** CPU of this process's reaped children so far (ms; /proc/self/stat cutime + cstime, 10 ms ticks), null off Linux. */
function childCpuMs() {
  try {
    const st = readFileSync('/proc/self/stat', 'utf8');
    const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return null;
  }
}

/** Runs `argv` under node once (with `env` added): wall ms, child CPU ms (or null), exit status, stdout. */
function run(argv, env = {}) {
  const c0 = childCpuMs();
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, ...env } });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const c1 = childCpuMs();
  return { wall, cpu: c0 === null || c1 === null ? null : c1 - c0, status: r.status, out: r.stdout, err: r.stderr };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const load = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
};

const codeCache = () => ({ KONTEXT_COMPILE_CACHE: mkdtempSync(path.join(os.tmpdir(), 'kontext-cli-warm-v8-')) });
const builds = [{ name: 'this build', cli: [bundle, '-C', repo, ...question], env: codeCache(), wall: [], cpu: [] }];
if (base) builds.push({ name: `base ${base}${baseRepo ? ` in ${baseRepo}` : ''}`, cli: [base, '-C', baseRepo ?? repo, ...question], env: codeCache(), wall: [], cpu: [] });
process.on('exit', () => {
  for (const b of builds) rmSync(b.env.KONTEXT_COMPILE_CACHE, { recursive: true, force: true });
});
let answer = null;
for (const b of builds) {
  const first = run(b.cli, b.env);
  if (first.status !== 0) {
    console.error(`bench/cli-warm: ${b.name}: kontext ${question.join(' ')} failed (exit ${first.status}):\n${first.err}`);
    process.exit(1);
  }
  if (answer !== null && first.out !== answer) {
    console.error(`bench/cli-warm: ${b.name} answers differently from this build`);
    process.exit(1);
  }
  answer = first.out;
}
const floor = { wall: [], cpu: [] };
const load0 = load();
for (let i = 0; i < runs; i++) {
  const f = run(['-e', '0']);
  floor.wall.push(f.wall);
  floor.cpu.push(f.cpu ?? 0);
  for (const b of builds) {
    const r = run(b.cli, b.env);
    if (r.status !== 0 || r.out !== answer) {
      console.error(`bench/cli-warm: ${b.name}, run ${i + 1} ${r.status !== 0 ? `failed (exit ${r.status}): ${r.err}` : 'answered differently from the first run'}`);
      process.exit(1);
    }
    b.wall.push(r.wall);
    b.cpu.push(r.cpu ?? 0);
  }
}
const ms = (x) => `${x.toFixed(0)} ms`;
console.log(`repo ${repo}; load average ${load0} → ${load()}; ${runs} runs each, alternating`);
for (const b of builds) {
  console.log(`warm CLI \`kontext ${question.join(' ')}\` (${b.name}): wall p50 ${ms(pct(b.wall, 50))}, p90 ${ms(pct(b.wall, 90))}; CPU p50 ${ms(pct(b.cpu, 50))} (new process, saved graph, nothing changed)`);
}
console.log(`floor \`node -e 0\`: wall p50 ${ms(pct(floor.wall, 50))}; CPU p50 ${ms(pct(floor.cpu, 50))}`);
