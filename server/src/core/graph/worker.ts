/**
 * Entry of the code-graph index worker (bundled as dist/graph-worker.js).
 * Receives `{jobs: ParseJob[]}` as workerData and posts `{path, rec}` per
 * file (`rec` null when the file could not be parsed); the thread ends when
 * its work is done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseInline, type ParseJob } from './indexer';

const jobs = (workerData?.jobs ?? []) as ParseJob[];
void parseInline(jobs, (p, rec) => parentPort?.postMessage({ path: p, rec }));
