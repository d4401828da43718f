#!/usr/bin/env node
// Retrieval figures on a real repository, each beside its floor measured in
// the same run (issue 2 targets in brackets):
//   history   read + parse of 5000 commits that a cold index waits for, vs
//             `git log -n 5000 >/dev/null` [≤ 3× floor]: without changed paths
//             (first-ever index) and with paths from the <K>/commit-files cache;
//             apart: the background pass that adds the paths (lazy in kontext
//             mcp/lsp), and the eager read with paths (one-shot CLI commands)
//   cold      index of 5000 commits + docs, fresh process, until searchable  [≤ 1 s];
//             first-ever (no path cache: paths follow in the background) and cached
//   load      saved index (index.bin) loaded in a fresh process             [≤ 150 ms]
//   search    warm search p95 over a fixed query list                       [≤ 5 ms]
// Wall times beside CPU times: on a loaded machine wall time mostly measures the
// other processes, CPU time (this process + reaped git children) much less.
// Runs the BUILT engine (dist/bench-core.js: run `npm run build` first).
// Usage: node bench/search.mjs [repo] [--runs N] [--only history,cold,load,search]   (repo also via KONTEXT_BENCH_REPO)
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.resolve(here, '..', 'dist', 'bench-core.js');
const args = process.argv.slice(2);
const child = args[0] === '--child' ? args[1] : null;
const repoDir = path.resolve((child ? args[2] : args.find((a, i) => !a.startsWith('--') && !['--runs', '--only'].includes(args[i - 1]))) ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const onlyArg = args.indexOf('--only');
/** `--only history,cold`: just those sections. */
const want = (section) => onlyArg < 0 || args[onlyArg + 1].split(',').includes(section);
const MAX = 5000;
const QUERIES = [
  'reactive ref unwrap',
  'defineComponent',
  'watchEffect flush timing',
  'hydration mismatch',
  'shallowRef',
  'compiler sfc script setup',
  'v-model checkbox',
  'teleport disabled',
  'KeepAlive include exclude',
  'suspense async setup',
  'nextTick',
  'custom element props',
  'transition group move',
  'slots fragment',
  'emits validation warning',
  'ssr render attrs',
  'computed getter cache',
  'effectScope stop',
  'provide inject default',
  'template ref function',
];

if (!fs.existsSync(bundle)) {
  console.error(`bench: ${bundle} is missing; run npm run build first`);
  process.exit(1);
}
const core = createRequire(import.meta.url)(bundle);

const ms = (t0) => performance.now() - t0;
/** CPU ms of this process (user + system). */
const selfCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** CPU ms of reaped child processes (Linux /proc, 10 ms ticks): wall time lies on a loaded machine, CPU time much less. */
const childCpu = () => {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return NaN;
  }
};
const allCpu = () => selfCpu() + childCpu();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const fmt = (x) => `${x.toFixed(1)} ms`;

/** Wall time of `git <args>` with stdout to /dev/null (the floor). */
function gitFloor(gitArgs) {
  const t0 = performance.now();
  execFileSync('git', gitArgs, { cwd: repoDir, stdio: ['ignore', 'ignore', 'inherit'] });
  return ms(t0);
}

