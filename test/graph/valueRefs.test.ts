/**
 * Functions handed on as values, not called where they are written (CallRec
 * kind `ref`): a callback argument, a literal's or struct's field value, a
 * member assignment, a returned name. code_callers lists the code that hands
 * a function on (`values`, "passes it as a value"), code_callees what a
 * function hands on, and code_impact follows them, in TS/JS, Python and Go.
 * A parameter or variable of the same name, a same-named function of another
 * module, a comment or string, and a module's exports are none.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, edges, toolItems, type GraphFixture } from './helpers';

/** Edge items with their call and value lines. */
type Edge = { name: string; line: number; depth?: number; calls?: number[]; values?: number[] };

async function edgeItems(fx: GraphFixture, tool: string, args: Record<string, unknown>): Promise<{ text: string; items: Edge[] }> {
  const r = await toolItems(fx, tool, args);
  return { text: r.text, items: r.items as Edge[] };
}

describeGraph('functions handed on as values', {
  'src/util.ts': 'export function helper(n: number): number {\n  return n * 2;\n}\n\nexport function unused(): void {}\n',
  'lib/decoy.ts': 'export function helper(): string {\n  return "decoy";\n}\n',
  'src/main.ts': [
    "import { helper } from './util';",
    "import * as util from './util';",
    '',
    'export function run(xs: number[]): number[] {',
    '  return xs.map(helper);',
    '}',
    '',
    'function handle(): void {}',
    '',
    'export function table() {',
    '  // xs.map(helper) in a comment, and "f(helper)" in a string, hand nothing on',
    '  const label = "f(helper)";',
    '  return { onClick: helper, handle, label, all: [util.helper] };',
    '}',
    '',
    'export function wrap(helper: (n: number) => number): number[] {',
    '  return [1].map(helper);',
    '}',
    '',
    'export class Button {',
    '  onClick(): void {}',
    '  bind(el: { addEventListener(k: string, f: () => void): void; onblur?: () => void }): void {',
    "    el.addEventListener('click', this.onClick);",
    '    el.onblur = handle;',
    '  }',
    '}',
    '',
    'export function main(): number {',
    '  return run([1]).length + helper(2);',
    '}',
    '',
    'export function outer(): number[] {',
    '  return run([2]);',
    '}',
    '',
  ].join('\n'),
  'cjs/m.js': 'function hidden() { return 1; }\nmodule.exports = { hidden };\n',
  'src/more.tsx': [
    "import { helper } from './util';",
    'export function pick(): unknown {',
    '  let fn;',
    '  fn = helper;',
    '  return fn;',
    '}',
    'export class Game {',
    '  move(): void {}',
    '  setup(on: (k: string, f: () => void) => void): void {',
    "    on('move', this.move.bind(this));",
    '  }',
    '}',
    'export function View() {',
    '  return <button onClick={helper}>x</button>;',
    '}',
    'export function local(items: number[]) {',
    '  items.forEach(function (err, helper) {',
    '    return [helper];',
    '  });',
    '  const isReadonly = 1, move = 2;',
    '  return [move];',
    '}',
    'export const handlers = { onerror: helper.bind(null) };',
    'export const cast = { hydrate: helper as typeof helper };',
    'export function choose(c: boolean, f?: () => void) { return [c ? move : helper, f || move]; }',
    'export const thunk = () => helper;',
    'export function later(items: number[]) {',
    '  items.forEach(function (err, helper) { return err; });',
    '  if (items) { const move = 1; }',
    '  return [helper, move];',
    '}',
    'function move(): void {}',
    '',
  ].join('\n'),
  'py/more.py': 'from .views import index\n\n\ndef other():\n    return 1\n\n\ndef make():\n    other = lambda: 5\n    return other\n\n\nHANDLERS = [index, other]\n\n\ndef run(cb=index):\n    return cb\n\n\ndef both(go):\n    go(lambda other: other)\n    return [other]\n',
  'go/cmd/more.go': 'package cmd\n\nfunc helperRun(c *Command, args []string) error { return nil }\n\nfunc tmplFunc() map[string]interface{} {\n\treturn map[string]interface{}{"tmpl": tmpl}\n}\n\nfunc tmpl(s string) string { return s }\n\ntype funcs struct{ tmpl func(string) string }\n\nfunc useLocal() {\n\thelperRun := func() {}\n\tcall(helperRun)\n\tf := funcs{tmpl: text}\n\t_ = f\n}\n\nfunc text(s string) string { return s }\n\nfunc later() {\n\tfor _, text := range []string{} {\n\t\t_ = text\n\t}\n\tuse(text)\n}\n\nfunc use(f func(string) string) {}\n',
  'py/views.py': 'def index():\n    return "home"\n\n\ndef unused():\n    return None\n',
  'py/app.py': [
    'import threading',
    'from .views import index',
    '',
    '',
    'def keyfn(name):',
    '    return name.lower()',
    '',
    '',
    'def create_app(app):',
    '    app.add_url_rule("/", view_func=index)',
    '    return app',
    '',
    '',
    'def sort_names(names):',
    '    return sorted(names, key=keyfn)',
    '',
    '',
    'def apply(index):',
    '    return list(map(index, [1]))',
    '',
    '',
    'class Worker:',
    '    def run(self):',
    '        return 1',
    '',
    '    def start(self):',
    '        threading.Thread(target=self.run).start()',
    '',
    '    @property',
    '    def size(self):',
    '        return 1',
    '',
    '    @size.setter',
    '    def size(self, value):',
    '        pass',
    '',
    '    def report(self):',
    '        print(self.size)',
    '',
    '    def not_found(self):',
    '        return 404',
    '',
    '    def route(self, default=None):',
    "        self.default = self.not_found if default is None else keyfn",
    '',
  ].join('\n'),
  'go/cmd/command.go': 'package cmd\n\ntype Command struct {\n\tUse  string\n\tRunE func(c *Command, args []string) error\n\tArgs func(c *Command, args []string) error\n}\n\nfunc OnlyValidArgs(c *Command, args []string) error {\n\treturn nil\n}\n',
  'go/cmd/root.go': [
    'package cmd',
    '',
    'import "net/http"',
    '',
    'var rootCmd = &Command{Use: "root", RunE: runRoot, Args: OnlyValidArgs}',
    '',
    'func runRoot(c *Command, args []string) error {',
    '\treturn nil',
    '}',
    '',
    'type server struct{}',
    '',
    'func (s *server) handle(w http.ResponseWriter, r *http.Request) {}',
    '',
    'func serve() {',
    '\ts := &server{}',
    '\thttp.HandleFunc("/", s.handle)',
    '}',
    '',
    'func wrap(runRoot func()) {',
    '\tgo runRoot()',
    '\tdefer call(runRoot)',
    '}',
    '',
    'func call(f func()) { f() }',
    '',
  ].join('\n'),
}, 'value-refs', (fx) => {
  it('TS/JS: a callback argument, a property value, shorthand, an array element, `this.m` and a member assignment hand a function on', async () => {
    assert.deepEqual((await edges(fx, 'code_callers', 'helper', 'src/util.ts')).filter((e) => e.startsWith('src/main.ts')), ['src/main.ts:main:import', 'src/main.ts:run:import', 'src/main.ts:table:import']);
    assert.deepEqual(await edges(fx, 'code_callers', 'handle'), ['src/main.ts:Button.bind:same-file', 'src/main.ts:table:same-file']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Button.onClick'), ['src/main.ts:Button.bind:receiver']);
    const { text, items } = await edgeItems(fx, 'code_callers', { symbol: 'helper', path: 'src/util.ts' });
    const byName = new Map(items.map((i) => [i.name, i]));
    assert.deepEqual(byName.get('run')!.values, [5]);
    assert.equal(byName.get('run')!.calls, undefined);
    assert.deepEqual(byName.get('main')!.calls, [29]);
    assert.equal(byName.get('main')!.values, undefined);
    assert.deepEqual(byName.get('table')!.values, [13]);
    assert.match(text, /src\/main\.ts:4 {2}function run.*\(passes it as a value on line 5\)/);
    assert.match(text, /src\/main\.ts:28 {2}function main.*\(calls it on line 29\)/);
  });

  it('TS/JS: a parameter of the name, another module\'s same-named function, comments, strings and exports are no values', async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'helper', 'lib/decoy.ts'), []);
    assert.deepEqual(await edges(fx, 'code_callees', 'wrap', 'src/main.ts'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'hidden'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'unused', 'src/util.ts'), []);
    const table = fx.graph.data.files.get('src/main.ts')!.calls.filter((c) => c.kind === 'ref' && c.line === 11);
    assert.deepEqual(table, []);
  });

  it('an assignment to a variable, `.bind(this)` and a JSX attribute hand a function on; a callback\'s parameter or a local of the name does not (newcomer 29 #1, #3, #4)', async () => {
    const more = (await edges(fx, 'code_callers', 'helper', 'src/util.ts')).filter((e) => e.startsWith('src/more.tsx'));
    // `later` hands both on after the callback's parameter and the block's const stop being in effect (newcomer 30 #1).
    assert.deepEqual(more, ['src/more.tsx:View:import', 'src/more.tsx:cast:import', 'src/more.tsx:choose:import', 'src/more.tsx:handlers:import', 'src/more.tsx:later:import', 'src/more.tsx:pick:import', 'src/more.tsx:thunk:import']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Game.move'), ['src/more.tsx:Game.setup:receiver']);
    assert.deepEqual(await edges(fx, 'code_callers', 'move', 'src/more.tsx:32'), ['src/more.tsx:choose:same-file', 'src/more.tsx:later:same-file']);
  });

  it('Python: a local assigned in the function is its value; a module list and a default value hand the function on', async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'other', 'py/more.py'), ['py/more.py:both:same-file', 'py/more.py:more.py:same-file']);
    assert.deepEqual((await edges(fx, 'code_callers', 'index', 'py/views.py')).filter((e) => e.startsWith('py/more.py')), ['py/more.py:more.py:import', 'py/more.py:run:import']);
  });

  it('Go: a local of the name is its value, and a composite literal\'s key is no value', async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'helperRun'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'tmpl'), ['go/cmd/more.go:tmplFunc:same-file']);
    assert.deepEqual(await edges(fx, 'code_callers', 'text'), ['go/cmd/more.go:later:same-file', 'go/cmd/more.go:useLocal:same-file']);
  });

  it('code_callees names what a function hands on, and code_impact follows it', async () => {
    const { text, items } = await edgeItems(fx, 'code_callees', { symbol: 'run', path: 'src/main.ts' });
    assert.deepEqual(items.map((i) => [i.name, i.values]), [['helper', [5]]]);
    assert.match(text, /function helper.*\(passed as a value on line 5\)/);
    const impact = await edgeItems(fx, 'code_impact', { symbol: 'helper', path: 'src/util.ts' });
    assert.deepEqual(impact.items.map((i) => `${i.depth}:${i.name}`), ['1:run', '1:table', '1:main', '1:pick', '1:View', '1:handlers', '1:cast', '1:choose', '1:thunk', '1:later', '2:outer']);
    assert.match(impact.text, /function table.*\(passes it as a value on line 13\)/);
  });

  it('Python: keyword and positional arguments and `self.m` hand a function on; a parameter of the name does not', async () => {
    assert.deepEqual((await edges(fx, 'code_callers', 'index', 'py/views.py')).filter((e) => e.startsWith('py/app.py')), ['py/app.py:create_app:import']);
    // Either branch of a conditional expression hands its function on (newcomer 43 #7, starlette's `self.not_found if … else default`).
    assert.deepEqual(await edges(fx, 'code_callers', 'keyfn'), ['py/app.py:Worker.route:same-file', 'py/app.py:sort_names:same-file']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Worker.not_found'), ['py/app.py:Worker.route:receiver']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Worker.run'), ['py/app.py:Worker.start:receiver']);
    assert.deepEqual(await edges(fx, 'code_callees', 'apply'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'unused', 'py/views.py'), []);
    // `print(self.size)` reads a property (its getter's call), handing on neither the getter nor the setter.
    const report = await edgeItems(fx, 'code_callees', { symbol: 'Worker.report' });
    assert.ok(report.items.length > 0 && report.items.every((i) => !i.values), report.text);
  });

  it("Go: a struct literal's field values, a method value argument; a parameter of the name is none", async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'runRoot'), ['go/cmd/root.go:root.go:same-file']);
    assert.deepEqual(await edges(fx, 'code_callers', 'OnlyValidArgs'), ['go/cmd/root.go:root.go:name']);
    assert.deepEqual(await edges(fx, 'code_callers', 'server.handle'), ['go/cmd/root.go:serve:receiver']);
    assert.deepEqual(await edges(fx, 'code_callees', 'wrap', 'go/cmd/root.go'), ['go/cmd/root.go:call:same-file']);
  });
});

