#!/usr/bin/env node
// How often the code graph's extraction crosses from JavaScript into the parser's
// WebAssembly (issue 3): every read of a tree node through web-tree-sitter's `Node`
// API (type, a field's child, an end index, children, parent…) is one call into
// wasm plus, for a node result, one JS object. Counts every such call while the
// repository's files are extracted once in this thread, by API member.
// A count, not a timing: it does not depend on the machine's load.
//
//   npm run build && node bench/graph-crossings.mjs [repo]   (default: KONTEXT_BENCH_REPO or /tmp/bench/vuejs-core)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadGraphEngine } from './graphLoad.mjs';

const root = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const E = await loadGraphEngine();
const { files } = await E.listFiles(root);
const jobs = files.map((f) => [f, fs.readFileSync(path.join(root, f.path))]).filter(([, b]) => !E.looksGenerated(b.subarray(0, 600).toString('utf8')));
const NodeProto = E.Node.prototype;
const by = {};
// Only the extraction's own calls count (`type` reads `typeId` inside, `childForFieldName` calls `childForFieldId`).
let depth = 0;
const wrap = (k, f) =>
  function (...a) {
    if (depth === 0) by[k] = (by[k] ?? 0) + 1;
    depth++;
    try {
      return f.apply(this, a);
    } finally {
      depth--;
    }
  };
for (const k of Object.getOwnPropertyNames(NodeProto)) {
  const d = Object.getOwnPropertyDescriptor(NodeProto, k);
  if (k === 'constructor') continue;
  if (d.get) Object.defineProperty(NodeProto, k, { ...d, get: wrap(k, d.get) });
  else if (typeof d.value === 'function') Object.defineProperty(NodeProto, k, { ...d, value: wrap(k, d.value) });
}
let bytes = 0;
for (const [f, b] of jobs) {
  bytes += b.length;
  await E.parseSource(f.lang, b.toString('utf8'));
}
const total = Object.values(by).reduce((s, x) => s + x, 0);
console.log(`${path.basename(root)}: ${jobs.length} files, ${(bytes / 1048576).toFixed(2)} MiB (${bytes} bytes); ${total} calls of the Node API (each at least one call into wasm; ${(total / jobs.length).toFixed(0)} per file)`);
for (const [k, v] of Object.entries(by).sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(22)} ${v}`);
