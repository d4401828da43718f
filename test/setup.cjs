// Lets mocha load the TypeScript tests directly: each .ts file is transformed
// with esbuild (the project's own compiler) as it is required. Tests that talk
// to the product spawn the built dist/kontext.js, so this hook only covers test
// code and the core modules that unit tests import.
const esbuild = require('esbuild');
const fs = require('node:fs');
require.extensions['.ts'] = function load(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = esbuild.transformSync(source, {
    loader: 'ts',
    format: 'cjs',
    target: 'node20',
    sourcefile: filename,
    sourcemap: 'inline',
  });
  module._compile(code, filename);
};
