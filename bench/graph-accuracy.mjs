#!/usr/bin/env node
// Code-graph accuracy on a real TypeScript repository (SPEC §12, issue 3).
// Ground truth: the TypeScript compiler's own call hierarchy (LanguageService
// provideCallHierarchyIncomingCalls / OutgoingCalls) for a fixed sample of 200
// functions and methods; compared with code_callers / code_callees, and with a
// Universal Ctags + `git grep` baseline measured the same way. Prints
// micro-averaged precision and recall. Two samples: one drawn from the graph's
// own definitions (ordered by a hash of path:container.name), and one drawn from
// the compiler's declarations (by a hash of path:line), in which a function the
// graph does not extract counts as answering nothing.
//
//   npm run build && node bench/graph-accuracy.mjs [repo] [--program <regex>]
//   (default repo: KONTEXT_BENCH_REPO or /tmp/bench/vuejs-core)
//
// The repository is cloned into a temp folder first, so nothing is written
// into it. Only the program's TypeScript sources (no tests, no .d.ts) are
// compared, on both sides, because that is what the LanguageService is given:
// the tracked paths `--program` matches, by default packages/*/src/**.ts
// (a monorepo such as vuejs/core), else src/**.ts (typeorm). The compiler
// options are the root tsconfig.json's.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { loadGraphEngine } from './graphLoad.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const args = process.argv.slice(2);
const programAt = args.indexOf('--program');
const programArg = programAt >= 0 ? args.splice(programAt, 2)[1] : undefined;
const src = path.resolve(args[0] ?? process.env.KONTEXT_BENCH_REPO ?? '/tmp/bench/vuejs-core');
const SAMPLE = 200;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-graph-acc-'));
const root = path.join(tmp, 'repo');
execFileSync('git', ['clone', '-q', src, root]);
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

// ---- the program: packages/*/src or src TypeScript --------------------------
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const programRe = programArg ? new RegExp(programArg) : tracked.some((p) => /^packages\/[^/]+\/src\/.*\.ts$/.test(p)) ? /^packages\/[^/]+\/src\/.*\.ts$/ : /^src\/.*\.ts$/;
const inProgram = (p) => programRe.test(p) && !p.endsWith('.d.ts') && !p.includes('__tests__');
const files = tracked.filter(inProgram);
console.log(`program: ${files.length} files matching ${programRe}`);
const fileSet = new Set(files);

const cfgPath = path.join(root, 'tsconfig.json');
const cfg = ts.parseJsonConfigFileContent(ts.readConfigFile(cfgPath, ts.sys.readFile).config, ts.sys, root);
const options = { ...cfg.options, types: [], noEmit: true };
const extra = ['packages/global.d.ts'].filter((f) => fs.existsSync(path.join(root, f)));
const rootNames = [...files, ...extra].map((f) => path.join(root, f));
const texts = new Map();
const host = {
  getScriptFileNames: () => rootNames,
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) => {
    if (!fs.existsSync(f)) return undefined;
    let t = texts.get(f);
    if (t === undefined) texts.set(f, (t = fs.readFileSync(f, 'utf8')));
    return ts.ScriptSnapshot.fromString(t);
  },
  getCurrentDirectory: () => root,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const ls = ts.createLanguageService(host, ts.createDocumentRegistry());
const rel = (f) => path.relative(root, f).replace(/\\/g, '/');
const lineOf = (file, pos) => ts.getLineAndCharacterOfPosition(ls.getProgram().getSourceFile(file), pos).line + 1;

// ---- our graph -------------------------------------------------------------
const { openGraph, Repo } = await loadGraphEngine();
const graph = openGraph(await Repo.open(root));
let t = performance.now();
await graph.ensure(10 * 60_000);
console.log(`graph indexed ${graph.status().files} files in ${((performance.now() - t) / 1000).toFixed(1)} s`);

