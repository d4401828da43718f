#!/usr/bin/env node
// What each code-graph language costs a process the first time it meets a file of that
// language (issue 3): loading its grammar's WebAssembly, compiling its extraction query and
// the first parse (V8 compiles the grammar's functions as they are first run), then a
// second parse of the same small file. Each language runs in a fresh process (a first use
// is once per process and thread: the server's main thread and each index worker), beside
// the floor `node -e 0` measured in the same run. Medians of 3 runs.
//
//   npm run build && node bench/graph-grammars.mjs
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { loadGraphEngine } from './graphLoad.mjs';

/** A small real file per language (the same shapes test/graph/ uses). */
const SAMPLES = {
  typescript: "import { b } from './b';\nexport class A { run(n: number): number { return b(n) + this.x(); } x() { return 1; } }\n",
  tsx: "export function App() { const n = useCount(); return <div>{n}</div>; }\n",
  javascript: "const { b } = require('./b');\nfunction run(n) { return b(n); }\nmodule.exports = { run };\n",
  python: 'from .util import helper\n\nclass Svc:\n    def run(self, n):\n        return helper(n)\n',
  go: 'package main\n\nimport "fmt"\n\ntype S struct{}\n\nfunc (s *S) Run() { fmt.Println(1) }\n',
  rust: 'use crate::util::helper;\nstruct S;\nimpl S { fn run(&self) -> i32 { helper() } }\n',
  java: 'package a;\nimport b.Helper;\nclass Svc { int run(int n) { return Helper.go(n); } }\n',
  csharp: 'using B;\nnamespace A { class Svc { int Run(int n) { return Helper.Go(n); } } }\n',
  c: '#include "util.h"\nstatic int one(void) { return 1; }\nint helper(int n) { return n + one(); }\n',
  cpp: '#include "svc.h"\nint Svc::run(int n) { repo.save(); return helper(n); }\n',
  ruby: 'class Svc < Base\n  def run\n    @repo.save\n  end\nend\n',
  php: '<?php\nnamespace App;\nclass Svc { public function run() { $this->repo->save(); } }\n',
  bash: 'log() { echo "$@"; }\ngreet() { log hi; }\n',
  scala: 'package a\nimport b.Helper\nclass Svc(repo: Repo) {\n  def run(n: Int): Int = { repo.save(); Helper.go(n) }\n}\n',
  lua: 'local util = require("util")\nlocal M = {}\nfunction M.run(n) return util.go(n) end\nreturn M\n',
  zig: 'const util = @import("util.zig");\npub fn main() void {\n    util.go();\n}\n',
  kotlin: 'package a\nimport b.Helper\nclass Svc(private val repo: Repo) {\n    fun run(n: Int): Int {\n        repo.save()\n        return Helper.go(n)\n    }\n}\n',
  swift: 'import Util\nclass Svc {\n    let repo: Repo\n    func run(n: Int) -> Int {\n        repo.save()\n        return Helper.go(n)\n    }\n}\n',
  dart: "import 'util.dart';\nclass Svc {\n  final Repo repo;\n  int run(int n) {\n    repo.save();\n    return Helper.go(n);\n  }\n}\n",
};

if (process.argv[2] === '--one') {
  const E = await loadGraphEngine();
  const lang = E.LANGUAGES.find((l) => l.id === process.argv[3]);
  const t0 = performance.now();
  await E.parseSource(lang, SAMPLES[lang.id]);
  const first = performance.now() - t0;
  const t1 = performance.now();
  await E.parseSource(lang, SAMPLES[lang.id]);
  const second = performance.now() - t1;
  process.stdout.write(JSON.stringify({ first, second, bytes: fs.statSync(E.grammarPath(lang.wasm)).size }));
  process.exit(0);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const floor = median([0, 1, 2].map(() => {
  const t = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  return performance.now() - t;
}));
const E = await loadGraphEngine();
console.log(`floor: node -e 0 ${floor.toFixed(1)} ms (load ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores)`);
console.log('language    grammar     first use (load + query + parse)   second parse');
for (const lang of E.LANGUAGES) {
  const runs = [0, 1, 2].map(() => JSON.parse(spawnSync(process.execPath, [new URL(import.meta.url).pathname, '--one', lang.id], { encoding: 'utf8' }).stdout));
  const kib = (runs[0].bytes / 1024).toFixed(0).padStart(5);
  console.log(`${lang.id.padEnd(11)} ${kib} KiB   ${median(runs.map((r) => r.first)).toFixed(0).padStart(6)} ms${' '.repeat(26)}${median(runs.map((r) => r.second)).toFixed(1).padStart(6)} ms`);
}
