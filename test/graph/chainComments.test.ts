/**
 * Comments inside a method chain (newcomer pass, issue 3): a line or block
 * comment between two links, in each language's syntax, leaves the chain
 * one expression, so every link after it is still typed by the link before
 * (axum's readme `Router::new()\n  // …\n  .route(…)\n  // …\n  .route(…)`
 * lost its second route). Each language has a builder R whose `route`
 * returns R, a decoy Other with the same method, and a function `use…`
 * calling three routes with comments before each, one holding brackets and
 * an apostrophe; every route must reach R's.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const TS = [
  'export class R {',
  '  static make(): R { return new R(); }',
  '  route(p: string): R { return this; }',
  '}',
  'export class Other {',
  '  route(p: string): Other { return this; }',
  '}',
  'export function useTs(): R {',
  '  return R.make()',
  '    // first (a comment)',
  '    .route("/a")',
  "    /* it's a block, f( */",
  '    .route("http://x/b") // trailing',
  '    // last',
  '    .route("/c");',
  '}',
  '',
].join('\n');

const JS = [
  'export class R {',
  '  static make() { return new R(); }',
  '  /** @returns {R} */',
  '  route(p) { return this; }',
  '}',
  'export class Other {',
  '  route(p) { return this; }',
  '}',
  'export function useJs() {',
  '  return new R()',
  '    // first (a comment)',
  '    .route("/a")',
  "    /* it's a block, f( */",
  '    .route("http://x/b") // trailing',
  '    // last',
  '    .route("/c");',
  '}',
  '',
].join('\n');

const RUST = [
  'pub struct R;',
  'impl R {',
  '    pub fn new() -> Self { R }',
  '    pub fn route(self, p: &str) -> Self { self }',
  '}',
  'pub struct Other;',
  'impl Other {',
  '    pub fn route(self, p: &str) -> Self { self }',
  '}',
  'pub fn use_rust() -> R {',
  '    R::new()',
  '        // first (a comment)',
  '        .route("/a")',
  "        /* it's a block, f( */",
  '        .route("http://x/b") // trailing',
  '        /// last',
  '        .route("/c")',
  '}',
  '',
].join('\n');

const JAVA = [
  'package app;',
  'public class R {',
  '    public static R make() { return new R(); }',
  '    public R route(String p) { return this; }',
  '    static class Other {',
  '        public Other route(String p) { return this; }',
  '    }',
  '    static R useJava() {',
  '        return R.make()',
  '            // first (a comment)',
  '            .route("/a")',
  "            /* it's a block, f( */",
  '            .route("http://x/b") // trailing',
  '            /** last */',
  '            .route("/c");',
  '    }',
  '}',
  '',
].join('\n');

const KOTLIN = [
  'package app',
  'class R {',
  '    fun route(p: String): R = this',
  '}',
  'class Other {',
  '    fun route(p: String): Other = this',
  '}',
  'fun useKotlin(): R {',
  '    return R()',
  '        // first (a comment)',
  '        .route("/a")',
  "        /* it's a block, f( */",
  '        .route("http://x/b") // trailing',
  '        // last',
  '        .route("/c")',
  '}',
  '',
].join('\n');

const GO = [
  'package app',
  '',
  'type R struct{}',
  '',
  'func NewR() *R { return &R{} }',
  '',
  'func (r *R) Route(p string) *R { return r }',
  '',
  'type Other struct{}',
  '',
  'func (o *Other) Route(p string) *Other { return o }',
  '',
  'func UseGo() *R {',
  '\treturn NewR().',
  '\t\t// first (a comment)',
  '\t\tRoute("/a").',
  "\t\t/* it's a block, f( */",
  '\t\tRoute("http://x/b"). // trailing',
  '\t\t// last',
  '\t\tRoute("/c")',
  '}',
  '',
].join('\n');

const PYTHON = [
  'class R:',
  '    def route(self, p) -> "R":',
  '        return self',
  '',
  '',
  'class Other:',
  '    def route(self, p) -> "Other":',
  '        return self',
  '',
  '',
  'def use_python():',
  '    return (R()',
  '        # first (a comment)',
  '        .route("/a")',
  "        # it's f(",
  '        .route("http://x/b")  # trailing',
  '        # last',
  '        .route("/c"))',
  '',
].join('\n');

const CSHARP = [
  'namespace App {',
  '    public class R {',
  '        public static R Make() { return new R(); }',
  '        public R Route(string p) { return this; }',
  '    }',
  '    public class Other {',
  '        public Other Route(string p) { return this; }',
  '    }',
  '    public static class Use {',
  '        public static R UseCs() {',
  '            return R.Make()',
  '                // first (a comment)',
  '                .Route("/a")',
  "                /* it's a block, f( */",
  '                .Route("http://x/b") // trailing',
  '                /// last',
  '                .Route("/c");',
  '        }',
  '    }',
  '}',
  '',
].join('\n');

const SWIFT = [
  'class R {',
  '    static func make() -> R { return R() }',
  '    func route(_ p: String) -> R { return self }',
  '}',
  'class Other {',
  '    func route(_ p: String) -> Other { return self }',
  '}',
  'func useSwift() -> R {',
  '    return R.make()',
  '        // first (a comment)',
  '        .route("/a")',
  "        /* it's a block, f( */",
  '        .route("http://x/b") // trailing',
  '        // last',
  '        .route("/c")',
  '}',
  '',
].join('\n');

/** Path, source, the function holding the chain and the route method's name, per language. */
const CASES: [string, string, string, string][] = [
  ['ts/use.ts', TS, 'useTs', 'R.route'],
  ['js/use.js', JS, 'useJs', 'R.route'],
  ['rust/src/lib.rs', RUST, 'use_rust', 'R::route'],
  ['java/app/R.java', JAVA, 'useJava', 'R.route'],
  ['kotlin/app/R.kt', KOTLIN, 'useKotlin', 'R.route'],
  ['go/app.go', GO, 'UseGo', 'R.Route'],
  ['python/app.py', PYTHON, 'use_python', 'R.route'],
  ['cs/Use.cs', CSHARP, 'UseCs', 'R.Route'],
  ['swift/Use.swift', SWIFT, 'useSwift', 'R.route'],
];

/** 1-based lines of `src` holding a link `.route(` / `Route(` after the chain's head. */
function routeLines(src: string): number[] {
  const out: number[] = [];
  src.split('\n').forEach((l, i) => {
    if (/^\s+\.?[Rr]oute\("/.test(l)) out.push(i + 1);
  });
  return out;
}

const FILES: Record<string, string> = { 'rust/Cargo.toml': '[package]\nname = "app"\n', 'go/go.mod': 'module example.com/app\n\ngo 1.21\n' };
for (const [path, src] of CASES) FILES[path] = src;

describeGraph('code graph: comments inside a method chain', FILES, 'chain-comments', (fx) => {
  it('types every link after a line or block comment, in each language', async () => {
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [path, src, fn, route] of CASES) {
      const r = await fx.call('code_callees', { symbol: fn, path });
      assert.ok(!r.isError, r.text);
      const items = (r.structured?.items ?? []) as { name: string; path: string; calls: number[] }[];
      actual[path] = items.filter((i) => /[Rr]oute$/.test(i.name)).map((i) => `${i.name} ${i.calls.join(',')}`);
      expected[path] = [`${route} ${routeLines(src).join(',')}`];
    }
    assert.deepEqual(actual, expected);
  });
});