// ---- child modes: one measurement in a fresh process -------------------------
if (child) {
  const repo = await core.Repo.open(repoDir);
  if (child === 'cold' || child === 'cold-nocache') {
    core.deferCommitFiles(); // as kontext mcp/lsp: paths not cached are read by the background pass
    if (child === 'cold-nocache') fs.rmSync(core.fileCacheDir(repo), { recursive: true, force: true });
    const t0 = performance.now();
    const c0 = allCpu();
    core.forgetIndex(repo);
    const st = await core.getIndex(repo, { force: true });
    const built = ms(t0);
    const builtCpu = allCpu() - c0;
    const pending = st.manifest.pendingFiles?.length ?? 0;
    const t1 = performance.now();
    const hits = await core.searchLocal(repo, 'reactive', { limit: 1 });
    const searchable = built + ms(t1);
    await core.flushIndex(repo); // the background pass (if any) and the save run after the first answer
    const saved = ms(t0);
    const savedCpu = allCpu() - c0;
    process.stdout.write(JSON.stringify({ built, builtCpu, searchable, saved, savedCpu, pending, docs: (await core.getIndex(repo)).engine.documentCount, hit: hits[0]?.uri }));
  } else if (child === 'load') {
    const t0 = performance.now();
    const c0 = selfCpu();
    const st = core.loadSavedIndex(repo);
    const load = ms(t0);
    const loadCpu = selfCpu() - c0;
    if (!st) throw new Error('no saved index');
    const t1 = performance.now();
    await core.getIndex(repo); // load again through the normal path + the first no-op refresh check
    const first = ms(t1);
    const t2 = performance.now();
    await core.searchLocal(repo, 'reactive ref', { limit: 10 });
    const firstSearch = ms(t2);
    const dir = core.indexDir(repo);
    // Floor: the bytes a load must read (index.bin) and the manifest it must parse.
    const t3 = performance.now();
    const c3 = selfCpu();
    fs.readFileSync(path.join(dir, 'index.bin'));
    JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    const parseFloor = ms(t3);
    const parseFloorCpu = selfCpu() - c3;
    process.stdout.write(JSON.stringify({ load, loadCpu, parseFloorCpu, first, firstSearch, parseFloor, bytes: fs.statSync(path.join(dir, 'index.bin')).size }));
  }
  process.exit(0);
}

function runChild(mode) {
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', mode, repoDir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`child ${mode} failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

console.log(`kontext retrieval bench — ${repoDir} (${execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim()} commits), ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, ${RUNS} runs, medians`);

// ---- history ------------------------------------------------------------------
if (want('history')) {
  const repo = await core.Repo.open(repoDir);
  const runs = { floor: [], floorCpu: [], noFiles: [], noFilesCpu: [], cached: [], cachedCpu: [], pass: [], passCpu: [], eager: [], eagerCpu: [], gitNames: [] };
  const timed = async (key, fn) => {
    const c0 = allCpu();
    const t0 = performance.now();
    const r = await fn();
    runs[key].push(ms(t0));
    runs[key + 'Cpu']?.push(allCpu() - c0);
    return r;
  };
  let n = 0;
  let shas = [];
  // The cache as a restarted process finds it: filled once, re-read from disk each run.
  await core.commitFiles(repo, (await core.readCommits(repo, MAX, { files: false })).map((c) => c.sha));
  for (let i = 0; i < RUNS; i++) {
    await timed('floor', () => gitFloor(['log', '-n', String(MAX)]));
    // What a first-ever cold index waits for: the commits without their paths.
    const commits = await timed('noFiles', () => core.readCommits(repo, MAX, { files: false }));
    n = commits.length;
    shas = commits.map((c) => c.sha);
    // What any later cold index waits for: the same read, joined with the cached paths (read from disk in parallel).
    await timed('cached', async () => {
      core.forgetFileCache(repo);
      const [cs, cache] = await Promise.all([core.readCommits(repo, MAX, { files: false }), core.loadFileCache(repo)]);
      let hits = 0;
      for (const c of cs) {
        const f = cache.get(c.sha);
        if (f) (c.files = f), hits++;
      }
      if (hits !== cs.length) throw new Error(`cache covers ${hits}/${cs.length} commits`);
    });
    // The background pass: the paths of those commits from git (two processes, each half the shas).
    await timed('pass', () => core.readFileLists(repo, shas));
    // Eager: commits with paths in one read (one-shot CLI commands; before the pass existed, every cold index).
    await timed('eager', () => core.readCommits(repo, MAX));
    runs.gitNames.push(gitFloor(['log', '-n', String(MAX), '--name-only', '--no-renames']));
  }
  const f = median(runs.floor);
  const fc = median(runs.floorCpu);
  const x = (key) => `${fmt(median(runs[key]))} = ${(median(runs[key]) / f).toFixed(2)}× floor (cpu ${fmt(median(runs[key + 'Cpu']))} = ${(median(runs[key + 'Cpu']) / fc).toFixed(2)}×)`;
  const best = (key) => Math.min(...runs[key].map((v, i) => v / runs.floor[i])).toFixed(2);
  console.log(`history  floor \`git log -n ${MAX} >/dev/null\` ${fmt(f)} (cpu incl. git ${fmt(fc)}); ${n} commits read each way; load ${os.loadavg()[0].toFixed(1)}`);
  console.log(`history  cold index waits for, first-ever (commits without paths): ${x('noFiles')}  [target ≤ 3×]; best run ${best('noFiles')}×`);
  console.log(`history  cold index waits for, paths cached under <K>/commit-files (any later index, any worktree): ${x('cached')}  [target ≤ 3×]; best run ${best('cached')}×`);
  console.log(`history  lazy, waited for by no request: background pass reading the paths of those ${n} commits from git ${x('pass')}`);
  console.log(`history  eager read with paths (one-shot CLI commands read the paths inline): ${x('eager')}; git's own \`--name-only\` pass alone ${fmt(median(runs.gitNames))} = ${(median(runs.gitNames) / f).toFixed(2)}× floor`);
}

// ---- cold index -----------------------------------------------------------------
if (want('cold')) {
  const cold = { 'cold-nocache': [], cold: [] };
  const floor = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(gitFloor(['log', '-n', String(MAX)]));
    for (const mode of Object.keys(cold)) cold[mode].push(runChild(mode));
  }
  for (const [mode, runs] of Object.entries(cold)) {
    const label = mode === 'cold' ? 'paths cached' : 'first-ever (no path cache)';
    console.log(
      `cold     ${label}: index of ${runs[0].docs} docs (commits + doc chunks + entries), fresh process, built and searchable ${fmt(median(runs.map((x) => x.built)))} (cpu ${fmt(median(runs.map((x) => x.builtCpu)))})  [target ≤ 1000 ms]; ` +
        `+ first search ${fmt(median(runs.map((x) => x.searchable - x.built)))}; ` +
        (runs[0].pending ? `${runs[0].pending} commits' paths added by the background pass, complete and on disk after ${fmt(median(runs.map((x) => x.saved)))}` : `complete at once, on disk after ${fmt(median(runs.map((x) => x.saved)))}`) +
        ` (cpu ${fmt(median(runs.map((x) => x.savedCpu)))})`,
    );
  }
  console.log(`cold     floor \`git log -n ${MAX} >/dev/null\` ${fmt(median(floor))}`);
}