describeGraph('method and callable references hand a function on (Java, Kotlin)', {
  'src/main/java/app/Util.java': 'package app;\n\npublic class Util {\n  public static int parse(String s) { return 1; }\n  public static int unused(String s) { return 2; }\n}\n',
  'src/main/java/app/Worker.java': 'package app;\n\nimport java.util.List;\n\npublic class Worker {\n  void handle(String s) {}\n\n  void run(List<String> xs) {\n    xs.forEach(this::handle);\n    xs.stream().map(Util::parse);\n  }\n}\n',
  'src/main/kotlin/app/Box.kt': 'package app\n\nfun conv(s: String): Int = 1\n\nclass Box {\n    fun handle(s: String) {}\n\n    fun go(xs: List<String>) {\n        xs.map(::conv)\n        xs.forEach(this::handle)\n    }\n}\n',
}, 'value-refs-jvm', (fx) => {
  it('Java `this::handle` and `Util::parse`, Kotlin `::conv` and `this::handle` are values handed on', async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'Util.parse'), ['src/main/java/app/Worker.java:Worker.run:receiver']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Worker.handle'), ['src/main/java/app/Worker.java:Worker.run:receiver']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Util.unused'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'conv'), ['src/main/kotlin/app/Box.kt:Box.go:same-file']);
    assert.deepEqual(await edges(fx, 'code_callers', 'Box.handle'), ['src/main/kotlin/app/Box.kt:Box.go:receiver']);
    const { text, items } = await edgeItems(fx, 'code_callees', { symbol: 'Worker.run' });
    assert.deepEqual(items.map((i) => [i.name, i.values]), [['Util.parse', [10]], ['Worker.handle', [9]]]);
    assert.match(text, /method Util\.parse.*\(passed as a value on line 10\)/);
  });
});

