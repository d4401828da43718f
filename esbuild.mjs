// One build script, several entries: the server/CLI bundle and the extension client.
// The server bundles every dependency (the .vsix ships no node_modules); the
// extension keeps `vscode` external. `--production` minifies; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'warning',
  legalComments: 'none',
  // web-tree-sitter's ESM build reads import.meta.url, which a CJS bundle lacks:
  // bundle its CommonJS build instead (the same code).
  alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
};

const builds = [
  {
    // The startup entry (bin: kontext): small, so `kontext mcp` answers
    // `initialize` before the full program below is parsed (server/src/entry.ts).
    ...common,
    entryPoints: ['server/src/entry.ts'],
    outfile: 'dist/kontext.js',
    banner: { js: '#!/usr/bin/env node' },
    external: ['./kontext-main.js'],
  },
  {
    // The full program, loaded by dist/kontext.js.
    ...common,
    entryPoints: ['server/src/main.ts'],
    outfile: 'dist/kontext-main.js',
  },
  {
    // Engine functions for bench/ scripts (not shipped behaviour; see ARCHITECTURE.md).
    ...common,
    entryPoints: ['server/src/benchCore.ts'],
    outfile: 'dist/bench-core.js',
  },
];
// The code graph's index worker (worker_threads needs a file of its own).
builds.push({
  ...common,
  entryPoints: ['server/src/core/graph/worker.ts'],
  outfile: 'dist/graph-worker.js',
});
if (existsSync('extension/src/extension.ts')) {
  builds.push({
    ...common,
    entryPoints: ['extension/src/extension.ts'],
    outfile: 'dist/extension.js',
    // The extension measures its own activation: bundle load (first to last line) + activate().
    banner: { js: 'globalThis.__kontextLoadStart = performance.now();' },
    footer: { js: 'globalThis.__kontextLoadEnd = performance.now();' },
    external: ['vscode'],
  });
}

// Tree-sitter runtime and grammars ship beside the bundle (dist/wasm/) and are
// loaded by path relative to it (server/src/core/graph/languages.ts).
function copyWasm() {
  const require = createRequire(import.meta.url);
  const out = 'dist/wasm';
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const grammars = join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm');
  const used = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'c-sharp', 'cpp', 'ruby', 'php', 'bash'];
  for (const l of used) copyFileSync(join(grammars, `tree-sitter-${l}.wasm`), join(out, `tree-sitter-${l}.wasm`));
  copyFileSync(join(dirname(require.resolve('web-tree-sitter')), 'web-tree-sitter.wasm'), join(out, 'web-tree-sitter.wasm'));
}
copyWasm();

if (watch) {
  for (const b of builds) (await esbuild.context(b)).watch();
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
