import * as esbuild from 'esbuild';
await esbuild.build({ bundle: true, platform: 'node', target: 'node20', format: 'cjs', entryPoints: ['server/src/core/graph/worker.ts'], outfile: '/tmp/gw-lowered.js', supported: { 'class-field': false }, alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' }, define: { __KONTEXT_EXTRACT_ID__: '"x"' }, logLevel: 'warning' });