describeGraph('C# method groups hand a method on', {
  'src/Util.cs': 'namespace App;\n\npublic static class Util\n{\n    public static int Parse(string s) => 1;\n    public static int Unused(string s) => 2;\n}\n',
  'src/Button.cs': [
    'using System;',
    'using System.Collections.Generic;',
    '',
    'namespace App;',
    '',
    'public class Button',
    '{',
    '    public event EventHandler Click;',
    '    public string Name { get; set; }',
    '',
    '    void OnClick(object s, EventArgs e) {}',
    '    void Handle(string s) {}',
    '',
    '    public void Wire(List<string> xs, Action<string> Handle2)',
    '    {',
    '        Click += OnClick;',
    '        xs.ForEach(Handle);',
    '        xs.ConvertAll(Util.Parse);',
    '        Log(Name);',
    '        xs.ForEach(Handle2);',
    '    }',
    '',
    '    void Log(string s) {}',
    '',
    '    // A compile-time name, no method handed on.',
    '    public string Names() => nameof(Util.Unused) + nameof(OnClick);',
    '}',
    '',
  ].join('\n'),
}, 'value-refs-cs', (fx) => {
  it('an event subscription and method-group arguments are values handed on; a property, a parameter or a nameof(…) is none', async () => {
    const { text, items } = await edgeItems(fx, 'code_callees', { symbol: 'Button.Wire' });
    assert.deepEqual(items.map((i) => [i.name, i.calls, i.values]), [
      ['Button.OnClick', undefined, [16]],
      ['Button.Handle', undefined, [17]],
      ['Button.Log', [19], undefined],
      ['Util.Parse', undefined, [18]],
    ]);
    assert.match(text, /method Util\.Parse.*\(passed as a value on line 18\)/);
    assert.deepEqual(await edges(fx, 'code_callers', 'Util.Unused'), []);
    assert.deepEqual(await edges(fx, 'code_callees', 'Button.Names'), []);
  });
});

