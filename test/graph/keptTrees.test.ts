/**
 * Kept syntax trees (keptTrees.ts): an edited file is re-parsed incrementally
 * from its kept tree, and the record is exactly the one a whole parse gives —
 * over real source files of this repository and edits of every shape (append,
 * insert, delete, rename, a syntax error and its fix, non-ASCII text). The
 * graph keeps the trees of files it re-indexes and of files the editor
 * opens, frees them on close and on deletion, and never keeps more than its
 * bound.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphFixture } from './helpers';
import { parseSource } from '../../server/src/core/graph/parse';
import { languageById } from '../../server/src/core/graph/languages';
import { dropTree, hasKeptTree, KEPT_TREES_MAX, keptTreeStats, textEdit } from '../../server/src/core/graph/keptTrees';

const REPO = path.resolve(__dirname, '..', '..');
const ts = languageById('typescript')!;
const py = languageById('python')!;

/** Every edit applied in turn to a file's text; each result is parsed both ways. */
const EDITS: { name: string; apply: (s: string) => string }[] = [
  { name: 'append a function', apply: (s) => `${s}\nexport function keptEdit(a: number) { return helper(a) + 1; }\n` },
  { name: 'insert a line in the middle', apply: (s) => insertAt(s, 0.5, 'const inserted = compute(1, 2);\n') },
  { name: 'delete a line near the start', apply: (s) => deleteLineAt(s, 0.2) },
  { name: 'rename an identifier everywhere (many separate changes)', apply: (s) => s.replace(/\bpath\b/g, 'pathModule') },
  { name: 'break the syntax', apply: (s) => `${s}function broken( {\n` },
  { name: 'fix it again', apply: (s) => s.replace('function broken( {\n', '') },
  { name: 'non-ASCII text before the change', apply: (s) => `// Größe 😀 ü\n${s}\nexport const größe = () => '✓';\n` },
  { name: 'empty the file', apply: () => '' },
  { name: 'write it back', apply: () => fs.readFileSync(path.join(REPO, 'server/src/core/graph/keptTrees.ts'), 'utf8') },
];

/** Inserts `text` at the line start nearest `fraction` of the way through `s`, indented as the line it goes before. */
function insertAt(s: string, fraction: number, text: string): string {
  const at = s.indexOf('\n', Math.floor(s.length * fraction)) + 1;
  const indent = /^[ \t]*/.exec(s.slice(at))![0];
  return s.slice(0, at) + indent + text + s.slice(at);
}

/** Deletes the line starting nearest `fraction` of the way through `s`. */
function deleteLineAt(s: string, fraction: number): string {
  const at = s.indexOf('\n', Math.floor(s.length * fraction)) + 1;
  const end = s.indexOf('\n', at) + 1;
  return s.slice(0, at) + s.slice(end || s.length);
}

