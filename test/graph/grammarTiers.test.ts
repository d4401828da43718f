/**
 * Grammars with little to parse in a batch of work stay at V8's baseline tier
 * (languages.ts compileGrammars, pool.ts ParsePool.expect): a small grammar is
 * never optimised while the batch runs, a large one and the runtime are, the
 * release turns tier-up on again for grammars compiled later (on V8 11, Node
 * 20; other V8 versions optimise every grammar as usual), and a first
 * index through the worker pool gives the same records as parsing in this
 * thread. Inline parses (edits, a few changed files) keep Swift's grammar at
 * the baseline tier, whose optimising took 5–7 s, and in a one-shot process
 * (the CLI) every grammar they compile (languages.ts holdInlineTiers). The tiers are read from V8's own `--trace-wasm-compilation-times`
 * lines in a child process.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { graphFixture } from './helpers';
import { parseSource } from '../../server/src/core/graph/parse';
import { languageById } from '../../server/src/core/graph/languages';

const ROOT = path.resolve(__dirname, '..', '..');
/** The V8 whose tiering compileGrammars relies on (Node 20); others compile every grammar as usual. */
const V8_11 = process.versions.v8.split('.')[0] === '11';

/**
 * Runs `body` (JavaScript, with `compileGrammars`, `languageById`,
 * `parseOnly`, `mark(label)`, `sleep(ms)` and `corpus(file, times)` in scope:
 * a file of this repository repeated) in a child process that prints V8's
 * wasm compilation trace.
 */
function traced(body: string): string {
  const script = `
    require(${JSON.stringify(path.join(ROOT, 'test', 'setup.cjs'))});
    const { compileGrammars, initParser, languageById } = require(${JSON.stringify(path.join(ROOT, 'server', 'src', 'core', 'graph', 'languages.ts'))});
    const { parseOnly } = require(${JSON.stringify(path.join(ROOT, 'server', 'src', 'core', 'graph', 'parse.ts'))});
    const mark = (label) => process.stdout.write('### ' + label + '\\n');
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const corpus = (file, times) => Array.from({ length: times }, () => require('node:fs').readFileSync(require('node:path').join(${JSON.stringify(ROOT)}, file), 'utf8')).join(String.fromCharCode(10));
    (async () => { ${body} })().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
  `;
  return execFileSync(process.execPath, ['--trace-wasm-compilation-times', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 26 });
}

/** The modules (by V8's address) with a function optimised by TurboFan in each phase between `### label` lines. */
function optimisedByPhase(trace: string): Map<string, Set<string>> {
  const phases = new Map<string, Set<string>>();
  let phase = '(start)';
  phases.set(phase, new Set());
  for (const line of trace.split('\n')) {
    const m = /^### (.+)$/.exec(line);
    if (m) {
      phase = m[1];
      phases.set(phase, new Set());
      continue;
    }
    const tf = /^Compiled function (0x[0-9a-f]+)#\d+ using TurboFan/.exec(line);
    if (tf) phases.get(phase)!.add(tf[1]);
  }
  return phases;
}

