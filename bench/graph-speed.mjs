#!/usr/bin/env node
// Code-graph speed on a real repository (SPEC §12, issue 3), beside Universal
// Ctags on the same tree in the same run:
//   - cold index throughput (MiB of indexed source per second of wall time; best of
//     three runs, each printed, as ctags is best of two) vs `ctags -R` wall time; peak RSS of the indexing process (workers included);
//     its CPU by thread (main thread by phase, workers by phase from their own
//     thread clocks, V8's helper threads as the rest) with KONTEXT_GRAPH_PROFILE=1
//   - the parse floor: the same files through the same worker pool, each parsed
//     and freed, nothing extracted (what tree-sitter alone costs here, same run)
//   - loading the saved index in a new process
//   - re-indexing one edited file (p50/p95), and the largest file ≤ 150 KiB, in the
//     repository's main language (any the graph reads: a new function appended, else a comment):
//     files open in the editor (their syntax tree kept since opening, so the parse is incremental),
//     and the same files edited while not open (a whole parse each)
//   - code_callers warm latency (p50/p95) through the registry
//   - a file with syntax errors keeps its other definitions
//
//   npm run build && node bench/graph-speed.mjs [repo]   (default: KONTEXT_BENCH_REPO or /tmp/bench/vuejs-core)
//
// The repository is cloned into a temp folder first; nothing is written into it.
// Other work on the machine slows every figure: each line prints the load average,
// and the floor, measured in the same run, is the yardstick for the index's own cost.
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraphEngine, requireGraphEngine } from './graphLoad.mjs';

const self = fileURLToPath(import.meta.url);
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;
// CPU time of the calling thread alone (ms; Linux /proc, 10 ms ticks), so the
// main thread's share can be told from the workers' (process.cpuUsage sums all threads).
const threadCpuMs = () => {
  try {
    const st = fs.readFileSync('/proc/thread-self/stat', 'utf8');
    const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return NaN;
  }
};

// What an edit appends, per language: a new function where one can stand at the end of a file,
// else a comment (Java, C#, Kotlin… keep their members inside a class body); the file is re-read either way.
const NEW_FUNCTION = {
  typescript: (i) => `\nexport function benchEdit${i}() { return ${i}; }\n`,
  tsx: (i) => `\nexport function benchEdit${i}() { return ${i}; }\n`,
  javascript: (i) => `\nfunction benchEdit${i}() { return ${i}; }\n`,
  python: (i) => `\n\ndef bench_edit_${i}():\n    return ${i}\n`,
  rust: (i) => `\nfn bench_edit_${i}() -> i32 { ${i} }\n`,
  go: (i) => `\nfunc benchEdit${i}() int { return ${i} }\n`,
  ruby: (i) => `\ndef bench_edit_${i}\n  ${i}\nend\n`,
};
const LINE_COMMENT = { python: '#', ruby: '#', bash: '#', lua: '--' };
const commentLine = (lang, text) => `\n${LINE_COMMENT[lang] ?? '//'} ${text}\n`;

