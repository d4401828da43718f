// Shared by the graph benches: bundles the code-graph engine next to dist/
// (so it finds dist/wasm and dist/graph-worker.js as the shipped bundle does)
// and loads it. Run `npm run build` first.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { extractId } from '../esbuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Returns the engine entry points the graph benches use (openGraph, Repo, Registry, graphTools, the pool, listing, parseSource, web-tree-sitter's Node) from a fresh bundle. */
export async function loadGraphEngine() {
  if (!existsSync(join(root, 'dist', 'graph-worker.js'))) throw new Error('run `npm run build` first');
  const out = join(root, 'dist', 'bench-graph.cjs');
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
        export { parseSource } from './server/src/core/graph/parse';
        export { LANGUAGES, grammarPath } from './server/src/core/graph/languages';
        export { Node } from 'web-tree-sitter';
        export { tuneV8 } from './server/src/v8Tuning';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: out,
    logLevel: 'error',
    alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
    // The same record version as dist/graph-worker.js, so records it cached are read back.
    define: { __KONTEXT_EXTRACT_ID__: JSON.stringify(extractId(root)) },
  });
  return createRequire(import.meta.url)(out);
}