// Fixed sample: function-like definitions in the program, ordered by a hash of path:name.
function fnv(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const cands = [];
for (const r of graph.data.allDefs()) {
  if (!fileSet.has(r.path)) continue;
  const d = graph.data.def(r);
  const fnLike = d.kind === 'function' || d.kind === 'method' || (d.kind === 'const' && /=>|function/.test(d.signature ?? ''));
  if (!fnLike || d.name === 'constructor') continue;
  cands.push({ r, d, key: fnv(`${r.path}:${d.container ?? ''}.${d.name}`) });
}
cands.sort((a, b) => a.key - b.key);

const nameLine = (ref) => (ref.i < 0 ? 1 : graph.data.def(ref).nameLine);
const keyOf = (p, line) => `${p}:${line}`;
/**
 * `path:line` of one of our answers, compared with the compiler's: its name line, or, for TS
 * overloads kontext answers as one definition at the first signature, the line of the truth's
 * item it spans (the compiler names the implementation), unless that line is the name line of
 * another definition of ours (a nested function is another caller, not this one).
 */
function anchored(ref, truth) {
  const key = keyOf(ref.path, nameLine(ref));
  if (ref.i < 0 || truth.has(key)) return key;
  const d = graph.data.def(ref);
  // Code in a function handed to a call in a const's initializer (`export const transformFor = createStructuralDirectiveTransform('for',
  // (node, dir, context) => …)`) is that const's in the graph (fileNesting enclosing) and the file's in TypeScript's call hierarchy
  // (its module item, line 1): one caller, named two ways.
  if (d.kind === 'const' && truth.has(keyOf(ref.path, 1))) return keyOf(ref.path, 1);
  const defs = graph.data.files.get(ref.path).defs;
  for (let line = d.nameLine + 1; line <= d.endLine; line++) {
    const k = keyOf(ref.path, line);
    if (truth.has(k) && !defs.some((o) => o !== d && o.nameLine === line)) return k;
  }
  return key;
}

// ---- ctags + git grep baseline ---------------------------------------------
t = performance.now();
const tags = execFileSync('ctags', ['--languages=TypeScript', '--sort=no', '--fields=+nK', '--output-format=json', '-f', '-', ...files], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l))
  .filter((x) => x._type === 'tag' && ['function', 'method', 'class', 'constant', 'variable', 'property'].includes(x.kind));
