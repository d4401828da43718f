#!/usr/bin/env node
// Bench: the write path (capture → inbox → promote → prepare-commit) on a real
// repository, each figure beside its floor measured in the same run:
//   capture           vs one `git rev-parse` spawn (the cheapest git call)
//   list 200          vs reading the 200 files raw
//   promote (staged)  vs `git add` of one file
//   prepare-commit    vs `git status --porcelain` (the change set alone)
// Works on a `git clone --shared` of the repository in a temp folder (the bench
// repository itself is never written). Usage: node bench/inbox.mjs [repo]
// (or KONTEXT_BENCH_REPO; default /tmp/bench/vuejs-core).
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine, ms, percentile, timeOnce } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const N = Number(process.env.BENCH_N ?? 30);

// Bundle the engine entry points we measure (the same code the server runs).
const core = await loadEngine('inbox', `export { Repo } from './server/src/core/repo';
export { capture } from './server/src/core/capture';
export { listInbox } from './server/src/core/inbox';
export { promoteCandidates } from './server/src/core/promote';
${fs.existsSync(path.join(here, '..', 'server/src/core/prepareCommit.ts')) ? "export { prepareCommit } from './server/src/core/prepareCommit';" : ''}`);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-bench-inbox-'));
const root = path.join(tmp, 'repo');
execFileSync('git', ['clone', '-q', '--shared', source, root]);
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' });
git('config', 'user.name', 'Bench');
git('config', 'user.email', 'bench@example.com');
fs.mkdirSync(path.join(root, '.ai'), { recursive: true });
fs.writeFileSync(path.join(root, '.ai', 'kontext.toml'), '[project]\nname = "bench"\n');

const p = percentile;
const row = (name, xs, floorName, fl) =>
  console.log(`${name.padEnd(26)} p50 ${ms(p(xs, 0.5)).padStart(9)}  p95 ${ms(p(xs, 0.95)).padStart(9)}   | floor ${floorName}: p50 ${ms(p(fl, 0.5))}, p95 ${ms(p(fl, 0.95))}`);
const time = timeOnce;
const spawnFloor = (args) => time(() => spawnSync('git', args, { cwd: root }));

try {
  const repo = await core.Repo.open(root);
  const files = git('ls-files', 'packages/*/src/*.ts').split('\n').filter(Boolean);
  console.log(`repository: ${source} (${git('rev-list', '--count', 'HEAD').trim()} commits, ${files.length} sampled source files); N=${N}`);

  const cap = [], capFloor = [];
  for (let i = 0; i < N; i++) {
    capFloor.push(await spawnFloor(['rev-parse', 'HEAD']));
    cap.push(await time(() => core.capture(repo, { kind: 'decision', title: `Bench decision ${i % 5}`, body: 'Because.', paths: [files[i % files.length]] }, 'cli')));
  }
  row('capture', cap, 'git rev-parse', capFloor);

  for (let i = N; i < 200; i++) await core.capture(repo, { kind: 'learning', title: `Filler ${i}`, body: 'x' }, 'cli');
  const inboxDir = path.join(repo.paths.k, 'inbox');
  const list = [], listFloor = [];
  for (let i = 0; i < 10; i++) {
    listFloor.push(await time(() => { for (const n of fs.readdirSync(inboxDir)) if (n.endsWith('.md')) fs.readFileSync(path.join(inboxDir, n), 'utf8'); }));
    list.push(await time(() => core.listInbox(repo)));
  }
  row('list 200 candidates', list, 'read 200 files', listFloor);

  const items = (await core.listInbox(repo)).filter((i) => i.kind === 'decision').slice(0, 20);
  const prom = [], promFloor = [];
  for (const [i, item] of items.entries()) {
    const f = files[(i * 7) % files.length];
    fs.appendFileSync(path.join(root, f), '\n');
    promFloor.push(await spawnFloor(['add', '--', f]));
    prom.push(await time(() => core.promoteCandidates(repo, [item.id], { stage: true })));
  }
  row('promote (staged)', prom, 'git add', promFloor);

  if (core.prepareCommit) {
    const prep = [], prepFloor = [];
    for (let i = 0; i < 10; i++) {
      prepFloor.push(await spawnFloor(['status', '--porcelain', '-z', '--untracked-files=all']));
      prep.push(await time(() => core.prepareCommit(repo, {})));
    }
    row(`prepare-commit (${items.length * 2} staged)`, prep, 'git status', prepFloor);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
