// One build script, several entries: the server/CLI bundle and the extension client.
// The server bundles every dependency (the .vsix ships no node_modules); the
// extension keeps `vscode` external. `--production` minifies; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';

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
};

const builds = [
  {
    ...common,
    entryPoints: ['server/src/main.ts'],
    outfile: 'dist/kontext.js',
    banner: { js: '#!/usr/bin/env node' },
  },
];
if (existsSync('extension/src/extension.ts')) {
  builds.push({
    ...common,
    entryPoints: ['extension/src/extension.ts'],
    outfile: 'dist/extension.js',
    external: ['vscode'],
  });
}

if (watch) {
  for (const b of builds) (await esbuild.context(b)).watch();
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
