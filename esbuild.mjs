// One build script, several entries: the server/CLI bundle and the extension client.
// The server bundles every dependency (the .vsix ships no node_modules); the
// extension keeps `vscode` external. `--production` minifies; `--watch` rebuilds.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The code graph's index worker: the entry whose import graph is the extraction (parse, extract, lang*, fileBuilder, the records' codec…). */
const WORKER_ENTRY = 'server/src/core/graph/worker.ts';

/**
 * The files the code-graph extraction runs, repository-relative and sorted:
 * the inputs esbuild bundles into the index worker (its metafile), so
 * exactly what parses files and writes their records — not the query side
 * (ranking, answers, resolution) that only reads records. Type-only imports
 * are not inputs. Builds nothing (esbuild `write: false`, ~0.1 s).
 */
export function extractInputs(root = dirname(fileURLToPath(import.meta.url))) {
  const r = esbuild.buildSync({
    entryPoints: [WORKER_ENTRY],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
  });
  return Object.keys(r.metafile.inputs).sort();
}

/**
 * Digest of the code-graph extraction as built: the content of every file
 * the index worker bundles (extractInputs: its own code and the runtime
 * parts it bundles, e.g. web-tree-sitter's), the build's rewrites of
 * web-tree-sitter (WEB_TREE_SITTER_REWRITES) and the versions of
 * web-tree-sitter and the grammar packages (those grammars.json names; the
 * grammars are loaded at run time, not bundled). It is part of the records'
 * version (core/graph/extract.ts RECORD_VERSION), so a build whose
 * extraction differs in any way never reuses records another build cached
 * under `<K>/graph/` (a hand-bumped number alone let stale records through),
 * while a change to the query side (ranking, answers) keeps every user's
 * records (it once covered all of core/graph, so such a change re-indexed
 * them all). 12 hex digits.
 */
export function extractId(root = dirname(fileURLToPath(import.meta.url))) {
  const h = createHash('sha1');
  for (const f of extractInputs(root)) h.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  // The build's rewrites of web-tree-sitter too (webTreeSitterFastNodes): the runtime the worker runs is the rewritten one.
  for (const r of WEB_TREE_SITTER_REWRITES) h.update(r.from).update('\0').update(r.to).update('\0');
  const require = createRequire(join(root, 'package.json'));
  // The grammar packages grammars.json names (`@scope/name/…` or `name/…`); none when it is absent.
  const grammarsJson = join(root, 'server', 'src', 'core', 'graph', 'grammars.json');
  const listed = existsSync(grammarsJson) ? JSON.parse(readFileSync(grammarsJson, 'utf8')) : {};
  const grammarPkgs = Object.entries(listed)
    .filter(([k]) => k !== '//')
    .map(([, from]) => from.split('/').slice(0, from.startsWith('@') ? 2 : 1).join('/'));
  for (const p of ['web-tree-sitter/package.json', ...[...new Set(grammarPkgs)].map((g) => `${g}/package.json`)]) {
    try {
      h.update(JSON.parse(readFileSync(require.resolve(p), 'utf8')).version ?? '');
    } catch {
      h.update('-');
    }
  }
  return h.digest('hex').slice(0, 12);
}

