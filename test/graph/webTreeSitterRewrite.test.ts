/**
 * The build rewrites web-tree-sitter's node handles for speed (esbuild.mjs
 * WEB_TREE_SITTER_REWRITES): every rewrite still matches the installed
 * runtime, a mismatch fails loudly, the shipped bundles carry the rewrite, and
 * the rewritten runtime reports exactly what the original one does for every
 * node of a real TypeScript file (types, ranges, fields, parents, siblings,
 * descendants by type, equality), also when asked again, and the type and
 * range of every node of a program in each grammar the graph loads (and of
 * a text longer than the parse callback's chunk, with a surrogate pair split
 * between two chunks).
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '..', '..');
const RUNTIME = path.join(ROOT, 'node_modules', 'web-tree-sitter', 'web-tree-sitter.cjs');
const GRAMMAR = path.join(ROOT, 'node_modules', '@vscode', 'tree-sitter-wasm', 'wasm', 'tree-sitter-typescript.wasm');

interface Rewrites {
  rewriteWebTreeSitter(source: string): string;
  WEB_TREE_SITTER_REWRITES: { what: string; from: string; to: string }[];
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TS = any;

const loadRewrites = async (): Promise<Rewrites> => (await import(pathToFileURL(path.join(ROOT, 'esbuild.mjs')).href)) as Rewrites;

/** web-tree-sitter loaded from `file` (a CommonJS build), its runtime's .wasm from node_modules. */
async function runtime(file: string): Promise<TS> {
  delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const wts = require(file);
  await wts.Parser.init({ locateFile: () => path.join(path.dirname(RUNTIME), 'web-tree-sitter.wasm') });
  return wts;
}

/** One line per node, depth first: what the extraction reads of it through the node API. */
async function describeTree(wts: TS, src: string): Promise<string[]> {
  const lang = await wts.Language.load(GRAMMAR);
  const parser = new wts.Parser();
  parser.setLanguage(lang);
  const tree = parser.parse(src);
  const out: string[] = [];
  const visit = (n: TS, depth: number) => {
    // Each field read twice, by name (the rewritten runtime finds a name's field id in a map of its own).
    const fields = ['name', 'body', 'function', 'arguments', 'object', 'property', 'value', 'type']
      .map((f) => `${f}=${n.childForFieldName(f)?.startIndex ?? '-'}/${n.childForFieldName(f)?.type ?? '-'}`)
      .join(',');
    out.push(
      `${depth} ${n.type}#${n.typeId} ${n.startIndex}-${n.endIndex} ${n.startPosition.row}:${n.startPosition.column}-${n.endPosition.row}:${n.endPosition.column}` +
        ` named=${n.isNamed} err=${n.hasError} parent=${n.parent?.type ?? '-'}@${n.parent?.startIndex ?? '-'}` +
        ` prev=${n.previousNamedSibling?.startIndex ?? '-'} next=${n.nextNamedSibling?.startIndex ?? '-'} ${fields}` +
        ` same=${n.equals(n.parent?.namedChildren.find((c: TS) => c.startIndex === n.startIndex && c.type === n.type) ?? n)}` +
        (n.childCount === 0 ? ` ${JSON.stringify(n.text)}` : ''),
    );
    for (const c of n.children) visit(c, depth + 1);
  };
  visit(tree.rootNode, 0);
  // The same lists asked again (the rewritten runtime keeps each list's symbols), one a single type.
  for (let i = 0; i < 2; i++) {
    for (const d of tree.rootNode.descendantsOfType(['call_expression', 'identifier', 'method_definition'])) out.push(`desc ${d.type} ${d.startIndex} ${d.text}`);
    for (const d of tree.rootNode.descendantsOfType('member_expression')) out.push(`desc ${d.type} ${d.startIndex} ${d.text}`);
    for (const d of tree.rootNode.descendantsOfType(['ERROR', 'class_body'])) out.push(`desc ${d.type} ${d.startIndex}`);
  }
  tree.delete();
  parser.delete();
  return out;
}

const SOURCE = `import { a as b } from './x';
/** Doc. */
export class Shape extends Base {
  private area = 0;
  constructor(readonly name: string) { super(name); }
  grow(by: number): Shape { this.area += by * 2; return this.resize(by).done(); }
}
export const make = (n: string) => new Shape(n).grow(1);
function broken( { return b(1, 2 }
`;