if (process.argv[2] === '--child') {
  // One phase in a fresh process, so RSS and load time are its own.
  const [, , , root, phase] = process.argv;
  // The bundle the parent built: no esbuild in the measured process.
  const engine = requireGraphEngine();
  // The V8 settings the shipped entry applies (server/src/v8Tuning.ts), before the engine runs.
  engine.tuneV8();
  const { openGraph, Repo, Registry, graphTools, silentLogger, poolStats, mainPhases } = engine;
  if (phase === 'floor') {
    // The parse floor: the same files through the same worker pool (listing, reading, transfer,
    // one tree-sitter parse each, tree freed), with no extraction, records or resolution.
    const c0 = process.cpuUsage();
    const m0 = threadCpuMs();
    const t0 = performance.now();
    const { files } = await engine.listFiles(root);
    const pool = new engine.ParsePool(engine.workerScript(), root, engine.poolSize(), () => undefined, true);
    // The grammars are compiled at the tiers the index compiles them at (pool.ts expect).
    pool.expect(files.map((f) => ({ lang: f.lang.id, size: f.size })));
    let bytes = 0;
    let n = 0;
    for (const f of files) {
      const buf = fs.readFileSync(path.join(root, f.path));
      if (engine.looksGenerated(buf.subarray(0, 600).toString('utf8'))) continue;
      bytes += buf.length;
      n++;
      pool.add({ path: f.path, lang: f.lang.id, data: buf });
    }
    await pool.finish();
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(c0);
    process.stdout.write(JSON.stringify({ phase, wall, cpuMs: (cpu.user + cpu.system) / 1000, mainCpuMs: threadCpuMs() - m0, files: n, bytes, workers: pool.stats }));
    process.exit(0);
  }
  const repo = await Repo.open(root);
  const graph = openGraph(repo);
  const c0 = process.cpuUsage();
  const m0 = threadCpuMs();
  const t0 = performance.now();
  await graph.ensure(30 * 60_000);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const mainCpuMs = threadCpuMs() - m0;
  const st = graph.status();
  let bytes = 0;
  for (const p of graph.data.files.keys()) bytes += fs.statSync(path.join(root, p)).size;
  const out = { phase, workers: poolStats(), mainPhases: { ...mainPhases }, wall, cpuMs: (cpu.user + cpu.system) / 1000, mainCpuMs, files: st.files, definitions: st.definitions, calls: st.calls, bytes, maxRssKiB: process.resourceUsage().maxRSS };
  if (phase === 'warm') {
    // Re-index one edited file: 40 files of the repository's main language (most files), spread over the size range.
    // CPU of the process (all threads; the pool is idle here) per edit: what load on the machine does not inflate, unlike wall time.
    const cpuSince = (c) => {
      const d = process.cpuUsage(c);
      return (d.user + d.system) / 1000;
    };
    const langOf = (p) => graph.data.files.get(p).lang;
    const counts = new Map();
    for (const p of graph.data.files.keys()) counts.set(langOf(p), (counts.get(langOf(p)) ?? 0) + 1);
    const lang = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const edit = (i) => NEW_FUNCTION[lang]?.(i) ?? commentLine(lang, `bench edit ${i}`);
    // TS/JS repositories keep the figures of earlier sessions: their .ts and .js files.
    const tsjs = lang === 'typescript' || lang === 'javascript';
    const paths = [...graph.data.files.keys()].filter((p) => (tsjs ? /\.(ts|js)$/.test(p) : langOf(p) === lang)).sort();
    out.lang = lang;
    const pick = paths.filter((_, i) => i % Math.max(1, Math.floor(paths.length / 40)) === 0).slice(0, 41);
    // Steady state, as for an edit seconds after the server loaded its graph: the background
    // warm-up (grammars loaded, extraction compiled) is done, and one untimed edit goes first.
    await graph.settled();
    const first = pick.shift();
    fs.appendFileSync(path.join(root, first), commentLine(lang, 'warm-up edit'));
    await graph.updateFiles([first]);
    // Times one edit of each picked file: wall and CPU per edit, the slowest three. `open`: the file is
    // opened first (untimed; the language server keeps its syntax tree on didOpen, CodeGraph.keepTrees),
    // so a save re-parses only what changed (keptTrees.ts); else a whole parse, as for an agent's edit
    // of a file no editor has open, seen by the watcher.
    const timeEdits = async (open, from) => {
      const times = [];
      const cpu = [];
      const slow = [];
      for (const [i, p] of pick.entries()) {
        if (open) await graph.keepTrees([p]);
        fs.appendFileSync(path.join(root, p), edit(from + i));
        const c = process.cpuUsage();
        const t = performance.now();
        await graph.updateFiles([p]);
        const wall = performance.now() - t;
        times.push(wall);
        cpu.push(cpuSince(c));
        slow.push([wall, p]);
        graph.dropTrees([p]);
      }
      slow.sort((a, b) => b[0] - a[0]);
      return { n: times.length, p50: pct(times, 50), p95: pct(times, 95), slowest: slow.slice(0, 3), cpuP50: pct(cpu, 50), cpuP95: pct(cpu, 95) };
    };
    out.edit = await timeEdits(true, 0);
    out.editWhole = await timeEdits(false, pick.length);
    // The largest file up to 150 KiB.
    const big = paths.map((p) => [p, fs.statSync(path.join(root, p)).size]).filter(([, s]) => s <= 150 * 1024).sort((a, b) => b[1] - a[1])[0];
    const bigTimes = [];
    await graph.keepTrees([big[0]]);
    for (let i = 0; i < 10; i++) {
      fs.appendFileSync(path.join(root, big[0]), commentLine(lang, `edit ${i}`));
      const t = performance.now();
      await graph.updateFiles([big[0]]);
      bigTimes.push(performance.now() - t);
    }
    out.bigEdit = { path: big[0], kib: big[1] / 1024, p50: pct(bigTimes, 50), p95: pct(bigTimes, 95) };
    // code_callers through the registry, warm: 200 functions, second pass timed.
    const registry = new Registry(graphTools());
    const ctx = { repo, log: silentLogger, origin: 'agent' };
    const targets = [];
    for (const r of graph.data.allDefs()) {
      const d = graph.data.def(r);
      if ((d.kind === 'function' || d.kind === 'method') && !r.path.includes('__tests__')) targets.push({ symbol: d.container ? `${d.container}.${d.name}` : d.name, path: `${r.path}:${d.line}` });
    }
    const sample = targets.filter((_, i) => i % Math.max(1, Math.floor(targets.length / 200)) === 0).slice(0, 200);
    for (const a of sample) await registry.call('code_callers', a, ctx);
    const times = [];
    let answered = 0;
    for (const a of sample) {
      const t = performance.now();
      const r = await registry.call('code_callers', a, ctx);
      times.push(performance.now() - t);
      if (!r.isError && !r.structured?.candidates) answered++;
    }
    out.callers = { n: sample.length, answered, p50: pct(times, 50), p95: pct(times, 95) };
    // A file with syntax errors keeps its other definitions.
    const victim = paths.map((p) => [p, graph.data.files.get(p).defs.length]).sort((a, b) => b[1] - a[1])[0][0];
    const text = fs.readFileSync(path.join(root, victim), 'utf8').split('\n');
    // Test cases (kind test: an `it(…)` callback) are counted apart: inside a suite the error breaks they are not recognised, as their suite is not.
    const defCounts = (defs) => ({ all: defs.length, tests: defs.filter((d) => d.kind === 'test').length });
    const before = defCounts(graph.data.files.get(victim).defs);
    text.splice(Math.floor(text.length / 2), 0, tsjs ? 'const = = ; function (( {' : '= = ; function (( {');
    fs.writeFileSync(path.join(root, victim), text.join('\n'));
    await graph.updateFiles([victim]);
    const after = graph.data.files.get(victim);
    out.broken = { path: victim, before, after: defCounts(after.defs), errors: after.errors ?? 0 };
  }
  process.stdout.write(JSON.stringify(out));
  process.exit(0);
}