/**
 * Faster node handles in web-tree-sitter (an esbuild plugin; issue 3's cold-index speed).
 *
 * The code graph's extraction crosses into WebAssembly for every node it
 * reads (~470 k nodes and as many type reads per index of vuejs/core), and
 * each crossing copies the node through web-tree-sitter's transfer buffer:
 * `marshalNode` / `unmarshalNode` write and read five 32-bit words with
 * Emscripten's generic `setValue` / `getValue` (a string test and a switch
 * per word, then a DataView access), and each `Node` keeps its native handle
 * as the element `[0]`, so every node object also gets an elements store.
 * This plugin rewrites those two functions to use the runtime's `HEAP32`
 * view directly (the same words; valid on little-endian hosts, which are all
 * VS Code and Node run on), and keeps the handle as the named field
 * `_other`. Nothing else changes: same calls into the runtime, same values.
 * bench/graph-speed.mjs and a single-thread parse+extract loop over
 * vuejs/core: ~10% less CPU for parse+extract, ~30% less for extraction alone.
 * Two reads are kept once made, as web-tree-sitter already keeps a node's
 * children: a node's type on the node object (`_type`; a third of the
 * ~800 k type reads of a vuejs/core pass were of a node already read), and
 * a node's parent on its tree by node id (`_parents`; the runtime finds a
 * parent by descending from the root, and ~60% of the ~120 k parent reads
 * were of a node whose parent had been found: test-case suites, enclosing
 * functions and statements walked up again). A tree is never edited here
 * (no `Tree.edit`), so neither can change while the tree lives. Two lookups
 * are made once per language instead of per call: a field's id by name
 * (`childForFieldName` searched the grammar's field names each time), and
 * the symbols of a list of node types (`descendantsOfType` tested every
 * symbol of the grammar against the list, ~400 for TypeScript, per file).
 * And a node is made from its words passed as arguments, not through an
 * options object built and taken apart for each node (callgrind, two passes
 * of vuejs/core's runtime-core: 12.45 → 12.39 G instructions).
 * A cache of the children read by field (`childForFieldId`, per tree by
 * node id, as `_parents`) was tried and not kept: ~27% of the reads repeat,
 * but the maps' inserts, rehashes and the GC of what they hold cost more
 * instructions than the reads saved (callgrind, vuejs/core runtime-core:
 * +46 M over 12.4 G).
 *
 * The parse callback copies each chunk of a string's text (up to 5119
 * UTF-16 code units) into the runtime's input buffer with one native
 * `Buffer#write` in `utf16le` (code units as they are: lone surrogates
 * kept, a pair split between chunks as the original splits it), not
 * Emscripten's `stringToUTF16`, a DataView call per code unit (callgrind,
 * two parse+extract passes of vuejs/core runtime-core/src with
 * `--single-threaded --no-liftoff` and a fixed semi-space, which make the
 * counts repeat to ±4 M: 5.861 → 5.722 G instructions, −2.4%; records
 * identical over vuejs/core and okhttp).
 * Each rewrite names the exact text it replaces and how often it occurs;
 * when web-tree-sitter's code no longer matches (a new version), the build
 * fails and says which rewrite to check, rather than shipping unpatched.
 * Decision: .ai/decisions (web-tree-sitter fast node handles).
 */
export const WEB_TREE_SITTER_REWRITES = [
  {
    what: 'marshalNode writes the node words into HEAP32',
    from: `function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}`,
    to: `function marshalNode(node, index = 0) {
  const heap = C.HEAP32;
  const at = (TRANSFER_BUFFER + index * SIZE_OF_NODE) >> 2;
  heap[at] = node.id;
  heap[at + 1] = node.startIndex;
  heap[at + 2] = node.startPosition.row;
  heap[at + 3] = node.startPosition.column;
  heap[at + 4] = node._other;
}`,
  },
  {
    what: 'unmarshalNode reads the node words from HEAP32',
    from: `function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");`,
    to: `function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const heap = C.HEAP32;
  const at = address >> 2;
  const id = heap[at];
  if (id === 0) return null;
  const index = heap[at + 1];
  const row = heap[at + 2];
  const column = heap[at + 3];
  const other = heap[at + 4];`,
  },
  {
    what: "Node declares its native handle as the field _other, not the element [0]",
    from: `  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;`,
    to: `  _other = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;`,
  },
  {
    what: "Node declares the field _type, its type name once read, and its constructor takes the node's words as arguments, not in an options object",
    from: `  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {`,
    to: `  /** @internal */
  _namedChildren;
  /** @internal */
  _type = undefined;
  /** @internal */
  constructor(internal, id, tree, startIndex, startPosition, other) {`,
  },
  {
    what: "Node's type is read from the runtime once per node object",
    from: `  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }`,
    to: `  get type() {
    return this._type ??= this.tree.language.types[this.typeId] || "ERROR";
  }`,
  },
  {
    what: "Tree declares the field _parents, the parents asked so far by node id",
    from: `  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {`,
    to: `  language;
  /** @internal */
  _parents = null;
  /** @internal */
  constructor(internal, address, language, textCallback) {`,
  },
  {
    what: "Node's parent is found by the runtime once per node of a tree",
    from: `  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }`,
    to: `  get parent() {
    const known = this.tree._parents ??= new Map();
    let parent = known.get(this.id);
    if (parent === undefined) {
      marshalNode(this);
      C._ts_node_parent_wasm(this.tree[0]);
      parent = unmarshalNode(this.tree);
      known.set(this.id, parent);
    }
    return parent;
  }`,
  },
  {
    what: "unmarshalNode passes a node's words to its constructor as arguments",
    from: `  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });`,
    to: `  const result = new Node(INTERNAL, id, tree, index, { row, column }, other);`,
  },
  {
    what: "childForFieldName finds a field's id in a map made once per language, not by a search of its field names",
    from: `  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);`,
    to: `  childForFieldName(fieldName) {
    const language = this.tree.language;
    let ids = language._fieldIds;
    if (ids === undefined) {
      ids = language._fieldIds = new Map();
      language.fields.forEach((name, id) => {
        if (!ids.has(name)) ids.set(name, id);
      });
    }
    const fieldId = ids.get(fieldName) ?? -1;`,
  },
  {
    what: "descendantsOfType keeps the symbols of each list of types asked, per language",
    from: `    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    if (types.includes("ERROR")) {
      symbols.push(65535);
    }`,
    to: `    const known = this.tree.language._symbolsOfTypes ??= new Map();
    const key = types.join("\\0");
    let symbols = known.get(key);
    if (symbols === undefined) {
      symbols = [];
      const typesBySymbol = this.tree.language.types;
      for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
        if (types.includes(typesBySymbol[i2])) {
          symbols.push(i2);
        }
      }
      if (types.includes("ERROR")) {
        symbols.push(65535);
      }
      known.set(key, symbols);
    }`,
  },
  {
    what: 'the parse callback copies a chunk of the text into the input buffer with one native write, not a DataView call per character',
    from: `          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
          } else {`,
    to: `          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            const units = Math.min(string.length, INPUT_BUFFER_SIZE / 2 - 1);
            Buffer.from(HEAPU8.buffer, HEAPU8.byteOffset + inputBufferAddress, units * 2).write(string, 0, units * 2, "utf16le");
            HEAPU16[(inputBufferAddress >> 1) + units] = 0;
          } else {`,
  },
  {
    what: "Node's constructor sets _other",
    from: `    assertInternal(internal);
    this[0] = other;
    this.id = id;`,
    to: `    assertInternal(internal);
    this._other = other;
    this.id = id;`,
  },
];