describe('code graph: kept syntax trees (incremental re-parsing)', () => {
  it('describes an edit by its changed range, with rows and UTF-16 columns', () => {
    assert.equal(textEdit('same', 'same'), null);
    const e = textEdit('ab\ncd\nef', 'ab\ncXXd\nef')!;
    assert.deepEqual(
      { start: e.startIndex, oldEnd: e.oldEndIndex, newEnd: e.newEndIndex, sp: e.startPosition, op: e.oldEndPosition, np: e.newEndPosition },
      { start: 4, oldEnd: 4, newEnd: 6, sp: { row: 1, column: 1 }, op: { row: 1, column: 1 }, np: { row: 1, column: 3 } },
    );
    const lines = textEdit('a\nb\nc', 'a\nc')!;
    assert.deepEqual([lines.startIndex, lines.oldEndIndex, lines.newEndIndex], [2, 4, 2]);
    assert.deepEqual([lines.oldEndPosition, lines.newEndPosition], [{ row: 2, column: 0 }, { row: 1, column: 0 }]);
    // Two emoji sharing their high surrogate: the edit does not start between a pair's halves.
    const pair = textEdit('x😀', 'x😁')!;
    assert.equal(pair.startIndex, 1, 'starts at the high surrogate');
    assert.deepEqual([pair.oldEndIndex, pair.newEndIndex], [3, 3]);
  });

  it('gives the same record as a whole parse after every kind of edit, over real files', async function () {
    this.timeout(120_000);
    const files = ['server/src/core/graph/graphRefresh.ts', 'server/src/core/graph/parse.ts', 'server/src/core/graph/keptTrees.ts'];
    for (const rel of files) {
      const key = path.join(REPO, rel, '#test');
      let text = fs.readFileSync(path.join(REPO, rel), 'utf8');
      await parseSource(ts, text, undefined, key);
      assert.ok(hasKeptTree(key), `${rel}: its tree is kept after a parse`);
      for (const edit of EDITS) {
        text = edit.apply(text);
        const incremental = await parseSource(ts, text, undefined, key);
        const whole = await parseSource(ts, text);
        assert.deepEqual(incremental, whole, `${rel}, ${edit.name}: the same record both ways`);
        assert.equal(hasKeptTree(key), !whole.errors, `${rel}, ${edit.name}: a tree is kept unless it has errors`);
        if (text.includes('function broken(')) assert.ok(whole.errors, 'the broken text has errors');
      }
      dropTree(key);
      assert.ok(!hasKeptTree(key));
    }
  });

  it('gives the same record both ways in languages whose grammars keep scanner state (Python, Ruby) and in Go', async function () {
    this.timeout(60_000);
    const samples: { lang: string; text: string; fn: string; stmt: string; line: string }[] = [
      { lang: 'python', text: PYTHON, fn: '\n\ndef kept_edit(a):\n    return helper(a) + 1\n', stmt: 'inserted = compute(1, 2)\n', line: 'import os\n' },
      { lang: 'ruby', text: RUBY, fn: '\ndef kept_edit(a)\n  helper(a) + 1\nend\n', stmt: 'inserted = compute(1, 2)\n', line: "require 'json'\n" },
      { lang: 'go', text: GO, fn: '\nfunc keptEdit(a int) int { return helper(a) + 1 }\n', stmt: 'inserted := compute(1, 2)\n', line: '\t"strings"\n' },
    ];
    for (const { lang, text: start, fn, stmt, line } of samples) {
      const info = languageById(lang)!;
      const key = path.join(REPO, `kept-${lang}#test`);
      let text = start;
      let cleanEdits = 0;
      assert.equal((await parseSource(info, text, undefined, key)).errors, undefined, `the ${lang} sample parses without errors`);
      const edits: [string, (s: string) => string][] = [
        ['append a function', (s) => s + fn],
        ['insert a statement', (s) => insertAt(s, 0.4, stmt)],
        ['insert another further on', (s) => insertAt(s, 0.7, stmt)],
        ['delete a line', (s) => s.replace(line, '')],
        ['rename everywhere', (s) => s.replace(/\bcompute\b/g, 'computed')],
        ['indent a line deeper (into the loop, in Python)', (s) => s.replace(/\n(\s*)return total/, '\n$1    return total')],
        ['undo that', (s) => s.replace(/\n(\s*)    return total/, '\n$1return total')],
        ['back to the start', () => start],
      ];
      for (const [name, apply] of edits) {
        text = apply(text);
        const incremental = await parseSource(info, text, undefined, key);
        const whole = await parseSource(info, text);
        assert.deepEqual(incremental, whole, `${lang}, ${name}: the same record both ways`);
        assert.equal(hasKeptTree(key), !whole.errors, `${lang}, ${name}: its tree is kept unless it has errors`);
        if (!whole.errors) cleanEdits++;
      }
      dropTree(key);
      assert.equal(cleanEdits, edits.length, `${lang}: every edit leaves a text without errors, so the incremental path was taken each time`);
    }
  });

  it('does not reuse a tree of another grammar', async () => {
    const key = path.join(REPO, 'kept-other-grammar#test');
    await parseSource(py, 'def f():\n    return g()\n', undefined, key);
    const rec = await parseSource(ts, 'export function f() { return g(); }\n', undefined, key);
    assert.deepEqual(rec, await parseSource(ts, 'export function f() { return g(); }\n'));
    dropTree(key);
  });

  it('keeps at most KEPT_TREES_MAX trees, the least recently used going first', async () => {
    const before = keptTreeStats().trees;
    const keys = Array.from({ length: KEPT_TREES_MAX + 3 }, (_, i) => path.join(REPO, `kept-bound-${i}#test`));
    for (const k of keys) await parseSource(ts, `export function f${k.length}() {}\n`, undefined, k);
    assert.ok(keptTreeStats().trees <= KEPT_TREES_MAX);
    assert.ok(!hasKeptTree(keys[0]) && !hasKeptTree(keys[2]), 'the oldest went first');
    assert.ok(hasKeptTree(keys[keys.length - 1]));
    for (const k of keys) dropTree(k);
    assert.ok(keptTreeStats().trees <= before);
  });

  it('keeps the trees of re-indexed and opened files, answers from the edit, and frees them on close and deletion', async () => {
    const fx = await graphFixture(
      {
        'src/a.ts': "import { b } from './b';\nexport function a() { return b(); }\n",
        'src/b.ts': 'export function b() { return 1; }\n',
        'src/c.ts': "import { b } from './b';\nexport function c() { return 2; }\n",
      },
      'graph-kept-trees',
    );
    await fx.graph.ensure(120_000);
    const abs = (rel: string) => path.resolve(fx.repo.root, rel);

    // An opened file: parsed once, its tree kept; an unknown file is passed over.
    await fx.graph.keepTrees(['src/c.ts', 'src/nothing.ts']);
    assert.ok(hasKeptTree(abs('src/c.ts')));
    assert.ok(!hasKeptTree(abs('src/nothing.ts')));

    // Saved with a new call: re-indexed incrementally, and the answer has the new caller.
    fx.repo.write('src/c.ts', "import { b } from './b';\nexport function c() { return 2 + b(); }\n");
    await fx.graph.updateFiles(['src/c.ts']);
    const [b] = fx.graph.findDefinitions('b');
    assert.deepEqual(fx.graph.callers(b.ref).map((c) => c.name).sort(), ['a', 'c']);
    assert.ok(hasKeptTree(abs('src/c.ts')), 'kept for the next edit');

    // A file re-indexed without being opened keeps its tree too.
    fx.repo.write('src/a.ts', "import { b } from './b';\nexport function a() { return 0; }\n");
    await fx.graph.updateFiles(['src/a.ts']);
    assert.ok(hasKeptTree(abs('src/a.ts')));
    assert.deepEqual(fx.graph.callers(b.ref).map((c) => c.name), ['c']);

    // Closed: freed. Deleted: freed when the graph learns of it.
    fx.graph.dropTrees(['src/c.ts']);
    assert.ok(!hasKeptTree(abs('src/c.ts')));
    fs.rmSync(abs('src/a.ts'));
    await fx.graph.updateFiles(['src/a.ts']);
    assert.ok(!hasKeptTree(abs('src/a.ts')));
    assert.deepEqual(fx.graph.callers(b.ref).map((c) => c.name), ['c']);
  });
});