/** Every grammar file the graph loads, by its name in dist/wasm (grammars.json). */
const GRAMMARS: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'src', 'core', 'graph', 'grammars.json'), 'utf8'));

/** A short real program per grammar, with text outside ASCII (é, an emoji: two UTF-16 code units) so that indices in code units are checked too. */
const PROGRAMS: Record<string, string> = {
  'tree-sitter-tsx.wasm': 'export function Card(p: { title: string }) {\n  return <div className="card">{p.title} — 🚀</div>;\n}\n',
  'tree-sitter-javascript.wasm': 'const café = require("./x");\nclass A extends B { m() { return this.n?.(1) ?? `t ${café} 🚀`; } }\n',
  'tree-sitter-python.wasm': 'from a import b as c\n\nclass Café(Base):\n    """Doc 🚀."""\n    def run(self, *xs, **kw) -> int:\n        return [x for x in xs if x][0] + c(self)\n',
  'tree-sitter-go.wasm': 'package m\n\nimport "fmt"\n\ntype T struct{ n int }\n\nfunc (t *T) Run(xs ...int) error {\n\tfmt.Println("é 🚀", t.n, xs[0])\n\treturn nil\n}\n',
  'tree-sitter-rust.wasm': 'use std::fmt::{self, Display};\nstruct Café { n: u32 }\nimpl Display for Café {\n    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, "{} 🚀", self.n) }\n}\n',
  'tree-sitter-java.wasm': 'package a;\nimport java.util.List;\npublic class Café<T> extends Base implements Run {\n  @Override public void run(List<T> xs) { System.out.println("🚀" + xs.get(0)); }\n}\n',
  'tree-sitter-c-sharp.wasm': 'using System;\nnamespace A { public class Café : Base { public int N { get; set; } void Run() => Console.WriteLine($"{N} 🚀"); } }\n',
  'tree-sitter-cpp.wasm': '#include <vector>\nnamespace a { template <typename T> class Café : public Base { public: int run(std::vector<T> xs) const { return xs[0].n + ::b::c(1); } }; }\n// 🚀\n',
  'tree-sitter-c.wasm': '#include <stdio.h>\nstruct café { int n; };\nstatic int run(struct café *c) { printf("%d 🚀", c->n); return c->n; }\n',
  'tree-sitter-ruby.wasm': 'module A\n  class Café < Base\n    def run(*xs, &blk) = xs.map { |x| blk.(x) }.join(" 🚀")\n  end\nend\n',
  'tree-sitter-php.wasm': '<?php\nnamespace A;\nuse B\\C;\nclass Café extends C { public function run(array $xs): int { return $this->n + count($xs); } } // 🚀\n',
  'tree-sitter-bash.wasm': '#!/bin/bash\nrun() { local x="${1:-é}"; echo "$x 🚀" | grep -c e; }\nfor f in *.ts; do run "$f"; done\n',
  'tree-sitter-kotlin.wasm': 'package a\nclass Café(val n: Int) : Base() {\n    fun run(xs: List<Int>): Int = xs.map { it + n }.sum() // 🚀\n}\n',
  'tree-sitter-swift.wasm': 'import Foundation\nstruct Café: Base { var n: Int\n  func run(_ xs: [Int]) -> Int { return xs.reduce(n, +) } } // 🚀\n',
  'tree-sitter-dart.wasm': 'import "a.dart";\nclass Café extends Base { int n = 0; int run(List<int> xs) => xs.fold(n, (a, b) => a + b); } // 🚀\n',
  'tree-sitter-scala.wasm': 'package a\nobject Café extends Base { def run(xs: List[Int]): Int = xs.map(_ + 1).sum } // 🚀\n',
  'tree-sitter-lua.wasm': 'local M = {}\nfunction M.run(xs) return #xs .. " 🚀" end\nreturn M\n',
  'tree-sitter-zig.wasm': 'const std = @import("std");\npub fn run(xs: []const u32) u32 { return xs[0] + 1; } // 🚀\n',
};

