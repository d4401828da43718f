/**
 * The callers note ("Not listed: N calls named … may call it") of a method
 * leaves out bare calls where a bare call never runs a method — Python,
 * TypeScript/JavaScript, PHP, Go, Rust (no implicit `this`): rich's
 * `Console.print` was offered the builtin `print(…)` 230 times. A function's
 * note keeps them, and so do a bare call in a Python class body itself (it
 * may call a function defined above it there) and a bare call inside a JS
 * named function expression assigned as a method (`Foo.prototype.bar =
 * function bar(n) { … bar(n - 1) }`: its name is bound in its body).
 * A bare name bound by importing a standard-library module (`from html
 * import escape`, rich/console.py) is never the repository's function, so
 * it is counted with the calls from outside; one imported from a module
 * the repository may hold under another path (`from markupsafe import
 * escape`) stays.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'rich/__init__.py': '',
  'rich/console.py': lines(
    'from html import escape', // 1
    '', // 2
    '', // 3
    'class Console:', // 4
    '    def print(self, *objects):', // 5
    '        print(*objects)', // 6
    '', // 7
    '    def export_html(self, text):', // 8
    '        return escape(text)', // 9
    '', // 10
    '', // 11
    'def report(console, value):', // 12
    '    print(value)', // 13
    '    console.print(value)', // 14
    '    render(value)', // 15
  ),
  'rich/markup.py': lines(
    'def escape(markup):', // 1
    '    return markup.replace("[", "\\\\[")', // 2
  ),
  'rich/columns.py': lines(
    'class Columns:', // 1
    '    def render(self):', // 2
    '        return []', // 3
    '', // 4
    '    cached = render(None)', // 5
  ),
  'rich/safe.py': lines(
    'from markupsafe import escape', // 1
    '', // 2
    '', // 3
    'def quote(text):', // 4
    '    return escape(text)', // 5
    '', // 6
    '', // 7
    'def render(view):', // 8
    '    return view.render()', // 9
  ),
  'web/view.js': lines(
    'function Foo() {}', // 1
    'Foo.prototype.bar = function bar(n) { return n ? bar(n - 1) : 0; };', // 2
    '', // 3
    'class View {', // 4
    '  render() { return 1; }', // 5
    '  refresh() { return render(); }', // 6
    '}', // 7
    'export function show(v) { bar(1); return v.render(); }', // 8
  ),
  'web/Cart.php': lines(
    '<?php', // 1
    'class Cart {', // 2
    '    public function total() { return 1; }', // 3
    '    public function show($other) { total(); return $other->total(); }', // 4
    '}', // 5
  ),
};

describeGraph('code graph: bare calls are no possible callers of a method where a bare call cannot run one', FILES, 'graph-bare-method-notes', (fx) => {
  const note = async (symbol: string, path?: string) => {
    const r = await fx.call('code_callers', path ? { symbol, path } : { symbol });
    assert.ok(!r.isError, r.text);
    const u = r.structured!.unresolved as { examples: string[]; bare: number; unknown: number; leftOut?: number } | undefined;
    return { examples: (u?.examples ?? []).sort(), bare: u?.bare ?? 0, unknown: u?.unknown ?? 0, leftOut: u?.leftOut ?? 0 };
  };

  it("Python: the builtin print(…) is no caller of Console.print; console.print(…) on an unknown receiver stays", async () => {
    assert.deepEqual(await note('Console.print'), { examples: ['rich/console.py:14'], bare: 0, unknown: 1, leftOut: 0 });
  });

  it('Python: a bare call in the class body itself stays for the method, render(value) in a function only for the function render', async () => {
    assert.deepEqual(await note('Columns.render'), { examples: ['rich/columns.py:5', 'rich/safe.py:9'], bare: 1, unknown: 1, leftOut: 0 });
    assert.deepEqual(await note('render', 'rich/safe.py'), { examples: ['rich/columns.py:5', 'rich/console.py:15'], bare: 2, unknown: 0, leftOut: 0 });
  });

  it('Python: escape bound by `from html import escape` is left out as outside; `from markupsafe import escape` stays', async () => {
    assert.deepEqual(await note('escape'), { examples: ['rich/safe.py:5'], bare: 1, unknown: 0, leftOut: 1 });
  });

  it('JavaScript: render() in another method is no call of View.render; bar(n - 1) inside the named function expression stays', async () => {
    assert.deepEqual(await note('View.render'), { examples: ['web/view.js:8'], bare: 0, unknown: 1, leftOut: 0 });
    assert.deepEqual(await note('Foo.bar'), { examples: ['web/view.js:2'], bare: 1, unknown: 0, leftOut: 0 });
  });

  it('PHP: total() is no call of Cart::total; $other->total() stays', async () => {
    assert.deepEqual(await note('Cart.total'), { examples: ['web/Cart.php:4'], bare: 0, unknown: 1, leftOut: 0 });
  });
});