describeGraph('Rust function items handed on as values', {
  'Cargo.toml': '[package]\nname = "vals"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub fn parse_line(s: &str) -> usize { s.len() }',
    'pub fn config() -> usize { 1 }',
    'pub fn handler() {}',
    'pub struct Ops { pub on: fn() }',
    'pub fn run(xs: Vec<&str>) -> Vec<usize> {',
    '    let config = config();',
    '    consume(config);',
    '    let _ops = Ops { on: handler };',
    '    xs.into_iter().map(parse_line).collect()',
    '}',
    'fn consume(_n: usize) {}',
    '',
  ].join('\n'),
}, 'value-refs-rust', (fx) => {
  it('an argument and a struct field value hand a function item on; a `let` of the name is the local', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'run' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by.parse_line, [undefined, [9]]);
    assert.deepEqual(by.handler, [undefined, [8]]);
    assert.deepEqual(by.config, [[6], undefined]);
    assert.deepEqual(by.consume, [[7], undefined]);
  });
});

describeGraph('C and C++ function pointers handed on as values', {
  'src/ops.h': 'struct ops { void (*read)(int); int (*write)(int); };\nvoid my_read(int n);\nint my_write(int n);\n',
  'src/ops.c': [
    '#include "ops.h"',
    'void my_read(int n) {}',
    'int my_write(int n) { return n; }',
    'static int cmp(const void *a, const void *b) { return 0; }',
    'static void on_sig(int s) {}',
    'int count(void) { return 1; }',
    'static struct ops table = { .read = my_read, .write = &my_write };',
    'static struct ops plain = { my_read, my_write };',
    'typedef int (*cb)(int);',
    'cb pick(void) { return my_write; }',
    'void run(int *xs, int n, cb f) {',
    '  int count = 3;',
    '  void helper(int);',
    '  qsort(xs, n, sizeof(int), cmp);',
    '  signal(SIGINT, on_sig);',
    '  table.read = my_read;',
    '  cb g = my_write;',
    '  use(count, f, g, helper);',
    '}',
    '',
  ].join('\n'),
  'src/shape.cpp': [
    'struct Shape {',
    '  double area() const { return 1; }',
    '  static bool less(const Shape &a, const Shape &b) { return a.area() < b.area(); }',
    '};',
    'void sortAll(Shape *xs, int n) {',
    '  std::sort(xs, xs + n, Shape::less);',
    '  auto m = &Shape::area;',
    '  apply(xs, &Shape::area);',
    '}',
    '',
  ].join('\n'),
}, 'value-refs-c', (fx) => {
  it('C: arguments, `&f`, designated and positional initializers, assignments, declarators and returns hand a function on; locals, parameters and macros do not', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'run' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by.cmp, [undefined, [14]]);
    assert.deepEqual(by.on_sig, [undefined, [15]]);
    assert.deepEqual(by.my_read, [undefined, [16]]);
    assert.deepEqual(by.my_write, [undefined, [17]]);
    // `count` is the local int there, not count(); `helper` is declared, not defined, in the repository.
    assert.equal(by.count, undefined);
    const table = await edgeItems(fx, 'code_callers', { symbol: 'my_write' });
    const lines = table.items.flatMap((i) => i.values ?? []).sort((a, b) => a - b);
    assert.deepEqual(lines, [7, 8, 10, 17]);
    assert.match(table.text, /passes it as a value on line 10/);
  });

  it('C++: a qualified static member and a pointer to member `&Shape::area` are values handed on', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'sortAll' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by['Shape::area'], [undefined, [7, 8]]);
    assert.deepEqual(by['Shape::less'], [undefined, [6]]);
  });
});