// ---- load -------------------------------------------------------------------------
if (want('load')) {
  const loads = [];
  for (let i = 0; i < RUNS; i++) loads.push(runChild('load'));
  console.log(
    `load     saved index (${(loads[0].bytes / 1e6).toFixed(2)} MB) ${fmt(median(loads.map((x) => x.load)))}  [target ≤ 150 ms]; ` +
      `floor read index.bin + parse manifest.json ${fmt(median(loads.map((x) => x.parseFloor)))}; ` +
      `getIndex incl. first refresh check ${fmt(median(loads.map((x) => x.first)))}, then first search ${fmt(median(loads.map((x) => x.firstSearch)))}`,
  );
  console.log(`load     (cpu) ${fmt(median(loads.map((x) => x.loadCpu)))}; floor cpu ${fmt(median(loads.map((x) => x.parseFloorCpu)))}`);
}

// ---- warm search -------------------------------------------------------------------
if (want('search')) {
  const repo = await core.Repo.open(repoDir);
  const st = await core.getIndex(repo);
  for (const q of QUERIES) await core.search(repo, { query: q }); // warm-up: JIT, phrase texts
  const times = [];
  const floor = [];
  for (let round = 0; round < 10; round++) {
    for (const q of QUERIES) {
      let t0 = performance.now();
      await core.search(repo, { query: q });
      times.push(ms(t0));
      t0 = performance.now();
      st.engine.search(q);
      floor.push(ms(t0));
    }
  }
  console.log(
    `search   warm ctx_search core (local + inbox, fused, rendered) p50 ${fmt(pct(times, 50))} p95 ${fmt(pct(times, 95))} max ${fmt(Math.max(...times))} over ${times.length} queries  [target p95 ≤ 5 ms]; ` +
      `floor raw minisearch search p95 ${fmt(pct(floor, 95))}`,
  );
}

console.log(`done     load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min): wall figures above count other processes' load, CPU figures much less`);
