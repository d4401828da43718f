// Shared by the graph benches: bundles the code-graph engine next to dist/
// (so it finds dist/wasm and dist/graph-worker.js as the shipped bundle does)
// and loads it. Run `npm run build` first.
//
// Building and loading are apart so a bench that measures a process (graph-speed's
// children: peak RSS, CPU) builds in its parent and loads the built file in the child:
// esbuild in the measured process (its service's pipes, and since 51499a6 the worker
// thread `buildSync` starts for extractId) added ~10 MiB of RSS the product never has.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The bench bundle of the engine, beside the shipped dist/ files. */
const out = join(root, 'dist', 'bench-graph.cjs');

/** Returns the engine entry points the graph benches use (openGraph, Repo, Registry, graphTools, the pool, listing, parseSource, web-tree-sitter's Node) from a fresh bundle. */
export async function loadGraphEngine() {
  await buildGraphEngine();
  return requireGraphEngine();
}

/** Loads the bundle buildGraphEngine wrote, without esbuild in this process; throws when there is none. */
export function requireGraphEngine() {
  if (!existsSync(out)) throw new Error(`no ${out}: call buildGraphEngine() first`);
  return createRequire(import.meta.url)(out);
}

/** Bundles the engine entry points into dist/bench-graph.cjs (esbuild, imported here only). */
export async function buildGraphEngine() {
  if (!existsSync(join(root, 'dist', 'graph-worker.js'))) throw new Error('run `npm run build` first');
  const esbuild = await import('esbuild');
  const { extractId, webTreeSitterFastNodes } = await import('../esbuild.mjs');
  await esbuild.build({
    stdin: {
      contents: `export { openGraph } from './server/src/core/graph/graph';
        export { Repo } from './server/src/core/repo';
        export { Registry } from './server/src/tools/registry';
        export { graphTools } from './server/src/tools/codeTools';
        export { silentLogger } from './server/src/core/logger';
        import { lastPoolStats } from './server/src/core/graph/pool';
        export { ParsePool, workerScript, poolSize } from './server/src/core/graph/pool';
        export { listFiles, looksGenerated } from './server/src/core/graph/indexer';
        export const poolStats = () => lastPoolStats;
        export { mainPhases } from './server/src/core/graph/threadCpu';
        export { parseSource, parseOnly } from './server/src/core/graph/parse';
        export { LANGUAGES, grammarPath } from './server/src/core/graph/languages';
        export { Node } from 'web-tree-sitter';
        export { tuneV8 } from './server/src/v8Tuning';`,
      resolveDir: root,
      loader: 'ts',
    },
    // The alias below is relative to the working directory: the repository's, wherever the bench runs from.
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: out,
    logLevel: 'error',
    alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
    // The same rewrites as the shipped bundles (esbuild.mjs webTreeSitterFastNodes).
    plugins: [webTreeSitterFastNodes],
    // The same record version as dist/graph-worker.js, so records it cached are read back.
    define: { __KONTEXT_EXTRACT_ID__: JSON.stringify(extractId(root)) },
  });
}
