// Runs every bench script in turn on one repository and prints their figures.
// Usage: npm run build && node bench/run-all.mjs [repo]
//   repo: a real repository with thousands of commits (default $KONTEXT_BENCH_REPO,
//   else /tmp/bench/vuejs-core). Each script prints its figures beside the floor it
//   measured in the same run; run on an idle machine, since the targets are relative.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core';
if (!existsSync(join(repo, '.git'))) {
  process.stderr.write(`bench: ${repo} is not a git repository; pass one (e.g. a clone of vuejs/core)\n`);
  process.exit(1);
}
const scripts = ['startup.mjs', 'search.mjs', 'why.mjs', 'inbox.mjs', 'hover.mjs', 'graph-speed.mjs', 'graph-accuracy.mjs'];
let failed = 0;
for (const s of scripts) {
  process.stdout.write(`\n=== ${s} ===\n`);
  const r = spawnSync(process.execPath, [join(here, s), repo], { stdio: 'inherit', env: { ...process.env, KONTEXT_BENCH_REPO: repo } });
  if (r.status !== 0) {
    failed++;
    process.stdout.write(`(${s} exited with ${r.status})\n`);
  }
}
process.exit(failed ? 1 : 0);