const src = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-graph-speed-'));
const root = path.join(tmp, 'repo');
// The children load this bundle; building it here keeps esbuild out of what they measure.
await buildGraphEngine();
execFileSync('git', ['clone', '-q', src, root]);
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
console.log(`repository: ${path.basename(src)} (clone in ${tmp}); load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`);

function child(phase, extraEnv = {}, profile = false) {
  // KONTEXT_GRAPH_PROFILE: the threads report their CPU by phase. Reading a thread clock is a
  // read of /proc, several per file: ~150 ms of CPU over a cold index of vuejs/core, so the
  // headline figures come from runs without it, the breakdowns from runs with it.
  const env = { ...process.env, ...extraEnv };
  if (profile) env.KONTEXT_GRAPH_PROFILE = '1';
  else delete env.KONTEXT_GRAPH_PROFILE;
  const r = spawnSync(process.execPath, [self, '--child', root, phase], { encoding: 'utf8', maxBuffer: 1 << 26, env });
  if (r.status !== 0) throw new Error(`${phase} failed: ${r.stderr}`);
  return { ...JSON.parse(r.stdout), load: os.loadavg()[0] };
}
const la = (x) => `load ${x.load.toFixed(1)}`;

// ctags on the same tree, same run (before and after ours, best of two).
function ctags() {
  const t = performance.now();
  // Its warnings (null tags in some JS files) are not ours to print.
  execFileSync('ctags', ['-R', '--exclude=node_modules', '--exclude=.git', '-f', path.join(tmp, 'tags'), '.'], { cwd: root, stdio: ['ignore', 'ignore', 'ignore'] });
  return performance.now() - t;
}
// A first index writes its graph under the clone's git dir; removing it makes the next run cold again.
const forgetGraph = () => fs.rmSync(path.join(root, '.git', 'kontext'), { recursive: true, force: true });
// Wall times on a shared VM only ever grow with other work: as ctags is, the cold index and the
// floor are taken as the best of several runs, and every run is printed.
const best = (runs) => runs.reduce((a, b) => (b.wall < a.wall ? b : a));
const walls = (runs) => runs.map((r) => r.wall.toFixed(0)).join(', ');
const ctagsA = ctags();
const floors = [child('floor'), child('floor')];
const floor = best(floors);
const floorP = child('floor', {}, true);
// The same floor with one worker: how much the second core adds on this machine (two parsing
// threads slow each other down on a 2-vCPU host; ARCHITECTURE.md "Where the cold index's time goes").
const floor1 = os.availableParallelism() > 1 ? child('floor', { KONTEXT_GRAPH_WORKERS: '1' }) : null;
const colds = [];
for (let i = 0; i < 3; i++) {
  colds.push(child('cold'));
  forgetGraph();
}
const cold = best(colds);
// The same cold index again with phase figures (its wall time is not the headline).
const coldP = child('cold', {}, true);
const ctagsB = ctags();
const ctagsWall = Math.min(ctagsA, ctagsB);
const warm = child('warm');