const PYTHON = `import os
from typing import List


class Ledger:
    \"\"\"Sums entries, with a heredoc-like string:
    it spans lines.\"\"\"

    def __init__(self, entries: List[int]):
        self.entries = entries

    @property
    def total(self) -> int:
        total = 0
        for e in self.entries:
            total += compute(e, 1)
        return total

    def report(self, out):
        def line(x):
            return f"{x:>8}"
        for e in self.entries:
            out.write(line(e))
        return os.path.join("a", "b")


def compute(a, b):
    if a > b:
        return a - b
    return helper(a) + b


def helper(a):
    return [x for x in range(a) if x % 2]
`;

const RUBY = `require 'json'

module Books
  class Ledger
    attr_reader :entries

    def initialize(entries)
      @entries = entries
    end

    def total
      total = 0
      entries.each { |e| total += compute(e, 1) }
      return total
    end

    def report(out)
      text = <<~TEXT
        Entries: #{entries.size}
        Total: #{total}
      TEXT
      out.puts(text)
      entries.map do |e|
        JSON.generate(value: e)
      end
    end

    def compute(a, b)
      a > b ? a - b : helper(a) + b
    end

    def helper(a)
      (0...a).select(&:odd?)
    end
  end
end
`;

const GO = `package books

import (
\t"fmt"
\t"strings"
)

// Ledger sums entries.
type Ledger struct {
\tentries []int
}

func (l *Ledger) Total() int {
\ttotal := 0
\tfor _, e := range l.entries {
\t\ttotal += compute(e, 1)
\t}
\treturn total
}

func (l *Ledger) Report() string {
\tparts := make([]string, 0, len(l.entries))
\tfor _, e := range l.entries {
\t\tparts = append(parts, fmt.Sprintf("%8d", e))
\t}
\treturn strings.Join(parts, "\\n")
}

func compute(a, b int) int {
\tif a > b {
\t\treturn a - b
\t}
\treturn helper(a) + b
}

func helper(a int) int { return a * 2 }
`;
