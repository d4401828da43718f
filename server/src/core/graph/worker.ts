/**
 * Entry of the code-graph index worker (bundled as dist/graph-worker.js),
 * driven by pool.ts. workerData: `{root, profile, parseOnly, modules}`
 * (`modules`: the compiled runtime, languages.ts wasmModule). Messages in:
 * `{jobs: WireJob[], modules?}` (a batch, with the compiled grammars this
 * worker was not sent before; a job without `data` is read from `root`),
 * `{end: true}` (post the phase figures when profiling, then stop). Messages
 * out: `{done: [{path, json}]}` per batch (`json` = the FileRec's compact
 * JSON, store.ts; null when the file could not be parsed), `{stats}`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { adoptWasmModules, initParser, languageById } from './languages';
import { parseOnly, parseSource } from './parse';
import { encodeRec } from './recordCodec';
import type { FromWorker, ToWorker, WireJob } from './pool';
import { addPhase, threadCpuMs, type PhaseTimes } from './threadCpu';

const root: string = workerData?.root ?? '';
const profile: boolean = !!workerData?.profile;
/** Parse and free only (the floor of bench/graph-speed.mjs): every answer is null. */
const floor: boolean = !!workerData?.parseOnly;
const stats: PhaseTimes | null = profile ? { startup: threadCpuMs() } : null;
const decoder = new TextDecoder();

// The compiled runtime (and later the grammars) come from the thread that started this one.
if (workerData?.modules) adoptWasmModules(workerData.modules);
// The runtime loads while the main thread is still listing files.
const ready = initParser().then(() => {
  if (stats) stats.startup = threadCpuMs();
});

async function run(jobs: WireJob[]): Promise<void> {
  await ready;
  const done: { path: string; json: string | null }[] = [];
  for (const j of jobs) {
    let json: string | null = null;
    try {
      let t = stats ? threadCpuMs() : 0;
      const text = j.data ? decoder.decode(j.data) : fs.readFileSync(path.join(root, j.path), 'utf8');
      if (stats) addPhase(stats, 'decode', t);
      if (floor) {
        await parseOnly(languageById(j.lang)!, text, stats ?? undefined);
        done.push({ path: j.path, json: null });
        continue;
      }
      const rec = await parseSource(languageById(j.lang)!, text, stats ?? undefined);
      if (stats) t = threadCpuMs();
      json = encodeRec(rec);
      if (stats) addPhase(stats, 'encode', t);
    } catch (e) {
      if (process.env.KONTEXT_GRAPH_DEBUG) process.stderr.write(`kontext: graph: ${j.path}: ${(e as Error).stack}\n`);
    }
    done.push({ path: j.path, json });
  }
  const t = stats ? threadCpuMs() : 0;
  parentPort?.postMessage({ done } satisfies FromWorker);
  if (stats) addPhase(stats, 'post', t);
}

// Batches are handled one after another, in arrival order.
let chain: Promise<void> = Promise.resolve();
parentPort?.on('message', (m: ToWorker) => {
  if ('jobs' in m) {
    if (m.modules) adoptWasmModules(m.modules);
    const jobs = m.jobs;
    chain = chain.then(() => run(jobs));
  } else {
    void chain.then(() => {
      if (stats) {
        stats.total = threadCpuMs();
        parentPort?.postMessage({ stats } satisfies FromWorker);
      }
      parentPort?.close();
    });
  }
});