/** Each node's type and range, depth first over every child (anonymous ones too), as `grammar` parses `src` in `wts`. */
async function typesAndRanges(wts: TS, grammar: string, src: string): Promise<string[]> {
  const lang = await wts.Language.load(grammar);
  const parser = new wts.Parser();
  parser.setLanguage(lang);
  const tree = parser.parse(src);
  const out: string[] = [];
  const stack = [tree.rootNode];
  while (stack.length) {
    const n = stack.pop();
    out.push(`${n.type} ${n.startIndex}-${n.endIndex}${n.isMissing ? ' missing' : ''}`);
    const kids = n.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  tree.delete();
  parser.delete();
  return out;
}

describe('web-tree-sitter rewrites (esbuild.mjs)', () => {
  it('every rewrite matches the installed web-tree-sitter exactly once', async () => {
    const { rewriteWebTreeSitter, WEB_TREE_SITTER_REWRITES } = await loadRewrites();
    const out = rewriteWebTreeSitter(fs.readFileSync(RUNTIME, 'utf8'));
    for (const r of WEB_TREE_SITTER_REWRITES) {
      assert.ok(out.includes(r.to), r.what);
      assert.ok(!out.includes(r.from), r.what);
    }
    assert.ok(!/C\.setValue\(address, node\[0\]/.test(out), 'no node handle read as an element');
  });

  it('a runtime whose code no longer matches fails the build, naming the rewrite', async () => {
    const { rewriteWebTreeSitter, WEB_TREE_SITTER_REWRITES } = await loadRewrites();
    const changed = fs.readFileSync(RUNTIME, 'utf8').replace(WEB_TREE_SITTER_REWRITES[1].from, '/* moved */');
    assert.throws(() => rewriteWebTreeSitter(changed), (e: Error) => e.message.includes(WEB_TREE_SITTER_REWRITES[1].what) && e.message.includes('occurs 0 times'));
  });

  it('the shipped bundles carry the rewritten node handles', () => {
    for (const f of ['graph-worker.js', 'kontext-main.js']) {
      const text = fs.readFileSync(path.join(ROOT, 'dist', f), 'utf8');
      assert.ok(/heap\[at \+ 4\] = node\d*\._other/.test(text), `${f}: marshalNode rewritten`);
      assert.ok(/\.write\(string\d*, 0, units \* 2, "utf16le"\)/.test(text), `${f}: the parse callback rewritten`);
    }
  });

  it('the rewritten runtime reads every node of a real file exactly as the original does', async () => {
    const { rewriteWebTreeSitter } = await loadRewrites();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-wts-'));
    try {
      const patched = path.join(tmp, 'web-tree-sitter.cjs');
      fs.writeFileSync(patched, rewriteWebTreeSitter(fs.readFileSync(RUNTIME, 'utf8')));
      const want = await describeTree(await runtime(RUNTIME), SOURCE);
      const got = await describeTree(await runtime(patched), SOURCE);
      assert.ok(want.length > 150, `${want.length} lines`);
      assert.deepEqual(got, want);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
  it("the rewritten runtime gives every node's type and range as the original does, in every grammar (a program of its own, and a TypeScript file read as it)", async function () {
    this.timeout(120_000);
    const { rewriteWebTreeSitter } = await loadRewrites();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-wts-'));
    try {
      const patched = path.join(tmp, 'web-tree-sitter.cjs');
      fs.writeFileSync(patched, rewriteWebTreeSitter(fs.readFileSync(RUNTIME, 'utf8')));
      const original = await runtime(RUNTIME);
      const rewritten = await runtime(patched);
      // A real file of this repository: every grammar parses it, most with errors, aliases and missing nodes.
      // It starts with a comment line whose emoji straddles the parse callback's chunk of 5119 UTF-16 code units
      // (the high surrogate ends the first chunk, the low one starts the second), so the text crosses chunks too.
      const stress = `// ${'x'.repeat(5115)}🚀\n` + fs.readFileSync(path.join(ROOT, 'server', 'src', 'core', 'graph', 'pool.ts'), 'utf8') + '\n// é 🚀\n';
      assert.equal(stress.charCodeAt(5118), 0xd83d);
      assert.ok(Object.keys(PROGRAMS).every((f) => f in GRAMMARS), 'a program for a grammar the graph does not load');
      for (const [file, from] of Object.entries(GRAMMARS)) {
        if (file === '//') continue;
        const grammar = path.join(ROOT, 'node_modules', from);
        for (const src of [PROGRAMS[file], stress]) {
          if (!src) continue;
          const want = await typesAndRanges(original, grammar, src);
          const got = await typesAndRanges(rewritten, grammar, src);
          assert.ok(src === stress || want.length > 20, `${file}: ${want.length} nodes`);
          assert.deepEqual(got, want, file);
        }
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
