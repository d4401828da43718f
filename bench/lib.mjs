// Helpers the bench scripts share: bundling the engine entry points they
// measure (the same TypeScript the server runs, through esbuild) and the
// percentile / median / time formatting every figure is printed with.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** The project root (the folder above bench/). */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundles `exports` (TypeScript `export … from './server/src/…'` lines,
 * resolved from the project root) into a temporary ES module, imports it and
 * deletes the file. `name` only labels the temp file.
 */
export async function loadEngine(name, exports) {
  const out = path.join(os.tmpdir(), `kontext-bench-${name}-${process.pid}.mjs`);
  await esbuild.build({
    stdin: { contents: exports, resolveDir: projectRoot, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'error',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    fs.rmSync(out, { force: true });
  }
}

/** The q-quantile (0–1) of `xs` by the nearest-rank method; NaN for an empty list. */
export function percentile(xs, q) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * q) - 1))];
}

/** 95th percentile of `xs` (nearest rank). */
export const p95 = (xs) => percentile(xs, 0.95);

/** Median of `xs` (the upper middle for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds with one decimal: `12.3 ms`. */
export const ms = (x) => `${x.toFixed(1)} ms`;

/** Wall time of one (possibly async) call, in milliseconds. */
export async function timeOnce(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Median wall time over `n` calls of `fn(i)`, in milliseconds. */
export async function medianTime(fn, n = 5) {
  const xs = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    xs.push(performance.now() - t0);
  }
  return median(xs);
}
