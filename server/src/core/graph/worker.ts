/**
 * Entry of the code-graph index worker (bundled as dist/graph-worker.js).
 * Receives `{root, jobs: ParseJob[]}` as workerData, reads each file itself,
 * and posts `{path, json}` per file (`json` = the FileRec's compact JSON, store.ts; null when
 * the file could not be parsed); the thread ends when its work is done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseInline, type ParseJob } from './indexer';
import { encodeRec } from './store';

const jobs = (workerData?.jobs ?? []) as ParseJob[];
void parseInline(jobs, (p, rec) => parentPort?.postMessage({ path: p, json: rec ? encodeRec(rec) : null }), workerData?.root ?? '');