describe('code graph: grammar tiers', () => {
  it('keeps a grammar with little to parse at the baseline tier while the batch runs, and optimises the large one', function () {
    this.timeout(120_000);
    const tsx = `export function App(p: { n: number }) {\n  return <ul className="list">{[1, 2, 3].map((i) => <li key={i}>{i * p.n}</li>)}</ul>;\n}\n`;
    const trace = traced(`
      const ts = corpus('server/src/core/graph/pool.ts', 6);
      const tsx = ${JSON.stringify(tsx)}.repeat(400);
      const js = corpus('esbuild.mjs', 6);
      // As in the index: the runtime is compiled first (ParsePool's constructor), then the batch's grammars.
      await initParser();
      const release = compileGrammars(new Map([['tree-sitter-typescript.wasm', 64 << 20], ['tree-sitter-tsx.wasm', 4096]]));
      mark('typescript');
      for (let i = 0; i < 12; i++) await parseOnly(languageById('typescript'), ts);
      await sleep(1500);
      mark('tsx');
      for (let i = 0; i < 12; i++) await parseOnly(languageById('tsx'), tsx);
      await sleep(1500);
      mark('released');
      release();
      release();
      // Compiled after the release: optimised as usual.
      for (let i = 0; i < 12; i++) await parseOnly(languageById('javascript'), js);
      await sleep(1500);
      mark('end');
    `);
    const phases = optimisedByPhase(trace);
    const before = new Set([...phases.get('(start)')!, ...phases.get('typescript')!]);
    // The runtime and the TypeScript grammar (compiled with tier-up on) were optimised while TypeScript parsed.
    assert.ok(phases.get('typescript')!.size >= 2, `modules optimised while TypeScript parsed: ${[...phases.get('typescript')!].join(', ')}\n${trace.slice(0, 2000)}`);
    const newInTsx = [...phases.get('tsx')!].filter((m) => !before.has(m));
    if (V8_11) {
      // No module first seen while TSX parsed: the TSX grammar stayed at Liftoff.
      assert.deepEqual(newInTsx, [], 'the TSX grammar, compiled at the baseline tier, was optimised');
    } else {
      // Other V8 versions compile every grammar as usual (languages.ts compileGrammars says why).
      assert.equal(newInTsx.length, 1, 'the TSX grammar was not optimised');
    }
    // After the release, a grammar compiled then is optimised.
    const seen = new Set([...before, ...phases.get('tsx')!]);
    const newAfter = [...phases.get('released')!].filter((m) => !seen.has(m));
    assert.equal(newAfter.length, 1, `modules first optimised after the release: ${newAfter.join(', ')}`);
  });

  it('keeps Swift\'s grammar at the baseline tier in inline parses, and every grammar of a one-shot process\'s', function () {
    // Only V8 11 holds a module's tier (compileGrammars); optimising Swift's lexer elsewhere takes 5–7 s, so it is not waited for.
    if (!V8_11) this.skip();
    this.timeout(120_000);
    const swift = 'final class Box {\n  var items: [Int] = []\n  func add(_ x: Int) -> Int { items.append(x); return items.count }\n}\nlet b = Box()\nprint(b.add(1))\n';
    const trace = traced(`
      const { parseInline } = require(${JSON.stringify(path.join(ROOT, 'server', 'src', 'core', 'graph', 'indexer.ts'))});
      const { noInlineTierUp } = require(${JSON.stringify(path.join(ROOT, 'server', 'src', 'core', 'graph', 'languages.ts'))});
      const ts = corpus('server/src/core/graph/pool.ts', 6);
      const js = corpus('esbuild.mjs', 6);
      const sw = ${JSON.stringify(swift)}.repeat(300);
      await initParser();
      // A long-running process: an inline parse's grammar is optimised as usual.
      mark('typescript');
      for (let i = 0; i < 12; i++) await parseInline([{ path: 'a.ts', lang: 'typescript', text: ts }], () => undefined);
      await sleep(1500);
      mark('swift');
      for (let i = 0; i < 12; i++) await parseInline([{ path: 'a.swift', lang: 'swift', text: sw }], () => undefined);
      await sleep(1500);
      mark('one-shot');
      noInlineTierUp();
      for (let i = 0; i < 12; i++) await parseInline([{ path: 'a.js', lang: 'javascript', text: js }], () => undefined);
      await sleep(1500);
      mark('end');
    `);
    const phases = optimisedByPhase(trace);
    const before = new Set([...phases.get('(start)')!, ...phases.get('typescript')!]);
    assert.ok(phases.get('typescript')!.size >= 2, `modules optimised while TypeScript parsed: ${[...phases.get('typescript')!].join(', ')}`);
    assert.deepEqual([...phases.get('swift')!].filter((m) => !before.has(m)), [], 'the Swift grammar was optimised');
    const seen = new Set([...before, ...phases.get('swift')!]);
    assert.deepEqual([...phases.get('one-shot')!].filter((m) => !seen.has(m)), [], 'the JavaScript grammar of a one-shot process was optimised');
  });

  it('a first index through the worker pool (small grammars at the baseline tier) gives the records a parse in this thread gives', async function () {
    this.timeout(120_000);
    const files: Record<string, string> = {
      'src/widget.tsx': 'import { total } from "./sum";\nexport function Widget(p: { xs: number[] }) {\n  return <b title="t">{total(p.xs)}</b>;\n}\n',
      'src/sum.ts': 'export function total(xs: number[]): number {\n  return xs.reduce((a, b) => a + b, 0);\n}\n',
      'scripts/run.js': 'const { total } = require("../src/sum");\nfunction main() {\n  console.log(total([1, 2]));\n}\nmain();\n',
      'tools/gen.py': 'def gen(n):\n    return [i for i in range(n)]\n\nclass G:\n    def run(self):\n        return gen(3)\n',
    };
    // Enough files that the first index runs in worker threads.
    for (let i = 0; i < 40; i++) files[`src/m${i}.ts`] = `import { total } from './sum';\nexport class M${i} {\n  go(): number { return total([${i}]); }\n}\n`;
    const fx = await graphFixture(files, 'graph-tiers');
    await fx.graph.ensure(120_000);
    assert.equal(fx.graph.status().files, Object.keys(files).length);
    for (const [p, text] of Object.entries(files)) {
      const lang = languageById(fx.graph.data.files.get(p)!.lang)!;
      const inline = await parseSource(lang, text);
      assert.deepEqual(JSON.parse(JSON.stringify(fx.graph.data.files.get(p))), JSON.parse(JSON.stringify(inline)), p);
    }
  });
});