describeGraph('Lua and Swift functions handed on as values', {
  'lua/util.lua': [
    'local M = {}',
    'local function cmp(a, b) return a < b end',
    'local function handler(x) return x end',
    'function M.toggle() end',
    'function M.run(t, f)',
    '  local count = 1',
    '  table.sort(t, cmp)',
    '  pcall(handler, 1)',
    '  local ops = { on_click = handler, M.toggle }',
    '  use(count, f)',
    '  return handler',
    'end',
    'function count() return 0 end',
    'M.handler = handler',
    'return M',
    '',
  ].join('\n'),
  'Sources/App/main.swift': [
    'func double(_ x: Int) -> Int { return x * 2 }',
    'func save() {}',
    'func total() -> Int { return 0 }',
    'func run(xs: [Int], total: Int) -> [Int] {',
    '  let f = save',
    '  use(total)',
    '  xs.forEach { save in use(save) }',
    '  return xs.map(double)',
    '}',
    '',
  ].join('\n'),
}, 'value-refs-lua-swift', (fx) => {
  it('Lua: arguments, table fields and returns hand a function on; locals, parameters and a module\'s exports do not', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'M.run' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by.cmp, [undefined, [7]]);
    assert.deepEqual(by.handler, [undefined, [8, 9, 11]]);
    assert.deepEqual(by['M.toggle'] ?? by.toggle, [undefined, [9]]);
    // `count` is the local there; the global function count() is not handed on.
    assert.equal(by.count, undefined);
    // `M.handler = handler` at the top level exports it: no value.
    const callers = await edgeItems(fx, 'code_callers', { symbol: 'handler' });
    assert.deepEqual(callers.items.map((i) => [i.name, i.values]), [['M.run', [8, 9, 11]]]);
  });

  it('Swift records no values (its bare names there are properties and locals), and the no-callers text says so', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'run' });
    assert.ok(items.every((i) => i.values === undefined), JSON.stringify(items));
    const none = await fx.call('code_callers', { symbol: 'double' });
    assert.match(none.text, /in Scala and Swift, functions passed as values/);
  });
});