const tagsByFile = new Map();
const tagsByName = new Map();
for (const tg of tags) {
  (tagsByFile.get(tg.path) ?? tagsByFile.set(tg.path, []).get(tg.path)).push(tg);
  (tagsByName.get(tg.name) ?? tagsByName.set(tg.name, []).get(tg.name)).push(tg);
}
for (const l of tagsByFile.values()) l.sort((a, b) => a.line - b.line);
const fnTag = (tg) => tg.kind === 'function' || tg.kind === 'method';
/** Nearest function-like tag at or above `line` in `p` (grep's usual "enclosing function" guess). */
function enclosingTag(p, line) {
  let best = null;
  for (const tg of tagsByFile.get(p) ?? []) {
    if (tg.line > line) break;
    if (fnTag(tg) || ((tg.kind === 'constant' || tg.kind === 'variable') && !tg.scope)) best = tg;
  }
  return best;
}
const fileLines = new Map();
const linesOf = (p) => fileLines.get(p) ?? fileLines.set(p, fs.readFileSync(path.join(root, p), 'utf8').split('\n')).get(p);
function baselineCallers(name, defPath, defLine) {
  let out = '';
  try {
    out = execFileSync('git', ['grep', '-n', '-E', `\\b${name}\\s*\\(`, '--', ...files], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  } catch {
    return new Set();
  }
  const res = new Set();
  for (const l of out.split('\n')) {
    const m = /^(.*?):(\d+):/.exec(l);
    if (!m) continue;
    const line = Number(m[2]);
    if (m[1] === defPath && line === defLine) continue;
    const enc = enclosingTag(m[1], line);
    res.add(enc ? keyOf(m[1], enc.line) : keyOf(m[1], 1));
  }
  return res;
}
function baselineCallees(p, startLine, endLine) {
  const res = new Set();
  const lines = linesOf(p).slice(startLine, endLine); // body lines after the header line
  for (const l of lines) {
    for (const m of l.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(/g)) {
      for (const tg of tagsByName.get(m[1]) ?? []) if (fnTag(tg)) res.add(keyOf(tg.path, tg.line));
    }
  }
  return res;
}

// ---- compare ---------------------------------------------------------------
const score = () => ({ tp: 0, ours: 0, truth: 0 });
/** Edges of both samples whose every site hands the function on as a value (not scored: the call hierarchy lists calls only). */
const valueEdges = { callers: 0, callees: 0 };
const acc = { callers: score(), callees: score(), reachCallers: score(), baseCallers: score(), baseCallees: score() };

// DISPATCH: the compiler's incoming calls of a method come from find-all-references, which
// counts the references of every method related through a base class or interface, so the calls
// of a sibling implementation (PostgresDriver.parseTableName(), on a receiver typed PostgresDriver)
// count as calls of AbstractSqliteDriver.parseTableName. kontext leaves those out by design
// (.ai/decisions: callers through a base method are limited by dispatch). A call site reaches the
// target when the compiler's implementations at it (getImplementationAtPosition: what the call
// can run) include the target's declaration; the second callers line scores against those only.
function reaches(file, at, targetFile, targetPos) {
  const impls = ls.getImplementationAtPosition(file, at) ?? [];
  if (impls.some((d) => d.fileName === targetFile && d.textSpan.start <= targetPos && targetPos <= d.textSpan.start + d.textSpan.length)) return true;
  // A call whose implementations the compiler cannot list (a function value, an overload) counts as reaching.
  return impls.length === 0;
}
function add(s, ours, truth) {
  for (const k of ours) if (truth.has(k)) s.tp++;
  s.ours += ours.size;
  s.truth += truth.size;
}
/**
 * Scores one sampled function into `acc`: the compiler's incoming / outgoing calls at position
 * `pos` of `abs` against our callers / callees of definition `ref` (none answered when `ref` is
 * null: a function the graph has no definition for) and against the baseline for `name` defined
 * at `relPath`:`nameLine` spanning lines `line`..`endLine`. False when the compiler has no
 * call-hierarchy item at `pos` (the symbol is skipped).
 */
function scoreOne(acc, misses, abs, pos, ref, name, relPath, nameLine, line, endLine) {
  const prep = ls.prepareCallHierarchy(abs, pos);
  const item = Array.isArray(prep) ? prep[0] : prep;
  if (!item || item.selectionSpan.start !== pos) return false;
  const truthIn = new Set();
  // The same truth without calls dispatch can never bring here (see DISPATCH below).
  const reachIn = new Set();
  for (const inc of ls.provideCallHierarchyIncomingCalls(abs, pos)) {
    const p = rel(inc.from.file);
    if (!fileSet.has(p)) continue;
    const k = keyOf(p, inc.from.kind === 'module' ? 1 : lineOf(inc.from.file, inc.from.selectionSpan.start));
    truthIn.add(k);
    if (inc.fromSpans.some((sp) => reaches(inc.from.file, sp.start, abs, pos))) reachIn.add(k);
  }
  const truthOut = new Set();
  for (const out of ls.provideCallHierarchyOutgoingCalls(abs, pos)) {
    const p = rel(out.to.file);
    if (!fileSet.has(p)) continue;
    truthOut.add(keyOf(p, lineOf(out.to.file, out.to.selectionSpan.start)));
  }
  // The call hierarchy lists calls only: an edge whose every site hands the function on as a value (`xs.map(helper)`,
  // site.value) is no call of it, and is counted apart (valueEdges).
  const called = (edges) => edges.filter((e) => fileSet.has(e.path) && (!e.sites.length || e.sites.some((s) => !s.value)));
  const inEdges = ref ? graph.callers(ref) : [];
  const outEdges = ref ? graph.callees(ref) : [];
  const valueOnly = (edges) => edges.filter((e) => fileSet.has(e.path) && e.sites.length && e.sites.every((s) => s.value)).length;
  valueEdges.callers += valueOnly(inEdges);
  valueEdges.callees += valueOnly(outEdges);
  const oursIn = new Set(called(inEdges).map((e) => anchored(e.ref, truthIn)));
  const oursOut = new Set(called(outEdges).map((e) => anchored(e.ref, truthOut)));
  add(acc.callers, oursIn, truthIn);
  add(acc.reachCallers, oursIn, reachIn);
  add(acc.callees, oursOut, truthOut);
  add(acc.baseCallers, baselineCallers(name, relPath, nameLine), truthIn);
  add(acc.baseCallees, baselineCallees(relPath, line, endLine), truthOut);
  if (process.env.VERBOSE) {
    // Missing callers are those dispatch can bring here (reachIn); extra ones are against the full truth.
    const fn = [...reachIn].filter((k) => !oursIn.has(k));
    const fp = [...oursIn].filter((k) => !truthIn.has(k));
    const fn2 = [...truthOut].filter((k) => !oursOut.has(k));
    const fp2 = [...oursOut].filter((k) => !truthOut.has(k));
    if (fn.length || fp.length || fn2.length || fp2.length || !ref) misses.push(`${relPath}:${nameLine} ${name}${ref ? '' : ' (no definition in the graph)'}  in:-${fn.join(',')} +${fp.join(',')}  out:-${fn2.join(',')} +${fp2.join(',')}`);
  }
  return true;
}

let used = 0;
let skipped = 0;
const misses = [];
for (const c of cands) {
  if (used >= SAMPLE) break;
  const abs = path.join(root, c.r.path);
  const sf = ls.getProgram().getSourceFile(abs);
  const pos = sf ? ts.getPositionOfLineAndCharacter(sf, c.d.nameLine - 1, c.d.nameCol) : -1;
  if (sf && scoreOne(acc, misses, abs, pos, c.r, c.d.name, c.r.path, c.d.nameLine, c.d.line, c.d.endLine)) used++;
  else skipped++;
}

// A second sample drawn from the compiler's own declarations, so that a function the graph does
// not extract counts against it (a miss of every caller and callee) instead of never being drawn:
// function declarations, methods, and variables initialised with an arrow or function expression,
// ordered by a hash of path:line of the name. Each is matched to our definition whose name
// starts at the same place.
const oursAt = new Map();
for (const r of graph.data.allDefs()) {
  if (!fileSet.has(r.path)) continue;
  const d = graph.data.def(r);
  oursAt.set(`${r.path}:${d.nameLine}:${d.nameCol}`, r);
}
const compilerCands = [];
for (const p of files) {
  const abs = path.join(root, p);
  const sf = ls.getProgram().getSourceFile(abs);
  if (!sf) continue;
  const visit = (n) => {
    let nameNode;
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.body && n.name) nameNode = n.name;
    else if (ts.isVariableDeclaration(n) && n.initializer && (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer)) && ts.isIdentifier(n.name)) nameNode = n.name;
    if (nameNode && nameNode.getText(sf) !== 'constructor') {
      const pos = nameNode.getStart(sf);
      const lc = ts.getLineAndCharacterOfPosition(sf, pos);
      const end = ts.getLineAndCharacterOfPosition(sf, n.getEnd()).line + 1;
      compilerCands.push({ p, abs, pos, name: nameNode.getText(sf), nameLine: lc.line + 1, nameCol: lc.character, line: ts.getLineAndCharacterOfPosition(sf, n.getStart(sf)).line + 1, endLine: end, key: fnv(`${p}:${lc.line + 1}`) });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
compilerCands.sort((a, b) => a.key - b.key);
const accC = { callers: score(), callees: score(), reachCallers: score(), baseCallers: score(), baseCallees: score() };
const missesC = [];
let usedC = 0;
let unextracted = 0;
for (const c of compilerCands) {
  if (usedC >= SAMPLE) break;
  const ref = oursAt.get(`${c.p}:${c.nameLine}:${c.nameCol}`) ?? null;
  if (!scoreOne(accC, missesC, c.abs, c.pos, ref, c.name, c.p, c.nameLine, c.line, c.endLine)) continue;
  usedC++;
  if (!ref) unextracted++;
}
const pr = (s) => ({ precision: s.ours ? s.tp / s.ours : 1, recall: s.truth ? s.tp / s.truth : 1 });
const fmt = (label, s) => {
  const { precision, recall } = pr(s);
  return `${label.padEnd(26)} precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  (tp ${s.tp}, answered ${s.ours}, truth ${s.truth})`;
};
if (misses.length) console.log(misses.join('\n'));
console.log(`sample: ${used} symbols (${skipped} skipped: no call-hierarchy item at the name) from ${files.length} files in ${path.basename(src)}`);
const report = (a) => {
  console.log(fmt('code_callers', a.callers));
  console.log(fmt('code_callers (reachable)', a.reachCallers) + ': truth without calls that dispatch never brings here');
  console.log(fmt('code_callees', a.callees));
  console.log(fmt('ctags+git grep callers', a.baseCallers));
  console.log(fmt('ctags+git grep callees', a.baseCallees));
};
report(acc);
if (process.env.VERBOSE && missesC.length) console.log(missesC.join('\n'));
console.log(`compiler-drawn sample: ${usedC} functions from the compiler's declarations (${unextracted} with no definition in the graph, scored as answering nothing)`);
report(accC);
console.log(`edges handing the function on as a value, both samples (not scored): ${valueEdges.callers} callers, ${valueEdges.callees} callees`);
const met = (a) => pr(a.callers).precision >= 0.9 && pr(a.callers).recall >= 0.85 && pr(a.callees).precision >= 0.9 && pr(a.callees).recall >= 0.85;
console.log(`targets (precision ≥ 0.90, recall ≥ 0.85 for both): ${met(acc) ? 'met' : 'NOT met'} on the graph-drawn sample, ${met(accC) ? 'met' : 'NOT met'} on the compiler-drawn one`);