const mib = cold.bytes / 1048576;
console.log(`indexed: ${cold.files} files, ${mib.toFixed(2)} MiB, ${cold.definitions} definitions, ${cold.calls} calls`);
const median = [...colds].sort((a, b) => a.wall - b.wall)[1];
console.log(`cold index:   ${ms(cold.wall)} wall → ${(mib / (cold.wall / 1000)).toFixed(2)} MiB/s (target ≥ 3; best of ${colds.length}: ${walls(colds)} ms, median ${(mib / (median.wall / 1000)).toFixed(2)} MiB/s; ${la(cold)}); CPU ${ms(cold.cpuMs)} (${(mib / (cold.cpuMs / 1000)).toFixed(2)} MiB per CPU-second; main thread ${ms(cold.mainCpuMs)}, workers and V8 helpers ${ms(cold.cpuMs - cold.mainCpuMs)})`);
const sum = (ws, k) => ws.reduce((s, w) => s + (w[k] ?? 0), 0);
if (coldP.workers?.length) {
  const w = coldP.workers;
  const wTotal = sum(w, 'total');
  const mp = coldP.mainPhases ?? {};
  console.log(`  CPU by thread (a second run with phase figures: ${ms(coldP.wall)} wall, CPU ${ms(coldP.cpuMs)}): main ${ms(coldP.mainCpuMs)} (hashing ${ms(mp.hash ?? 0)}, decoding records ${ms(mp.decode ?? 0)}, indexing them ${ms(mp.records ?? 0)}, writing the pack ${ms(mp.save ?? 0)}); ${w.length} workers ${ms(wTotal)} (startup ${ms(sum(w, 'startup'))}, parse ${ms(sum(w, 'parse'))}, extract ${ms(sum(w, 'extract'))}, encode+post ${ms(sum(w, 'encode') + sum(w, 'post'))}); V8 helper threads (JIT, GC, wasm tier-up) ${ms(coldP.cpuMs - coldP.mainCpuMs - wTotal)}`);
}
const floorMib = floor.bytes / 1048576;
const fw = sum(floorP.workers, 'total');
console.log(`parse floor:  ${ms(floor.wall)} wall → ${(floorMib / (floor.wall / 1000)).toFixed(2)} MiB/s; CPU ${ms(floor.cpuMs)} (${(floorMib / (floor.cpuMs / 1000)).toFixed(2)} MiB per CPU-second; best of ${floors.length}: ${walls(floors)} ms) — same ${floor.files} files, same pool, parse + free only (${la(floor)}); cold index = ${(cold.cpuMs / floor.cpuMs).toFixed(2)}× its CPU, ${(cold.wall / floor.wall).toFixed(2)}× its wall`);
console.log(`  floor CPU by thread (a second run with phase figures: ${ms(floorP.wall)} wall): main ${ms(floorP.mainCpuMs)}; workers ${ms(fw)} (startup ${ms(sum(floorP.workers, 'startup'))}, parse ${ms(sum(floorP.workers, 'parse'))}); V8 helper threads ${ms(floorP.cpuMs - floorP.mainCpuMs - fw)}`);
if (floor1 && floorP.workers?.length > 1) console.log(`  with 1 worker: ${ms(floor1.wall)} wall → ${(floorMib / (floor1.wall / 1000)).toFixed(2)} MiB/s; ${floorP.workers.length} workers parse ${(floor1.wall / floor.wall).toFixed(2)}× as fast as one (${la(floor1)})`);
console.log(`ctags -R:     ${ms(ctagsWall)} wall (best of 2) → graph/ctags = ${(cold.wall / ctagsWall).toFixed(2)}× (target ≤ 3×)`);
console.log(`peak RSS:     ${(Math.max(...colds.map((c) => c.maxRssKiB)) / 1024).toFixed(0)} MiB during the cold index (highest of ${colds.length} runs), workers included (target ≤ 200)`);
console.log(`load saved:   ${ms(warm.wall)} wall, CPU ${ms(warm.cpuMs)} (new process, records from <K>/graph)`);
console.log(`edit 1 file:  p50 ${ms(warm.edit.p50)}, p95 ${ms(warm.edit.p95)} over ${warm.edit.n} ${warm.lang} files open in the editor (tree kept since opening; target p95 ≤ 20 ms); CPU p50 ${ms(warm.edit.cpuP50)}, p95 ${ms(warm.edit.cpuP95)}; slowest ${warm.edit.slowest.map(([t, p]) => `${ms(t)} ${p}`).join(', ')}`);
console.log(`  not open:   p50 ${ms(warm.editWhole.p50)}, p95 ${ms(warm.editWhole.p95)}; CPU p50 ${ms(warm.editWhole.cpuP50)}, p95 ${ms(warm.editWhole.cpuP95)}; the same files edited while not open (a whole parse each); slowest ${warm.editWhole.slowest.map(([t, p]) => `${ms(t)} ${p}`).join(', ')}`);
console.log(`edit ${warm.bigEdit.kib.toFixed(0)} KiB file: p50 ${ms(warm.bigEdit.p50)}, p95 ${ms(warm.bigEdit.p95)} (${warm.bigEdit.path}, open; target ≤ 150 ms at 100 KiB)`);
console.log(`code_callers: p50 ${ms(warm.callers.p50)}, p95 ${ms(warm.callers.p95)} warm over ${warm.callers.n} symbols (${warm.callers.answered} answered) (target p95 ≤ 20 ms)`);
const { before: b0, after: b1 } = warm.broken;
console.log(`syntax error: ${warm.broken.path} keeps ${b1.all - b1.tests} of ${b0.all - b0.tests} definitions${b0.tests ? ` and ${b1.tests} of ${b0.tests} test cases` : ''} (${warm.broken.errors} error nodes)`);
console.log(`peak RSS (warm process): ${(warm.maxRssKiB / 1024).toFixed(0)} MiB`);
console.log(`load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