describeGraph('Dart and Ruby methods handed on as values', {
  'lib/app.dart': [
    'int double(int x) => x * 2;',
    'void save() {}',
    'int total() => 0;',
    'List<int> run(List<int> xs, int total) {',
    '  final cb = save;',
    '  final w = Button(onPressed: save);',
    '  xs.forEach((save) => use(save));',
    '  use(total);',
    '  return xs.map(double).toList();',
    '}',
    '',
  ].join('\n'),
  'lib/report.rb': [
    'class Report',
    '  def log(x); end',
    '  def save; end',
    '  def run(xs)',
    '    xs.each(&method(:log))',
    '    cb = method(:save)',
    '    cb.call',
    '  end',
    'end',
    '',
  ].join('\n'),
}, 'value-refs-dart-ruby', (fx) => {
  it('Dart: a lone argument, a named argument and a variable\'s value hand a function on; parameters and a closure\'s parameter do not', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'run', path: 'lib/app.dart' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by.double, [undefined, [9]]);
    assert.deepEqual(by.save, [undefined, [5, 6]]);
    assert.equal(by.total, undefined);
  });

  it('Ruby: `method(:log)` and `&method(:save)` hand the method of self on', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'Report#run' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by['Report#log'], [undefined, [5]]);
    assert.deepEqual(by['Report#save'], [undefined, [6]]);
  });
});

