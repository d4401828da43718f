#!/usr/bin/env node
// Bench: the knowledge store and the secret scan, each beside its floor measured in the same run.
//   loadStore cold (parse every entry) vs the floor: readdir + read every entry file
//   loadStore warm (nothing changed: one walk with stats) and after touching one entry
//   runCheck (working tree) on the same store
//   scanSecrets throughput over the repository's text files vs the floor: one regex pass
// The store is synthetic (the kontext 0.1 fixture's entries repeated under new ids, ENTRIES of
// them, default 2000) in a temp git repository; the text corpus is the bench repository's
// tracked .md/.ts/.js/.json files.
// Usage: node bench/store.mjs [repo]   (or KONTEXT_BENCH_REPO; default /tmp/bench/vuejs-core)
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine, medianTime, ms } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const ENTRIES = Number(process.env.ENTRIES ?? 2000);
const fixture = [path.join(here, '..', '..', 'shared'), path.join(here, '..', '..', '..', 'shared')]
  .map((d) => path.join(d, 'fixtures', 'kontext-store', '.ai'))
  .find((d) => fs.existsSync(d));

// Bundle the engine entry points we measure (the same code the server runs).
const core = await loadEngine('store', `export { Repo } from './server/src/core/repo';
export { loadStore, invalidateStore } from './server/src/core/store/store';
export { runCheck } from './server/src/core/check';
export { scanSecrets } from './server/src/core/secrets';`);

const time = medianTime;

// Synthetic store: fixture entries repeated under new ids and paths.
const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-bench-store-')));
execFileSync('git', ['init', '-q', root]);
const sources = [];
for (const kind of ['decisions', 'conventions', 'architecture/modules']) {
  const dir = path.join(fixture, kind);
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.md')) sources.push([kind, fs.readFileSync(path.join(dir, f), 'utf8')]);
}
fs.mkdirSync(path.join(root, '.ai'), { recursive: true });
fs.writeFileSync(path.join(root, '.ai', 'kontext.toml'), '[project]\nname = "bench"\n');
const files = [];
for (let i = 0; i < ENTRIES; i++) {
  const [kind, text] = sources[i % sources.length];
  const id = `${String(i).padStart(5, '0')}-bench-entry`;
  const rel = `.ai/${kind}/${id}.md`;
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text.replace(/^id: .*$/m, `id: ${id}`));
  files.push(rel);
}
execFileSync('git', ['add', '-A'], { cwd: root });

console.log(`store bench: ${ENTRIES} entries (synthetic, from the kontext 0.1 fixture)`);
const floor = await time(() => {
  for (const kind of ['decisions', 'conventions', 'architecture/modules']) fs.readdirSync(path.join(root, '.ai', kind));
  for (const f of files) fs.readFileSync(path.join(root, f), 'utf8');
});
const cold = await time(async () => {
  const repo = await core.Repo.open(root);
  await core.loadStore(repo);
});
const repo = await core.Repo.open(root);
const store = await core.loadStore(repo);
const warm = await time(() => core.loadStore(repo), 20);
const touched = await time(async (i) => {
  fs.appendFileSync(path.join(root, files[i]), '\n');
  await core.loadStore(repo);
});
console.log(`  loadStore cold        ${ms(cold).padStart(10)}   floor (readdir + read all) ${ms(floor)}   ratio ${(cold / floor).toFixed(2)}×`);
console.log(`  loadStore warm        ${ms(warm).padStart(10)}   (${store.entries.length} entries, nothing changed)`);
console.log(`  loadStore 1 touched   ${ms(touched).padStart(10)}`);
const check = await time(() => core.runCheck(repo, { staged: false }), 3);
console.log(`  check (working tree)  ${ms(check).padStart(10)}`);

// Secret scan over the bench repository's text files.
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoDir, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\0')
  .filter((f) => /\.(md|ts|js|json)$/.test(f));
const texts = [];
let bytes = 0;
for (const f of tracked) {
  try {
    const t = fs.readFileSync(path.join(repoDir, f), 'utf8');
    if (t.length > 2_000_000) continue;
    texts.push(t);
    bytes += Buffer.byteLength(t);
  } catch {
    /* submodule or vanished */
  }
}
let found = 0;
const scan = await time(() => {
  found = 0;
  for (const t of texts) found += core.scanSecrets(t).length;
}, 3);
const scanFloor = await time(() => {
  let n = 0;
  for (const t of texts) n += (t.match(/token|secret|key/gi) ?? []).length;
  return n;
}, 3);
const mib = bytes / (1 << 20);
console.log(`secret scan: ${texts.length} files, ${mib.toFixed(1)} MiB of ${path.basename(repoDir)}`);
console.log(`  scanSecrets           ${ms(scan).padStart(10)}   ${(mib / (scan / 1000)).toFixed(1)} MiB/s, ${found} finding(s)`);
console.log(`  floor (one regex pass) ${ms(scanFloor).padStart(9)}   ${(mib / (scanFloor / 1000)).toFixed(1)} MiB/s`);
fs.rmSync(root, { recursive: true, force: true });