/**
 * `source` (web-tree-sitter.cjs's text) with every WEB_TREE_SITTER_REWRITES
 * entry applied. Throws, naming the rewrite, when a `from` text does not
 * occur exactly once (line endings normalised to `\n` first).
 */
export function rewriteWebTreeSitter(source) {
  let out = source.replace(/\r\n/g, '\n');
  for (const r of WEB_TREE_SITTER_REWRITES) {
    const n = out.split(r.from).length - 1;
    if (n !== 1) throw new Error(`web-tree-sitter rewrite "${r.what}": its text occurs ${n} times, not once; check esbuild.mjs WEB_TREE_SITTER_REWRITES against the installed web-tree-sitter`);
    out = out.replace(r.from, () => r.to);
  }
  return out;
}

/** The esbuild plugin that bundles web-tree-sitter.cjs through rewriteWebTreeSitter. */
export const webTreeSitterFastNodes = {
  name: 'web-tree-sitter-fast-nodes',
  setup(build) {
    build.onLoad({ filter: /[\\/]web-tree-sitter[\\/]web-tree-sitter\.cjs$/ }, (args) => ({
      contents: rewriteWebTreeSitter(readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

// Imported by bench/graphLoad.mjs for extractId only: build nothing then.
const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];

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
  define: { __KONTEXT_EXTRACT_ID__: JSON.stringify(isMain ? extractId() : '') },
  // web-tree-sitter's ESM build reads import.meta.url, which a CJS bundle lacks:
  // bundle its CommonJS build instead (the same code).
  alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/web-tree-sitter.cjs' },
  plugins: [webTreeSitterFastNodes],
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
// loaded by path relative to it (server/src/core/graph/languages.ts). Which
// grammar comes from which package is listed once, in grammars.json.
function copyWasm() {
  const out = 'dist/wasm';
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const grammars = JSON.parse(readFileSync('server/src/core/graph/grammars.json', 'utf8'));
  for (const [file, from] of Object.entries(grammars)) {
    if (file !== '//') copyFileSync(join('node_modules', from), join(out, file));
  }
  const require = createRequire(import.meta.url);
  copyFileSync(join(dirname(require.resolve('web-tree-sitter')), 'web-tree-sitter.wasm'), join(out, 'web-tree-sitter.wasm'));
}
if (isMain) {
  copyWasm();
  if (watch) {
    for (const b of builds) (await esbuild.context(b)).watch();
  } else {
    await Promise.all(builds.map((b) => esbuild.build(b)));
  }
}