describeGraph('PHP callables, Zig function values and Bash traps', {
  'src/A.php': [
    '<?php',
    'function my_init() {}',
    'function init() {}',
    'class A {',
    '  public function handle($x) {}',
    '  public static function cmp($a, $b) {}',
    '  public function run($xs) {',
    '    array_map([$this, \'handle\'], $xs);',
    '    usort($xs, [self::class, \'cmp\']);',
    '    usort($xs, \'A::cmp\');',
    '    add_action(\'init\', \'my_init\');',
    '    $f = $this->handle(...);',
    '    $g = my_init(...);',
    '    $labels = [\'handle\', \'cmp\'];',
    '    $delay = __CLASS__ . \'::cmp\';',
    '    $label = \'::\' . \'cmp\';',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/sort.zig': [
    'const std = @import("std");',
    'fn lessThan(ctx: void, a: u8, b: u8) bool { _ = ctx; return a < b; }',
    'fn handle() void {}',
    'fn count() usize { return 0; }',
    'const Ops = struct { on: *const fn () void };',
    'pub fn run(items: []u8, count: usize) void {',
    '    std.mem.sort(u8, items, {}, lessThan);',
    '    const ops = Ops{ .on = handle };',
    '    use(count, ops);',
    '}',
    '',
  ].join('\n'),
  'bin/build.sh': ['cleanup() { rm -f "$tmp"; }', 'main() {', '  trap cleanup EXIT', "  trap 'rm -f x' INT", '}', ''].join('\n'),
}, 'value-refs-php-zig-bash', (fx) => {
  it('PHP: array callables, a string callable in a callable parameter and `f(...)` hand a function on; a hook name or a plain string array is data', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'A::run' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by['A::handle'], [undefined, [8, 12]]);
    // `__CLASS__ . '::cmp'` builds the callable string of a static method (newcomer 35: guzzle's RetryMiddleware); `'::' . 'cmp'` is data.
    assert.deepEqual(by['A::cmp'], [undefined, [9, 10, 15]]);
    assert.deepEqual(by.my_init, [undefined, [11, 13]]);
    // 'init' is add_action's hook name, not its callback.
    assert.equal(by.init, undefined);
  });

  it('Zig: an argument and a struct literal\'s field value hand a function on; a parameter of the name does not', async () => {
    const { items } = await edgeItems(fx, 'code_callees', { symbol: 'run', path: 'src/sort.zig' });
    const by = Object.fromEntries(items.map((i) => [i.name, [i.calls, i.values]]));
    assert.deepEqual(by.lessThan, [undefined, [7]]);
    assert.deepEqual(by.handle, [undefined, [8]]);
    assert.equal(by.count, undefined);
  });

  it('Bash: `trap cleanup EXIT` hands cleanup on; a command string does not', async () => {
    const { items } = await edgeItems(fx, 'code_callers', { symbol: 'cleanup' });
    assert.deepEqual(items.map((i) => [i.name, i.calls, i.values]), [['main', undefined, [3]]]);
  });
});

/**
 * A module const whose value is a function's name (through casts) is a
 * definition of its own, whose callers call that function: it hands the
 * function on, and impact follows it (zustand's `export const persist =
 * persistImpl as unknown as Persist`; newcomer 45 #1).
 */
describeGraph('a module const holding a function hands it on', {
  'src/persist.ts': [
    'type Persist = (x: number) => number',
    'const persistImpl = (x: number) => x + 1',
    'export const persist = persistImpl as unknown as Persist',
    'export const plain = persistImpl',
  ].join('\n'),
  'src/use.ts': ["import { persist, plain } from './persist'", 'export function use() { return persist(1) + plain(2) }'].join('\n'),
}, 'value-refs-module-const', (fx) => {
  it('lists the consts as handing it on, and impact reaches the consts\' callers', async () => {
    const { items } = await edgeItems(fx, 'code_callers', { symbol: 'persistImpl' });
    assert.deepEqual(items.map((i) => [i.name, i.calls, i.values]), [['persist', undefined, [3]], ['plain', undefined, [4]]]);
    const impact = await edgeItems(fx, 'code_impact', { symbol: 'persistImpl' });
    assert.deepEqual(impact.items.filter((i) => i.depth === 2).map((i) => i.name), ['use']);
  });
});
