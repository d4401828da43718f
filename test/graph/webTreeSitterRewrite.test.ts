/**
 * The build rewrites web-tree-sitter's node handles for speed (esbuild.mjs
 * WEB_TREE_SITTER_REWRITES): every rewrite still matches the installed
 * runtime, a mismatch fails loudly, the shipped bundles carry the rewrite, and
 * the rewritten runtime reports exactly what the original one does for every
 * node of a real TypeScript file (types, ranges, fields, parents, siblings,
 * descendants by type, equality), also when asked again.
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
});
