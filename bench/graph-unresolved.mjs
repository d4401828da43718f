#!/usr/bin/env node
// How many calls the code graph leaves unresolved on a real repository, by
// language: member calls (`x.m()`, a receiver resolution could type) that
// land on no definition, beside all member calls, calls on an expression
// receiver (`?`: never typed) and bare calls. Calls into libraries outside the
// repository (`console.log`, `list.push`) are unresolved by nature, so the
// figure to compare is the same repository before and after a change to
// resolution. These are the calls callers/impact answers count under
// "Not listed: N calls named x" (graphData unresolvedNamed).
//
//   npm run build && node bench/graph-unresolved.mjs [repo]   (default: KONTEXT_BENCH_REPO or /tmp/bench/vuejs-core)
//
// The repository is cloned into a temp folder first, so nothing is written
// into it.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadGraphEngine } from './graphLoad.mjs';

const src = path.resolve(process.argv[2] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-graph-unres-'));
const root = path.join(tmp, 'repo');
execFileSync('git', ['clone', '-q', src, root]);
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

const { openGraph, Repo } = await loadGraphEngine();
const graph = openGraph(await Repo.open(root));
const t0 = Date.now();
await graph.ensure(10 * 60_000);
const data = graph.data;
console.log(`graph indexed ${data.files.size} files in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

/** Per language: member calls, of them unresolved (also those whose receiver is one name), expression receivers, bare calls, of them unresolved. */
const by = new Map();
const row = (lang) => {
  let r = by.get(lang);
  if (!r) by.set(lang, (r = { member: 0, memberUnres: 0, nameUnres: 0, expr: 0, bare: 0, bareUnres: 0 }));
  return r;
};
/** Unresolved member calls by name (all languages): the most frequent are listed. */
const names = new Map();
const t1 = Date.now();
for (const [p, rec] of data.files) {
  const r = row(rec.lang);
  rec.calls.forEach((c, i) => {
    if (c.kind !== 'call' && c.kind !== 'new') return;
    if (c.recv === '?') {
      r.expr++;
      return;
    }
    const hit = data.resolveCall(p, i).length > 0;
    if (c.recv === undefined) {
      r.bare++;
      if (!hit) r.bareUnres++;
      return;
    }
    r.member++;
    if (hit) return;
    r.memberUnres++;
    names.set(c.name, (names.get(c.name) ?? 0) + 1);
    if (/^[A-Za-z_$][\w$]*$/.test(c.recv)) r.nameUnres++;
  });
}
const pad = (s, n) => String(s).padStart(n);
console.log(`resolved every call in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
console.log(`${'language'.padEnd(12)}${pad('member', 9)}${pad('unresolved', 12)}${pad('(recv a name)', 15)}${pad('expr recv', 11)}${pad('bare', 9)}${pad('unresolved', 12)}`);
for (const [lang, r] of [...by].sort((a, b) => b[1].member - a[1].member)) {
  if (!r.member && !r.bare) continue;
  console.log(`${lang.padEnd(12)}${pad(r.member, 9)}${pad(r.memberUnres, 12)}${pad(r.nameUnres, 15)}${pad(r.expr, 11)}${pad(r.bare, 9)}${pad(r.bareUnres, 12)}`);
}
const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.log(`most frequent unresolved member calls: ${top.map(([n, k]) => `${n} ${k}`).join(', ')}`);
process.exit(0);
